/**
 * Invariant 6: the result follows the VP and tie-breaks; swapping the players swaps the result only. The property itself is in `invariants/result-and-swap.ts`; it runs for every pack entry
 * (`test/arbitraries/packs.ts`), {@link NUM_RUNS} random battles each (PROPERTY_RUNS; 100 by default, 1,000 in `npm run test:long`).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { PACKS } from '../arbitraries/index.js';
import { resultAndSwapProperty } from './invariants/index.js';
import { NUM_RUNS, params } from './support.js';

describe('invariant 6: the result follows the VP and tie-breaks; swapping the players swaps the result only', () => {
  for (const entry of PACKS) {
    it(`${entry.name}: result and label swap (${NUM_RUNS} battles)`, () => {
      fc.assert(resultAndSwapProperty(entry), params());
    });
  }
});
