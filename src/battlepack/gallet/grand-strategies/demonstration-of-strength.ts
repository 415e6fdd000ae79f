/**
 * Grand strategy "Demonstration of Strength": 3 or more GALLETIAN VETERANS units of your starting army on the battlefield.
 * @module
 */
import type { GrandStrategyDef } from '../../../core/pack/battlepack.js';
import type { GalletExt } from '../ext.js';
import { isVeteran } from '../shared.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The grand strategy. */
export const demonstrationOfStrength: GrandStrategyDef<GalletExt> = {
  id: 'demonstration-of-strength',
  name: 'Demonstration of Strength',
  // Stryker restore all
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  judge: (state, player) => Object.values(state.units).filter((u) => u.def.owner === player && u.def.startingArmy && u.status === 'battlefield' && isVeteran(u)).length >= 3,
};
