/**
 * Battle tactic "Gaining Momentum": the chosen enemy unit dies this turn and, when the turn ends, your objective count
 * beats your opponent's.
 * @module
 */
import type { BattleTacticDef } from '../../../core/pack/battlepack.js';
import type { GalletExt } from '../ext.js';
import { controlsMoreThanOpponent } from '../shared.js';
import { destroyedInTurn, unitTarget } from './targets.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battle tactic. */
export const gainingMomentum: BattleTacticDef<GalletExt> = {
  id: 'gaining-momentum',
  name: 'Gaining Momentum',
  // Stryker restore all
  target: unitTarget(
    // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
    'an enemy unit on the battlefield',
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the predicate's body is mutated
    (_s, player, u) => u.def.owner !== player && u.status === 'battlefield',
  ),
  judge: (state, pick) => {
    if (destroyedInTurn(state, pick.target?.id, pick.round, pick.turn) === undefined) return 'failed';
    return controlsMoreThanOpponent(state, pick.player) ? 'completed' : 'failed';
  },
};
