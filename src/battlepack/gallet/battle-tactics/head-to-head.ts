/**
 * Battle tactic "Head-to-Head": the picked enemy GALLETIAN VETERANS unit is destroyed this turn by an attack or ability
 * of a friendly GALLETIAN VETERANS unit.
 * @module
 */
import type { BattleTacticDef } from '../../../core/pack/battlepack.js';
import type { GalletExt } from '../ext.js';
import { isVeteran } from '../shared.js';
import { destroyedInTurn, unitTarget } from './targets.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battle tactic. */
export const headToHead: BattleTacticDef<GalletExt> = {
  id: 'head-to-head',
  name: 'Head-to-Head',
  // Stryker restore all
  target: unitTarget(
    // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
    'an enemy GALLETIAN VETERANS unit on the battlefield',
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the predicate's body is mutated
    (_s, player, u) => u.def.owner !== player && u.status === 'battlefield' && isVeteran(u),
  ),
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
