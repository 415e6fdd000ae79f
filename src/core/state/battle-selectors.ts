/**
 * Selectors, the read contract of a battle state: where the battle stands (stage, set-up, round, turn and phase, the
 * rounds' turn order, the roll awaited), the players, the pack's own state and the event count. The score and what
 * scores are read by `scoring-selectors.ts`, the objectives, terrain, units and table reports by `board-selectors.ts`.
 *
 * Apps read a state through the selectors, which stay the same when the state's raw shape changes (it will, in 0.2:
 * see `docs/migrating-to-0.2.md`). Each one is a plain function of the state: typed, memo-free (it computes its answer
 * on every call, so keep the answer if you call it in a hot loop), and it returns data, never a function. What may
 * happen next is `engine.available(state)`, which needs the pack's rules.
 * @module
 */
import { historyItems } from './history.js';
import type { Phase, Role } from '../events/schema.js';
import type { BattleState, Edition, PendingRoll, RoundRecord, Stage } from './state.js';

/**
 * Where the battle stands: `awaiting-setup`, `deployment`, `battle` or `ended`.
 * @example
 * ```ts
 * import { selectStage } from 'battlepack-engine';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * console.log(selectStage(galletEngine.initialState())); // awaiting-setup
 * ```
 */
export function selectStage(state: BattleState<unknown>): Stage {
  return state.clock.stage;
}

/** What the battle was set up with: the battlepack and its version, the edition, the battleplan and the points limit. */
export interface BattleSetUpView {
  readonly battlepack: { readonly id: string; readonly version: string };
  readonly edition: Edition;
  /** `null` before set-up. */
  readonly battleplan: string | null;
  readonly pointsLimit: number | null;
  /** The player who finished deploying first, once deployment is over. */
  readonly deploymentFirst: string | null;
}

/**
 * What the battle was set up with (battlepack, edition, battleplan, points limit).
 * @example
 * ```ts
 * import { selectSetUp } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3, battleplan: 'turf-war' });
 * console.log(selectSetUp(state).battleplan); // turf-war
 * ```
 */
export function selectSetUp(state: BattleState<unknown>): BattleSetUpView {
  return { battlepack: state.setup.battlepack, edition: state.setup.edition, battleplan: state.setup.battleplan, pointsLimit: state.setup.pointsLimit, deploymentFirst: state.clock.deploymentFirst };
}

/** The battle round (0 before the first), the turn under way and its phase. */
export interface TurnView {
  readonly round: number;
  /** Whose turn it is, or null between turns. */
  readonly player: string | null;
  /** 1 or 2 during a turn, null between turns. */
  readonly turn: number | null;
  readonly phase: Phase | null;
}

/**
 * The battle round, whose turn it is and its phase.
 * @example
 * ```ts
 * import { selectTurn } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3, stopAfter: 20 });
 * const t = selectTurn(state);
 * console.log(`round ${t.round}, ${t.player ?? 'between turns'}, ${t.phase ?? 'no phase'}`);
 * ```
 */
export function selectTurn(state: BattleState<unknown>): TurnView {
  const t = state.clock.turn;
  return { round: state.clock.round, player: t?.player ?? null, turn: t?.number ?? null, phase: t?.phase ?? null };
}

/** Whose turn it is, or null between turns (see also {@link selectTurn}). */
export function selectActivePlayer(state: BattleState<unknown>): string | null {
  return state.clock.turn?.player ?? null;
}

/**
 * The turn order of every battle round so far: who went first and second, and how priority was settled.
 * @example
 * ```ts
 * import { selectRounds } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * for (const r of selectRounds(randomBattle(galletEngine, { seed: 3 }).state)) console.log(r.round, r.first, r.priority.how);
 * ```
 */
export function selectRounds(state: BattleState<unknown>): readonly RoundRecord[] {
  return historyItems(state.history.rounds);
}

/**
 * The roll the engine waits for before anything else may happen (a `DiceRolled` event), or null.
 * @example
 * ```ts
 * import { selectPendingRoll } from 'battlepack-engine';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * console.log(selectPendingRoll(galletEngine.initialState())); // null
 * ```
 */
export function selectPendingRoll(state: BattleState<unknown>): PendingRoll | null {
  return state.clock.pendingRoll;
}

/** A player as set up, with the running figures an app shows. */
export interface PlayerView {
  readonly id: string;
  readonly name: string;
  readonly role: Role;
  readonly faction: string | null;
  readonly grandStrategy: string | null;
  /** `null` until judged at the end of the battle. */
  readonly grandStrategyCompleted: boolean | null;
  readonly vp: number;
  readonly commandPoints: number;
  readonly withdrew: boolean;
}

/**
 * The players in set-up order.
 * @example
 * ```ts
 * import { selectPlayers } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * for (const p of selectPlayers(randomBattle(galletEngine, { seed: 3 }).state)) console.log(p.id, p.role, p.vp);
 * ```
 */
export function selectPlayers(state: BattleState<unknown>): readonly PlayerView[] {
  // the set-up records a player for every id of its order
  return state.setup.playerOrder.map((id) => selectPlayer(state, id) as PlayerView);
}

/**
 * One player as set up, with the running figures an app shows (name, role, VP, command points…), or `null` when the
 * battle has no player with that id (see {@link selectPlayers} for all of them).
 * @example
 * ```ts
 * import { selectPlayer } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3 });
 * const p1 = selectPlayer(state, 'p1');
 * console.log(p1?.name, p1?.role, p1?.commandPoints, 'CP'); // p1 attacker … CP
 * console.log(selectPlayer(state, 'nobody')); // null
 * ```
 */
export function selectPlayer(state: BattleState<unknown>, id: string): PlayerView | null {
  const p = Object.prototype.hasOwnProperty.call(state.players, id) ? state.players[id] : undefined;
  if (p === undefined) return null;
  return { id, name: p.name, role: p.role, faction: p.faction, grandStrategy: p.grandStrategy, grandStrategyCompleted: p.grandStrategyCompleted, vp: p.vp, commandPoints: p.commandPoints, withdrew: p.withdrew };
}

/**
 * The pack's (or campaign's) own state: Gallet's picks and pillages, Blighted Wilds' contamination…
 * @example
 * ```ts
 * import { selectPackState } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const ext = selectPackState(randomBattle(galletEngine, { seed: 3 }).state); // typed GalletExt
 * console.log(Object.keys(ext));
 * ```
 */
export function selectPackState<X>(state: BattleState<X>): X {
  return state.ext;
}

/**
 * How many events have been folded into the state (the index the next event will have).
 * @example
 * ```ts
 * import { selectEventCount } from 'battlepack-engine';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * console.log(selectEventCount(galletEngine.initialState())); // 0
 * ```
 */
export function selectEventCount(state: BattleState<unknown>): number {
  return state.eventCount;
}
