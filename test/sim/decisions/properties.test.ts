import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BattleState } from '../../../src/index.js';
import { createRng, decisions, randomBattle } from '../../../src/sim.js';
import { listed, PACKS, probes, runs, type Probe } from './support.js';

// every pack and plan, random battles; states are folded on the public path (frozen, as an app holds them)
const RUNS = runs(1);

describe.each(PACKS)('decisions, $name', ({ engine, plans, options }) => {
  it.each(plans)('%s: every listed decision is accepted by engine.apply, and every choice the engine accepts is listed', (battleplan) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 4, max: 12 }), (seed, every) => {
        const battle = randomBattle(engine, { ...options, seed, battleplan });
        let state = engine.initialState() as BattleState<unknown>;
        battle.events.forEach((event, i) => {
          const list = decisions(engine, state, { dice: createRng(seed + i) });
          for (const d of list) {
            const r = engine.apply(state, d.event);
            expect(r.ok, `${d.key} at event ${i}: ${r.ok ? '' : JSON.stringify(r.violations)}`).toBe(true);
            expect(d.kind).toBe(d.event.type);
          }
          // completeness on states with a choice open and on a sample of the others (probes are many)
          if (list.length > 0 || i % every === 0) {
            const events = list.map((d) => d.event as Probe);
            for (const p of probes(engine, state, events)) {
              if (!engine.can(state, p as never)) continue;
              expect(listed(list, p), `${p.type} ${JSON.stringify(p.data)} is accepted at event ${i} but not listed`).toBe(true);
            }
          }
          state = engine.applyOrThrow(state, event);
        });
      }),
      { numRuns: RUNS },
    );
  });
});
