/**
 * The engine's contract: what `createEngine` returns (`Engine`, with the trusted path `TrustedRunner`), its options,
 * and what its methods answer (`ApplyResult`, `ReplayResult`, `Availability`). Types only; the engine is built in
 * `engine.ts`.
 * @module
 */
import type { $ZodType, output as SchemaOutput } from 'zod/v4/core';
import type { AnyEventSchema, Battlepack, EventSchemaOf, EventsOf, PackEventDef, PackIds } from './pack/battlepack.js';
import type { BattleError, RuleViolation } from './errors.js';
import type { CoreEvent, Phase, Target } from './events/schema.js';
import type { BattleState, Draft, PendingRoll, Stage } from './state/state.js';
import type { TableRules } from './table/table-rules.js';

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
