/**
 * Invariant 12: public states are deeply frozen and never modified. The property itself is in `invariants/frozen-states.ts`; it runs for every pack entry
 * (`test/arbitraries/packs.ts`), {@link NUM_RUNS} random battles each (PROPERTY_RUNS; 100 by default, 1,000 in `npm run test:long`).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { PACKS } from '../arbitraries/index.js';
import { frozenStatesProperty } from './invariants/index.js';
import { NUM_RUNS, params } from './support.js';

describe('invariant 12: public states are deeply frozen and never modified', () => {
  for (const entry of PACKS) {
    it(`${entry.name}: every state of a battle (${NUM_RUNS} battles)`, () => {
      fc.assert(frozenStatesProperty(entry), params());
    });
  }
});
