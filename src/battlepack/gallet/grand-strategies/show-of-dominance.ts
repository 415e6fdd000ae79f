/**
 * Grand strategy "Show of Dominance": a GALLETIAN VETERANS unit of yours present in every battlefield quarter; one unit
 * with models in all four quarters is enough (seed FAQ).
 * @module
 */
import type { GrandStrategyDef } from '../../../core/battlepack.js';
import type { Zone } from '../../../core/schema.js';
import type { GalletExt } from '../ext.js';
import { ghb, isVeteran, partlyIn } from '../shared.js';

/** The four quarters, as zone names. */
export const QUARTERS: readonly Zone[] = ['q1', 'q2', 'q3', 'q4'];

/** The grand strategy. */
export const showOfDominance: GrandStrategyDef<GalletExt> = {
  id: 'show-of-dominance',
  name: 'Show of Dominance',
  summary: 'When the battle ends, every quarter of the battlefield holds at least part of a friendly GALLETIAN VETERANS unit.',
  timing: 'end of the battle',
  source: ghb('Grand Strategies: Show of Dominance'),
  scoring: '3 VP',
  rulings: ['gallet/show-of-dominance-partly', 'gallet/zones-at-battle-end'],
  judge: (state, player) => {
    const veterans = Object.values(state.units).filter((u) => u.owner === player && u.status === 'battlefield' && isVeteran(u));
    return QUARTERS.every((q) => veterans.some((u) => partlyIn(state, u.id, q) === true));
  },
};
