/**
 * The scoring sheet: a typed view of a battle laid out like the official sheet.
 * @module
 */
import type { Battlepack } from '../pack/battlepack.js';
import { selectRounds } from './battle-selectors.js';
import { selectVpByTurn, type VpByTurnRow, selectLedger, selectBattleTactics, selectTurnSummaries } from './scoring-selectors.js';
import type { BattleResult, BattleState, PlayerState } from './state.js';

/** One round of one player on the sheet. */
export interface ScoringSheetRound {
  readonly round: number;
  /**
   * Which turn of the round the player took (1 or 2), or null if they took none. A turn cut short by the end of the
   * battle counts as taken once its battle tactic was picked.
   */
  readonly turn: number | null;
  readonly battleTactic: { readonly id: string; readonly name: string; readonly completed: boolean | null } | null;
  /** Objectives controlled at the end of the player's turn. */
  readonly objectivesControlled: readonly string[];
  /** VP the player scored in this round (both turns). */
  readonly vp: number;
}

/** One player's section of the sheet. */
export interface ScoringSheetPlayer {
  readonly id: string;
  readonly name: string;
  readonly role: 'attacker' | 'defender';
  readonly faction: string | null;
  readonly grandStrategy: { readonly id: string; readonly name: string } | null;
  readonly grandStrategyCompleted: boolean | null;
  readonly rounds: readonly ScoringSheetRound[];
  /** VP scored outside turns (grand strategy at the end). */
  readonly endOfBattleVp: number;
  readonly battleTacticsCompleted: number;
  readonly totalVp: number;
}

/** The whole sheet. */
export interface ScoringSheet {
  readonly battlepack: { readonly id: string; readonly name: string; readonly version: string };
  readonly battleplan: { readonly id: string; readonly name: string } | null;
  readonly pointsLimit: number | null;
  /** Rounds on the sheet (the planned length, or more if played). */
  readonly rounds: number;
  readonly roundsPlayed: number;
  /** Attacker first, then defender. */
  readonly players: readonly ScoringSheetPlayer[];
  readonly result: BattleResult | null;
  /** Cumulative VP by turn, for charts. */
  readonly vpByTurn: readonly VpByTurnRow[];
}

/**
 * Builds the scoring sheet of a battle: players, VP by source and by turn, battle tactics, grand strategies and the
 * result, ready for the renderers (`renderSheetText`, `renderSheetMarkdown`, `renderSheetHtml`…).
 * @example
 * ```ts
 * import { selectScoringSheet } from 'battlepack-engine';
 * import { renderSheetText } from 'battlepack-engine/sheet';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { gallet, galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3, battleplan: 'turf-war' });
 * const sheet = selectScoringSheet(state, gallet);
 * console.log(renderSheetText(sheet));
 * ```
 */
export function selectScoringSheet<X>(state: BattleState<X>, pack: Battlepack<X>): ScoringSheet {
  const plan = state.setup.battleplan === null ? undefined : pack.battleplans[state.setup.battleplan];
  const length = plan?.length ?? pack.length;
  const planned = length.kind === 'fixed' ? length.rounds : length.maxRounds;
  const rounds = Math.max(planned, state.clock.round);
  // the set-up records a player for every id of its order
  const player = (id: string): PlayerState => state.players[id] as PlayerState;
  const ids = [...state.setup.playerOrder].sort((a, b) => (player(a).role === 'attacker' ? -1 : 0) - (player(b).role === 'attacker' ? -1 : 0));
  const players = ids.map((id): ScoringSheetPlayer => {
    const p = player(id);
    const gs = p.grandStrategy === null ? null : { id: p.grandStrategy, name: pack.grandStrategies[p.grandStrategy]?.name ?? p.grandStrategy };
    const perRound: ScoringSheetRound[] = [];
    for (let r = 1; r <= rounds; r++) {
      const rec = selectRounds(state).find((x) => x.round === r);
      const turn = rec === undefined ? null : rec.first === id ? 1 : 2;
      const pick = selectBattleTactics(state).find((t) => t.player === id && t.round === r);
      const summary = selectTurnSummaries(state).find((t) => t.round === r && t.player === id);
      perRound.push({
        round: r,
        // a turn never taken because the battle ended first (e.g. an immediate victory) is no turn at all; one cut short
        // by the end (a concession) was taken if its tactic was picked (with no record of the round, `turn` is null already)
        turn: summary === undefined && pick === undefined && state.clock.stage === 'ended' ? null : turn,
        battleTactic:
          pick === undefined
            ? null
            : { id: pick.tactic, name: pack.battleTactics[pick.tactic]?.name ?? pick.tactic, completed: pick.status === 'picked' ? null : pick.status === 'completed' },
        objectivesControlled: summary?.objectivesControlled ?? [],
        vp: selectLedger(state).filter((l) => l.player === id && l.round === r && l.turn > 0).reduce((a, l) => a + l.amount, 0),
      });
    }
    return {
      id,
      name: p.name,
      role: p.role,
      faction: p.faction,
      grandStrategy: gs,
      grandStrategyCompleted: p.grandStrategyCompleted,
      rounds: perRound,
      endOfBattleVp: selectLedger(state).filter((l) => l.player === id && l.turn === 0).reduce((a, l) => a + l.amount, 0),
      battleTacticsCompleted: selectBattleTactics(state).filter((t) => t.player === id && t.status === 'completed').length,
      totalVp: p.vp,
    };
  });
  return {
    battlepack: { id: pack.id, name: pack.name, version: pack.version },
    battleplan: plan === undefined ? null : { id: plan.id, name: plan.name },
    pointsLimit: state.setup.pointsLimit,
    rounds,
    roundsPlayed: state.clock.round,
    players,
    result: state.clock.result,
    vpByTurn: selectVpByTurn(state),
  };
}
