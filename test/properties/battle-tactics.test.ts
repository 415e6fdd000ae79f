/**
 * Invariant 4: a battle tactic is picked once per battle, one per turn, and scores once. The property itself is in `invariants/battle-tactics.ts`; it runs for every pack entry
 * (`test/arbitraries/packs.ts`), {@link NUM_RUNS} random battles each (PROPERTY_RUNS; 100 by default, 1,000 in `npm run test:long`).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { PACKS } from '../arbitraries/index.js';
import { battleTacticsProperty } from './invariants/index.js';
import { NUM_RUNS, params } from './support.js';

describe('invariant 4: a battle tactic is picked once per battle, one per turn, and scores once', () => {
  for (const entry of PACKS) {
    it(`${entry.name}: picks, refusals and scoring (${NUM_RUNS} battles)`, () => {
      fc.assert(battleTacticsProperty(entry), params());
    });
  }
});
