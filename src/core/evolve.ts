/**
 * Evolve: fold one accepted event into a mutable state (on the public path a copy of the root whose frozen parts are
 * copied before they are written; a plain object on the trusted fast path and in a validated replay). The same code
 * runs on all paths. Hooks are asked for effects; effects are applied here.
 * @module
 */
import type { AnyEvent, Battlepack, ControlChange, Effect, HookContext, Hooks } from './battlepack.js';
import { editionProfile } from './edition.js';
import { currentRound, has, hookTableOf, opponentOf, packEventOf, planOf } from './rules-of.js';
import { contestsAtEndOf, momentOf, turnKeyOf } from './moments.js';
import type { ContestEntry, CoreEventInput, ObjectiveDef, ReportMoment, UnitDef, UnitFacts } from './schema.js';
import type { BattleClock, BattleResult, BattleState, UnitDefinition, DestroyedRecord, Draft, EffectEnd, Mutable, ObjectiveState, PlayerState, RoundRecord, TacticRecord, TerrainState, TurnKey, TurnState, UnitEffect, UnitState } from './state.js';
import { priorityWinner } from './decide.js';
import { freezeChanges, type Lock } from './freeze.js';
import { mostVictoryPoints } from './result.js';
import { assignObjective, emptyTable, recordPositions, recordTableTurn, setUpTable } from './positions.js';
import { keepsTacticWindow } from './tactic-window.js';

/**
 * The state before set-up.
 * @internal Use `engine.initialState()`.
 */
export function createInitialState<X>(pack: Battlepack<X>): BattleState<X> {
  return {
    setup: { edition: pack.edition, battlepack: { id: pack.id, version: pack.version }, battleplan: null, pointsLimit: null, playerOrder: [] },
    clock: { stage: 'awaiting-setup', round: 0, turn: null, deploymentFirst: null, pendingRoll: null, eventCount: 0 },
    players: {},
    units: {},
    board: { objectives: {}, terrain: {}, contests: {}, zones: {}, reportedAt: { contests: {}, zones: {} }, table: emptyTable() },
    history: { rounds: [], tactics: [], destroyed: [], ledger: [], turnSummaries: [] },
    result: null,
    ext: pack.initialExt(),
  };
}

/**
 * A shallow copy of a state's root, for the public path's copy-on-write fold: its keys in the order of
 * {@link createInitialState}, written out so that V8 builds it from one literal (a spread of the 25 keys costs ~20×
 * more). Every key of the state must appear, or this does not compile.
 *
 * The literal ends with a spread of nothing (`...spare`, never passed: it adds no key). V8 sizes a literal by its
 * entries, the spread included, so the root gets one in-object slot more than its keys; the engine's private stamp
 * (`madeStates` in engine.ts), added next, takes it. Without it the stamp got a property array of its own (40 bytes
 * of every kept state). The spread is a parameter, not a literal `null`, so that no minifier drops it.
 */
export function copyRoot<X>(s: BattleState<X>, spare?: Record<never, never>): Draft<X> {
  const c = s.clock;
  // the clock changes with every event (its event count), so it is copied with the root
  const clock: BattleClock = { stage: c.stage, round: c.round, turn: c.turn, deploymentFirst: c.deploymentFirst, pendingRoll: c.pendingRoll, eventCount: c.eventCount };
  const root: { [K in keyof BattleState<X>]-?: BattleState<X>[K] } = {
    setup: s.setup,
    clock,
    players: s.players,
    units: s.units,
    board: s.board,
    history: s.history,
    result: s.result,
    ext: s.ext,
    ...spare,
  };
  return root as Draft<X>;
}

/**
 * Deep-freezes `next`, a root made by {@link copyRoot} from the deep-frozen `prev` and folded copy-on-write: only the
 * parts that differ from `prev` are walked (compared field by field, without a key loop: one line per root key that may
 * hold an object, which `test/core/frozen.test.ts` checks against the state's type and at run time). Returns `next`.
 * `lock` closes each new part (`Object.freeze`; on an engine made with `{ freeze: false }`, `markShared`).
 */
export function freezeRoot<X>(next: Draft<X>, prev: BattleState<X>, lock: Lock = Object.freeze): BattleState<X> {
  const n = next as BattleState<X>;
  if (n.setup !== prev.setup) freezeChanges(n.setup, prev.setup, lock);
  if (n.clock !== prev.clock) freezeChanges(n.clock, prev.clock, lock);
  if (n.players !== prev.players) freezeChanges(n.players, prev.players, lock);
  if (n.units !== prev.units) freezeChanges(n.units, prev.units, lock);
  if (n.board !== prev.board) freezeChanges(n.board, prev.board, lock);
  if (n.history !== prev.history) freezeChanges(n.history, prev.history, lock);
  if (n.result !== prev.result) freezeChanges(n.result, prev.result, lock);
  if (n.ext !== prev.ext) freezeChanges(n.ext, prev.ext, lock);
  lock(n);
  return n;
}


function objectiveFrom(def: ObjectiveDef): Mutable<ObjectiveState> {
  return {
    id: def.id,
    name: def.name ?? def.id,
    placement: def.placement ?? null,
    owner: def.owner ?? null,
    position: def.position === undefined ? null : { x: def.position.x, y: def.position.y },
    active: def.active ?? true,
    controller: null,
    controlChangedAt: null,
    markers: {},
  };
}

/**
 * A plain view of `value` to read from: every fold writes plain objects (a copy-on-write copy on the public path), so
 * this is the value itself. It marks the reads that are answered at once and never kept past the next write.
 */
function view<T>(value: T): T {
  return value;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

/**
 * The draft a pack's `ext` update works on, on the public path, where the `ext` of the state before is deep-frozen: the
 * update gets a Proxy of a shallow copy of it, and every object it reaches through the draft is copied on first reach
 * (a frozen one; a new one is used as it is) and handed out as a draft in turn. So an update copies only the path it
 * walks, not the whole `ext`, and writes as it would into a plain object (`x.list.push(…)`, `x.map[k] = v`,
 * `delete x.map[k]`, `x.rec[i].field = v`). {@link ExtDraft.settle} then takes the drafts out again and puts back what
 * the update left equal (shared with the state before, as it was under immer); the fold freezes the new parts at the end.
 */
class ExtDraft {
  /** A draft's proxy by its object, and the object by its proxy. */
  private readonly proxies = new Map<object, object>();
  private readonly targets = new Map<object, object>();
  /** The frozen value each copy was made from. */
  private readonly originals = new Map<object, object>();
  private readonly handler: ProxyHandler<Record<string | symbol, unknown>> = {
    get: (t, k) => {
      const v = t[k];
      if (!isObject(v)) return v;
      let w: object = v;
      if (!Object.isExtensible(v)) {
        w = Array.isArray(v) ? [...(v as unknown[])] : { ...v };
        this.originals.set(w, v);
        t[k] = w;
      }
      return this.draft(w);
    },
    set: (t, k, v) => {
      t[k] = isObject(v) ? (this.targets.get(v) ?? v) : v;
      return true;
    },
  };

  /** The draft of `value`, an object of the update's own (a copy, or one it made). */
  draft(value: object): object {
    let p = this.proxies.get(value);
    if (p === undefined) {
      p = new Proxy(value as Record<string | symbol, unknown>, this.handler);
      this.proxies.set(value, p);
      this.targets.set(p, value);
    }
    return p;
  }

  /**
   * `value` (an object the update copied or made; never frozen) with every draft in it replaced by its object, and every
   * part equal to the same part of `before` (the value it replaces, deep-frozen) replaced by that part: `before` itself
   * when nothing changed. A list the update grew is copied at its exact length (a list grown by `push` keeps spare room).
   */
  settle(value: Record<string, unknown>, before: unknown): unknown {
    const was = this.originals.get(value) ?? before;
    // only the parts that are not frozen can hold drafts or changes (a proxy is asked of its target: a copy or a part
    // the update made, never frozen); frozen parts are the state before's, or shared with it, and are not looked up
    if (Array.isArray(value)) {
      const prev = Array.isArray(was) ? (was as unknown[]) : undefined;
      const n = value.length;
      let same = prev !== undefined && n === prev.length;
      for (let i = 0; i < n; i++) {
        let v = value[i] as unknown;
        if (v !== null && typeof v === 'object' && Object.isExtensible(v)) {
          const t = this.targets.get(v);
          if (t !== undefined) v = value[i] = t;
          const r = this.settle(v as Record<string, unknown>, prev?.[i]);
          if (r !== v) v = value[i] = r;
        }
        if (same && v !== (prev as unknown[])[i]) same = false;
      }
      if (same) return prev;
      return prev !== undefined && n > prev.length ? [...(value as unknown[])] : value;
    }
    const prev = isObject(was) && !Array.isArray(was) ? was : undefined;
    let same = prev !== undefined;
    let n = 0;
    for (const k in value) {
      n++;
      let v = value[k];
      if (v !== null && typeof v === 'object' && Object.isExtensible(v)) {
        const t = this.targets.get(v) as Record<string, unknown> | undefined;
        if (t !== undefined) v = value[k] = t;
        const r = this.settle(v as Record<string, unknown>, prev?.[k]);
        if (r !== v) v = value[k] = r;
      }
      if (same && (v !== (prev as Record<string, unknown>)[k] || (v === undefined && !Object.hasOwn(prev as object, k)))) same = false;
    }
    if (same) {
      // every value equal: the same part when it has no other keys
      let m = 0;
      for (const k in prev) if (Object.hasOwn(prev as object, k)) m++;
      if (m === n) return prev;
    }
    return value;
  }
}

/**
 * How one fold writes, passed with every call of the fold (never a module-level switch, so a hook that folds another
 * battle, or two engines folding at once, cannot change it under a running fold). `shared`: the fold writes into a
 * copy of a frozen state's root, copy on write (`own` copies frozen parts, `append` copies lists at their exact new
 * length); otherwise every write goes straight to the object, as on the trusted path (where a frozen part would throw,
 * as it always did).
 */
export interface Fold {
  readonly shared: boolean;
}

/** The public path's fold: copy on write into a copy of a frozen state's root. */
export const SHARED_FOLD: Fold = Object.freeze({ shared: true });
/** The trusted path's fold: in place, on a private mutable draft. */
export const PRIVATE_FOLD: Fold = Object.freeze({ shared: false });

/**
 * `parent[key]`, ready to be written. The public path folds into a shallow copy of a deep-frozen state: an object still
 * shared with that earlier state is frozen, so it is copied first and the copy put in its place (copy on write: earlier
 * states never change, and what an event leaves alone stays shared). On the trusted path nothing is frozen and the
 * value itself is returned. Callers skip writes that would not change anything, so such writes copy nothing.
 *
 * `copy` makes the copy where the kind of value is known (a unit, a player…): a literal of its keys, which V8 builds
 * in one step at its exact size. Otherwise an array is copied by a spread and a record by an object spread (V8 has no
 * fast path for either on a frozen value: `slice` of a frozen array is ~20× slower than a spread).
 */
function own<P extends object, K extends keyof P>(f: Fold, parent: P, key: K, copy?: (v: P[K]) => P[K]): P[K] {
  const v = parent[key];
  // every part of a state handed out is frozen and every part the fold makes is extensible: `isExtensible` tells them
  // apart at once (`isFrozen` looks at every key of an object)
  if (f.shared && v !== null && typeof v === 'object' && !Object.isExtensible(v)) {
    const c = copy !== undefined ? copy(v) : ((Array.isArray(v) ? [...(v as unknown[])] : { ...v }) as P[K]);
    parent[key] = c;
    return c;
  }
  return v;
}

/**
 * Appends `item` to the list `parent[key]`. On the public path the list is copied at its exact new length, whether it
 * is frozen (shared with an earlier state) or a copy made earlier in this event (several awards in one event): a list
 * grown by `push` keeps ~50 % spare room (V8 grows a full array to 1.5× + 16), which every kept state would retain.
 */
function append<P extends object, K extends keyof P>(f: Fold, parent: P, key: K, item: P[K] extends readonly (infer T)[] ? T : never): void {
  const v = parent[key] as unknown as unknown[];
  if (f.shared) {
    const n = v.length;
    const c = new Array<unknown>(n + 1);
    for (let i = 0; i < n; i++) c[i] = v[i];
    c[n] = item;
    parent[key] = c as P[K];
  } else v.push(item);
}

// Copies of the state's records, each a literal of every key in the order the fold creates them (so a copy keeps the
// object's key order, and its JSON), built by V8 at its exact size; each type lists every required key of its record,
// or it does not compile. Optional keys are added after, as the fold adds them.
function copyUnit(u: Mutable<UnitState>): Mutable<UnitState> {
  // the definition is shared: only the status is copied
  return { def: u.def, derivedKeywords: u.derivedKeywords, modelsRemaining: u.modelsRemaining, status: u.status, effects: u.effects };
}

function copyPlayer(p: Mutable<PlayerState>): Mutable<PlayerState> {
  const c: Mutable<Omit<PlayerState, 'grandStrategyStatement'>> & { grandStrategyStatement?: 'completed' | 'failed' } = {
    id: p.id,
    name: p.name,
    role: p.role,
    faction: p.faction,
    grandStrategy: p.grandStrategy,
    grandStrategyCompleted: p.grandStrategyCompleted,
    commandPoints: p.commandPoints,
    vp: p.vp,
    withdrew: p.withdrew,
  };
  if (p.grandStrategyStatement !== undefined) c.grandStrategyStatement = p.grandStrategyStatement;
  return c;
}

function copyObjective(o: Mutable<ObjectiveState>): Mutable<ObjectiveState> {
  return {
    id: o.id,
    name: o.name,
    placement: o.placement,
    owner: o.owner,
    position: o.position,
    active: o.active,
    controller: o.controller,
    controlChangedAt: o.controlChangedAt,
    markers: o.markers,
  };
}

function copyTerrain(t: Mutable<TerrainState>): Mutable<TerrainState> {
  return { id: t.id, name: t.name, placement: t.placement, kind: t.kind, controller: t.controller, markers: t.markers };
}

function copyTurn(t: Mutable<TurnState> | null): Mutable<TurnState> | null {
  return t === null ? null : { player: t.player, number: t.number, phase: t.phase, tacticWindow: t.tacticWindow };
}

function copyRound(r: Mutable<RoundRecord>): Mutable<RoundRecord> {
  return { round: r.round, first: r.first, second: r.second, priority: r.priority, turnsEnded: r.turnsEnded };
}

function copyTactic(t: Mutable<TacticRecord>): Mutable<TacticRecord> {
  return { player: t.player, tactic: t.tactic, round: t.round, turn: t.turn, target: t.target, status: t.status, statement: t.statement };
}

/** The board, ready to be written (copied on the public path when still shared with the state before). */
function ownBoard<X>(f: Fold, s: Draft<X>): Draft<X>['board'] {
  return own(f, s, 'board', (b) => ({ objectives: b.objectives, terrain: b.terrain, contests: b.contests, zones: b.zones, reportedAt: b.reportedAt, table: b.table }));
}

/** The histories, ready to be appended to (copied on the public path when still shared with the state before). */
function ownHistory<X>(f: Fold, s: Draft<X>): Draft<X>['history'] {
  return own(f, s, 'history', (h) => ({ rounds: h.rounds, tactics: h.tactics, destroyed: h.destroyed, ledger: h.ledger, turnSummaries: h.turnSummaries }));
}

/** The turn under way, ready to be written (the caller knows there is one). */
function ownTurn<X>(f: Fold, s: Draft<X>): Mutable<TurnState> {
  return own(f, s.clock, 'turn', copyTurn) as Mutable<TurnState>;
}

/** Round record `i`, ready to be written. */
function ownRound<X>(f: Fold, s: Draft<X>, i: number): Mutable<RoundRecord> | undefined {
  return own(f, own(f, ownHistory(f, s), 'rounds'), i, copyRound);
}

/** Battle-tactic record `i`, ready to be written. */
function ownTactic<X>(f: Fold, s: Draft<X>, i: number): Mutable<TacticRecord> | undefined {
  return own(f, own(f, ownHistory(f, s), 'tactics'), i, copyTactic);
}

/** The moments of the latest contest or zones reports, ready to be written. */
function ownStamps<X>(f: Fold, s: Draft<X>, which: 'contests' | 'zones'): Draft<X>['board']['reportedAt'][typeof which] {
  return own(f, own(f, ownBoard(f, s), 'reportedAt', (r) => ({ contests: r.contests, zones: r.zones })), which);
}

/** A unit of the state, ready to be written (undefined if there is none). */
function ownUnit<X>(f: Fold, s: Draft<X>, id: string): Mutable<UnitState> | undefined {
  return s.units[id] === undefined ? undefined : own(f, own(f, s, 'units'), id, copyUnit as (u: Mutable<UnitState> | undefined) => Mutable<UnitState>);
}

/** A player of the state, ready to be written (undefined if there is none). */
function ownPlayer<X>(f: Fold, s: Draft<X>, id: string): Draft<X>['players'][string] | undefined {
  return s.players[id] === undefined ? undefined : own(f, own(f, s, 'players'), id, copyPlayer as (p: Mutable<PlayerState> | undefined) => Mutable<PlayerState>);
}

/** An objective of the state, ready to be written (undefined if there is none). */
function ownObjective<X>(f: Fold, s: Draft<X>, id: string): Mutable<ObjectiveState> | undefined {
  return s.board.objectives[id] === undefined ? undefined : own(f, own(f, ownBoard(f, s), 'objectives'), id, copyObjective as (o: Mutable<ObjectiveState> | undefined) => Mutable<ObjectiveState>);
}

/** A terrain feature of the state, ready to be written (undefined if there is none). */
function ownTerrain<X>(f: Fold, s: Draft<X>, id: string): Draft<X>['board']['terrain'][string] | undefined {
  return s.board.terrain[id] === undefined ? undefined : own(f, own(f, ownBoard(f, s), 'terrain'), id, copyTerrain as (t: Mutable<TerrainState> | undefined) => Mutable<TerrainState>);
}

/** Closes the battle-tactic window of the turn under way, if it is open. */
function closeTacticWindow<X>(f: Fold, s: Draft<X>): void {
  if (s.clock.turn !== null && s.clock.turn.tacticWindow) ownTurn(f, s).tacticWindow = false;
}

/** Sets a player's command points (nothing is written when they do not change). */
function setCommandPoints<X>(f: Fold, s: Draft<X>, id: string, value: number): void {
  const p = s.players[id];
  if (p !== undefined && p.commandPoints !== value) (ownPlayer(f, s, id) as NonNullable<typeof p>).commandPoints = value;
}

/** Sets a unit's status (nothing is written when it does not change). */
function setUnitStatus<X>(f: Fold, s: Draft<X>, id: string, status: UnitState['status']): void {
  const u = s.units[id];
  if (u !== undefined && u.status !== status) (ownUnit(f, s, id) as Mutable<UnitState>).status = status;
}

/** The index of this turn's pick of `player`, read from a view (no draft is made for the picks passed over). */
function pickIndex<X>(s: Draft<X>, player: string, round: number, turn: number | undefined, tactic?: string): number {
  const tactics = view(s.history.tactics);
  for (let i = 0; i < tactics.length; i++) {
    const t = tactics[i];
    if (t !== undefined && t.player === player && (tactic === undefined || t.tactic === tactic) && t.round === round && t.turn === turn) return i;
  }
  return -1;
}

// the hook points called with the state and the context alone
type StateHookPoint = 'onSetUp' | 'onBattleStart' | 'beforePriority' | 'afterPriority' | 'onTurnStart' | 'onHeroPhaseStart' | 'onTurnEnd' | 'onRoundEnd' | 'onBattleEnd';

/** Runs a hook point: each hook that defines it (pack first, then battleplan), its effects applied before the next. */
function run<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, ctx: HookContext, point: StateHookPoint): void {
  const state = s as BattleState<X>;
  // only the hooks that define this point (none, as for most points: no dispatch at all)
  const hooks = hookTableOf(pack, state)[point];
  for (let i = 0; i < hooks.length; i++) {
    const effects = (hooks[i] as Hooks<X>)[point]?.(state, ctx);
    if (effects !== undefined) applyEffects(f, pack, s, effects, ctx);
  }
}

/**
 * Folds an accepted event into `s` (mutating it). With `shared`, `s` is a copy of a deep-frozen state's root (see
 * {@link copyRoot}): every frozen object is copied before it is written.
 *
 * The state keeps references to parts of the event instead of copies where the part is stored as it is (a unit's
 * keywords, roles and tags, a zones report's lists): the fold never writes into such a part (a list that changes is
 * replaced, never pushed into or spliced), so sharing it is safe for the engine. On the public path the event is
 * zod's fresh copy of the caller's, so the caller's objects are never kept; on the trusted path they are (see
 * docs/concepts.md, "Trusted path").
 */
export function evolve<X>(pack: Battlepack<X>, s: Draft<X>, event: AnyEvent, shared = false): void {
  // the fold's mode travels with the call (see `Fold`)
  foldEvent(shared ? SHARED_FOLD : PRIVATE_FOLD, pack, s, event);
}

function foldEvent<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, event: AnyEvent): void {
  const eventIndex = s.clock.eventCount;
  const ctx: HookContext = { eventIndex, edition: pack.edition };
  s.clock.eventCount = eventIndex + 1;
  const type = event.type;

  const packEvent = packEventOf(pack, type);
  if (packEvent !== undefined) {
    if (!packEvent.startOfHeroPhase) closeTacticWindow(f, s);
    // the same object, read as a state by the pack (a cast, not a copy)
    applyEffects(f, pack, s, packEvent.effects(s as BattleState<X>, event as never, ctx), ctx);
    return;
  }
  // ghb 2022 s1 FAQ: start-of-hero-phase effects may come before the pick; anything else closes the window (the same
  // list decide reads for the required pick: `keepsTacticWindow`, asked only while the window is open); `PhaseStarted`
  // sets it itself
  const turn = s.clock.turn;
  if (turn !== null && turn.tacticWindow && type !== 'PhaseStarted' && !keepsTacticWindow(pack, event)) closeTacticWindow(f, s);
  const e = event as CoreEventInput;
  // one function per event type; the most frequent first
  switch (e.type) {
    case 'PhaseStarted':
      return phaseStarted(f, pack, s, e.data, ctx);
    case 'ObjectiveContestReported':
      return recordContest(f, s, e.data.objectives, e.data.contests, e.data.at, eventIndex);
    case 'TurnStarted':
      return turnStarted(f, pack, s, e.data, ctx);
    case 'TurnEnded': {
      const number = turn?.number ?? 0;
      endTurn(f, pack, s, ctx);
      return recordTableTurn(pack, s, number, e.data.player);
    }
    case 'BattleTacticPicked':
      return tacticPicked(f, s, e.data);
    case 'ModelsSlain':
      return modelsSlain(f, pack, s, e.data, ctx);
    case 'ZonesReported':
      return zonesReported(f, s, e.data, eventIndex);
    case 'PriorityDetermined':
    case 'InitiativeSeized':
      return roundBegun(f, pack, s, e, ctx);
    case 'UnitDestroyed': {
      const u = s.units[e.data.unit];
      return destroyUnit(f, pack, s, e.data.unit, e.data.by, ctx, instantContests(e.data.contesting, u?.modelsRemaining ?? 0));
    }
    case 'BattleTacticCompleted':
    case 'BattleTacticFailed':
      return tacticStatement(f, s, e.data, e.type === 'BattleTacticCompleted' ? 'completed' : 'failed');
    case 'UnitsAdded':
      return unitsAdded(f, pack, s, e.data, ctx);
    case 'CommandPointsSpent': {
      const p = s.players[e.data.player];
      if (p !== undefined) setCommandPoints(f, s, e.data.player, p.commandPoints - e.data.amount);
      return;
    }
    case 'CommandPointsGained': {
      const p = s.players[e.data.player];
      if (p !== undefined) setCommandPoints(f, s, e.data.player, p.commandPoints + e.data.amount);
      return;
    }
    case 'UnitArrived':
      return setUnitStatus(f, s, e.data.unit, 'battlefield');
    case 'BattleSetUp':
      return battleSetUp(f, pack, s, e.data, ctx);
    case 'DeploymentFinished':
      s.clock.deploymentFirst = e.data.firstFinished;
      s.clock.stage = 'battle';
      return run(f, pack, s, ctx, 'onBattleStart');
    case 'ObjectiveControlSet':
      return setControl(f, s, e.data.objective, e.data.player, eventIndex);
    case 'GrandStrategyCompleted':
    case 'GrandStrategyFailed': {
      const p = s.players[e.data.player];
      const statement = e.type === 'GrandStrategyCompleted' ? 'completed' : 'failed';
      if (p !== undefined && p.grandStrategyStatement !== statement) (ownPlayer(f, s, e.data.player) as typeof p).grandStrategyStatement = statement;
      return;
    }
    case 'UnitRemoved': {
      const u = s.units[e.data.unit];
      if (u === undefined) return;
      const reason = e.data.reason ?? 'other';
      setUnitStatus(f, s, e.data.unit, reason === 'other' ? 'removed' : 'reserve');
      return dropContests(f, s, u.def.id);
    }
    case 'PositionsReported':
      return recordPositions(pack, s, e.data, eventIndex);
    case 'ObjectiveAssigned':
      return assignObjective(pack, s, e.data, eventIndex);
    case 'TerrainControlSet': {
      const t = s.board.terrain[e.data.terrain];
      if (t !== undefined && t.controller !== e.data.player) (ownTerrain(f, s, e.data.terrain) as typeof t).controller = e.data.player;
      return;
    }
    case 'DiceRolled':
      return diceRolled(f, pack, s, e.data, ctx);
    case 'PlayerWithdrew':
      return playerWithdrew(f, pack, s, e.data, ctx);
    case 'BattleEnded': {
      const why = e.data.reason === 'concession' ? `${e.data.concededBy ?? 'a player'} conceded` : e.data.reason === 'time' ? 'time was called' : 'the players agreed to end the battle';
      return endBattle(f, pack, s, ctx, why, e.data.reason === 'concession' ? e.data.concededBy : undefined);
    }
  }
}

/** The data of the core event of type `T`, as written by a caller. */
type DataOf<T extends CoreEventInput['type']> = Extract<CoreEventInput, { readonly type: T }>['data'];

function battleSetUp<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, d: DataOf<'BattleSetUp'>, ctx: HookContext): void {
  const plan = pack.battleplans[d.battleplan];
  s.clock.stage = 'deployment';
  s.setup = {
    edition: s.setup.edition,
    battlepack: { id: d.battlepack.id, version: d.battlepack.version },
    battleplan: d.battleplan,
    pointsLimit: d.pointsLimit,
    playerOrder: d.players.map((p) => p.id),
  };
  for (const p of d.players) {
    own(f, s, 'players')[p.id] = {
      id: p.id,
      name: p.name ?? p.id,
      role: p.role,
      faction: p.faction ?? null,
      grandStrategy: p.grandStrategy ?? null,
      grandStrategyCompleted: null,
      commandPoints: 0,
      vp: 0,
      withdrew: false,
    };
  }
  for (const o of d.objectives ?? plan?.objectives ?? []) own(f, ownBoard(f, s), 'objectives')[o.id] = objectiveFrom(o);
  for (const t of d.terrain ?? []) own(f, ownBoard(f, s), 'terrain')[t.id] = { id: t.id, name: t.name ?? t.id, placement: t.placement ?? null, kind: t.kind ?? null, controller: null, markers: {} };
  setUpTable(pack, s, d);
  run(f, pack, s, ctx, 'onSetUp');
}

// the event index before which the units record is rebuilt in one spread after an addition (see `unitsAdded`)
const SPREAD_UNITS_BEFORE = 64;

function unitsAdded<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, d: DataOf<'UnitsAdded'>, ctx: HookContext): void {
  const state = s as BattleState<X>;
  const table = hookTableOf(pack, state);
  const defs = d.units;
  if (defs.length === 0) return;
  const units = own(f, s, 'units');
  const added: UnitState[] = [];
  for (let i = 0; i < defs.length; i++) {
    const u = defs[i] as UnitDef;
    const unit = unitFrom(table.deriveKeywords, state, u, d.origin);
    units[u.id] = unit;
    added.push(unit);
  }
  // the record again, made in one spread: V8 keeps a record that had more than a dozen keys added one by one as a
  // slow dictionary, which every scan of the units (each turn and hero phase) then pays for; a spread is fast. Only for
  // the armies added at the start of the battle: spreading on every addition made a log of 10,000 one-unit additions
  // quadratic (a minute to replay), and a unit or two added later keeps a fast record fast. Not for a record of 16 units
  // or fewer, which V8 keeps fast (up to 19 keys added one by one, V8 11), so that the spread is not paid for nothing
  let count = 0;
  if (ctx.eventIndex < SPREAD_UNITS_BEFORE) for (const _ in units) count++;
  if (count > 16) s.units = { ...units };
  const onAdded = table.onUnitsAdded;
  for (let i = 0; i < onAdded.length; i++) {
    const effects = (onAdded[i] as Hooks<X>).onUnitsAdded?.(state, added, ctx);
    if (effects !== undefined) applyEffects(f, pack, s, effects, ctx);
  }
}

function roundBegun<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, e: Extract<CoreEventInput, { readonly type: 'PriorityDetermined' | 'InitiativeSeized' }>, ctx: HookContext): void {
  const state = s as BattleState<X>;
  const round = e.data.round;
  let winner: string;
  let first: string;
  let rolls: Record<string, number> | null = null;
  let how: 'deployment' | 'roll' | 'tie' | 'seized' | 'declared';
  if (e.type === 'InitiativeSeized') {
    winner = e.data.player;
    first = e.data.player;
    how = 'seized';
    if (e.data.rolls !== undefined) rolls = { ...e.data.rolls };
  } else {
    const w = priorityWinner(pack, state, round, e.data.rolls);
    winner = typeof w === 'string' ? w : (e.data.winner ?? e.data.firstTurn);
    first = e.data.firstTurn;
    if (e.data.rolls !== undefined) rolls = { ...e.data.rolls };
    let tie = false;
    if (rolls !== null) {
      // a tie: exactly two rolls, equal (as `Object.values` would list them)
      let n = 0;
      let v0 = 0;
      let v1 = 0;
      for (const k in rolls) {
        if (n === 0) v0 = rolls[k] as number;
        else if (n === 1) v1 = rolls[k] as number;
        n++;
      }
      tie = n === 2 && v0 === v1;
    }
    how = round === 1 && pack.roundOnePriority === 'deployment-first' ? 'deployment' : tie ? 'tie' : typeof w === 'string' ? 'roll' : 'declared';
  }
  const ed = editionProfile(pack.edition);
  const underdogBefore = ed.edition === 4 ? underdogOf(pack, state) : null;
  // the control check after deployment (3rd ed, FACTS.md §3; 4th ed 32.2): from the reports made after deployment
  if (s.clock.round === 0) determineControl(f, pack, s, ctx, { round: 0, turn: 0 });
  s.clock.round = round;
  run(f, pack, s, ctx, 'beforePriority');
  const second = opponentOf(state, first);
  append(f, ownHistory(f, s), 'rounds', { round, first, second, priority: { winner, rolls, how }, turnsEnded: 0 });
  const order = s.setup.playerOrder;
  for (let i = 0; i < order.length; i++) {
    const id = order[i] as string;
    // unused command points were lost at the end of the previous round; this round's allowance
    if (s.players[id] !== undefined) setCommandPoints(f, s, id, ed.roundCommandPoints(id === first ? 'first' : 'second', id === underdogBefore));
  }
  run(f, pack, s, ctx, 'afterPriority');
}

function turnStarted<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, d: DataOf<'TurnStarted'>, ctx: HookContext): void {
  const cur = currentRound(s as BattleState<X>);
  const player = d.player;
  s.clock.turn = { player, number: (cur?.turnsEnded ?? 0) + 1, phase: null, tacticWindow: false };
  expireEffects(f, s, 'turn-start', player);
  run(f, pack, s, ctx, 'onTurnStart');
}

function phaseStarted<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, d: DataOf<'PhaseStarted'>, ctx: HookContext): void {
  const turn = s.clock.turn;
  if (turn === null) return;
  const phase = d.phase;
  const open = phase === 'hero';
  if (turn.phase !== phase || turn.tacticWindow !== open) {
    const w = ownTurn(f, s);
    w.phase = phase;
    w.tacticWindow = open;
  }
  if (!open) return;
  const player = turn.player;
  expireEffects(f, s, 'hero-phase', player);
  const cp = editionProfile(pack.edition).heroPhaseGeneralCp;
  // 3rd ed (FACTS.md §3): each player, in every hero phase (their own and the opponent's), while their general is on the battlefield
  if (cp > 0) {
    const order = s.setup.playerOrder;
    for (let i = 0; i < order.length; i++) {
      const id = order[i] as string;
      const p = s.players[id];
      if (p !== undefined && hasGeneralOnBattlefield(s, id)) setCommandPoints(f, s, id, p.commandPoints + cp);
    }
  }
  run(f, pack, s, ctx, 'onHeroPhaseStart');
}

function tacticPicked<X>(f: Fold, s: Draft<X>, d: DataOf<'BattleTacticPicked'>): void {
  append(f, ownHistory(f, s), 'tactics', {
    player: d.player,
    tactic: d.tactic,
    round: s.clock.round,
    turn: s.clock.turn?.number ?? 0,
    target: d.target === undefined ? null : { kind: d.target.kind, id: d.target.id },
    status: 'picked',
    statement: null,
  });
}

function tacticStatement<X>(f: Fold, s: Draft<X>, d: DataOf<'BattleTacticCompleted'>, statement: 'completed' | 'failed'): void {
  const i = pickIndex(s, d.player, s.clock.round, s.clock.turn?.number, d.tactic);
  const pick = i < 0 ? undefined : s.history.tactics[i];
  if (pick !== undefined && pick.statement !== statement) (ownTactic(f, s, i) as typeof pick).statement = statement;
}

function modelsSlain<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, d: DataOf<'ModelsSlain'>, ctx: HookContext): void {
  const u = s.units[d.unit];
  if (u === undefined) return;
  const before = u.modelsRemaining;
  const left = Math.max(0, before - d.count);
  if (left !== before) (ownUnit(f, s, d.unit) as Mutable<UnitState>).modelsRemaining = left;
  if (left === 0) destroyUnit(f, pack, s, u.def.id, d.by, ctx, instantContests(d.contesting, before));
}

function zonesReported<X>(f: Fold, s: Draft<X>, d: DataOf<'ZonesReported'>, eventIndex: number): void {
  const units = d.units;
  let zones: Draft<X>['board']['zones'] | undefined;
  let stamps: Draft<X>['board']['reportedAt']['zones'] | undefined;
  // one moment for every unit of the report (stamps are never written in place, so they may share it)
  let moment: ReturnType<typeof momentOf> | undefined;
  for (const id in units) {
    const z = units[id] as (typeof units)[string] & object;
    if (zones === undefined || stamps === undefined || moment === undefined) {
      zones = own(f, ownBoard(f, s), 'zones');
      stamps = ownStamps(f, s, 'zones');
      moment = momentOf(s as BattleState<X>, eventIndex, d.at);
    }
    // the event's lists themselves, never copied: they are never written in place (see `evolve`)
    zones[id] = { wholly: z.wholly ?? [], partly: z.partly ?? [] };
    stamps[id] = moment;
  }
}

function diceRolled<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, d: DataOf<'DiceRolled'>, ctx: HookContext): void {
  const state = s as BattleState<X>;
  const pending = s.clock.pendingRoll;
  if (pending !== null && pending.rule === d.rule) {
    s.clock.pendingRoll = null;
    const length = lengthOf(pack, state);
    const roll = d.values[0] ?? 6;
    if (length.kind === 'variable' && pending.rule === length.rule) {
      const limit = length.endsOn[s.clock.round] ?? 0;
      if (roll <= limit) endBattle(f, pack, s, ctx, `the battle-length roll of ${roll} at the end of round ${s.clock.round} ended the battle`);
    }
  }
  const rolled = { rule: d.rule, player: d.player ?? null, values: [...d.values] };
  for (const h of hookTableOf(pack, state).onDiceRolled) {
    const effects = h.onDiceRolled?.(state, rolled, ctx);
    if (effects !== undefined) applyEffects(f, pack, s, effects, ctx);
  }
}

function playerWithdrew<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, d: DataOf<'PlayerWithdrew'>, ctx: HookContext): void {
  const p = s.players[d.player];
  if (p === undefined) return;
  if (!p.withdrew) (ownPlayer(f, s, d.player) as typeof p).withdrew = true;
  for (const u of Object.values(view(s.units))) {
    if (u.def.owner === d.player && (u.status === 'battlefield' || u.status === 'reserve')) {
      setUnitStatus(f, s, u.def.id, 'withdrawn');
      dropContests(f, s, u.def.id);
    }
  }
  if (d.continueBattle !== true) endBattle(f, pack, s, ctx, `${p.name} withdrew`);
}

function hasGeneralOnBattlefield<X>(s: Draft<X>, player: string): boolean {
  const units = view(s.units);
  for (const id in units) {
    const u = units[id];
    if (u !== undefined && u.def.owner === player && u.def.general && u.status === 'battlefield') return true;
  }
  return false;
}

function unitFrom<X>(deriving: readonly Hooks<X>[], state: BattleState<X>, u: UnitDef, origin: UnitDefinition['origin']): Mutable<UnitState> {
  // each field of the definition read once (definitions come in many shapes, so every read of one is a slow look-up)
  const id = u.id;
  const owner = u.owner;
  const name = u.name;
  // the event's lists themselves, never copied: they are never written in place (see `evolve`)
  const keywords = u.keywords ?? [];
  const roles = u.roles ?? [];
  const wounds = u.wounds;
  const models = u.models;
  const mounted = u.mounted ?? false;
  const points = u.points ?? 0;
  const general = u.general;
  const ally = u.ally;
  const coalition = u.coalition;
  const unique = u.unique;
  const reinforced = u.reinforced;
  const control = u.control;
  const countsAs = u.countsAs;
  const tags = u.tags;
  const derived: string[] = [];
  // the hooks that define `deriveKeywords` (the hook table's list); none: no facts to build
  if (deriving.length > 0) {
    // the unit's facts as the schema gives them (defaults filled in, optional fields only when present)
    const facts: { -readonly [K in keyof UnitFacts]: UnitFacts[K] } = { id, owner, name, keywords, roles, wounds, models, mounted, points };
    if (general !== undefined) facts.general = general;
    if (ally !== undefined) facts.ally = ally;
    if (coalition !== undefined) facts.coalition = coalition;
    if (unique !== undefined) facts.unique = unique;
    if (reinforced !== undefined) facts.reinforced = reinforced;
    if (control !== undefined) facts.control = control;
    if (countsAs !== undefined) facts.countsAs = countsAs;
    if (tags !== undefined) facts.tags = tags;
    for (let i = 0; i < deriving.length; i++) {
      const keywords = (deriving[i] as Hooks<X>).deriveKeywords?.(facts, state) ?? [];
      for (let j = 0; j < keywords.length; j++) if (!derived.includes(keywords[j] as string)) derived.push(keywords[j] as string);
    }
  }
  const before = state.clock.stage === 'deployment';
  const def: Mutable<UnitDefinition> = {
    id,
    owner,
    name,
    keywords,
    roles,
    wounds,
    models,
    mounted,
    points,
    general: general ?? false,
    ally: ally ?? false,
    coalition: coalition ?? false,
    unique: unique ?? false,
    reinforced: reinforced ?? 0,
    control: control ?? null,
    tags: tags ?? [],
    origin,
    // core rules: the starting army is every unit set up before round 1, reserves included; summoned and replacement units are not
    startingArmy: before && (origin === 'roster' || origin === 'reserve'),
    addedRound: state.clock.round,
  };
  // only when given: the states of units without it keep their shape
  if (countsAs !== undefined) def.countsAs = countsAs;
  return { def, derivedKeywords: derived, modelsRemaining: models, status: origin === 'reserve' ? 'reserve' : 'battlefield', effects: [] };
}

function dropContests<X>(f: Fold, s: Draft<X>, unit: string): void {
  const contests = view(s.board.contests);
  for (const obj in contests) {
    const entries = contests[obj];
    if (entries === undefined) continue;
    for (let i = 0; i < entries.length; i++) {
      if (entries[i]?.unit !== unit) continue;
      own(f, ownBoard(f, s), 'contests')[obj] = entries.filter((c) => c.unit !== unit);
      break;
    }
  }
}

function destroyUnit<X>(
  f: Fold,
  pack: Battlepack<X>,
  s: Draft<X>,
  unit: string,
  by: { unit?: string | undefined; player?: string | undefined; means?: string | undefined } | undefined,
  ctx: HookContext,
  contesting?: NonNullable<DestroyedRecord['contesting']>,
): void {
  if (s.units[unit] === undefined || s.units[unit].status === 'destroyed') return;
  const u = ownUnit(f, s, unit) as Mutable<UnitState>;
  u.status = 'destroyed';
  if (u.modelsRemaining !== 0) u.modelsRemaining = 0;
  const byPlayer = by?.player ?? (by?.unit !== undefined ? (s.units[by.unit]?.def.owner ?? null) : null);
  const record: Mutable<DestroyedRecord> = {
    unit,
    owner: u.def.owner,
    byUnit: by?.unit ?? null,
    byPlayer,
    means: by?.means ?? (by === undefined ? 'other' : 'attack'),
    round: s.clock.round,
    turn: s.clock.turn?.number ?? 0,
    phase: s.clock.turn?.phase ?? null,
    eventIndex: ctx.eventIndex,
  };
  // only when the event said: the records of other destructions keep their shape
  if (contesting !== undefined) record.contesting = contesting.map((c) => ({ objective: c.objective, models: c.models }));
  append(f, ownHistory(f, s), 'destroyed', record);
  // hooks see the contests as they were when the unit died (e.g. The Mighty and the Cunning's +1)
  for (const h of hookTableOf(pack, s as BattleState<X>).onUnitDestroyed) {
    const effects = h.onUnitDestroyed?.(s as BattleState<X>, record, ctx);
    if (effects !== undefined) applyEffects(f, pack, s, effects, ctx);
  }
  dropContests(f, s, unit);
}

/** The instant contests a destroying event reported (`contesting`), each with the models the unit had then. */
function instantContests(objectives: readonly string[] | undefined, models: number): NonNullable<DestroyedRecord['contesting']> | undefined {
  return objectives === undefined ? undefined : [...new Set(objectives)].map((objective) => ({ objective, models }));
}

function setControl<X>(f: Fold, s: Draft<X>, objective: string, player: string | null, eventIndex: number): void {
  const current = s.board.objectives[objective];
  if (current === undefined || current.controller === player) return;
  const o = ownObjective(f, s, objective) as Mutable<ObjectiveState>;
  o.controller = player;
  o.controlChangedAt = { round: s.clock.round, turn: s.clock.turn?.number ?? 0, eventIndex };
}

/**
 * Records a contest report: for each objective it covers, its entries replace the earlier ones and are stamped with
 * the moment the report describes. Control does not move here (ruling `core/control-checkpoints`).
 */
function recordContest<X>(
  f: Fold,
  s: Draft<X>,
  covered: readonly string[] | undefined,
  contests: readonly { unit: string; objective: string; models?: number | undefined; controlScore?: number | undefined; wholly?: boolean | undefined; counts?: boolean | undefined }[],
  at: ReportMoment | undefined,
  eventIndex: number,
): void {
  const objectives = view(s.board.objectives);
  let ids: readonly string[];
  if (covered !== undefined) ids = covered;
  else {
    const active: string[] = [];
    for (const id in objectives) {
      const o = objectives[id];
      if (o !== undefined && o.active) active.push(o.id);
    }
    ids = active;
  }
  // each covered objective's entries, in report order (entries for other objectives are dropped), in one pass; by
  // position in `ids` (a handful: a linear search beats a Map), an id given twice sharing the list of its first place
  const n = ids.length;
  const lists: Mutable<ContestEntry>[][] = [];
  for (let i = 0; i < n; i++) {
    let first = 0;
    while (ids[first] !== ids[i]) first++;
    lists.push(first < i ? (lists[first] as Mutable<ContestEntry>[]) : []);
  }
  for (let k = 0; k < contests.length; k++) {
    const c = contests[k] as (typeof contests)[number];
    let i = 0;
    while (i < n && ids[i] !== c.objective) i++;
    if (i === n) continue;
    const full: Mutable<ContestEntry> = { unit: c.unit, objective: c.objective };
    if (c.models !== undefined) full.models = c.models;
    if (c.controlScore !== undefined) full.controlScore = c.controlScore;
    if (c.wholly !== undefined) full.wholly = c.wholly;
    if (c.counts !== undefined) full.counts = c.counts;
    (lists[i] as Mutable<ContestEntry>[]).push(full);
  }
  const reported = own(f, ownBoard(f, s), 'contests');
  const moment = momentOf(s as BattleState<X>, eventIndex, at);
  const stamps = ownStamps(f, s, 'contests');
  for (let i = 0; i < n; i++) {
    reported[ids[i] as string] = lists[i] as Mutable<ContestEntry>[];
    stamps[ids[i] as string] = moment;
  }
}

/**
 * The objective each unit counts toward in a 4th-edition picture of several objectives (core 32.1): the one entry of
 * its latest report not marked `counts: false` (ruling `core/one-objective-per-unit`). Maps unit → objective.
 */
function countedObjectives<X>(s: Draft<X>, ids: readonly string[], lists: readonly (readonly ContestEntry[])[]): Map<string, string> {
  const stamps = view(s.board.reportedAt).contests;
  const chosen = new Map<string, { objective: string; at: number }>();
  for (let k = 0; k < ids.length; k++) {
    const objective = ids[k] as string;
    const at = stamps[objective]?.eventIndex ?? -1;
    for (const c of lists[k] as readonly ContestEntry[]) {
      if (c.counts === false) continue;
      const was = chosen.get(c.unit);
      if (was === undefined || at > was.at) chosen.set(c.unit, { objective, at });
    }
  }
  const out = new Map<string, string>();
  for (const [unit, c] of chosen) out.set(unit, c.objective);
  return out;
}

/**
 * What a contest entry says a unit brings to its objective, capped by what the unit has left now (ruling
 * `core/contest-after-casualties`): reported models, at most the models left (3rd ed); a control score, at most Control
 * × models left when the unit's Control is known (4th ed).
 */
export function contestAmountNow(c: ContestEntry, u: UnitState, byModels: boolean): number {
  if (byModels) return Math.min(c.models ?? 0, u.modelsRemaining);
  const score = c.controlScore ?? 0;
  return u.def.control === null ? score : Math.min(score, u.def.control * u.modelsRemaining);
}

/**
 * The changes a control checkpoint (after deployment, the end of a turn) makes: for each objective on the battlefield
 * with a contest report of the moment `key`, each player's counted contest, and control moves where one side has more
 * (sticky). Objectives without a report of that moment keep their control (ruling `core/control-checkpoints`). Reads
 * the state only: the fold applies the changes, `selectNextCheckpointControl` shows them.
 * @internal
 */
export function checkpointControlChanges<X>(pack: Battlepack<X>, state: BattleState<X>, key: TurnKey): readonly ControlChange[] {
  const s = state as Draft<X>;
  // read from views: the objectives and units do not change until control moves at the end
  const objectives = view(s.board.objectives);
  const units = view(s.units);
  const now = view(state);
  // the objectives with a picture of that moment, and their entries (none: nothing to count)
  let ids: string[] | null = null;
  let lists: (readonly ContestEntry[])[] | null = null;
  for (const id in objectives) {
    const o = objectives[id];
    if (o === undefined || !o.active) continue;
    const entries = contestsAtEndOf(now, id, key);
    if (entries === undefined) continue;
    if (ids === null || lists === null) {
      ids = [];
      lists = [];
    }
    ids.push(id);
    lists.push(entries);
  }
  if (ids === null || lists === null) return [];
  const ed = editionProfile(pack.edition);
  const counted = ed.unitContestsOneObjective ? countedObjectives(s, ids, lists) : null;
  const byModels = ed.control === 'models';
  const table = hookTableOf(pack, state);
  const canContest = table.canContest;
  const countContest = table.countContest;
  const changes: ControlChange[] = [];
  const a = s.setup.playerOrder[0];
  const b = s.setup.playerOrder[1];
  if (a === undefined || b === undefined) return [];
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k] as string;
    const o = objectives[id];
    if (o === undefined) continue;
    const entries = lists[k] as readonly ContestEntry[];
    // each player's total (only the two players' units count)
    let ta = 0;
    let tb = 0;
    for (let j = 0; j < entries.length; j++) {
      const c = entries[j] as ContestEntry;
      if (c.counts === false || (counted !== null && counted.get(c.unit) !== id)) continue;
      const u = units[c.unit] as UnitState | undefined;
      if (u === undefined || u.status !== 'battlefield') continue;
      // indexed loops over the hook lists, each hook of which defines its point (the table's lists)
      let h = 0;
      while (h < canContest.length && (canContest[h] as Hooks<X>).canContest?.(state, c, u) !== false) h++;
      if (h < canContest.length) continue;
      // ruling core/contest-after-casualties: models slain since the report no longer contest; the count is capped by
      // the models the unit has at the checkpoint (3rd ed) or their Control (4th ed)
      const count = contestAmountNow(c, u, byModels);
      let n = count;
      for (h = 0; h < countContest.length; h++) n = (countContest[h] as Hooks<X>).countContest?.(state, c, u, n) ?? n;
      // 4th ed 32.2: a contesting unit's control score is never reduced below 1
      if (!byModels && count > 0) n = Math.max(1, n);
      n = Math.max(0, Math.floor(n));
      if (u.def.owner === a) ta += n;
      if (u.def.owner === b) tb += n;
    }
    // control is sticky: equal counts (including none) leave it where it was
    const to = ta > tb ? a : tb > ta ? b : o.controller;
    if (to !== o.controller) changes.push({ objective: id, from: o.controller, to });
  }
  let allowed: readonly ControlChange[] = changes;
  for (const h of table.filterControl) if (h.filterControl !== undefined) allowed = h.filterControl(state, allowed);
  return allowed;
}

function determineControl<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, ctx: HookContext, key: TurnKey): void {
  const allowed = checkpointControlChanges(pack, s as BattleState<X>, key);
  for (let i = 0; i < allowed.length; i++) {
    const c = allowed[i] as ControlChange;
    setControl(f, s, c.objective, c.to, ctx.eventIndex);
  }
}

/** Whether an effect ends at a moment of kind `kind` (of `player`, for the moments that name one). */
function endsAt(end: EffectEnd, kind: EffectEnd['kind'], player: string | null): boolean {
  return end.kind === kind && (player === null || (end as { readonly player?: string }).player === player);
}

/** Removes the unit effects that end at a moment of kind `kind` (of `player`, for the moments that name one). */
function expireEffects<X>(f: Fold, s: Draft<X>, kind: EffectEnd['kind'], player: string | null): void {
  const units = view(s.units);
  for (const id in units) {
    const u = units[id];
    if (u === undefined) continue;
    const effects = u.effects;
    if (effects.length === 0) continue;
    let ending = false;
    for (let i = 0; i < effects.length; i++) {
      if (endsAt((effects[i] as UnitEffect).until, kind, player)) {
        ending = true;
        break;
      }
    }
    if (!ending) continue;
    const w = ownUnit(f, s, id);
    if (w !== undefined) w.effects = effects.filter((f) => !endsAt(f.until, kind, player));
  }
}

function lengthOf<X>(pack: Battlepack<X>, state: BattleState<X>) {
  return planOf(pack, state)?.length ?? pack.length;
}

function endTurn<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, ctx: HookContext): void {
  const state = s as BattleState<X>;
  const turn = s.clock.turn;
  if (turn === null) return;
  const player = turn.player;
  const number = turn.number;
  // the control check at the end of the turn, before the tactic (which may read control) and the scoring
  determineControl(f, pack, s, ctx, { round: s.clock.round, turn: number });
  // battle tactic: judged from the facts where the pack can, else the players' statement, else failed
  const i = pickIndex(s, player, s.clock.round, number);
  const seen = i < 0 ? undefined : s.history.tactics[i];
  if (seen !== undefined && seen.status === 'picked') {
    const def = pack.battleTactics[seen.tactic];
    // judge and score answer at once from the state as it is now, so they read a view of it
    const judged = def?.judge?.(view(state), seen) ?? 'unknown';
    const verdict = judged !== 'unknown' ? judged : (seen.statement ?? 'failed');
    if (s.history.tactics[i] !== undefined && s.history.tactics[i].status !== verdict) (ownTactic(f, s, i) as Mutable<TacticRecord>).status = verdict;
    if (verdict === 'completed') {
      const now = view(state);
      const mine = now.history.tactics[i];
      const awards = (mine === undefined ? undefined : def?.score?.(now, mine)) ?? [
        { player, amount: planOf(pack, state)?.battleTacticVp ?? pack.battleTacticVp, source: `${pack.id}/battle-tactic/${seen.tactic}`, reason: `completed ${def?.name ?? seen.tactic}` },
      ];
      for (let k = 0; k < awards.length; k++) {
        const a = awards[k] as (typeof awards)[number];
        award(f, s, a.player, a.amount, a.source, a.reason, ctx.eventIndex);
      }
    }
  }
  const plan = planOf(pack, state);
  const scorer = plan?.hooks?.scoreTurn ?? pack.hooks.scoreTurn;
  if (scorer !== undefined) applyEffects(f, pack, s, scorer(state, ctx), ctx);
  // the objectives held when the turn was scored (an objective pillaged after scoring still counts for this turn)
  const held: string[] = [];
  const objectives = view(s.board.objectives);
  for (const id in objectives) {
    const o = objectives[id];
    if (o !== undefined && o.active && o.controller === player) held.push(o.id);
  }
  run(f, pack, s, ctx, 'onTurnEnd');
  const vpAfter: Record<string, number> = {};
  const players = view(s.players);
  const order = s.setup.playerOrder;
  for (let k = 0; k < order.length; k++) {
    const id = order[k] as string;
    vpAfter[id] = players[id]?.vp ?? 0;
  }
  append(f, ownHistory(f, s), 'turnSummaries', { round: s.clock.round, turn: number, player, objectivesControlled: held, vpAfter });
  if (isEnded(s)) return;
  expireEffects(f, s, 'end-of-turn', null);
  s.clock.turn = null;
  const last = s.history.rounds.length - 1;
  if (s.history.rounds[last] === undefined) return;
  const cur = ownRound(f, s, last) as Mutable<RoundRecord>;
  cur.turnsEnded += 1;
  if (cur.turnsEnded < 2) return;
  // end of the battle round
  run(f, pack, s, ctx, 'onRoundEnd');
  if (isEnded(s)) return;
  expireEffects(f, s, 'end-of-round', null);
  // unused command points are lost at the end of the round
  for (let k = 0; k < order.length; k++) setCommandPoints(f, s, order[k] as string, 0);
  const length = lengthOf(pack, state);
  if (length.kind === 'fixed') {
    if (s.clock.round >= length.rounds) endBattle(f, pack, s, ctx, `the ${length.rounds} battle rounds were played`);
  } else if (s.clock.round >= length.maxRounds) {
    endBattle(f, pack, s, ctx, `the battle always ends after round ${length.maxRounds}`);
  } else if (length.endsOn[s.clock.round] !== undefined) {
    s.clock.pendingRoll = { rule: length.rule, reason: `at the end of round ${s.clock.round}, a roll of ${length.endsOn[s.clock.round]} or less ends the battle`, dice: 1 };
  }
}

function isEnded(s: { readonly clock: { readonly stage: string } }): boolean {
  return s.clock.stage === 'ended';
}

/** Ends the battle: grand strategies, end-of-battle hooks, then the result. */
function endBattle<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, ctx: HookContext, why: string, concededBy?: string, fixed?: BattleResult): void {
  if (isEnded(s)) return;
  const state = s as BattleState<X>;
  s.clock.pendingRoll = null;
  // "when the battle ends": the facts of the battle's last turn (the one under way, else the one that ended last)
  const at = turnKeyOf(state);
  s.clock.turn = null; // end-of-battle points belong to no turn (turn 0)
  const order = s.setup.playerOrder;
  for (let k = 0; k < order.length; k++) {
    const id = order[k] as string;
    const p = s.players[id];
    if (p === undefined || p.grandStrategy === null) continue;
    const def = pack.grandStrategies[p.grandStrategy];
    // a judge answers at once: it reads a view of the state as it is now; where the facts do not settle it, the
    // players' statement decides, and with none the strategy was not completed (ruling `core/strategy-judging`)
    const judged = def === undefined ? 'unknown' : def.judge(view(state), id, at);
    const done = judged === 'unknown' ? p.grandStrategyStatement === 'completed' : judged;
    if (p.grandStrategyCompleted !== done) (ownPlayer(f, s, id) as typeof p).grandStrategyCompleted = done;
    if (done && def !== undefined)
      award(f, s, id, planOf(pack, state)?.grandStrategyVp ?? pack.grandStrategyVp, `${pack.id}/grand-strategy/${def.id}`, `completed ${def.name}`, ctx.eventIndex);
  }
  run(f, pack, s, ctx, 'onBattleEnd');
  s.clock.stage = 'ended';
  let withdrew: string | undefined;
  for (let k = 0; k < order.length; k++) {
    if (s.players[order[k] as string]?.withdrew === true) {
      withdrew = order[k];
      break;
    }
  }
  if (withdrew !== undefined) {
    const other = opponentOf(state, withdrew);
    s.result = { kind: 'major', winner: other, reason: `${s.players[withdrew]?.name ?? withdrew} withdrew, so ${s.players[other]?.name ?? other} wins a major victory`, source: 'core/withdrawal' };
  } else if (concededBy !== undefined) {
    const other = opponentOf(state, concededBy);
    s.result = { kind: 'major', winner: other, reason: `${s.players[concededBy]?.name ?? concededBy} conceded`, source: 'core/concession' };
  } else if (fixed !== undefined) {
    s.result = { ...fixed };
  } else {
    const plan = planOf(pack, state);
    const now = view(state);
    const r = plan?.result?.(now) ?? pack.result?.(now) ?? defaultResult(now);
    s.result = { ...r, reason: `${r.reason}; ${why}` };
  }
}

/** Awards victory points (none for an amount of 0 or less, or an unknown player) and writes the ledger line. */
function award<X>(f: Fold, s: Draft<X>, player: string, amount: number, source: string, reason: string, eventIndex: number): void {
  if (amount <= 0) return;
  const p = ownPlayer(f, s, player);
  if (p === undefined) return;
  p.vp += amount;
  append(f, ownHistory(f, s), 'ledger', { player, amount, round: s.clock.round, turn: s.clock.turn?.number ?? 0, source, reason, eventIndex });
}

/** More victory points wins a major victory; equal points are a draw (the core's result, without tie-breaks). */
export function defaultResult(state: BattleState<unknown>): BattleResult {
  return mostVictoryPoints(state, [], 'core/result');
}

function underdogOf<X>(pack: Battlepack<X>, state: BattleState<X>): string | null {
  if (pack.underdog !== undefined) return pack.underdog(state);
  const [a, b] = state.setup.playerOrder;
  if (a === undefined || b === undefined) return null;
  const va = state.players[a]?.vp ?? 0;
  const vb = state.players[b]?.vp ?? 0;
  return va === vb ? null : va < vb ? a : b;
}

/** Applies hook effects in order. */
export function applyEffects<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, effects: readonly Effect<X>[], ctx: HookContext): void {
  for (let i = 0; i < effects.length; i++) {
    const fx = effects[i] as Effect<X>;
    switch (fx.kind) {
      case 'award':
        award(f, s, fx.player, fx.amount, fx.source, fx.reason, ctx.eventIndex);
        break;
      case 'ext': {
        const ext: unknown = s.ext;
        // on the public path, the pack's update works on a draft: it copies what it reaches of the frozen ext (see
        // `ExtDraft`); what it leaves equal stays shared, and what it adds is frozen with the rest of the event's changes
        if (f.shared && isObject(ext)) {
          const d = new ExtDraft();
          const root = Object.isExtensible(ext) ? ext : { ...ext };
          fx.update(d.draft(root) as Mutable<X>);
          s.ext = d.settle(root, Object.isExtensible(ext) ? undefined : ext) as Draft<X>['ext'];
        } else fx.update(s.ext as Mutable<X>);
        break;
      }
      case 'control':
        setControl(f, s, fx.objective, fx.player, ctx.eventIndex);
        break;
      case 'objective-added':
        own(f, ownBoard(f, s), 'objectives')[fx.objective.id] = objectiveFrom(fx.objective);
        break;
      case 'objective-removed': {
        const o = s.board.objectives[fx.objective];
        if (o !== undefined && (o.active || o.controller !== null)) {
          const w = ownObjective(f, s, fx.objective) as Mutable<ObjectiveState>;
          w.active = false;
          w.controller = null;
        }
        if (has(s.board.contests, fx.objective)) own(f, ownBoard(f, s), 'contests')[fx.objective] = [];
        break;
      }
      case 'objective-marker': {
        const o = s.board.objectives[fx.objective];
        if (o === undefined) break;
        if (fx.value === null ? has(o.markers, fx.key) : o.markers[fx.key] !== fx.value || !has(o.markers, fx.key)) {
          const markers = own(f, ownObjective(f, s, fx.objective) as Mutable<ObjectiveState>, 'markers');
          if (fx.value === null) delete markers[fx.key];
          else markers[fx.key] = fx.value;
        }
        break;
      }
      case 'terrain-marker': {
        const t = s.board.terrain[fx.terrain];
        if (t === undefined) break;
        if (fx.value === null ? has(t.markers, fx.key) : t.markers[fx.key] !== fx.value || !has(t.markers, fx.key)) {
          const markers = own(f, ownTerrain(f, s, fx.terrain) as typeof t, 'markers');
          if (fx.value === null) delete markers[fx.key];
          else markers[fx.key] = fx.value;
        }
        break;
      }
      case 'unit-status':
        setUnitStatus(f, s, fx.unit, fx.status);
        break;
      case 'destroy-unit':
        destroyUnit(f, pack, s, fx.unit, { means: fx.means }, ctx);
        break;
      case 'models-slain': {
        const u = s.units[fx.unit];
        if (u === undefined || u.status === 'destroyed' || fx.count <= 0) break;
        const left = Math.max(0, u.modelsRemaining - fx.count);
        if (left !== u.modelsRemaining) (ownUnit(f, s, fx.unit) as Mutable<UnitState>).modelsRemaining = left;
        if (left === 0) destroyUnit(f, pack, s, u.def.id, { means: fx.means }, ctx);
        break;
      }
      case 'models-returned': {
        const u = s.units[fx.unit];
        if (u === undefined || u.status === 'destroyed' || fx.count <= 0) break;
        const now = Math.min(u.def.models, u.modelsRemaining + fx.count);
        if (now !== u.modelsRemaining) (ownUnit(f, s, fx.unit) as Mutable<UnitState>).modelsRemaining = now;
        break;
      }
      case 'terrain-control': {
        const t = s.board.terrain[fx.terrain];
        if (t !== undefined && t.controller !== fx.player) (ownTerrain(f, s, fx.terrain) as typeof t).controller = fx.player;
        break;
      }
      case 'unit-effect': {
        const u = ownUnit(f, s, fx.unit);
        if (u === undefined) break;
        u.effects = u.effects.filter((x) => x.id !== fx.effect.id);
        u.effects.push({ id: fx.effect.id, value: fx.effect.value ?? null, until: { ...fx.effect.until }, source: fx.effect.source, round: s.clock.round });
        break;
      }
      case 'unit-effect-removed': {
        const u = ownUnit(f, s, fx.unit);
        if (u !== undefined) u.effects = u.effects.filter((x) => x.id !== fx.id);
        break;
      }
      case 'unit-keyword': {
        const u = s.units[fx.unit];
        if (u !== undefined && !u.derivedKeywords.includes(fx.keyword)) append(f, ownUnit(f, s, fx.unit) as Mutable<UnitState>, 'derivedKeywords', fx.keyword);
        break;
      }
      case 'command-points': {
        const p = s.players[fx.player];
        if (p !== undefined) setCommandPoints(f, s, fx.player, Math.max(0, p.commandPoints + fx.amount));
        break;
      }
      case 'pending-roll':
        s.clock.pendingRoll = { ...fx.roll };
        break;
      case 'end-battle':
        endBattle(f, pack, s, ctx, fx.reason, undefined, fx.result);
        break;
    }
  }
}
