/**
 * The 8 Gallet battle tactics, keyed by id.
 * @module
 */
import type { BattleTacticDef } from '../../../core/pack/battlepack.js';
import type { GalletExt } from '../ext.js';
import { againstTheOdds } from './against-the-odds.js';
import { anEyeForAnEye } from './an-eye-for-an-eye.js';
import { bargeThroughEnemyLines } from './barge-through-enemy-lines.js';
import { desecrateTheirLands } from './desecrate-their-lands.js';
import { gainingMomentum } from './gaining-momentum.js';
import { headToHead } from './head-to-head.js';
import { outmuscle } from './outmuscle.js';
import { thisOnesMine } from './this-ones-mine.js';

/** The battle tactics keyed by id, in the source's order. */
export const galletBattleTactics = {
  'gaining-momentum': gainingMomentum,
  'an-eye-for-an-eye': anEyeForAnEye,
  'desecrate-their-lands': desecrateTheirLands,
  'this-ones-mine': thisOnesMine,
  'head-to-head': headToHead,
  outmuscle,
  'against-the-odds': againstTheOdds,
  'barge-through-enemy-lines': bargeThroughEnemyLines,
} as const satisfies Readonly<Record<string, BattleTacticDef<GalletExt>>>;

/** A Gallet battle tactic id. */
export type GalletBattleTacticId = keyof typeof galletBattleTactics;
