/**
 * Invariant 10: a JSON round-trip of the state or the log changes nothing. The property itself is in `invariants/json-round-trip.ts`; it runs for every pack entry
 * (`test/arbitraries/packs.ts`), {@link NUM_RUNS} random battles each (PROPERTY_RUNS; 100 by default, 1,000 in `npm run test:long`).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { PACKS } from '../arbitraries/index.js';
import { jsonRoundTripProperty } from './invariants/index.js';
import { NUM_RUNS, params } from './support.js';

describe('invariant 10: a JSON round-trip of the state or the log changes nothing', () => {
  for (const entry of PACKS) {
    it(`${entry.name}: state and log, at random points (${NUM_RUNS} battles)`, () => {
      fc.assert(jsonRoundTripProperty(entry), params());
    });
  }
});
