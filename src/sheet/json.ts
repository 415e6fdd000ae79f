/**
 * The scoring sheet as JSON.
 * @module
 */
import type { ScoringSheet } from '../core/state/scoring-sheet.js';

/** Renders a scoring sheet as pretty-printed JSON (the {@link ScoringSheet} object as is). */
export function renderSheetJson(sheet: ScoringSheet): string {
  return `${JSON.stringify(sheet, null, 2)}\n`;
}
