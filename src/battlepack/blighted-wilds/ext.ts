/**
 * The Blighted Wilds battle's own state (`state.ext`): contamination, per-army remediation, ability uses, mortal
 * damage, in-battle renown, seizures. Plain JSON, like the rest of the battle state.
 * @module
 */
import type { BattleState, UnitState } from '../../core/index.js';
import { eligibleToFight, strikeOrder, type FightingUnit } from '../../core/rules/fight-order.js';

/** A general's rank as the campaign reports it at the start of a battle (`level` orders ranks: 0 = no rank). */
export interface GeneralRank {
  readonly rank: string;
  readonly level: number;
}

/** Ranks of both generals, the roll-off if they were equal, and the resulting order (lowest-ranked first). */
export interface GeneralsRecord {
  readonly ranks: Readonly<Record<string, GeneralRank>>;
  readonly rollOff: Readonly<Record<string, number>> | null;
  /** Player ids, the player treated as having the lowest-ranked general first. */
  readonly order: readonly string[];
}

/** One contamination pick at set-up (`terrain` null when no feature outside the player's territory was left). */
export interface ContaminationPick {
  readonly player: string;
  readonly terrain: string | null;
}

/** One use of Purify the Land. */
export interface PurifyRecord {
  readonly player: string;
  readonly unit: string;
  readonly terrain: string;
  readonly roll: number;
  readonly success: boolean;
  readonly round: number;
  readonly turn: number;
}

/** One use of Blighted Waters. */
export interface BlightedWatersRecord {
  readonly player: string;
  readonly round: number;
  readonly turn: number;
  readonly pick: number;
  readonly terrain: string;
  /** Whether the opponent's army had remediated the feature (then only the active player's units were targets). */
  readonly friendlyOnly: boolean;
  readonly targets: readonly string[];
  readonly rolls: Readonly<Record<string, number>>;
}

/** One use of Boon of Vitality. */
export interface BoonRecord {
  readonly player: string;
  readonly unit: string;
  readonly terrain: string;
  readonly roll: number;
  readonly round: number;
  readonly turn: number;
  /** Rally points healed and models returned (a 6 only). */
  readonly healed: number;
  readonly returned: number;
}

/** One use of Strategic Mastery. */
export interface StrategicMasteryRecord {
  readonly player: string;
  readonly round: number;
  readonly rolls: readonly number[];
  readonly moved: number;
}

/** The Blighted Wilds battle state kept in `state.ext`. */
export interface BlightedWildsExt {
  readonly generals: GeneralsRecord | null;
  /** Player → the unit they rested (null: none). A player is absent until they have chosen. */
  readonly resting: Readonly<Record<string, string | null>>;
  readonly contamination: {
    readonly picks: readonly ContaminationPick[];
    /** The 4+ rolls for the features not picked, once made. */
    readonly rolls: Readonly<Record<string, number>> | null;
  };
  /** Features contaminated at set-up. */
  readonly contaminated: readonly string[];
  /** Player → features their army has remediated (remediation is per army). */
  readonly remediated: Readonly<Record<string, readonly string[]>>;
  readonly purifications: readonly PurifyRecord[];
  readonly blightedWaters: readonly BlightedWatersRecord[];
  readonly boons: readonly BoonRecord[];
  /** Unit → damage points on it that have not yet slain a model. */
  readonly damage: Readonly<Record<string, number>>;
  /** Unit → renown gained during the battle (Purify the Land). */
  readonly renown: Readonly<Record<string, number>>;
  /** Every seizure of the initiative, in order. */
  readonly seizures: readonly { readonly round: number; readonly player: string }[];
  readonly strategicMastery: readonly StrategicMasteryRecord[];
  /** Battle-length rolls: the round, the dice, and whether it ended the battle. */
  readonly lengthRolls: readonly { readonly round: number; readonly value: number; readonly ended: boolean }[];
}

/** The state of a Blighted Wilds battle. */
export type BlightedWildsState = BattleState<BlightedWildsExt>;

/** The Blighted Wilds state before set-up. */
export function initialBlightedWildsExt(): BlightedWildsExt {
  return {
    generals: null,
    resting: {},
    contamination: { picks: [], rolls: null },
    contaminated: [],
    remediated: {},
    purifications: [],
    blightedWaters: [],
    boons: [],
    damage: {},
    renown: {},
    seizures: [],
    strategicMastery: [],
    lengthRolls: [],
  };
}

/** Rule ids and source prefix of the campaign's battle rules. */
// Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const BW = 'blighted-wilds';

/** Features this player's army has remediated. */
export function remediatedBy(state: BlightedWildsState, player: string): readonly string[] {
  return state.ext.remediated[player] ?? [];
}

/** Whether a feature is contaminated for a player's army (contaminated, and not remediated by that army). */
export function isContaminatedFor(state: BlightedWildsState, terrain: string, player: string): boolean {
  return state.ext.contaminated.includes(terrain) && !remediatedBy(state, player).includes(terrain);
}

/** Features contaminated for a player's army, in the order of `state.terrain` (the set-up order). */
export function contaminatedFor(state: BlightedWildsState, player: string): readonly string[] {
  return Object.keys(state.board.terrain).filter((t) => isContaminatedFor(state, t, player));
}

/** The features Blighted Waters picks from this turn (contaminated for the active player's army), numbered from 1. */
export function blightedWatersCandidates(state: BlightedWildsState): readonly string[] {
  const player = state.clock.turn?.player;
  return player === undefined ? [] : contaminatedFor(state, player);
}

/** The feature a Blighted Waters pick (a roll of 1 to the number of candidates) lands on, or null. */
export function blightedWatersFeature(state: BlightedWildsState, pick: number): string | null {
  return blightedWatersCandidates(state)[pick - 1] ?? null;
}

/** Whether the active player has used Blighted Waters this turn. */
export function blightedWatersUsedThisTurn(state: BlightedWildsState): boolean {
  const t = state.clock.turn;
  return t !== null && state.ext.blightedWaters.some((b) => b.player === t.player && b.round === state.clock.round && b.turn === t.number);
}

/** The player treated as having the lowest-ranked general (after a roll-off when ranks were equal), or null. */
export function lowestRankedPlayer(state: BlightedWildsState): string | null {
  return state.ext.generals?.order[0] ?? null;
}

/** Damage points on a unit that have not yet slain a model. */
export function damageOn(state: BlightedWildsState, unit: string): number {
  return state.ext.damage[unit] ?? 0;
}

/** Points of a player's army for this battle: resting units do not count. */
export function armyPoints(state: BattleState<unknown>, player: string): number {
  return Object.values(state.units)
    .filter((u) => u.def.owner === player && u.def.startingArmy && u.status !== 'resting')
    .reduce((a, u) => a + u.def.points, 0);
}

function effectOn(unit: UnitState, id: string): boolean {
  return unit.effects.some((e) => e.id === id) || unit.def.keywords.some((k) => k.toUpperCase() === id.toUpperCase());
}

/** Whether a unit has STRIKE-FIRST (an effect or a keyword). */
export function hasStrikeFirst(unit: UnitState): boolean {
  return effectOn(unit, 'strike-first');
}

/** A battle unit as the fight-order rules see it (`src/sim/fight-order.ts`, the one implementation of core rules 19.0). */
function fightingUnit(unit: UnitState): FightingUnit {
  return { id: unit.def.id, player: unit.def.owner, strikeFirst: hasStrikeFirst(unit), strikeLast: effectOn(unit, 'strike-last') };
}

/** Whether STRIKE-LAST applies to a unit: it has it and does not also have STRIKE-FIRST (core rules 19.0). */
export function hasStrikeLast(unit: UnitState): boolean {
  return strikeOrder(fightingUnit(unit)) === 'last';
}

/** Whether STRIKE-FIRST applies to a unit: it has it and does not also have STRIKE-LAST (core rules 19.0). */
export function strikesFirst(unit: UnitState): boolean {
  return strikeOrder(fightingUnit(unit)) === 'first';
}

/**
 * The ward value that applies to a unit, or null: the lowest of its WARD effects (ids `ward` or `ward:…`) and
 * `WARD (x+)` keywords (core rules 18.1: only the best ward applies).
 */
export function wardValue(unit: UnitState): number | null {
  const values: number[] = [];
  for (const e of unit.effects) if ((e.id === 'ward' || e.id.startsWith('ward:')) && e.value !== null) values.push(e.value);
  for (const k of [...unit.def.keywords, ...unit.derivedKeywords]) {
    const m = /^WARD \(([2-6])\+\)$/i.exec(k.trim());
    if (m?.[1] !== undefined) values.push(Number(m[1]));
  }
  return values.length === 0 ? null : Math.min(...values);
}

/**
 * Whether a unit may be picked to fight now, by STRIKE-FIRST / STRIKE-LAST alone (core rules 19.0):
 * `inCombat` are the units in combat, `fought` those that have already used a FIGHT ability this phase.
 */
export function mayFightNow(state: BattleState<unknown>, unit: string, inCombat: readonly string[], fought: readonly string[]): boolean {
  if (state.units[unit] === undefined) return false;
  const units = inCombat.map((id) => state.units[id]).filter((x): x is UnitState => x !== undefined).map(fightingUnit);
  return eligibleToFight(units, fought).includes(unit);
}
