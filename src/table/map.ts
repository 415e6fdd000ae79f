/**
 * Battlefield maps as data: builders for the standard regions, validation, overrides (a new map, never a changed
 * one), the half-turn used when the attacker takes the other territory, and compilation for fast measuring.
 * @module
 */
import { violation, type Result, type RuleViolation } from '../core/errors.js';
import type { Zone } from '../core/events/schema.js';
import { TEXT_MAX } from '../core/events/limits.js';
import { argOrThrow, badArg, finiteArg, readArg } from './args.js';
import { MM_PER_INCH, OBJECTIVE_MARKER_MM } from './constants.js';
import { compilePart, type Part } from './geometry/shapes.js';
import { checkIds, checkMap, isFiniteNumber, isObject, isText, validateMap } from './map-check.js';
import type { BattlefieldMap, Confidence, MapFeature, MapObjective, MapRegion, Point, Polygon } from './types.js';

/** The engine's zone names, in the order zone facts list them (`Zone` in the core schema). */
export const TABLE_ZONES: readonly Zone[] = ['attacker-territory', 'defender-territory', 'neutral', 'q1', 'q2', 'q3', 'q4', 'centre'];


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

export { CONFIDENCE_LEVELS, isTableId, validateMap } from './map-check.js';
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
 * map they would break: an item the overrides made is named at its change, `['objectives', i, …]` of the overrides).
 * Both arguments are read once as plain data; the map given is never changed.
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
  return wrong.length > 0 ? { ok: false, violations: wrong.map((v) => atChange(v, next, lists)) } : { ok: true, value: next };
}

/**
 * A check of the map the overrides made, named where the overrides made the item it names: `objectives[i]` of the
 * overrides, not of the map (whose order differs). An item the overrides left as it was keeps the map's path.
 */
function atChange(v: RuleViolation, made: BattlefieldMap, lists: Readonly<Record<string, { changes?: Record<string, unknown>[] }>>): RuleViolation {
  const [key, k, ...rest] = v.path ?? [];
  if (key !== 'objectives' && key !== 'regions' && key !== 'features') return v;
  const id = made[key][k as number]?.id;
  const i = lists[key]?.changes?.findIndex((c) => c['id'] === id) ?? -1;
  return i < 0 ? v : { ...v, path: [key, i, ...rest] };
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
