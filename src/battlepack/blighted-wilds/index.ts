/**
 * The battle rules of the Path to Glory: Blighted Wilds campaign as a 4th-edition battlepack (`blightedWilds`,
 * `blightedWildsEngine`): its rules, battleplans as data, random-battle extras and the battle summary a campaign reads.
 * @module
 */
export * from './ext.js';
export * from './pack.js';
export * from './battleplans.js';
export * from './summary.js';
export * from './rules/contamination.js';
export * from './rules/resting-units.js';
export * from './rules/blighted-waters.js';
export * from './rules/purify-the-land.js';
export * from './rules/boon-of-vitality.js';
export * from './rules/seizing-the-initiative.js';
export * from './rules/glorious-victory.js';
export * from './rules/replacement-units.js';
export { allocateDamage, mortalDamage } from './rules/common.js';
export * from './rules/damage.js';
export * from './rules/general.js';
export * from './random.js';
export * from './maps.js';
