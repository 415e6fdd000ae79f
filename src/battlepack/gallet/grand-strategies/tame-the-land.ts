/**
 * Grand strategy "Tame the Land": you control every objective on the battlefield that lies wholly outside your territory.
 * @module
 */
import type { GrandStrategyDef } from '../../../core/pack/battlepack.js';
import type { GalletExt } from '../ext.js';
import { activeObjectives, roleOf, whollyOutsideTerritory } from '../shared.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The grand strategy. */
export const tameTheLand: GrandStrategyDef<GalletExt> = {
  id: 'tame-the-land',
  name: 'Tame the Land',
  // Stryker restore all
  judge: (state, player) => {
    const outside = activeObjectives(state).filter((o) => whollyOutsideTerritory(o, roleOf(state, player)));
    return outside.length > 0 && outside.every((o) => o.controller === player);
  },
};
