/**
 * battlepack-engine/blighted-wilds: the Path to Glory: Blighted Wilds campaign — its battle rules as a 4th-edition
 * battlepack (`blightedWilds`, `blightedWildsEngine`), battleplans as data, battle summaries, and the campaign log
 * that carries rosters and renown from battle to battle.
 * @packageDocumentation
 */
export * from './battlepack/blighted-wilds/index.js';
export * from './campaign/index.js';
