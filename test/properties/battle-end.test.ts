/**
 * Invariant 13: battles end when the plan says and accept nothing after. The property itself is in `invariants/battle-end.ts`; it runs for every pack entry
 * (`test/arbitraries/packs.ts`), {@link NUM_RUNS} random battles each (PROPERTY_RUNS; 100 by default, 1,000 in `npm run test:long`).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { PACKS } from '../arbitraries/index.js';
import { battleEndProperty } from './invariants/index.js';
import { NUM_RUNS, params } from './support.js';

describe('invariant 13: battles end when the plan says and accept nothing after', () => {
  for (const entry of PACKS) {
    it(`${entry.name}: how the battle ended (${NUM_RUNS} battles)`, () => {
      fc.assert(battleEndProperty(entry), params());
    });
  }
});
