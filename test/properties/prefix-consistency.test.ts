/**
 * Invariant 9: the state after n events is the replay of those n events. The property itself is in `invariants/prefix-consistency.ts`; it runs for every pack entry
 * (`test/arbitraries/packs.ts`), {@link NUM_RUNS} random battles each (PROPERTY_RUNS; 100 by default, 1,000 in `npm run test:long`).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { PACKS } from '../arbitraries/index.js';
import { prefixConsistencyProperty } from './invariants/index.js';
import { NUM_RUNS, params } from './support.js';

describe('invariant 9: the state after n events is the replay of those n events', () => {
  for (const entry of PACKS) {
    it(`${entry.name}: at random prefixes (${NUM_RUNS} battles)`, () => {
      fc.assert(prefixConsistencyProperty(entry), params());
    });
  }
});
