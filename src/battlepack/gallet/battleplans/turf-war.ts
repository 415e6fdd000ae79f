/**
 * Battleplan "Turf War" (table 2, roll 6): two objectives; units left in reserve are destroyed when the battle begins;
 * summoned units cannot shoot or charge the turn they arrive (reference only).
 * @module
 */
import type { BattleplanDef, Effect } from '../../../core/pack/battlepack.js';
import type { GalletExt } from '../ext.js';
import { scoreObjectives } from '../scoring.js';
import { type GalletState } from '../shared.js';
import { DEFAULT_MAX_VP, MAP_TERRITORIES } from './common.js';

/** When the battle begins: every unit set up in reserve is destroyed. */
export function destroyReserves(state: GalletState): Effect<GalletExt>[] {
  return Object.values(state.units)
    .filter((u) => u.def.origin === 'reserve' && u.status === 'reserve')
    .map((u) => ({ kind: 'destroy-unit' as const, unit: u.def.id, means: 'no-reserves' }));
}

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battleplan. */
export const turfWar: BattleplanDef<GalletExt> = {
  id: 'turf-war',
  name: 'Turf War',
  table: 2,
  roll: 6,
  // FACTS.md §5: exactly two objectives; their positions are not in the sources
  objectives: [
    { id: 'objective-1', name: 'Objective 1' },
    { id: 'objective-2', name: 'Objective 2' },
  ],
  maxVp: DEFAULT_MAX_VP,
  hooks: {
    onBattleStart: destroyReserves,
    // Stryker restore all
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    // ghb 2022 s1, "Turf War": the second point is for controlling both objectives
    scoreTurn: (state, _ctx, player) => scoreObjectives(state, player, { secondNeedsAll: true }),
  },
};
