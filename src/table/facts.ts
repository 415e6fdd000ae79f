/**
 * Deriving the facts of a snapshot of the table: per unit, the models contesting each objective, the objectives it is
 * within range of, and the regions (engine zones) it is wholly and partly within. What the engine will call when
 * positions are reported. Pure: no module state; compile the map once and pass it in.
 * @module
 */
import { BattleError, violation, type Result, type RuleViolation } from '../core/errors.js';
import type { Zone } from '../core/events/schema.js';
import type { Edition } from '../core/state/state.js';
import { CONTEST_RANGE, MM_PER_INCH, WITHIN_SLACK } from './constants.js';
import { baseRadius, compileShape, type Part, type Shape } from './geometry/shapes.js';
import { pointDistance } from './geometry/distance.js';
import { boundsClass, classifyArea, overlapArea, regionClass } from './geometry/overlap.js';
import { compileMap, CompiledMap, isTableId } from './map.js';
import { argOrThrow, badArg, finiteArg, isRecord, readArg } from './args.js';
import { checkBase, checkModel, coord } from './measure.js';
import type { Base, BattlefieldMap, TableUnit } from './types.js';

/** A snapshot of the table: the map, the edition and every unit's models where they stand. */
export interface TableSnapshot {
  /** The map, or the same map compiled once with `compileMap` (faster). */
  readonly map: BattlefieldMap | CompiledMap;
  /** How objectives are contested; the map's edition when absent. */
  readonly edition?: Edition;
  readonly units: readonly TableUnit[];
}

/** The regions a unit is in: `wholly` (every model wholly within), `partly` (some base area within, not all). */
export interface RegionFacts<Id extends string = string> {
  readonly wholly: readonly Id[];
  readonly partly: readonly Id[];
}

/** What the table says about one unit. */
export interface UnitTableFacts {
  readonly unit: string;
  readonly owner: string;
  /** Models of the unit on the table. */
  readonly models: number;
  /**
   * Contesting models per objective id, for objectives with at least one (3rd edition: models within 6" of the
   * centre; 4th: within 3" of the marker; a region objective: models wholly within it). The 4th-edition control score
   * is this times the unit's Control characteristic (`controlScore`).
   */
  readonly contesting: Readonly<Record<string, number>>;
  /** Objectives the unit contests, in map order: in 4th edition the engine makes it count toward one of them (32.1). */
  readonly objectivesInRange: readonly string[];
  /** The engine's zones (`ZonesReported`): territories, neutral, quarters, centre. `partly` excludes `wholly`. */
  readonly zones: RegionFacts<Zone>;
  /** Every region of the map (and `neutral`), by id. */
  readonly regions: RegionFacts;
}

/** Every fact of one snapshot. */
export interface TableFacts {
  /** The map's id (its battleplan). */
  readonly map: string;
  readonly edition: Edition;
  /** Facts per unit id, in the order the units were given. */
  readonly units: Readonly<Record<string, UnitTableFacts>>;
}

// a quick check of one model, allocation-free: it decides whether the model is good, and the detailed violations are
// built only when it fails
function modelOk(model: unknown, fallback: unknown, bases: Map<unknown, boolean>): boolean {
  if (!isRecord(model)) return false;
  const p = model['position'];
  if (!isRecord(p)) return false;
  // the bounds of a coordinate are validateModel's own (`coord` of measure.ts: a finite number from 0 to 120, not
  // converted)
  if (!coord(p['x']) || !coord(p['y'])) return false;
  const r = model['rotation'];
  // Number.isFinite does not convert: false for every value that is not a finite number
  if (r !== undefined && !Number.isFinite(r)) return false;
  // no base at all: checkBase(undefined) fails, and the answer is remembered like any other base's
  const base = model['base'] ?? fallback;
  let ok = bases.get(base);
  if (ok === undefined) {
    ok = checkBase(base).length === 0;
    bases.set(base, ok);
  }
  return ok;
}

/** The violations of a snapshot's units, or `undefined` when every unit is good. */
function validateUnits(units: unknown): RuleViolation[] | undefined {
  if (!Array.isArray(units)) return [violation('table/invalid-unit', 'units is a list of { id, owner, base?, models }.', { path: ['units'] })];
  const out: RuleViolation[] = [];
  // models `modelOk` refused: they, not the violations `checkModel` finds, decide (a model the quick check refused
  // and checkModel accepted would refuse the snapshot with one violation too few, never accept it)
  let refused = 0;
  const seen = new Set<string>();
  const bases = new Map<unknown, boolean>();
  for (let i = 0; i < units.length && out.length <= 20; i++) {
    const u: unknown = units[i];
    const path = ['units', i];
    if (typeof u !== 'object' || u === null) {
      out.push(violation('table/invalid-unit', 'A unit is { id, owner, base?, models }.', { path }));
      continue;
    }
    const unit = u as Record<string, unknown>;
    if (!isTableId(unit['id'])) out.push(violation('table/invalid-id', 'A unit id must be a valid id.', { path: [...path, 'id'] }));
    else if (seen.has(unit['id'])) out.push(violation('table/duplicate-id', `The unit "${unit['id']}" is given twice.`, { path: [...path, 'id'], ref: unit['id'] }));
    else seen.add(unit['id']);
    if (!isTableId(unit['owner'])) out.push(violation('table/invalid-id', 'A unit owner must be a valid player id.', { path: [...path, 'owner'] }));
    const models = unit['models'];
    if (!Array.isArray(models) || models.length > 1000) {
      out.push(violation('table/invalid-unit', 'A unit has a list of at most 1000 models.', { path: [...path, 'models'] }));
      continue;
    }
    const fallback = unit['base'];
    if (fallback !== undefined) {
      const bad = checkBase(fallback, [...path, 'base']);
      if (bad.length > 0) {
        out.push(...bad);
        continue;
      }
    }
    for (let k = 0; k < models.length && out.length <= 20; k++)
      if (!modelOk(models[k], fallback, bases)) {
        refused++;
        out.push(...checkModel(models[k], fallback as TableUnit['base'], [...path, 'models', k]));
      }
  }
  return out.length + refused > 0 ? out : undefined;
}

/**
 * Derives every fact of a snapshot: for each unit, contesting models per objective (by the edition's rule), the
 * objectives in range, and the regions and zones it is wholly and partly within. Bad input is refused with
 * violations; nothing throws.
 * @example
 * ```ts
 * import { deriveTableFacts } from 'battlepack-engine/table';
 * import { galletMaps } from 'battlepack-engine/gallet/table';
 *
 * const r = deriveTableFacts({
 *   map: galletMaps['the-lurkers-below'],
 *   units: [{ id: 'liberators', owner: 'ana', base: { kind: 'round', diameterMm: 40 }, models: [{ position: { x: 30, y: 25 } }] }],
 * });
 * if (r.ok) console.log(r.value.units['liberators']?.contesting); // { centre: 1 }
 * ```
 */
export function deriveTableFacts(snapshot: TableSnapshot): Result<TableFacts> {
  // each field of the snapshot read once; the units read as plain data (a getter or a Proxy's trap that throws is a
  // violation, not an exception)
  const fields = readSnapshot(snapshot);
  if (!fields.ok) return { ok: false, violations: [fields.violation] };
  let compiled: CompiledMap;
  if (fields.compiled !== null) compiled = fields.compiled;
  else {
    const c = compileMap(fields.map as BattlefieldMap);
    if (!c.ok) return { ok: false, violations: c.violations.map((v) => ({ ...v, path: ['map', ...(v.path ?? [])] })) };
    compiled = c.value;
  }
  const edition = fields.edition ?? compiled.map.edition;
  if (edition !== 3 && edition !== 4) return { ok: false, violations: [violation('table/invalid-map', 'The edition must be 3 or 4.', { path: ['edition'] })] };
  const units = readArg(fields.units);
  if (!units.ok) return { ok: false, violations: [violation('table/invalid-unit', `The units could not be read: ${units.message}.`, { path: ['units', ...units.path] })] };
  const bad = validateUnits(units.value);
  if (bad !== undefined) return { ok: false, violations: bad };
  return { ok: true, value: factsOf(compiled, edition, units.value as TableUnit[]) };
}

/** Whether `v` is a map compiled by `compileMap` (a Proxy whose traps throw is not). */
function isCompiled(v: unknown): v is CompiledMap {
  try {
    return v instanceof CompiledMap;
  } catch {
    return false;
  }
}

type SnapshotFields = { ok: true; compiled: CompiledMap | null; map: unknown; edition: unknown; units: unknown } | { ok: false; violation: RuleViolation };

/** The fields of a snapshot, each read once. */
function readSnapshot(snapshot: unknown): SnapshotFields {
  if (typeof snapshot !== 'object' || snapshot === null) return { ok: false, violation: violation('table/invalid-unit', 'A snapshot is { map, edition?, units }.', { path: [] }) };
  try {
    const s = snapshot as Record<string, unknown>;
    const map = s['map'];
    const edition = s['edition'];
    const units = s['units'];
    return { ok: true, compiled: isCompiled(map) ? map : null, map, edition, units };
  } catch (e) {
    const r = readArg(snapshot);
    return { ok: false, violation: violation('table/invalid-unit', `The snapshot could not be read: ${r.ok ? String(e) : r.message}.`, { path: r.ok ? [] : r.path }) };
  }
}

/** The throwing twin of {@link deriveTableFacts}, for scripts and tests: throws a `BattleError` on bad input. */
export function deriveTableFactsOrThrow(snapshot: TableSnapshot): TableFacts {
  const r = deriveTableFacts(snapshot);
  if (r.ok) return r.value;
  throw new BattleError(r.violations);
}

// 3rd and 4th edition: does a base come within `limit` of the point (ox, oy)? `limit` already includes the slack.
function reaches(shape: Shape, ox: number, oy: number, limit: number): boolean {
  const dx = ox - shape.x;
  const dy = oy - shape.y;
  const d2 = dx * dx + dy * dy;
  // the circles around the position that hold the base (R) and that the base holds (`inner`: a round base's own
  // circle, an oval's width) settle most models
  const outer = limit + shape.R;
  if (d2 > outer * outer) return false;
  // (a polygon's `inner` is 0: a footprint need not hold its position, so a position within `limit` says nothing)
  const inner = limit + shape.inner;
  if (shape.inner > 0 && d2 <= inner * inner) return true;
  return pointDistance(shape, ox, oy) <= limit;
}

/**
 * The facts of a snapshot already checked (the engine's positions, validated when they were reported): no validation.
 * @internal
 */
export function deriveCheckedFacts(compiled: CompiledMap, edition: Edition, units: readonly TableUnit[]): TableFacts {
  return factsOf(compiled, edition, units);
}

function factsOf(compiled: CompiledMap, edition: Edition, units: readonly TableUnit[]): TableFacts {
  const { regions, objectives, battlefield, attacker, defender, derivedNeutral, zoneSlots } = compiled.data;
  const nZ = zoneSlots.length;
  const nR = regions.length;
  const nO = objectives.length;
  const neutral = derivedNeutral ? nR : -1;
  const nAll = derivedNeutral ? nR + 1 : nR;
  const ids = regions.map((r) => r.id);
  if (derivedNeutral) ids.push('neutral');
  const range = CONTEST_RANGE[edition];
  const limits = objectives.map((o) => range + (edition === 4 ? o.markerRadius : 0) + WITHIN_SLACK);
  // scratch, per call
  const cls = new Uint8Array(nAll); // per model: 0 none, 1 partly, 2 wholly
  const all = new Uint8Array(nAll);
  const any = new Uint8Array(nAll);
  const counts = new Int32Array(nO);
  const ask = new Int32Array(nR); // regions to measure model by model
  const out: Record<string, UnitTableFacts> = {};
  const circle: { kind: 'circle'; x: number; y: number; r: number; R: number; inner: number; area: number } = { kind: 'circle', x: 0, y: 0, r: 0, R: 0, inner: 0, area: 0 };

  for (const unit of units) {
    all.fill(1);
    any.fill(0);
    counts.fill(0);
    // the unit's bounding box (each base as the circle that holds it at any rotation)
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const model of unit.models) {
      const radius = baseRadius((model.base ?? unit.base) as Base);
      const p = model.position;
      minX = Math.min(minX, p.x - radius);
      minY = Math.min(minY, p.y - radius);
      maxX = Math.max(maxX, p.x + radius);
      maxY = Math.max(maxY, p.y + radius);
    }
    // what the box settles about a region, for every model: 0 none, 2 all, 1 ask each
    let nAsk = 0;
    for (let k = 0; k < nR; k++) {
      const region = regions[k] as (typeof regions)[number];
      const st = boundsClass(minX, minY, maxX, maxY, region.minX, region.minY, region.maxX, region.maxY, region.isRect);
      if (st === 1) ask[nAsk++] = k;
      cls[k] = st;
    }
    const bfState = boundsClass(minX, minY, maxX, maxY, battlefield.minX, battlefield.minY, battlefield.maxX, battlefield.maxY, battlefield.isRect);
    for (const model of unit.models) {
      const base = (model.base ?? unit.base) as Base;
      const rotation = model.rotation ?? 0;
      let shape: Shape;
      if (base.kind === 'round') {
        // one scratch circle for every round base: no allocation per model
        const r = base.diameterMm / MM_PER_INCH / 2;
        circle.x = model.position.x;
        circle.y = model.position.y;
        circle.r = r;
        circle.R = r;
        circle.inner = r;
        circle.area = Math.PI * r * r;
        shape = circle;
      } else shape = compileShape(model.position, base, rotation);
      for (let i = 0; i < nAsk; i++) {
        const k = ask[i] as number;
        cls[k] = regionClass(shape, (regions[k] as (typeof regions)[number]).parts);
      }
      if (neutral >= 0) {
        // neutral ground: the battlefield less the two territories (which do not overlap)
        const ca = attacker >= 0 ? (cls[attacker] as number) : 0;
        const cd = defender >= 0 ? (cls[defender] as number) : 0;
        if (ca === 2 || cd === 2) cls[neutral] = 0;
        else if (ca === 0 && cd === 0) cls[neutral] = bfState === 1 ? regionClass(shape, battlefield.parts) : bfState;
        else {
          let a = overlapArea(shape, battlefield.parts[0] as Part);
          if (attacker >= 0) for (const p of (regions[attacker] as (typeof regions)[number]).parts) a -= overlapArea(shape, p);
          if (defender >= 0) for (const p of (regions[defender] as (typeof regions)[number]).parts) a -= overlapArea(shape, p);
          // partly in a territory: never wholly neutral, however thin the sliver
          cls[neutral] = Math.min(1, classifyArea(a, shape.area));
        }
      }
      for (let k = 0; k < nAll; k++) {
        const c = cls[k] as number;
        if (c !== 2) all[k] = 0;
        if (c !== 0) any[k] = 1;
      }
      for (let j = 0; j < nO; j++) {
        const o = objectives[j] as (typeof objectives)[number];
        if (o.region >= 0 ? cls[o.region] === 2 : reaches(shape, o.x, o.y, limits[j] as number)) counts[j] = (counts[j] as number) + 1;
      }
    }
    const contesting: Record<string, number> = {};
    const inRange: string[] = [];
    for (let j = 0; j < nO; j++) {
      const c = counts[j] as number;
      if (c > 0) {
        const id = (objectives[j] as (typeof objectives)[number]).id;
        contesting[id] = c;
        inRange.push(id);
      }
    }
    const wholly: string[] = [];
    const partly: string[] = [];
    const hasModels = unit.models.length > 0;
    for (let k = 0; k < nAll; k++) {
      if (hasModels && all[k] === 1) wholly.push(ids[k] as string);
      else if (any[k] === 1) partly.push(ids[k] as string);
    }
    const zWholly: Zone[] = [];
    const zPartly: Zone[] = [];
    for (let z = 0; z < nZ; z++) {
      const k = zoneSlots[z] as number;
      if (hasModels && all[k] === 1) zWholly.push(ids[k] as Zone);
      else if (any[k] === 1) zPartly.push(ids[k] as Zone);
    }
    out[unit.id] = {
      unit: unit.id,
      owner: unit.owner,
      models: unit.models.length,
      contesting,
      objectivesInRange: inRange,
      zones: { wholly: zWholly, partly: zPartly },
      regions: { wholly, partly },
    };
  }
  return { map: compiled.map.id, edition, units: out };
}

/**
 * A 4th-edition control score: the unit's Control characteristic times its contesting models (seed 32.2). Modifiers,
 * and the rule that they cannot take a score below 1, are the engine's.
 */
export function controlScore(contestingModels: number, control: number): number {
  finiteArg('controlScore', 'contestingModels', contestingModels);
  finiteArg('controlScore', 'control', control);
  return contestingModels * control;
}

/** One unit contesting one objective, as a flat line (sorted by objective, then unit). */
export interface ContestFact {
  readonly unit: string;
  readonly owner: string;
  readonly objective: string;
  /** Contesting models. */
  readonly models: number;
  /** Set for region objectives: the count is of models wholly within (Battlelines Drawn's quarters). */
  readonly wholly?: true;
}

/** The contests of a snapshot as flat lines, objective by objective (what a contest report lists). */
export function contestFacts(given: TableFacts, where: BattlefieldMap | CompiledMap): ContestFact[] {
  const facts = argOrThrow('contestFacts', 'facts', given) as TableFacts;
  if (!isRecord(facts) || !isRecord(facts.units) || !Object.values(facts.units).every((u) => isRecord(u) && isRecord(u['contesting'])))
    badArg('contestFacts', 'facts', 'the facts of deriveTableFacts');
  const m = (isCompiled(where) ? where.map : argOrThrow('contestFacts', 'map', where)) as BattlefieldMap;
  if (!isRecord(m) || !Array.isArray(m.objectives) || !m.objectives.every((o) => isRecord(o) && typeof o['id'] === 'string')) badArg('contestFacts', 'map', 'a map or a compiled map');
  const out: ContestFact[] = [];
  for (const o of m.objectives)
    for (const u of Object.values(facts.units)) {
      const n = u.contesting[o.id] ?? 0;
      if (n > 0) out.push(o.region === undefined ? { unit: u.unit, owner: u.owner, objective: o.id, models: n } : { unit: u.unit, owner: u.owner, objective: o.id, models: n, wholly: true });
    }
  return out;
}
