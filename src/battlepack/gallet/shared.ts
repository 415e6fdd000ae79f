/**
 * Small helpers the Gallet rules share: ids, source references, keywords, roles, territories and turns.
 * @module
 */
import type { SourceRef } from '../../core/pack/battlepack.js';
import { violation, type RuleViolation } from '../../core/errors.js';
import { currentRound, has, hasKeyword, opponentOf } from '../../core/rules/rules-of.js';
import type { Role, Zone } from '../../core/events/schema.js';
import { zonesAtEndOf } from '../../core/events/moments.js';
import type { BattleState, ObjectiveState, TurnKey, UnitState } from '../../core/state/state.js';
import type { GalletExt } from './ext.js';

/** The battlepack id; every ledger source starts with it. */
// Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const PACK_ID = 'gallet-2022-s1';

/** The keyword the realm rule "Masters of the Splintered Land" grants. */
// Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const GALLETIAN_VETERANS = 'GALLETIAN VETERANS';

/** The unit tag that marks a unit in the Expert Conquerors core battalion. */
// Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const EXPERT_CONQUERORS_TAG = 'expert-conquerors';

/** A Gallet battle state. */
export type GalletState = BattleState<GalletExt>;

/** Kinds of rule a ledger source can name. */
export type SourceKind = 'scoring' | 'battle-tactic' | 'grand-strategy' | 'realm-rule' | 'special-rule' | 'result' | 'pitched-battle';

/** The ledger source id of a rule: `gallet-2022-s1/<kind>/<id>`. */
export function sourceId(kind: SourceKind, id: string): string {
  return `${PACK_ID}/${kind}/${id}`;
}

/** A reference to a section of the General's Handbook 2022-23 Season 1 (Pitched Battles). */
export function ghb(section: string): SourceRef {
  return { document: 'ghb-2022-s1', section };
}

/** Whether a unit has the GALLETIAN VETERANS keyword (its own or derived). */
export function isVeteran(unit: UnitState): boolean {
  return hasKeyword(unit, GALLETIAN_VETERANS);
}

/** A player's role (attacker or defender). */
export function roleOf(state: GalletState, player: string): Role {
  return state.players[player]?.role ?? 'attacker';
}

/** The other role. */
export function otherRole(role: Role): Role {
  return role === 'attacker' ? 'defender' : 'attacker';
}

/** The zone name of a role's territory. */
export function territoryZone(role: Role): Zone {
  return role === 'attacker' ? 'attacker-territory' : 'defender-territory';
}

/** Objectives on the battlefield. */
export function activeObjectives(state: GalletState): ObjectiveState[] {
  return Object.values(state.board.objectives).filter((o) => o.active);
}

/** The player an objective belongs to (Close to the Chest): a player id, or `attacker` / `defender` resolved by role. */
export function objectiveOwner(state: GalletState, o: ObjectiveState): string | null {
  if (o.owner === null) return null;
  if (has(state.players, o.owner)) return o.owner;
  // otherwise a role (`attacker` / `defender`): the player who has it, if any (no player has any other role)
  return state.setup.playerOrder.find((p) => state.players[p]?.role === o.owner) ?? null;
}

/** Whether an objective lies wholly outside a role's territory, judged from its placement (unknown placement counts as outside). */
export function whollyOutsideTerritory(o: ObjectiveState, role: Role): boolean {
  switch (o.placement) {
    case 'attacker-territory':
    case 'border-attacker':
      return role !== 'attacker';
    case 'defender-territory':
    case 'border-defender':
      return role !== 'defender';
    default:
      return true;
  }
}

/** Whether an objective lies wholly within a role's territory, judged from its placement. */
export function whollyWithinTerritory(o: ObjectiveState, role: Role): boolean {
  return o.placement === territoryZone(role);
}

/**
 * Whether a unit is reported wholly within a zone at the end of the turn `at` (`null` when no zone report of that
 * moment names it: the fact is unknown; ruling `core/fact-moments`).
 */
export function whollyIn(state: GalletState, unit: string, zone: Zone, at: TurnKey): boolean | null {
  const z = zonesAtEndOf(state, unit, at);
  return z === undefined ? null : z.wholly.includes(zone);
}

/** Whether a unit is reported with any model in a zone (wholly or partly) at the end of the turn `at` (`null`: unknown). */
export function partlyIn(state: GalletState, unit: string, zone: Zone, at: TurnKey): boolean | null {
  const z = zonesAtEndOf(state, unit, at);
  return z === undefined ? null : z.wholly.includes(zone) || z.partly.includes(zone);
}

/** The turn of a battle tactic's pick: the moment "the end of this turn" names. */
export function pickTurn(pick: { readonly round: number; readonly turn: number }): TurnKey {
  return { round: pick.round, turn: pick.turn };
}

/** The current turn as `{ round, turn }` (turn 0 between turns). */
export function turnKey(state: GalletState): { readonly round: number; readonly turn: number } {
  return { round: state.clock.round, turn: state.clock.turn?.number ?? 0 };
}

/** The turn before `(round, turn)`, or null before the first turn. */
export function previousTurn(round: number, turn: number): { readonly round: number; readonly turn: number } | null {
  if (turn === 2) return { round, turn: 1 };
  return round > 1 ? { round: round - 1, turn: 2 } : null;
}

/** Whether the battle is at the start of a round: turn order set, no turn started yet. */
export function atRoundStart(state: GalletState): boolean {
  const cur = currentRound(state);
  return state.clock.stage === 'battle' && state.clock.turn === null && cur !== undefined && cur.turnsEnded === 0;
}

/** Active objectives a player controls that pass `eligible`. */
export function controlledObjectives(state: GalletState, player: string, eligible: (o: ObjectiveState) => boolean = () => true): ObjectiveState[] {
  // a plain loop over the objectives (no intermediate array of the active ones)
  const out: ObjectiveState[] = [];
  const objectives = state.board.objectives;
  for (const id in objectives) {
    const o = objectives[id];
    if (o !== undefined && o.active && o.controller === player && eligible(o)) out.push(o);
  }
  return out;
}

/** Whether `player` controls more active objectives than the opponent. */
export function controlsMoreThanOpponent(state: GalletState, player: string, eligible: (o: ObjectiveState) => boolean = () => true): boolean {
  return controlledObjectives(state, player, eligible).length > controlledObjectives(state, opponentOf(state, player), eligible).length;
}

/** A violation unless `unit` is a unit of the battle; returns the unit when it is. */
export function findUnit(state: GalletState, unit: string, path: readonly (string | number)[]): UnitState | RuleViolation {
  const u = state.units[unit];
  if (u === undefined || !has(state.units, unit))
    return violation('unit/unknown', `No unit "${unit}" has been added to this battle; add it with UnitsAdded first.`, { path, ref: unit });
  return u;
}

/** A violation unless `objective` is an objective on the battlefield; returns it when it is. */
export function findActiveObjective(state: GalletState, objective: string, path: readonly (string | number)[]): ObjectiveState | RuleViolation {
  const o = state.board.objectives[objective];
  if (o === undefined || !has(state.board.objectives, objective)) {
    const ids = Object.keys(state.board.objectives).join(', ') || 'none';
    return violation('objective/unknown', `No objective "${objective}"; the objectives are ${ids}.`, { path, ref: objective });
  }
  if (!o.active) return violation('objective/inactive', `Objective "${objective}" is not on the battlefield any more.`, { path, ref: objective });
  return o;
}

/** Whether a value returned by `findUnit` / `findActiveObjective` is a violation. */
export function isViolation(x: unknown): x is RuleViolation {
  return typeof x === 'object' && x !== null && 'code' in x && 'message' in x;
}

/** A violation unless the event comes in the given battleplan. */
export function requirePlan(state: GalletState, plan: string, planName: string, what: string): RuleViolation[] {
  return state.setup.battleplan === plan
    ? []
    : [violation('gallet/wrong-battleplan', `${what} is a rule of the "${planName}" battleplan; this battle is "${state.setup.battleplan ?? 'not set up'}".`, { path: ['type'] })];
}

/** Where a turn is, for a refusal: "the turn is in the movement phase", or at its start before any phase. */
export function turnAt(phase: string | null): string {
  return phase === null ? 'the turn is at its start, before any phase' : `the turn is in the ${phase} phase`;
}

/** A violation unless it is `player`'s turn, in `phase` if given. */
export function requireTurnPhase(state: GalletState, player: string, phase: string | null, what: string): RuleViolation[] {
  if (state.clock.turn === null || state.clock.turn.player !== player)
    return [violation('turn/not-active-player', `${what} happens in ${player}'s own turn; it is ${state.clock.turn === null ? 'between turns' : `${state.clock.turn.player}'s turn`}.`, { path: ['type'], ref: player })];
  if (phase !== null && state.clock.turn.phase !== phase)
    return [violation('gallet/wrong-phase', `${what} happens in the ${phase} phase; ${turnAt(state.clock.turn.phase)}.`, { path: ['type'] })];
  return [];
}

export { opponentOf };
