/**
 * Scoring-sheet renderers: a {@link ScoringSheet} (from `selectScoringSheet`) as a terminal table, Markdown,
 * a printable HTML page with a VP chart, or JSON.
 * @module
 */
import type { ScoringSheet } from '../core/state/scoring-sheet.js';
import type { SheetDetails } from './format.js';
import { renderSheetHtml } from './html.js';
import { renderSheetJson } from './json.js';
import { renderSheetMarkdown } from './markdown.js';
import { renderSheetText } from './text.js';

export { renderSheetText, escapeControlChars, TEXT_SHEET_COLUMNS } from './text.js';
export { sheetDetailsFromLog, type SheetDetails } from './format.js';
export { renderSheetMarkdown, escapeMarkdown } from './markdown.js';
export { renderSheetHtml, type SheetHtmlOptions } from './html.js';
export { renderSheetJson } from './json.js';
export { renderVpChartSvg } from './chart.js';
export { escapeHtml } from './escape.js';

/** The formats a scoring sheet can be rendered in. */
export const SHEET_FORMATS = ['text', 'markdown', 'html', 'json'] as const;

/** One of {@link SHEET_FORMATS}. */
export type SheetFormat = (typeof SHEET_FORMATS)[number];

/** Renders a scoring sheet in the given format, with the event, table, date and objective names when given. */
export function renderSheet(sheet: ScoringSheet, format: SheetFormat, details: SheetDetails = {}): string {
  switch (format) {
    case 'text':
      return renderSheetText(sheet, details);
    case 'markdown':
      return renderSheetMarkdown(sheet, details);
    case 'html':
      return renderSheetHtml(sheet, { details });
    case 'json':
      return renderSheetJson(sheet);
  }
}
