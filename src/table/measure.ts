/**
 * Measuring the way the rules measure (FACTS.md §8): between the closest points of two bases; to an objective per
 * edition (3rd: the objective's centre, 4th: the marker's edge); "within X"; "wholly within" a region or a distance.
 * One call, one answer; for every fact of a snapshot at once use `deriveTableFacts`.
 * @module
 */
import { violation, type RuleViolation } from '../core/errors.js';
import type { Edition } from '../core/state/state.js';
import { CONTEST_RANGE, MM_PER_INCH, OBJECTIVE_MARKER_MM, OVAL_TOLERANCE, POSITIONS_LIMITS, WITHIN_SLACK } from './constants.js';
import { argOrThrow, badArg, isFiniteNumber, isRecord, readArg } from './args.js';
import { compilePart, compileShape, type Shape } from './geometry/shapes.js';
import { isConvex, isSimple } from './geometry/polygons.js';
import { farthestDistance, pointDistance, shapeDistance } from './geometry/distance.js';
import { regionClass } from './geometry/overlap.js';
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

/** Whether `v` is a coordinate on the table: a finite number from 0 to 120 (inches). @internal */
export function coord(v: unknown): boolean {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 120;
}

type Path = readonly (string | number)[];

/** A path argument: a list of keys and indices, or a `TypeError` from `fn`. */
function pathArg(fn: string, given: unknown): Path {
  const path = argOrThrow(fn, 'path', given);
  if (!Array.isArray(path) || !path.every((k) => typeof k === 'string' || typeof k === 'number')) badArg(fn, 'path', 'a list of keys (strings) and indices (numbers)');
  return path as Path;
}

/** The violations of a value that could not be read at all. */
function unreadableAs(code: 'table/invalid-base' | 'table/invalid-position', what: string, r: { path: (string | number)[]; message: string }, path: Path): RuleViolation[] {
  return [violation(code, `The ${what} could not be read: ${r.message}.`, { path: [...path, ...r.path] })];
}

/**
 * Checks a base: sizes in mm more than 0 and at most 2000; a footprint a simple polygon of 3–64 finite corners
 * (`POSITIONS_LIMITS`). The base is read once as plain data; a `path` that is not a list of keys is a `TypeError`.
 */
export function validateBase(base: unknown, path: readonly (string | number)[] = []): RuleViolation[] {
  const at = pathArg('validateBase', path);
  const r = readArg(base);
  return r.ok ? checkBase(r.value, at) : unreadableAs('table/invalid-base', 'base', r, at);
}

/** {@link validateBase} of a value already read as plain data (internal). */
export function checkBase(base: unknown, path: Path = []): RuleViolation[] {
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
        pts.length <= POSITIONS_LIMITS.footprintCorners &&
        pts.every((p: unknown) => isRecord(p) && isFiniteNumber(p['x']) && isFiniteNumber(p['y']) && Math.abs(p['x']) <= 120 && Math.abs(p['y']) <= 120);
      if (!ok) return [violation('table/invalid-base', `A footprint is 3–${POSITIONS_LIMITS.footprintCorners} points { x, y } in inches around the model.`, { path: [...path, 'points'] })];
      return isSimple(pts as Point[]) ? [] : [violation('table/invalid-base', 'A footprint must be a simple polygon: its edges may not cross or touch.', { path: [...path, 'points'] })];
    }
    default:
      return [violation('table/invalid-base', 'A base kind is round, oval, rect or footprint.', { path: [...path, 'kind'] })];
  }
}

/**
 * Checks a model: a finite position within 0–120", a valid base (its own or `fallback`), a finite rotation. Each
 * argument is read once as plain data; a `path` that is not a list of keys is a `TypeError`.
 */
export function validateModel(model: unknown, fallback?: Base, path: readonly (string | number)[] = []): RuleViolation[] {
  const at = pathArg('validateModel', path);
  const m = readArg(model);
  if (!m.ok) return unreadableAs('table/invalid-position', 'model', m, at);
  const f = readArg(fallback);
  if (!f.ok) return unreadableAs('table/invalid-base', 'fallback base', f, [...at, 'base']);
  return checkModel(m.value, f.value as Base | undefined, at);
}

/** {@link validateModel} of values already read as plain data (internal). */
export function checkModel(model: unknown, fallback?: Base, path: Path = []): RuleViolation[] {
  if (typeof model !== 'object' || model === null) return [violation('table/invalid-position', 'A model is { position: { x, y }, base?, rotation? }.', { path })];
  const m = model as Record<string, unknown>;
  const out: RuleViolation[] = [];
  const p = m['position'] as Record<string, unknown> | undefined;
  if (typeof p !== 'object' || p === null || !coord(p['x']) || !coord(p['y']))
    out.push(violation('table/invalid-position', 'A model position is { x, y } in inches, each from 0 to 120 (origin top-left).', { path: [...path, 'position'] }));
  const r = m['rotation'];
  if (r !== undefined && !Number.isFinite(r)) out.push(violation('table/invalid-position', 'rotation is a finite number of degrees.', { path: [...path, 'rotation'] }));
  if (m['base'] === undefined && fallback === undefined) out.push(violation('table/invalid-base', 'This model has no base, and its unit gives none.', { path: [...path, 'base'] }));
  else out.push(...checkBase(m['base'] ?? fallback, [...path, 'base']));
  return out;
}

/** A model argument of a measuring function, read once and checked, or a `TypeError` from `fn`. */
function modelArg(fn: string, name: string, given: unknown): PlacedModel {
  const m = argOrThrow(fn, name, given);
  const bad = checkModel(m)[0];
  if (bad !== undefined) badArg(fn, name, `a model { position, base, rotation? } (${bad.message})`);
  return m as PlacedModel;
}

/** A unit argument (its models and their bases checked), or a `TypeError` from `fn`. */
function unitArg(fn: string, name: string, given: unknown): TableUnit {
  const u = argOrThrow(fn, name, given);
  if (!isRecord(u) || !Array.isArray(u['models']) || u['models'].length > 1000) badArg(fn, name, 'a unit { id, owner, base?, models } of at most 1000 models');
  const base = u['base'] as Base | undefined;
  if (base !== undefined && checkBase(base).length > 0) badArg(fn, `${name}.base`, 'a valid base');
  const models = u['models'] as unknown[];
  for (let i = 0; i < models.length; i++) {
    const bad = checkModel(models[i], base)[0];
    if (bad !== undefined) badArg(fn, `${name}.models[${i}]`, `a model (${bad.message})`);
  }
  return u as unknown as TableUnit;
}

/** A point argument, or a `TypeError` from `fn`. */
function pointArg(fn: string, name: string, given: unknown): Point {
  const p = argOrThrow(fn, name, given);
  if (!isRecord(p) || !isFiniteNumber(p['x']) || !isFiniteNumber(p['y'])) badArg(fn, name, 'a point { x, y } of finite numbers');
  return p as unknown as Point;
}

/** A distance argument in inches, or a `TypeError` from `fn`. */
function inchesArg(fn: string, given: unknown): number {
  if (!isFiniteNumber(given) || given < 0) badArg(fn, 'inches', 'a finite number of inches, 0 or more');
  return given;
}

/** An edition argument, or a `TypeError` from `fn`. */
function editionArg(fn: string, given: unknown): Edition {
  if (given !== 3 && given !== 4) badArg(fn, 'edition', '3 or 4');
  return given;
}

/** A region argument (1–64 convex parts of 3–256 finite corners), or a `TypeError` from `fn`. */
function regionArg(fn: string, name: string, given: unknown): Pick<MapRegion, 'parts'> {
  const r = argOrThrow(fn, name, given);
  const parts = isRecord(r) ? r['parts'] : undefined;
  const ok =
    Array.isArray(parts) &&
    parts.length >= 1 &&
    parts.length <= 64 &&
    // isConvex refuses a polygon of fewer than 3 corners
    parts.every((poly: unknown) => Array.isArray(poly) && poly.length <= 256 && poly.every((p: unknown) => isRecord(p) && isFiniteNumber(p['x']) && isFiniteNumber(p['y'])) && isConvex(poly as Point[]));
  if (!ok) badArg(fn, name, 'a region { parts } of 1–64 convex polygons of 3–256 finite corners');
  return r as unknown as Pick<MapRegion, 'parts'>;
}

/** An objective argument: a marker (`position`, `markerMm` of 0–200 mm) or, where allowed, a region's `parts`. */
function objectiveArg(fn: string, given: unknown, parts: boolean): Pick<MapObjective, 'position' | 'markerMm'> & { readonly parts?: MapRegion['parts'] } {
  const o = argOrThrow(fn, 'objective', given);
  if (!isRecord(o)) badArg(fn, 'objective', 'an objective { position, markerMm? }');
  if (o['position'] !== undefined) pointArg(fn, 'objective.position', o['position']);
  else if (!parts || o['parts'] === undefined) badArg(fn, 'objective', parts ? 'an objective with a position or parts' : 'an objective with a position');
  else regionArg(fn, 'objective', o);
  const mm = o['markerMm'];
  if (mm !== undefined && (!isFiniteNumber(mm) || mm <= 0 || mm > 200)) badArg(fn, 'objective.markerMm', 'a diameter in mm, more than 0 and at most 200');
  return o as Pick<MapObjective, 'position' | 'markerMm'>;
}

/** The base placed on the table (internal). */
export function shapeOf(model: TableModel, fallback?: Base): Shape {
  return compileShape(model.position, (model.base ?? fallback) as Base, model.rotation ?? 0);
}

/** The area of a base in square inches. */
export function baseArea(given: Base): number {
  const base = argOrThrow('baseArea', 'base', given) as Base;
  const bad = checkBase(base)[0];
  if (bad !== undefined) badArg('baseArea', 'base', `a valid base (${bad.message})`);
  return compileShape({ x: 0, y: 0 }, base, 0).area;
}

/**
 * The distance between the closest points of two models' bases, in inches (0 when they touch or overlap). Exact for
 * round bases, rectangles and footprints; with an oval against an oval, a rectangle or a footprint, at most
 * `OVAL_TOLERANCE` (0.001") too large.
 * @example
 * ```ts
 * import { distanceBetween } from 'battlepack-engine/table';
 *
 * const a = { position: { x: 10, y: 10 }, base: { kind: 'round', diameterMm: 25.4 } } as const;
 * const b = { position: { x: 11, y: 10 }, base: { kind: 'round', diameterMm: 25.4 } } as const;
 * console.log(distanceBetween(a, b)); // 0: the bases touch
 * ```
 */
export function distanceBetween(a: PlacedModel, b: PlacedModel): number {
  return shapeDistance(shapeOf(modelArg('distanceBetween', 'a', a)), shapeOf(modelArg('distanceBetween', 'b', b)), OVAL_TOLERANCE);
}

/** Whether two models are within `inches` of each other (closest points of their bases). */
export function isWithin(a: PlacedModel, b: PlacedModel, inches: number): boolean {
  const limit = inchesArg('isWithin', inches);
  return shapeDistance(shapeOf(modelArg('isWithin', 'a', a)), shapeOf(modelArg('isWithin', 'b', b)), OVAL_TOLERANCE) <= limit + WITHIN_SLACK;
}

/** The distance from a point to the closest point of a model's base, in inches (0 when the point is on the base). */
export function distanceToPoint(model: PlacedModel, point: Point): number {
  const p = pointArg('distanceToPoint', 'point', point);
  return pointDistance(shapeOf(modelArg('distanceToPoint', 'model', model)), p.x, p.y);
}

/** Whether every point of a model's base is within `inches` of a point (an oval within 0.001"). */
export function isWhollyWithinDistance(model: PlacedModel, point: Point, inches: number): boolean {
  const fn = 'isWhollyWithinDistance';
  const p = pointArg(fn, 'point', point);
  const limit = inchesArg(fn, inches);
  return farthestDistance(shapeOf(modelArg(fn, 'model', model)), p.x, p.y, OVAL_TOLERANCE) <= limit + WITHIN_SLACK;
}

/**
 * The distance that decides whether a model contests an objective marker: 3rd edition, from the base to the
 * objective's centre; 4th edition, from the base to the closest point of the marker (its `markerMm`, 40 by default).
 */
export function objectiveDistance(model: PlacedModel, objective: Pick<MapObjective, 'position' | 'markerMm'>, edition: Edition): number {
  const fn = 'objectiveDistance';
  editionArg(fn, edition);
  const o = objectiveArg(fn, objective, false);
  const m = modelArg(fn, 'model', model);
  // objectiveArg(…, false) admits only an objective with a position
  return markerDistance(m, o.position as Point, o.markerMm, edition);
}

function markerDistance(model: PlacedModel, position: Point, markerMm: number | undefined, edition: Edition): number {
  const d = pointDistance(shapeOf(model), position.x, position.y);
  if (edition === 3) return d;
  return Math.max(0, d - (markerMm ?? OBJECTIVE_MARKER_MM) / MM_PER_INCH / 2);
}

// Stryker disable next-line all: a constant made once at import, before any mutant is switched on (docs/testing.md)
const OVERLAP_NAMES: readonly RegionOverlap[] = ['none', 'partly', 'wholly'];

function overlapOf(shape: Shape, region: Pick<MapRegion, 'parts'>): RegionOverlap {
  return OVERLAP_NAMES[regionClass(shape, region.parts.map(compilePart))] as RegionOverlap;
}

/**
 * How much of a model's base lies in a region: `wholly` (every point inside; touching the edge from inside counts),
 * `partly` (some area inside, not all), `none` (no area inside; touching from outside counts as none).
 * @example
 * ```ts
 * import { rect, regionOverlap } from 'battlepack-engine/table';
 *
 * const model = { position: { x: 30, y: 12 }, base: { kind: 'round', diameterMm: 32 } } as const;
 * console.log(regionOverlap(model, { parts: [rect(0, 0, 60, 12)] })); // 'partly': the base straddles the edge
 * ```
 */
export function regionOverlap(model: PlacedModel, region: Pick<MapRegion, 'parts'>): RegionOverlap {
  return overlapOf(shapeOf(modelArg('regionOverlap', 'model', model)), regionArg('regionOverlap', 'region', region));
}

/** Whether every point of a model's base lies in a region. */
export function isWhollyWithin(model: PlacedModel, region: Pick<MapRegion, 'parts'>): boolean {
  return overlapOf(shapeOf(modelArg('isWhollyWithin', 'model', model)), regionArg('isWhollyWithin', 'region', region)) === 'wholly';
}

/**
 * Whether a model contests an objective: a marker within the edition's range (3rd: 6" of its centre; 4th: 3" of the
 * marker), or a region objective the base is wholly within.
 * @example
 * ```ts
 * import { contestsObjective } from 'battlepack-engine/table';
 *
 * const model = { position: { x: 36.5, y: 22 }, base: { kind: 'round', diameterMm: 25.4 } } as const;
 * console.log(contestsObjective(model, { position: { x: 30, y: 22 } }, 3)); // true: the base is exactly 6" from the centre
 * ```
 */
export function contestsObjective(model: PlacedModel, objective: Pick<MapObjective, 'position' | 'markerMm'> & { readonly parts?: MapRegion['parts'] }, edition: Edition): boolean {
  const fn = 'contestsObjective';
  editionArg(fn, edition);
  const o = objectiveArg(fn, objective, true);
  const m = modelArg(fn, 'model', model);
  // objectiveArg(…, true) admits an objective without a position only when it has a region's parts
  if (o.position === undefined) return overlapOf(shapeOf(m), { parts: o.parts as MapRegion['parts'] }) === 'wholly';
  return markerDistance(m, o.position, o.markerMm, edition) <= CONTEST_RANGE[edition] + WITHIN_SLACK;
}

/** The distance between the closest models of two units (Infinity when either has no model). */
export function unitDistance(a: TableUnit, b: TableUnit): number {
  return unitsApart(unitArg('unitDistance', 'a', a), unitArg('unitDistance', 'b', b));
}

function unitsApart(a: TableUnit, b: TableUnit): number {
  let best = Infinity;
  for (const m of a.models) {
    const s = shapeOf(m, a.base);
    for (const n of b.models) best = Math.min(best, shapeDistance(s, shapeOf(n, b.base), OVAL_TOLERANCE));
  }
  return best;
}

/** Whether a unit is within `inches` of another: any model of one within that distance of any model of the other. */
export function isUnitWithin(a: TableUnit, b: TableUnit, inches: number): boolean {
  const limit = inchesArg('isUnitWithin', inches);
  return unitsApart(unitArg('isUnitWithin', 'a', a), unitArg('isUnitWithin', 'b', b)) <= limit + WITHIN_SLACK;
}

/** How much of a unit lies in a region: `wholly` when every model is wholly within, `partly` when some base area is. */
export function unitRegionOverlap(given: TableUnit, where: Pick<MapRegion, 'parts'>): RegionOverlap {
  const unit = unitArg('unitRegionOverlap', 'unit', given);
  const region = regionArg('unitRegionOverlap', 'region', where);
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
