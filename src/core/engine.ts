/**
 * The engine of one battlepack: apply events on the public (validated, immutable) path, ask without acting,
 * replay logs, and the trusted fast path for bots and simulators.
 * @module
 */
import type { $ZodType, output as SchemaOutput } from 'zod/v4/core';
import { eventTypeOf, isCompiledSchema, type AnyEvent, type AnyEventSchema, type Battlepack, type CompiledEventSchema, type EventSchemaOf, type EventsOf, type PackEventDef, type PackIds } from './pack/battlepack.js';
import { decide } from './rules/decide.js';
import { editionProfile } from './rules/edition.js';
import { BattleError, echo, violation, type RuleViolation } from './errors.js';
import { Refused, type ParseIssue } from './events/compiled.js';
import { pathText } from './events/issues.js';
import { copyRoot, createInitialState, evolve, freezeRoot } from './fold/evolve.js';
import { clonePlain, freezeChanges, freezeData, markShared, type Lock } from './state/freeze.js';
import { PROTO_KEY_MESSAGE, readEvent } from './events/plain.js';
import { currentRound, has } from './rules/rules-of.js';
import type { CoreEvent, Phase, Target } from './events/schema.js';
import type { BattleState, Draft, PendingRoll, Stage } from './state/state.js';
import { readState } from './state/state-shape.js';
import type { TableRules } from './table/table-rules.js';
import { pickableTactics, pickWindowOpen } from './rules/tactic-window.js';

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
  /**
   * Whether the active player must pick one now: the pack requires a pick each hero phase and they have a tactic they
   * may pick ({@link Availability.battleTactics}); until they do, whatever would close the pick window is refused
   * (`battle-tactic/required`).
   */
  readonly mustPickBattleTactic: boolean;
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
  /**
   * Present only when the state was refused (`state/foreign`, `state/invalid`): why. Nothing is available then: no
   * turn, no tactics, no objectives.
   */
  readonly violations?: readonly RuleViolation[];
}

/** An engine bound to one battlepack: its state `X`, its events `E` and the ids `I` of its battleplans, tactics and strategies. */
export interface Engine<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds> {
  readonly pack: Battlepack<X, E, I>;
  /**
   * The zod schema of every event this engine accepts (core and pack events), typed with zod's core types: use it
   * with the functions of classic `zod` or `zod/mini` (`z.safeParse(engine.eventSchema, x)`, `z.toJSONSchema(…)`).
   * Present when every pack event has a zod schema (a pack of your own, with `createEngine`); the packs of this library
   * ship their events' parsers generated from their zod schemas, so that an app's bundle carries no zod, and their zod
   * schemas are in their schema entries (`galletEventSchema` of `battlepack-engine/gallet/schema`,
   * `blightedWildsEventSchema` of `battlepack-engine/blighted-wilds/schema`).
   */
  readonly eventSchema?: $ZodType<CoreEvent | SchemaOutput<EventSchemaOf<E[number]['schema']>>, EventsOf<E, I>>;
  /** The state before set-up (deep-frozen). */
  initialState(): BattleState<X>;
  /**
   * Validates and folds one event. Never throws for bad input: a bad event, or a state that is not a battle state of
   * this pack (`state/foreign`, `state/invalid`), gives violations, and the state passed in is left as it was. A state
   * the engine did not make (restored from JSON, say) is read and checked, and never frozen or changed.
   * @example
   * ```ts
   * import { selectStage } from 'battlepack-engine';
   * import { gallet, galletEngine } from 'battlepack-engine/gallet';
   *
   * const r = galletEngine.apply(galletEngine.initialState(), {
   *   type: 'BattleSetUp',
   *   data: {
   *     battlepack: { id: gallet.id, version: gallet.version },
   *     battleplan: 'turf-war',
   *     pointsLimit: 2000,
   *     players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }],
   *   },
   * });
   * if (r.ok) console.log(selectStage(r.state)); // 'deployment'
   * else for (const v of r.violations) console.log(v.code, v.message);
   * ```
   * The type parameter `T` is the event's `type`, read from the event: a mistake in its `data` is reported against
   * that event's own fields (`'playr' does not exist in type '{ player: string; }'. Did you mean to write 'player'?`).
   */
  apply<T extends EventsOf<E, I>['type']>(state: BattleState<X>, event: EventsOf<E, I> & { readonly type: T }): ApplyResult<X>;
  /** Like `apply`, but throws a {@link BattleError} on violations. For scripts and tests. */
  applyOrThrow<T extends EventsOf<E, I>['type']>(state: BattleState<X>, event: EventsOf<E, I> & { readonly type: T }): BattleState<X>;
  /** The violations `event` would raise now; empty when it would be accepted. Changes nothing. */
  check<T extends EventsOf<E, I>['type']>(state: BattleState<X>, event: EventsOf<E, I> & { readonly type: T }): readonly RuleViolation[];
  /** Whether `event` would be accepted now. */
  can<T extends EventsOf<E, I>['type']>(state: BattleState<X>, event: EventsOf<E, I> & { readonly type: T }): boolean;
  /**
   * What may happen now: the stage, whose turn and phase, whether a battle tactic may be picked and which ones (with
   * their valid targets), the objectives on the battlefield (nothing, with `violations`, for a state that is refused).
   * @example
   * ```ts
   * import { randomBattle } from 'battlepack-engine/sim';
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
   * Validates and folds events from the initial state (or `from`, read and checked like a state given to `apply`);
   * freezes once at the end. Stops at the first refused event and returns its violations with the last good state; a
   * refused `from` gives its violations, the initial state and `applied: 0`.
   * @example
   * ```ts
   * import { selectResult } from 'battlepack-engine';
   * import { randomBattle } from 'battlepack-engine/sim';
   * import { galletEngine } from 'battlepack-engine/gallet';
   *
   * const { events } = randomBattle(galletEngine, { seed: 1 });
   * const r = galletEngine.replay(events);
   * console.log(r.ok, r.applied === events.length, selectResult(r.state)?.kind);
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
   * import { randomBattle } from 'battlepack-engine/sim';
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
   * are then parsed by zod's generated parsers, faster than by its runtime parser, with the same results and messages;
   * the benchmarks in docs/performance.md run with it. Left out, events are parsed by zod's runtime parser, and a
   * browser bundle does not carry zod's compiler (35 kB minified, 9.5 kB gzipped).
   */
  readonly compile?: <T extends $ZodType>(schema: T) => T;
  /**
   * Measures the table: pass `tableRules` from `battlepack-engine/table`. The engine then keeps the battle's map
   * (`state.table.map`, with the set-up's overrides) and folds `PositionsReported` into contest and zone facts. Left
   * out (and not in the pack), positions reports and map overrides are refused (`table/not-measured`), and a browser
   * bundle carries no geometry. `engine.pack` is then the pack with `table` set.
   */
  readonly table?: TableRules;
  /**
   * Whether the states this engine hands out are deeply frozen: `true` (the default) or `false`.
   *
   * By default every object of a state is frozen once, when the fold creates it (what it shares with an earlier state
   * is already frozen), so no caller can change a state by mistake: a write throws in strict mode. With
   * `freeze: false`, for servers and bots that never write into a state, the states are equal in value and shared
   * between versions in the same way, but only closed to new keys (`Object.preventExtensions`), which the fold reads
   * as "shared: copy before writing". Writing into such a state is then not caught, and changes that state and every
   * later one that shares the part: never do it. The empty lists and records of the initial state are shared
   * constants and stay frozen. The trusted path (`engine.trusted`) is not affected.
   */
  readonly freeze?: boolean;
  /**
   * Whether a battle tactic must be picked at the start of each hero phase when the player has one they may pick
   * (ruling `gallet/battle-tactic-required`): overrides the pack's `options.battleTacticRequired` without copying the
   * pack. Left out, the pack's own setting holds (on in Gallet). `engine.pack` is then the pack with the option set.
   *
   * @example
   * ```ts
   * import { createEngine } from 'battlepack-engine';
   * import { gallet } from 'battlepack-engine/gallet';
   *
   * // a casual game: picks are recorded when the players make them, never demanded
   * const casual = createEngine(gallet, { battleTacticRequired: false });
   * console.log(casual.pack.options.battleTacticRequired); // false
   * ```
   */
  readonly battleTacticRequired?: boolean;
}

/** The fast path for bots and simulators. Input is trusted: nothing is validated. */
export interface TrustedRunner<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds> {
  /** A fresh, mutable state before set-up. */
  initialState(): Draft<X>;
  /** Folds one event into `state`, mutating it; the state may keep references to the event's lists (see `replay`). */
  apply(state: Draft<X>, event: EventsOf<E, I>): void;
  /**
   * The violations `event` would raise on `state`, a draft of this path, read as it is (the event is validated, the
   * state is not): what a simulator asks before it folds an event. Changes nothing.
   */
  check(state: Draft<X>, event: EventsOf<E>): readonly RuleViolation[];
  /** What may happen now in `state`, a draft of this path, read as it is. */
  available(state: Draft<X>): Availability;
  /**
   * Folds all events into a fresh mutable state. Takes any iterable (an array, or a generator that reads a log one
   * event at a time), so a long log need not be held in memory whole. The state keeps references to the lists of the
   * events it stores as they are (a unit's keywords, roles and tags; a zones report's lists) instead of copies, and
   * never writes into them: do not change them afterwards (see docs/concepts.md, "Trusted path").
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

export { PROTO_KEY_MESSAGE };

function schemaViolations(issues: readonly ParseIssue[], eventIndex?: number): RuleViolation[] {
  return issues.map((i) =>
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
 * gets its own class. On a root made by `copyRoot` (every state `apply` returns) the field takes the spare in-object
 * slot that its literal leaves; other roots (the initial state, an adopted one, a replay's) get a property array.
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

/** Whether a plain value or any object in it is frozen, or marked shared (see `EngineOptions.freeze`). */
function hasFrozenPart(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (!Object.isExtensible(value)) return true;
  for (const k in value) if (Object.hasOwn(value, k) && hasFrozenPart((value as Record<string, unknown>)[k])) return true;
  return false;
}

/**
 * How an engine parses events: the parsers of the core events, and, for the events of a pack of your own (zod schemas),
 * their parsers and the union of all event schemas. `createEngine` gives zod's; the engines of this library's packs
 * are built with the parsers generated from the schemas (`generatedParsers`), so their bundles carry no zod.
 * @internal
 */
export interface EngineParsers {
  /** The parsers of the core events, by type. */
  core(compile?: <T extends $ZodType>(schema: T) => T): Map<string, (raw: unknown) => unknown>;
  readonly zod?: {
    parser(schema: AnyEventSchema, compile?: <T extends $ZodType>(schema: T) => T): (raw: unknown) => unknown;
    union(schemas: readonly AnyEventSchema[]): $ZodType;
    readonly coreSchemas: readonly AnyEventSchema[];
  };
}

/**
 * Builds the engine of a battlepack with the given parsers (see `createEngine`).
 * @internal
 */
export function buildEngine<X, const E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds>(pack: Battlepack<X, E, I>, options: EngineOptions, parsers: EngineParsers): Engine<X, E, I> {
  const zod = parsers.zod;
  // the pack's data (battleplans, tactics, strategies, rules, options; not its hook functions or zod schemas) is
  // deep-frozen here, so no caller can change the rules of a running engine
  const frozen = freezeData(pack);
  const withTable = options.table === undefined || options.table === pack.table ? frozen : Object.freeze({ ...frozen, table: options.table });
  const required = options.battleTacticRequired;
  const withOptions =
    required === undefined || required === (withTable.options.battleTacticRequired === true)
      ? withTable
      : Object.freeze({ ...withTable, options: Object.freeze({ ...withTable.options, battleTacticRequired: required }) });
  const p = withOptions as unknown as Battlepack<X>;
  // once the type is known, an event is parsed by the schema of that type alone, so its violations speak only of that
  // event's own fields; the first schema of a type wins, as in the union (`eventSchema`, for JSON Schema and callers)
  const byType = parsers.core(options.compile);
  const zodSchemas: AnyEventSchema[] = [];
  for (const s of p.events.map((e) => e.schema as AnyEventSchema | CompiledEventSchema)) {
    const type = eventTypeOf(s);
    if (isCompiledSchema(s)) {
      if (!byType.has(type)) byType.set(type, s.parse);
      continue;
    }
    if (zod === undefined) throw new TypeError(`The event ${type} has a zod schema: create the engine with createEngine from battlepack-engine.`);
    zodSchemas.push(s);
    if (!byType.has(type)) byType.set(type, zod.parser(s, options.compile));
  }
  const knownTypes = [...byType.keys()];
  const eventSchema = zod !== undefined && zodSchemas.length === p.events.length ? zod.union([...zod.coreSchemas, ...zodSchemas]) : undefined;

  const made = madeStates();
  // how a finished part is closed: frozen, or (with `freeze: false`) only marked shared, see `markShared`
  const lock: Lock = options.freeze === false ? markShared : Object.freeze;
  // (every state sealed here is the engine's own copy: its parts are frozen without a look first, see `freezeChanges`)
  const seal = (state: BattleState<X>): BattleState<X> => {
    made.add(state);
    return freezeChanges(state, null, lock);
  };

  const at = (eventIndex: number | undefined): { eventIndex?: number } => (eventIndex !== undefined ? { eventIndex } : {});

  // the parsed event, or the violations that refuse it (an array: no event is one)
  const parse = (input: unknown, eventIndex?: number): AnyEvent | RuleViolation[] => {
    // the event is read once, as plain data: a getter runs once, a Proxy cannot answer twice, nothing it throws escapes
    const read = readEvent(input);
    if (!read.ok) {
      const { path, message } = read.problem;
      return [violation('schema/invalid', `${message}${path.length > 0 ? ` at ${pathText(path)}` : ''}.`, { path, ...at(eventIndex) })];
    }
    const raw = read.value;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return [violation('schema/invalid', 'An event is an object { type, data }.', { path: [], ...at(eventIndex) })];
    const type = (raw as { type?: unknown }).type;
    const parseAs = typeof type === 'string' ? byType.get(type) : undefined;
    if (parseAs === undefined)
      return [
        violation('event/unknown-type', `Unknown event type ${typeof type === 'string' ? JSON.stringify(echo(type)) : `(${type === null ? 'null' : typeof type})`}; the known types are ${knownTypes.join(', ')}.`, {
          path: ['type'],
          ...at(eventIndex),
        }),
      ];
    const r = parseAs(raw);
    if (r instanceof Refused) return schemaViolations(r.issues, eventIndex);
    // a schema that accepts anything at all (`z.unknown()`) would take the part cut off below the depth limit
    if (read.truncated) return [violation('schema/invalid', 'The event nests more than 64 levels deep or refers to itself; no event does.', { path: [], ...at(eventIndex) })];
    return r as AnyEvent;
  };

  // (an empty list is handed back as it is: most events raise nothing)
  const withIndex = (vs: readonly RuleViolation[], eventIndex: number): readonly RuleViolation[] => (vs.length === 0 ? vs : vs.map((v) => ({ ...v, eventIndex })));

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

  const checkOwn = (state: BattleState<X>, event: unknown): readonly RuleViolation[] => {
    const parsed = parse(event, state.eventCount);
    if (Array.isArray(parsed)) return parsed;
    return withIndex(decide(p, state, parsed, state.eventCount), state.eventCount);
  };

  // a state the engine did not make is read and checked whole by every method (a simulator asking about its own
  // trusted-path draft uses `trusted.check` / `trusted.available`, which read it as it is)
  const check = (state: BattleState<X>, event: unknown): readonly RuleViolation[] => {
    if (isMine(state)) return checkOwn(state, event);
    const r = readState(p, state);
    if (!r.ok) return r.violations;
    return guarded(r.state as BattleState<X>, (x) => checkOwn(x, event), (vs) => vs);
  };

  const applyOwn = (state: BattleState<X>, event: unknown): ApplyResult<X> => {
    const parsed = parse(event, state.eventCount);
    if (Array.isArray(parsed)) return { ok: false, violations: parsed };
    const vs = decide(p, state, parsed, state.eventCount);
    if (vs.length > 0) return { ok: false, violations: withIndex(vs, state.eventCount) };
    // a copy of the root; evolve copies each frozen object it writes to; then the new parts are frozen
    const work = copyRoot(state);
    evolve(p, work, parsed, true);
    made.add(work);
    const next = freezeRoot(work, state, lock);
    return { ok: true, state: next };
  };

  const apply = (state: BattleState<X>, event: unknown): ApplyResult<X> => {
    if (isMine(state)) return applyOwn(state, event);
    const s = adopt(state);
    if (Array.isArray(s)) return { ok: false, violations: s };
    return guarded(s, (x) => applyOwn(x, event), (violations) => ({ ok: false, violations }));
  };

  const replay = (events: Iterable<unknown>, from?: BattleState<X>): ReplayResult<X> => {
    // validate at the boundary, fold on a private mutable copy, freeze once at the edge
    let work: Draft<X>;
    let adopted = false;
    if (from === undefined) work = freshInitial();
    else if (isMine(from)) work = clonePlain(from) as Draft<X>;
    else {
      const r = readState(p, from);
      if (!r.ok) return { ok: false, violations: r.violations, state: initial, applied: 0 };
      work = r.state;
      adopted = true;
    }
    // an array, or any iterable (a generator reading a log as it goes); anything else is refused, never iterated
    const isList = Array.isArray(events);
    let iterable = isList;
    if (!isList && events !== null && typeof events === 'object') {
      try {
        iterable = typeof (events as { [Symbol.iterator]?: unknown })[Symbol.iterator] === 'function';
      } catch {
        iterable = false;
      }
    }
    if (!iterable)
      return { ok: false, violations: [violation('schema/invalid', 'replay takes a list (or any iterable) of events.', { path: [] })], state: adopted ? seal(work as BattleState<X>) : (from ?? initial), applied: 0 };
    let applied = 0;
    // one event: its violations, or null once it is folded
    const step = (raw: unknown): readonly RuleViolation[] | null => {
      const index = work.eventCount;
      const parsed = parse(raw, index);
      if (Array.isArray(parsed)) return parsed;
      const vs = decide(p, work as BattleState<X>, parsed, index);
      if (vs.length > 0) return withIndex(vs, index);
      evolve(p, work, parsed);
      applied++;
      return null;
    };
    const fold = (): ReplayResult<X> => {
      if (isList) {
        const list = events as readonly unknown[];
        for (let i = 0; i < list.length; i++) {
          const vs = step(list[i]);
          if (vs !== null) return { ok: false, violations: vs, state: seal(work as BattleState<X>), applied };
        }
        return { ok: true, state: seal(work as BattleState<X>), applied };
      }
      // only what the caller's iterator throws is caught (as a violation); the fold's own errors are bugs and propagate
      let failed: readonly RuleViolation[] | null = null;
      let it: Iterator<unknown> | undefined;
      try {
        it = (events as Iterable<unknown>)[Symbol.iterator]();
      } catch (err) {
        failed = [violation('schema/invalid', `Reading the events failed: ${echo(err instanceof Error ? err.message : String(err))}.`, { path: [], eventIndex: work.eventCount })];
      }
      while (it !== undefined && failed === null) {
        let next: IteratorResult<unknown>;
        try {
          next = it.next();
        } catch (err) {
          failed = [violation('schema/invalid', `Reading the events failed: ${echo(err instanceof Error ? err.message : String(err))}.`, { path: [], eventIndex: work.eventCount })];
          break;
        }
        if (next.done === true) break;
        failed = step(next.value);
        if (failed !== null) it.return?.();
      }
      return failed !== null ? { ok: false, violations: failed, state: seal(work as BattleState<X>), applied } : { ok: true, state: seal(work as BattleState<X>), applied };
    };
    if (!adopted) return fold();
    return guarded(work as BattleState<X>, fold, (violations) => ({ ok: false, violations, state: initial, applied: 0 }));
  };

  const availableOwn = (state: BattleState<X>): Availability<I> => {
    const cur = currentRound(state);
    const nextTurn = state.clock.stage === 'battle' && state.clock.turn === null && cur !== undefined && cur.turnsEnded < 2 ? (cur.turnsEnded === 0 ? cur.first : cur.second) : null;
    const awaitingPriority = state.clock.stage === 'battle' && state.clock.turn === null && (cur === undefined || cur.turnsEnded >= 2) && state.clock.pendingRoll === null;
    const tactics: Record<string, AvailableTactic<I['battleTactic']>[]> = {};
    // the same list the pick's decide and `battle-tactic/required` read
    for (const player of state.setup.playerOrder) tactics[player] = pickableTactics(p, state, player) as AvailableTactic<I['battleTactic']>[];
    const turn = state.clock.turn;
    const canPick = pickWindowOpen(state);
    const mustPick = canPick && p.options.battleTacticRequired === true && state.clock.stage === 'battle' && turn !== null && (tactics[turn.player]?.length ?? 0) > 0;
    const phases = editionProfile(p.edition).phases;
    const phaseIndex = turn?.phase == null ? -1 : phases.indexOf(turn.phase);
    return {
      stage: state.clock.stage,
      round: state.clock.round,
      activePlayer: turn?.player ?? null,
      phase: turn?.phase ?? null,
      nextTurn,
      awaitingPriority,
      pendingRoll: state.clock.pendingRoll,
      canPickBattleTactic: canPick,
      mustPickBattleTactic: mustPick,
      battleTactics: tactics,
      objectives: Object.values(state.board.objectives)
        .filter((o) => o.active)
        .map((o) => o.id),
      phasesLeft: turn === null ? [] : phases.slice(phaseIndex + 1),
    };
  };

  // what a refused state allows: nothing, with the reasons
  const refusedAvailability = (violations: readonly RuleViolation[]): Availability<I> => ({
    stage: 'awaiting-setup',
    round: 0,
    activePlayer: null,
    phase: null,
    nextTurn: null,
    awaitingPriority: false,
    pendingRoll: null,
    canPickBattleTactic: false,
    mustPickBattleTactic: false,
    battleTactics: {},
    objectives: [],
    phasesLeft: [],
    violations,
  });

  const available = (state: BattleState<X>): Availability<I> => {
    if (isMine(state)) return availableOwn(state);
    const r = readState(p, state);
    if (!r.ok) return refusedAvailability(r.violations);
    return guarded(r.state as BattleState<X>, availableOwn, refusedAvailability);
  };

  // a fresh initial state for the trusted path, equal to `initial`: built again from the pack rather than copied from
  // the frozen `initial` (a deep copy costs ~10× more); its ext is copied only where the pack's `initialExt` handed
  // out a part it had handed out before (frozen with `initial`), so the fold never writes into it
  const freshInitial = (): Draft<X> => {
    const s = createInitialState(p) as Draft<X>;
    if (hasFrozenPart(s.ext)) s.ext = clonePlain(s.ext);
    return s;
  };

  const trusted: TrustedRunner<X, E, I> = {
    initialState: freshInitial,
    apply: (state, event) => evolve(p, state, event as AnyEvent),
    check: (state, event) => checkOwn(state as BattleState<X>, event),
    available: (state) => availableOwn(state as BattleState<X>),
    replay: (events) => {
      const s = freshInitial();
      for (const e of events) evolve(p, s, e as AnyEvent);
      return s;
    },
  };

  return {
    pack: withOptions,
    ...(eventSchema === undefined ? {} : { eventSchema: eventSchema as unknown as NonNullable<Engine<X, E, I>['eventSchema']> }),
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
