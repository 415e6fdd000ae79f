/**
 * battlepack-engine: Age of Sigmar battles as typed events folded into an immutable, rules-aware state.
 * The core lives here, with the scoring-sheet renderers and the random-battle generator; battlepacks, the campaign,
 * the table (measuring and maps) and the simulators' tools are their own entry points (`battlepack-engine/gallet`,
 * `battlepack-engine/blighted-wilds`, `battlepack-engine/gallet/table`, `battlepack-engine/table`,
 * `battlepack-engine/sim`).
 * @packageDocumentation
 */
export * from './core/index.js';
export * from './sheet/index.js';
export * from './sim/random-battle.js';
