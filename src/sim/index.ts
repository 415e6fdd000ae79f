/**
 * What bots and simulators need: seeded random legal battles, every legal choice as an event (`decisions`), combat
 * maths, a reference bot, and simulation statistics and reports. Library code: browser-safe, no Node imports.
 * @module
 */
export * from './random-battle.js';
export * from './decisions.js';
export * from './combat/index.js';
export * from './bots/index.js';
export * from './stats.js';
export * from './report.js';
export * from './simulation.js';
