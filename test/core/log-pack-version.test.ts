import { describe, expect, it } from 'vitest';
import {
  createEngine,
  createLog,
  createLogReader,
  packVersionViolation,
  parseLog,
  replayLog,
  replayLogChunks,
  serializeLog,
  type BattleLog,
  type Battlepack,
  type LogMigration,
} from 'battlepack-engine';
import { gallet, galletEngine } from 'battlepack-engine/gallet';
import { tableRules } from '../../src/table/engine-rules.js';
import { testPack } from '../support/test-pack.js';
import { battle3 } from '../support/core-fixtures.js';

// docs/battle-log.md, "The pack's version": a log replays with the same major and an older or equal minor of its
// pack; a newer minor or another major is refused with log/pack-version unless the pack declares a migration for it.

/** The test pack at version `version`, with `migrations` when given. */
function packAt(version: string, migrations?: readonly LogMigration[]): typeof testPack {
  return { ...testPack, version, ...(migrations !== undefined ? { migrations } : {}) };
}

/** A log of the whole test battle, recorded with the test pack at `version`. */
function logAt(version: string): BattleLog {
  const events = battle3.map((e) => (e.type === 'BattleSetUp' ? { ...e, data: { ...e.data, battlepack: { id: testPack.id, version } } } : e));
  return createLog({ id: testPack.id, version }, events);
}

const engineAt = (version: string, migrations?: readonly LogMigration[]) => createEngine(packAt(version, migrations), { table: tableRules });

describe('a log of an older or equal minor of the same major replays', () => {
  it('1.1.x and 1.2.0 logs replay with the pack at 1.2.0, on every path', () => {
    const engine = engineAt('1.2.0');
    for (const v of ['1.0.0', '1.1.7', '1.2.0', '1.2.9']) {
      const log = logAt(v);
      expect(packVersionViolation(log.battlepack, engine.pack)).toBeNull();
      expect(parseLog(log, { pack: engine.pack }).ok).toBe(true);
      const r = replayLog(engine, log);
      expect(r.ok && r.applied).toBe(battle3.length);
      const s = replayLogChunks(engine, [serializeLog(log)]);
      expect(s.ok && s.applied).toBe(battle3.length);
    }
  });
});

describe('a newer minor or another major is refused, naming both versions', () => {
  it('a newer minor (1.3.0 for a pack at 1.2.0) is refused before any event', () => {
    const engine = engineAt('1.2.0');
    const log = logAt('1.3.0');
    const r = replayLog(engine, log);
    expect(r.ok).toBe(false);
    expect(r.applied).toBe(0);
    expect(r.state).toBe(engine.initialState());
    if (r.ok) return;
    expect(r.violations).toHaveLength(1);
    expect(r.violations[0]).toMatchObject({ code: 'log/pack-version', path: ['battlepack', 'version'] });
    expect(r.violations[0]?.message).toContain('test-pack 1.3.0');
    expect(r.violations[0]?.message).toContain('test-pack 1.2.0');
    expect(r.violations[0]?.message).toContain('1.0.0 to 1.2.x');
  });

  it('another major, older or newer, is refused', () => {
    const engine = engineAt('2.1.0');
    for (const v of ['1.9.0', '3.0.0']) {
      const r = replayLog(engine, logAt(v));
      expect(!r.ok && r.violations[0]).toMatchObject({ code: 'log/pack-version', path: ['battlepack', 'version'] });
      expect(!r.ok && r.violations[0]?.message).toContain(`test-pack ${v}`);
      expect(!r.ok && r.violations[0]?.message).toContain('another major version');
    }
  });

  it('parseLog with the pack refuses it too; without a pack it checks only the format', () => {
    const log = logAt('1.3.0');
    expect(parseLog(log).ok).toBe(true);
    const r = parseLog(serializeLog(log), { pack: packAt('1.2.0') });
    expect(!r.ok && r.violations.map((v) => v.code)).toEqual(['log/pack-version']);
    const other = parseLog(log, { pack: { ...packAt('1.2.0'), id: 'another-pack' } });
    expect(!other.ok && other.violations.map((v) => v.code)).toEqual(['log/battlepack-mismatch']);
  });

  it('the streamed replay refuses it as a battlepack problem and replays nothing', () => {
    const r = replayLogChunks(engineAt('1.2.0'), [serializeLog(logAt('2.0.0'))]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problem).toBe('battlepack');
    expect(r.applied).toBe(0);
    expect(r.violations[0]).toMatchObject({ code: 'log/pack-version' });
    expect(r.battlepack).toEqual({ id: 'test-pack', version: '2.0.0' });
  });

  it('a version that is not major.minor.patch is refused with the same code', () => {
    const r = replayLog(engineAt('1.2.0'), logAt('1.2'));
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'log/pack-version' });
    expect(!r.ok && r.violations[0]?.message).toContain('"1.2", which is not a version number');
  });

  it('a Gallet log claiming Gallet 2.0.0 is refused by the engine users import', () => {
    const r = parseLog({ format: 'battlepack-log', formatVersion: 1, engineVersion: '0.1.0', battlepack: { id: gallet.id, version: '2.0.0' }, events: [] }, { pack: gallet });
    expect(!r.ok && r.violations[0]?.message).toContain(`${gallet.id} 2.0.0; this engine runs ${gallet.id} ${gallet.version}`);
    const own = createLog(gallet, []);
    expect(own.battlepack.version).toBe(gallet.version);
    expect(replayLog(galletEngine, own).ok).toBe(true);
  });
});

describe('a pack that declares a migration replays the versions it names', () => {
  it('a 2.x log replays with the pack at 3.0.0 that migrates from 2.x, its events rewritten first', () => {
    const seen: number[] = [];
    const migration: LogMigration = {
      from: '2.x',
      note: 'In 3.0.0 the battleplan "skirmish" took the id "skirmish-v3"; the tests rename it back.',
      event: (e, i) => {
        seen.push(i);
        return e;
      },
    };
    const engine = engineAt('3.0.0', [migration]);
    const log = logAt('2.4.1');
    expect(packVersionViolation(log.battlepack, engine.pack)).toBeNull();
    const r = replayLog(engine, log);
    expect(r.ok && r.applied).toBe(battle3.length);
    expect(seen).toEqual(battle3.map((_, i) => i));
    seen.length = 0;
    const s = replayLogChunks(engine, [serializeLog(log)]);
    expect(s.ok).toBe(true);
    expect(seen).toEqual(battle3.map((_, i) => i));
    // a version the migration does not name is still refused
    const r1 = replayLog(engine, logAt('1.0.0'));
    expect(!r1.ok && r1.violations[0]?.code).toBe('log/pack-version');
  });

  it('the rewritten event is what the engine judges', () => {
    // the pack at 1.0.0 reads logs of 1.5.x (a newer minor) by renaming a battleplan they call "skirmish-renamed"
    const pack: Battlepack<unknown> = packAt('1.0.0', [
      {
        from: '1.5.x',
        note: 'Battleplan "skirmish-renamed" of 1.5 is "skirmish" here.',
        event: (e) => {
          const ev = e as { type: string; data: Record<string, unknown> };
          return ev.type === 'BattleSetUp' && ev.data['battleplan'] === 'skirmish-renamed' ? { ...ev, data: { ...ev.data, battleplan: 'skirmish' } } : e;
        },
      },
    ]) as Battlepack<unknown>;
    const engine = createEngine(pack, { table: tableRules });
    const renamed = logAt('1.5.2');
    const log: BattleLog = { ...renamed, events: renamed.events.map((e) => (e.type === 'BattleSetUp' ? { ...e, data: { ...(e.data as object), battleplan: 'skirmish-renamed' } } : e)) };
    expect(replayLog(engine, log).ok).toBe(true);
    // without the migration the same log is refused for its version; with one that does not rewrite, at event 0
    expect(replayLog(engineAt('1.0.0'), log).ok).toBe(false);
    const noRewrite = replayLog(engineAt('1.0.0', [{ from: '1.5.x', note: 'read as it is' }]), log);
    expect(!noRewrite.ok && noRewrite.violations[0]).toMatchObject({ eventIndex: 0 });
  });

  it('only patterns of the documented forms match', () => {
    const at = (from: string, v: string): boolean => packVersionViolation({ version: v }, packAt('1.0.0', [{ from, note: '' }])) === null;
    expect(at('2.0.0', '2.0.0')).toBe(true);
    expect(at('2.0.0', '2.0.1')).toBe(false);
    expect(at('2.1.x', '2.1.9')).toBe(true);
    expect(at('2.1.x', '2.2.0')).toBe(false);
    expect(at('2.x', '2.7.3')).toBe(true);
    expect(at('x.x', '2.7.3')).toBe(false);
    expect(at('2.0', '2.0.0')).toBe(false);
  });
});

describe('the reader itself does not know the pack', () => {
  it('a log of a newer version is a well-formed log', () => {
    const reader = createLogReader();
    reader.push(serializeLog(logAt('9.0.0')));
    reader.end();
    expect(reader.violationCount).toBe(0);
  });
});
