/**
 * Selectors, the read contract of a battle state: the score and what scores (the scoreboard, each player's victory
 * points, the ledger and VP by turn, the result, control of the objectives now and at the next checkpoint, the units
 * destroyed, the battle tactics picked, the end of each turn). Where the battle stands is read by
 * `battle-selectors.ts`, the objectives, terrain, units and table reports by `board-selectors.ts`.
 *
 * Apps read a state through the selectors, which stay the same when the state's raw shape changes (it will, in 0.2:
 * see `docs/migrating-to-0.2.md`). Each one is a plain function of the state: typed, memo-free (it computes its answer
 * on every call, so keep the answer if you call it in a hot loop), and it returns data, never a function. What may
 * happen next is `engine.available(state)`, which needs the pack's rules.
 * @module
 */
import { historyItems } from './history.js';
import type { Battlepack } from '../pack/battlepack.js';
import { checkpointControlChanges } from '../fold/evolve.js';
import { turnKeyOf } from '../events/moments.js';
import { selectRounds } from './battle-selectors.js';
import type { BattleResult, BattleState, DestroyedRecord, PlayerState, TacticRecord, TurnSummary, VpLine } from './state.js';

/** One player's row of the scoreboard. */
export interface ScoreboardRow {
  readonly player: string;
  readonly name: string;
  readonly role: 'attacker' | 'defender';
  readonly vp: number;
  readonly commandPoints: number;
  readonly battleTacticsCompleted: number;
  readonly grandStrategy: string | null;
  readonly grandStrategyCompleted: boolean | null;
  readonly objectivesControlled: readonly string[];
}

/**
 * The scoreboard: one row per player, in set-up order.
 * @example
 * ```ts
 * import { selectScoreboard } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3 });
 * for (const row of selectScoreboard(state)) console.log(row.name, row.vp, 'VP', row.objectivesControlled.length, 'objectives');
 * ```
 */
export function selectScoreboard(state: BattleState<unknown>): readonly ScoreboardRow[] {
  // the set-up records a player for every id of its order
  return state.setup.playerOrder.map((id) => {
    const p = state.players[id] as PlayerState;
    return {
      player: id,
      name: p.name,
      role: p.role,
      vp: p.vp,
      commandPoints: p.commandPoints,
      battleTacticsCompleted: selectBattleTactics(state, id).filter((t) => t.status === 'completed').length,
      grandStrategy: p.grandStrategy,
      grandStrategyCompleted: p.grandStrategyCompleted,
      objectivesControlled: Object.values(state.board.objectives)
        .filter((o) => o.active && o.controller === id)
        .map((o) => o.id),
    };
  });
}

/**
 * Each player's victory points, by player id.
 * @example
 * ```ts
 * import { selectScore } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const score = selectScore(randomBattle(galletEngine, { seed: 3 }).state);
 * console.log(score['p1'], 'to', score['p2']);
 * ```
 */
export function selectScore(state: BattleState<unknown>): Readonly<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const id of state.setup.playerOrder) out[id] = (state.players[id] as PlayerState).vp;
  return out;
}

/**
 * The victory-point ledger, or one player's lines of it: every point with the rule that gave it and the event that
 * scored it.
 * @example
 * ```ts
 * import { selectLedger } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3 });
 * for (const line of selectLedger(state, 'p1')) console.log(`round ${line.round}: +${line.amount} (${line.source})`);
 * ```
 */
export function selectLedger(state: BattleState<unknown>, player?: string): readonly VpLine[] {
  const ledger = historyItems(state.history.ledger);
  return player === undefined ? ledger : ledger.filter((l) => l.player === player);
}

/** VP scored per round and turn: `[round][turn] → { player: vp }`; turn 0 holds end-of-battle points. */
export interface VpByTurnRow {
  readonly round: number;
  readonly turn: number;
  /** Whose turn it was (null for end-of-battle lines). */
  readonly activePlayer: string | null;
  readonly vp: Readonly<Record<string, number>>;
  /** Running totals after this turn. */
  readonly cumulative: Readonly<Record<string, number>>;
}

/** VP by round and turn, with running totals, for every turn played. */
export function selectVpByTurn(state: BattleState<unknown>): readonly VpByTurnRow[] {
  const rows: VpByTurnRow[] = [];
  const ledger = selectLedger(state);
  const running: Record<string, number> = Object.fromEntries(state.setup.playerOrder.map((p) => [p, 0]));
  const add = (round: number, turn: number, activePlayer: string | null): void => {
    const vp: Record<string, number> = Object.fromEntries(state.setup.playerOrder.map((p) => [p, 0]));
    // every ledger line is a player's (the fold awards points to players only)
    for (const l of ledger) if (l.round === round && l.turn === turn) vp[l.player] = (vp[l.player] as number) + l.amount;
    for (const p of state.setup.playerOrder) running[p] = (running[p] as number) + (vp[p] as number);
    rows.push({ round, turn, activePlayer, vp, cumulative: { ...running } });
  };
  for (const r of selectRounds(state)) {
    if (r.turnsEnded >= 1 || (state.clock.round === r.round && state.clock.turn !== null)) add(r.round, 1, r.first);
    if (r.turnsEnded >= 2 || (state.clock.round === r.round && state.clock.turn?.number === 2)) add(r.round, 2, r.second);
  }
  // the ledger is in the order of the battle, so its rounds come in order
  for (const round of new Set(ledger.filter((l) => l.turn === 0).map((l) => l.round))) add(round, 0, null);
  return rows;
}

/**
 * The result, or null while the battle goes on.
 * @example
 * ```ts
 * import { selectResult } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const result = selectResult(randomBattle(galletEngine, { seed: 3 }).state);
 * console.log(result?.kind, result?.winner, result?.reason);
 * ```
 */
export function selectResult(state: BattleState<unknown>): BattleResult | null {
  return state.clock.result;
}

/**
 * Who controls each objective on the battlefield (`null`: nobody), by objective id; with `player`, the ids of the
 * objectives that player controls.
 * @example
 * ```ts
 * import { selectControl, selectControlledBy } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3 });
 * console.log(selectControl(state), selectControlledBy(state, 'p1'));
 * ```
 */
export function selectControl(state: BattleState<unknown>): Readonly<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const o of Object.values(state.board.objectives)) if (o.active) out[o.id] = o.controller;
  return out;
}

/** The ids of the objectives on the battlefield that `player` controls (see {@link selectControl}). */
export function selectControlledBy(state: BattleState<unknown>, player: string): readonly string[] {
  return Object.values(state.board.objectives)
    .filter((o) => o.active && o.controller === player)
    .map((o) => o.id);
}

/**
 * Who would control each objective on the battlefield if the next control checkpoint came now, from the facts recorded
 * so far (ruling `core/control-checkpoints`): the contest reports and positions of the turn under way (after
 * deployment, of the deployment), counted by the pack's rules, capped by the models left (ruling
 * `core/contest-after-casualties`), sticky where no side has more, and filtered by the battleplan's own limits. Between
 * turns, with no facts for the next checkpoint yet, it is the control as it stands. Nothing is ended or folded: an app
 * can show "if the turn ended now" without ending it.
 * @example
 * ```ts
 * import { selectControl, selectNextCheckpointControl } from 'battlepack-engine';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const state = galletEngine.replayOrThrow([
 *   { type: 'BattleSetUp', data: { battlepack: { id: 'gallet-2022-s1', version: '1.0.0' }, battleplan: 'turf-war', pointsLimit: 2000,
 *     players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }] } },
 *   { type: 'UnitsAdded', data: { origin: 'roster', units: [{ id: 'a1', owner: 'ann', name: 'Liberators', wounds: 2, models: 10 }] } },
 *   { type: 'DeploymentFinished', data: { firstFinished: 'ann' } },
 *   { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } },
 *   { type: 'TurnStarted', data: { player: 'ann' } },
 *   { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'a1', objective: 'objective-1', models: 5 }] } },
 * ]);
 * console.log(selectNextCheckpointControl(galletEngine.pack, state)); // { 'objective-1': 'ann', 'objective-2': null }
 * console.log(selectControl(state)['objective-1']); // null: nothing changes until the turn ends
 * ```
 */
export function selectNextCheckpointControl<X>(pack: Battlepack<X>, state: BattleState<X>): Readonly<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const o of Object.values(state.board.objectives)) if (o.active) out[o.id] = o.controller;
  // the next checkpoint: the end of the turn under way, or the one after deployment; between turns, none has facts yet
  const key = state.clock.turn !== null ? turnKeyOf(state) : state.clock.round === 0 ? { round: 0, turn: 0 } : null;
  // before set-up there is no objective, and so no change
  if (key === null || state.clock.stage === 'ended') return out;
  for (const c of checkpointControlChanges(pack, state, key)) if (c.objective in out) out[c.objective] = c.to;
  return out;
}

/**
 * The units destroyed so far, in order: who, by whom, when, and what they were contesting.
 * @example
 * ```ts
 * import { selectDestroyed } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * for (const d of selectDestroyed(randomBattle(galletEngine, { seed: 3 }).state)) console.log(d.unit, 'in round', d.round);
 * ```
 */
export function selectDestroyed(state: BattleState<unknown>): readonly DestroyedRecord[] {
  return historyItems(state.history.destroyed);
}

/**
 * The battle tactics picked so far (each with its status: `picked`, `completed`, `failed`), or one player's.
 * @example
 * ```ts
 * import { selectBattleTactics } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3 });
 * for (const t of selectBattleTactics(state, 'p2')) console.log(t.round, t.tactic, t.status);
 * ```
 */
export function selectBattleTactics(state: BattleState<unknown>, player?: string): readonly TacticRecord[] {
  const tactics = historyItems(state.history.tactics);
  return player === undefined ? tactics : tactics.filter((t) => t.player === player);
}

/**
 * What the end of each turn looked like: whose turn, the objectives they held when it was scored, and the VP after it.
 * @example
 * ```ts
 * import { selectTurnSummaries } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * for (const t of selectTurnSummaries(randomBattle(galletEngine, { seed: 3 }).state)) console.log(t.round, t.turn, t.player, t.vpAfter);
 * ```
 */
export function selectTurnSummaries(state: BattleState<unknown>): readonly TurnSummary[] {
  return historyItems(state.history.turnSummaries);
}
