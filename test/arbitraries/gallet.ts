/**
 * The Gallet pack's entry for the properties: the shipped random-battle extras and set-up of the pack
 * (`src/battlepack/gallet/random.ts`), the same ones `battlepack simulate` and the benchmarks use.
 */
import { galletEngine, galletRandomExtras, galletRandomSetUp } from '../../src/battlepack/gallet/index.js';
import { packEntry, type PackEntry } from './entry.js';

/** Objectives for the plans whose layout the sources do not give (kept under this name for the benchmarks). */
export const galletSetUp = galletRandomSetUp;
/** The Gallet pack's own events at each moment of a random battle. */
export const galletExtras = galletRandomExtras;

/** The Gallet entry: every battleplan; The Lurkers Below may end early by holding every objective. */
export const galletEntry: PackEntry = packEntry({
  name: 'gallet',
  engine: galletEngine,
  extras: galletExtras,
  setUp: galletSetUp,
  immediateVictory: ['the-lurkers-below'],
});
