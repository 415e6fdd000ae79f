import { describe, expect, it } from 'vitest';
import { BattleError, ENGINE_VERSION, LOG_FORMAT_VERSION, createLog, parseLog, parseLogOrThrow, replayLog, serializeLog, type BattleLog, type RuleViolation } from '../../src/index.js';
import { logJsonSchema } from 'battlepack-engine/json-schema';
import { LOG_UPGRADES } from '../../src/core/log/log.js';
import { battle3, deployed3, engine3, engine4, setUp3 } from '../support/core-fixtures.js';

// The battle-log format (docs/battle-log.md): header, seq, upgrades from older format versions, refusals.

const log3 = (): Record<string, unknown> => JSON.parse(serializeLog(createLog(engine3.pack, battle3))) as Record<string, unknown>;

function refused(input: unknown): readonly RuleViolation[] {
  const r = parseLog(input);
  if (r.ok) throw new Error('expected the log to be refused');
  return r.violations;
}

describe('createLog writes the header and numbers the events', () => {
  it('has the format, the format and engine versions, the battlepack and seq 1…n', () => {
    const log = createLog(engine3.pack, deployed3, { title: 'Club night' });
    expect(log.format).toBe('battlepack-log');
    expect(log.formatVersion).toBe(LOG_FORMAT_VERSION);
    expect(log.engineVersion).toBe(ENGINE_VERSION);
    expect(log.battlepack).toEqual({ id: 'test-pack', version: '1.0.0' });
    expect(log.meta).toEqual({ title: 'Club night' });
    expect(log.events.map((e) => e.seq)).toEqual(deployed3.map((_, i) => i + 1));
    expect(log.events.map((e) => e.type)).toEqual(deployed3.map((e) => e.type));
  });

  it('has no meta key when none is given', () => {
    expect('meta' in createLog(engine3.pack, [])).toBe(false);
  });

  it('serializes as pretty JSON ending in a newline', () => {
    const text = serializeLog(createLog(engine3.pack, [setUp3]));
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "formatVersion": 1,');
  });
});

type Change = (log: Record<string, unknown>) => void;

describe('parseLog checks the header', () => {
  it.each<[string, Change, (string | number)[]]>([
    ['format missing', (l: Record<string, unknown>) => void delete l['format'], ['format']],
    ['another format', (l: Record<string, unknown>) => void (l['format'] = 'chess-pgn'), ['format']],
    ['engineVersion not a string', (l: Record<string, unknown>) => void (l['engineVersion'] = 1), ['engineVersion']],
    ['engineVersion too long', (l: Record<string, unknown>) => void (l['engineVersion'] = 'x'.repeat(33)), ['engineVersion']],
    ['battlepack id not an id', (l: Record<string, unknown>) => void (l['battlepack'] = { id: 'two words', version: '1.0.0' }), ['battlepack', 'id']],
    ['battlepack version missing', (l: Record<string, unknown>) => void (l['battlepack'] = { id: 'test-pack' }), ['battlepack', 'version']],
    ['an unknown header field', (l: Record<string, unknown>) => void (l['author'] = 'me'), ['author']],
    ['meta.recordedAt not an ISO date-time', (l: Record<string, unknown>) => void (l['meta'] = { recordedAt: 'yesterday' }), ['meta', 'recordedAt']],
    ['events not an array', (l: Record<string, unknown>) => void (l['events'] = {}), ['events']],
  ])('%s → log/invalid at its path', (_name, change, path) => {
    const log = log3();
    change(log);
    const vs = refused(log);
    expect(vs.map((v) => v.code)).toContain('log/invalid');
    expect(vs.find((v) => v.code === 'log/invalid')?.path).toEqual(path);
    expect(vs.every((v) => v.eventIndex === undefined)).toBe(true);
  });

  it('a bad event envelope is reported with its event index', () => {
    const log = log3();
    const events = log['events'] as Record<string, unknown>[];
    delete events[4]?.['type'];
    const vs = refused(log);
    expect(vs[0]).toMatchObject({ code: 'log/invalid', path: ['events', 4, 'type'], eventIndex: 4 });
  });

  it('formatVersion must be a whole number', () => {
    for (const v of ['1', 1.5, null, undefined]) {
      const vs = refused({ ...log3(), formatVersion: v });
      expect(vs[0]).toMatchObject({ code: 'log/invalid', path: ['formatVersion'] });
      expect(vs[0]?.message).toMatch(/whole number/);
    }
  });

  it('parseLogOrThrow throws a BattleError carrying the violations, and returns the log otherwise', () => {
    expect(() => parseLogOrThrow('not json')).toThrow(BattleError);
    const err = (() => {
      try {
        parseLogOrThrow({ ...log3(), formatVersion: 7 });
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(err).toBeInstanceOf(BattleError);
    expect((err as BattleError).violations[0]?.code).toBe('log/unsupported-version');
    expect((err as BattleError).message).toContain('log/unsupported-version');
    expect(parseLogOrThrow(log3()).events).toHaveLength(battle3.length);
  });
});

describe('sequence numbers', () => {
  const withSeqs = (seqs: readonly number[]) => {
    const log = log3();
    const events = (log['events'] as { seq: number }[]).slice(0, seqs.length);
    events.forEach((e, i) => (e.seq = seqs[i] ?? 0));
    return { ...log, events };
  };

  it.each([
    ['a gap', [1, 2, 4], 2, 3],
    ['a repeat', [1, 2, 2], 2, 3],
    ['a swap', [1, 3, 2], 1, 2],
    ['not starting at 1', [2, 3, 4], 0, 1],
  ] as const)('%s is refused at the first wrong event', (_name, seqs, index, shouldBe) => {
    const vs = refused(withSeqs(seqs));
    expect(vs).toHaveLength(1);
    expect(vs[0]).toMatchObject({ code: 'log/sequence', path: ['events', index, 'seq'], eventIndex: index });
    expect(vs[0]?.message).toContain(`should be ${shouldBe}`);
  });

  it('seq 0, a fraction or a missing seq is not a sequence number at all', () => {
    for (const bad of [0, 1.5, undefined]) {
      const log = log3();
      const first = (log['events'] as Record<string, unknown>[])[0];
      if (first !== undefined) first['seq'] = bad;
      expect(refused(log)[0]).toMatchObject({ code: 'log/invalid', path: ['events', 0, 'seq'], eventIndex: 0 });
    }
  });

  it('an empty log is valid and replays to the initial state', () => {
    const log = parseLogOrThrow(createLog(engine3.pack, []));
    const r = replayLog(engine3, log);
    expect(r.ok && r.state).toStrictEqual(engine3.initialState());
  });
});

describe('format versions', () => {
  // Version 0 (pre-release): `pack: "id@version"`, events without seq.
  const v0 = () => ({
    formatVersion: 0,
    engineVersion: '0.0.9',
    pack: 'test-pack@1.0.0',
    events: battle3.map((e) => ({ type: e.type, data: e.data })),
  });

  it('there is an upgrade from every older version', () => {
    for (let v = 0; v < LOG_FORMAT_VERSION; v++) expect(typeof LOG_UPGRADES[v]).toBe('function');
  });

  it('a version-0 log is upgraded: battlepack split from "pack", events numbered, same battle', () => {
    const input = v0();
    const before = structuredClone(input);
    const r = parseLog(input);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.formatVersion).toBe(1);
    expect(r.value.battlepack).toEqual({ id: 'test-pack', version: '1.0.0' });
    expect(r.value.engineVersion).toBe('0.0.9');
    expect(r.value.events.map((e) => e.seq)).toEqual(battle3.map((_, i) => i + 1));
    expect(input).toStrictEqual(before);
    const replayed = replayLog(engine3, r.value);
    expect(replayed.ok && replayed.state).toStrictEqual(engine3.replayOrThrow(battle3));
  });

  it('a version-0 log written as text with "version" instead of "formatVersion" is upgraded too', () => {
    const { formatVersion: _drop, ...rest } = v0();
    const r = parseLog(JSON.stringify({ ...rest, version: 0 }));
    expect(r.ok && r.value.events).toHaveLength(battle3.length);
  });

  it('a version-0 "pack" without "@" keeps the id and gets version 0.0.0', () => {
    const r = parseLog({ ...v0(), pack: 'test-pack' });
    expect(r.ok && r.value.battlepack).toEqual({ id: 'test-pack', version: '0.0.0' });
  });

  it('a version-0 log whose events are not a list is refused, not emptied', () => {
    const vs = refused({ ...v0(), events: 'lost' });
    expect(vs[0]).toMatchObject({ code: 'log/invalid', path: ['events'] });
  });

  it('a newer version is refused with a message naming what this engine reads', () => {
    const vs = refused({ ...log3(), formatVersion: LOG_FORMAT_VERSION + 1 });
    expect(vs).toHaveLength(1);
    expect(vs[0]).toMatchObject({ code: 'log/unsupported-version', path: ['formatVersion'] });
    expect(vs[0]?.message).toContain(`format version ${LOG_FORMAT_VERSION + 1}`);
    expect(vs[0]?.message).toContain(ENGINE_VERSION);
    expect(vs[0]?.message).toMatch(/reads versions 0 to 1\. Upgrade battlepack-engine\./);
  });

  it('a negative version has no upgrade and is refused', () => {
    expect(refused({ ...log3(), formatVersion: -1 })[0]).toMatchObject({ code: 'log/unsupported-version', path: ['formatVersion'] });
  });
});

describe('battlepack of the log and of the engine', () => {
  it('a log of another battlepack is refused before any event is replayed', () => {
    const log = parseLogOrThrow(log3());
    const r = replayLog(engine4, log);
    expect(r.ok).toBe(false);
    expect(r.applied).toBe(0);
    if (!r.ok) expect(r.violations).toEqual([expect.objectContaining({ code: 'log/battlepack-mismatch', path: ['battlepack', 'id'] })]);
    expect(r.state).toBe(engine4.initialState());
  });

  it('a header that names the right pack but a set-up that names another is refused at event 0', () => {
    const log: BattleLog = createLog(engine3.pack, [{ type: 'BattleSetUp', data: { ...setUp3.data, battlepack: { id: 'test-pack-4e', version: '2.0.0' } } }]);
    const r = replayLog(engine3, parseLogOrThrow(log));
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'setup/battlepack-mismatch', eventIndex: 0, path: ['data', 'battlepack', 'id'] });
  });

  it('an older patch of the same version of the pack is accepted (ruling core/log-pack-version)', () => {
    const log = { ...log3(), battlepack: { id: 'test-pack', version: '1.0.0-beta.2' } };
    const r = replayLog(engine3, parseLogOrThrow(log));
    expect(r.ok).toBe(true);
  });

  it('a replay stops at the first refused event and keeps the events before it', () => {
    const events = [...deployed3, { type: 'TurnStarted', data: { player: 'ann' } }, ...battle3.slice(deployed3.length)];
    const r = replayLog(engine3, parseLogOrThrow(createLog(engine3.pack, events)));
    expect(r.ok).toBe(false);
    expect(r.applied).toBe(deployed3.length);
    expect(r.state).toStrictEqual(engine3.replayOrThrow(deployed3));
    if (!r.ok) expect(r.violations[0]).toMatchObject({ code: 'turn/round-not-started', eventIndex: deployed3.length });
  });
});

describe('the JSON Schema of the log', () => {
  it('describes the header, and with an engine, its events', () => {
    const header = logJsonSchema();
    expect(header['type']).toBe('object');
    expect(Object.keys(header['properties'] as object)).toEqual(expect.arrayContaining(['format', 'formatVersion', 'engineVersion', 'battlepack', 'events']));
    const full = JSON.stringify(logJsonSchema(engine3));
    expect(full).toContain('BattleTacticPicked');
    expect(full).toContain('BeaconLit');
  });
});
