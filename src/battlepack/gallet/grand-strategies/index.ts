/**
 * The 6 Gallet grand strategies, keyed by id.
 * @module
 */
import type { GrandStrategyDef } from '../../../core/pack/battlepack.js';
import type { GalletExt } from '../ext.js';
import { defendWhatsOurs } from './defend-whats-ours.js';
import { demonstrationOfStrength } from './demonstration-of-strength.js';
import { noPlaceForTheWeak } from './no-place-for-the-weak.js';
import { showOfDominance } from './show-of-dominance.js';
import { takeWhatsTheirs } from './take-whats-theirs.js';
import { tameTheLand } from './tame-the-land.js';

/** The grand strategies keyed by id, in the source's order. */
export const galletGrandStrategies = {
  'no-place-for-the-weak': noPlaceForTheWeak,
  'tame-the-land': tameTheLand,
  'defend-whats-ours': defendWhatsOurs,
  'take-whats-theirs': takeWhatsTheirs,
  'demonstration-of-strength': demonstrationOfStrength,
  'show-of-dominance': showOfDominance,
} as const satisfies Readonly<Record<string, GrandStrategyDef<GalletExt>>>;

/** A Gallet grand strategy id. */
export type GalletGrandStrategyId = keyof typeof galletGrandStrategies;
