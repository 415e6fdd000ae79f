import { describe, expect, it } from 'vitest';
import { renderSheet, renderSheetJson, SHEET_FORMATS, renderSheetHtml, renderSheetMarkdown, renderSheetText } from '../../src/sheet.js';
import { testBattleSheet } from './fixture.js';

describe('renderSheetJson and renderSheet', () => {
  const sheet = testBattleSheet();

  it('renderSheetJson round-trips the sheet', () => {
    const json = renderSheetJson(sheet);
    expect(json.endsWith('\n')).toBe(true);
    expect(JSON.parse(json)).toEqual(sheet);
  });

  it('renderSheet dispatches on the format', () => {
    expect(SHEET_FORMATS).toEqual(['text', 'markdown', 'html', 'json']);
    expect(renderSheet(sheet, 'text')).toBe(renderSheetText(sheet));
    expect(renderSheet(sheet, 'markdown')).toBe(renderSheetMarkdown(sheet));
    expect(renderSheet(sheet, 'html')).toBe(renderSheetHtml(sheet));
    expect(renderSheet(sheet, 'json')).toBe(renderSheetJson(sheet));
  });

  it('every renderer is deterministic', () => {
    for (const f of SHEET_FORMATS) expect(renderSheet(testBattleSheet(), f)).toBe(renderSheet(sheet, f));
  });
});
