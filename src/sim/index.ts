/**
 * What bots and simulators need: seeded random legal battles (and, as they grow, every legal choice as an event,
 * combat maths and bots). Library code: browser-safe, no Node imports.
 * @module
 */
export * from './random-battle.js';
export * from './decisions.js';
export * from './combat/index.js';
export * from './bots/index.js';
export * from './stats.js';
export * from './report.js';
export * from './simulation.js';
