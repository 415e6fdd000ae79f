/**
 * Generators for property tests: random legal battles of any pack, and illegal mutations of their logs.
 * Pack authors can use them for their own packs (see docs/testing.md).
 */
export * from './legal-battle.js';
export * from './illegal-mutation.js';
export * from './entry.js';
export * from './packs.js';
export * from './players.js';
