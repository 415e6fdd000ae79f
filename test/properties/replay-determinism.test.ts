/**
 * Invariant 8: replay is deterministic on the safe and the trusted path. The property itself is in `invariants/replay-determinism.ts`; it runs for every pack entry
 * (`test/arbitraries/packs.ts`), {@link NUM_RUNS} random battles each (PROPERTY_RUNS; 100 by default, 1,000 in `npm run test:long`).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { PACKS } from '../arbitraries/index.js';
import { replayDeterminismProperty } from './invariants/index.js';
import { NUM_RUNS, params } from './support.js';

describe('invariant 8: replay is deterministic on the safe and the trusted path', () => {
  for (const entry of PACKS) {
    it(`${entry.name}: one log, one state (${NUM_RUNS} battles)`, () => {
      fc.assert(replayDeterminismProperty(entry), params());
    });
  }
});
