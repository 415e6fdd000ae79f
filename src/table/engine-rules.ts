/**
 * The table rules an engine measures positions with (`createEngine(pack, { table: tableRules })`): the battle's map
 * made at set-up from the battleplan's map and the set-up's overrides, and positions reports folded into the same
 * stamped contest and zone facts as hand reports (ruling `table/positions-report`). Measuring is this folder's; what
 * the facts score is the engine's.
 * @module
 */
import { writable } from '../core/state/freeze.js';
import type { Battlepack } from '../core/pack/battlepack.js';
import { editionProfile } from '../core/rules/edition.js';
import { violation, type RuleViolation } from '../core/errors.js';
import { contestsAtEndOf, momentOf, turnKeyOf } from '../core/events/moments.js';
import { has } from '../core/rules/rules-of.js';
import type { ContestEntry, ModelBase, ZoneReport } from '../core/events/schema.js';
import type { BattleState, BattleTable, BoardContestReport, BoardZonesReport, Draft, FactMoment, Mutable, TableTurn, TurnKey } from '../core/state/state.js';
import { CONTEST_STRIDE, ZONES_STRIDE, packEntry, packZoneList, unpackEntry, withZonesReport } from '../core/state/reports.js';
import type { AssignmentData, PositionsData, SetUpData, TableRules } from '../core/table/table-rules.js';
import { battlefieldSize, POSITIONS_LIMITS } from './constants.js';
import { deriveCheckedFacts } from './facts.js';
import { centreRegion, compileChecked, CompiledMap, markerObjective, overrideMap, quarterRegions, validateMap, withObjectives, type CompiledObjective, type MapOverrides } from './map.js';
import { checkBase } from './measure.js';
import type { Base, BattlefieldMap, TableModel, TableUnit } from './types.js';

type Path = readonly (string | number)[];

/**
 * The map of a battleplan that ships none: the battlefield for the points limit (`battlefieldSize`), its quarters and
 * the centre zone; no territories, no objectives (objectives are measured where the set-up puts them).
 */
function blankMap(edition: BattlefieldMap['edition'], id: string, name: string, pointsLimit: number): BattlefieldMap {
  const size = battlefieldSize(pointsLimit);
  return {
    id,
    name,
    edition,
    width: size.width,
    height: size.height,
    regions: [...quarterRegions(size.width, size.height), centreRegion(size.width, size.height)],
    objectives: [],
    features: [],
    source: 'the battleplan has no map: the battlefield, its quarters and the centre zone',
    notes: [],
  };
}

/** A map as the state keeps it: without notes (the battleplan's data has them). */
function compact(map: BattlefieldMap): BattlefieldMap {
  const strip = <T extends { readonly note?: string }>(item: T): T => {
    if (item.note === undefined) return item;
    const { note: _note, ...rest } = item;
    return rest as T;
  };
  return { ...map, regions: map.regions.map(strip), objectives: map.objectives.map(strip), features: map.features.map(strip), notes: [] };
}

// Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
const prefixed = (vs: readonly RuleViolation[], prefix: Path): RuleViolation[] => vs.map((v) => ({ ...v, path: [...prefix, ...(v.path ?? [])] }));

/**
 * The map of a battle being set up: the battleplan's map (or a blank battlefield), then `data.map`'s overrides, then
 * the set-up's own objectives (ruling `table/battle-map`): when the set-up lists objectives, the map keeps only those,
 * each where the set-up puts it (a `position`), else where the map has it. The violations name the set-up's fields.
 */
function battleMapFor<X>(pack: Battlepack<X>, data: SetUpData, maps: MapsByBattleplan): { ok: true; map: BattlefieldMap } | { ok: false; violations: RuleViolation[] } {
  const plan = has(pack.battleplans, data.battleplan) ? pack.battleplans[data.battleplan] : undefined;
  const shipped = plan?.map ?? (has(maps, data.battleplan) ? maps[data.battleplan] : undefined);
  let map: BattlefieldMap;
  if (shipped !== undefined) {
    map = shipped;
    const bad = validateMap(map);
    if (bad.length > 0)
      return {
        ok: false,
        violations: [violation('setup/invalid-map', `The map of battleplan "${data.battleplan}" is not a valid map (${bad[0]?.message ?? 'invalid'}); the battlepack must fix it.`, { path: ['data', 'battleplan'], ref: data.battleplan })],
      };
  } else map = blankMap(pack.edition, data.battleplan, plan?.name ?? data.battleplan, data.pointsLimit);
  if (data.map !== undefined) {
    const r = overrideMap(map, data.map as MapOverrides);
    if (!r.ok) return { ok: false, violations: prefixed(r.violations, ['data', 'map']) };
    map = r.value;
  }
  if (data.objectives !== undefined) {
    const listed = new Set(data.objectives.map((o) => o.id));
    const placed = data.objectives.map((o, i) => ({ o, i })).filter(({ o }) => o.position !== undefined);
    const r = overrideMap(map, {
      removeObjectives: map.objectives.filter((o) => !listed.has(o.id)).map((o) => o.id),
      objectives: placed.map(({ o }) => ({ id: o.id, ...(o.name !== undefined ? { name: o.name } : {}), position: { x: o.position?.x ?? 0, y: o.position?.y ?? 0 } })),
    });
    if (!r.ok)
      return {
        ok: false,
        // the map's own objectives are valid, so each violation names an objective placed (`overrideMap` names it at
        // its change, `objectives[i]`): i in `placed`, renamed to its index in the set-up's list
        violations: r.violations.map((v) => {
          const [list, index, ...rest] = v.path ?? [];
          const at = list === 'objectives' ? placed[index as number]?.i : undefined;
          return { ...v, path: ['data', 'objectives', ...(at === undefined ? [] : [at, ...rest])] };
        }),
      };
    map = r.value;
  }
  return { ok: true, map: compact(map) };
}


// the compiled map of a battle, kept on the state's own map object under a symbol: not enumerable, so never copied,
// frozen, compared or written to JSON; a copy of the state compiles it again, once (no module cache)
const COMPILED: unique symbol = Symbol('battlepack-engine: compiled map');
type WithCompiled = BattlefieldMap & { readonly [COMPILED]?: CompiledMap };

// (the map of a state was checked when the battle was set up, or when the state was read: `mapProblem`)
function compileOnto(map: BattlefieldMap): CompiledMap {
  const c = compileChecked(map);
  if (Object.isExtensible(map)) Object.defineProperty(map, COMPILED, { value: c });
  return c;
}

/**
 * The battle's map compiled, compiled once per battle: kept on the map object of the state. A frozen map without it (a
 * state restored from JSON, on the public path) is replaced by a copy that takes it.
 */
function compiledMapOf<X>(s: Draft<X>): CompiledMap | null {
  const map = s.board.table.map as BattlefieldMap | null;
  if (map === null) return null;
  const hit = (map as WithCompiled)[COMPILED];
  if (hit !== undefined) return hit;
  if (Object.isExtensible(map)) return compileOnto(map);
  const copy: BattlefieldMap = { ...map };
  writable(s, 'board').table = { ...s.board.table, map: copy as Mutable<BattlefieldMap> };
  return compileOnto(copy);
}


/** The base a new report's models fall back on: the one given, else the unit's base in its last report. */
function fallbackBase(given: Base | undefined, old: TableUnit | undefined): Base | undefined {
  return given ?? old?.base ?? old?.models[0]?.base;
}

const MAX_VIOLATIONS = 20;

/** The first `MAX_VIOLATIONS` of a report's violations (the report's size is bounded: `positions/too-large`). */
function capped(out: RuleViolation[]): RuleViolation[] {
  if (out.length > MAX_VIOLATIONS) out.length = MAX_VIOLATIONS;
  return out;
}

/** Why a positions report cannot be folded now (empty when it can). */
function positionsChecks<X>(pack: Battlepack<X>, state: BattleState<X>, data: PositionsData): RuleViolation[] {
  if (state.clock.stage !== 'battle')
    return [violation('battle/not-started', 'Positions are reported once deployment has finished (the table after deployment is the moment before round 1).', { path: ['type'] })];
  // an engine with table rules keeps the battle's map from set-up on; a battle set up by an engine without them has
  // none, and measuring it on a map it never had would score facts its players never agreed (issue 25; docs/errors.md
  // `positions/no-map`)
  const map = state.board.table.map;
  if (map === null)
    return [
      violation('positions/no-map', 'This battle was set up by an engine without table rules, so it has no map to measure positions on; replay its log on an engine with table rules, or report contests and zones by hand.', {
        path: ['type'],
      }),
    ];
  const { width, height } = map;
  let models = 0;
  for (const p of data.units) models += p.models.length;
  if (models > POSITIONS_LIMITS.modelsPerReport)
    return [
      violation('positions/too-large', `This report places ${models.toLocaleString('en')} models; a report places at most ${POSITIONS_LIMITS.modelsPerReport.toLocaleString('en')} (split it into several reports).`, {
        path: ['data', 'units'],
      }),
    ];
  const out: RuleViolation[] = [];
  const seen = new Set<string>();
  const bases = new Map<unknown, RuleViolation[]>();
  const baseProblems = (base: ModelBase, path: Path) => {
    let found = bases.get(base);
    if (found === undefined) {
      found = checkBase(base);
      bases.set(base, found);
    }
    return prefixed(found, path);
  };
  for (let i = 0; i < data.units.length; i++) {
    const p = data.units[i] as PositionsData['units'][number];
    const path = ['data', 'units', i];
    const u = has(state.units, p.unit) ? state.units[p.unit] : undefined;
    if (u === undefined) {
      out.push(violation('unit/unknown', `No unit "${p.unit}" has been added to this battle; add it with UnitsAdded first.`, { path: [...path, 'unit'], ref: p.unit }));
      continue;
    }
    if (u.status !== 'battlefield') {
      out.push(violation('unit/not-on-battlefield', `Unit "${p.unit}" is ${u.status}, not on the battlefield; only units on the battlefield have positions.`, { path: [...path, 'unit'], ref: p.unit }));
      continue;
    }
    if (seen.has(p.unit)) {
      out.push(violation('positions/duplicate-unit', `Unit "${p.unit}" is listed twice; a report gives each unit once, with all its models.`, { path: [...path, 'unit'], ref: p.unit }));
      continue;
    }
    seen.add(p.unit);
    if (p.models.length > u.modelsRemaining)
      out.push(
        violation('positions/too-many-models', `Unit "${p.unit}" has ${u.modelsRemaining} model${u.modelsRemaining === 1 ? '' : 's'} left, so ${p.models.length} cannot be placed; place at most ${u.modelsRemaining}.`, {
          path: [...path, 'models'],
          ref: p.unit,
        }),
      );
    if (editionProfile(pack.edition).control === 'control-score' && u.def.control === null)
      out.push(
        violation('positions/control-unknown', `Unit "${p.unit}" has no Control characteristic, so the engine cannot work out its control score; give "control" when the unit is added.`, {
          path: [...path, 'unit'],
          ref: p.unit,
        }),
      );
    if (p.base !== undefined) out.push(...baseProblems(p.base, [...path, 'base']));
    const fallback = fallbackBase(p.base, state.board.table.positions[p.unit]);
    for (let k = 0; k < p.models.length; k++) {
      const m = p.models[k] as PositionsData['units'][number]['models'][number];
      const mp = [...path, 'models', k];
      if (m.base !== undefined) out.push(...baseProblems(m.base, [...mp, 'base']));
      else if (fallback === undefined) {
        out.push(violation('positions/no-base', `Model ${k} of unit "${p.unit}" has no base: give the unit's "base" (or each model's), once; later reports may leave it out.`, { path: [...mp, 'base'], ref: p.unit }));
        break;
      }
      if (m.position.x > width || m.position.y > height)
        out.push(
          violation('positions/off-battlefield', `A model of unit "${p.unit}" stands at (${m.position.x}, ${m.position.y}), off the ${width}"×${height}" battlefield; x runs 0–${width}, y 0–${height}.`, {
            path: [...mp, 'position'],
            ref: p.unit,
          }),
        );
    }
  }
  if (out.length > 0 || data.replace === true) return capped(out);
  // the units this report leaves where they were must still have every model it would count
  for (const [id, t] of Object.entries(state.board.table.positions)) {
    if (seen.has(id)) continue;
    const u = has(state.units, id) ? state.units[id] : undefined;
    const placed = t.models.length;
    if (u !== undefined && u.status === 'battlefield' && placed > u.modelsRemaining)
      out.push(
        violation('positions/stale-unit', `Unit "${id}" has ${u.modelsRemaining} model${u.modelsRemaining === 1 ? '' : 's'} left, but its last positions place ${placed}; report where its models stand now (or send a full snapshot with "replace": true).`, {
          path: ['data', 'units'],
          ref: id,
        }),
      );
  }
  return capped(out);
}

function copyBase(b: ModelBase | Base): Base {
  switch (b.kind) {
    case 'round':
      return { kind: 'round', diameterMm: b.diameterMm };
    case 'oval':
    case 'rect':
      return { kind: b.kind, lengthMm: b.lengthMm, widthMm: b.widthMm };
    case 'footprint':
      return { kind: 'footprint', points: b.points.map((p) => ({ x: p.x, y: p.y })) };
  }
}

/** One unit of a report as the state keeps it (the event's data copied). */
function placedUnit(p: PositionsData['units'][number], owner: string, old: TableUnit | undefined): TableUnit {
  const base = p.base !== undefined ? copyBase(p.base) : fallbackBase(undefined, old);
  const models = p.models.map((m): TableModel => {
    const out: { position: { x: number; y: number }; rotation?: number; base?: Base } = { position: { x: m.position.x, y: m.position.y } };
    if (m.rotation !== undefined && m.rotation !== 0) out.rotation = m.rotation;
    if (m.base !== undefined) out.base = copyBase(m.base);
    return out;
  });
  return base === undefined ? { id: p.unit, owner, models } : { id: p.unit, owner, base, models };
}

/**
 * The objectives a positions report measures, in the battle's order: those on the battlefield that the map has (where
 * it puts them), or that have a position of their own (an objective added during the battle).
 */
function measuredObjectives<X>(state: BattleState<X>, compiled: CompiledMap): CompiledObjective[] {
  const own = compiled.data.objectives;
  const out: CompiledObjective[] = [];
  for (const id in state.board.objectives) {
    const o = state.board.objectives[id];
    if (o === undefined || !o.active) continue;
    let hit: CompiledObjective | undefined;
    for (const c of own)
      if (c.id === id) {
        hit = c;
        break;
      }
    if (hit !== undefined) out.push(hit);
    else if (o.position !== null) out.push(markerObjective(id, o.position.x, o.position.y));
  }
  return out;
}

/**
 * Folds a positions report: the units' models where they stand, then the facts they give, as a contest report of every
 * objective measured and a zone report of every unit placed, stamped with the report's moment (ruling
 * `table/positions-report`).
 */
function recordPositions<X>(pack: Battlepack<X>, s: Draft<X>, data: PositionsData, eventIndex: number): void {
  const state = s as BattleState<X>;
  const before = state.board.table.positions;
  const positions: Record<string, TableUnit> = {};
  // when each unit kept was placed: a unit no longer on the battlefield leaves both lists together
  const placedAt: Record<string, FactMoment> = {};
  if (data.replace !== true)
    for (const id in before) {
      const u = state.units[id];
      if (u === undefined || u.status !== 'battlefield') continue;
      positions[id] = before[id] as TableUnit;
      const at = state.board.table.reportedAt[id];
      if (at !== undefined) placedAt[id] = at;
    }
  const moment = momentOf(state, eventIndex, data.at);
  for (const p of data.units) {
    positions[p.unit] = placedUnit(p, state.units[p.unit]?.def.owner ?? '', before[p.unit]);
    placedAt[p.unit] = { ...moment };
  }
  const compiled = compiledMapOf(s);
  writable(s, 'board').table = { ...s.board.table, positions, reportedAt: placedAt } as Mutable<BattleTable>;
  if (compiled === null) return;

  const units = Object.values(positions);
  const objectives = measuredObjectives(state, compiled);
  const facts = deriveCheckedFacts(withObjectives(compiled, objectives), pack.edition, units);
  const ed = editionProfile(pack.edition);
  const key: TurnKey = { round: moment.round, turn: moment.turn };
  const lists: ContestEntry[][] = objectives.map(() => []);
  // one zones report for every unit placed, its zones packed, and one contest report for every objective measured,
  // shared by the units and the objectives they cover (src/core/state/reports.ts)
  const packed: (string | number)[] = [];
  for (const t of units) {
    const f = facts.units[t.id];
    if (f === undefined) continue;
    packed.push(t.id, packZoneList(f.zones.wholly), packZoneList(f.zones.partly));
    if (f.objectivesInRange.length === 0) continue;
    const unit = state.units[t.id];
    // 4th edition (seed 32.1): the unit counts toward one objective: its owner's pick for this turn, else the one it
    // has the most models contesting, the first in the battle's order on a tie (ruling `table/objective-assignment`)
    let counted: string | null = null;
    if (ed.unitContestsOneObjective && f.objectivesInRange.length > 1) {
      const pick = state.board.table.assignments[t.id];
      if (pick !== undefined && pick.round === key.round && pick.turn === key.turn && (f.contesting[pick.objective] ?? 0) > 0) counted = pick.objective;
      else {
        let most = 0;
        for (const o of objectives) {
          const n = f.contesting[o.id] ?? 0;
          if (n > most) {
            most = n;
            counted = o.id;
          }
        }
      }
    }
    for (let j = 0; j < objectives.length; j++) {
      const o = objectives[j] as CompiledObjective;
      const n = f.contesting[o.id];
      // (the facts list an objective only for the units with models contesting it)
      if (n === undefined) continue;
      // the measure of the edition, as a hand report gives it: models (3rd), control score (4th)
      const entry: Mutable<ContestEntry> = ed.control === 'control-score' ? { unit: t.id, objective: o.id, controlScore: n * (unit?.def.control ?? 0) } : { unit: t.id, objective: o.id, models: n };
      if (o.region >= 0) entry.wholly = true;
      if (counted !== null && counted !== o.id) entry.counts = false;
      (lists[j] as ContestEntry[]).push(entry);
    }
  }
  const zonesReport: BoardZonesReport = { at: moment, units: packed };
  const zones = withZonesReport(state.board.zones, zonesReport);
  const entries: (string | number)[] = [];
  for (const list of lists) for (const c of list) packEntry(entries, entries.length, c);
  const contestReport: BoardContestReport = { at: moment, entries };
  const contests: Record<string, BoardContestReport> = { ...state.board.contests };
  for (let j = 0; j < objectives.length; j++) contests[(objectives[j] as CompiledObjective).id] = contestReport;
  writable(s, 'board').contests = contests as Draft<X>['board']['contests'];
  writable(s, 'board').zones = zones as Draft<X>['board']['zones'];
}


/** The objectives `unit` is listed for in the reports of the turn `key`, whether its entry counts or not. */
function contestedBy<X>(state: BattleState<X>, unit: string, key: TurnKey): string[] {
  const out: string[] = [];
  for (const id in state.board.contests) if (contestsAtEndOf(state, id, key)?.some((e) => e.unit === unit)) out.push(id);
  return out;
}

/** The player whose picks come first now: the active player (none between turns). */
function activePlayer<X>(state: BattleState<X>): string | null {
  return state.clock.turn?.player ?? null;
}

/** Why an objective pick cannot be folded now (empty when it can). */
function assignmentChecks<X>(pack: Battlepack<X>, state: BattleState<X>, data: AssignmentData): RuleViolation[] {
  if (!editionProfile(pack.edition).unitContestsOneObjective)
    return [violation('assignment/not-this-edition', `In edition ${pack.edition} a unit counts toward every objective it contests; there is nothing to pick.`, { path: ['type'] })];
  if (state.clock.stage !== 'battle') return [violation('battle/not-started', 'Objectives are contested once deployment has finished.', { path: ['type'] })];
  const u = has(state.units, data.unit) ? state.units[data.unit] : undefined;
  if (u === undefined) return [violation('unit/unknown', `No unit "${data.unit}" has been added to this battle; add it with UnitsAdded first.`, { path: ['data', 'unit'], ref: data.unit })];
  if (u.status !== 'battlefield')
    return [violation('unit/not-on-battlefield', `Unit "${data.unit}" is ${u.status}, not on the battlefield, so it contests nothing.`, { path: ['data', 'unit'], ref: data.unit })];
  const o = has(state.board.objectives, data.objective) ? state.board.objectives[data.objective] : undefined;
  if (o === undefined)
    return [violation('objective/unknown', `No objective "${data.objective}"; the objectives are ${Object.keys(state.board.objectives).join(', ') || 'none'}.`, { path: ['data', 'objective'], ref: data.objective })];
  if (!o.active) return [violation('objective/inactive', `Objective "${data.objective}" is not on the battlefield.`, { path: ['data', 'objective'], ref: data.objective })];
  const key = turnKeyOf(state);
  const listed = contestedBy(state, data.unit, key);
  if (listed.length < 2)
    return [
      violation(
        'assignment/not-needed',
        `Unit "${data.unit}" contests ${listed.length === 0 ? 'no objective' : `only "${String(listed[0])}"`} in this turn's reports; a pick is made for a unit contesting two or more objectives.`,
        { path: ['data', 'unit'], ref: data.unit },
      ),
    ];
  if (!listed.includes(data.objective))
    return [
      violation('assignment/not-contesting', `Unit "${data.unit}" does not contest "${data.objective}"; it contests ${listed.map((o) => `"${o}"`).join(', ')}.`, {
        path: ['data', 'objective'],
        ref: data.objective,
      }),
    ];
  // (between turns there is no active player, and no unit's owner is null: every pick is in order)
  const active = activePlayer(state);
  if (u.def.owner === active) {
    const picked = Object.values(state.board.table.assignments).find((a) => a.round === key.round && a.turn === key.turn && a.player !== active);
    if (picked !== undefined)
      return [
        violation('assignment/out-of-order', `${active} is the active player and picks first (seed 32.1); ${picked.player} has already picked this turn, so ${active}'s picks are made.`, {
          path: ['data', 'unit'],
          ref: data.unit,
        }),
      ];
  }
  return [];
}

/**
 * Folds an objective pick: recorded for this turn (a later positions report honours it), and the unit's entries in this
 * turn's contest reports count toward the picked objective only.
 */
function assignObjective<X>(s: Draft<X>, data: AssignmentData, eventIndex: number): void {
  const state = s as BattleState<X>;
  const u = state.units[data.unit];
  if (u === undefined) return;
  const key = turnKeyOf(state);
  writable(s, 'board').table = {
    ...s.board.table,
    assignments: { ...state.board.table.assignments, [data.unit]: { objective: data.objective, player: u.def.owner, round: key.round, turn: key.turn, eventIndex } },
  } as Mutable<BattleTable>;
  // the unit's entries in this turn's reports: each report naming it is replaced, for every objective pointing at it,
  // by one copy whose entries for the unit count toward the picked objective only
  let contests: Record<string, BoardContestReport> | undefined;
  const copies = new Map<BoardContestReport, BoardContestReport>();
  for (const id in state.board.contests) {
    const report = state.board.contests[id] as BoardContestReport;
    if (contestsAtEndOf(state, id, key) === undefined) continue;
    let next = copies.get(report);
    if (next === undefined) {
      // the unit's entries: packed again, each counting toward the picked objective only
      let entries: (string | number)[] | undefined;
      for (let i = 0; i < report.entries.length; i += CONTEST_STRIDE) {
        if (report.entries[i] !== data.unit) continue;
        const c = unpackEntry(report.entries, i);
        const counts = c.objective === data.objective;
        if ((c.counts !== false) === counts) continue;
        entries ??= [...report.entries];
        if (counts) delete c.counts;
        else c.counts = false;
        packEntry(entries, i, c);
      }
      next = entries === undefined ? report : { at: report.at, entries };
      copies.set(report, next);
    }
    if (next === report) continue;
    contests ??= { ...state.board.contests };
    contests[id] = next;
  }
  if (contests !== undefined) writable(s, 'board').contests = contests as Draft<X>['board']['contests'];
}

/**
 * Keeps the table at the end of a turn for pictures (one per round: the round's last ended turn), when positions were
 * reported: the units on the battlefield where they stand, and who controls each objective.
 */
function recordTableTurn<X>(s: Draft<X>, turn: number, player: string): void {
  const table = s.board.table as BattleTable;
  const ids = Object.keys(table.positions);
  if (ids.length === 0) return;
  const units: TableUnit[] = [];
  for (const id of ids) {
    const u = s.units[id];
    if (u !== undefined && u.status === 'battlefield') units.push(table.positions[id] as TableUnit);
  }
  const controllers: Record<string, string | null> = {};
  for (const [id, o] of Object.entries(s.board.objectives)) if (o.active) controllers[id] = o.controller;
  const round = s.clock.round;
  const rounds: TableTurn[] = table.rounds.filter((r) => r.round !== round);
  rounds.push({ round, turn, player, units, controllers });
  writable(s, 'board').table = { ...table, rounds } as Mutable<BattleTable>;
}

/** Battlefield maps by battleplan id: where table rules find the map of a battleplan that carries none itself. */
export type MapsByBattleplan = Readonly<Record<string, BattlefieldMap>>;

/**
 * Table rules that know the maps of some battleplans: a battleplan's own `map` wins, then `maps[battleplan]`, then the
 * bare battlefield. This is how a pack keeps its maps out of its own bundle (`galletTable` in
 * `battlepack-engine/gallet/table` is Gallet's).
 * @example
 * ```ts
 * import { createEngine, selectTable } from 'battlepack-engine';
 * import { gallet } from 'battlepack-engine/gallet';
 * import { galletMaps } from 'battlepack-engine/gallet/table';
 * import { tableRulesWithMaps } from 'battlepack-engine/table';
 *
 * const engine = createEngine(gallet, { table: tableRulesWithMaps(galletMaps) });
 * const s = engine.replayOrThrow([
 *   { type: 'BattleSetUp', data: { battlepack: { id: gallet.id, version: gallet.version }, battleplan: 'turf-war', pointsLimit: 2000, players: [{ id: 'ana', name: 'Ana', role: 'attacker' }, { id: 'ben', name: 'Ben', role: 'defender' }] } },
 * ]);
 * console.log(selectTable(s).map?.objectives.length); // 2
 * ```
 */
export function tableRulesWithMaps(maps: MapsByBattleplan): TableRules {
  return {
    battleMap: (pack, data) => battleMapFor(pack, data, maps),
    positionsChecks,
    recordPositions,
    assignmentChecks,
    assignObjective,
    recordTurn: recordTableTurn,
    // a saved state's map is checked once, when the state is read, and compiled onto it then: never again per call
    mapProblem: (value) => {
      const bad = validateMap(value)[0];
      if (bad !== undefined) return bad;
      // (what validateMap passes is an object: test/table/map.test.ts refuses null)
      compileOnto(value as BattlefieldMap);
      return null;
    },
    isBase: (value) => checkBase(value).length === 0,
  };
}

/**
 * The table rules for `createEngine(pack, { table: tableRules })`: an engine given them keeps the battle's map in
 * `state.table.map` (the battleplan's own `map`, else the bare battlefield) and folds `PositionsReported` into contest
 * and zone facts. Without table rules, an engine scores hand reports only and a browser bundle carries no geometry.
 * @example
 * ```ts
 * import { createEngine } from 'battlepack-engine';
 * import { blightedWilds } from 'battlepack-engine/blighted-wilds';
 * import { tableRules } from 'battlepack-engine/table';
 *
 * const engine = createEngine(blightedWilds, { table: tableRules });
 * console.log(engine.pack.table === tableRules); // true
 * ```
 */
export const tableRules: TableRules = tableRulesWithMaps({});
