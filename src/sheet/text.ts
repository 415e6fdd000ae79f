/**
 * The scoring sheet as a terminal table.
 * @module
 */
import type { ScoringSheet } from '../core/state/scoring-sheet.js';
import { grandStrategyName, headerFacts, objectivesCell, type SheetDetails, playerLabel, resultHeadline, resultReason, roleLabel, sheetTitle, tacticDone, tacticName, yesNo } from './format.js';
import { drawTextTable } from './table.js';

// C0 controls (ESC, BEL, CR…), DEL, C1 controls, line and paragraph separators, bidirectional overrides and isolates
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

// `\x1b` for a C0 control (JSON text never holds one raw); `\u0085`, a valid JSON escape, for the others
const visible = (c: string): string => {
  const n = c.charCodeAt(0);
  return n < 0x20 ? `\\x${n.toString(16).padStart(2, '0')}` : `\\u${n.toString(16).padStart(4, '0')}`;
};

/**
 * Makes control characters visible (`\x1b`, `\u009b`, `\u202e`): text from a log or a roster can then neither move the cursor,
 * retitle or clear a terminal, nor reorder what is shown. With `keepLines`, newlines and tabs are left as they are.
 */
export function escapeControlChars(text: string, keepLines = false): string {
  return text.replace(keepLines ? CONTROL_BUT_LINES : CONTROL, visible);
}

/** Lines longer than `columns` (a long result or reason) wrapped at spaces. */
function wrapLines(text: string, columns: number): string {
  return text
    .split('\n')
    .flatMap((line) => {
      const out: string[] = [];
      let rest = line;
      while ([...rest].length > columns) {
        const cps = [...rest];
        const head = cps.slice(0, columns + 1).join('');
        const at = head.lastIndexOf(' ');
        const cut = at > 0 ? at : columns;
        out.push(cps.slice(0, cut).join('').trimEnd());
        rest = `  ${cps.slice(cut).join('').trimStart()}`;
      }
      out.push(rest);
      return out;
    })
    .join('\n');
}

/** A copy of a plain JSON value with every string passed through `f`. */
function mapStrings<T>(value: T, f: (s: string) => string): T {
  if (typeof value === 'string') return f(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => mapStrings(v, f)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapStrings(v, f);
    return out as T;
  }
  return value;
}

/** The sheet with control characters made visible in every string (see {@link escapeControlChars}). */
export function escapeSheetText(sheet: ScoringSheet): ScoringSheet {
  return mapStrings(sheet, (s) => escapeControlChars(s));
}

/** The widest line of the text sheet: it fits an 80-column terminal (longer text wraps inside its cell). */
export const TEXT_SHEET_COLUMNS = 80;

/** Two boxes side by side, one per player, to sign (38 columns each: the pair fits {@link TEXT_SHEET_COLUMNS}). */
function signatureBoxes(labels: readonly string[]): string {
  const w = 36;
  const cut = (s: string): string => ([...s].length > w - 2 ? `${[...s].slice(0, w - 3).join('')}…` : s);
  const boxes = labels.map((l) => [`┌${'─'.repeat(w)}┐`, `│ ${cut(l).padEnd(w - 2)} │`, `│${' '.repeat(w)}│`, `│${' '.repeat(w)}│`, `└${'─'.repeat(w)}┘`]);
  return (boxes[0] ?? []).map((_, i) => boxes.map((b) => b[i]).join('  ')).join('\n');
}

/**
 * Renders a scoring sheet as plain-text tables for a terminal, within 80 columns (no colour codes; control
 * characters made visible), with a box per player to sign.
 */
export function renderSheetText(input: ScoringSheet, details: SheetDetails = {}): string {
  const sheet = escapeSheetText(input);
  const d: SheetDetails = mapStrings(details, (s) => escapeControlChars(s));
  const out: string[] = [sheetTitle(sheet).toUpperCase(), ''];
  out.push(drawTextTable({ rows: headerFacts(sheet, d).map(([k, v]) => [k, v]), widths: [17, 60] }), '');
  for (const p of sheet.players) {
    out.push(`${roleLabel(p.role)}: ${playerLabel(p)}`, `Grand strategy: ${grandStrategyName(p)}`);
    const rows = p.rounds.map((r) => [String(r.round), tacticName(r), tacticDone(r), objectivesCell(r, d), String(r.vp)]);
    const footer = (label: string, value: string) => [{ content: label, colSpan: 4 }, value];
    out.push(
      drawTextTable({
        head: ['Round', 'Battle tactic', 'Completed', 'Objectives controlled', 'VP'],
        align: ['right', 'left', 'left', 'left', 'right'],
        widths: [7, 22, 11, 28, 6],
        rows: [...rows, footer('Grand strategy completed', yesNo(p.grandStrategyCompleted)), footer('VP at the end of the battle', String(p.endOfBattleVp)), footer('Total VP', String(p.totalVp))],
      }),
      '',
    );
  }
  out.push(
    drawTextTable({
      head: ['', ...sheet.players.map((p) => `${roleLabel(p.role)}: ${p.name}`)],
      widths: [26, ...sheet.players.map(() => Math.floor(50 / Math.max(1, sheet.players.length)))],
      rows: [
        ['Battle tactics completed', ...sheet.players.map((p) => String(p.battleTacticsCompleted))],
        ['Grand strategy completed', ...sheet.players.map((p) => yesNo(p.grandStrategyCompleted))],
        ['Total VP', ...sheet.players.map((p) => String(p.totalVp))],
      ],
    }),
    '',
  );
  const reason = resultReason(sheet);
  out.push(`Result: ${resultHeadline(sheet)}`);
  if (reason !== '') out.push(`Why: ${reason}`);
  out.push('', 'Signed by the players:', signatureBoxes(sheet.players.map((p) => `${roleLabel(p.role)}: ${p.name}`)));
  return `${wrapLines(out.join('\n'), TEXT_SHEET_COLUMNS)}\n`;
}
