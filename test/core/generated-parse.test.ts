/**
 * The event parsers generated at build time from the zod schemas (scripts/generate-parsers.ts, `compiledParser`):
 * the generated files must be those the schemas give today, and on valid events, damaged copies and fuzzed values of
 * every event type each parser must accept exactly what zod's parse of the schema accepts, with an equal copy, and
 * refuse exactly what it refuses with the same issues (message and path, in order). Runs: PROPERTY_RUNS, else 300.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { randomBattle } from '../../src/sim.js';
import { galletEngine } from '../../src/gallet.js';
import { blightedWildsEngine } from '../../src/blighted-wilds.js';
import { blightedWildsPackEventSchemas } from '../../src/battlepack/blighted-wilds/event-schema.js';
import { blightedWildsEventTables } from '../../src/battlepack/blighted-wilds/events.gen.js';
import { exampleTaintedSpringsData } from '../../src/battlepack/blighted-wilds/battleplans.js';
import { BattleplanData } from '../../src/core/pack/battleplan-data-schema.js';
import { battleplanDataTables } from '../../src/core/pack/battleplan-data.gen.js';
import { coreEventSchemas } from '../../src/core/events/schema.js';
import * as galletEvents from '../../src/battlepack/gallet/events.js';
import { eventTypeOf, type AnyEventSchema } from '../../src/core/pack/battlepack.js';
import { compiledParser, Refused, type SchemaDesc } from '../../src/core/events/compiled.js';
import { PARSE_OPTIONS, zodIssues } from '../../src/core/events/issues.js';
import { coreEventTables } from '../../src/core/events/core-events.gen.js';
import { galletEventTables } from '../../src/battlepack/gallet/events.gen.js';
import { generatedFiles } from '../../scripts/generate-parsers.js';
import { damaged, paths } from '../support/damaged-events.js';

const runs = (() => {
  const n = Number(process.env['PROPERTY_RUNS'] ?? '');
  return Number.isInteger(n) && n > 0 ? n : 300;
})();
const seed = process.env['PROPERTY_SEED'];
const params = { numRuns: runs, ...(seed !== undefined && seed !== '' ? { seed: Number(seed) } : {}) };

const schemas = new Map<string, AnyEventSchema>();
for (const s of coreEventSchemas) schemas.set(eventTypeOf(s), s);
for (const s of Object.values(galletEvents)) {
  const shape = (s as unknown as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape;
  if (shape?.['type'] !== undefined) schemas.set(eventTypeOf(s as AnyEventSchema), s as AnyEventSchema);
}
for (const s of blightedWildsPackEventSchemas) schemas.set(eventTypeOf(s), s);
const tables: Record<string, SchemaDesc> = { ...coreEventTables, ...galletEventTables, ...blightedWildsEventTables };
const parsers = new Map(Object.entries(tables).map(([t, d]) => [t, compiledParser(d)]));

/** A value's keys in order, all the way down (`toStrictEqual` does not look at the order of keys). */
function keyOrder(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(keyOrder);
  if (v === null || typeof v !== 'object') return typeof v;
  return Object.keys(v).map((k) => [k, keyOrder((v as Record<string, unknown>)[k])]);
}

/** zod's answer and the generated parser's on one value of one event type: the same copy (its keys in the same order), or the same issues. */
function agree(type: string, value: unknown): void {
  const r = z.safeParse(schemas.get(type) as AnyEventSchema, value, PARSE_OPTIONS);
  const g = (parsers.get(type) as (v: unknown) => unknown)(value);
  if (r.success) {
    expect(g).not.toBeInstanceOf(Refused);
    expect(g).toStrictEqual(r.data);
    expect(keyOrder(g)).toEqual(keyOrder(r.data));
  } else {
    expect(g).toBeInstanceOf(Refused);
    expect((g as Refused).issues).toEqual(zodIssues(r.error));
  }
}

/** A copy of `v` with the keys of every object in reverse order. */
function reversed(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reversed);
  if (v === null || typeof v !== 'object') return v;
  return Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)]));
}

const battles = [
  randomBattle(galletEngine, { seed: 31, battleplan: 'close-to-the-chest' }).events,
  randomBattle(galletEngine, { seed: 32, battleplan: 'the-silksteel-nests' }).events,
  randomBattle(galletEngine, { seed: 33, battleplan: 'the-realmstone-cache' }).events,
  randomBattle(galletEngine, { seed: 34 }).events,
  randomBattle(blightedWildsEngine, { seed: 35 }).events,
  randomBattle(blightedWildsEngine, { seed: 36 }).events,
];
const recorded = battles.flat() as readonly { readonly type: string }[];

const oddValues = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(-0, 0, 1, 1.5, -1, 3, 7, 1e9, 2 ** 53, -(2 ** 53), Number.NaN, Infinity, -Infinity, '', ' ', '_x', '__proto__', 'toString', 'zz-unknown-id', 'hero', 'x'.repeat(65), 'x'.repeat(501), '😀'.repeat(40), [], [1], ['a'], [1, 2], ['a', 'b', 'c', 'd'], Array(300).fill(1), { length: 600 }, {}, null, undefined, true, false),
);

describe('the generated event parsers', () => {
  it('are generated from the schemas as they are (npm run parsers:generate)', () => {
    for (const f of generatedFiles()) expect(readFileSync(resolve(import.meta.dirname, '../..', f.path), 'utf8'), f.path).toBe(f.text);
  });

  it('cover every event type of the core, Gallet and Blighted Wilds', () => {
    expect([...parsers.keys()].sort()).toEqual([...schemas.keys()].sort());
  });

  it('accept every recorded event with the copy zod makes', () => {
    expect(new Set(recorded.map((e) => e.type)).size).toBeGreaterThan(15);
    for (const e of recorded) agree(e.type, e);
  });

  it('put the keys of every object in the schema’s order, as zod does, whatever order they come in', () => {
    for (const e of recorded) agree(e.type, reversed(e));
  });

  it('accept and refuse damaged events exactly as zod does, with the same copy or the same issues and paths', () => {
    fc.assert(
      fc.property(fc.nat(recorded.length - 1), fc.nat(), fc.constantFrom('set', 'remove', 'add') as fc.Arbitrary<'set' | 'remove' | 'add'>, oddValues, (i, j, how, value) => {
        const event = recorded[i] as { type: string };
        const ps = paths(event);
        agree(event.type, damaged(event, ps[j % ps.length] ?? [], how, value));
      }),
      params,
    );
  });

  it('accept and refuse fuzzed values of every event type as zod does', () => {
    const types = [...schemas.keys()];
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.oneof(oddValues, fc.anything({ maxDepth: 3 }), fc.record({ data: fc.anything({ maxDepth: 2 }) })), (type, value) => {
        agree(type, value);
        agree(type, { type, data: value });
      }),
      params,
    );
  });

  it('refuse twice-damaged events as zod does (several issues in one event, in zod’s order)', () => {
    fc.assert(
      fc.property(fc.nat(recorded.length - 1), fc.nat(), fc.nat(), oddValues, oddValues, (i, j, k, a, b) => {
        const event = recorded[i] as { type: string };
        const ps = paths(event).filter((p) => p.length > 1);
        const once = damaged(event, ps[j % ps.length] ?? [], 'set', a);
        const ps2 = paths(once).filter((p) => p.length > 1);
        agree(event.type, damaged(once, ps2[k % ps2.length] ?? [], 'set', b));
      }),
      params,
    );
  });

  it('read battleplans as data as zod does: valid, damaged and fuzzed', () => {
    const parse = compiledParser(battleplanDataTables['BattleplanData'] as SchemaDesc);
    const same = (value: unknown): void => {
      const r = z.safeParse(BattleplanData, value, PARSE_OPTIONS);
      const g = parse(value);
      if (r.success) expect(g).toStrictEqual(r.data);
      else expect((g as Refused).issues).toEqual(zodIssues(r.error));
    };
    same(exampleTaintedSpringsData);
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom('set', 'remove', 'add') as fc.Arbitrary<'set' | 'remove' | 'add'>, oddValues, (j, how, value) => {
        const ps = paths(exampleTaintedSpringsData);
        same(damaged(exampleTaintedSpringsData, ps[j % ps.length] ?? [], how, value));
      }),
      params,
    );
    // a selector's placement is a union of two enums: each form's refusal, merged
    same({ ...exampleTaintedSpringsData, scoring: { lines: [{ kind: 'hold', id: 'x', amount: 1, of: { placement: 'nowhere' } }] } });
  });
});
