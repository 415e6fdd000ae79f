/**
 * The seam between the engine and the table's geometry. An engine measures positions only when it is given table
 * rules (`createEngine(pack, { table: tableRules })`, `tableRules` from `battlepack-engine/table`), so an app that
 * scores by hand does not bundle the geometry. The engine calls these; a caller never does.
 * @module
 */
import type { BattlefieldMap } from '../../table/types.js';
import type { Battlepack } from '../pack/battlepack.js';
import type { RuleViolation } from '../errors.js';
import type { CoreEventInput } from '../events/schema.js';
import type { BattleState, Draft } from '../state/state.js';

/** The data of a `BattleSetUp` event. */
export type SetUpData = Extract<CoreEventInput, { type: 'BattleSetUp' }>['data'];
/** The data of a `PositionsReported` event. */
export type PositionsData = Extract<CoreEventInput, { type: 'PositionsReported' }>['data'];
/** The data of an `ObjectiveAssigned` event. */
export type AssignmentData = Extract<CoreEventInput, { type: 'ObjectiveAssigned' }>['data'];

/**
 * What an engine that measures the table does with maps and positions. Implemented by `tableRules` in
 * `battlepack-engine/table`; pass it as `createEngine(pack, { table })`.
 */
export interface TableRules {
  /**
   * The battle's map at set-up: the battleplan's map (or a bare battlefield), with the set-up's overrides and
   * objective positions; or the violations that refuse them, with paths into the event.
   */
  battleMap<X>(pack: Battlepack<X>, data: SetUpData): { readonly ok: true; readonly map: BattlefieldMap } | { readonly ok: false; readonly violations: readonly RuleViolation[] };
  /** Why a positions report cannot be folded into `state` now (empty when it can). */
  positionsChecks<X>(pack: Battlepack<X>, state: BattleState<X>, data: PositionsData): readonly RuleViolation[];
  /** Folds a positions report: the models where they stand, and the contest and zone facts they give, stamped. */
  recordPositions<X>(pack: Battlepack<X>, s: Draft<X>, data: PositionsData, eventIndex: number): void;
  /** Why a 4th-edition objective pick cannot be folded into `state` now (empty when it can). */
  assignmentChecks<X>(pack: Battlepack<X>, state: BattleState<X>, data: AssignmentData): readonly RuleViolation[];
  /** Folds an objective pick: recorded for the turn, and the unit's entries of this turn count toward it only. */
  assignObjective<X>(s: Draft<X>, data: AssignmentData, eventIndex: number): void;
  /** Keeps the table at the end of a turn (units where they stand, controllers) for pictures, when positions exist. */
  recordTurn<X>(s: Draft<X>, turn: number, player: string): void;
  /** Why `value` is not a battlefield map (a problem with its path), or null: used when a saved state is read. */
  mapProblem(value: unknown): RuleViolation | null;
  /** Whether `value` is a valid base: used when a saved state is read. */
  isBase(value: unknown): boolean;
}
