/**
 * Invariant 7: control moves only at checkpoints (turn ends, the start of round 1) and on explicit events, never on a contest report. The property itself is in `invariants/objective-control.ts`; it runs for every pack entry
 * (`test/arbitraries/packs.ts`), {@link NUM_RUNS} random battles each (PROPERTY_RUNS; 100 by default, 1,000 in `npm run test:long`).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { PACKS } from '../arbitraries/index.js';
import { objectiveControlProperty } from './invariants/index.js';
import { NUM_RUNS, params } from './support.js';

describe('invariant 7: control moves only at checkpoints and on explicit events, never on a contest report', () => {
  for (const entry of PACKS) {
    it(`${entry.name}: every change of control has a lawful cause (${NUM_RUNS} battles)`, () => {
      fc.assert(objectiveControlProperty(entry), params());
    });
  }
});
