/**
 * The Blighted Wilds entry for the properties: the shipped random-battle extras of the campaign pack
 * (`src/battlepack/blighted-wilds/random.ts`), the same ones `battlepack simulate` uses.
 */
import { blightedWildsEngine, blightedWildsRandomExtras } from '../../src/blighted-wilds.js';
import { packEntry, type PackEntry } from './entry.js';

/** The Blighted Wilds entry: every battleplan of the pack; fewer casualties and withdrawals, so many battles reach the length rolls. */
export const blightedWildsEntry: PackEntry = packEntry({
  name: 'blighted-wilds',
  engine: blightedWildsEngine,
  extras: blightedWildsRandomExtras,
  chances: { casualties: 0.4, withdraw: 0.12 },
});
