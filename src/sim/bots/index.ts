/**
 * Bots that make a player's choices in generated battles (`randomBattle`'s `choosers`).
 * @module
 */
export * from './monte-carlo.js';
