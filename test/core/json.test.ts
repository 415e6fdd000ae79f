import { describe, expect, it } from 'vitest';
import { createLog, parseLog, replayLog, serializeLog, type BattleState } from '../../src/index.js';
import { battle3, battle4, engine3, engine4 } from '../support/core-fixtures.js';

// Issue 2 "Must show": a JSON round-trip of the state and of the log is lossless, after every event.

/** Where a value stops being plain JSON (undefined, NaN, a class instance…), or null when it is plain JSON. */
function notPlainJson(value: unknown, path = '$'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = notPlainJson(value[i], `${path}[${i}]`);
      if (bad !== null) return bad;
    }
    return null;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [k, v] of Object.entries(value)) {
      const bad = notPlainJson(v, `${path}.${k}`);
      if (bad !== null) return bad;
    }
    return null;
  }
  return path;
}

function roundTripEveryPrefix<X>(
  engine: { pack: { id: string; version: string }; initialState(): BattleState<X>; applyOrThrow(s: BattleState<X>, e: never): BattleState<X> },
  events: readonly { type: string; data: unknown }[],
  replay: (log: Parameters<typeof replayLog>[1]) => ReturnType<typeof replayLog>,
) {
  let s = engine.initialState();
  for (let n = 0; n <= events.length; n++) {
    if (n > 0) s = engine.applyOrThrow(s, events[n - 1] as never);
    // the state
    expect(notPlainJson(s)).toBeNull();
    expect(JSON.parse(JSON.stringify(s))).toStrictEqual(s);
    // the log of the first n events
    const log = createLog(engine.pack, events.slice(0, n), { title: 'round trip', recordedAt: '2024-05-01T10:00:00Z' });
    const text = serializeLog(log);
    const parsed = parseLog(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toStrictEqual(JSON.parse(JSON.stringify(log)));
    expect(serializeLog(parsed.value)).toBe(text);
    const replayed = replay(parsed.value);
    expect(replayed.ok).toBe(true);
    expect(replayed.state).toStrictEqual(s);
  }
}

describe('JSON round-trip', () => {
  it('of the state and of the log is lossless after every event of a 3rd-edition battle', () => {
    roundTripEveryPrefix(engine3, battle3, (log) => replayLog(engine3, log));
  });

  it('of the state and of the log is lossless after every event of a 4th-edition battle', () => {
    roundTripEveryPrefix(engine4, battle4, (log) => replayLog(engine4, log));
  });

  it('a log object survives createLog → serializeLog → parseLog unchanged, header included', () => {
    const log = createLog(engine4.pack, battle4, { title: 'Clash', note: 'club night' });
    const parsed = parseLog(serializeLog(log));
    expect(parsed.ok && parsed.value).toStrictEqual(log);
  });

  it('the check would catch a lossy value', () => {
    expect(notPlainJson({ a: [1, undefined] })).toBe('$.a[1]');
    expect(notPlainJson({ when: new Date(0) })).toBe('$.when');
    expect(notPlainJson({ n: Number.NaN })).toBe('$.n');
    expect(notPlainJson({ ok: [1, 'x', null, { y: true }] })).toBeNull();
  });
});
