/**
 * The numbers of the table: units, contest ranges per edition, marker size, battlefield sizes and tolerances.
 * @module
 */
import { FOOTPRINT_MAX_CORNERS } from '../core/events/limits.js';
import type { Edition } from '../core/state/state.js';
import type { Confidence } from './types.js';

/** Millimetres in an inch (FACTS.md §8). */
export const MM_PER_INCH = 25.4;

/** Diameter of an objective marker in mm (FACTS.md §8, Med). */
export const OBJECTIVE_MARKER_MM = 40;

/**
 * How far a model may be from an objective and still contest it, in inches: 3rd edition measures to the objective's
 * centre (6"), 4th edition to the marker's edge (combat range, 3"). FACTS.md §3, §8; seed 32.1.
 */
export const CONTEST_RANGE: Readonly<Record<Edition, number>> = { 3: 6, 4: 3 };

/**
 * Slack, in inches, given to every "within" comparison so that a distance that is exact on the table (6" to the
 * centre) is not lost to floating-point rounding. A model 6.00" away contests; 6.01" does not.
 */
export const WITHIN_SLACK = 1e-9;

/**
 * The most that a measurement involving an oval base may be off, in inches, where it is not computed exactly
 * (base-to-base distances with an oval, "wholly within X of a point" for an oval). See `docs/table.md`.
 */
export const OVAL_TOLERANCE = 0.001;

/** A battlefield size, in inches, with how sure we are of it. */
export interface BattlefieldSize {
  readonly width: number;
  readonly height: number;
  readonly confidence: Confidence;
  readonly note: string;
}

/** The project's default battlefield: 60"×44" (FACTS.md §8). */
export const DEFAULT_BATTLEFIELD: BattlefieldSize = { width: 60, height: 44, confidence: 'high', note: 'FACTS.md §2, §8: 60"×44" at 2,000 points' };

/**
 * The battlefield size for a points limit: 60"×44" at 2,000 points (High); 44"×30" at 1,000 points (FACTS.md §2,
 * Med-Low, marked `low`); any other limit gets the project default 60"×44" marked `unknown`. The size is data of the
 * battle: pass your own when the table differs.
 * @example
 * ```ts
 * import { battlefieldSize } from 'battlepack-engine/table';
 *
 * console.log(battlefieldSize(2000)); // { width: 60, height: 44, confidence: 'high', … }
 * ```
 */
export function battlefieldSize(pointsLimit: number): BattlefieldSize {
  if (pointsLimit === 2000) return DEFAULT_BATTLEFIELD;
  if (pointsLimit === 1000) return { width: 44, height: 30, confidence: 'low', note: 'FACTS.md §2: 44"×30" at 1,000 points (Med-Low)' };
  return { width: 60, height: 44, confidence: 'unknown', note: 'not in the sources: the project default 60"×44" (FACTS.md §8)' };
}

/**
 * What a map may hold, so that checking and measuring it is bounded by its size (issue 25; docs/security.md): parts per
 * region, corners per part, corners per region and in the whole map, and regions, objectives and features per map.
 * Checking a map of the largest size takes milliseconds; it is done once per battle state.
 */
export const MAP_LIMITS = {
  regions: 64,
  objectives: 64,
  features: 64,
  partsPerRegion: 64,
  cornersPerPart: 256,
  cornersPerRegion: 1024,
  corners: 4096,
} as const;

/**
 * What one positions report may hold (issue 25; docs/security.md): models in all its units, and corners per footprint
 * base. Measuring grows with models × corners; at these limits a report is measured in tens of milliseconds.
 */
export const POSITIONS_LIMITS = {
  modelsPerReport: 2000,
  footprintCorners: FOOTPRINT_MAX_CORNERS,
} as const;
