/**
 * Shared wording of the scoring-sheet renderers: how a result, a tactic, a turn or a role reads on a sheet.
 * @module
 */
import type { ScoringSheet, ScoringSheetPlayer, ScoringSheetRound } from '../core/scoring-sheet.js';
import type { VpByTurnRow } from '../core/selectors.js';

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

/** The objectives cell: how many, and which. */
export function objectivesCell(r: ScoringSheetRound): string {
  if (r.turn === null) return '–';
  const n = r.objectivesControlled.length;
  return n === 0 ? '0' : `${n} (${r.objectivesControlled.join(', ')})`;
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

/** The header facts of a sheet, as label / value pairs. */
export function headerFacts(sheet: ScoringSheet): readonly (readonly [string, string])[] {
  return [
    ['Battlepack', `${sheet.battlepack.name} (${sheet.battlepack.id} ${sheet.battlepack.version})`],
    ['Battleplan', sheet.battleplan?.name ?? 'not set'],
    ['Points limit', sheet.pointsLimit === null ? 'not set' : String(sheet.pointsLimit)],
    ['Battle rounds', `${sheet.roundsPlayed} of ${sheet.rounds}`],
  ];
}
