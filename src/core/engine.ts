/**
 * The engine of one battlepack: apply events on the public (validated, immutable) path, ask without acting,
 * replay logs, and the trusted fast path for bots and simulators.
 * @module
 */
import { Immer } from 'immer';
import * as z from 'zod/mini';
import type { $ZodType, output as SchemaOutput } from 'zod/v4/core';
import { eventTypeOf, type AnyEvent, type AnyEventSchema, type Battlepack, type EventsOf, type PackEventDef, type PackIds } from './battlepack.js';
import { decide } from './decide.js';
import { editionProfile } from './edition.js';
import { BattleError, violation, type RuleViolation } from './errors.js';
import { PARSE_OPTIONS, zodIssues } from './issues.js';
import { copyRoot, createInitialState, evolve, freezeRoot, hasRootShape } from './evolve.js';
import { clonePlain, deepFreeze } from './freeze.js';
import { currentRound, has } from './rules-of.js';
import { coreEventSchemas, type CoreEvent, type Phase, type Target } from './schema.js';
import type { BattleState, Draft, PendingRoll, Stage } from './state.js';

const immer = new Immer({ autoFreeze: true });

// Every state this module hands out is deep-frozen. `apply` folds one it knows copy-on-write (see `own` in evolve.ts):
// a copy of the root, copies of what the event changes, the rest shared. A state it does not know (e.g. parsed from
// JSON, perhaps not frozen) goes through immer instead, as it always did. Known states: the initial state and replay
// results (a WeakSet: few), and the last states `apply` returned (a ring: adding every state to a WeakSet cost more than
// the rest of a small apply). A state that has left the ring is still folded correctly, through immer, once.
const sealedStates = new WeakSet<object>();
const RECENT = 64;
const recentStates: (object | undefined)[] = new Array<object | undefined>(RECENT);
let recentAt = 0;

function seal<S extends object>(state: S): S {
  deepFreeze(state);
  // only a root with the usual keys in the usual order: the copy-on-write fold rebuilds the root from them
  if (hasRootShape(state)) sealedStates.add(state);
  return state;
}

function remember(state: object): void {
  recentStates[recentAt] = state;
  recentAt = (recentAt + 1) % RECENT;
}

function isSealed(state: object): boolean {
  for (let i = 1; i <= RECENT; i++) if (recentStates[(recentAt - i + RECENT) % RECENT] === state) return true;
  return sealedStates.has(state);
}

/** The result of applying one event on the public path. A rejected event leaves the input state as it was (the same object). */
export type ApplyResult<X> =
  | { readonly ok: true; readonly state: BattleState<X> }
  | { readonly ok: false; readonly violations: readonly RuleViolation[] };

/** The result of a replay: the final state, or the first rejected event's violations and the last good state. */
export type ReplayResult<X> =
  | { readonly ok: true; readonly state: BattleState<X>; readonly applied: number }
  | { readonly ok: false; readonly violations: readonly RuleViolation[]; readonly state: BattleState<X>; readonly applied: number };

/** A battle tactic a player may still pick, with its valid targets (`null` when it takes none); `T` is the pack's tactic ids. */
export interface AvailableTactic<T extends string = string> {
  readonly id: T;
  readonly name: string;
  readonly targets: readonly Target[] | null;
}

/** What may happen now, computed with the same code the engine uses to accept events; `I` is the pack's ids. */
export interface Availability<I extends PackIds = PackIds> {
  readonly stage: Stage;
  readonly round: number;
  readonly activePlayer: string | null;
  readonly phase: string | null;
  /** Whose turn starts next, when no turn is under way and the round has one left. */
  readonly nextTurn: string | null;
  /** Whether the next event must be a new round's priority. */
  readonly awaitingPriority: boolean;
  readonly pendingRoll: PendingRoll | null;
  /** Whether the active player may pick a battle tactic right now. */
  readonly canPickBattleTactic: boolean;
  /** Per player: tactics not yet used in this battle that are valid now. */
  readonly battleTactics: Readonly<Record<string, readonly AvailableTactic<I['battleTactic']>[]>>;
  /** Objectives on the battlefield. */
  readonly objectives: readonly string[];
  /**
   * The phases still to come in the turn under way, in order, after {@link Availability.phase} (empty when no turn is
   * under way or the turn is in its last phase); a `PhaseStarted` may name any of them (phases may be skipped). Which
   * other events would be accepted depends on their data: ask `engine.check` or `engine.can` with the event itself.
   */
  readonly phasesLeft: readonly Phase[];
}

/** An engine bound to one battlepack: its state `X`, its events `E` and the ids `I` of its battleplans, tactics and strategies. */
export interface Engine<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds> {
  readonly pack: Battlepack<X, E, I>;
  /**
   * The zod schema of every event this engine accepts (core and pack events), typed with zod's core types: use it
   * with the functions of classic `zod` or `zod/mini` (`z.safeParse(engine.eventSchema, x)`, `z.toJSONSchema(…)`).
   */
  readonly eventSchema: $ZodType<CoreEvent | SchemaOutput<E[number]['schema']>, EventsOf<E, I>>;
  /** The state before set-up (deep-frozen). */
  initialState(): BattleState<X>;
  /**
   * Validates and folds one event. Never throws for bad input: a refused event comes back as violations, and the state
   * passed in is left as it was.
   * @example
   * ```ts
   * import { galletEngine } from 'battlepack-engine/gallet';
   *
   * const r = galletEngine.apply(galletEngine.initialState(), {
   *   type: 'BattleSetUp',
   *   data: {
   *     battlepack: { id: 'gallet-2022-s1', version: '1.0.0' },
   *     battleplan: 'turf-war',
   *     pointsLimit: 2000,
   *     players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }],
   *   },
   * });
   * if (r.ok) console.log(r.state.stage); // 'deployment'
   * else for (const v of r.violations) console.log(v.code, v.message);
   * ```
   */
  apply(state: BattleState<X>, event: EventsOf<E, I>): ApplyResult<X>;
  /** Like `apply`, but throws a {@link BattleError} on violations. For scripts and tests. */
  applyOrThrow(state: BattleState<X>, event: EventsOf<E, I>): BattleState<X>;
  /** The violations `event` would raise now; empty when it would be accepted. Changes nothing. */
  check(state: BattleState<X>, event: EventsOf<E, I>): readonly RuleViolation[];
  /** Whether `event` would be accepted now. */
  can(state: BattleState<X>, event: EventsOf<E, I>): boolean;
  /**
   * What may happen now: the stage, whose turn and phase, whether a battle tactic may be picked and which ones (with
   * their valid targets), the objectives on the battlefield.
   * @example
   * ```ts
   * import { randomBattle } from 'battlepack-engine';
   * import { galletEngine } from 'battlepack-engine/gallet';
   *
   * // a battle stopped at its 12th event, wherever that is
   * const { state } = randomBattle(galletEngine, { seed: 2, stopAfter: 12 });
   * const now = galletEngine.available(state);
   * console.log(now.stage, now.activePlayer, now.phase, now.phasesLeft);
   * for (const [player, tactics] of Object.entries(now.battleTactics)) console.log(player, tactics.map((t) => t.id));
   * ```
   */
  available(state: BattleState<X>): Availability<I>;
  /**
   * Validates and folds events from the initial state (or `from`); freezes once at the end. Stops at the first refused
   * event and returns its violations with the last good state.
   * @example
   * ```ts
   * import { randomBattle } from 'battlepack-engine';
   * import { galletEngine } from 'battlepack-engine/gallet';
   *
   * const { events } = randomBattle(galletEngine, { seed: 1 });
   * const r = galletEngine.replay(events);
   * console.log(r.ok, r.applied === events.length, r.state.result?.kind);
   * ```
   */
  replay(events: Iterable<unknown>, from?: BattleState<X>): ReplayResult<X>;
  /** Like `replay`, but throws a {@link BattleError}. */
  replayOrThrow(events: readonly unknown[]): BattleState<X>;
  /**
   * The trusted fast path: the same rule code on plain mutable objects, no zod, no immer, no checks. For bots and
   * simulators that make their events themselves; validate what comes from outside with `replay` or `apply`.
   * @example
   * ```ts
   * import { randomBattle } from 'battlepack-engine';
   * import { galletEngine } from 'battlepack-engine/gallet';
   *
   * const { events } = randomBattle(galletEngine, { seed: 7 });
   * const state = galletEngine.trusted.replay(events); // a plain, mutable state
   * console.log(Object.values(state.players).map((p) => `${p.id}: ${p.vp} VP`));
   * ```
   */
  readonly trusted: TrustedRunner<X, E, I>;
}

/** Every event an engine accepts, as a caller writes it: `EventOf<typeof galletEngine>`. */
export type EventOf<En> = En extends Engine<infer X, infer E, infer I> ? (E extends readonly PackEventDef<X, AnyEventSchema>[] ? EventsOf<E, I> : never) : never;

/** Options of {@link createEngine}. */
export interface EngineOptions {
  /**
   * Compiles each event schema ahead of time: pass `compile` from `zod/mini` or `zod` (zod 4.5 or later). Events
   * are then parsed about twice as fast, with the same results and messages (a validated replay of recorded Gallet
   * battles: ~1.3× faster). Left out, events are parsed by zod's runtime parser, and a browser bundle does not carry
   * zod's compiler (35 kB minified, 9.5 kB gzipped).
   */
  readonly compile?: <T extends $ZodType>(schema: T) => T;
}

/** The fast path for bots and simulators. Input is trusted: nothing is validated. */
export interface TrustedRunner<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds> {
  /** A fresh, mutable state before set-up. */
  initialState(): Draft<X>;
  /** Folds one event into `state`, mutating it. */
  apply(state: Draft<X>, event: EventsOf<E, I>): void;
  /**
   * Folds all events into a fresh mutable state. Takes any iterable (an array, or a generator that reads a log one
   * event at a time), so a long log need not be held in memory whole; the state copies what it keeps of each event.
   */
  replay(events: Iterable<EventsOf<E, I>>): Draft<X>;
}

/**
 * The path of the first own `__proto__` key inside a value (JSON.parse makes such keys), or null. Iterative, so a deeply
 * nested value cannot overflow the stack; a value seen twice is walked once.
 */
export function protoKeyPath(value: unknown): (string | number)[] | null {
  // each entry links to its parent, so the path is built only when a key is found (no copying per level)
  interface Step {
    readonly v: unknown;
    readonly key: string | number | null;
    readonly up: Step | null;
  }
  const pathOf = (step: Step | null, last: string): (string | number)[] => {
    const out: (string | number)[] = [last];
    for (let s = step; s !== null && s.key !== null; s = s.up) out.push(s.key);
    return out.reverse();
  };
  const seen = new Set<object>();
  const todo: Step[] = [{ v: value, key: null, up: null }];
  for (let step = todo.pop(); step !== undefined; step = todo.pop()) {
    const v = step.v;
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) todo.push({ v: v[i], key: i, up: step });
      continue;
    }
    if (Object.prototype.hasOwnProperty.call(v, '__proto__')) return pathOf(step, '__proto__');
    const keys = Object.keys(v);
    for (let i = keys.length - 1; i >= 0; i--) {
      const k = keys[i] as string;
      todo.push({ v: (v as Record<string, unknown>)[k], key: k, up: step });
    }
  }
  return null;
}

/**
 * Whether a value holds an own `__proto__` key anywhere, as {@link protoKeyPath} finds them, without building paths
 * (the common answer is no). Past `limit` objects it leaves the question to `protoKeyPath`, which guards against values
 * seen twice (a cycle); event data never comes near that size.
 */
function mayHaveProtoKey(value: unknown, limit = 2048): boolean {
  if (value === null || typeof value !== 'object') return false;
  const todo: object[] = [value];
  let walked = 0;
  for (let v = todo.pop(); v !== undefined; v = todo.pop()) {
    if (++walked > limit) return true;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        const x: unknown = v[i];
        if (x !== null && typeof x === 'object') todo.push(x);
      }
      continue;
    }
    if (Object.prototype.hasOwnProperty.call(v, '__proto__')) return true;
    for (const k of Object.keys(v)) {
      const x: unknown = (v as Record<string, unknown>)[k];
      if (x !== null && typeof x === 'object') todo.push(x);
    }
  }
  return false;
}

/** The message for an own `__proto__` key. */
export const PROTO_KEY_MESSAGE = 'A key named "__proto__" is never allowed (it could change what objects inherit); remove it';


function zodViolations(error: z.core.$ZodError, eventIndex?: number): RuleViolation[] {
  return zodIssues(error).map((i) =>
    violation('schema/invalid', `${i.message}${i.path.length > 0 ? ` at ${i.path.join('.')}` : ''}.`, {
      path: i.path,
      ...(eventIndex !== undefined ? { eventIndex } : {}),
    }),
  );
}

/**
 * Creates the engine of a battlepack: its public API (`apply`, `check`, `can`, `available`, `replay`…) and the
 * trusted fast path. Pass `{ compile }` from zod to parse events with schemas compiled ahead of time.
 * @example
 * ```ts
 * import * as z from 'zod/mini';
 * import { createEngine } from 'battlepack-engine';
 * import { gallet } from 'battlepack-engine/gallet';
 *
 * const engine = createEngine(gallet); // what `galletEngine` is
 * const server = createEngine(gallet, { compile: z.compile }); // faster bulk validation, a larger bundle
 * console.log(engine.initialState().stage, server.pack.id); // awaiting-setup gallet-2022-s1
 * ```
 */
export function createEngine<X, const E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds>(pack: Battlepack<X, E, I>, options: EngineOptions = {}): Engine<X, E, I> {
  const p = pack as unknown as Battlepack<X>;
  const schemas: AnyEventSchema[] = [...coreEventSchemas, ...p.events.map((e) => e.schema)];
  // once the type is known, an event is parsed by the schema of that type alone, so its violations speak only of that
  // event's own fields; the first schema of a type wins, as in the union (`eventSchema`, for JSON Schema and callers)
  const byType = new Map<string, AnyEventSchema>();
  for (const s of schemas) {
    const type = eventTypeOf(s);
    if (!byType.has(type)) byType.set(type, options.compile === undefined ? s : options.compile(s));
  }
  const knownTypes = [...byType.keys()];
  const eventSchema = z.discriminatedUnion('type', schemas as unknown as [typeof coreEventSchemas[0], ...(typeof coreEventSchemas[number])[]]);

  const parse = (raw: unknown, eventIndex?: number): { ok: true; event: AnyEvent } | { ok: false; violations: RuleViolation[] } => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
      return { ok: false, violations: [violation('schema/invalid', 'An event is an object { type, data }.', { path: [], ...(eventIndex !== undefined ? { eventIndex } : {}) })] };
    const type = (raw as { type?: unknown }).type;
    const schema = typeof type === 'string' ? byType.get(type) : undefined;
    if (schema === undefined)
      return {
        ok: false,
        violations: [
          violation('event/unknown-type', `Unknown event type ${typeof type === 'string' ? JSON.stringify(type) : `(${type === null ? 'null' : typeof type})`}; the known types are ${knownTypes.join(', ')}.`, {
            path: ['type'],
            ...(eventIndex !== undefined ? { eventIndex } : {}),
          }),
        ],
      };
    // zod drops own "__proto__" keys silently in records; refuse them everywhere instead of losing them
    const proto = mayHaveProtoKey(raw) ? protoKeyPath(raw) : null;
    if (proto !== null)
      return { ok: false, violations: [violation('schema/invalid', `${PROTO_KEY_MESSAGE} at ${proto.join('.')}.`, { path: proto, ...(eventIndex !== undefined ? { eventIndex } : {}) })] };
    const r = z.safeParse(schema, raw, PARSE_OPTIONS);
    return r.success ? { ok: true, event: r.data as AnyEvent } : { ok: false, violations: zodViolations(r.error, eventIndex) };
  };

  const withIndex = (vs: readonly RuleViolation[], eventIndex: number): RuleViolation[] => vs.map((v) => ({ ...v, eventIndex }));

  const initial = seal(createInitialState(p));

  const check = (state: BattleState<X>, event: unknown): RuleViolation[] => {
    const parsed = parse(event, state.eventCount);
    if (!parsed.ok) return parsed.violations;
    return withIndex(decide(p, state, parsed.event, state.eventCount), state.eventCount);
  };

  const apply = (state: BattleState<X>, event: unknown): ApplyResult<X> => {
    const parsed = parse(event, state.eventCount);
    if (!parsed.ok) return { ok: false, violations: parsed.violations };
    const vs = decide(p, state, parsed.event, state.eventCount);
    if (vs.length > 0) return { ok: false, violations: withIndex(vs, state.eventCount) };
    if (isSealed(state)) {
      // a copy of the root; evolve copies each frozen object it writes to; then the new parts are frozen
      const work = copyRoot(state);
      evolve(p, work, parsed.event, true);
      const next = freezeRoot(work, state);
      remember(next);
      return { ok: true, state: next };
    }
    const next = immer.produce(state, (draft) => {
      evolve(p, draft as unknown as Draft<X>, parsed.event);
    });
    return { ok: true, state: seal(next) };
  };

  const replay = (events: Iterable<unknown>, from?: BattleState<X>): ReplayResult<X> => {
    // validate at the boundary, fold on a private mutable copy, freeze once at the edge
    const work = clonePlain(from ?? initial) as Draft<X>;
    let applied = 0;
    for (const raw of events) {
      const index = work.eventCount;
      const parsed = parse(raw, index);
      const vs = parsed.ok ? withIndex(decide(p, work as BattleState<X>, parsed.event, index), index) : parsed.violations;
      if (vs.length > 0) return { ok: false, violations: vs, state: seal(work as BattleState<X>), applied };
      if (parsed.ok) evolve(p, work, parsed.event);
      applied++;
    }
    return { ok: true, state: seal(work as BattleState<X>), applied };
  };

  const available = (state: BattleState<X>): Availability<I> => {
    const cur = currentRound(state);
    const nextTurn = state.stage === 'battle' && state.turn === null && cur !== undefined && cur.turnsEnded < 2 ? (cur.turnsEnded === 0 ? cur.first : cur.second) : null;
    const awaitingPriority = state.stage === 'battle' && state.turn === null && (cur === undefined || cur.turnsEnded >= 2) && state.pendingRoll === null;
    const tactics: Record<string, AvailableTactic<I['battleTactic']>[]> = {};
    for (const player of state.playerOrder) {
      const used = new Set(state.tactics.filter((t) => t.player === player).map((t) => t.tactic));
      const list: AvailableTactic<I['battleTactic']>[] = [];
      for (const def of Object.values(p.battleTactics)) {
        if (used.has(def.id)) continue;
        if (state.stage !== 'ended' && def.available !== undefined && !def.available(state, player)) continue;
        const targets = def.target === undefined ? null : def.target.options(state, player);
        if (targets !== null && targets.length === 0) continue;
        list.push({ id: def.id as I['battleTactic'], name: def.name, targets });
      }
      tactics[player] = list;
    }
    const turn = state.turn;
    const canPick =
      turn !== null && turn.phase === 'hero' && turn.tacticWindow && state.pendingRoll === null && !state.tactics.some((t) => t.player === turn.player && t.round === state.round && t.turn === turn.number);
    const phases = editionProfile(p.edition).phases;
    const phaseIndex = turn?.phase == null ? -1 : phases.indexOf(turn.phase);
    return {
      stage: state.stage,
      round: state.round,
      activePlayer: turn?.player ?? null,
      phase: turn?.phase ?? null,
      nextTurn,
      awaitingPriority,
      pendingRoll: state.pendingRoll,
      canPickBattleTactic: canPick,
      battleTactics: tactics,
      objectives: Object.values(state.objectives)
        .filter((o) => o.active)
        .map((o) => o.id),
      phasesLeft: turn === null ? [] : phases.slice(phaseIndex + 1),
    };
  };

  const trusted: TrustedRunner<X, E, I> = {
    initialState: () => clonePlain(initial) as Draft<X>,
    apply: (state, event) => evolve(p, state, event as AnyEvent),
    replay: (events) => {
      const s = clonePlain(initial) as Draft<X>;
      for (const e of events) evolve(p, s, e as AnyEvent);
      return s;
    },
  };

  return {
    pack,
    eventSchema: eventSchema as unknown as Engine<X, E, I>['eventSchema'],
    initialState: () => initial,
    apply,
    applyOrThrow: (state, event) => {
      const r = apply(state, event);
      if (!r.ok) throw new BattleError(r.violations);
      return r.state;
    },
    check,
    can: (state, event) => check(state, event).length === 0,
    available,
    replay,
    replayOrThrow: (events) => {
      const r = replay(events);
      if (!r.ok) throw new BattleError(r.violations);
      return r.state;
    },
    trusted,
  };
}

export { has };
