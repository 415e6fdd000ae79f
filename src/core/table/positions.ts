/**
 * The table in the engine: the battle's map and positions reports, measured by the table rules the engine was given
 * (`createEngine(pack, { table })`; refused without them), 4th-edition objective picks, and the table at the end of
 * each round for pictures. The measuring itself is `src/table`'s.
 * @module
 */
import { writable } from '../state/freeze.js';
import type { Battlepack } from '../pack/battlepack.js';
import { violation, type RuleViolation } from '../errors.js';
import { has } from '../rules/rules-of.js';
import type { BattleState, BattleTable, Draft, Mutable } from '../state/state.js';
import type { AssignmentData, PositionsData, SetUpData } from './table-rules.js';
import type { BattlefieldMap } from '../../table/types.js';

/** The table of a battle before set-up: no map, no positions. */
export function emptyTable(map: BattlefieldMap | null = null): BattleTable {
  // a literal, not a spread with `map` after it: V8 gave each such copy a hidden class of its own, one per battle
  return { map, positions: {}, reportedAt: {}, assignments: {}, rounds: [] };
}

/** The refusal of an engine without table rules, at `path`. */
function notMeasured(path: readonly (string | number)[], what: string): RuleViolation {
  return violation('table/not-measured', `This engine does not measure the table, so it cannot take ${what}: create it with createEngine(pack, { table: tableRules }).`, { path });
}

/** The set-up's map checks: the overrides and objective positions make a valid map (empty when they do). */
export function setUpMapChecks<X>(pack: Battlepack<X>, data: SetUpData): readonly RuleViolation[] {
  if (!has(pack.battleplans, data.battleplan)) return [];
  if (pack.table === undefined) return data.map === undefined ? [] : [notMeasured(['data', 'map'], 'map overrides')];
  const r = pack.table.battleMap(pack, data);
  return r.ok ? [] : r.violations;
}

/**
 * The table of a state saved before the engine kept one (no `table` field): the battleplan's map as it ships (with
 * table rules), no positions. Used when such a state is read.
 */
export function tableOfOldState<X>(pack: Battlepack<X>, battleplan: unknown, pointsLimit: unknown): BattleTable {
  if (typeof battleplan !== 'string' || pack.table === undefined) return emptyTable();
  const r = pack.table.battleMap(pack, { battlepack: { id: pack.id, version: pack.version }, battleplan, pointsLimit: typeof pointsLimit === 'number' ? pointsLimit : 2000, players: [] });
  return emptyTable(r.ok ? r.map : null);
}

/** Folds the set-up's map into the table (with table rules): the battle's map; objectives moved by `data.map` follow it. */
export function setUpTable<X>(pack: Battlepack<X>, s: Draft<X>, data: SetUpData): void {
  const r = pack.table?.battleMap(pack, data);
  const map = r?.ok === true ? r.map : null;
  writable(s, 'board').table = emptyTable(map) as Mutable<BattleTable>;
  if (map === null || data.map === undefined) return;
  // the objectives of the set-up stand where the battle's map puts them
  let objectives: Draft<X>['board']['objectives'] | undefined;
  for (const o of map.objectives) {
    const cur = s.board.objectives[o.id];
    if (cur === undefined || o.position === undefined || (cur.position !== null && cur.position.x === o.position.x && cur.position.y === o.position.y)) continue;
    objectives ??= { ...s.board.objectives };
    objectives[o.id] = { ...cur, position: { x: o.position.x, y: o.position.y } };
  }
  if (objectives !== undefined) writable(s, 'board').objectives = objectives;
}

/** Why a positions report cannot be folded now (empty when it can); refused by an engine without table rules. */
export function positionsChecks<X>(pack: Battlepack<X>, state: BattleState<X>, data: PositionsData): readonly RuleViolation[] {
  return pack.table === undefined ? [notMeasured(['type'], 'positions reports')] : pack.table.positionsChecks(pack, state, data);
}

/** Folds a positions report with the engine's table rules (none: nothing, as the report was refused). */
export function recordPositions<X>(pack: Battlepack<X>, s: Draft<X>, data: PositionsData, eventIndex: number): void {
  pack.table?.recordPositions(pack, s, data, eventIndex);
}

/** Why an objective pick cannot be folded now (empty when it can); refused by an engine without table rules. */
export function assignmentChecks<X>(pack: Battlepack<X>, state: BattleState<X>, data: AssignmentData): readonly RuleViolation[] {
  return pack.table === undefined ? [notMeasured(['type'], 'objective picks')] : pack.table.assignmentChecks(pack, state, data);
}

/** Folds an objective pick with the engine's table rules (none: nothing, as the pick was refused). */
export function assignObjective<X>(pack: Battlepack<X>, s: Draft<X>, data: AssignmentData, eventIndex: number): void {
  pack.table?.assignObjective(s, data, eventIndex);
}

/** Keeps the table at the end of a turn for pictures, with the engine's table rules. */
export function recordTableTurn<X>(pack: Battlepack<X>, s: Draft<X>, turn: number, player: string): void {
  pack.table?.recordTurn(s, turn, player);
}
