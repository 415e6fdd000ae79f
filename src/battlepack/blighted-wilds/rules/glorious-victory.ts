/**
 * Glorious Victory: more VP wins a major victory; tied, the army that remediated more terrain features wins a minor
 * victory; else a draw. A battleplan with its own victory conditions replaces this (its `result`).
 * blighted wilds table-side, "Glorious Victory".
 * @module
 */
import { mostVictoryPoints, type BattleResult, type Tiebreak } from '../../../core/index.js';
import { BW, remediatedBy, type BlightedWildsExt, type BlightedWildsState } from '../ext.js';

// the tie-break after victory points: terrain features each army remediated
// Stryker disable next-line all: module-load constant, built once at import before any mutant is switched on (docs/testing.md); the count's body has nothing to mutate
const REMEDIATED: readonly Tiebreak<BlightedWildsExt>[] = [{ count: (state, p) => remediatedBy(state, p).length, won: 'remediated more terrain features' }];

/** The result of a Blighted Wilds battle that ends normally. */
export function gloriousVictory(state: BlightedWildsState): BattleResult {
  return mostVictoryPoints(state, REMEDIATED, `${BW}/glorious-victory`);
}
