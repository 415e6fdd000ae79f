/**
 * The engines users import (no `compile`) parse each event with a fast parser built from the zod schemas
 * (`fastParser`, src/core/events/event-parse.ts): on valid and damaged events of every pack it must accept exactly what
 * zod's runtime parser accepts, with an equal copy, and the engine must report exactly the violations (code, path,
 * message) of an engine that parses with zod alone. Runs: PROPERTY_RUNS, else 300.
 */
import fc from 'fast-check';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import { createEngine, type Battlepack } from 'battlepack-engine';
import { randomBattle } from 'battlepack-engine/sim';
import { gallet } from 'battlepack-engine/gallet';
import { galletEventSchema } from 'battlepack-engine/gallet/schema';
import { blightedWildsEventSchema } from 'battlepack-engine/blighted-wilds/schema';
import { blightedWilds } from 'battlepack-engine/blighted-wilds';
// the parser under test is internal: the engine uses it for every event
import { fastParser } from '../../src/core/events/event-parse.js';
import { PARSE_OPTIONS } from '../../src/core/events/issues.js';
import { testPack } from '../support/test-pack.js';
import { damaged, paths } from '../support/damaged-events.js';

const runs = (() => {
  const n = Number(process.env['PROPERTY_RUNS'] ?? '');
  return Number.isInteger(n) && n > 0 ? n : 300;
})();
const seed = process.env['PROPERTY_SEED'];
const params = { numRuns: runs, ...(seed !== undefined && seed !== '' ? { seed: Number(seed) } : {}) };

const oddValues = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(-0, 0, 1, 1.5, -1, 7, 1e9, 2 ** 53, Number.NaN, Infinity, -Infinity, '', ' ', 'zz-unknown-id', 'hero', 'x'.repeat(300), [], [1], ['a'], {}, null, undefined, true, false),
);

interface PackCase {
  readonly name: string;
  readonly pack: Battlepack<never>;
  readonly battleplans: readonly (string | undefined)[];
}
const cases: readonly PackCase[] = [
  { name: 'gallet', pack: gallet as unknown as Battlepack<never>, battleplans: ['close-to-the-chest', 'wont-back-down', undefined] },
  { name: 'blighted-wilds', pack: blightedWilds as unknown as Battlepack<never>, battleplans: [undefined, undefined] },
  { name: 'test-pack', pack: testPack as unknown as Battlepack<never>, battleplans: [undefined] },
];

for (const c of cases) {
  const fast = createEngine(c.pack);
  // `compile` that hands the schema back unchanged: every event parsed by zod's runtime parser alone
  const zodOnly = createEngine(c.pack, { compile: (s) => s });
  const events = c.battleplans.flatMap((battleplan, i) => randomBattle(fast as never, { seed: 2300 + i, ...(battleplan !== undefined ? { battleplan } : {}) } as never).events as readonly { type: string }[]);
  const schemas = new Map<string, $ZodType>();
  // this library's packs parse their own events with the parsers generated from their zod schemas
  // (test/core/generated-parse): the fast parser is compared here on their zod schemas
  const packSchema = c.name === 'gallet' ? galletEventSchema : c.name === 'blighted-wilds' ? blightedWildsEventSchema : zodOnly.eventSchema;
  for (const s of (packSchema as unknown as { _zod: { def: { options: $ZodType[] } } })._zod.def.options) {
    const type = (s as unknown as { _zod: { def: { shape: { type: { _zod: { def: { values: string[] } } } } } } })._zod.def.shape.type._zod.def.values[0] as string;
    if (!schemas.has(type)) schemas.set(type, s);
  }
  const parsers = new Map([...schemas].map(([t, s]) => [t, fastParser(s)]));

  /** The fast parser's answer and zod's on one value: both accept with equal copies, or both refuse. */
  const agree = (type: string, value: unknown): void => {
    const schema = schemas.get(type) as $ZodType;
    const r = z.safeParse(schema, value, PARSE_OPTIONS);
    const f = (parsers.get(type) as (v: unknown) => unknown)(value);
    const refused = typeof f === 'symbol';
    expect(refused).toBe(!r.success);
    if (r.success) expect(f).toStrictEqual(r.data);
  };

  describe(`the fast event parser (${c.name})`, () => {
    it('accepts every recorded event with the copy zod makes', () => {
      expect(events.length).toBeGreaterThan(50);
      for (const e of events) agree(e.type, e);
    });

    it('accepts and refuses damaged events exactly as zod does, with the same copy', () => {
      fc.assert(
        fc.property(fc.nat(events.length - 1), fc.nat(), fc.constantFrom('set', 'remove', 'add') as fc.Arbitrary<'set' | 'remove' | 'add'>, oddValues, (i, j, how, value) => {
          const event = events[i] as { type: string };
          const ps = paths(event).filter((p) => p[0] !== 'type');
          agree(event.type, damaged(event, ps[j % ps.length] ?? [], how, value));
        }),
        params,
      );
    });

    it('gives a damaged event the violations (code, path, message) of an engine parsing with zod alone', () => {
      const s = fast.initialState();
      fc.assert(
        fc.property(fc.nat(events.length - 1), fc.nat(), fc.constantFrom('set', 'remove', 'add') as fc.Arbitrary<'set' | 'remove' | 'add'>, oddValues, (i, j, how, value) => {
          const event = events[i];
          const ps = paths(event);
          const e = damaged(event, ps[j % ps.length] ?? [], how, value) as never;
          expect(fast.check(s, e)).toEqual(zodOnly.check(s as never, e));
        }),
        params,
      );
    });

    it('folds the recorded battles to the same states as zod alone', () => {
      const a = fast.replay(events);
      const b = zodOnly.replay(events);
      expect(a.ok).toBe(b.ok);
      expect(a.state).toStrictEqual(b.state);
    });
  });
}
