/**
 * How the fold writes: the fold context (`Fold`), copy on write (`own`, `append`), the copies of each record, and
 * running a hook point. Part of the fold (`evolve`, src/core/fold/evolve.ts).
 * @module
 */
import type { Battlepack, HookContext, Hooks } from '../pack/battlepack.js';
import { has, hookTableOf } from '../rules/rules-of.js';
import type { CoreEventInput } from '../events/schema.js';
import { type HistoryList, historyAt, historyIndex, historyPush, historySet } from '../state/history.js';
import type { BattleHistory, BattleState, Draft, Mutable, ObjectiveState, PlayerState, RoundRecord, TacticRecord, TerrainState, TurnState, UnitState } from '../state/state.js';
import { applyEffects } from './effects.js';

/**
 * A plain view of `value` to read from: every fold writes plain objects (a copy-on-write copy on the public path), so
 * this is the value itself. It marks the reads that are answered at once and never kept past the next write.
 */
export function view<T>(value: T): T {
  return value;
}

export const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

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
export function own<P extends object, K extends keyof P>(f: Fold, parent: P, key: K, copy?: (v: P[K]) => P[K]): P[K] {
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

// Copies of the state's records, each a literal of every key in the order the fold creates them (so a copy keeps the
// object's key order, and its JSON), built by V8 at its exact size; each type lists every required key of its record,
// or it does not compile. Optional keys are added after, as the fold adds them.
export function copyUnit(u: Mutable<UnitState>): Mutable<UnitState> {
  // the definition is shared: only the status is copied
  return { def: u.def, derivedKeywords: u.derivedKeywords, modelsRemaining: u.modelsRemaining, status: u.status, effects: u.effects };
}

export function copyPlayer(p: Mutable<PlayerState>): Mutable<PlayerState> {
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

export function copyObjective(o: Mutable<ObjectiveState>): Mutable<ObjectiveState> {
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

export function copyTerrain(t: Mutable<TerrainState>): Mutable<TerrainState> {
  return { id: t.id, name: t.name, placement: t.placement, kind: t.kind, controller: t.controller, markers: t.markers };
}

export function copyTurn(t: Mutable<TurnState> | null): Mutable<TurnState> | null {
  return t === null ? null : { player: t.player, number: t.number, phase: t.phase, tacticWindow: t.tacticWindow };
}

export function copyRound(r: Mutable<RoundRecord>): Mutable<RoundRecord> {
  return { round: r.round, first: r.first, second: r.second, priority: r.priority, turnsEnded: r.turnsEnded };
}

export function copyTactic(t: Mutable<TacticRecord>): Mutable<TacticRecord> {
  return { player: t.player, tactic: t.tactic, round: t.round, turn: t.turn, target: t.target, status: t.status, statement: t.statement };
}

/** The board, ready to be written (copied on the public path when still shared with the state before). */
export function ownBoard<X>(f: Fold, s: Draft<X>): Draft<X>['board'] {
  return own(f, s, 'board', (b) => ({ objectives: b.objectives, terrain: b.terrain, contests: b.contests, zones: b.zones, table: b.table }));
}

/** The histories, ready to be appended to (copied on the public path when still shared with the state before). */
export function ownHistory<X>(f: Fold, s: Draft<X>): Draft<X>['history'] {
  return own(f, s, 'history', (h) => ({ rounds: h.rounds, tactics: h.tactics, destroyed: h.destroyed, ledger: h.ledger, turnSummaries: h.turnSummaries }));
}

/**
 * The clock, ready to be written (copied on the public path when still shared with the state before). Only an event
 * that changes the time (stage, round, turn, pending roll, result) copies it: the event count is on the root.
 */
export function ownClock<X>(f: Fold, s: Draft<X>): Draft<X>['clock'] {
  return own(f, s, 'clock', (c) => ({ stage: c.stage, round: c.round, turn: c.turn, deploymentFirst: c.deploymentFirst, pendingRoll: c.pendingRoll, result: c.result }));
}

/** The turn under way, ready to be written (the caller knows there is one). */
export function ownTurn<X>(f: Fold, s: Draft<X>): Mutable<TurnState> {
  return own(f, ownClock(f, s), 'turn', copyTurn) as Mutable<TurnState>;
}

type HistoryKey = keyof BattleHistory;
type EntryOf<K extends HistoryKey> = BattleHistory[K] extends HistoryList<infer T> ? T : never;

/**
 * Appends `item` to the history `key`: on the public path a new list node with a copy of its short tail (never the
 * whole history, see {@link historyPush}); on a private draft in place.
 */
export function appendHistory<X, K extends HistoryKey>(f: Fold, s: Draft<X>, key: K, item: EntryOf<K>): void {
  const h = ownHistory(f, s) as unknown as Record<K, HistoryList<EntryOf<K>>>;
  h[key] = historyPush(f.shared, h[key], item);
}

/** Entry `i` of the history `key`, ready to be written (copied, and put in a new list node, when still shared). */
function ownEntry<X, K extends 'rounds' | 'tactics'>(f: Fold, s: Draft<X>, key: K, i: number, copy: (v: Mutable<EntryOf<K>>) => Mutable<EntryOf<K>>): Mutable<EntryOf<K>> | undefined {
  const v = historyAt(s.history[key] as unknown as HistoryList<Mutable<EntryOf<K>>>, i);
  if (v === undefined || !f.shared || Object.isExtensible(v)) return v;
  const c = copy(v);
  const h = ownHistory(f, s) as unknown as Record<K, HistoryList<Mutable<EntryOf<K>>>>;
  h[key] = historySet(true, h[key], i, c);
  return c;
}

/** Round record `i`, ready to be written. */
export function ownRound<X>(f: Fold, s: Draft<X>, i: number): Mutable<RoundRecord> | undefined {
  return ownEntry(f, s, 'rounds', i, copyRound);
}

/** Battle-tactic record `i`, ready to be written. */
export function ownTactic<X>(f: Fold, s: Draft<X>, i: number): Mutable<TacticRecord> | undefined {
  return ownEntry(f, s, 'tactics', i, copyTactic);
}

/** A unit of the state, ready to be written (undefined if there is none). */
export function ownUnit<X>(f: Fold, s: Draft<X>, id: string): Mutable<UnitState> | undefined {
  return s.units[id] === undefined ? undefined : own(f, own(f, s, 'units'), id, copyUnit as (u: Mutable<UnitState> | undefined) => Mutable<UnitState>);
}

/** A player of the state, ready to be written (undefined if there is none). */
export function ownPlayer<X>(f: Fold, s: Draft<X>, id: string): Draft<X>['players'][string] | undefined {
  return s.players[id] === undefined ? undefined : own(f, own(f, s, 'players'), id, copyPlayer as (p: Mutable<PlayerState> | undefined) => Mutable<PlayerState>);
}

/** An objective of the state, ready to be written (undefined if there is none). */
export function ownObjective<X>(f: Fold, s: Draft<X>, id: string): Mutable<ObjectiveState> | undefined {
  return s.board.objectives[id] === undefined ? undefined : own(f, own(f, ownBoard(f, s), 'objectives'), id, copyObjective as (o: Mutable<ObjectiveState> | undefined) => Mutable<ObjectiveState>);
}

/** A terrain feature of the state, ready to be written (undefined if there is none). */
export function ownTerrain<X>(f: Fold, s: Draft<X>, id: string): Draft<X>['board']['terrain'][string] | undefined {
  return s.board.terrain[id] === undefined ? undefined : own(f, own(f, ownBoard(f, s), 'terrain'), id, copyTerrain as (t: Mutable<TerrainState> | undefined) => Mutable<TerrainState>);
}

/** Closes the battle-tactic window of the turn under way, if it is open. */
export function closeTacticWindow<X>(f: Fold, s: Draft<X>): void {
  if (s.clock.turn !== null && s.clock.turn.tacticWindow) ownTurn(f, s).tacticWindow = false;
}

/** Sets a player's command points (nothing is written when they do not change). */
export function setCommandPoints<X>(f: Fold, s: Draft<X>, id: string, value: number): void {
  const p = s.players[id];
  if (p !== undefined && p.commandPoints !== value) (ownPlayer(f, s, id) as NonNullable<typeof p>).commandPoints = value;
}

/** Sets a unit's status (nothing is written when it does not change). */
export function setUnitStatus<X>(f: Fold, s: Draft<X>, id: string, status: UnitState['status']): void {
  const u = s.units[id];
  if (u !== undefined && u.status !== status) (ownUnit(f, s, id) as Mutable<UnitState>).status = status;
}

/** The index of this turn's pick of `player`, read from a view (no draft is made for the picks passed over). */
export function pickIndex<X>(s: Draft<X>, player: string, round: number, turn: number | undefined, tactic?: string): number {
  return historyIndex(view(s.history.tactics), (t) => t.player === player && (tactic === undefined || t.tactic === tactic) && t.round === round && t.turn === turn);
}

// the hook points called with the state and the context alone
export type StateHookPoint = 'onSetUp' | 'onBattleStart' | 'beforePriority' | 'afterPriority' | 'onTurnStart' | 'onHeroPhaseStart' | 'onTurnEnd' | 'onRoundEnd' | 'onBattleEnd';

/** Runs a hook point: each hook that defines it (pack first, then battleplan), its effects applied before the next. */
export function run<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, ctx: HookContext, point: StateHookPoint): void {
  const state = s as BattleState<X>;
  // only the hooks that define this point (none, as for most points: no dispatch at all)
  const hooks = hookTableOf(pack, state)[point];
  for (let i = 0; i < hooks.length; i++) {
    const effects = (hooks[i] as Hooks<X>)[point]?.(state, ctx);
    if (effects !== undefined) applyEffects(f, pack, s, effects, ctx);
  }
}

/** The data of the core event of type `T`, as written by a caller. */
export type DataOf<T extends CoreEventInput['type']> = Extract<CoreEventInput, { readonly type: T }>['data'];
