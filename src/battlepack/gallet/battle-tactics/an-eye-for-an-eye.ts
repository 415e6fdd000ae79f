/**
 * Battle tactic "An Eye for an Eye": a friendly unit was destroyed in the previous turn and an enemy unit is destroyed
 * in this one.
 * @module
 */
import { selectDestroyed } from '../../../core/state/scoring-selectors.js';
import type { BattleTacticDef } from '../../../core/pack/battlepack.js';
import type { GalletExt } from '../ext.js';
import { previousTurn } from '../shared.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battle tactic. */
export const anEyeForAnEye: BattleTacticDef<GalletExt> = {
  id: 'an-eye-for-an-eye',
  name: 'An Eye for an Eye',
  // Stryker restore all
  judge: (state, pick) => {
    const prev = previousTurn(pick.round, pick.turn);
    const lost = prev !== null && selectDestroyed(state).some((d) => d.owner === pick.player && d.round === prev.round && d.turn === prev.turn);
    const avenged = selectDestroyed(state).some((d) => d.owner !== pick.player && d.round === pick.round && d.turn === pick.turn);
    return lost && avenged ? 'completed' : 'failed';
  },
};
