/**
 * The data of the table: points, bases, models, units, regions, objectives and battlefield maps. Plain JSON: inches,
 * origin at the top-left corner of the battlefield, x to the right, y down (the engine's `Position`).
 * @module
 */
import type { Confidence } from '../core/pack/battlepack.js';
import type { Edition } from '../core/state/state.js';

export type { Confidence };

/** A point on the battlefield in inches, origin top-left, x to the right, y down. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A polygon: its corners in order (either direction), in inches. */
export type Polygon = readonly Point[];

/**
 * A model's base. Round and oval bases are given in millimetres, as they are sold; a rectangle too; a footprint (for a
 * model without a base) is a polygon in inches around the model's position (its origin), before rotation.
 */
export type Base =
  | { readonly kind: 'round'; readonly diameterMm: number }
  /** An oval: `lengthMm` along the model's facing (its rotation), `widthMm` across it. */
  | { readonly kind: 'oval'; readonly lengthMm: number; readonly widthMm: number }
  /** A rectangle centred on the position: `lengthMm` along the facing, `widthMm` across it. */
  | { readonly kind: 'rect'; readonly lengthMm: number; readonly widthMm: number }
  /** A polygon in inches relative to the model's position (0,0 is the position), turned by the model's rotation. */
  | { readonly kind: 'footprint'; readonly points: Polygon };

/** A model on the table: where its base's centre stands, its base, and which way it faces. */
export interface TableModel {
  /** The centre of the base (the origin of a footprint), in inches. */
  readonly position: Point;
  /** The model's base; a unit's `base` is used when it is absent. */
  readonly base?: Base;
  /**
   * Facing in degrees, measured from the +x axis toward +y (clockwise as seen on the table, since y points down).
   * Turns ovals, rectangles and footprints; 0 when absent.
   */
  readonly rotation?: number;
}

/** A unit on the table: its id, its owner and its models (those on the battlefield). */
export interface TableUnit {
  readonly id: string;
  readonly owner: string;
  /** The base of every model that gives none. */
  readonly base?: Base;
  readonly models: readonly TableModel[];
}

/**
 * A region: a union of convex polygons whose interiors do not overlap (an L-shaped territory is two rectangles).
 * Regions whose id is an engine zone name (`attacker-territory`, `defender-territory`, `q1`–`q4`, `centre`,
 * `neutral`) give zone facts.
 */
export interface MapRegion {
  readonly id: string;
  readonly name: string;
  /** Convex polygons, interiors disjoint. */
  readonly parts: readonly Polygon[];
  readonly confidence: Confidence;
  /** Where the shape comes from, or why it is a guess. */
  readonly note?: string;
}

/**
 * An objective: a marker at a position, or a region fought over like one (Battlelines Drawn's quarters, which
 * only models wholly within contest).
 */
export interface MapObjective {
  /** The id the battleplan uses at set-up. */
  readonly id: string;
  readonly name: string;
  /** The centre of the marker. Exactly one of `position` and `region` is given. */
  readonly position?: Point;
  /** The id of a region of the map that is the objective. */
  readonly region?: string;
  /** The marker's diameter in mm (4th edition measures to its edge); `defineMap` and `overrideMap` fill in 40 when absent. */
  readonly markerMm?: number;
  readonly confidence: Confidence;
  readonly note?: string;
}

/** Something drawn on the map that is neither a region nor an objective: a corner tunnel (a point), the centre line. */
export interface MapFeature {
  readonly id: string;
  readonly name: string;
  /** `point`: one point; `line`: a polyline of two or more points. */
  readonly kind: 'point' | 'line';
  readonly points: readonly Point[];
  readonly confidence: Confidence;
  readonly note?: string;
}

/** A battleplan's map: the battlefield, its regions, objectives and features, each with how sure we are of it. */
export interface BattlefieldMap {
  /** The battleplan id. */
  readonly id: string;
  readonly name: string;
  /** The edition the plan is played under: it decides how objectives are contested. */
  readonly edition: Edition;
  /** Battlefield width (x) in inches. */
  readonly width: number;
  /** Battlefield depth (y) in inches. */
  readonly height: number;
  readonly regions: readonly MapRegion[];
  readonly objectives: readonly MapObjective[];
  readonly features: readonly MapFeature[];
  /** Where the layout comes from (a FACTS.md section, a source text, the project's default). */
  readonly source: string;
  /** Caveats, in words. */
  readonly notes: readonly string[];
}
