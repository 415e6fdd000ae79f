/**
 * Results by victory points: more VP wins a major victory; tied, the first tie-break that tells the players apart wins
 * a minor victory; tied on all of them, a draw. The core's default result, battleplans written as data (`most-vp`) and
 * packs whose victory rule has this form (Blighted Wilds' Glorious Victory) all use this one implementation.
 * @module
 */
import type { BattleResult, BattleState, PlayerState } from '../state/state.js';

/** A tie-break after victory points: the player with the higher count wins a minor victory. */
export interface Tiebreak<X = unknown> {
  /** The player's count (battle tactics completed, terrain features remediated…). */
  readonly count: (state: BattleState<X>, player: string) => number;
  /** What the winner did, in words that follow their name: `completed more battle tactics`. */
  readonly won: string;
}

/**
 * The result of a battle won on victory points: the player with more VP wins a major victory; on equal VP, the first
 * tie-break whose counts differ gives the player with the higher count a minor victory; otherwise a draw. `source`
 * names the rule in the result. Without two players, a draw.
 *
 * @example
 * ```ts
 * import { selectDestroyed } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { mostVictoryPoints } from 'battlepack-engine/authoring';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 7 });
 * // tied on VP, more enemy units destroyed wins a minor victory
 * const result = mostVictoryPoints(state, [{ count: (s, p) => selectDestroyed(s).filter((d) => d.byPlayer === p).length, won: 'destroyed more units' }], 'my-pack/victory');
 * console.log(result.kind, result.reason);
 * ```
 */
export function mostVictoryPoints<X>(state: BattleState<X>, tiebreaks: readonly Tiebreak<X>[], source: string): BattleResult {
  const [a, b] = state.setup.playerOrder as readonly [string, string | undefined];
  if (b === undefined) return { kind: 'draw', winner: null, reason: 'no players', source };
  // the set-up records a player for every id of its order
  const name = (p: string): string => (state.players[p] as PlayerState).name;
  const va = (state.players[a] as PlayerState).vp;
  const vb = (state.players[b] as PlayerState).vp;
  if (va !== vb) {
    const w = va > vb ? a : b;
    return { kind: 'major', winner: w, reason: `${name(w)} has more victory points (${Math.max(va, vb)} to ${Math.min(va, vb)})`, source };
  }
  for (const t of tiebreaks) {
    const xa = t.count(state, a);
    const xb = t.count(state, b);
    if (xa !== xb) {
      const w = xa > xb ? a : b;
      return { kind: 'minor', winner: w, reason: `tied on ${va} VP; ${name(w)} ${t.won} (${Math.max(xa, xb)} to ${Math.min(xa, xb)})`, source };
    }
  }
  return { kind: 'draw', winner: null, reason: `tied on ${va} VP${tiebreaks.length > 0 ? ' and on every tie-break' : ''}`, source };
}
