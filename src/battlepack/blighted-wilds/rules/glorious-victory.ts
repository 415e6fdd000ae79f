/**
 * Glorious Victory: more VP wins a major victory; tied, the army that remediated more terrain features wins a minor
 * victory; else a draw. A battleplan with its own victory conditions replaces this (its `result`).
 * blighted wilds table-side, "Glorious Victory".
 * @module
 */
import type { BattleResult } from '../../../core/index.js';
import { BW, remediatedBy, type BlightedWildsState } from '../ext.js';

/** The result of a Blighted Wilds battle that ends normally. */
export function gloriousVictory(state: BlightedWildsState): BattleResult {
  const source = `${BW}/glorious-victory`;
  const [a, b] = state.playerOrder;
  if (a === undefined || b === undefined) return { kind: 'draw', winner: null, reason: 'no players', source };
  const name = (p: string): string => state.players[p]?.name ?? p;
  const va = state.players[a]?.vp ?? 0;
  const vb = state.players[b]?.vp ?? 0;
  if (va !== vb) {
    const w = va > vb ? a : b;
    return { kind: 'major', winner: w, reason: `${name(w)} has more victory points (${Math.max(va, vb)} to ${Math.min(va, vb)})`, source };
  }
  const ra = remediatedBy(state, a).length;
  const rb = remediatedBy(state, b).length;
  if (ra !== rb) {
    const w = ra > rb ? a : b;
    return { kind: 'minor', winner: w, reason: `tied on ${va} VP; ${name(w)}'s army remediated more terrain features (${Math.max(ra, rb)} to ${Math.min(ra, rb)})`, source };
  }
  return { kind: 'draw', winner: null, reason: `tied on ${va} VP and on terrain features remediated (${ra} each)`, source };
}
