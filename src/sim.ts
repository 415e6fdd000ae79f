/**
 * battlepack-engine/sim: what bots and simulators need — seeded random legal battles, the seeded dice generator, every
 * legal choice as an event, exact combat maths and a seeded attack roller, bots, and simulation
 * statistics; and the random play of the Gallet pack (`galletRandomOptions`), which `randomBattle(galletEngine, …)`
 * plays by default.
 * @packageDocumentation
 */
export * from './sim/index.js';
export { createRng, rollOff, type Rng } from './core/dice.js';
export { galletRandomOptions, type GalletRandomOptions } from './battlepack/gallet/random.js';
