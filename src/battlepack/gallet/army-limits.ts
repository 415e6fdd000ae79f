/**
 * The army limits of Gallet Pitched Battles as data: the points limits, the limits table of each, the season's core
 * battalions and the grand strategies a roster may name (GHB 2022-23 Season 1; FACTS.md fills the gaps). Split from
 * `army.ts`, which checks a roster against them.
 * @module
 */
import type { RuleInfo } from '../../core/pack/battlepack.js';

// ---------------------------------------------------------------------------------------------------------------
// Limits table
// ---------------------------------------------------------------------------------------------------------------

/** The points limits a Gallet Pitched Battle may be played at. */
// Stryker disable all: module-load data (a table built once at import, before any mutant is switched on; docs/testing.md)
export const POINTS_LIMITS = [1000, 2000] as const;
// Stryker restore all

/** A points limit a Gallet Pitched Battle may be played at: 1000 or 2000. */
export type PointsLimit = (typeof POINTS_LIMITS)[number];

/** How sure we are of a value the seed's (empty) Pitched Battles table should have given. */
export type LimitConfidence = 'high' | 'medium-high' | 'medium' | 'medium-low' | 'low' | 'unknown';

/** One row set of the Pitched Battles table: the army-building limits at one points limit. */
export interface PitchedBattleLimits {
  /** The points limit this row applies to. */
  readonly pointsLimit: PointsLimit;
  /** Leader units: at least `min`, at most `max` (allies and coalition units count toward the maximum). */
  readonly leaders: { readonly min: number; readonly max: number };
  /** Battleline units the army must have, not counting allies or coalition units. */
  readonly battlelineMin: number;
  /** Most Behemoth units (a Battleline-Behemoth does not count). */
  readonly behemothsMax: number;
  /** Most Artillery units. */
  readonly artilleryMax: number;
  /** Most reinforcements (a unit reinforced twice counts as 2). */
  readonly reinforcedMax: number;
  /** Most endless spells and invocations together. */
  readonly endlessSpellsMax: number;
  /** Most points that may be spent on allied units. */
  readonly alliesPointsMax: number;
  /** Battlefield size in inches. */
  readonly battlefield: { readonly width: number; readonly depth: number; readonly confidence: LimitConfidence };
  /** Recommended number of terrain features; unknown (`null`) until a source settles it. */
  readonly recommendedTerrain: number | null;
  /** Confidence in the endless-spells row (the rest of the army rows are high). */
  readonly endlessSpellsConfidence: LimitConfidence;
}

/** The Pitched Battles table of GHB 2022-23 S1, keyed by points limit (the seed's table is empty; values from FACTS.md §2). */
// Stryker disable all: module-load data (a table built once at import, before any mutant is switched on; docs/testing.md)
export const PITCHED_BATTLE_LIMITS: Readonly<Record<PointsLimit, PitchedBattleLimits>> = {
  1000: {
    pointsLimit: 1000,
    leaders: { min: 1, max: 3 },
    battlelineMin: 2,
    behemothsMax: 2,
    artilleryMax: 2,
    reinforcedMax: 2,
    endlessSpellsMax: 2,
    alliesPointsMax: 200,
    battlefield: { width: 44, depth: 30, confidence: 'medium-low' },
    recommendedTerrain: null,
    endlessSpellsConfidence: 'medium-high',
  },
  2000: {
    pointsLimit: 2000,
    leaders: { min: 1, max: 6 },
    battlelineMin: 3,
    behemothsMax: 4,
    artilleryMax: 4,
    reinforcedMax: 4,
    endlessSpellsMax: 3,
    alliesPointsMax: 400,
    battlefield: { width: 60, depth: 44, confidence: 'high' },
    recommendedTerrain: null,
    endlessSpellsConfidence: 'medium-high',
  },
};
// Stryker restore all

/** Whether a number is one of the allowed points limits. */
export function isPointsLimit(n: number): n is PointsLimit {
  return (POINTS_LIMITS as readonly number[]).includes(n);
}

// ---------------------------------------------------------------------------------------------------------------
// Core battalions of the season
// ---------------------------------------------------------------------------------------------------------------

/** A core battalion of the season: reference info plus what it may contain. */
export interface CoreBattalionDef extends RuleInfo {
  readonly id: 'expert-conquerors' | 'bounty-hunters';
  /** How many units it holds. */
  readonly units: { readonly min: number; readonly max: number };
  /** The slot every unit fills: Troops = a unit that is not a Leader, Behemoth or Artillery unit. */
  readonly slot: 'troops';
  /** Whether every unit must qualify as GALLETIAN VETERANS. */
  readonly galletianVeteransOnly: boolean;
  /** How many times an army may include it. */
  readonly maxPerArmy: number;
  /** The unit tag `rosterToUnits` gives its units. */
  readonly tag: string;
}

/** The two season core battalions, keyed by id (blank in the seed; composition and effects from FACTS.md §2). */
// Stryker disable all: module-load data (a table built once at import, before any mutant is switched on; docs/testing.md)
export const CORE_BATTALIONS: Readonly<Record<CoreBattalionDef['id'], CoreBattalionDef>> = {
  'expert-conquerors': {
    id: 'expert-conquerors',
    name: 'Expert Conquerors',
    units: { min: 2, max: 3 },
    slot: 'troops',
    galletianVeteransOnly: true,
    maxPerArmy: 1,
    tag: 'expert-conquerors',
  },
  'bounty-hunters': {
    id: 'bounty-hunters',
    name: 'Bounty Hunters',
    units: { min: 2, max: 3 },
    slot: 'troops',
    galletianVeteransOnly: false,
    maxPerArmy: 1,
    tag: 'bounty-hunters',
  },
};
// Stryker restore all

/** The grand strategies a Gallet roster may name, by id. */
// Stryker disable all: module-load data (a table built once at import, before any mutant is switched on; docs/testing.md)
export const ROSTER_GRAND_STRATEGY_IDS = [
  'no-place-for-the-weak',
  'tame-the-land',
  'defend-whats-ours',
  'take-whats-theirs',
  'demonstration-of-strength',
  'show-of-dominance',
] as const;
// Stryker restore all

/** The id of a Gallet grand strategy. */
export type RosterGrandStrategyId = (typeof ROSTER_GRAND_STRATEGY_IDS)[number];
