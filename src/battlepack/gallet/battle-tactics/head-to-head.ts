/**
 * Battle tactic "Head-to-Head": the picked enemy GALLETIAN VETERANS unit is destroyed this turn by an attack or ability
 * of a friendly GALLETIAN VETERANS unit.
 * @module
 */
import type { BattleTacticDef } from '../../../core/battlepack.js';
import type { GalletExt } from '../ext.js';
import { isVeteran } from '../shared.js';
import { destroyedInTurn, unitTarget } from './targets.js';

/** The battle tactic. */
export const headToHead: BattleTacticDef<GalletExt> = {
  id: 'head-to-head',
  name: 'Head-to-Head',
  target: unitTarget('an enemy GALLETIAN VETERANS unit on the battlefield', (_s, player, u) => u.def.owner !== player && u.status === 'battlefield' && isVeteran(u)),
  judge: (state, pick) => {
    const d = destroyedInTurn(state, pick.target?.id, pick.round, pick.turn);
    if (d === undefined) return 'failed';
    if (d.byUnit === null) return 'unknown';
    const by = state.units[d.byUnit];
    if (by === undefined || by.def.owner !== pick.player || !isVeteran(by)) return 'failed';
    if (d.means === 'spell') return 'failed';
    return d.means === 'other' ? 'unknown' : 'completed';
  },
};
