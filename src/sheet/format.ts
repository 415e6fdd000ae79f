/**
 * Shared wording of the scoring-sheet renderers: how a result, a tactic, a turn or a role reads on a sheet.
 * @module
 */
import type { ScoringSheet, ScoringSheetPlayer, ScoringSheetRound } from '../core/state/scoring-sheet.js';
import type { VpByTurnRow } from '../core/state/scoring-selectors.js';
import type { BattleLogMeta } from '../core/log/log.js';

/**
 * What a sheet may show beyond the battle itself: where and when it was played, and the names of the objectives
 * (the sheet records their ids). The command line fills these from the log's metadata, its options and the pack.
 */
export interface SheetDetails {
  /** The event (a tournament, a league night), printed in the header. */
  readonly event?: string;
  /** The table the battle was played on (`12`, `Table 3`). */
  readonly table?: string;
  /** The date it was played, as it should be printed (`2026-12-02`). */
  readonly date?: string;
  /** Objective names by id; an id without a name is printed as it is. */
  readonly objectiveNames?: Readonly<Record<string, string>>;
}

/**
 * The occasion a log's metadata names, as sheet details: its `event`, its `table` and the day it was recorded
 * (`recordedAt`, its first ten characters). What the metadata leaves out (or gives empty) is left out.
 * @example
 * ```ts
 * import { createLog } from 'battlepack-engine';
 * import { sheetDetailsFromLog } from 'battlepack-engine/sheet';
 *
 * const log = createLog({ id: 'gallet-2022-s1', version: '1.1.0' }, [], { event: 'Spring GT', table: '12', recordedAt: '2026-04-11T10:00:00Z' });
 * console.log(sheetDetailsFromLog(log)); // { event: 'Spring GT', table: '12', date: '2026-04-11' }
 * ```
 */
export function sheetDetailsFromLog(log: { readonly meta?: BattleLogMeta | undefined }): SheetDetails {
  const meta = log.meta;
  const out: { event?: string; table?: string; date?: string } = {};
  if (meta?.event !== undefined && meta.event !== '') out.event = meta.event;
  if (meta?.table !== undefined && meta.table !== '') out.table = meta.table;
  const date = meta?.recordedAt?.slice(0, 10);
  if (date !== undefined && date !== '') out.date = date;
  return out;
}

/** An objective's name from the details, or its id. */
export function objectiveName(id: string, details: SheetDetails = {}): string {
  return Object.hasOwn(details.objectiveNames ?? {}, id) ? (details.objectiveNames?.[id] ?? id) : id;
}

/** A player's role as printed on the sheet. */
export function roleLabel(role: ScoringSheetPlayer['role']): string {
  return role === 'attacker' ? 'Attacker' : 'Defender';
}

/** A player's display name, with the faction when known. */
export function playerLabel(p: ScoringSheetPlayer): string {
  return p.faction === null ? p.name : `${p.name} (${p.faction})`;
}

/** The name of a player id on this sheet (the id itself if unknown). */
export function nameOf(sheet: ScoringSheet, id: string | null): string {
  if (id === null) return '';
  return sheet.players.find((p) => p.id === id)?.name ?? id;
}

/** `yes`, `no`, or a dash while undecided. */
export function yesNo(value: boolean | null): string {
  return value === null ? '–' : value ? 'yes' : 'no';
}

/** The battle tactic cell: its name, or a dash when none was picked. */
export function tacticName(r: ScoringSheetRound): string {
  return r.battleTactic === null ? '–' : r.battleTactic.name;
}

/** Whether the round's battle tactic was completed: yes / no / a dash. */
export function tacticDone(r: ScoringSheetRound): string {
  return r.battleTactic === null ? '–' : yesNo(r.battleTactic.completed);
}

/** The objectives cell: how many, and which (by name when the details have their names). */
export function objectivesCell(r: ScoringSheetRound, details: SheetDetails = {}): string {
  if (r.turn === null) return '–';
  const n = r.objectivesControlled.length;
  return n === 0 ? '0' : `${n} (${r.objectivesControlled.map((id) => objectiveName(id, details)).join(', ')})`;
}

/** The grand strategy line of a player. */
export function grandStrategyName(p: ScoringSheetPlayer): string {
  return p.grandStrategy === null ? 'none picked' : p.grandStrategy.name;
}

/** The headline of the result: who won and how, a draw, or that the battle goes on. */
export function resultHeadline(sheet: ScoringSheet): string {
  const r = sheet.result;
  if (r === null) return 'Battle in progress';
  if (r.kind === 'draw' || r.winner === null) return 'Draw';
  const kind = r.kind === 'major' ? 'Major victory' : 'Minor victory';
  return `${kind}: ${nameOf(sheet, r.winner)}`;
}

/** The result's reason, or an empty string. */
export function resultReason(sheet: ScoringSheet): string {
  return sheet.result?.reason ?? '';
}

/** A short label for one row of VP by turn: `R2 T1`, or `End` for points scored when the battle ended. */
export function turnLabel(row: VpByTurnRow): string {
  return row.turn === 0 ? (row.round > 0 ? `End R${row.round}` : 'End') : `R${row.round} T${row.turn}`;
}

/** Sheet title: the battleplan's name, or the pack's when none is set. */
export function sheetTitle(sheet: ScoringSheet): string {
  return sheet.battleplan === null ? `${sheet.battlepack.name}: scoring sheet` : `${sheet.battleplan.name}: scoring sheet`;
}

/** The event, table and date of the details that are given, as label / value pairs. */
export function occasionFacts(details: SheetDetails = {}): readonly (readonly [string, string])[] {
  const out: [string, string][] = [];
  if (details.event !== undefined && details.event !== '') out.push(['Event', details.event]);
  if (details.table !== undefined && details.table !== '') out.push(['Table', details.table]);
  if (details.date !== undefined && details.date !== '') out.push(['Date', details.date]);
  return out;
}

/** The header facts of a sheet, as label / value pairs: the occasion when known, then the battle's. */
export function headerFacts(sheet: ScoringSheet, details: SheetDetails = {}): readonly (readonly [string, string])[] {
  return [
    ...occasionFacts(details),
    ['Battlepack', `${sheet.battlepack.name} (${sheet.battlepack.id} ${sheet.battlepack.version})`],
    ['Battleplan', sheet.battleplan?.name ?? 'not set'],
    ['Points limit', sheet.pointsLimit === null ? 'not set' : String(sheet.pointsLimit)],
    ['Battle rounds', `${sheet.roundsPlayed} of ${sheet.rounds}`],
  ];
}
