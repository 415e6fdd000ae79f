/**
 * A prototype of the 0.2 state's hot path (issue 23), kept in bench/ only: the floor's rules (bench/floor.ts, the
 * same Gallet scoring for Won't Back Down and Close to the Chest) folded into an immutable state of the shape the issue
 * asks for, so the bench can time what that shape costs against the floor before the engine is migrated to it.
 *
 * The shape (8 keys at the root):
 *
 * - `setup`: what is fixed at set-up, one branch shared by every later state: the pack and plan, the two players'
 *   definitions, every unit's definition (a list in the order the units were added, with an index by id), the
 *   objectives' and terrain's definitions, the map. Only `BattleSetUp` and `UnitsAdded` make a new one.
 * - `clock`: stage, round, first and second player, turns ended, whose turn, its number, the phase (8 small fields).
 * - `players`: the two players' status (VP, statements, grand strategy verdict), a pair in set-up order.
 * - `units`: one status per unit (status on the table, models left, a fixed count, Gaze of Ghur), a list in the order
 *   of `setup.units`: a casualty copies that list of references and the one status, nothing else.
 * - `board`: per-objective status (controller, active) and the latest contest report of each, terrain control, the
 *   latest zones report of each unit, the proving ground.
 * - `history`: the growing records (ledger of VP, destroyed units, battle tactics, turn summaries, rounds, alpha
 *   objectives, proving grounds), each a chunked list ({@link Chunked}): an append copies a tail of fewer than
 *   {@link CHUNK} entries and never the whole history.
 * - `result`, `eventCount`.
 *
 * Three ways to fold, as the engine's paths would:
 * - **persistent** (`apply`): every object of the state before is frozen and shared; what an event changes is copied
 *   once, and every object the event creates is frozen once at the end of the event (or, with `freeze: false`, left
 *   unfrozen and told apart by a set of the event's own objects).
 * - **transient** (trusted replay): one private mutable draft for the whole log, frozen once at the end.
 *
 * The rules are the floor's, word for word in effect (the check in bench/proto.ts counts the battles where the
 * prototype's final VP and result equal the floor's: all of them), so the time measured is the shape's.
 */
import type { GalletEvent } from './battles.js';

/** Entries per chunk of a history list. */
export const CHUNK = 8;

/** A persistent list: full chunks of {@link CHUNK} entries (never copied again) and a short tail. */
export interface Chunked<T> {
  readonly full: readonly (readonly T[])[];
  readonly tail: readonly T[];
  readonly length: number;
}

export interface PlayerDef {
  readonly id: string;
  readonly role: string;
  readonly grandStrategy: string | null;
}
export interface UnitDef {
  readonly id: string;
  readonly owner: string;
  readonly models: number;
  readonly wounds: number;
  readonly starting: boolean;
  readonly veteran: boolean;
  readonly general: boolean;
  readonly battleline: boolean;
  readonly perModel: number;
  readonly origin: string;
}
export interface ObjectiveDef {
  readonly id: string;
  readonly placement: string | null;
}
export interface Setup {
  readonly battlepack: string;
  readonly plan: string | null;
  readonly players: readonly PlayerDef[];
  readonly units: readonly UnitDef[];
  readonly unitIndex: Readonly<Record<string, number>>;
  readonly objectives: readonly ObjectiveDef[];
  readonly terrain: readonly ObjectiveDef[];
  /** The zones a zones report may name (the map's): their bit in a packed report. */
  readonly zones: readonly string[];
  readonly map: string | null;
}
export interface Clock {
  readonly stage: string;
  readonly round: number;
  readonly first: string;
  readonly second: string;
  readonly turnsEnded: number;
  readonly turnPlayer: string | null;
  readonly turnNumber: number;
  readonly phase: string | null;
}
export interface PlayerStatus {
  readonly vp: number;
  readonly gsSaid: string | null;
  readonly gsDone: boolean;
}
export interface UnitStatus {
  readonly status: string;
  readonly modelsRemaining: number;
  readonly fixed: number | null;
  readonly fixedUntil: number;
  readonly gazeUntil: string | null;
  /** The Wounds characteristic as changed in the battle (`WoundsCharacteristicChanged`), or 0: the definition's. */
  readonly wounds: number;
}
export interface ObjectiveStatus {
  readonly active: boolean;
  readonly controller: string | null;
}
interface Entry {
  readonly unit: string;
  readonly objective: string;
  readonly models?: number | undefined;
  readonly counts?: boolean | undefined;
}
/**
 * One contest report, shared by every objective it covers, packed: three numbers an entry (the unit's index in
 * `setup.units`, the objective's index in `setup.objectives`, models × 4 + 2 when wholly within + 1 when it does not
 * count). One list of small integers instead of an object per entry.
 */
export interface ContestReport {
  readonly round: number;
  readonly turn: number;
  readonly packed: readonly number[];
}
interface ZoneSet {
  readonly wholly?: readonly string[];
  readonly partly?: readonly string[];
}
/**
 * One zones report, shared by every unit it covers, packed: per unit (by its index in `setup.units`) a bit set of
 * the zones it is wholly within (bits 0–15) and partly within (bits 16–31), the zones named by `setup.zones`; -1: not
 * in this report.
 */
export interface ZonesReport {
  readonly round: number;
  readonly turn: number;
  readonly masks: readonly number[];
}
export interface Board {
  readonly objectives: readonly ObjectiveStatus[];
  readonly reports: readonly (ContestReport | null)[];
  readonly terrain: readonly (string | null)[];
  readonly zones: readonly (ZonesReport | null)[];
  readonly provingGround: { readonly round: number; readonly objective: string } | null;
}
export interface Award {
  readonly player: string;
  readonly vp: number;
  readonly source: string;
  readonly round: number;
  readonly turn: number;
}
export interface Destroyed {
  readonly unit: string;
  readonly owner: string;
  readonly byUnit: string | null;
  readonly means: string;
  readonly round: number;
  readonly turn: number;
}
export interface Pick {
  readonly player: string;
  readonly tactic: string;
  readonly round: number;
  readonly turn: number;
  readonly target: string | null;
  readonly statement: string | null;
  readonly completed: boolean;
}
export interface TurnSummary {
  readonly player: string;
  readonly round: number;
  readonly turn: number;
  readonly vp: number;
}
export interface RoundRecord {
  readonly round: number;
  readonly first: string;
}
export interface History {
  readonly ledger: Chunked<Award>;
  readonly destroyed: Chunked<Destroyed>;
  readonly tactics: Chunked<Pick>;
  readonly turns: Chunked<TurnSummary>;
  readonly rounds: Chunked<RoundRecord>;
  readonly alphas: Chunked<{ readonly round: number; readonly turn: number; readonly objective: string }>;
  readonly provingGrounds: Chunked<{ readonly round: number; readonly objective: string }>;
}
/** The prototype's state: 8 keys. */
export interface ProtoState {
  readonly setup: Setup;
  readonly clock: Clock;
  readonly players: readonly PlayerStatus[];
  readonly units: readonly UnitStatus[];
  readonly board: Board;
  readonly history: History;
  readonly result: { readonly kind: string; readonly winner: string | null } | null;
  readonly eventCount: number;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type M = Mutable<ProtoState>;
type D = Record<string, unknown>;

/**
 * The fold context: the mode travels with the call, nothing is a module-level switch. `transient`: the draft is
 * private (trusted replay), mutate in place. Otherwise copy what is shared; `created` collects what this event made
 * (frozen at its end, or, with `freeze: false`, only used to tell it apart).
 */
export interface FoldContext {
  readonly transient: boolean;
  readonly freeze: boolean;
  created: object[];
  /** With `freeze: false`: the event's own objects (a shared object is not frozen then, so frozenness cannot tell). */
  readonly own: Set<object> | null;
}

export function context(transient: boolean, freeze = true): FoldContext {
  return { transient, freeze, created: [], own: !transient && !freeze ? new Set() : null };
}

/** Whether `o` may be written by this event: made by it (or the whole draft is private). */
function mine(c: FoldContext, o: object): boolean {
  if (c.transient) return true;
  return c.own !== null ? c.own.has(o) : !Object.isFrozen(o);
}
function made<T extends object>(c: FoldContext, o: T): T {
  if (!c.transient) {
    c.created.push(o);
    if (c.own !== null) c.own.add(o);
  }
  return o;
}

const EMPTY: readonly never[] = Object.freeze([]);
/** The zones of the Gallet maps a zones report names. */
const ZONES: readonly string[] = Object.freeze(['attacker-territory', 'defender-territory', 'q1', 'q2', 'q3', 'q4', 'centre', 'neutral']);
const emptyList = <T>(): Chunked<T> => ({ full: [], tail: [], length: 0 });

/** Appends to a chunked list: in place on a private draft; otherwise a new tail (fewer than CHUNK entries) and node. */
function push<T>(c: FoldContext, list: Chunked<T>, item: T): Chunked<T> {
  if (c.transient) {
    const l = list as Mutable<Chunked<T>>;
    (l.tail as T[]).push(item);
    if (l.tail.length === CHUNK) {
      (l.full as (readonly T[])[]).push(l.tail);
      l.tail = [];
    }
    l.length++;
    return l;
  }
  const n = list.tail.length;
  const tail = made(c, new Array<T>(n + 1));
  for (let i = 0; i < n; i++) tail[i] = list.tail[i] as T;
  tail[n] = item;
  if (n + 1 < CHUNK) return made(c, { full: list.full, tail, length: list.length + 1 });
  const full = made(c, list.full.slice());
  full.push(tail);
  return made(c, { full, tail: EMPTY, length: list.length + 1 });
}

function at<T>(list: Chunked<T>, i: number): T {
  const f = list.full.length * CHUNK;
  return (i < f ? (list.full[(i / CHUNK) | 0] as readonly T[])[i % CHUNK] : list.tail[i - f]) as T;
}

/** Replaces entry `i` (recent entries: the tail, or the last full chunk). */
function setAt<T>(c: FoldContext, list: Chunked<T>, i: number, item: T): Chunked<T> {
  const f = list.full.length * CHUNK;
  if (c.transient) {
    if (i >= f) (list.tail as T[])[i - f] = item;
    else ((list.full[(i / CHUNK) | 0] as T[])[i % CHUNK] = item);
    return list;
  }
  if (i >= f) {
    const tail = made(c, list.tail.slice());
    tail[i - f] = item;
    return made(c, { full: list.full, tail, length: list.length });
  }
  const k = (i / CHUNK) | 0;
  const chunk = made(c, (list.full[k] as readonly T[]).slice());
  chunk[i % CHUNK] = item;
  const full = made(c, list.full.slice());
  full[k] = chunk;
  return made(c, { full, tail: list.tail, length: list.length });
}

function each<T>(list: Chunked<T>, f: (x: T) => boolean | void): void {
  for (const ch of list.full) for (const x of ch) if (f(x) === true) return;
  for (const x of list.tail) if (f(x) === true) return;
}

/** The state before `BattleSetUp`. Deep-frozen unless `transient` (a private draft for a trusted replay). */
export function initial(transient: boolean): ProtoState {
  const s: ProtoState = {
    setup: { battlepack: 'gallet', plan: null, players: [], units: [], unitIndex: {}, objectives: [], terrain: [], zones: ZONES, map: null },
    clock: { stage: 'awaiting-setup', round: 0, first: '', second: '', turnsEnded: 0, turnPlayer: null, turnNumber: 0, phase: null },
    players: [],
    units: [],
    board: { objectives: [], reports: [], terrain: [], zones: [], provingGround: null },
    history: { ledger: emptyList(), destroyed: emptyList(), tactics: emptyList(), turns: emptyList(), rounds: emptyList(), alphas: emptyList(), provingGrounds: emptyList() },
    result: null,
    eventCount: 0,
  };
  return transient ? s : deepFreeze(s);
}

/** Freezes every object of `v` not frozen yet (frozen ones are shared, their insides already frozen). */
export function deepFreeze<T>(v: T): T {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return v;
  Object.freeze(v);
  if (Array.isArray(v)) for (const x of v) deepFreeze(x);
  else for (const k in v) deepFreeze((v as D)[k]);
  return v;
}

// --- owning the branches an event writes -------------------------------------------------------------------------

function clockOf(c: FoldContext, s: M): Mutable<Clock> {
  const k = s.clock;
  if (mine(c, k)) return k as Mutable<Clock>;
  const n = made(c, { stage: k.stage, round: k.round, first: k.first, second: k.second, turnsEnded: k.turnsEnded, turnPlayer: k.turnPlayer, turnNumber: k.turnNumber, phase: k.phase });
  s.clock = n;
  return n;
}
function boardOf(c: FoldContext, s: M): Mutable<Board> {
  const b = s.board;
  if (mine(c, b)) return b as Mutable<Board>;
  const n = made(c, { objectives: b.objectives, reports: b.reports, terrain: b.terrain, zones: b.zones, provingGround: b.provingGround });
  s.board = n;
  return n;
}
function historyOf(c: FoldContext, s: M): Mutable<History> {
  const h = s.history;
  if (mine(c, h)) return h as Mutable<History>;
  const n = made(c, { ledger: h.ledger, destroyed: h.destroyed, tactics: h.tactics, turns: h.turns, rounds: h.rounds, alphas: h.alphas, provingGrounds: h.provingGrounds });
  s.history = n;
  return n;
}
function unitsOf(c: FoldContext, s: M): UnitStatus[] {
  if (mine(c, s.units)) return s.units as UnitStatus[];
  const n = made(c, s.units.slice());
  s.units = n;
  return n;
}
function unitOf(c: FoldContext, s: M, i: number): Mutable<UnitStatus> {
  const u = s.units[i] as UnitStatus;
  if (mine(c, u)) return u as Mutable<UnitStatus>;
  const n = made(c, { status: u.status, modelsRemaining: u.modelsRemaining, fixed: u.fixed, fixedUntil: u.fixedUntil, gazeUntil: u.gazeUntil, wounds: u.wounds });
  unitsOf(c, s)[i] = n;
  return n;
}
function playerOf(c: FoldContext, s: M, i: number): Mutable<PlayerStatus> {
  const p = s.players[i] as PlayerStatus;
  if (mine(c, p)) return p as Mutable<PlayerStatus>;
  const n = made(c, { vp: p.vp, gsSaid: p.gsSaid, gsDone: p.gsDone });
  let list = s.players as PlayerStatus[];
  if (!mine(c, list)) {
    list = made(c, list.slice());
    s.players = list;
  }
  list[i] = n;
  return n;
}
function listOf<T>(c: FoldContext, b: Mutable<Board>, key: 'objectives' | 'reports' | 'terrain' | 'zones'): T[] {
  const l = b[key] as readonly unknown[];
  if (mine(c, l)) return l as T[];
  const n = made(c, l.slice());
  (b as Record<string, unknown>)[key] = n;
  return n as T[];
}

// --- the rules (the floor's) --------------------------------------------------------------------------------------

const QUARTERS = ['q1', 'q2', 'q3', 'q4'];

const pIndex = (s: ProtoState, player: string): number => ((s.setup.players[0] as PlayerDef).id === player ? 0 : 1);
const otherId = (s: ProtoState, player: string): string => (s.setup.players[1 - pIndex(s, player)] as PlayerDef).id;
const roleOf = (s: ProtoState, player: string): string => (s.setup.players[pIndex(s, player)] as PlayerDef).role;
const territory = (role: string): string => (role === 'attacker' ? 'attacker-territory' : 'defender-territory');
const enemyTerritory = (s: ProtoState, player: string): string => (roleOf(s, player) === 'attacker' ? 'defender-territory' : 'attacker-territory');
const nowRound = (k: Clock): number => (k.turnPlayer !== null || k.turnsEnded > 0 ? k.round : k.round > 1 ? k.round - 1 : 0);
const nowTurn = (k: Clock): number => (k.turnPlayer !== null ? k.turnNumber : k.turnsEnded > 0 ? k.turnsEnded : k.round > 1 ? 2 : 0);
const unitIx = (s: ProtoState, id: string): number => {
  const i = s.setup.unitIndex[id];
  return i === undefined ? -1 : i;
};

function award(c: FoldContext, s: M, player: string, vp: number, source: string): void {
  if (vp === 0) return;
  const i = pIndex(s, player);
  playerOf(c, s, i).vp += vp;
  const h = historyOf(c, s);
  h.ledger = push(c, h.ledger, made(c, { player, vp, source, round: s.clock.round, turn: s.clock.turnNumber }));
}

function controlled(s: ProtoState, player: string): number {
  let n = 0;
  for (const o of s.board.objectives) if (o.active && o.controller === player) n++;
  return n;
}
const provingGroundNow = (s: ProtoState): string | null => (s.board.provingGround !== null && s.board.provingGround.round === s.clock.round ? s.board.provingGround.objective : null);

/** What a packed contest entry (unit index `i`, `code`) counts for now at `objective`. */
function counted(s: ProtoState, objective: string, i: number, code: number): number {
  if (i < 0) return 0;
  const u = s.units[i] as UnitStatus;
  if (u.status !== 'battlefield') return 0;
  const def = s.setup.units[i] as UnitDef;
  if (!def.veteran && provingGroundNow(s) === objective) return 0;
  // ruling core/contest-after-casualties (as in the floor): no more models than the unit has left at the checkpoint
  const n = Math.min(code >> 2, u.modelsRemaining) * (u.fixed !== null ? u.fixed : def.perModel);
  return u.gazeUntil !== null ? Math.floor(n / 2) : n;
}

function reportOf(s: ProtoState, o: number, round: number, turn: number): ContestReport | null {
  const r = s.board.reports[o];
  return r != null && r.round === round && r.turn === turn ? r : null;
}

function checkpoint(c: FoldContext, s: M, round: number, turn: number): void {
  const a = (s.setup.players[0] as PlayerDef).id;
  const b = (s.setup.players[1] as PlayerDef).id;
  const objs = s.setup.objectives;
  for (let o = 0; o < objs.length; o++) {
    const st = s.board.objectives[o] as ObjectiveStatus;
    const r = reportOf(s, o, round, turn);
    if (!st.active || r === null) continue;
    const id = (objs[o] as ObjectiveDef).id;
    let ta = 0;
    let tb = 0;
    const k = r.packed;
    for (let j = 0; j < k.length; j += 3) {
      const code = k[j + 2] as number;
      if (k[j + 1] !== o || (code & 1) === 1) continue;
      const ui = k[j] as number;
      const n = counted(s, id, ui, code);
      if (n <= 0) continue;
      const owner = (s.setup.units[ui] as UnitDef).owner;
      if (owner === a) ta += n;
      else if (owner === b) tb += n;
    }
    const next = ta > tb ? a : tb > ta ? b : st.controller;
    if (next !== st.controller) listOf<ObjectiveStatus>(c, boardOf(c, s), 'objectives')[o] = made(c, { active: st.active, controller: next });
  }
}

function destroy(c: FoldContext, s: M, i: number, by: { unit?: string; means?: string } | undefined): void {
  const u = s.units[i] as UnitStatus;
  if (u.status === 'destroyed') return;
  const w = unitOf(c, s, i);
  w.status = 'destroyed';
  w.modelsRemaining = 0;
  const def = s.setup.units[i] as UnitDef;
  const h = historyOf(c, s);
  h.destroyed = push(
    c,
    h.destroyed,
    made(c, { unit: def.id, owner: def.owner, byUnit: by?.unit ?? null, means: by?.means ?? (by === undefined ? 'other' : 'attack'), round: s.clock.round, turn: s.clock.turnPlayer === null ? 0 : s.clock.turnNumber }),
  );
}

function destroyedIn(s: ProtoState, unit: string | null, round: number, turn: number): Destroyed | undefined {
  if (unit === null) return undefined;
  let found: Destroyed | undefined;
  each(s.history.destroyed, (d) => {
    if (d.unit === unit && d.round === round && d.turn === turn) {
      found = d;
      return true;
    }
    return false;
  });
  return found;
}

/** A unit's packed zones at the end of (round, turn), or -1 (no report of that moment). */
function zonesOf(s: ProtoState, i: number, round: number, turn: number): number {
  const r = s.board.zones[i];
  if (r == null || r.round !== round || r.turn !== turn) return -1;
  return r.masks[i] ?? -1;
}
const bit = (s: ProtoState, zone: string): number => 1 << s.setup.zones.indexOf(zone);
function whollyIn(s: ProtoState, i: number, zone: string, round: number, turn: number): boolean | null {
  const z = zonesOf(s, i, round, turn);
  return z < 0 ? null : (z & bit(s, zone)) !== 0;
}

function judge(s: ProtoState, p: Pick): 'completed' | 'failed' | 'unknown' {
  const other = otherId(s, p.player);
  switch (p.tactic) {
    case 'gaining-momentum':
      return destroyedIn(s, p.target, p.round, p.turn) !== undefined && controlled(s, p.player) > controlled(s, other) ? 'completed' : 'failed';
    case 'an-eye-for-an-eye': {
      const pr = p.turn === 2 ? p.round : p.round - 1;
      const pt = p.turn === 2 ? 1 : 2;
      let lost = false;
      let avenged = false;
      each(s.history.destroyed, (d) => {
        if (pr >= 1 && d.owner === p.player && d.round === pr && d.turn === pt) lost = true;
        if (d.owner !== p.player && d.round === p.round && d.turn === p.turn) avenged = true;
      });
      return lost && avenged ? 'completed' : 'failed';
    }
    case 'desecrate-their-lands': {
      const t = p.target === null ? -1 : s.setup.terrain.findIndex((x) => x.id === p.target);
      const ctl = t < 0 ? null : s.board.terrain[t];
      if (ctl == null) return 'unknown';
      return ctl === p.player ? 'completed' : ctl === other ? 'failed' : 'unknown';
    }
    case 'this-ones-mine':
    case 'head-to-head': {
      const d = destroyedIn(s, p.target, p.round, p.turn);
      if (d === undefined) return 'failed';
      if (d.byUnit === null) return 'unknown';
      const bi = unitIx(s, d.byUnit);
      const by = bi < 0 ? undefined : (s.setup.units[bi] as UnitDef);
      if (p.tactic === 'this-ones-mine') {
        if (by === undefined || by.owner !== p.player || !by.general) return 'failed';
        return d.means === 'attack' ? 'completed' : d.means === 'spell' || d.means === 'ability' ? 'failed' : 'unknown';
      }
      if (by === undefined || by.owner !== p.player || !by.veteran || d.means === 'spell') return 'failed';
      return d.means === 'other' ? 'unknown' : 'completed';
    }
    case 'outmuscle': {
      let pg: string | undefined;
      each(s.history.provingGrounds, (x) => {
        if (x.round === p.round) {
          pg = x.objective;
          return true;
        }
        return false;
      });
      const ui = p.target === null ? -1 : unitIx(s, p.target);
      if (pg === undefined || ui < 0) return 'unknown';
      const o = s.setup.objectives.findIndex((x) => x.id === pg);
      if ((s.units[ui] as UnitStatus).status !== 'battlefield' || o < 0 || !(s.board.objectives[o] as ObjectiveStatus).active) return 'completed';
      const r = reportOf(s, o, p.round, p.turn);
      if (r === null) return 'unknown';
      for (let j = 0; j < r.packed.length; j += 3) if (r.packed[j + 1] === o && r.packed[j] === ui && counted(s, pg, ui, r.packed[j + 2] as number) > 0) return 'failed';
      return 'completed';
    }
    case 'against-the-odds': {
      const ui = p.target === null ? -1 : unitIx(s, p.target);
      if (ui < 0) return 'unknown';
      if ((s.units[ui] as UnitStatus).status !== 'battlefield') return 'failed';
      let unknown = false;
      for (let o = 0; o < s.setup.objectives.length; o++) {
        const st = s.board.objectives[o] as ObjectiveStatus;
        if (!st.active || st.controller !== p.player) continue;
        const r = reportOf(s, o, p.round, p.turn);
        if (r === null) {
          unknown = true;
          continue;
        }
        const id = (s.setup.objectives[o] as ObjectiveDef).id;
        let mineHere = false;
        let enemyVeteran = false;
        for (let j = 0; j < r.packed.length; j += 3) {
          const ei = r.packed[j] as number;
          if (r.packed[j + 1] !== o || counted(s, id, ei, r.packed[j + 2] as number) <= 0) continue;
          if (ei === ui) mineHere = true;
          const def = ei < 0 ? undefined : (s.setup.units[ei] as UnitDef);
          if (def !== undefined && def.owner !== p.player && def.veteran) enemyVeteran = true;
        }
        if (mineHere && !enemyVeteran) return 'completed';
      }
      return unknown ? 'unknown' : 'failed';
    }
    case 'barge-through-enemy-lines': {
      const zone = enemyTerritory(s, p.player);
      let n = 0;
      let unknown = 0;
      for (let i = 0; i < s.units.length; i++) {
        const def = s.setup.units[i] as UnitDef;
        if (def.owner !== p.player || !def.starting || (s.units[i] as UnitStatus).status !== 'battlefield') continue;
        const w = whollyIn(s, i, zone, p.round, p.turn);
        if (w === true) n++;
        else if (w === null) unknown++;
      }
      return n >= 2 ? 'completed' : n + unknown < 2 ? 'failed' : 'unknown';
    }
    default:
      return 'unknown';
  }
}

function bargeBonus(s: ProtoState, p: Pick): number {
  const zone = enemyTerritory(s, p.player);
  let n = 0;
  for (let i = 0; i < s.units.length; i++) {
    const def = s.setup.units[i] as UnitDef;
    if (def.owner === p.player && def.starting && (s.units[i] as UnitStatus).status === 'battlefield' && def.veteran && whollyIn(s, i, zone, p.round, p.turn) === true) n++;
  }
  return n >= 2 ? 1 : 0;
}

function strategy(s: ProtoState, gs: string, player: string, round: number, turn: number): boolean | null {
  const role = roleOf(s, player);
  const n = s.units.length;
  switch (gs) {
    case 'no-place-for-the-weak':
      for (let i = 0; i < n; i++) {
        const d = s.setup.units[i] as UnitDef;
        if (d.owner !== player && d.starting && d.battleline && (s.units[i] as UnitStatus).status === 'battlefield') return false;
      }
      return true;
    case 'tame-the-land': {
      let outside = 0;
      for (let o = 0; o < s.setup.objectives.length; o++) {
        const st = s.board.objectives[o] as ObjectiveStatus;
        if (!st.active) continue;
        const p = (s.setup.objectives[o] as ObjectiveDef).placement;
        const out = p === 'attacker-territory' || p === 'border-attacker' ? role !== 'attacker' : p === 'defender-territory' || p === 'border-defender' ? role !== 'defender' : true;
        if (!out) continue;
        outside++;
        if (st.controller !== player) return false;
      }
      return outside > 0;
    }
    case 'defend-whats-ours': {
      const zone = territory(role);
      let unknown = false;
      for (let i = 0; i < n; i++) {
        if ((s.setup.units[i] as UnitDef).owner === player || (s.units[i] as UnitStatus).status !== 'battlefield') continue;
        const w = whollyIn(s, i, zone, round, turn);
        if (w === true) return false;
        if (w === null) unknown = true;
      }
      return unknown ? null : true;
    }
    case 'take-whats-theirs': {
      const zone = territory(role === 'attacker' ? 'defender' : 'attacker');
      let mineN = 0;
      let theirs = 0;
      let mineUnknown = 0;
      let theirsUnknown = 0;
      for (let i = 0; i < n; i++) {
        if ((s.units[i] as UnitStatus).status !== 'battlefield') continue;
        const w = whollyIn(s, i, zone, round, turn);
        if ((s.setup.units[i] as UnitDef).owner === player) {
          if (w === true) mineN++;
          else if (w === null) mineUnknown++;
        } else if (w === true) theirs++;
        else if (w === null) theirsUnknown++;
      }
      return mineN > theirs + theirsUnknown ? true : mineN + mineUnknown <= theirs ? false : null;
    }
    case 'demonstration-of-strength': {
      let k = 0;
      for (let i = 0; i < n; i++) {
        const d = s.setup.units[i] as UnitDef;
        if (d.owner === player && d.starting && d.veteran && (s.units[i] as UnitStatus).status === 'battlefield') k++;
      }
      return k >= 3;
    }
    case 'show-of-dominance': {
      let unreported = false;
      let all = true;
      for (const q of QUARTERS) {
        let held = false;
        for (let i = 0; i < n; i++) {
          const d = s.setup.units[i] as UnitDef;
          if (d.owner !== player || (s.units[i] as UnitStatus).status !== 'battlefield' || !d.veteran) continue;
          const z = zonesOf(s, i, round, turn);
          if (z < 0) {
            unreported = true;
            continue;
          }
          const b = bit(s, q);
          if ((z & (b | (b << 16))) !== 0) held = true;
        }
        if (!held) all = false;
      }
      return all ? true : unreported ? null : false;
    }
    default:
      return false;
  }
}

function endBattle(c: FoldContext, s: M, concededBy?: string): void {
  if (s.clock.stage === 'ended') return;
  const round = nowRound(s.clock);
  const turn = nowTurn(s.clock);
  const k = clockOf(c, s);
  k.turnPlayer = null;
  k.turnNumber = 0;
  k.stage = 'ended';
  for (let i = 0; i < 2; i++) {
    const def = s.setup.players[i] as PlayerDef;
    if (def.grandStrategy === null) continue;
    const j = strategy(s, def.grandStrategy, def.id, round, turn);
    const done = j === null ? (s.players[i] as PlayerStatus).gsSaid === 'completed' : j;
    if (done) {
      playerOf(c, s, i).gsDone = true;
      award(c, s, def.id, 3, def.grandStrategy);
    }
  }
  const a = (s.setup.players[0] as PlayerDef).id;
  const b = (s.setup.players[1] as PlayerDef).id;
  const pa = s.players[0] as PlayerStatus;
  const pb = s.players[1] as PlayerStatus;
  if (concededBy !== undefined) s.result = made(c, { kind: 'major', winner: otherId(s, concededBy) });
  else if (pa.vp !== pb.vp) s.result = made(c, { kind: 'major', winner: pa.vp > pb.vp ? a : b });
  else {
    let ta = 0;
    let tb = 0;
    each(s.history.tactics, (p) => {
      if (p.completed) p.player === a ? ta++ : tb++;
    });
    if (ta !== tb) s.result = made(c, { kind: 'minor', winner: ta > tb ? a : b });
    else if (pa.gsDone !== pb.gsDone) s.result = made(c, { kind: 'minor', winner: pa.gsDone ? a : b });
    else s.result = made(c, { kind: 'draw', winner: null });
  }
}

function expire(c: FoldContext, s: M, until: number): void {
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i] as UnitStatus;
    if (u.fixed !== null && u.fixedUntil === until) unitOf(c, s, i).fixed = null;
  }
}

function endTurn(c: FoldContext, s: M): void {
  const player = s.clock.turnPlayer;
  if (player === null) return;
  const round = s.clock.round;
  const turn = s.clock.turnNumber;
  const vpBefore = (s.players[pIndex(s, player)] as PlayerStatus).vp;
  checkpoint(c, s, round, turn);
  const t = s.history.tactics;
  for (let i = t.length - 1; i >= 0 && i >= t.length - 4; i--) {
    const p = at(t, i);
    if (p.player !== player || p.round !== round || p.turn !== turn) continue;
    const j = judge(s, p);
    const verdict = j !== 'unknown' ? j : (p.statement ?? 'failed');
    if (verdict === 'completed') {
      const h = historyOf(c, s);
      h.tactics = setAt(c, h.tactics, i, made(c, { player: p.player, tactic: p.tactic, round: p.round, turn: p.turn, target: p.target, statement: p.statement, completed: true }));
      award(c, s, player, 2 + (p.tactic === 'barge-through-enemy-lines' ? bargeBonus(s, p) : 0), p.tactic);
    }
    break;
  }
  const mineN = controlled(s, player);
  const theirs = controlled(s, otherId(s, player));
  award(c, s, player, (mineN >= 1 ? 1 : 0) + (mineN >= 2 ? 1 : 0) + (mineN > theirs ? 1 : 0), 'objectives');
  each(s.history.alphas, (x) => {
    if (x.round === round && x.turn === turn) {
      const o = s.setup.objectives.findIndex((y) => y.id === x.objective);
      const st = o < 0 ? undefined : s.board.objectives[o];
      if (st !== undefined && st.active && st.controller === player) award(c, s, player, 1, 'alpha-objective');
      return true;
    }
    return false;
  });
  expire(c, s, 1);
  const h = historyOf(c, s);
  h.turns = push(c, h.turns, made(c, { player, round, turn, vp: (s.players[pIndex(s, player)] as PlayerStatus).vp - vpBefore }));
  const k = clockOf(c, s);
  k.turnPlayer = null;
  k.turnNumber = 0;
  k.phase = null;
  if (++k.turnsEnded < 2) return;
  if (s.board.provingGround !== null) boardOf(c, s).provingGround = null;
  expire(c, s, 2);
  if (k.round >= 5) endBattle(c, s);
}

/** Folds one event into the draft `s` (a fresh root). */
export function fold(c: FoldContext, s: M, event: GalletEvent): void {
  const d = event.data as unknown as D;
  s.eventCount++;
  switch (event.type) {
    case 'BattleSetUp': {
      const players = d['players'] as readonly { id: string; role: string; grandStrategy?: string }[];
      const objectives = (d['objectives'] as readonly { id: string; placement?: string }[]).map((o) => made(c, { id: o.id, placement: o.placement ?? null }));
      const terrain = ((d['terrain'] ?? []) as readonly { id: string; placement?: string }[]).map((t) => made(c, { id: t.id, placement: t.placement ?? null }));
      s.setup = made(c, {
        battlepack: 'gallet',
        plan: (d['battleplan'] as string | undefined) ?? null,
        players: made(c, players.map((p) => made(c, { id: p.id, role: p.role, grandStrategy: p.grandStrategy ?? null }))),
        units: made(c, [] as UnitDef[]),
        unitIndex: made(c, {}),
        objectives: made(c, objectives),
        terrain: made(c, terrain),
        zones: s.setup.zones,
        map: null,
      });
      s.players = made(c, [made(c, { vp: 0, gsSaid: null, gsDone: false }), made(c, { vp: 0, gsSaid: null, gsDone: false })]);
      s.board = made(c, {
        objectives: made(
          c,
          objectives.map(() => made(c, { active: true, controller: null })),
        ),
        reports: made(
          c,
          objectives.map(() => null),
        ),
        terrain: made(
          c,
          terrain.map(() => null),
        ),
        zones: made(c, [] as (ZonesReport | null)[]),
        provingGround: null,
      });
      clockOf(c, s).stage = 'deployment';
      return;
    }
    case 'UnitsAdded': {
      const origin = d['origin'] as string;
      const starting = s.clock.stage === 'deployment' && (origin === 'roster' || origin === 'reserve');
      const old = s.setup;
      const defs = old.units.slice();
      const index: Record<string, number> = { ...old.unitIndex };
      const units = unitsOf(c, s);
      const b = boardOf(c, s);
      const zones = listOf<ZonesReport | null>(c, b, 'zones');
      for (const u of d['units'] as readonly {
        id: string;
        owner: string;
        wounds: number;
        models: number;
        keywords?: readonly string[];
        roles?: readonly string[];
        mounted?: boolean;
        general?: boolean;
        countsAs?: number;
        tags?: readonly string[];
      }[]) {
        const battleline = u.roles?.includes('battleline') === true;
        index[u.id] = defs.length;
        defs.push(
          made(c, {
            id: u.id,
            owner: u.owner,
            models: u.models,
            wounds: u.wounds,
            starting,
            veteran: (battleline && u.wounds <= 4 && u.mounted !== true) || u.keywords?.some((k) => k.toUpperCase() === 'GALLETIAN VETERANS') === true,
            general: u.general === true,
            battleline,
            perModel: u.countsAs ?? (u.tags?.includes('expert-conquerors') === true ? 3 : 1),
            origin,
          }),
        );
        units.push(made(c, { status: origin === 'reserve' ? 'reserve' : 'battlefield', modelsRemaining: u.models, fixed: null, fixedUntil: 0, gazeUntil: null, wounds: 0 }));
        zones.push(null);
      }
      s.setup = made(c, { battlepack: old.battlepack, plan: old.plan, players: old.players, units: made(c, defs), unitIndex: made(c, index), objectives: old.objectives, terrain: old.terrain, zones: old.zones, map: old.map });
      return;
    }
    case 'UnitArrived': {
      const i = unitIx(s, d['unit'] as string);
      if (i >= 0) unitOf(c, s, i).status = 'battlefield';
      return;
    }
    case 'DeploymentFinished':
      clockOf(c, s).stage = 'battle';
      return;
    case 'PriorityDetermined': {
      const k = clockOf(c, s);
      k.round = d['round'] as number;
      k.first = d['firstTurn'] as string;
      k.second = otherId(s, k.first);
      k.turnsEnded = 0;
      const h = historyOf(c, s);
      h.rounds = push(c, h.rounds, made(c, { round: k.round, first: k.first }));
      return;
    }
    case 'TurnStarted': {
      const k = clockOf(c, s);
      k.turnPlayer = d['player'] as string;
      k.turnNumber = k.turnsEnded + 1;
      return;
    }
    case 'PhaseStarted': {
      const k = clockOf(c, s);
      k.phase = d['phase'] as string;
      if (d['phase'] === 'hero' && k.turnPlayer !== null)
        for (let i = 0; i < s.units.length; i++) if ((s.units[i] as UnitStatus).gazeUntil === k.turnPlayer) unitOf(c, s, i).gazeUntil = null;
      return;
    }
    case 'BattleTacticPicked': {
      const target = d['target'] as { id: string } | undefined;
      const h = historyOf(c, s);
      h.tactics = push(c, h.tactics, made(c, { player: d['player'] as string, tactic: d['tactic'] as string, round: s.clock.round, turn: s.clock.turnNumber, target: target?.id ?? null, statement: null, completed: false }));
      return;
    }
    case 'BattleTacticCompleted':
    case 'BattleTacticFailed': {
      const player = d['player'] as string;
      const tactic = d['tactic'] as string;
      const t = s.history.tactics;
      for (let i = t.length - 1; i >= 0 && i >= t.length - 4; i--) {
        const p = at(t, i);
        if (p.player === player && p.tactic === tactic && p.round === s.clock.round && p.turn === s.clock.turnNumber) {
          const h = historyOf(c, s);
          h.tactics = setAt(c, t, i, made(c, { player, tactic, round: p.round, turn: p.turn, target: p.target, statement: event.type === 'BattleTacticCompleted' ? 'completed' : 'failed', completed: p.completed }));
          break;
        }
      }
      return;
    }
    case 'GrandStrategyCompleted':
    case 'GrandStrategyFailed':
      playerOf(c, s, pIndex(s, d['player'] as string)).gsSaid = event.type === 'GrandStrategyCompleted' ? 'completed' : 'failed';
      return;
    case 'ObjectiveControlSet': {
      const o = s.setup.objectives.findIndex((x) => x.id === d['objective']);
      if (o < 0) return;
      const st = s.board.objectives[o] as ObjectiveStatus;
      listOf<ObjectiveStatus>(c, boardOf(c, s), 'objectives')[o] = made(c, { active: st.active, controller: d['player'] as string | null });
      return;
    }
    case 'ObjectiveContestReported': {
      const covered = d['objectives'] as readonly string[] | undefined;
      const contests = d['contests'] as readonly Entry[];
      const packed = made(c, new Array<number>(contests.length * 3));
      for (let j = 0; j < contests.length; j++) {
        const e = contests[j] as Entry & { wholly?: boolean };
        packed[3 * j] = unitIx(s, e.unit);
        packed[3 * j + 1] = s.setup.objectives.findIndex((x) => x.id === e.objective);
        packed[3 * j + 2] = (e.models ?? 0) * 4 + (e.wholly === true ? 2 : 0) + (e.counts === false ? 1 : 0);
      }
      const report = made(c, { round: nowRound(s.clock), turn: nowTurn(s.clock), packed });
      const reports = listOf<ContestReport | null>(c, boardOf(c, s), 'reports');
      const objs = s.setup.objectives;
      for (let o = 0; o < objs.length; o++) {
        if (covered === undefined ? !(s.board.objectives[o] as ObjectiveStatus).active : !covered.includes((objs[o] as ObjectiveDef).id)) continue;
        reports[o] = report;
      }
      return;
    }
    case 'ModelsSlain': {
      const i = unitIx(s, d['unit'] as string);
      if (i < 0) return;
      const left = Math.max(0, (s.units[i] as UnitStatus).modelsRemaining - (d['count'] as number));
      if (left === 0) destroy(c, s, i, d['by'] as { unit?: string; means?: string });
      else unitOf(c, s, i).modelsRemaining = left;
      return;
    }
    case 'UnitDestroyed': {
      const i = unitIx(s, d['unit'] as string);
      if (i >= 0) destroy(c, s, i, d['by'] as { unit?: string; means?: string });
      return;
    }
    case 'UnitRemoved': {
      const i = unitIx(s, d['unit'] as string);
      if (i >= 0) unitOf(c, s, i).status = (d['reason'] ?? 'other') === 'other' ? 'removed' : 'reserve';
      return;
    }
    case 'ZonesReported': {
      const units = d['units'] as Record<string, ZoneSet>;
      const names = s.setup.zones;
      const masks = made(c, new Array<number>(s.units.length).fill(-1));
      const report = made(c, { round: nowRound(s.clock), turn: nowTurn(s.clock), masks });
      const zones = listOf<ZonesReport | null>(c, boardOf(c, s), 'zones');
      for (const id in units) {
        const i = unitIx(s, id);
        if (i < 0) continue;
        const z = units[id] as ZoneSet;
        let m = 0;
        // (a zone no map names would need a wider report; the Gallet maps name only these)
        for (const n of z.wholly ?? EMPTY) m |= 1 << names.indexOf(n);
        for (const n of z.partly ?? EMPTY) m |= 1 << (16 + names.indexOf(n));
        masks[i] = m;
        zones[i] = report;
      }
      return;
    }
    case 'TerrainControlSet': {
      const t = s.setup.terrain.findIndex((x) => x.id === d['terrain']);
      if (t >= 0) listOf<string | null>(c, boardOf(c, s), 'terrain')[t] = d['player'] as string | null;
      return;
    }
    case 'TurnEnded':
      endTurn(c, s);
      return;
    case 'BattleEnded':
      endBattle(c, s, d['reason'] === 'concession' ? (d['concededBy'] as string) : undefined);
      return;
    case 'AlphaObjectiveNamed': {
      const h = historyOf(c, s);
      h.alphas = push(c, h.alphas, made(c, { round: s.clock.round, turn: s.clock.turnNumber, objective: d['objective'] as string }));
      return;
    }
    case 'ProvingGroundPicked': {
      const pick = made(c, { round: s.clock.round, objective: d['objective'] as string });
      boardOf(c, s).provingGround = pick;
      const h = historyOf(c, s);
      h.provingGrounds = push(c, h.provingGrounds, pick);
      return;
    }
    case 'GazeOfGhurCast': {
      const ci = unitIx(s, d['caster'] as string);
      const ti = unitIx(s, d['target'] as string);
      // core rules 19.1 (as in the floor): a failed or unbound attempt is recorded but has no effect
      const outcome = (d['outcome'] as string | undefined) ?? 'cast';
      if (outcome === 'cast' && ci >= 0 && ti >= 0) unitOf(c, s, ti).gazeUntil = (s.setup.units[ci] as UnitDef).owner;
      return;
    }
    case 'ContestingModelsFixed': {
      const i = unitIx(s, d['unit'] as string);
      if (i < 0) return;
      const until = d['until'];
      const u = unitOf(c, s, i);
      u.fixed = d['countsAs'] as number;
      u.fixedUntil = until === 'end-of-turn' ? 1 : until === 'end-of-round' ? 2 : 0;
      return;
    }
    case 'WoundsCharacteristicChanged': {
      const i = unitIx(s, d['unit'] as string);
      if (i >= 0) unitOf(c, s, i).wounds = d['wounds'] as number;
      return;
    }
    case 'UnitRallied': {
      const i = unitIx(s, d['unit'] as string);
      if (i < 0 || (s.units[i] as UnitStatus).status === 'destroyed') return;
      let hits = 0;
      for (const r of d['rolls'] as readonly number[]) if (r >= 6) hits++;
      const def = s.setup.units[i] as UnitDef;
      const u = s.units[i] as UnitStatus;
      // (a changed Wounds characteristic caps a rally too, as in the floor)
      const back = Math.min(hits, Math.floor(10 / Math.max(1, u.wounds > 0 ? u.wounds : def.wounds)), def.models - u.modelsRemaining);
      if (back > 0) unitOf(c, s, i).modelsRemaining += back;
      return;
    }
    case 'TerrainContestReported': {
      const t = s.setup.terrain.findIndex((x) => x.id === d['terrain']);
      if (t < 0) return;
      let ta = 0;
      let tb = 0;
      const a = (s.setup.players[0] as PlayerDef).id;
      for (const e of d['contests'] as readonly { unit: string; models: number }[]) {
        const i = unitIx(s, e.unit);
        if (i < 0) continue;
        const u = s.units[i] as UnitStatus;
        if (u.status !== 'battlefield') continue;
        const def = s.setup.units[i] as UnitDef;
        const n = e.models * (u.fixed !== null ? u.fixed : def.perModel);
        if (def.owner === a) ta += n;
        else tb += n;
      }
      if (ta !== tb) listOf<string | null>(c, boardOf(c, s), 'terrain')[t] = ta > tb ? a : (s.setup.players[1] as PlayerDef).id;
      return;
    }
    default:
      return;
  }
}

/**
 * `apply` on the prototype: a new state from `prev` and one event; `prev` is left alone. The new root, and every
 * object the event made, frozen once (unless `freeze` is false).
 */
export function apply(c: FoldContext, prev: ProtoState, event: GalletEvent): ProtoState {
  const s: M = { setup: prev.setup, clock: prev.clock, players: prev.players, units: prev.units, board: prev.board, history: prev.history, result: prev.result, eventCount: prev.eventCount };
  c.created.length = 0;
  c.own?.clear();
  fold(c, s, event);
  if (c.freeze) {
    const made = c.created;
    for (let i = 0; i < made.length; i++) Object.freeze(made[i]);
    // what the event's data put in the state (contest entries, zones) is frozen with it
    Object.freeze(s);
  }
  return s;
}


/** Trusted replay on the prototype: one private draft for the whole log, one deep freeze at the end. */
export function replayTransient(events: readonly GalletEvent[]): ProtoState {
  const c = context(true);
  const s = initial(true) as M;
  for (let i = 0; i < events.length; i++) fold(c, s, events[i] as GalletEvent);
  return deepFreeze(s);
}

/** The same through `apply` event by event (every state kept by the caller if it wants). */
export function replayPersistent(events: readonly GalletEvent[], freeze = true): ProtoState {
  const c = context(false, freeze);
  let s = freeze ? FROZEN_INITIAL : initial(true);
  for (let i = 0; i < events.length; i++) s = apply(c, s, events[i] as GalletEvent);
  return s;
}

/** The initial state every persistent fold starts from: one frozen object for every battle. */
export const FROZEN_INITIAL: ProtoState = initial(false);

/** A player's VP in a prototype state (a selector: reads go through functions, not fields). */
export function vpOf(s: ProtoState, player: 0 | 1): number {
  return (s.players[player] as PlayerStatus | undefined)?.vp ?? 0;
}
