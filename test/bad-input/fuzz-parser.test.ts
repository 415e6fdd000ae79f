import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BattleError, CORE_VIOLATION_CODES, createLog, parseLog, parseLogOrThrow, replayLog, serializeLog, type Result, type BattleLog } from '../../src/index.js';
import { battle3, engine3 } from '../support/core-fixtures.js';

// Fuzzing the log parser: arbitrary JSON values, arbitrary strings, arbitrary JS values and random damage to a good
// log. parseLog never throws; parseLogOrThrow throws nothing but BattleError; whatever parses replays without throwing.
// Runs: PROPERTY_RUNS (the property tests' setting), else 1,000.

const runs = (() => {
  const n = Number(process.env['PROPERTY_RUNS'] ?? '');
  return Number.isInteger(n) && n > 0 ? n : 1000;
})();
const seed = process.env['PROPERTY_SEED'];
const params = { numRuns: runs, ...(seed !== undefined && seed !== '' ? { seed: Number(seed) } : {}) };

const LOG_CODES = CORE_VIOLATION_CODES.filter((c) => c.startsWith('log/'));
const good = serializeLog(createLog(engine3.pack, battle3));

/** Checks parseLog's answer: a Result, and on failure typed violations with log codes and array paths. */
function wellFormed(r: Result<BattleLog>): void {
  expect(typeof r.ok).toBe('boolean');
  if (r.ok) return;
  expect(r.violations.length).toBeGreaterThan(0);
  for (const v of r.violations) {
    expect(LOG_CODES).toContain(v.code);
    expect(typeof v.message).toBe('string');
    expect(v.message.length).toBeGreaterThan(10);
    expect(Array.isArray(v.path)).toBe(true);
    if (v.eventIndex !== undefined) expect(Number.isInteger(v.eventIndex) && v.eventIndex >= 0).toBe(true);
  }
}

/** parseLogOrThrow either returns or throws a BattleError whose violations match parseLog's. */
function throwsOnlyBattleError(input: unknown): void {
  const r = parseLog(input);
  try {
    const log = parseLogOrThrow(input);
    expect(r.ok).toBe(true);
    expect(log.format).toBe('battlepack-log');
  } catch (err) {
    expect(err).toBeInstanceOf(BattleError);
    expect(r.ok).toBe(false);
    if (!r.ok) expect((err as BattleError).violations).toEqual(r.violations);
  }
}

/** Whatever parses replays without throwing. */
function replaysCleanly(r: Result<BattleLog>): void {
  if (!r.ok) return;
  let out: ReturnType<typeof replayLog> | undefined;
  expect(() => {
    out = replayLog(engine3, r.value);
  }).not.toThrow();
  expect(out?.applied).toBeLessThanOrEqual(r.value.events.length);
}

describe('fuzzing parseLog', () => {
  it('arbitrary JSON values: never throws; parseLogOrThrow throws only BattleError', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const r = parseLog(v);
        wellFormed(r);
        throwsOnlyBattleError(v);
        wellFormed(parseLog(JSON.stringify(v)));
      }),
      params,
    );
  });

  it('arbitrary strings: never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json()), (text) => {
        wellFormed(parseLog(text));
        throwsOnlyBattleError(text);
      }),
      params,
    );
  });

  it('arbitrary JavaScript values: never throws', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true, withSparseArray: true }), (v) => {
        wellFormed(parseLog(v));
        throwsOnlyBattleError(v);
      }),
      params,
    );
  });

  it('header-shaped objects with arbitrary fields: never throws, and whatever parses replays cleanly', () => {
    const header = fc.record(
      {
        format: fc.oneof(fc.constant('battlepack-log'), fc.jsonValue()),
        formatVersion: fc.oneof(fc.constantFrom(0, 1, 2, -1), fc.jsonValue()),
        version: fc.oneof(fc.constant(0), fc.jsonValue()),
        engineVersion: fc.oneof(fc.constant('0.1.0'), fc.jsonValue()),
        pack: fc.oneof(fc.constant('test-pack@1.0.0'), fc.string()),
        battlepack: fc.oneof(fc.constant({ id: 'test-pack', version: '1.0.0' }), fc.jsonValue()),
        events: fc.array(
          fc.record({ seq: fc.oneof(fc.nat(5), fc.jsonValue()), type: fc.oneof(fc.constantFrom('BattleSetUp', 'TurnStarted', 'BeaconLit'), fc.string()), data: fc.jsonValue() }, { requiredKeys: [] }),
          { maxLength: 6 },
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(header, (h) => {
        const r = parseLog(h);
        wellFormed(r);
        throwsOnlyBattleError(h);
        replaysCleanly(r);
      }),
      params,
    );
  });

  it('a good log damaged at a random place: never throws, and whatever parses replays cleanly', () => {
    const damage = fc.oneof(
      // cut the text short, or insert / replace characters
      fc.nat(good.length).map((n) => good.slice(0, n)),
      fc.tuple(fc.nat(good.length), fc.string({ minLength: 1, maxLength: 4 })).map(([at, s]) => good.slice(0, at) + s + good.slice(at)),
      fc.tuple(fc.nat(good.length - 1), fc.nat(50), fc.string({ maxLength: 4 })).map(([at, len, s]) => good.slice(0, at) + s + good.slice(at + len)),
    );
    fc.assert(
      fc.property(damage, (text) => {
        const r = parseLog(text);
        wellFormed(r);
        throwsOnlyBattleError(text);
        replaysCleanly(r);
      }),
      params,
    );
  });

  it('a good log with one value replaced by an arbitrary JSON value: never throws, and whatever parses replays cleanly', () => {
    const log = JSON.parse(good) as Record<string, unknown>;
    const paths: (string | number)[][] = [];
    const walk = (v: unknown, at: (string | number)[]) => {
      paths.push(at);
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, i]));
      else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
    };
    walk(log, []);
    fc.assert(
      fc.property(fc.constantFrom(...paths.filter((p) => p.length > 0)), fc.jsonValue(), (path, value) => {
        const copy = structuredClone(log);
        const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((v, k) => v[k] as Record<string | number, unknown>, copy);
        parent[path[path.length - 1] as string | number] = value;
        const r = parseLog(copy);
        wellFormed(r);
        replaysCleanly(r);
      }),
      params,
    );
  });
});

describe('fuzzing the event boundary', () => {
  it('engine.apply, check and replay never throw on arbitrary values or event-shaped objects', () => {
    const s = engine3.replayOrThrow(battle3.slice(0, 8));
    const types = [...new Set(battle3.map((e) => e.type))];
    const event = fc.oneof(
      fc.anything({ withBigInt: true, withNullPrototype: true }),
      fc.record({ type: fc.constantFrom(...types), data: fc.anything({ withBigInt: true }) }),
      fc.record({ type: fc.constantFrom(...types), data: fc.dictionary(fc.constantFrom('player', 'unit', 'tactic', 'count', 'round', 'phase', 'objective', 'values', '__proto__'), fc.jsonValue()) }),
    );
    const before = structuredClone(s);
    fc.assert(
      fc.property(event, (e) => {
        const r = engine3.apply(s, e as never);
        if (!r.ok) for (const v of r.violations) expect(v.eventIndex).toBe(8);
        engine3.check(s, e as never);
        engine3.replay([e], s);
      }),
      params,
    );
    expect(s).toStrictEqual(before);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
