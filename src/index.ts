/**
 * battlepack-engine: Age of Sigmar battles as typed events folded into an immutable, rules-aware state.
 * The core lives here, with the scoring-sheet renderers and the random-battle generator; battlepacks and campaigns are
 * their own entry points (`battlepack-engine/gallet`, `battlepack-engine/blighted-wilds`).
 * @packageDocumentation
 */
export * from './core/index.js';
export * from './sheet/index.js';
export * from './sim/index.js';
export * from './table/index.js';
