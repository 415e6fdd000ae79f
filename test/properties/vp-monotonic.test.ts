/**
 * Invariant 2: VP never decrease from one event to the next. The property itself is in `invariants/vp-monotonic.ts`; it runs for every pack entry
 * (`test/arbitraries/packs.ts`), {@link NUM_RUNS} random battles each (PROPERTY_RUNS; 100 by default, 1,000 in `npm run test:long`).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { PACKS } from '../arbitraries/index.js';
import { vpMonotonicProperty } from './invariants/index.js';
import { NUM_RUNS, params } from './support.js';

describe('invariant 2: VP never decrease from one event to the next', () => {
  for (const entry of PACKS) {
    it(`${entry.name}: event by event (${NUM_RUNS} battles)`, () => {
      fc.assert(vpMonotonicProperty(entry), params());
    });
  }
});
