/**
 * Battle tactic "This One's Mine!": the picked enemy unit is destroyed this turn by an attack of your general.
 * @module
 */
import type { BattleTacticDef } from '../../../core/pack/battlepack.js';
import type { GalletExt } from '../ext.js';
import { destroyedInTurn, unitTarget } from './targets.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battle tactic. */
export const thisOnesMine: BattleTacticDef<GalletExt> = {
  id: 'this-ones-mine',
  name: "This One's Mine!",
  // Stryker restore all
  target: unitTarget(
    // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
    'an enemy unit on the battlefield',
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the predicate's body is mutated
    (_s, player, u) => u.def.owner !== player && u.status === 'battlefield',
  ),
  judge: (state, pick) => {
    const d = destroyedInTurn(state, pick.target?.id, pick.round, pick.turn);
    if (d === undefined) return 'failed';
    if (d.byUnit === null) return 'unknown';
    const by = state.units[d.byUnit];
    if (by === undefined || by.def.owner !== pick.player || !by.def.general) return 'failed';
    if (d.means === 'attack') return 'completed';
    return d.means === 'spell' || d.means === 'ability' ? 'failed' : 'unknown';
  },
};
