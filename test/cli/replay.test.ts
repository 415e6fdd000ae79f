import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packEntry } from '../../src/cli/registry.js';
import { EXIT } from '../../src/cli/main.js';
import { serializeLog } from '../../src/index.js';
import { testPack } from '../support/test-pack.js';
import { testBattleLog } from '../sheet/fixture.js';
import { DEMO_LOG } from '../../src/cli/demo-battle.js';
import { cli, cliProcess, hasStackTrace, tempDir, tempJson } from './run.js';

const packs = [packEntry('test', testPack)];
const good = tempJson(serializeLog(testBattleLog()), 'battle.json');

function broken(mutate: (events: { seq: number; type: string; data: unknown }[]) => void): string {
  const log = JSON.parse(serializeLog(testBattleLog())) as { events: { seq: number; type: string; data: unknown }[] };
  mutate(log.events);
  return tempJson(log, 'broken.json');
}

describe('battlepack replay', () => {
  it('prints the scoring sheet of a valid log (text by default)', async () => {
    const r = await cli(['replay', good], { packs });
    expect(r.code).toBe(EXIT.ok);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('SKIRMISH: SCORING SHEET');
    expect(r.stdout).toMatch(/│ Total VP\s+│ 9\s+│ 4\s+│/);
    expect(r.stdout).toContain('Result: Major victory: Ann');
  });

  it.each([
    ['markdown', '# Skirmish: scoring sheet'],
    ['html', '<!DOCTYPE html>'],
    ['json', '"battleplan": {'],
  ])('prints the %s sheet with --format', async (format, start) => {
    const r = await cli(['replay', good, '--format', format], { packs });
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).toContain(start);
  });

  it('writes the sheet to a file with --out, relative to the working directory', async () => {
    const dir = tempDir();
    const r = await cli(['replay', good, '--format', 'html', '--out', 'sheet.html'], { packs, cwd: dir });
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('Wrote the html scoring sheet to sheet.html');
    expect(readFileSync(join(dir, 'sheet.html'), 'utf8')).toContain('data-testid="total-attacker">9<');
  });

  it('on a rule violation: exits 1 and names the event index, its type, the field path and the message', async () => {
    const file = broken((ev) => {
      const e = ev[10];
      if (e !== undefined) e.data = { player: 'zed' };
    });
    const r = await cli(['replay', file], { packs });
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('breaks the rules at event 10 (10 of 26 events were accepted)');
    expect(r.stderr).toContain("✗ event 10 (TurnStarted, seq 11) at data.player: The next turn of round 1 is Bob's, not zed's. [turn/wrong-player]");
    expect(hasStackTrace(r.stderr)).toBe(false);
  });

  it('on a schema error: prints every issue of the event with its path', async () => {
    const file = broken((ev) => {
      const e = ev[1];
      if (e !== undefined) e.data = { origin: 'roster', units: [{ id: 'x', owner: 'ann', name: 'X', wounds: -1 }] };
    });
    const r = await cli(['replay', file], { packs });
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toMatch(/event 1 \(UnitsAdded, seq 2\) at data\.units\.0\.wounds: .+\[schema\/invalid\]/);
    expect(r.stderr).toMatch(/event 1 \(UnitsAdded, seq 2\) at data\.units\.0\.models: .+\[schema\/invalid\]/);
    expect(hasStackTrace(r.stderr)).toBe(false);
  });

  it('on a broken header or sequence: prints the log violations', async () => {
    const file = broken((ev) => {
      const e = ev[3];
      if (e !== undefined) e.seq = 9;
    });
    const r = await cli(['replay', file], { packs });
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toContain('is not a valid battle log');
    expect(r.stderr).toMatch(/event 3 \(PriorityDetermined, seq 9\) at events\.3\.seq: .*should be 4.*\[log\/sequence\]/);
  });

  it('on a file that is not JSON, or missing: exits 1 with a sentence', async () => {
    const notJson = tempJson('{ "format": ', 'bad.json');
    const a = await cli(['replay', notJson], { packs });
    expect(a.code).toBe(EXIT.invalid);
    expect(a.stderr).toMatch(/^.*bad\.json is not a valid battle log:\n  ✗ The log is cut short: it ends inside the header \(line 1\)\. .*\[log\/invalid-json\]\n$/);
    const b = await cli(['replay', 'no-such-file.json'], { packs });
    expect(b.code).toBe(EXIT.invalid);
    expect(b.stderr).toBe('battlepack: Cannot read the battle log "no-such-file.json": there is no such file or folder.\n');
  });

  it('on a log of a pack it does not know: exits 1 and lists the packs', async () => {
    const log = JSON.parse(serializeLog(testBattleLog())) as { battlepack: { id: string } };
    log.battlepack.id = 'kharadron-2030';
    const r = await cli(['replay', tempJson(log)], { packs });
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toContain('recorded with battlepack "kharadron-2030", which this command line does not know; it knows test-pack (test)');
  });

  it('a broken Gallet log, run as a real process: exit code 1, each violation with its event index, path and message', () => {
    const log = JSON.parse(serializeLog(DEMO_LOG)) as { events: { type: string; data: Record<string, unknown> }[] };
    const i = log.events.findIndex((e) => e.type === 'BattleTacticPicked');
    const pick = log.events[i];
    if (pick === undefined) throw new Error('the demo has no battle tactic');
    pick.data['tactic'] = 'win-the-game';
    const r = cliProcess(['replay', tempJson(log, 'broken-gallet.json')]);
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`breaks the rules at event ${i} (${i} of ${log.events.length} events were accepted):`);
    expect(r.stderr).toMatch(new RegExp(`✗ event ${i} \\(BattleTacticPicked, seq ${i + 1}\\) at data\\.tactic: Unknown battle tactic "win-the-game"; .+ \\[battle-tactic/unknown\\]`));
    expect(hasStackTrace(r.stderr)).toBe(false);
  });

  it('usage errors exit 2: missing log, unknown format, unknown option', async () => {
    const a = await cli(['replay'], { packs });
    expect(a.code).toBe(EXIT.usage);
    expect(a.stderr).toBe('battlepack: replay needs the <log> argument: battlepack replay <log>.\n');
    const b = await cli(['replay', good, '--format', 'pdf'], { packs });
    expect(b.code).toBe(EXIT.usage);
    expect(b.stderr).toBe('battlepack: Unknown format "pdf"; use one of text, markdown, html, json.\n');
    const c = await cli(['replay', good, '--colour'], { packs });
    expect(c.code).toBe(EXIT.usage);
    expect(c.stderr).toContain('Unknown option "--colour"');
  });
});
