import { describe, expect, it } from 'vitest';
import { renderSheetHtml, renderSheetMarkdown, renderSheetText, TEXT_SHEET_COLUMNS } from 'battlepack-engine/sheet';
import { selectScoringSheet } from 'battlepack-engine';
import { gallet, galletEngine } from 'battlepack-engine/gallet';
import { DEMO_LOG } from '../../src/cli/demo-battle.js';
import { replayLog } from '../../src/index.js';

// The sheet (issue 28): a box per player to sign, the event / table / date when given, objective names instead of
// ids, and the text sheet within 80 columns.
const r = replayLog(galletEngine, DEMO_LOG);
if (!r.ok) throw new Error('the demo battle does not replay');
const sheet = selectScoringSheet(r.state, gallet);
const objectiveNames = { 'attacker-objective': "Attacker's objective", centre: 'Centre', 'defender-objective': "Defender's objective" };
const details = { event: 'Spring GT', table: '12', date: '2026-12-02', objectiveNames };
const width = (line: string): number => [...line].length;

describe('the text sheet', () => {
  it(`fits ${TEXT_SHEET_COLUMNS} columns, with and without details, even with long names`, () => {
    const long = { ...sheet, players: sheet.players.map((p) => ({ ...p, name: `${p.name} the Very Long-Named Warlord of the Eastern Reaches` })) };
    for (const text of [renderSheetText(sheet), renderSheetText(sheet, details), renderSheetText(long, { ...details, event: 'x'.repeat(200) })])
      for (const line of text.split('\n')) expect(width(line), line).toBeLessThanOrEqual(TEXT_SHEET_COLUMNS);
    // the old sheet was 105 columns wide: the widths are not met by accident
    expect(Math.max(...renderSheetText(sheet).split('\n').map(width))).toBe(TEXT_SHEET_COLUMNS);
  });

  it('has a box per player to sign', () => {
    const text = renderSheetText(sheet);
    expect(text).toContain('Signed by the players:');
    expect(text).toMatch(/│ Attacker: Aelwen +│ {2}│ Defender: Grukk +│/);
  });

  it('prints the event, table and date only when given', () => {
    expect(renderSheetText(sheet, details)).toMatch(/│ Event +│ Spring GT +│[\s\S]*│ Table +│ 12 +│[\s\S]*│ Date +│ 2026-12-02 +│/);
    expect(renderSheetText(sheet)).not.toMatch(/│ (Event|Table|Date) /);
  });

  it('names the objectives when their names are given, and prints ids otherwise', () => {
    expect(renderSheetText(sheet, details)).toContain("2 (Attacker's objective,");
    expect(renderSheetText(sheet, details)).not.toContain('attacker-objective');
    expect(renderSheetText(sheet)).toContain('attacker-objective');
  });
});

describe('the Markdown and HTML sheets', () => {
  it('Markdown: details, objective names and a signature row', () => {
    const md = renderSheetMarkdown(sheet, details);
    expect(md).toContain('| **Event** | Spring GT |');
    expect(md).toContain("Attacker's objective");
    expect(md).toContain('## Signatures');
    expect(md).toContain('| Attacker: Aelwen | Defender: Grukk |');
  });

  it('HTML: details as header facts, objective names, a signature box per player', () => {
    const html = renderSheetHtml(sheet, { details });
    expect(html).toContain('data-testid="fact-event">Spring GT<');
    expect(html).toContain('data-testid="fact-table">12<');
    expect(html).toContain('data-testid="fact-date">2026-12-02<');
    expect(html).toContain('Attacker&#39;s objective');
    expect(html).toContain('data-testid="signature-attacker"');
    expect(html).toContain('data-testid="signature-defender"');
    expect(renderSheetHtml(sheet)).not.toContain('data-testid="fact-event"');
    expect(renderSheetHtml(sheet)).toContain('attacker-objective');
  });
});
