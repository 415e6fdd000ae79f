/**
 * Invariant 3: VP per turn and per battle stay within the battleplan maximum. The property itself is in `invariants/vp-maximum.ts`; it runs for every pack entry
 * (`test/arbitraries/packs.ts`), {@link NUM_RUNS} random battles each (PROPERTY_RUNS; 100 by default, 1,000 in `npm run test:long`).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { PACKS } from '../arbitraries/index.js';
import { vpMaximumProperty } from './invariants/index.js';
import { NUM_RUNS, params } from './support.js';

describe('invariant 3: VP per turn and per battle stay within the battleplan maximum', () => {
  for (const entry of PACKS) {
    it(`${entry.name}: per turn and per battle (${NUM_RUNS} battles)`, () => {
      fc.assert(vpMaximumProperty(entry), params());
    });
  }
});
