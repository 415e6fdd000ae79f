/**
 * Checking a battlefield map given as data: ids, points on the table, regions that are convex and do not overlap,
 * features, and the limits of a map. Split from `map.ts`, which builds, overrides and compiles maps.
 * @module
 */
import { violation, type RuleViolation } from '../core/errors.js';
import { TEXT_MAX } from '../core/events/limits.js';
import { ID_PATTERN, notReserved } from '../core/events/id-rules.js';
import { readArg } from './args.js';
import { MAP_LIMITS } from './constants.js';
import { compilePart, type Part } from './geometry/shapes.js';
import { isConvex } from './geometry/polygons.js';
import { partsOverlapArea } from './geometry/overlap.js';
import type { Confidence, Point } from './types.js';

/** Confidence levels from most to least sure. */
export const CONFIDENCE_LEVELS: readonly Confidence[] = ['high', 'medium', 'low', 'unknown'];

/** Whether a string is a valid id (the engine's `Id`: 1–64 letters, digits, `_ . : -`, not reserved: see `notReserved`). */
export function isTableId(s: unknown): s is string {
  return typeof s === 'string' && ID_PATTERN.test(s) && notReserved(s);
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isText = (v: unknown, max = TEXT_MAX): v is string => typeof v === 'string' && v.length <= max;
const EDGE_SLACK = 1e-9;

type Path = readonly (string | number)[];

function checkPoint(p: unknown, path: Path, w: number, h: number, out: RuleViolation[], what: string): p is Point {
  if (!isObject(p) || !isFiniteNumber(p['x']) || !isFiniteNumber(p['y'])) {
    out.push(violation('table/invalid-position', `${what} must be a point { x, y } of finite numbers (inches).`, { path }));
    return false;
  }
  if (p['x'] < -EDGE_SLACK || p['x'] > w + EDGE_SLACK || p['y'] < -EDGE_SLACK || p['y'] > h + EDGE_SLACK) {
    out.push(violation('table/off-battlefield', `${what} (${p['x']}, ${p['y']}) is off the ${w}"×${h}" battlefield; x runs 0–${w}, y 0–${h}.`, { path }));
    return false;
  }
  return true;
}

function checkCommon(item: Record<string, unknown>, path: Path, kind: string, out: RuleViolation[]): void {
  if (!isText(item['name'])) out.push(violation('table/invalid-map', `The ${kind}'s name must be a text of at most ${TEXT_MAX} characters.`, { path: [...path, 'name'] }));
  if (!CONFIDENCE_LEVELS.includes(item['confidence'] as Confidence))
    out.push(violation('table/invalid-map', `The ${kind}'s confidence must be one of ${CONFIDENCE_LEVELS.join(', ')}.`, { path: [...path, 'confidence'] }));
  if (item['note'] !== undefined && !isText(item['note'])) out.push(violation('table/invalid-map', `The ${kind}'s note must be a text of at most ${TEXT_MAX} characters.`, { path: [...path, 'note'] }));
}

export function checkIds(items: readonly unknown[], path: Path, kind: string, out: RuleViolation[]): void {
  const seen = new Set<string>();
  items.forEach((it, i) => {
    const id = isObject(it) ? it['id'] : undefined;
    if (!isTableId(id)) out.push(violation('table/invalid-id', `Each ${kind} needs an id: 1–64 letters, digits, _ . : - (not a name of Object.prototype, nor null or undefined as text).`, { path: [...path, i, 'id'] }));
    else if (seen.has(id)) out.push(violation('table/duplicate-id', `Two ${kind}s share the id "${id}"; ids are unique within a map.`, { path: [...path, i, 'id'], ref: id }));
    else seen.add(id);
  });
}

/** The corners of a region's parts (those that are lists). */
function cornersOf(parts: readonly unknown[]): number {
  let n = 0;
  for (const p of parts) if (Array.isArray(p)) n += p.length;
  return n;
}

/** Whether the bounding boxes of two parts share some area (parts whose boxes do not cannot overlap). */
const boxesMeet = (p: Part, q: Part): boolean => p.minX < q.maxX && q.minX < p.maxX && p.minY < q.maxY && q.minY < p.maxY;

/** Compiled parts of a region (or undefined where a part is not a valid convex polygon). */
function checkRegion(r: Record<string, unknown>, path: Path, w: number, h: number, out: RuleViolation[]): Part[] | undefined {
  checkCommon(r, path, 'region', out);
  const parts = r['parts'];
  if (!Array.isArray(parts) || parts.length === 0 || parts.length > MAP_LIMITS.partsPerRegion) {
    out.push(violation('table/invalid-region', `A region needs 1–${MAP_LIMITS.partsPerRegion} parts, each a convex polygon.`, { path: [...path, 'parts'] }));
    return undefined;
  }
  const corners = cornersOf(parts);
  if (corners > MAP_LIMITS.cornersPerRegion) {
    out.push(violation('table/invalid-region', `A region has at most ${MAP_LIMITS.cornersPerRegion.toLocaleString('en')} corners in all its parts; this one has ${corners.toLocaleString('en')}.`, { path: [...path, 'parts'] }));
    return undefined;
  }
  const compiled: Part[] = [];
  let ok = true;
  parts.forEach((poly: unknown, j) => {
    const pp = [...path, 'parts', j];
    if (!Array.isArray(poly) || poly.length < 3 || poly.length > MAP_LIMITS.cornersPerPart) {
      out.push(violation('table/invalid-region', `A region part is a polygon of 3–${MAP_LIMITS.cornersPerPart} corners.`, { path: pp }));
      ok = false;
      return;
    }
    if (!poly.every((p: unknown, k) => checkPoint(p, [...pp, k], w, h, out, 'A corner of a region'))) {
      ok = false;
      return;
    }
    const pts = poly as Point[];
    if (!isConvex(pts)) {
      out.push(violation('table/invalid-region', 'A region part must be a convex polygon with some area (split a concave region into convex parts).', { path: pp }));
      ok = false;
      return;
    }
    compiled.push(compilePart(pts));
  });
  if (!ok) return undefined;
  for (let a = 0; a < compiled.length; a++)
    for (let b = a + 1; b < compiled.length; b++)
      if (boxesMeet(compiled[a] as Part, compiled[b] as Part) && partsOverlapArea(compiled[a] as Part, compiled[b] as Part) > 1e-9)
        out.push(violation('table/regions-overlap', `Parts ${a} and ${b} of a region overlap; the parts of a region must not overlap.`, { path: [...path, 'parts', b] }));
  return compiled;
}

/**
 * Checks a map: ids, sizes, every coordinate on the battlefield, region parts convex and not overlapping, the two
 * territories apart, objectives with exactly one of `position` and `region` (a region of the map), marker sizes.
 * Returns the violations (empty when the map is good).
 */
export function validateMap(value: unknown): RuleViolation[] {
  const read = readArg(value);
  if (!read.ok) return [violation('table/invalid-map', `The map could not be read: ${read.message}.`, { path: read.path })];
  return checkMap(read.value);
}

/** {@link validateMap} of a value already read as plain data. */
export function checkMap(map: unknown): RuleViolation[] {
  const out: RuleViolation[] = [];
  if (!isObject(map)) return [violation('table/invalid-map', 'A map is an object with id, name, edition, width, height, regions, objectives and features.', { path: [] })];
  if (!isTableId(map['id'])) out.push(violation('table/invalid-id', 'The map id must be a valid id (the battleplan id).', { path: ['id'] }));
  if (!isText(map['name'])) out.push(violation('table/invalid-map', `The map name must be a text of at most ${TEXT_MAX} characters.`, { path: ['name'] }));
  if (map['edition'] !== 3 && map['edition'] !== 4) out.push(violation('table/invalid-map', 'The edition must be 3 or 4.', { path: ['edition'] }));
  const w = map['width'];
  const h = map['height'];
  if (!isFiniteNumber(w) || w <= 0 || w > 120 || !isFiniteNumber(h) || h <= 0 || h > 120) {
    out.push(violation('table/invalid-map', 'Width and height are inches, more than 0 and at most 120.', { path: ['width'] }));
    return out;
  }
  if (!isText(map['source'])) out.push(violation('table/invalid-map', 'The source must be a text of at most 500 characters.', { path: ['source'] }));
  if (!Array.isArray(map['notes']) || !map['notes'].every((n) => isText(n))) out.push(violation('table/invalid-map', 'Notes are a list of texts.', { path: ['notes'] }));
  const regions = map['regions'];
  const objectives = map['objectives'];
  const features = map['features'];
  if (!Array.isArray(regions) || regions.length > MAP_LIMITS.regions) out.push(violation('table/invalid-map', `Regions are a list of at most ${MAP_LIMITS.regions}.`, { path: ['regions'] }));
  if (!Array.isArray(objectives) || objectives.length > MAP_LIMITS.objectives) out.push(violation('table/invalid-map', `Objectives are a list of at most ${MAP_LIMITS.objectives}.`, { path: ['objectives'] }));
  if (!Array.isArray(features) || features.length > MAP_LIMITS.features) out.push(violation('table/invalid-map', `Features are a list of at most ${MAP_LIMITS.features}.`, { path: ['features'] }));
  if (!Array.isArray(regions) || !Array.isArray(objectives) || !Array.isArray(features)) return out;
  // the whole map's corners before any geometry: checking is bounded by the map's size
  let corners = 0;
  for (const r of regions) if (isObject(r) && Array.isArray(r['parts'])) corners += cornersOf(r['parts']);
  if (corners > MAP_LIMITS.corners) {
    out.push(violation('table/invalid-map', `A map has at most ${MAP_LIMITS.corners.toLocaleString('en')} region corners in all; this one has ${corners.toLocaleString('en')}.`, { path: ['regions'] }));
    return out;
  }

  checkIds(regions, ['regions'], 'region', out);
  const parts = new Map<string, Part[]>();
  regions.forEach((r: unknown, i) => {
    if (!isObject(r)) return void out.push(violation('table/invalid-region', 'A region is an object { id, name, parts, confidence }.', { path: ['regions', i] }));
    const compiled = checkRegion(r, ['regions', i], w, h, out);
    if (compiled !== undefined && typeof r['id'] === 'string') parts.set(r['id'], compiled);
  });
  const att = parts.get('attacker-territory');
  const def = parts.get('defender-territory');
  if (att !== undefined && def !== undefined)
    for (const p of att)
      for (const q of def)
        if (boxesMeet(p, q) && partsOverlapArea(p, q) > 1e-9) {
          out.push(violation('table/regions-overlap', 'The two territories overlap; a point of the battlefield lies in at most one territory.', { path: ['regions'] }));
          return out;
        }

  checkIds(objectives, ['objectives'], 'objective', out);
  objectives.forEach((o: unknown, i) => {
    const path = ['objectives', i];
    if (!isObject(o)) return void out.push(violation('table/invalid-objective', 'An objective is an object { id, name, position or region, confidence }.', { path }));
    checkCommon(o, path, 'objective', out);
    const hasPos = o['position'] !== undefined;
    const hasRegion = o['region'] !== undefined;
    if (hasPos === hasRegion) out.push(violation('table/invalid-objective', 'An objective has exactly one of position (a marker) and region (a region fought over).', { path }));
    if (hasPos) checkPoint(o['position'], [...path, 'position'], w, h, out, 'An objective');
    if (hasRegion && (typeof o['region'] !== 'string' || !parts.has(o['region'])))
      out.push(violation('table/unknown-region', `The objective's region "${String(o['region'])}" is not a region of this map.`, { path: [...path, 'region'] }));
    const mm = o['markerMm'];
    if (mm !== undefined && (!isFiniteNumber(mm) || mm <= 0 || mm > 200)) out.push(violation('table/invalid-objective', 'markerMm is a diameter in mm, more than 0 and at most 200.', { path: [...path, 'markerMm'] }));
  });

  checkIds(features, ['features'], 'feature', out);
  features.forEach((f: unknown, i) => {
    const path = ['features', i];
    if (!isObject(f)) return void out.push(violation('table/invalid-map', 'A feature is an object { id, name, kind, points, confidence }.', { path }));
    checkCommon(f, path, 'feature', out);
    const pts = f['points'];
    const kind = f['kind'];
    if (kind !== 'point' && kind !== 'line') out.push(violation('table/invalid-map', 'A feature is a point or a line.', { path: [...path, 'kind'] }));
    if (!Array.isArray(pts) || pts.length === 0 || pts.length > 256 || (kind === 'point' && pts.length !== 1) || (kind === 'line' && pts.length < 2))
      out.push(violation('table/invalid-map', 'A point feature has one point; a line has 2–256.', { path: [...path, 'points'] }));
    else pts.forEach((p: unknown, k) => checkPoint(p, [...path, 'points', k], w, h, out, 'A feature point'));
  });
  return out;
}

