/**
 * Grand strategy "Show of Dominance": a GALLETIAN VETERANS unit of yours present in every battlefield quarter; one unit
 * with models in all four quarters is enough (seed FAQ).
 * @module
 */
import type { GrandStrategyDef } from '../../../core/pack/battlepack.js';
import type { Zone } from '../../../core/events/schema.js';
import type { GalletExt } from '../ext.js';
import { zonesAtEndOf } from '../../../core/events/moments.js';
import type { TurnKey } from '../../../core/state/state.js';
import { isVeteran, partlyIn, type GalletState } from '../shared.js';

/** The four quarters, as zone names. */
// Stryker disable next-line ArrayDeclaration,StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const QUARTERS: readonly Zone[] = ['q1', 'q2', 'q3', 'q4'];

function zonesReportedAt(state: GalletState, unit: string, at: TurnKey): boolean {
  return zonesAtEndOf(state, unit, at) !== undefined;
}

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The grand strategy. */
export const showOfDominance: GrandStrategyDef<GalletExt> = {
  id: 'show-of-dominance',
  name: 'Show of Dominance',
  // Stryker restore all
  judge: (state, player, at) => {
    const veterans = Object.values(state.units).filter((u) => u.def.owner === player && u.status === 'battlefield' && isVeteran(u));
    if (QUARTERS.every((q) => veterans.some((u) => partlyIn(state, u.def.id, q, at) === true))) return true;
    // a veteran unit with no zone report of the battle's last turn could fill the missing quarter
    return veterans.every((u) => zonesReportedAt(state, u.def.id, at)) ? false : 'unknown';
  },
};
