/**
 * The engine of one battlepack, built: apply events on the public (validated, immutable) path, ask without acting,
 * replay logs, and the trusted fast path for bots and simulators. What it returns and takes (`Engine`,
 * `EngineOptions`, the results of its methods) is in `engine-types.ts`.
 * @module
 */
import type { $ZodType } from 'zod/v4/core';
import { eventTypeOf, isCompiledSchema, type AnyEvent, type AnyEventSchema, type Battlepack, type CompiledEventSchema, type PackEventDef, type PackIds } from './pack/battlepack.js';
import { decide } from './rules/decide.js';
import { editionProfile } from './rules/edition.js';
import { BattleError, echo, violation, type RuleViolation } from './errors.js';
import { Refused, type ParseIssue } from './events/compiled.js';
import { pathText } from './events/issues.js';
import { copyRoot, createInitialState, evolve, freezeRoot } from './fold/evolve.js';
import { clonePlain, freezeChanges, freezeData, markShared, type Lock } from './state/freeze.js';
import { PROTO_KEY_MESSAGE, readEvent } from './events/plain.js';
import { currentRound, has } from './rules/rules-of.js';
import type { BattleState, Draft } from './state/state.js';
import { readState } from './state/state-shape.js';
import { pickableTactics, pickWindowOpen } from './rules/tactic-window.js';
import type { ApplyResult, Availability, AvailableTactic, Engine, EngineOptions, ReplayResult, TrustedRunner } from './engine-types.js';

// Every state the engine hands out is deep-frozen, and `apply` folds the states it made copy-on-write (see `own` in
// evolve.ts): a copy of the root, copies of what the event changes, the rest shared. Each engine knows its own states
// by a private stamp on their roots (`madeStates`; no module state: a state is known to the engine that made it,
// however many battles are open).
// Any other state (parsed from JSON, `structuredClone`d, a trusted-path draft, another engine's) is read once as plain
// data, checked against the battle state's shape and the pack (`readState`), frozen and remembered: the caller's
// objects are never frozen or changed.

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
