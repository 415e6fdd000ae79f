/**
 * Invariant 1: VP are the sum of the ledger lines; every line names its rule; none is negative. The property itself is in `invariants/vp-ledger.ts`; it runs for every pack entry
 * (`test/arbitraries/packs.ts`), {@link NUM_RUNS} random battles each (PROPERTY_RUNS; 100 by default, 1,000 in `npm run test:long`).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { PACKS } from '../arbitraries/index.js';
import { vpLedgerProperty } from './invariants/index.js';
import { NUM_RUNS, params } from './support.js';

describe('invariant 1: VP are the sum of the ledger lines; every line names its rule; none is negative', () => {
  for (const entry of PACKS) {
    it(`${entry.name}: after every event (${NUM_RUNS} battles)`, () => {
      fc.assert(vpLedgerProperty(entry), params());
    });
  }
});
