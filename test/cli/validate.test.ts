import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/main.js';
import { packEntry } from '../../src/cli/registry.js';
import { createLog, serializeLog } from '../../src/index.js';
import { testPack } from '../support/test-pack.js';
import { testBattleEvents, testBattleLog } from '../sheet/fixture.js';
import { cli, hasStackTrace, tempJson } from './run.js';

const packs = [packEntry('test', testPack)];

describe('battlepack validate', () => {
  it('accepts a finished battle and says how it ended', async () => {
    const r = await cli(['validate', tempJson(serializeLog(testBattleLog()), 'ok.json')], { packs });
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).toMatch(/ok\.json is a valid Test Pack battle log: 26 events; the battle is over: Ann has more victory points \(9 to 4\)/);
  });

  it('accepts a battle still under way', async () => {
    const log = createLog(testPack, testBattleEvents().slice(0, 12));
    const r = await cli(['validate', tempJson(serializeLog(log))], { packs });
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).toContain('12 events; the battle is under way in round 1');
  });

  it('refuses a log that breaks a rule, with the same messages as replay, and prints no sheet', async () => {
    const events = testBattleEvents();
    const bad = createLog(testPack, [...events.slice(0, 6), { type: 'BattleTacticPicked', data: { player: 'ann', tactic: 'no-such-tactic' } }]);
    const r = await cli(['validate', tempJson(serializeLog(bad))], { packs });
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('✗ event 6 (BattleTacticPicked, seq 7) at data.tactic: Unknown battle tactic "no-such-tactic"; this pack has: slay-the-foe, hold-fast. [battle-tactic/unknown]');
    expect(hasStackTrace(r.stderr)).toBe(false);
  });

  it('refuses a log whose header is wrong, naming the field', async () => {
    const log = JSON.parse(serializeLog(testBattleLog())) as Record<string, unknown>;
    log['formatVersion'] = 99;
    const r = await cli(['validate', tempJson(log)], { packs });
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toMatch(/at formatVersion: .*\[log\/unsupported-version\]/);
  });

  it('refuses a log recorded with a newer version of its pack, naming both versions (log/pack-version)', async () => {
    const log = JSON.parse(serializeLog(testBattleLog())) as { battlepack: { id: string; version: string } };
    log.battlepack.version = '2.0.0';
    const r = await cli(['validate', tempJson(log)], { packs });
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`recorded with ${testPack.id} 2.0.0; this engine runs ${testPack.id} ${testPack.version}`);
    expect(r.stderr).toContain('[log/pack-version]');
    // the same log at the pack's own version is valid
    log.battlepack.version = testPack.version;
    expect((await cli(['validate', tempJson(log)], { packs })).code).toBe(EXIT.ok);
  });
});
