import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, LOG_FORMAT_VERSION, createLog, parseLog, replayLog, serializeLog } from '../../src/index.js';
import { battle3, engine3 } from '../support/core-fixtures.js';

// Bad input: a log of another format version is upgraded (older) or refused with a message (newer, or unknown).

const v1 = () => JSON.parse(serializeLog(createLog(engine3.pack, battle3))) as Record<string, unknown>;

describe('a log of another format version', () => {
  it('version 0 is upgraded and replays to the same battle, nothing lost', () => {
    const old = { formatVersion: 0, pack: 'test-pack@1.0.0', events: battle3.map((e) => ({ type: e.type, data: e.data })) };
    const text = JSON.stringify(old);
    const r = parseLog(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.events.map((e) => ({ type: e.type, data: e.data }))).toStrictEqual(old.events);
    const replayed = replayLog(engine3, r.value);
    expect(replayed.ok && replayed.state).toStrictEqual(engine3.replayOrThrow(battle3));
  });

  it.each([2, 3, 99, 2 ** 31])('version %d (newer) is refused with a message saying which versions are read', (version) => {
    const r = parseLog({ ...v1(), formatVersion: version });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.violations).toEqual([
      expect.objectContaining({
        code: 'log/unsupported-version',
        path: ['formatVersion'],
        message: `This log has format version ${version}; this engine (${ENGINE_VERSION}) reads versions 0 to ${LOG_FORMAT_VERSION}. Upgrade battlepack-engine.`,
      }),
    ]);
  });

  it.each([-1, -100])('version %d (no such version) is refused', (version) => {
    const r = parseLog({ ...v1(), formatVersion: version });
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'log/unsupported-version', path: ['formatVersion'] });
  });

  it.each([
    ['missing', undefined],
    ['a string', '1'],
    ['a fraction', 0.5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an object', { major: 1 }],
  ])('a version that is %s is refused as log/invalid', (_name, version) => {
    const r = parseLog({ ...v1(), formatVersion: version });
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'log/invalid', path: ['formatVersion'] });
  });

  it('the upgrade leaves the caller’s object as it was', () => {
    const old = { formatVersion: 0, pack: 'test-pack@1.0.0', events: [{ type: 'BattleSetUp', data: {} }] };
    const copy = structuredClone(old);
    parseLog(old);
    expect(old).toStrictEqual(copy);
  });
});
