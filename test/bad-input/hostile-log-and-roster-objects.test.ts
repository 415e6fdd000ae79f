import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../src/battlepack/gallet/index.js';
import { BattleError, createLog, parseLog, parseLogOrThrow, serializeLog } from '../../src/index.js';
import { battle3, engine3 } from '../support/core-fixtures.js';

// Finding (audit of issue 11): `apply` refused events whose getters or Proxy traps throw, but `parseLog` and
// `validateRoster`, given such a value, threw it out of the library. They now refuse it (`log/invalid`,
// `army/invalid-roster`) and never throw.

const plainLog = (): Record<string, unknown> & { events: unknown[] } => JSON.parse(serializeLog(createLog(engine3.pack, battle3))) as Record<string, unknown> & { events: unknown[] };
const ROSTER = JSON.parse(readFileSync('test/fixtures/rosters/gallet-2000-valid.json', 'utf8')) as Record<string, unknown>;
const boom = (): never => {
  throw new Error('boom');
};

const hostileLogs: [string, () => unknown][] = [
  ['a getter on "events" that throws', () => Object.defineProperty(plainLog(), 'events', { get: boom, enumerable: true })],
  ['an event that is a Proxy whose get trap throws', () => {
    const l = plainLog();
    l.events[3] = new Proxy(l.events[3] as object, { get: boom });
    return l;
  }],
  ['a log that is a Proxy whose ownKeys trap throws', () => new Proxy(plainLog(), { ownKeys: boom })],
  ['a revoked Proxy', () => {
    const r = Proxy.revocable(plainLog(), {});
    r.revoke();
    return r.proxy;
  }],
];

describe('a log object that throws when it is read', () => {
  it.each(hostileLogs)('%s: parseLog refuses it with log/invalid, nothing thrown', (_name, make) => {
    let r: ReturnType<typeof parseLog> | undefined;
    expect(() => {
      r = parseLog(make());
    }).not.toThrow();
    expect(r?.ok).toBe(false);
    expect(r !== undefined && !r.ok && r.violations[0]?.code).toBe('log/invalid');
  });

  it('parseLogOrThrow throws a BattleError, nothing else', () => {
    for (const [, make] of hostileLogs) expect(() => parseLogOrThrow(make())).toThrow(BattleError);
  });

  it('the message says what was thrown, cut as echo cuts it', () => {
    const l = Object.defineProperty(plainLog(), 'events', {
      get() {
        throw new Error('x'.repeat(5000));
      },
      enumerable: true,
    });
    const r = parseLog(l);
    expect(!r.ok && r.violations[0]?.message).toMatch(/^The log could not be read as plain data \(x{120}… \(5,000 characters\)\)\.$/);
  });

  it('where it does not apply: the same log as plain data parses', () => {
    expect(parseLog(plainLog()).ok).toBe(true);
  });
});

describe('a roster object that throws when it is read', () => {
  it.each([
    ['a getter on "units" that throws', () => Object.defineProperty({ ...ROSTER }, 'units', { get: boom, enumerable: true })],
    ['a Proxy whose get trap throws', () => new Proxy({ ...ROSTER }, { get: boom })],
  ])('%s: validateRoster refuses it with army/invalid-roster, nothing thrown', (_name, make) => {
    let vs: ReturnType<typeof validateRoster> = [];
    expect(() => {
      vs = validateRoster(make(), { pointsLimit: 2000 });
    }).not.toThrow();
    expect(vs.map((v) => v.code)).toEqual(['army/invalid-roster']);
    expect(vs[0]?.message).toMatch(/^The roster could not be read as plain data \(boom\)\.$/);
  });

  it('where it does not apply: the same roster as plain data is legal', () => {
    expect(validateRoster({ ...ROSTER }, { pointsLimit: 2000 })).toEqual([]);
  });
});
