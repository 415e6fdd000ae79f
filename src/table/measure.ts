/**
 * Measuring the way the rules measure (FACTS.md §8): between the closest points of two bases; to an objective per
 * edition (3rd: the objective's centre, 4th: the marker's edge); "within X"; "wholly within" a region or a distance.
 * One call, one answer; for every fact of a snapshot at once use `deriveTableFacts`.
 * @module
 */
import { violation, type RuleViolation } from '../core/errors.js';
import type { Edition } from '../core/state.js';
import { CONTEST_RANGE, MM_PER_INCH, OBJECTIVE_MARKER_MM, OVAL_TOLERANCE, WITHIN_SLACK } from './constants.js';
import { compilePart, compileShape, farthestDistance, isSimple, pointDistance, regionClass, shapeDistance, type Shape } from './geometry.js';
import type { Base, MapObjective, MapRegion, Point, TableModel, TableUnit } from './types.js';

/** A model whose base is known: what the measuring functions take. */
export interface PlacedModel extends TableModel {
  readonly base: Base;
}

/** How much of a base lies in a region: all of it, some of it (a positive area), or none. */
export type RegionOverlap = 'wholly' | 'partly' | 'none';

const MAX_BASE_MM = 2000;
function isSize(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 && n <= MAX_BASE_MM;
}

function coord(v: unknown): boolean {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 120;
}

/** Checks a base: sizes in mm more than 0 and at most 2000; a footprint a simple polygon of 3–256 finite corners. */
export function validateBase(base: unknown, path: readonly (string | number)[] = []): RuleViolation[] {
  if (typeof base !== 'object' || base === null) return [violation('table/invalid-base', 'A base is { kind: "round" | "oval" | "rect" | "footprint", … }.', { path })];
  const b = base as Record<string, unknown>;
  switch (b['kind']) {
    case 'round':
      return isSize(b['diameterMm']) ? [] : [violation('table/invalid-base', 'A round base needs diameterMm, more than 0 and at most 2000.', { path: [...path, 'diameterMm'] })];
    case 'oval':
    case 'rect':
      return isSize(b['lengthMm']) && isSize(b['widthMm'])
        ? []
        : [violation('table/invalid-base', `An ${String(b['kind'])} base needs lengthMm and widthMm, each more than 0 and at most 2000.`, { path })];
    case 'footprint': {
      const pts = b['points'];
      const ok =
        Array.isArray(pts) &&
        pts.length >= 3 &&
        pts.length <= 256 &&
        pts.every((p: unknown) => typeof p === 'object' && p !== null && Number.isFinite((p as Point).x) && Number.isFinite((p as Point).y) && Math.abs((p as Point).x) <= 120 && Math.abs((p as Point).y) <= 120);
      if (!ok) return [violation('table/invalid-base', 'A footprint is 3–256 points { x, y } in inches around the model.', { path: [...path, 'points'] })];
      return isSimple(pts as Point[]) ? [] : [violation('table/invalid-base', 'A footprint must be a simple polygon: its edges may not cross or touch.', { path: [...path, 'points'] })];
    }
    default:
      return [violation('table/invalid-base', 'A base kind is round, oval, rect or footprint.', { path: [...path, 'kind'] })];
  }
}

/** Checks a model: a finite position within 0–120", a valid base (its own or `fallback`), a finite rotation. */
export function validateModel(model: unknown, fallback?: Base, path: readonly (string | number)[] = []): RuleViolation[] {
  if (typeof model !== 'object' || model === null) return [violation('table/invalid-position', 'A model is { position: { x, y }, base?, rotation? }.', { path })];
  const m = model as Record<string, unknown>;
  const out: RuleViolation[] = [];
  const p = m['position'] as Record<string, unknown> | undefined;
  if (typeof p !== 'object' || p === null || !coord(p['x']) || !coord(p['y']))
    out.push(violation('table/invalid-position', 'A model position is { x, y } in inches, each from 0 to 120 (origin top-left).', { path: [...path, 'position'] }));
  const r = m['rotation'];
  if (r !== undefined && (typeof r !== 'number' || !Number.isFinite(r))) out.push(violation('table/invalid-position', 'rotation is a finite number of degrees.', { path: [...path, 'rotation'] }));
  if (m['base'] === undefined && fallback === undefined) out.push(violation('table/invalid-base', 'This model has no base, and its unit gives none.', { path: [...path, 'base'] }));
  else out.push(...validateBase(m['base'] ?? fallback, [...path, 'base']));
  return out;
}

/** The base placed on the table (internal). */
export function shapeOf(model: TableModel, fallback?: Base): Shape {
  return compileShape(model.position, (model.base ?? fallback) as Base, model.rotation ?? 0);
}

/** The area of a base in square inches. */
export function baseArea(base: Base): number {
  return compileShape({ x: 0, y: 0 }, base, 0).area;
}

/**
 * The distance between the closest points of two models' bases, in inches (0 when they touch or overlap). Exact for
 * round bases, rectangles and footprints; with an oval against an oval, a rectangle or a footprint, at most
 * `OVAL_TOLERANCE` (0.001") too large.
 * @example
 * ```ts
 * const a = { position: { x: 10, y: 10 }, base: { kind: 'round', diameterMm: 25.4 } } as const;
 * const b = { position: { x: 11, y: 10 }, base: { kind: 'round', diameterMm: 25.4 } } as const;
 * distanceBetween(a, b); // 0: the bases touch
 * ```
 */
export function distanceBetween(a: PlacedModel, b: PlacedModel): number {
  return shapeDistance(shapeOf(a), shapeOf(b), OVAL_TOLERANCE);
}

/** Whether two models are within `inches` of each other (closest points of their bases). */
export function isWithin(a: PlacedModel, b: PlacedModel, inches: number): boolean {
  return distanceBetween(a, b) <= inches + WITHIN_SLACK;
}

/** The distance from a point to the closest point of a model's base, in inches (0 when the point is on the base). */
export function distanceToPoint(model: PlacedModel, point: Point): number {
  return pointDistance(shapeOf(model), point.x, point.y);
}

/** Whether every point of a model's base is within `inches` of a point (an oval within 0.001"). */
export function isWhollyWithinDistance(model: PlacedModel, point: Point, inches: number): boolean {
  return farthestDistance(shapeOf(model), point.x, point.y, OVAL_TOLERANCE) <= inches + WITHIN_SLACK;
}

/**
 * The distance that decides whether a model contests an objective marker: 3rd edition, from the base to the
 * objective's centre; 4th edition, from the base to the closest point of the marker (its `markerMm`, 40 by default).
 */
export function objectiveDistance(model: PlacedModel, objective: Pick<MapObjective, 'position' | 'markerMm'>, edition: Edition): number {
  if (objective.position === undefined) return Number.NaN;
  const d = distanceToPoint(model, objective.position);
  if (edition === 3) return d;
  return Math.max(0, d - (objective.markerMm ?? OBJECTIVE_MARKER_MM) / MM_PER_INCH / 2);
}

const OVERLAP_NAMES: readonly RegionOverlap[] = ['none', 'partly', 'wholly'];

function overlapOf(shape: Shape, region: Pick<MapRegion, 'parts'>): RegionOverlap {
  return OVERLAP_NAMES[regionClass(shape, region.parts.map(compilePart))] as RegionOverlap;
}

/**
 * How much of a model's base lies in a region: `wholly` (every point inside; touching the edge from inside counts),
 * `partly` (some area inside, not all), `none` (no area inside; touching from outside counts as none).
 * @example
 * ```ts
 * const model = { position: { x: 30, y: 12 }, base: { kind: 'round', diameterMm: 32 } } as const;
 * regionOverlap(model, { parts: [rect(0, 0, 60, 12)] }); // 'partly': the base straddles the edge
 * ```
 */
export function regionOverlap(model: PlacedModel, region: Pick<MapRegion, 'parts'>): RegionOverlap {
  return overlapOf(shapeOf(model), region);
}

/** Whether every point of a model's base lies in a region. */
export function isWhollyWithin(model: PlacedModel, region: Pick<MapRegion, 'parts'>): boolean {
  return regionOverlap(model, region) === 'wholly';
}

/**
 * Whether a model contests an objective: a marker within the edition's range (3rd: 6" of its centre; 4th: 3" of the
 * marker), or a region objective the base is wholly within.
 * @example
 * ```ts
 * const model = { position: { x: 36.5, y: 22 }, base: { kind: 'round', diameterMm: 25.4 } } as const;
 * contestsObjective(model, { position: { x: 30, y: 22 } }, 3); // true: the base is exactly 6" from the centre
 * ```
 */
export function contestsObjective(model: PlacedModel, objective: Pick<MapObjective, 'position' | 'markerMm'> & { readonly parts?: MapRegion['parts'] }, edition: Edition): boolean {
  if (objective.position === undefined) return objective.parts === undefined ? false : regionOverlap(model, { parts: objective.parts }) === 'wholly';
  return objectiveDistance(model, objective, edition) <= CONTEST_RANGE[edition] + WITHIN_SLACK;
}

/** The distance between the closest models of two units (Infinity when either has no model). */
export function unitDistance(a: TableUnit, b: TableUnit): number {
  let best = Infinity;
  for (const m of a.models) {
    const s = shapeOf(m, a.base);
    for (const n of b.models) best = Math.min(best, shapeDistance(s, shapeOf(n, b.base), OVAL_TOLERANCE));
  }
  return best;
}

/** Whether a unit is within `inches` of another: any model of one within that distance of any model of the other. */
export function isUnitWithin(a: TableUnit, b: TableUnit, inches: number): boolean {
  return unitDistance(a, b) <= inches + WITHIN_SLACK;
}

/** How much of a unit lies in a region: `wholly` when every model is wholly within, `partly` when some base area is. */
export function unitRegionOverlap(unit: TableUnit, region: Pick<MapRegion, 'parts'>): RegionOverlap {
  if (unit.models.length === 0) return 'none';
  let all = true;
  let any = false;
  for (const m of unit.models) {
    const o = overlapOf(shapeOf(m, unit.base), region);
    if (o !== 'wholly') all = false;
    if (o !== 'none') any = true;
  }
  return all ? 'wholly' : any ? 'partly' : 'none';
}
