/**
 * Grand strategy "Demonstration of Strength": 3 or more GALLETIAN VETERANS units of your starting army on the battlefield.
 * @module
 */
import type { GrandStrategyDef } from '../../../core/battlepack.js';
import type { GalletExt } from '../ext.js';
import { isVeteran } from '../shared.js';

/** The grand strategy. */
export const demonstrationOfStrength: GrandStrategyDef<GalletExt> = {
  id: 'demonstration-of-strength',
  name: 'Demonstration of Strength',
  judge: (state, player) => Object.values(state.units).filter((u) => u.def.owner === player && u.def.startingArmy && u.status === 'battlefield' && isVeteran(u)).length >= 3,
};
