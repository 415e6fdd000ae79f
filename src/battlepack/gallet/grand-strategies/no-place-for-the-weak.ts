/**
 * Grand strategy "No Place for the Weak": no Battleline unit of the opponent's starting army is on the battlefield
 * when the battle ends.
 * @module
 */
import type { GrandStrategyDef } from '../../../core/pack/battlepack.js';
import type { GalletExt } from '../ext.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The grand strategy. */
export const noPlaceForTheWeak: GrandStrategyDef<GalletExt> = {
  id: 'no-place-for-the-weak',
  name: 'No Place for the Weak',
  // Stryker restore all
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  judge: (state, player) => !Object.values(state.units).some((u) => u.def.owner !== player && u.def.startingArmy && u.def.roles.includes('battleline') && u.status === 'battlefield'),
};
