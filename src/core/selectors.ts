/**
 * Selectors: read-only views of a battle state for scoreboards and apps.
 * @module
 */
import type { Battlepack } from './battlepack.js';
import { checkpointControlChanges } from './evolve.js';
import { turnKeyOf } from './moments.js';
import type { BattleResult, BattleState, VpLine } from './state.js';

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

/** The scoreboard: one row per player, in set-up order. */
export function selectScoreboard(state: BattleState<unknown>): readonly ScoreboardRow[] {
  return state.playerOrder.map((id) => {
    const p = state.players[id];
    return {
      player: id,
      name: p?.name ?? id,
      role: p?.role ?? 'attacker',
      vp: p?.vp ?? 0,
      commandPoints: p?.commandPoints ?? 0,
      battleTacticsCompleted: state.tactics.filter((t) => t.player === id && t.status === 'completed').length,
      grandStrategy: p?.grandStrategy ?? null,
      grandStrategyCompleted: p?.grandStrategyCompleted ?? null,
      objectivesControlled: Object.values(state.objectives)
        .filter((o) => o.active && o.controller === id)
        .map((o) => o.id),
    };
  });
}

/** A player's ledger lines. */
export function selectLedger(state: BattleState<unknown>, player?: string): readonly VpLine[] {
  return player === undefined ? state.ledger : state.ledger.filter((l) => l.player === player);
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
  const running: Record<string, number> = Object.fromEntries(state.playerOrder.map((p) => [p, 0]));
  const add = (round: number, turn: number, activePlayer: string | null): void => {
    const vp: Record<string, number> = Object.fromEntries(state.playerOrder.map((p) => [p, 0]));
    for (const l of state.ledger) if (l.round === round && l.turn === turn) vp[l.player] = (vp[l.player] ?? 0) + l.amount;
    for (const p of state.playerOrder) running[p] = (running[p] ?? 0) + (vp[p] ?? 0);
    rows.push({ round, turn, activePlayer, vp, cumulative: { ...running } });
  };
  for (const r of state.rounds) {
    if (r.turnsEnded >= 1 || (state.round === r.round && state.turn !== null)) add(r.round, 1, r.first);
    if (r.turnsEnded >= 2 || (state.round === r.round && state.turn?.number === 2)) add(r.round, 2, r.second);
  }
  if (state.ledger.some((l) => l.turn === 0)) {
    const rounds = new Set(state.ledger.filter((l) => l.turn === 0).map((l) => l.round));
    for (const round of [...rounds].sort((a, b) => a - b)) add(round, 0, null);
  }
  return rows;
}

/** The result, or null while the battle goes on. */
export function selectResult(state: BattleState<unknown>): BattleResult | null {
  return state.result;
}

/** Whose turn it is, or null between turns. */
export function selectActivePlayer(state: BattleState<unknown>): string | null {
  return state.turn?.player ?? null;
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
 * import { selectNextCheckpointControl } from 'battlepack-engine';
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
 * console.log(state.objectives['objective-1']?.controller); // null: nothing changes until the turn ends
 * ```
 */
export function selectNextCheckpointControl<X>(pack: Battlepack<X>, state: BattleState<X>): Readonly<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const o of Object.values(state.objectives)) if (o.active) out[o.id] = o.controller;
  // the next checkpoint: the end of the turn under way, or the one after deployment; between turns, none has facts yet
  const key = state.turn !== null ? turnKeyOf(state) : state.round === 0 ? { round: 0, turn: 0 } : null;
  if (key === null || state.stage === 'ended' || state.stage === 'awaiting-setup') return out;
  for (const c of checkpointControlChanges(pack, state, key)) if (c.objective in out) out[c.objective] = c.to;
  return out;
}
