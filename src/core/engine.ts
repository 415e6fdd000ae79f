/**
 * The engine of one battlepack: apply events on the public (validated, immutable) path, ask without acting,
 * replay logs, and the trusted fast path for bots and simulators.
 * @module
 */
import { z } from 'zod';
import type { AnyEvent, AnyEventSchema, Battlepack, EventsOf, PackEventDef } from './battlepack.js';
import { decide } from './decide.js';
import { editionProfile } from './edition.js';
import { BattleError, echo, violation, type RuleViolation } from './errors.js';
import { copyRoot, createInitialState, evolve, freezeRoot } from './evolve.js';
import { clonePlain, deepFreeze, freezeData } from './freeze.js';
import { PROTO_KEY_MESSAGE, readEvent } from './plain.js';
import { currentRound, has } from './rules-of.js';
import { coreEventSchemas, type Target } from './schema.js';
import type { BattleState, Draft, PendingRoll, Stage } from './state.js';
import { readState } from './state-shape.js';

// Every state the engine hands out is deep-frozen, and `apply` folds the states it made copy-on-write (see `own` in
// evolve.ts): a copy of the root, copies of what the event changes, the rest shared. Each engine knows its own states
// by a private stamp on their roots (`madeStates`; no module state: a state is known to the engine that made it,
// however many battles are open).
// Any other state (parsed from JSON, `structuredClone`d, a trusted-path draft, another engine's) is read once as plain
// data, checked against the battle state's shape and the pack (`readState`), frozen and remembered: the caller's
// objects are never frozen or changed.

/** The result of applying one event on the public path. A rejected event leaves the input state as it was (the same object). */
export type ApplyResult<X> =
  | { readonly ok: true; readonly state: BattleState<X> }
  | { readonly ok: false; readonly violations: readonly RuleViolation[] };

/** The result of a replay: the final state, or the first rejected event's violations and the last good state. */
export type ReplayResult<X> =
  | { readonly ok: true; readonly state: BattleState<X>; readonly applied: number }
  | { readonly ok: false; readonly violations: readonly RuleViolation[]; readonly state: BattleState<X>; readonly applied: number };

/** A battle tactic a player may still pick, with its valid targets (`null` when it takes none). */
export interface AvailableTactic {
  readonly id: string;
  readonly name: string;
  readonly targets: readonly Target[] | null;
}

/** What may happen now, computed with the same code the engine uses to accept events. */
export interface Availability {
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
  readonly battleTactics: Readonly<Record<string, readonly AvailableTactic[]>>;
  /** Objectives on the battlefield. */
  readonly objectives: readonly string[];
  /** Event types that could be accepted now (ignoring their data). */
  readonly phasesLeft: readonly string[];
  /**
   * Present only when the state was refused (`state/foreign`, `state/invalid`): why. Nothing is available then: no
   * turn, no tactics, no objectives.
   */
  readonly violations?: readonly RuleViolation[];
}

/** An engine bound to one battlepack. */
export interface Engine<X, E extends readonly PackEventDef<X, AnyEventSchema>[]> {
  readonly pack: Battlepack<X, E>;
  /** The zod schema of every event this engine accepts (core and pack events). */
  readonly eventSchema: z.ZodType<EventsOf<E>>;
  /** The state before set-up (deep-frozen). */
  initialState(): BattleState<X>;
  /**
   * Validates and folds one event. Never throws for bad input: a bad event, or a state that is not a battle state of
   * this pack (`state/foreign`, `state/invalid`), gives violations. A state the engine did not make (restored from JSON,
   * say) is read and checked, and never frozen or changed.
   */
  apply(state: BattleState<X>, event: EventsOf<E>): ApplyResult<X>;
  /** Like `apply`, but throws a {@link BattleError} on violations. For scripts and tests. */
  applyOrThrow(state: BattleState<X>, event: EventsOf<E>): BattleState<X>;
  /** The violations `event` would raise now; empty when it would be accepted. Changes nothing. */
  check(state: BattleState<X>, event: EventsOf<E>): readonly RuleViolation[];
  /** Whether `event` would be accepted now. */
  can(state: BattleState<X>, event: EventsOf<E>): boolean;
  /** What may happen now (nothing, with `violations`, for a state that is refused). */
  available(state: BattleState<X>): Availability;
  /**
   * Validates and folds events from the initial state (or `from`, read and checked like a state given to `apply`);
   * freezes once at the end. A refused `from` gives its violations, the initial state and `applied: 0`.
   */
  replay(events: readonly unknown[], from?: BattleState<X>): ReplayResult<X>;
  /** Like `replay`, but throws a {@link BattleError}. */
  replayOrThrow(events: readonly unknown[]): BattleState<X>;
  /** The trusted fast path: the same rule code on plain mutable objects, no zod, no immer, no checks. */
  readonly trusted: TrustedRunner<X, E>;
}

/** The fast path for bots and simulators. Input is trusted: nothing is validated. */
export interface TrustedRunner<X, E extends readonly PackEventDef<X, AnyEventSchema>[]> {
  /** A fresh, mutable state before set-up. */
  initialState(): Draft<X>;
  /** Folds one event into `state`, mutating it. */
  apply(state: Draft<X>, event: EventsOf<E>): void;
  /**
   * The violations `event` would raise on `state`, a draft of this path, read as it is (the event is validated, the
   * state is not): what a simulator asks before it folds an event. Changes nothing.
   */
  check(state: Draft<X>, event: EventsOf<E>): readonly RuleViolation[];
  /** What may happen now in `state`, a draft of this path, read as it is. */
  available(state: Draft<X>): Availability;
  /**
   * Folds all events into a fresh mutable state. Takes any iterable (an array, or a generator that reads a log one
   * event at a time), so a long log need not be held in memory whole; the state copies what it keeps of each event.
   */
  replay(events: Iterable<EventsOf<E>>): Draft<X>;
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

export { PROTO_KEY_MESSAGE };

/** Zod issues with a plain path; an unknown key gets one issue per key, its path ending in the key. */
export function zodIssues(error: z.ZodError): { message: string; path: (string | number)[] }[] {
  return error.issues.flatMap((i) => {
    const path = i.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    if (i.code === 'unrecognized_keys')
      return i.keys.map((k) => ({ message: `Unknown field "${echo(k)}"; only the fields of the schema are allowed, so remove it or fix its spelling`, path: [...path, k] }));
    return [{ message: i.message, path }];
  });
}

/** A path as a message shows it: each key cut (see `echo`), joined with dots. */
function pathText(path: readonly (string | number)[]): string {
  return path.map((k) => (typeof k === 'string' ? echo(k) : String(k))).join('.');
}

function zodViolations(error: z.ZodError, eventIndex?: number): RuleViolation[] {
  return zodIssues(error).map((i) =>
    violation('schema/invalid', `${i.message}${i.path.length > 0 ? ` at ${pathText(i.path)}` : ''}.`, {
      path: i.path,
      ...(eventIndex !== undefined ? { eventIndex } : {}),
    }),
  );
}

/** How an engine knows the states it made: it stamps each one (before freezing it) and asks in O(1). */
interface MadeStates {
  /** Stamps a state as made by this engine; before it is frozen. */
  add(state: object): void;
  /** Whether this engine stamped `state`. */
  has(state: object): boolean;
}

/**
 * A new, private stamp for the states of one engine: an ECMAScript private field added to each root before it is
 * frozen. Asking is O(1) however many battles are open, and there is no table to grow or for the garbage collector to
 * walk (a WeakSet of states made `apply` 15–20 % slower here with 1,000 battles played). Nothing outside can
 * forge the stamp: the field's name exists only inside this call, a Proxy never has it (`#made in proxy` is false,
 * whatever its traps), and a copy (spread, `structuredClone`, JSON) does not carry it. No module state: each engine
 * gets its own class.
 */
function madeStates(): MadeStates {
  // a base class whose constructor returns the object it is given: `new Made(o)` adds the private field to `o` itself
  class Stamp {
    constructor(o: object) {
      return o;
    }
  }
  class Made extends Stamp {
    #made = true;
    static has(o: object): boolean {
      return #made in o;
    }
  }
  return {
    add: (state) => {
      if (!Made.has(state)) new Made(state);
    },
    has: (state) => Made.has(state),
  };
}

/**
 * Creates the engine of a battlepack. The pack's data (battleplans, tactics, strategies, rules, options; not its hook
 * functions or zod schemas) is deep-frozen here, so no caller can change the rules of a running engine.
 */
export function createEngine<X, const E extends readonly PackEventDef<X, AnyEventSchema>[]>(pack: Battlepack<X, E>): Engine<X, E> {
  const p = freezeData(pack) as unknown as Battlepack<X>;
  const schemas = [...coreEventSchemas, ...p.events.map((e) => e.schema)];
  const knownTypes = new Set<string>(schemas.map((s) => s.shape.type.value));
  const eventSchema = z.discriminatedUnion('type', schemas as unknown as [typeof coreEventSchemas[0], ...(typeof coreEventSchemas[number])[]]);
  // zod's ahead-of-time compiled copy of the same schema: the same results and issues, parsed several times faster (it
  // falls back to the runtime parser on invalid input, and comes back uncompiled where `new Function` is not allowed)
  const parser = z.compile(eventSchema);

  const made = madeStates();
  const seal = (state: BattleState<X>): BattleState<X> => {
    made.add(state);
    deepFreeze(state);
    return state;
  };

  const at = (eventIndex: number | undefined): { eventIndex?: number } => (eventIndex !== undefined ? { eventIndex } : {});

  const parse = (input: unknown, eventIndex?: number): { ok: true; event: AnyEvent } | { ok: false; violations: RuleViolation[] } => {
    // the event is read once, as plain data: a getter runs once, a Proxy cannot answer twice, nothing it throws escapes
    const read = readEvent(input);
    if (!read.ok) {
      const { path, message } = read.problem;
      return { ok: false, violations: [violation('schema/invalid', `${message}${path.length > 0 ? ` at ${pathText(path)}` : ''}.`, { path, ...at(eventIndex) })] };
    }
    const raw = read.value;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
      return { ok: false, violations: [violation('schema/invalid', 'An event is an object { type, data }.', { path: [], ...at(eventIndex) })] };
    const type = (raw as { type?: unknown }).type;
    if (typeof type !== 'string' || !knownTypes.has(type))
      return {
        ok: false,
        violations: [
          violation('event/unknown-type', `Unknown event type ${typeof type === 'string' ? JSON.stringify(echo(type)) : `(${type === null ? 'null' : typeof type})`}; the known types are ${[...knownTypes].join(', ')}.`, {
            path: ['type'],
            ...at(eventIndex),
          }),
        ],
      };
    const r = parser.safeParse(raw);
    if (!r.success) return { ok: false, violations: zodViolations(r.error, eventIndex) };
    // a schema that accepts anything at all (`z.unknown()`) would take the part cut off below the depth limit
    if (read.truncated)
      return { ok: false, violations: [violation('schema/invalid', 'The event nests more than 64 levels deep (or refers to itself); no event does.', { path: [], ...at(eventIndex) })] };
    return { ok: true, event: r.data as AnyEvent };
  };

  const withIndex = (vs: readonly RuleViolation[], eventIndex: number): RuleViolation[] => vs.map((v) => ({ ...v, eventIndex }));

  const initial = seal(createInitialState(p));

  /**
   * A state this engine did not make, read once as plain data and checked (`readState`), then frozen and remembered:
   * a copy, so the caller's objects are never frozen or changed. Or the violations that refuse it.
   */
  const adopt = (state: unknown): BattleState<X> | RuleViolation[] => {
    const r = readState(p, state);
    return r.ok ? seal(r.state as BattleState<X>) : r.violations;
  };

  const isMine = (state: unknown): state is BattleState<X> => state !== null && typeof state === 'object' && made.has(state);

  /**
   * Runs `f` on `s`, a copy of a state this engine did not make. Its shape was checked, but not everything the pack's
   * rules expect inside the pack's own part, so an exception refuses the state as `state/invalid`. (On the engine's
   * own states the rules run unguarded: an exception there is a bug, and is thrown.)
   */
  const guarded = <T>(s: BattleState<X>, f: (s: BattleState<X>) => T, refused: (vs: RuleViolation[]) => T): T => {
    try {
      return f(s);
    } catch (e) {
      let why = 'an error';
      try {
        why = e instanceof Error ? e.message : String(e);
      } catch {
        // an error that cannot even be read
      }
      return refused([violation('state/invalid', `This state could not be used: the rules failed to read it (${echo(why)}). Pass a state the engine returned, or one saved from it as JSON.`, { path: [] })]);
    }
  };

  const checkOwn = (state: BattleState<X>, event: unknown): RuleViolation[] => {
    const parsed = parse(event, state.eventCount);
    if (!parsed.ok) return parsed.violations;
    return withIndex(decide(p, state, parsed.event, state.eventCount), state.eventCount);
  };

  // a state the engine did not make is read and checked whole by every method (a simulator asking about its own
  // trusted-path draft uses `trusted.check` / `trusted.available`, which read it as it is)
  const check = (state: BattleState<X>, event: unknown): RuleViolation[] => {
    if (isMine(state)) return checkOwn(state, event);
    const r = readState(p, state);
    if (!r.ok) return r.violations;
    return guarded(r.state as BattleState<X>, (x) => checkOwn(x, event), (vs) => vs);
  };

  const applyOwn = (state: BattleState<X>, event: unknown): ApplyResult<X> => {
    const parsed = parse(event, state.eventCount);
    if (!parsed.ok) return { ok: false, violations: parsed.violations };
    const vs = decide(p, state, parsed.event, state.eventCount);
    if (vs.length > 0) return { ok: false, violations: withIndex(vs, state.eventCount) };
    // a copy of the root; evolve copies each frozen object it writes to; then the new parts are frozen
    const work = copyRoot(state);
    evolve(p, work, parsed.event, true);
    made.add(work);
    const next = freezeRoot(work, state);
    return { ok: true, state: next };
  };

  const apply = (state: BattleState<X>, event: unknown): ApplyResult<X> => {
    if (isMine(state)) return applyOwn(state, event);
    const s = adopt(state);
    if (Array.isArray(s)) return { ok: false, violations: s };
    return guarded(s, (x) => applyOwn(x, event), (violations) => ({ ok: false, violations }));
  };

  const replay = (events: readonly unknown[], from?: BattleState<X>): ReplayResult<X> => {
    // validate at the boundary, fold on a private mutable copy, freeze once at the edge
    let work: Draft<X>;
    let adopted = false;
    if (from === undefined) work = clonePlain(initial) as Draft<X>;
    else if (isMine(from)) work = clonePlain(from) as Draft<X>;
    else {
      const r = readState(p, from);
      if (!r.ok) return { ok: false, violations: r.violations, state: initial, applied: 0 };
      work = r.state;
      adopted = true;
    }
    if (!Array.isArray(events))
      return { ok: false, violations: [violation('schema/invalid', 'replay takes a list of events.', { path: [] })], state: adopted ? seal(work as BattleState<X>) : (from ?? initial), applied: 0 };
    let applied = 0;
    const fold = (): ReplayResult<X> => {
      const n = events.length;
      for (let i = 0; i < n; i++) {
        const index = work.eventCount;
        const parsed = parse(events[i], index);
        const vs = parsed.ok ? withIndex(decide(p, work as BattleState<X>, parsed.event, index), index) : parsed.violations;
        if (vs.length > 0) return { ok: false, violations: vs, state: seal(work as BattleState<X>), applied };
        if (parsed.ok) evolve(p, work, parsed.event);
        applied++;
      }
      return { ok: true, state: seal(work as BattleState<X>), applied };
    };
    if (!adopted) return fold();
    return guarded(work as BattleState<X>, fold, (violations) => ({ ok: false, violations, state: initial, applied: 0 }));
  };

  const availableOwn = (state: BattleState<X>): Availability => {
    const cur = currentRound(state);
    const nextTurn = state.stage === 'battle' && state.turn === null && cur !== undefined && cur.turnsEnded < 2 ? (cur.turnsEnded === 0 ? cur.first : cur.second) : null;
    const awaitingPriority = state.stage === 'battle' && state.turn === null && (cur === undefined || cur.turnsEnded >= 2) && state.pendingRoll === null;
    const tactics: Record<string, AvailableTactic[]> = {};
    for (const player of state.playerOrder) {
      const used = new Set(state.tactics.filter((t) => t.player === player).map((t) => t.tactic));
      const list: AvailableTactic[] = [];
      for (const def of Object.values(p.battleTactics)) {
        if (used.has(def.id)) continue;
        if (state.stage !== 'ended' && def.available !== undefined && !def.available(state, player)) continue;
        const targets = def.target === undefined ? null : def.target.options(state, player);
        if (targets !== null && targets.length === 0) continue;
        list.push({ id: def.id, name: def.name, targets });
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

  // what a refused state allows: nothing, with the reasons
  const refusedAvailability = (violations: readonly RuleViolation[]): Availability => ({
    stage: 'awaiting-setup',
    round: 0,
    activePlayer: null,
    phase: null,
    nextTurn: null,
    awaitingPriority: false,
    pendingRoll: null,
    canPickBattleTactic: false,
    battleTactics: {},
    objectives: [],
    phasesLeft: [],
    violations,
  });

  const available = (state: BattleState<X>): Availability => {
    if (isMine(state)) return availableOwn(state);
    const r = readState(p, state);
    if (!r.ok) return refusedAvailability(r.violations);
    return guarded(r.state as BattleState<X>, availableOwn, refusedAvailability);
  };

  const trusted: TrustedRunner<X, E> = {
    initialState: () => clonePlain(initial) as Draft<X>,
    apply: (state, event) => evolve(p, state, event as AnyEvent),
    check: (state, event) => checkOwn(state as BattleState<X>, event),
    available: (state) => availableOwn(state as BattleState<X>),
    replay: (events) => {
      const s = clonePlain(initial) as Draft<X>;
      for (const e of events) evolve(p, s, e as AnyEvent);
      return s;
    },
  };

  return {
    pack,
    eventSchema: eventSchema as unknown as z.ZodType<EventsOf<E>>,
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
