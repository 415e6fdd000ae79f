/**
 * An engine made with `{ compile }` parses each event with the compiled schema's own `parse` (zod's generated
 * parser, zod's runtime parse only when that refuses): it must accept and refuse exactly what the engine without
 * `compile` does, with the same violations, and still read the caller's event once. Runs: PROPERTY_RUNS, else 300.
 */
import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/index.js';
import { randomBattle } from '../../src/sim.js';
import { gallet, galletEngine, type GalletEvent } from '../../src/gallet.js';
import { bobHeroPhase3, engine3, round1Begun3, type Ev3 } from '../support/core-fixtures.js';
import { damaged, paths } from '../support/damaged-events.js';

const runs = (() => {
  const n = Number(process.env['PROPERTY_RUNS'] ?? '');
  return Number.isInteger(n) && n > 0 ? n : 300;
})();
const seed = process.env['PROPERTY_SEED'];
const params = { numRuns: runs, ...(seed !== undefined && seed !== '' ? { seed: Number(seed) } : {}) };

const compiled = createEngine(gallet, { compile: z.compile });
const compiled3 = createEngine(engine3.pack, { compile: z.compile });
type Ev = Parameters<typeof galletEngine.check>[1];

// two recorded battles with the pack's own play: core and pack events of most types
const battles: readonly (readonly GalletEvent[])[] = [randomBattle(galletEngine, { seed: 11, battleplan: 'close-to-the-chest' }).events, randomBattle(galletEngine, { seed: 12 }).events];
const recorded: readonly GalletEvent[] = battles.flat();

const oddValues = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(-0, 1.5, -1, 1e9, Number.NaN, Infinity, '', 'zz-unknown-id', 'x'.repeat(300), [], {}, null, undefined),
);

describe('an engine with compiled schemas', () => {
  it('refuses a damaged event with exactly the violations of the engine without compile, and accepts what it accepts', () => {
    const s = galletEngine.initialState();
    fc.assert(
      fc.property(fc.nat(recorded.length - 1), fc.nat(), fc.constantFrom('set', 'remove', 'add') as fc.Arbitrary<'set' | 'remove' | 'add'>, oddValues, (i, j, how, value) => {
        const event = recorded[i];
        const ps = paths(event);
        const e = damaged(event, ps[j % ps.length] ?? [], how, value) as Ev;
        expect(compiled.check(s, e)).toEqual(galletEngine.check(s, e));
      }),
      params,
    );
  });

  it('folds recorded battles to the same states as the engine without compile', () => {
    for (const events of battles) {
      const a = compiled.replay(events);
      expect(a.ok && a.applied).toBe(events.length);
      expect(a.state).toStrictEqual(galletEngine.replay(events).state);
    }
  });

  it('a refused field gets zod’s message and path through the compiled schema, as without compile', () => {
    const e = { type: 'TurnStarted', data: { player: 5 } } as unknown as Ev3;
    const s = engine3.replayOrThrow(round1Begun3);
    const r = compiled3.apply(s, e);
    expect(!r.ok && r.violations).toEqual([{ code: 'schema/invalid', message: 'Invalid input: expected string, received number at data.player.', path: ['data', 'player'], eventIndex: s.eventCount }]);
    expect(r).toEqual(engine3.apply(s, e));
    // an unknown key on a strict object: one violation per key, as without compile
    const extra = { type: 'PhaseStarted', data: { phase: 'hero', when: 'now' } } as unknown as Ev3;
    expect(compiled3.check(s, extra)).toEqual(engine3.check(s, extra));
    expect(compiled3.check(s, extra).map((v) => v.path)).toEqual([['data', 'when']]);
  });

  it('a getter is called once on the compiled route, on an event it accepts and on one it refuses', () => {
    for (const [player, ok] of [
      ['bob', true],
      [7, false],
    ] as const) {
      let reads = 0;
      const event = {
        type: 'TurnStarted',
        get data(): unknown {
          reads++;
          return reads === 1 ? { player } : { player: 'eve' };
        },
      };
      const r = compiled3.apply(engine3.replayOrThrow(round1Begun3), event as Ev3);
      expect(reads).toBe(1);
      expect(r.ok).toBe(ok);
      if (r.ok) expect(r.state.clock.turn?.player).toBe('bob');
      else expect(r.violations[0]?.path).toEqual(['data', 'player']);
    }
  });

  it('a Proxy is asked once per key on the compiled route, and one that throws is refused, not thrown', () => {
    const asked = new Map<PropertyKey, number>();
    const event = new Proxy({ type: 'PhaseStarted', data: { phase: 'hero' } } as Ev3, {
      get(t, k, receiver) {
        asked.set(k, (asked.get(k) ?? 0) + 1);
        return Reflect.get(t, k, receiver) as unknown;
      },
    });
    const r = compiled3.apply(engine3.replayOrThrow([...round1Begun3, { type: 'TurnStarted', data: { player: 'bob' } }]), event);
    expect(r.ok).toBe(true);
    expect([asked.get('type'), asked.get('data')]).toEqual([1, 1]);
    const throwing = new Proxy({ type: 'PhaseStarted', data: {} } as Ev3, {
      get() {
        throw new Error('trap');
      },
    });
    let out: ReturnType<typeof compiled3.apply> | undefined;
    expect(() => (out = compiled3.apply(engine3.replayOrThrow(bobHeroPhase3), throwing))).not.toThrow();
    expect(!out?.ok && out?.violations[0]?.message).toMatch(/could not be read as plain data/);
  });

  it('where the compiled schema has no parse of its own (its safeParse is used), neither method, or compile returns the schema unchanged: the same answers', () => {
    const without = (...methods: string[]): typeof engine3 =>
      createEngine(engine3.pack, {
        compile: (s) => {
          const c = z.compile(s);
          for (const m of methods) Object.defineProperty(c, m, { value: undefined });
          return c;
        },
      });
    const noParse = without('parse');
    const noMethod = without('parse', 'safeParse');
    const unchanged = createEngine(engine3.pack, { compile: (s) => s });
    const s = engine3.replayOrThrow(round1Begun3);
    for (const e of [{ type: 'TurnStarted', data: { player: 'bob' } }, { type: 'TurnStarted', data: { player: 5 } }, { type: 'TurnStarted', data: { player: 'bob', x: 1 } }] as unknown as Ev3[]) {
      const want = engine3.apply(s, e);
      expect(noParse.apply(s, e)).toEqual(want);
      expect(noMethod.apply(s, e)).toEqual(want);
      expect(unchanged.apply(s, e)).toEqual(want);
      expect(compiled3.apply(s, e)).toEqual(want);
    }
  });

  it('an exception a schema’s own code throws (not a refusal) is not turned into violations on the compiled route, as without compile', () => {
    const boom = z.strictObject({ type: z.literal('Boom'), data: z.string().check(z.refine(() => { throw new Error('refine threw'); })) });
    const pack = { ...engine3.pack, events: [{ schema: boom, decide: () => [], evolve: () => [] }] } as unknown as typeof engine3.pack;
    for (const engine of [createEngine(pack), createEngine(pack, { compile: z.compile })]) {
      expect(() => engine.check(engine.initialState(), { type: 'Boom', data: 'x' } as unknown as Ev3)).toThrow('refine threw');
    }
  });
});
