/**
 * Invariant 5: the grand strategy scores at most once, at the end of the battle. The property itself is in `invariants/grand-strategy.ts`; it runs for every pack entry
 * (`test/arbitraries/packs.ts`), {@link NUM_RUNS} random battles each (PROPERTY_RUNS; 100 by default, 1,000 in `npm run test:long`).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { PACKS } from '../arbitraries/index.js';
import { grandStrategyProperty } from './invariants/index.js';
import { NUM_RUNS, params } from './support.js';

describe('invariant 5: the grand strategy scores at most once, at the end of the battle', () => {
  for (const entry of PACKS) {
    it(`${entry.name}: judged and scored at the end only (${NUM_RUNS} battles)`, () => {
      fc.assert(grandStrategyProperty(entry), params());
    });
  }
});
