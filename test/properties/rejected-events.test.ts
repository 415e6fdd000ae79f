/**
 * Invariant 11: a rejected event changes nothing and the next legal event still applies. The property itself is in `invariants/rejected-events.ts`; it runs for every pack entry
 * (`test/arbitraries/packs.ts`), {@link NUM_RUNS} random battles each (PROPERTY_RUNS; 100 by default, 1,000 in `npm run test:long`).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { PACKS } from '../arbitraries/index.js';
import { rejectedEventsProperty } from './invariants/index.js';
import { NUM_RUNS, params } from './support.js';

describe('invariant 11: a rejected event changes nothing and the next legal event still applies', () => {
  for (const entry of PACKS) {
    it(`${entry.name}: illegal mutations of legal logs (${NUM_RUNS} battles)`, () => {
      fc.assert(rejectedEventsProperty(entry), params());
    });
  }
});
