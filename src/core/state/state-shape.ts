/**
 * Reading a battle state the engine did not make (restored from JSON, `structuredClone`d, a trusted-path draft): a
 * plain copy, read once, whose shape is checked against the battle state and the engine's pack. A state of another
 * pack is `state/foreign`; anything that is not a battle state is `state/invalid`. Never throws.
 * @module
 */
import type { Battlepack } from '../pack/battlepack.js';
import { echo, violation, type RuleViolation } from '../errors.js';
import { copyRoot } from '../fold/evolve.js';
import { HISTORY_CHUNK, type HistoryList, historyItems, historyOf, isHistoryList } from './history.js';
import { tableOfOldState } from '../table/positions.js';
import { readPlainState } from '../events/plain.js';
import { meaningProblem } from './state-meaning.js';
import { has } from '../rules/rules-of.js';
import type { BattleState, Draft } from './state.js';
import type { ContestEntry, ZoneReport } from '../events/schema.js';
import { ZONE_ORDER, packEntry, packZoneList } from './reports.js';
import type { TableRules } from '../table/table-rules.js';

type Path = readonly (string | number)[];
/** A check of one value: the first problem found, or null. */
type Check = (v: unknown, at: Path) => Problem | null;

interface Problem {
  readonly path: Path;
  readonly message: string;
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

function found(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return `"${echo(v, 40)}"`;
  if (typeof v === 'object') return 'an object';
  return String(v);
}

const expect = (what: string): ((v: unknown, at: Path) => Problem) => (v, at) => ({ path: at, message: `expected ${what}, found ${found(v)}` });

const str: Check = (v, at) => (typeof v === 'string' ? null : expect('a string')(v, at));
const num: Check = (v, at) => (typeof v === 'number' ? null : expect('a number')(v, at));
const count: Check = (v, at) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? null : expect('a whole number, 0 or more')(v, at));
const bool: Check = (v, at) => (typeof v === 'boolean' ? null : expect('true or false')(v, at));
const nullable =
  (c: Check): Check =>
  (v, at) =>
    v === null ? null : c(v, at);
const oneOf = (...values: readonly string[]): Check => {
  const set = new Set(values);
  return (v, at) => (typeof v === 'string' && set.has(v) ? null : expect(values.map((x) => `"${x}"`).join(' or '))(v, at));
};
const listOf =
  (c: Check): Check =>
  (v, at) => {
    if (!Array.isArray(v)) return expect('a list')(v, at);
    for (let i = 0; i < v.length; i++) {
      const p = c(v[i], [...at, i]);
      if (p !== null) return p;
    }
    return null;
  };
/** A record keyed by id; with `idKey`, each entry's field of that name must be its key. */
const recordOf =
  (c: Check, idKey?: string): Check =>
  (v, at) => {
    if (!isObj(v)) return expect('an object')(v, at);
    for (const k of Object.keys(v)) {
      const x = v[k];
      const p = c(x, [...at, k]);
      if (p !== null) return p;
      if (idKey !== undefined && (x as Obj)[idKey] !== k) return { path: [...at, k, idKey], message: `expected "${echo(k, 40)}" (its key), found ${found((x as Obj)[idKey])}` };
    }
    return null;
  };
/** An object with these fields (and, when present, these optional ones); other fields are left alone. */
const fields =
  (required: Readonly<Record<string, Check>>, optional: Readonly<Record<string, Check>> = {}): Check =>
  (v, at) => {
    if (!isObj(v)) return expect('an object')(v, at);
    for (const k of Object.keys(required)) {
      if (!has(v, k)) return { path: [...at, k], message: 'this field is missing' };
      const p = (required[k] as Check)(v[k], [...at, k]);
      if (p !== null) return p;
    }
    for (const k of Object.keys(optional)) {
      if (!has(v, k)) continue;
      const p = (optional[k] as Check)(v[k], [...at, k]);
      if (p !== null) return p;
    }
    return null;
  };

const strings = listOf(str);
const marker: Check = (v, at) => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? null : expect('a string, number or boolean')(v, at));
const STAGES = ['awaiting-setup', 'deployment', 'battle', 'ended'] as const;

const player = fields(
  {
    id: str,
    name: str,
    role: oneOf('attacker', 'defender'),
    faction: nullable(str),
    grandStrategy: nullable(str),
    grandStrategyCompleted: nullable(bool),
    commandPoints: num,
    vp: num,
    withdrew: bool,
  },
  { grandStrategyStatement: oneOf('completed', 'failed') },
);

const effectEnd: Check = (v, at) => {
  const p = fields({ kind: oneOf('end-of-turn', 'end-of-round', 'hero-phase', 'turn-start', 'next-combat-phase-end', 'battle') })(v, at);
  if (p !== null) return p;
  const kind = (v as Obj)['kind'];
  return kind === 'hero-phase' || kind === 'turn-start' ? fields({ player: str })(v, at) : null;
};

const unit = fields(
  {
    id: str,
    owner: str,
    name: str,
    keywords: strings,
    derivedKeywords: strings,
    roles: strings,
    wounds: num,
    models: count,
    modelsRemaining: count,
    mounted: bool,
    points: num,
    general: bool,
    ally: bool,
    coalition: bool,
    unique: bool,
    reinforced: num,
    control: nullable(num),
    tags: strings,
    origin: oneOf('roster', 'reserve', 'summoned', 'replacement'),
    status: oneOf('battlefield', 'reserve', 'destroyed', 'removed', 'withdrawn', 'resting'),
    startingArmy: bool,
    addedRound: count,
    effects: listOf(fields({ id: str, value: nullable(num), until: effectEnd, source: str, round: count })),
  },
  { countsAs: count },
);

const objective = fields({
  id: str,
  name: str,
  placement: nullable(str),
  owner: nullable(str),
  position: nullable(fields({ x: num, y: num })),
  active: bool,
  controller: nullable(str),
  controlChangedAt: nullable(fields({ round: count, turn: count, eventIndex: count })),
  markers: recordOf(marker),
});

const terrain = fields({ id: str, name: str, placement: nullable(str), kind: nullable(str), controller: nullable(str), markers: recordOf(marker) });


/** A list of zones (at most 8, as events allow), each one of the `Zone` enum. */
const zoneList: Check = (v, at) => (Array.isArray(v) && v.length > 8 ? expect('at most 8 zones')(v, at) : listOf(oneOf(...ZONE_ORDER))(v, at));
const whole =
  (min: number): Check =>
  (v, at) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min ? null : expect(`a whole number, ${min} or more`)(v, at);
/** A packed zone list (src/core/state/reports.ts): at most 8 base-9 digits, none 0 below the highest. */
const zoneCode: Check = (v, at) => {
  let c = typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 9 ** 8 ? v : -1;
  while (c > 0 && c % 9 > 0) c = Math.floor(c / 9);
  return c === 0 ? null : expect('a packed zone list')(v, at);
};
/** A packed list (src/core/state/reports.ts): whole entries of `items.length` items, each item checked by its place. */
const packed =
  (items: readonly Check[]): Check =>
  (v, at) => {
    if (!Array.isArray(v) || v.length % items.length !== 0) return expect(`a list of ${items.length} items an entry`)(v, at);
    for (let i = 0; i < v.length; i++) {
      const p = (items[i % items.length] as Check)(v[i], [...at, i]);
      if (p !== null) return p;
    }
    return null;
  };

const moment = fields({ round: count, turn: count, phase: nullable(str), endOfTurn: bool, eventIndex: count });

/** The reports of a 0.1 state: a list of entries per objective, zones per unit, their moments apart. */
const oldReports = fields({
  contests: recordOf(listOf(fields({ unit: str, objective: str }, { models: count, controlScore: count, wholly: bool, counts: bool }))),
  zones: recordOf(fields({ wholly: zoneList, partly: zoneList })),
  reportedAt: fields({ contests: recordOf(moment), zones: recordOf(moment) }),
});

const round = fields({
  round: count,
  first: str,
  second: str,
  priority: fields({ winner: str, rolls: nullable(recordOf(num)), how: oneOf('deployment', 'roll', 'tie', 'seized', 'declared') }),
  turnsEnded: count,
});

const tactic = fields({
  player: str,
  tactic: str,
  round: count,
  turn: count,
  target: nullable(fields({ kind: oneOf('unit', 'objective', 'terrain'), id: str })),
  status: oneOf('picked', 'completed', 'failed'),
  statement: nullable(oneOf('completed', 'failed')),
});

const destroyed = fields(
  {
    unit: str,
    owner: str,
    byUnit: nullable(str),
    byPlayer: nullable(str),
    means: str,
    round: count,
    turn: count,
    phase: nullable(str),
    eventIndex: count,
  },
  { contesting: listOf(fields({ objective: str, models: count })) },
);

/**
 * The `table` field. With table rules, maps and bases are checked by them; without, a state holds no map and no
 * positions (an engine without table rules never makes one that does).
 */
function tableShape(rules: TableRules | undefined): Check {
  const notMeasured = (what: string): Check => (v, at) => ({ path: at, message: `expected no ${what} (this engine does not measure the table; create it with { table: tableRules }), found ${found(v)}` });
  const base: Check = rules === undefined ? notMeasured('base') : (v, at) => (rules.isBase(v) ? null : expect('a base (round, oval, rect or footprint)')(v, at));
  const tableUnit = fields({ id: str, owner: str, models: listOf(fields({ position: fields({ x: num, y: num }) }, { rotation: num, base })) }, { base });
  const map: Check = (v, at) => {
    if (v === null) return null;
    if (rules === undefined) return notMeasured('map')(v, at);
    const bad = rules.mapProblem(v);
    return bad === null ? null : { path: [...at, ...(bad.path ?? [])], message: `expected a battlefield map: ${bad.message}` };
  };
  const positions = recordOf(tableUnit, 'id');
  return fields({
    map,
    positions: rules !== undefined ? positions : (v, at) => (isObj(v) && Object.keys(v).length > 0 ? notMeasured('positions')(v, at) : positions(v, at)),
    reportedAt: recordOf(moment),
    assignments: recordOf(fields({ objective: str, player: str, round: count, turn: count, eventIndex: count })),
    rounds: listOf(fields({ round: count, turn: count, player: str, units: listOf(tableUnit), controllers: recordOf(nullable(str)) })),
  });
}

const vpLine = fields({ player: str, amount: num, round: count, turn: count, source: str, reason: str, eventIndex: count });
const turnSummary = fields({ round: count, turn: count, player: str, objectivesControlled: strings, vpAfter: recordOf(num) });

/** Every field of the root but `battlepack`, `edition`, `battleplan` (checked against the pack) and `ext`. */
const root = fields({
  stage: oneOf(...STAGES),
  pointsLimit: nullable(num),
  playerOrder: strings,
  players: recordOf(player, 'id'),
  deploymentFirst: nullable(str),
  round: count,
  rounds: listOf(round),
  turn: nullable(fields({ player: str, number: count, phase: nullable(str), tacticWindow: bool })),
  units: recordOf(unit, 'id'),
  objectives: recordOf(objective, 'id'),
  terrain: recordOf(terrain, 'id'),
  contests: recordOf(fields({ at: nullable(moment), entries: packed([str, str, whole(-1), whole(0)]) })),
  // a report in force names at least one unit (one that no unit reads any more is dropped)
  zones: listOf(fields({ at: nullable(moment), units: (v, at) => (Array.isArray(v) && v.length === 0 ? expect('a report naming at least one unit')(v, at) : packed([str, zoneCode, zoneCode])(v, at)) })),
  tactics: listOf(tactic),
  destroyed: listOf(destroyed),
  ledger: listOf(vpLine),
  turnSummaries: listOf(turnSummary),
  pendingRoll: nullable(fields({ rule: str, reason: str, dice: count })),
  result: nullable(fields({ kind: oneOf('major', 'minor', 'draw'), winner: nullable(str), reason: str, source: str })),
  eventCount: count,
});

function kindOf(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'list' : typeof v;
}

/** The pack's own part: the fields of `initialExt()`, each of the same kind (a field that starts as null may hold anything). */
function extProblem(ext: unknown, initial: unknown): Problem | null {
  if (kindOf(ext) !== kindOf(initial)) return { path: ['ext'], message: `expected ${kindOf(initial) === 'object' ? 'an object' : kindOf(initial)}, found ${found(ext)}` };
  if (!isObj(ext) || !isObj(initial)) return null;
  for (const k of Object.keys(initial)) {
    if (!has(ext, k)) return { path: ['ext', k], message: 'this field of the pack’s own state is missing' };
    const want = kindOf(initial[k]);
    if (want !== 'null' && kindOf(ext[k]) !== want) return { path: ['ext', k], message: `expected ${want === 'object' ? 'an object' : want === 'list' ? 'a list' : `a ${want}`}, found ${found(ext[k])}` };
  }
  for (const k of Object.keys(ext)) if (!has(initial, k)) return { path: ['ext', k], message: 'the pack’s own state has no such field' };
  return null;
}

/** References between the parts of the state that the rules follow without looking: players of units, turns, the order. */
function referenceProblem(s: Obj): Problem | null {
  const players = s['players'] as Obj;
  const order = s['playerOrder'] as string[];
  const want = s['stage'] === 'awaiting-setup' ? 0 : 2;
  if (order.length !== want) return { path: ['playerOrder'], message: `expected ${want} players at stage "${String(s['stage'])}", found ${order.length}` };
  if (Object.keys(players).length !== order.length) return { path: ['players'], message: `expected the ${order.length} players of playerOrder, found ${Object.keys(players).length}` };
  for (const [i, id] of order.entries()) if (!has(players, id)) return { path: ['playerOrder', i], message: `"${echo(id, 40)}" is not in players` };
  const units = s['units'] as Record<string, Obj>;
  for (const id of Object.keys(units)) {
    const owner = units[id]?.['owner'] as string;
    if (!has(players, owner)) return { path: ['units', id, 'owner'], message: `"${echo(owner, 40)}" is not a player` };
  }
  const turn = s['turn'] as Obj | null;
  if (turn !== null && !has(players, turn['player'] as string)) return { path: ['turn', 'player'], message: `"${echo(String(turn['player']), 40)}" is not a player` };
  return null;
}

/** The result of reading a state: a plain, mutable copy of it, or why it is refused. */
export type StateRead<X> = { readonly ok: true; readonly state: Draft<X> } | { readonly ok: false; readonly violations: RuleViolation[] };

/** The root's keys, and the keys of each branch of it (the 0.2 shape), in the engine's order. */
const GROUPS = {
  setup: ['edition', 'battlepack', 'battleplan', 'pointsLimit', 'playerOrder'],
  clock: ['stage', 'round', 'turn', 'deploymentFirst', 'pendingRoll', 'result'],
  board: ['objectives', 'terrain', 'contests', 'zones', 'table'],
  history: ['rounds', 'tactics', 'destroyed', 'ledger', 'turnSummaries'],
} as const satisfies Record<string, readonly string[]>;
type Group = keyof typeof GROUPS;
const ROOT_KEYS: readonly string[] = ['setup', 'clock', 'players', 'units', 'board', 'history', 'ext', 'eventCount'];
/** The branch each field of the flat 0.1 root moved to. */
const GROUP_OF = new Map<string, Group>(Object.entries(GROUPS).flatMap(([g, keys]) => keys.map((k) => [k, g as Group] as const)));
/** The root of a 0.1 state (every field flat), for a state saved by 0.1. */
const FLAT_KEYS: readonly string[] = ['players', 'units', 'ext', 'eventCount', ...GROUP_OF.keys(), 'reportedAt'];

/** The fields of a unit's definition (`units[id].def`); the rest of a unit is its status. */
const UNIT_DEF_KEYS: readonly string[] = ['id', 'owner', 'name', 'keywords', 'roles', 'wounds', 'models', 'mounted', 'points', 'general', 'ally', 'coalition', 'unique', 'reinforced', 'control', 'countsAs', 'tags', 'origin', 'startingArmy', 'addedRound'];
const UNIT_STATUS_KEYS: readonly string[] = ['derivedKeywords', 'modelsRemaining', 'status', 'effects'];

/** A path into the flat view, as a path into the 0.2 state. */
function grouped(path: Path): Path {
  if (path[0] === 'units' && path.length > 2 && UNIT_DEF_KEYS.includes(String(path[2]))) return ['units', path[1] as string, 'def', ...path.slice(2)];
  const g = typeof path[0] === 'string' ? GROUP_OF.get(path[0]) : undefined;
  return g === undefined ? path : [g, ...path];
}

/** The units of a 0.2 state with each unit's definition and status on one object, or a problem with a unit's parts. */
function flatUnits(units: unknown): { readonly units: unknown } | { readonly problem: Problem } {
  if (!isObj(units)) return { units };
  const out: Obj = {};
  for (const id of Object.keys(units)) {
    const u = units[id];
    if (!isObj(u)) return { problem: { path: ['units', id], message: `expected an object, found ${found(u)}` } };
    const def = u['def'];
    if (!isObj(def)) return { problem: { path: ['units', id, 'def'], message: `expected an object, found ${found(def)}` } };
    for (const k of Object.keys(u)) if (k !== 'def' && !UNIT_STATUS_KEYS.includes(k)) return { problem: { path: ['units', id, k], message: 'a unit has no such field' } };
    for (const k of Object.keys(def)) if (!UNIT_DEF_KEYS.includes(k)) return { problem: { path: ['units', id, 'def', k], message: 'a unit’s definition has no such field' } };
    const flat: Obj = { ...def };
    for (const k of UNIT_STATUS_KEYS) if (has(u, k)) flat[k] = u[k];
    out[id] = flat;
  }
  return { units: out };
}

/** A checked flat unit as a 0.2 unit: its definition (in the engine's key order) and its status. */
function regroupedUnit(u: Obj): Obj {
  const def: Obj = {};
  for (const k of UNIT_DEF_KEYS) if (has(u, k)) def[k] = u[k];
  return { def, derivedKeywords: u['derivedKeywords'], modelsRemaining: u['modelsRemaining'], status: u['status'], effects: u['effects'] };
}

/**
 * The flat view of a 0.2 root (each branch's fields on one object, the branches' objects shared), for the checks below,
 * which follow the fields by name; or a problem with the root's or a branch's keys.
 */
function flatView(s: Obj): { readonly flat: Obj } | { readonly problem: Problem } {
  for (const k of ROOT_KEYS) if (!has(s, k)) return { problem: { path: [k], message: 'this field is missing' } };
  for (const k of Object.keys(s)) if (!ROOT_KEYS.includes(k)) return { problem: { path: [k], message: 'a battle state has no such field' } };
  const units = flatUnits(s['units']);
  if ('problem' in units) return units;
  const flat: Obj = { players: s['players'], units: units.units, ext: s['ext'], eventCount: s['eventCount'] };
  for (const g of Object.keys(GROUPS) as Group[]) {
    const part = s[g];
    if (!isObj(part)) return { problem: { path: [g], message: `expected an object, found ${found(part)}` } };
    const keys: readonly string[] = GROUPS[g];
    for (const k of keys) {
      if (!has(part, k)) return { problem: { path: [g, k], message: 'this field is missing' } };
      if (g !== 'history') flat[k] = part[k];
      else {
        // a history is a chunked list (src/core/state/history.ts): checked as one, then read as the plain list it holds
        const list = part[k];
        if (!isHistoryList(list)) return { problem: { path: [g, k], message: `expected a history list (a list of the earlier entries in chunks of ${HISTORY_CHUNK}, then fewer than ${HISTORY_CHUNK} newest entries), found ${found(list)}` } };
        flat[k] = historyItems(list as HistoryList<unknown>);
      }
    }
    for (const k of Object.keys(part)) if (!keys.includes(k)) return { problem: { path: [g, k], message: `the ${g} of a battle state has no such field` } };
  }
  return { flat };
}

/** A 0.1 state's reports (lists per objective and per unit, their moments in `reportedAt`), packed as 0.2 keeps them. */
function packedReports(f: Obj): void {
  const stamps = f['reportedAt'] as { contests: Obj; zones: Obj };
  const contests: Obj = {};
  for (const [id, list] of Object.entries(f['contests'] as Record<string, ContestEntry[]>)) {
    const entries: (string | number)[] = [];
    for (const c of list) packEntry(entries, entries.length, c);
    contests[id] = { at: stamps.contests[id] ?? null, entries };
  }
  // one report a unit (0.1 kept no more), in the record's order
  const zones: Obj[] = [];
  for (const [id, z] of Object.entries(f['zones'] as Record<string, ZoneReport>)) zones.push({ at: stamps.zones[id] ?? null, units: [id, packZoneList(z.wholly), packZoneList(z.partly)] });
  f['contests'] = contests;
  f['zones'] = zones;
  delete f['reportedAt'];
}

/** The 0.2 root of a checked flat view, in the engine's key order. */
function regrouped(f: Obj): Obj {
  const part = (g: Group): Obj => Object.fromEntries(GROUPS[g].map((k) => [k, g === 'history' ? historyOf(f[k] as unknown[]) : f[k]]));
  const units: Obj = {};
  for (const [id, u] of Object.entries(f['units'] as Record<string, Obj>)) units[id] = regroupedUnit(u);
  return { setup: part('setup'), clock: part('clock'), players: f['players'], units, board: part('board'), history: part('history'), ext: f['ext'], eventCount: f['eventCount'] };
}

function invalid(path: Path, what: string): RuleViolation {
  const where = path.length > 0 ? ` at ${path.map((k) => (typeof k === 'string' ? echo(k, 40) : k)).join('.')}` : '';
  return violation('state/invalid', `This is not a battle state: ${what}${where}. Pass a state the engine returned, or one saved from it as JSON.`, { path });
}

/** Whose battle a state is: a violation when it is another pack's, edition's or battleplan's, else null. */
function foreignProblem<X>(pack: Battlepack<X>, s: Obj, at: (p: Path) => Path): RuleViolation | null {
  const bp = s['battlepack'];
  const shape = fields({ id: str, version: str })(bp, ['battlepack']) ?? oneOf('3', '4')(String(s['edition']), ['edition']) ?? nullable(str)(s['battleplan'], ['battleplan']);
  if (shape !== null) return invalid(at(shape.path), shape.message);
  const id = (bp as Obj)['id'] as string;
  const plan = s['battleplan'] as string | null;
  const foreign =
    id !== pack.id
      ? `it is a battle of battlepack "${echo(id, 64)}", not "${pack.id}"`
      : s['edition'] !== pack.edition
        ? `it is played under edition ${String(s['edition'])}, and ${pack.name} is edition ${pack.edition}`
        : plan !== null && !has(pack.battleplans as Obj, plan)
          ? `its battleplan "${echo(plan, 64)}" is not one of ${pack.name}'s`
          : null;
  if (foreign === null) return null;
  const path = id !== pack.id ? ['battlepack', 'id'] : s['edition'] !== pack.edition ? ['edition'] : ['battleplan'];
  return violation('state/foreign', `This state does not belong to this engine: ${foreign}. Use the engine of the battlepack that made it.`, { path: at(path) });
}

/**
 * Reads `value` as a battle state of `pack`: a plain copy (each field read once), its shape checked field by field, the
 * root rebuilt in the engine's key order. Refuses, as violations, a state of another pack or edition (`state/foreign`)
 * and anything that is not a battle state (`state/invalid`). Never throws.
 */
export function readState<X>(pack: Battlepack<X>, value: unknown): StateRead<X> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, violations: [invalid([], `expected the state object, found ${value === undefined ? 'undefined' : found(value)}`)] };
  const read = readPlainState(value);
  if (!read.ok) return { ok: false, violations: [invalid(read.problem.path, read.problem.message)] };
  const raw = read.value as Obj;
  // a state saved by 0.1 has every field on its root (no `clock`): it is read as the same fields, regrouped
  const old = has(raw, 'stage') && !has(raw, 'clock');
  let s: Obj;
  if (old) s = raw;
  else {
    const view = flatView(raw);
    if ('problem' in view) return { ok: false, violations: [invalid(view.problem.path, view.problem.message)] };
    s = view.flat;
  }
  // a state saved by a release before fact moments has no `reportedAt`: its reports describe no known moment
  // (ruling `core/fact-moments`), so it reads as if none had been stamped
  if (old && !has(s, 'reportedAt')) s['reportedAt'] = { contests: {}, zones: {} };
  // nor, before positions, a table: the battleplan's map as it ships, no positions (ruling `table/battle-map`)
  if (old && !has(s, 'table')) s['table'] = tableOfOldState(pack, s['battleplan'], s['pointsLimit']);
  if (old) {
    for (const k of FLAT_KEYS) if (!has(s, k)) return { ok: false, violations: [invalid([k], 'this field is missing')] };
    for (const k of Object.keys(s)) if (!FLAT_KEYS.includes(k)) return { ok: false, violations: [invalid([k], 'a battle state has no such field')] };
    const bad = oldReports(s, []);
    if (bad !== null) return { ok: false, violations: [invalid(bad.path, bad.message)] };
    packedReports(s);
  }
  const at = (p: Path): Path => (old ? p : grouped(p));
  // whose battle it is, before the shape: a state of another pack is the likelier mistake
  const foreign = foreignProblem(pack, s, at);
  if (foreign !== null) return { ok: false, violations: [foreign] };
  const problem = root(s, []) ?? tableShape(pack.table)(s['table'], ['table']) ?? referenceProblem(s) ?? extProblem(s['ext'], pack.initialExt()) ?? meaningProblem(s);
  if (problem !== null) return { ok: false, violations: [invalid(at(problem.path), problem.message)] };
  return { ok: true, state: copyRoot(regrouped(s) as unknown as BattleState<X>) };
}
