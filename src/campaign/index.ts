/**
 * What spans battles: the Blighted Wilds campaign log, its roster, renown and ranks. A campaign consumes each
 * battle's final summary, never its internals.
 * @module
 */
export * from './ranks.js';
export * from './schema.js';
export type * from './state.js';
export * from './engine.js';
export * from './helpers.js';
