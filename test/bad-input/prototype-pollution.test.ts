import { afterAll, describe, expect, it } from 'vitest';
import { createLog, parseLog, replayLog, serializeLog, type RuleViolation } from '../../src/index.js';
import { battle3, engine3 } from '../support/core-fixtures.js';

// Bad input: the keys __proto__, constructor and prototype in any object of an event or a log. Nothing may reach
// Object.prototype; every such key is refused, or is harmless (an ordinary own property of a plain object).

const protoNames = () => Object.getOwnPropertyNames(Object.prototype).sort();
const before = protoNames();
const polluted = () => (({}) as Record<string, unknown>)['polluted'];

afterAll(() => {
  expect(polluted()).toBeUndefined();
  expect(protoNames()).toEqual(before);
});

const KEYS = ['__proto__', 'constructor', 'prototype'] as const;
const PAYLOAD = '{"polluted":"yes","prototype":{"polluted":"yes"}}';

/** Every object path in the battle's events and in the log header, as JSON pointers into the serialized log. */
function objectPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const here = Array.isArray(value) ? [] : [at];
  const children = Array.isArray(value) ? value.map((v, i) => objectPaths(v, [...at, i])) : Object.entries(value).map(([k, v]) => objectPaths(v, [...at, k]));
  return [...here, ...children.flat()];
}

/** Injects `"key": PAYLOAD` as an own property into the object at `path` of the log, written as JSON text (as a file would). */
function injected(logText: string, path: (string | number)[], key: string): string {
  const placeholder = '"__INJECT_HERE__":0';
  const value = JSON.parse(logText) as Record<string, unknown>;
  const target = path.reduce<Record<string | number, unknown>>((v, k) => v[k] as Record<string | number, unknown>, value);
  target['__INJECT_HERE__'] = 0;
  return JSON.stringify(value).replace(placeholder, `${JSON.stringify(key)}:${PAYLOAD}`);
}

function expectOnlyPlainObjects(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  expect([Object.prototype, Array.prototype]).toContain(Object.getPrototypeOf(value));
  for (const v of Object.values(value)) expectOnlyPlainObjects(v);
}

const logText = serializeLog(createLog(engine3.pack, battle3, { title: 'pollution' }));
const paths = objectPaths(JSON.parse(logText));

describe.each(KEYS)('the key %s', (key) => {
  it(`in every object of a log (${paths.length} places): refused with a path, or harmless; never pollutes`, () => {
    let refused = 0;
    for (const path of paths) {
      const text = injected(logText, path, key);
      let parsed: ReturnType<typeof parseLog> | undefined;
      expect(() => {
        parsed = parseLog(text);
      }).not.toThrow();
      expect(polluted()).toBeUndefined();
      if (parsed === undefined) continue;
      let violations: readonly RuleViolation[] = [];
      if (!parsed.ok) violations = parsed.violations;
      else {
        const r = replayLog(engine3, parsed.value);
        expectOnlyPlainObjects(r.state);
        expect(JSON.stringify(r.state)).not.toContain('polluted');
        if (!r.ok) violations = r.violations;
        else expect(r.state).toStrictEqual(engine3.replayOrThrow(battle3));
      }
      expect(polluted()).toBeUndefined();
      if (violations.length > 0) {
        refused++;
        const v = violations[0];
        expect(['log/invalid', 'schema/invalid']).toContain(v?.code);
        // the path leads into the object that got the key: from the log's top (parseLog) or from the event (replay)
        const where = v?.code === 'log/invalid' ? path : path.slice(2);
        expect(v?.path?.slice(0, where.length)).toEqual(where);
        if (key === '__proto__') expect(v?.path).toEqual([...where, '__proto__']);
        if (path[0] === 'events' && typeof path[1] === 'number') expect(v?.eventIndex).toBe(path[1]);
      }
    }
    // __proto__ is refused everywhere (records included); constructor wherever an object has a fixed shape
    if (key === '__proto__') expect(refused).toBe(paths.length);
    if (key === 'constructor') expect(refused).toBeGreaterThan(paths.length / 2);
  });

  it('as an id is refused when it names an Object.prototype member, and harmless otherwise', () => {
    const s = engine3.replayOrThrow(battle3.slice(0, 1));
    const r = engine3.apply(s, { type: 'UnitsAdded', data: { origin: 'roster', units: [{ id: key, owner: 'ann', name: 'Odd', wounds: 1, models: 1 }] } });
    if (key === 'prototype') {
      expect(r.ok).toBe(true);
      if (r.ok) {
        expect(Object.keys(r.state.units)).toContain('prototype');
        expectOnlyPlainObjects(r.state);
      }
    } else {
      expect(!r.ok && r.violations[0]).toMatchObject({ code: 'schema/invalid', path: ['data', 'units', 0, 'id'], eventIndex: 1 });
      expect(!r.ok && r.violations[0]?.message).toMatch(key === '__proto__' ? /ids are 1-64 characters/ : /reserved \(a name of Object\.prototype, or null or undefined as text\)/);
    }
    expect(polluted()).toBeUndefined();
  });

  it('as a record key (zones, priority rolls) is refused, not dropped', () => {
    const s = engine3.replayOrThrow(battle3.slice(0, 5));
    const zones = JSON.parse(`{"type":"ZonesReported","data":{"units":{${JSON.stringify(key)}:{"wholly":["q1"]}}}}`) as unknown;
    const z = engine3.apply(s, zones as never);
    expect(!z.ok && z.violations[0]).toMatchObject({ code: key === 'prototype' ? 'unit/unknown' : 'schema/invalid', path: ['data', 'units', key], eventIndex: 5 });
    const rolls = JSON.parse(`{"type":"PriorityDetermined","data":{"round":2,"firstTurn":"ann","rolls":{"ann":1,"bob":2,${JSON.stringify(key)}:6}}}`) as unknown;
    const r = engine3.apply(s, rolls as never);
    expect(r.ok).toBe(false);
    if (key !== 'prototype') expect(!r.ok && r.violations[0]).toMatchObject({ code: 'schema/invalid', path: ['data', 'rolls', key] });
    expect(polluted()).toBeUndefined();
  });
});

describe('an event object built in JavaScript', () => {
  // `{ __proto__: x }` in a literal sets the prototype, it makes no key: zod reads inherited fields like own ones,
  // so the event means what it says; the state it makes holds only plain copies.
  it.each([
    ['a literal __proto__', { type: 'TurnStarted', data: { __proto__: { player: 'bob' } } }],
    ['an inherited type and data', Object.create({ type: 'TurnStarted', data: { player: 'bob' } }) as unknown],
  ])('with %s is harmless', (_name, event) => {
    const s = engine3.replayOrThrow(battle3.slice(0, 5));
    const r = engine3.apply(s, event as never);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.state.clock.turn?.player).toBe('bob');
      expectOnlyPlainObjects(r.state);
      expect(JSON.parse(JSON.stringify(r.state))).toStrictEqual(r.state);
    }
    expect(polluted()).toBeUndefined();
  });

  it('with an own "__proto__" key made by defineProperty is refused at its path', () => {
    const data = { player: 'bob' };
    Object.defineProperty(data, '__proto__', { value: { polluted: 'yes' }, enumerable: true });
    const s = engine3.replayOrThrow(battle3.slice(0, 5));
    const r = engine3.apply(s, { type: 'TurnStarted', data } as never);
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'schema/invalid', path: ['data', '__proto__'], eventIndex: 5 });
    expect(polluted()).toBeUndefined();
  });
});
