import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as Api from '../../src/index.js';
import type * as Gallet from '../../src/gallet.js';
import type * as Sim from '../../src/sim.js';

// Issue 13: the built package folds its own states copy-on-write, as the sources do. `apply` knows the states it made
// by a private stamp that `madeStates().add` puts on each root; the bundler's tree shaking (tsup's rollup pass) once
// removed that call from dist/ as if it did nothing, so every state looked foreign to the engine that made it: each
// `apply` read it as plain data, checked it and copied it whole (about ten times slower than the sources, and nothing
// shared between states). dist/ is built by `npm run build` before vitest runs in `npm test`; without it this fails.

const root = join(import.meta.dirname, '../..');

async function load(): Promise<{ api: typeof Api; gallet: typeof Gallet; sim: typeof Sim }> {
  for (const f of ['dist/index.js', 'dist/gallet.js', 'dist/sim.js'])
    if (!existsSync(join(root, f))) throw new Error(`${f} is missing: run \`npm run build\` first (\`npm test\` builds before running vitest).`);
  const api = (await import(pathToFileURL(join(root, 'dist/index.js')).href)) as typeof Api;
  const gallet = (await import(pathToFileURL(join(root, 'dist/gallet.js')).href)) as typeof Gallet;
  const sim = (await import(pathToFileURL(join(root, 'dist/sim.js')).href)) as typeof Sim;
  return { api, gallet, sim };
}

describe('the built package', () => {
  it('apply shares what an event leaves alone with the state before (its states are known as its own)', async () => {
    const { api, gallet, sim } = await load();
    const engine = api.createEngine(gallet.gallet);
    const { events } = sim.randomBattle(engine, { seed: 11, battleplan: 'wont-back-down' });
    let s = engine.initialState();
    let phases = 0;
    for (const e of events) {
      const r = engine.apply(s, e);
      if (!r.ok) throw new Error(r.violations[0]?.message);
      // a new phase changes few units (an effect may expire) and no objective: the new state shares the rest
      if (e.type === 'PhaseStarted' && s.clock.stage === 'battle') {
        const before = s.units;
        for (const [id, u] of Object.entries(r.state.units)) if (JSON.stringify(u) === JSON.stringify(before[id])) expect(u).toBe(before[id]);
        expect(r.state.board.objectives).toBe(s.board.objectives);
        phases++;
      }
      s = r.state;
    }
    expect(phases).toBeGreaterThan(20);
    // and the sources agree on the outcome
    expect(JSON.stringify(s)).toBe(JSON.stringify(engine.replayOrThrow(events)));
  });

  it('a state it did not make is still adopted by a copy (the case the stamp tells apart)', async () => {
    const { api, gallet, sim } = await load();
    const engine = api.createEngine(gallet.gallet);
    const { events } = sim.randomBattle(engine, { seed: 11, battleplan: 'wont-back-down' });
    const made = engine.replayOrThrow(events.slice(0, 40));
    const foreign = JSON.parse(JSON.stringify(made)) as typeof made;
    const next = events[40];
    if (next === undefined) throw new Error('a short battle');
    const a = engine.apply(made, next);
    const b = engine.apply(foreign, next);
    if (!a.ok || !b.ok) throw new Error('refused');
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    expect(b.state.units).not.toBe(foreign.units);
  });
});
