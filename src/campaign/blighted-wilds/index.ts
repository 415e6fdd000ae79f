/**
 * battlepack-engine/blighted-wilds: the Path to Glory: Blighted Wilds campaign — its battle rules as a 4th-edition
 * battlepack (`blightedWilds`, `blightedWildsEngine`), battleplans as data, battle summaries, and the campaign log
 * that carries rosters and renown from battle to battle.
 * @packageDocumentation
 */
export * from './ext.js';
export * from './ranks.js';
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
export { mortalDamage } from './rules/common.js';
export * from './campaign/schema.js';
export type * from './campaign/state.js';
export * from './campaign/engine.js';
export * from './campaign/helpers.js';
export * from './random.js';
