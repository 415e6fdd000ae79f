/**
 * Small shared helpers the fold and the packs use to read the state.
 * @module
 */
import type { Battlepack, BattleplanDef, Hooks } from './battlepack.js';
import type { BattleState, RoundRecord, UnitState } from './state.js';

/** The hooks that apply to a battle: the pack's, then the battleplan's. */
export function hooksOf<X>(pack: Battlepack<X, readonly never[]> | Battlepack<X>, state: BattleState<X>): readonly Hooks<X>[] {
  const plan = planOf(pack, state);
  return plan?.hooks !== undefined ? [pack.hooks, plan.hooks] : [pack.hooks];
}

/** The battleplan of the battle, if set up. */
export function planOf<X>(pack: Battlepack<X, readonly never[]> | Battlepack<X>, state: BattleState<X>): BattleplanDef<X> | undefined {
  return state.battleplan === null ? undefined : pack.battleplans[state.battleplan];
}

/** The other player. */
export function opponentOf(state: BattleState<unknown>, player: string): string {
  const [a, b] = state.playerOrder;
  return player === a ? (b ?? '') : (a ?? '');
}

/** The current round's record, if a round has started. */
export function currentRound(state: BattleState<unknown>): RoundRecord | undefined {
  const r = state.rounds[state.rounds.length - 1];
  return r !== undefined && r.round === state.round ? r : undefined;
}

/** Units of a player. */
export function unitsOf(state: BattleState<unknown>, player: string): UnitState[] {
  return Object.values(state.units).filter((u) => u.owner === player);
}

/** Whether a unit has a keyword, its own or derived (case-insensitive). */
export function hasKeyword(unit: UnitState, keyword: string): boolean {
  const k = keyword.toUpperCase();
  return unit.keywords.some((x) => x.toUpperCase() === k) || unit.derivedKeywords.some((x) => x.toUpperCase() === k);
}

/** Whether a player controls an objective. */
export function controls(state: BattleState<unknown>, player: string, objective: string): boolean {
  return state.objectives[objective]?.controller === player;
}

/** Active objectives a player controls. */
export function controlledBy(state: BattleState<unknown>, player: string): string[] {
  return Object.values(state.objectives)
    .filter((o) => o.active && o.controller === player)
    .map((o) => o.id);
}

/** Has own property, safe for records keyed by user ids. */
export function has(record: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}
