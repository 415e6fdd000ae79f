/**
 * battlepack-engine/sheet: scoring-sheet renderers — a {@link ScoringSheet} (from `selectScoringSheet` in
 * `battlepack-engine`) as a terminal table, Markdown, a printable HTML page with a VP chart, or JSON.
 * @packageDocumentation
 */
import type { ScoringSheet } from './core/state/scoring-sheet.js';

export * from './sheet/index.js';
export type { ScoringSheet };
