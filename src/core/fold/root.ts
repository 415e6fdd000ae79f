/**
 * The state before set-up, and the copy and freeze of a state's root on the public path. Part of the fold (`evolve`,
 * src/core/fold/evolve.ts).
 * @module
 */
import type { Battlepack } from '../pack/battlepack.js';
import type { ObjectiveDef } from '../events/schema.js';
import type { BattleState, Draft, Mutable, ObjectiveState } from '../state/state.js';
import { emptyHistory } from '../state/history.js';
import { type Lock, freezeChanges } from '../state/freeze.js';
import { emptyTable } from '../table/positions.js';
import { own, run } from './write.js';

/**
 * The state before set-up.
 * @internal Use `engine.initialState()`.
 */
export function createInitialState<X>(pack: Battlepack<X>): BattleState<X> {
  return {
    setup: { edition: pack.edition, battlepack: { id: pack.id, version: pack.version }, battleplan: null, pointsLimit: null, playerOrder: [] },
    clock: { stage: 'awaiting-setup', round: 0, turn: null, deploymentFirst: null, pendingRoll: null, result: null },
    players: {},
    units: {},
    board: { objectives: {}, terrain: {}, contests: {}, zones: [], table: emptyTable() },
    history: { rounds: emptyHistory(), tactics: emptyHistory(), destroyed: emptyHistory(), ledger: emptyHistory(), turnSummaries: emptyHistory() },
    ext: pack.initialExt(),
    eventCount: 0,
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
  // the event count, which every event changes, is on the root: the clock is copied only by an event that writes it
  const root: { [K in keyof BattleState<X>]-?: BattleState<X>[K] } = {
    setup: s.setup,
    clock: s.clock,
    players: s.players,
    units: s.units,
    board: s.board,
    history: s.history,
    ext: s.ext,
    eventCount: s.eventCount,
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
  if (n.ext !== prev.ext) freezeChanges(n.ext, prev.ext, lock);
  lock(n);
  return n;
}


export function objectiveFrom(def: ObjectiveDef): Mutable<ObjectiveState> {
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
