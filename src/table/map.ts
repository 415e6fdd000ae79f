/**
 * Battlefield maps as data: builders for the standard regions, validation, overrides (a new map, never a changed
 * one), the half-turn used when the attacker takes the other territory, and compilation for fast measuring.
 * @module
 */
import { violation, type Result, type RuleViolation } from '../core/errors.js';
import type { Zone } from '../core/events/schema.js';
import { TEXT_MAX } from '../core/events/limits.js';
import { argOrThrow, badArg, finiteArg, readArg } from './args.js';
import { MAP_LIMITS, MM_PER_INCH, OBJECTIVE_MARKER_MM } from './constants.js';
import { compilePart, isConvex, partsOverlapArea, type Part } from './geometry.js';
import type { BattlefieldMap, Confidence, MapFeature, MapObjective, MapRegion, Point, Polygon } from './types.js';

/** The engine's zone names, in the order zone facts list them (`Zone` in the core schema). */
export const TABLE_ZONES: readonly Zone[] = ['attacker-territory', 'defender-territory', 'neutral', 'q1', 'q2', 'q3', 'q4', 'centre'];

/** Confidence levels from most to least sure. */
export const CONFIDENCE_LEVELS: readonly Confidence[] = ['high', 'medium', 'low', 'unknown'];

/** Side of the square `centre` region in inches (project default, see ruling `table/centre-zone`). */
export const CENTRE_ZONE_SIZE = 12;

/** A rectangle from (x0, y0) to (x1, y1), corners clockwise on the table. */
export function rect(x0: number, y0: number, x1: number, y1: number): Polygon {
  for (const [name, v] of [['x0', x0], ['y0', y0], ['x1', x1], ['y1', y1]] as const) finiteArg('rect', name, v);
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
}

/**
 * The four quarters as regions, numbered in reading order: `q1` top-left, `q2` top-right, `q3` bottom-left, `q4`
 * bottom-right (ruling `table/quarter-numbering`).
 */
export function quarterRegions(width: number, height: number): MapRegion[] {
  finiteArg('quarterRegions', 'width', width);
  finiteArg('quarterRegions', 'height', height);
  const w = width / 2;
  const h = height / 2;
  const q = (id: string, name: string, p: Polygon): MapRegion => ({ id, name, parts: [p], confidence: 'high', note: 'the battlefield cut in four through its centre' });
  return [q('q1', 'Quarter 1 (top left)', rect(0, 0, w, h)), q('q2', 'Quarter 2 (top right)', rect(w, 0, width, h)), q('q3', 'Quarter 3 (bottom left)', rect(0, h, w, height)), q('q4', 'Quarter 4 (bottom right)', rect(w, h, width, height))];
}

/** The `centre` zone: a square of {@link CENTRE_ZONE_SIZE}" around the battlefield's centre (a project default). */
export function centreRegion(width: number, height: number): MapRegion {
  finiteArg('centreRegion', 'width', width);
  finiteArg('centreRegion', 'height', height);
  const s = CENTRE_ZONE_SIZE / 2;
  return {
    id: 'centre',
    name: 'Centre',
    parts: [rect(width / 2 - s, height / 2 - s, width / 2 + s, height / 2 + s)],
    confidence: 'low',
    note: `the sources define no centre zone: a ${CENTRE_ZONE_SIZE}" square around the centre (project default)`,
  };
}

/** What a map is built from; the quarters and the centre zone are added unless given. */
export interface MapSpec {
  readonly id: string;
  readonly name: string;
  readonly edition: BattlefieldMap['edition'];
  readonly width?: number;
  readonly height?: number;
  /** The attacker's and the defender's territories. */
  readonly territories: { readonly attacker: Omit<MapRegion, 'id' | 'name'> & { readonly name?: string }; readonly defender: Omit<MapRegion, 'id' | 'name'> & { readonly name?: string } };
  readonly objectives?: readonly MapObjective[];
  readonly features?: readonly MapFeature[];
  /** More regions (the standard quarters and centre are added when absent). */
  readonly regions?: readonly MapRegion[];
  readonly source: string;
  readonly notes?: readonly string[];
}

/**
 * Builds a map from its territories and objectives, adding the standard quarters and centre zone. Check the result with
 * {@link validateMap}; a `spec` that is not an object of this shape (or cannot be read) is a `TypeError`.
 * @example
 * ```ts
 * import { defineMap, rect } from 'battlepack-engine/table';
 *
 * const map = defineMap({
 *   id: 'my-plan', name: 'My plan', edition: 4, source: 'my table',
 *   territories: { attacker: { parts: [rect(0, 0, 60, 12)], confidence: 'high' }, defender: { parts: [rect(0, 32, 60, 44)], confidence: 'high' } },
 *   objectives: [{ id: 'centre', name: 'Centre', position: { x: 30, y: 22 }, confidence: 'high' }],
 * });
 * ```
 */
export function defineMap(given: MapSpec): BattlefieldMap {
  const spec = argOrThrow('defineMap', 'spec', given) as MapSpec;
  if (!isObject(spec) || !isObject(spec.territories) || !isObject(spec.territories.attacker) || !isObject(spec.territories.defender) || (spec.regions !== undefined && !Array.isArray(spec.regions)))
    badArg('defineMap', 'spec', 'an object { id, name, edition, territories: { attacker, defender }, … } (regions a list)');
  const width = spec.width ?? 60;
  const height = spec.height ?? 44;
  const { name: an, ...attacker } = spec.territories.attacker;
  const { name: dn, ...defender } = spec.territories.defender;
  const regions: MapRegion[] = [
    { id: 'attacker-territory', name: an ?? "Attacker's territory", ...attacker },
    { id: 'defender-territory', name: dn ?? "Defender's territory", ...defender },
  ];
  const extra = spec.regions ?? [];
  const has = (id: string) => extra.some((r) => r.id === id);
  for (const q of quarterRegions(width, height)) if (!has(q.id)) regions.push(q);
  if (!has('centre')) regions.push(centreRegion(width, height));
  regions.push(...extra);
  return { id: spec.id, name: spec.name, edition: spec.edition, width, height, regions, objectives: (spec.objectives ?? []).map(withMarkerSize), features: spec.features ?? [], source: spec.source, notes: spec.notes ?? [] };
}

/** A marker objective with its marker size filled in (`OBJECTIVE_MARKER_MM`, 40 mm, when absent); a region objective as it is. */
function withMarkerSize<T extends { readonly position?: Point; readonly markerMm?: number }>(o: T): T {
  return o.position !== undefined && o.markerMm === undefined ? { ...o, markerMm: OBJECTIVE_MARKER_MM } : o;
}

const RESERVED = new Set(Object.getOwnPropertyNames(Object.prototype));
const ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;

/** Whether a string is a valid id (the engine's `Id`: 1–64 letters, digits, `_ . : -`, not a name of `Object.prototype`). */
export function isTableId(s: unknown): s is string {
  return typeof s === 'string' && ID.test(s) && !RESERVED.has(s);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown, max = TEXT_MAX): v is string => typeof v === 'string' && v.length <= max;
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

function checkIds(items: readonly unknown[], path: Path, kind: string, out: RuleViolation[]): void {
  const seen = new Set<string>();
  items.forEach((it, i) => {
    const id = isObject(it) ? it['id'] : undefined;
    if (!isTableId(id)) out.push(violation('table/invalid-id', `Each ${kind} needs an id: 1–64 letters, digits, _ . : - (not a name of Object.prototype).`, { path: [...path, i, 'id'] }));
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
function checkMap(map: unknown): RuleViolation[] {
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

/** Changes to one objective (matched by id; a new id adds one). Giving `position` drops `region` and the other way round. */
export interface ObjectiveOverride {
  readonly id: string;
  readonly name?: string;
  readonly position?: Point;
  readonly region?: string;
  readonly markerMm?: number;
  readonly confidence?: Confidence;
  readonly note?: string;
}

/** Changes to one region (matched by id; a new id adds one and needs `parts`). */
export interface RegionOverride {
  readonly id: string;
  readonly name?: string;
  readonly parts?: readonly Polygon[];
  readonly confidence?: Confidence;
  readonly note?: string;
}

/** Changes to one feature (matched by id; a new id adds one and needs `kind` and `points`). */
export interface FeatureOverride {
  readonly id: string;
  readonly name?: string;
  readonly kind?: MapFeature['kind'];
  readonly points?: readonly Point[];
  readonly confidence?: Confidence;
  readonly note?: string;
}

/** What a battle may change in a shipped map: objectives, regions and features, added, changed or removed. */
export interface MapOverrides {
  readonly name?: string;
  readonly objectives?: readonly ObjectiveOverride[];
  readonly removeObjectives?: readonly string[];
  readonly regions?: readonly RegionOverride[];
  readonly removeRegions?: readonly string[];
  readonly features?: readonly FeatureOverride[];
  readonly removeFeatures?: readonly string[];
  /** Notes appended to the map's notes. */
  readonly notes?: readonly string[];
}

const OVERRIDE_KEYS = ['name', 'objectives', 'removeObjectives', 'regions', 'removeRegions', 'features', 'removeFeatures', 'notes'];
const ITEM_KEYS: Readonly<Record<string, readonly string[]>> = {
  objectives: ['id', 'name', 'position', 'region', 'markerMm', 'confidence', 'note'],
  regions: ['id', 'name', 'parts', 'confidence', 'note'],
  features: ['id', 'name', 'kind', 'points', 'confidence', 'note'],
};
const GEOMETRY: Readonly<Record<string, string>> = { objectives: 'position', regions: 'parts', features: 'points' };

function mergeList<T extends { readonly id: string; readonly confidence: Confidence; readonly note?: string }>(
  base: readonly T[],
  changes: readonly Record<string, unknown>[] | undefined,
  removals: readonly string[] | undefined,
  key: string,
): T[] {
  let out = base.filter((item) => removals === undefined || !removals.includes(item.id));
  for (const change of changes ?? []) {
    const id = change['id'] as string;
    const old = out.find((item) => item.id === id);
    const moved = change[GEOMETRY[key] ?? ''] !== undefined || (key === 'objectives' && change['region'] !== undefined);
    const merged: Record<string, unknown> = { ...(old ?? {}) };
    for (const [k, v] of Object.entries(change)) if (v !== undefined) merged[k] = v;
    if (key === 'objectives') {
      if (change['position'] !== undefined) delete merged['region'];
      if (change['region'] !== undefined) {
        delete merged['position'];
        // a region objective has no marker
        if (change['markerMm'] === undefined) delete merged['markerMm'];
      }
    }
    // the caller's own table is the truth: moved or new geometry is `high` unless the override says otherwise
    if (moved && change['confidence'] === undefined) merged['confidence'] = 'high';
    if (moved && change['note'] === undefined) merged['note'] = 'set by an override';
    if (merged['name'] === undefined) merged['name'] = id;
    const next = merged as unknown as T;
    out = old === undefined ? [...out, next] : out.map((item) => (item.id === id ? next : item));
  }
  return out;
}

/**
 * Applies overrides to a map and returns a new map, or the violations (a map that is not valid, bad overrides, or a
 * map they would break). Both arguments are read once as plain data; the map given is never changed.
 * @example
 * ```ts
 * import { overrideMap } from 'battlepack-engine/table';
 * import { galletMaps } from 'battlepack-engine/gallet/table';
 *
 * const r = overrideMap(galletMaps['head-on-collision'], { objectives: [{ id: 'centre', position: { x: 30, y: 20 } }] });
 * if (r.ok) console.log(r.value.objectives);
 * ```
 */
export function overrideMap(given: BattlefieldMap, overrides: MapOverrides): Result<BattlefieldMap> {
  const out: RuleViolation[] = [];
  const readMap = readArg(given);
  if (!readMap.ok) return { ok: false, violations: [violation('table/invalid-map', `The map could not be read: ${readMap.message}.`, { path: readMap.path })] };
  const broken = checkMap(readMap.value);
  if (broken.length > 0) return { ok: false, violations: broken };
  const map = readMap.value as BattlefieldMap;
  const readOverrides = readArg(overrides);
  if (!readOverrides.ok) return { ok: false, violations: [violation('table/invalid-override', `The overrides could not be read: ${readOverrides.message}.`, { path: readOverrides.path })] };
  const o: unknown = readOverrides.value;
  if (!isObject(o)) return { ok: false, violations: [violation('table/invalid-override', 'Overrides are an object.', { path: [] })] };
  for (const k of Object.keys(o)) if (!OVERRIDE_KEYS.includes(k)) out.push(violation('table/invalid-override', `Unknown override "${k}"; allowed: ${OVERRIDE_KEYS.join(', ')}.`, { path: [k] }));
  if (o['name'] !== undefined && !isText(o['name'])) out.push(violation('table/invalid-override', `The name is a text of at most ${TEXT_MAX} characters.`, { path: ['name'] }));
  if (o['notes'] !== undefined && (!Array.isArray(o['notes']) || !o['notes'].every((n) => isText(n)))) out.push(violation('table/invalid-override', 'Notes are a list of texts.', { path: ['notes'] }));
  const lists: Record<string, { changes?: Record<string, unknown>[]; removals?: string[] }> = {};
  for (const key of ['objectives', 'regions', 'features'] as const) {
    const removeKey = `remove${key[0]?.toUpperCase() ?? ''}${key.slice(1)}`;
    const changes = o[key];
    const removals = o[removeKey];
    const existing = new Set((map[key] as readonly { id: string }[]).map((i) => i.id));
    const entry: { changes?: Record<string, unknown>[]; removals?: string[] } = {};
    if (removals !== undefined) {
      if (!Array.isArray(removals) || removals.length > 64) out.push(violation('table/invalid-override', `${removeKey} is a list of ids.`, { path: [removeKey] }));
      else {
        removals.forEach((id: unknown, i) => {
          if (typeof id !== 'string' || !existing.has(id)) out.push(violation('table/unknown-id', `${removeKey}: "${String(id)}" is not one of the map's ${key}.`, { path: [removeKey, i] }));
        });
        entry.removals = removals as string[];
      }
    }
    if (changes !== undefined) {
      if (!Array.isArray(changes) || changes.length > 64) out.push(violation('table/invalid-override', `${key} is a list of at most 64 changes.`, { path: [key] }));
      else {
        checkIds(changes, [key], key.slice(0, -1), out);
        changes.forEach((c: unknown, i) => {
          if (!isObject(c)) return void out.push(violation('table/invalid-override', `Each change in ${key} is an object with an id.`, { path: [key, i] }));
          for (const k of Object.keys(c))
            if (!(ITEM_KEYS[key] ?? []).includes(k)) out.push(violation('table/invalid-override', `Unknown field "${k}" in a change of ${key}; allowed: ${(ITEM_KEYS[key] ?? []).join(', ')}.`, { path: [key, i, k] }));
          const isNew = typeof c['id'] === 'string' && (!existing.has(c['id']) || (entry.removals ?? []).includes(c['id']));
          if (key === 'objectives' && c['position'] !== undefined && c['region'] !== undefined)
            out.push(violation('table/invalid-override', 'An objective is either at a position or a region, not both.', { path: [key, i] }));
          if (isNew && key === 'objectives' && c['position'] === undefined && c['region'] === undefined)
            out.push(violation('table/invalid-override', `A new objective needs a position or a region.`, { path: [key, i], ref: String(c['id']) }));
          if (isNew && key === 'regions' && c['parts'] === undefined) out.push(violation('table/invalid-override', 'A new region needs its parts.', { path: [key, i], ref: String(c['id']) }));
          if (isNew && key === 'features' && (c['points'] === undefined || c['kind'] === undefined))
            out.push(violation('table/invalid-override', 'A new feature needs its kind and points.', { path: [key, i], ref: String(c['id']) }));
        });
        entry.changes = changes as Record<string, unknown>[];
      }
    }
    lists[key] = entry;
  }
  if (out.length > 0) return { ok: false, violations: out };
  const next: BattlefieldMap = {
    ...map,
    name: (o['name'] as string | undefined) ?? map.name,
    objectives: mergeList(map.objectives, lists['objectives']?.changes, lists['objectives']?.removals, 'objectives').map(withMarkerSize),
    regions: mergeList(map.regions, lists['regions']?.changes, lists['regions']?.removals, 'regions'),
    features: mergeList(map.features, lists['features']?.changes, lists['features']?.removals, 'features'),
    notes: [...map.notes, ...((o['notes'] as string[] | undefined) ?? [])],
  };
  const wrong = checkMap(next);
  return wrong.length > 0 ? { ok: false, violations: wrong } : { ok: true, value: next };
}

/**
 * The same map turned a half-turn about the battlefield's centre: use it when the attacker takes the other territory.
 * Every region, objective and feature keeps its id and moves with the territory it belongs to (so `q1` follows the
 * attacker too). A map that is not valid (`validateMap`) or cannot be read is a `TypeError`.
 */
export function rotateMap180(given: BattlefieldMap): BattlefieldMap {
  const map = argOrThrow('rotateMap180', 'map', given) as BattlefieldMap;
  const bad = checkMap(map)[0];
  if (bad !== undefined) badArg('rotateMap180', 'map', `a valid map (${bad.message})`);
  const turn = (p: Point): Point => ({ x: map.width - p.x, y: map.height - p.y });
  return {
    ...map,
    regions: map.regions.map((r) => ({ ...r, parts: r.parts.map((poly) => poly.map(turn)) })),
    objectives: map.objectives.map((o) => (o.position === undefined ? o : { ...o, position: turn(o.position) })),
    features: map.features.map((f) => ({ ...f, points: f.points.map(turn) })),
  };
}

/**
 * The same layout moved by `dx`, `dy` inches on its battlefield: the territories, objectives, features and the
 * battleplan's own regions keep their ids and move by the same offset, while the battlefield's quarters (`q1`–`q4`) and
 * its centre zone stay where they are, since they belong to the battlefield, not to the layout. Use it to place a layout
 * measured from another corner, or a smaller layout on a bigger table. The moved map is checked like any map: anything
 * pushed off the battlefield is refused (`table/off-battlefield`).
 * @example
 * ```ts
 * import { defineMap, rect, translateMap } from 'battlepack-engine/table';
 *
 * const map = defineMap({
 *   id: 'skirmish', name: 'Skirmish', edition: 4, source: 'my table',
 *   territories: { attacker: { parts: [rect(0, 0, 30, 8)], confidence: 'high' }, defender: { parts: [rect(0, 22, 30, 30)], confidence: 'high' } },
 *   objectives: [{ id: 'middle', name: 'Middle', position: { x: 15, y: 15 }, confidence: 'high' }],
 * });
 * const moved = translateMap(map, 15, 7);
 * if (moved.ok) console.log(moved.value.objectives[0]); // { id: 'middle', …, position: { x: 30, y: 22 }, markerMm: 40 }
 * ```
 */
export function translateMap(map: BattlefieldMap, dx: number, dy: number): Result<BattlefieldMap> {
  if (!isFiniteNumber(dx) || !isFiniteNumber(dy))
    return { ok: false, violations: [violation('table/invalid-map', `A map moves by a finite number of inches, not ${String(dx)}, ${String(dy)}.`, { path: [] })] };
  const move = (p: Point): Point => ({ x: p.x + dx, y: p.y + dy });
  const next: BattlefieldMap = {
    ...map,
    regions: map.regions.map((r) => (BATTLEFIELD_ZONES.has(r.id) ? r : { ...r, parts: r.parts.map((poly) => poly.map(move)) })),
    objectives: map.objectives.map((o) => (o.position === undefined ? o : { ...o, position: move(o.position) })),
    features: map.features.map((f) => ({ ...f, points: f.points.map(move) })),
  };
  const broken = validateMap(next);
  return broken.length > 0 ? { ok: false, violations: broken } : { ok: true, value: next };
}

/** The regions of the battlefield itself (not of a layout): its quarters and its centre zone. */
const BATTLEFIELD_ZONES: ReadonlySet<string> = new Set(['q1', 'q2', 'q3', 'q4', 'centre']);

/** A region ready for measuring. */
interface CompiledRegion {
  readonly id: string;
  readonly parts: readonly Part[];
  /** Bounding box of its parts. */
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
  /** One axis-aligned rectangle: whatever lies within its bounds lies wholly within it. */
  readonly isRect: boolean;
}

/** An objective ready for measuring (internal). */
export interface CompiledObjective {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  /** Index of its region in `regions`, or -1 for a marker. */
  readonly region: number;
  /** Marker radius in inches. */
  readonly markerRadius: number;
}

/** The measuring data of a compiled map (internal). */
export interface CompiledMapData {
  readonly regions: readonly CompiledRegion[];
  readonly objectives: readonly CompiledObjective[];
  /** The battlefield as one region, for the neutral zone. */
  readonly battlefield: CompiledRegion;
  /** Indexes of the territories in `regions` (-1 when absent). */
  readonly attacker: number;
  readonly defender: number;
  /** Whether `neutral` is derived (battlefield minus territories) rather than a region of the map. */
  readonly derivedNeutral: boolean;
  /** Indexes of the zone regions (the derived neutral is index `regions.length`), in the order of {@link TABLE_ZONES}. */
  readonly zoneSlots: readonly number[];
}

/** A validated map prepared for measuring; make one with {@link compileMap} and reuse it for every snapshot. */
export class CompiledMap {
  /** The map it was made from. */
  readonly map: BattlefieldMap;
  /** @internal */
  readonly data: CompiledMapData;
  /** @internal */
  constructor(map: BattlefieldMap, data: CompiledMapData) {
    this.map = map;
    this.data = data;
  }
}

function compileRegion(id: string, parts: Part[]): CompiledRegion {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of parts) {
    minX = Math.min(minX, p.minX);
    minY = Math.min(minY, p.minY);
    maxX = Math.max(maxX, p.maxX);
    maxY = Math.max(maxY, p.maxY);
  }
  return { id, parts, minX, minY, maxX, maxY, isRect: parts.length === 1 && parts[0]?.rect === true };
}

/**
 * Validates a map and prepares it for measuring (convex parts as half-planes). Compile once per battle; pass the
 * result to `deriveTableFacts` for every snapshot.
 * @example
 * ```ts
 * import { compileMap, deriveTableFacts, type TableUnit } from 'battlepack-engine/table';
 * import { galletMaps } from 'battlepack-engine/gallet/table';
 *
 * const snapshots: TableUnit[][] = [[{ id: 'liberators', owner: 'ana', base: { kind: 'round', diameterMm: 40 }, models: [{ position: { x: 15, y: 20 } }] }]];
 * const compiled = compileMap(galletMaps['turf-war']);
 * if (compiled.ok) for (const units of snapshots) console.log(deriveTableFacts({ map: compiled.value, units }).ok);
 * ```
 */
export function compileMap(given: BattlefieldMap): Result<CompiledMap> {
  // the map is read once as plain data and the copy checked and compiled: a getter cannot answer twice
  const read = readArg(given);
  if (!read.ok) return { ok: false, violations: [violation('table/invalid-map', `The map could not be read: ${read.message}.`, { path: read.path })] };
  const v = checkMap(read.value);
  if (v.length > 0) return { ok: false, violations: v };
  return { ok: true, value: compileChecked(read.value as BattlefieldMap) };
}

/** Compiles a map already checked (internal: the engine's map, checked when the state was read or set up). */
export function compileChecked(map: BattlefieldMap): CompiledMap {
  const regions: CompiledRegion[] = map.regions.map((r) => compileRegion(r.id, r.parts.map(compilePart)));
  const index = (id: string) => regions.findIndex((r) => r.id === id);
  const objectives: CompiledObjective[] = map.objectives.map((o) => ({
    id: o.id,
    x: o.position?.x ?? 0,
    y: o.position?.y ?? 0,
    region: o.region === undefined ? -1 : index(o.region),
    markerRadius: (o.markerMm ?? OBJECTIVE_MARKER_MM) / MM_PER_INCH / 2,
  }));
  const data: CompiledMapData = {
    regions,
    objectives,
    battlefield: compileRegion('battlefield', [compilePart(rect(0, 0, map.width, map.height))]),
    attacker: index('attacker-territory'),
    defender: index('defender-territory'),
    derivedNeutral: index('neutral') < 0,
    zoneSlots: TABLE_ZONES.map((z) => (z === 'neutral' && index('neutral') < 0 ? regions.length : index(z))).filter((i) => i >= 0),
  };
  return new CompiledMap(map, data);
}

/**
 * The same compiled map measuring `objectives` instead of the map's own (the engine's objectives of the moment: those on
 * the battlefield, where the battle puts them). Shares everything else; nothing is compiled again.
 * @internal
 */
export function withObjectives(compiled: CompiledMap, objectives: readonly CompiledObjective[]): CompiledMap {
  return new CompiledMap(compiled.map, { ...compiled.data, objectives });
}

/** A marker objective ready for measuring: its centre and its marker's diameter (40 mm when absent). @internal */
export function markerObjective(id: string, x: number, y: number, markerMm?: number): CompiledObjective {
  return { id, x, y, region: -1, markerRadius: (markerMm ?? OBJECTIVE_MARKER_MM) / MM_PER_INCH / 2 };
}
