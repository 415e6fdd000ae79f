/**
 * battlepack-engine/sim/model: the playable model of a battle for bots — armies as data (unit profiles validated with
 * zod), a turn in each edition's order on the measured table (movement, shooting, charges, combat), every choice as a
 * decision, bots (random, greedy, Monte Carlo) and round-robins with win rates, confidence intervals and ratings.
 * See docs/game-model.md.
 * @packageDocumentation
 */
export * from './sim/model/index.js';
