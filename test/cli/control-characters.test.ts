import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/main.js';
import { packEntry } from '../../src/cli/registry.js';
import { createLog, selectScoringSheet, serializeLog, createEngine } from '../../src/index.js';
import { escapeControlChars, renderSheetHtml, renderSheetMarkdown, renderSheetText } from '../../src/sheet.js';
import { testPack } from '../support/test-pack.js';
import { testBattleEvents } from '../sheet/fixture.js';
import { cli, tempDir, tempJson } from './run.js';

// Finding: control characters (ESC, BEL) in names and titles passed verbatim into the text and Markdown sheets and
// roster errors: a hostile log could clear or retitle a terminal. They are now made visible in every text, Markdown
// and terminal output; HTML escaping stays as it is.

const packs = [packEntry('test', testPack)];
const RETITLE = '\x1b]0;pwned\x07';
const CLEAR = '\x1b[2J\x1b[H';
const hostile = { ann: `Ann${RETITLE}`, bob: `Bob${CLEAR}\r\u202e` };
const log = createLog(testPack, testBattleEvents(hostile));
// no raw C0 control but newline (and tab), no DEL or C1 control, no bidirectional override
const RAW = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

describe('control characters from a log', () => {
  it('are made visible in the text and Markdown sheets printed by replay', async () => {
    for (const format of ['text', 'markdown']) {
      const r = await cli(['replay', tempJson(serializeLog(log)), '--format', format], { packs });
      expect(r.code).toBe(EXIT.ok);
      expect(r.stdout).not.toMatch(RAW);
      expect(r.stdout).toContain(format === 'text' ? 'Ann\\x1b]0;pwned\\x07' : 'Ann\\x1b\\]0;pwned\\x07');
    }
  });

  it('the renderers themselves escape them; HTML keeps its own escaping and the command line makes them visible on a terminal', () => {
    const engine = createEngine(testPack);
    const sheet = selectScoringSheet(engine.replayOrThrow(log.events), testPack);
    expect(renderSheetText(sheet)).not.toMatch(RAW);
    expect(renderSheetText(sheet)).toContain('Bob\\x1b[2J\\x1b[H\\x0d\\u202e');
    expect(renderSheetMarkdown(sheet)).not.toMatch(RAW);
    // the HTML renderer is unchanged: its text is HTML-escaped and otherwise kept
    expect(renderSheetHtml(sheet)).toContain(`Ann${RETITLE}`);
  });

  it('are made visible when an HTML sheet is printed to the terminal, and kept as rendered in an --out file', async () => {
    const r = await cli(['replay', tempJson(serializeLog(log)), '--format', 'html'], { packs });
    expect(r.stdout).not.toMatch(RAW);
    expect(r.stdout).toContain('Ann\\x1b]0;pwned\\x07');
  });

  it('are made visible in violation messages (an event type, a quoted value)', async () => {
    const bad = JSON.parse(serializeLog(log)) as { events: { type: string; data: unknown }[] };
    const e = bad.events[4];
    if (e !== undefined) e.type = `Turn${CLEAR}Started`;
    const r = await cli(['validate', tempJson(bad)], { packs });
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).not.toMatch(RAW);
    expect(r.stderr).toContain('Turn\\x1b[2J\\x1b[HStarted');
  });

  it('a JSON sheet printed to the terminal stays valid JSON with the same names (C1 controls as \\u escapes)', async () => {
    const c1 = createLog(testPack, testBattleEvents({ ann: 'Ann\u0085\u009b2J', bob: 'Bob\u202e\x1b' }));
    const r = await cli(['replay', tempJson(serializeLog(c1)), '--format', 'json'], { packs });
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).not.toMatch(RAW);
    const sheet = JSON.parse(r.stdout) as { players: { name: string }[] };
    expect(sheet.players.map((p) => p.name)).toEqual(['Ann\u0085\u009b2J', 'Bob\u202e\x1b']);
  });

  it('are made visible in what validate prints (the engine version named by the log)', async () => {
    const withVersion = { ...JSON.parse(serializeLog(log)), engineVersion: `9${RETITLE}` } as unknown;
    const r = await cli(['validate', tempJson(withVersion)], { packs });
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).not.toMatch(RAW);
    expect(r.stdout).toContain('recorded with engine 9\\x1b]0;pwned\\x07');
  });

  it('are made visible in roster errors', async () => {
    const roster = { name: `Army${CLEAR}`, faction: `Seraphon${RETITLE}`, units: [{ id: 'x', name: `X${RETITLE}`, points: -5, wounds: 1, models: 1 }] };
    const r = await cli(['validate-roster', tempJson(roster), '--points', '1000']);
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).not.toMatch(RAW);
  });

  it('escapeControlChars keeps ordinary text, newlines on request, and names every control by its code', () => {
    expect(escapeControlChars('Ærøskøbing — 北京 ✓')).toBe('Ærøskøbing — 北京 ✓');
    expect(escapeControlChars('a\x1b\x07\x00\x7f\x9b\u2028b')).toBe('a\\x1b\\x07\\x00\\u007f\\u009b\\u2028b');
    expect(escapeControlChars('a\nb\tc\rd', true)).toBe('a\nb\tc\\x0dd');
    expect(escapeControlChars('a\nb\tc', false)).toBe('a\\x0ab\\x09c');
  });
});

describe('control characters in a map', () => {
  // Finding (audit of issue 11): `battlepack map --out` wrote ESC and BEL from player names raw into the SVG file; XML
  // 1.0 cannot hold them, so the file was not well-formed and no browser would show it. The SVG renderer now makes them
  // visible, as the text renderers do.
  const XML_FORBIDDEN = /[\x00-\x08\x0b\x0c\x0e-\x1f]/;
  const positionsLog = (names: Record<string, string>): string => {
    const log = JSON.parse(readFileSync('test/fixtures/table/turf-war.positions.log.json', 'utf8')) as { events: { type: string; data: { players?: { id: string; name?: string }[] } }[] };
    for (const p of log.events[0]?.data.players ?? []) p.name = names[p.id] ?? p.id;
    return tempJson(log, 'positions.json');
  };

  it('map --out: player names with ESC and BEL are made visible, and the SVG file is well-formed XML', async () => {
    const log = positionsLog({ ragna: `Ann${RETITLE}`, sythe: `Bob${CLEAR}` });
    const out = join(dirname(log), 'map.svg');
    const r = await cli(['map', log, '--out', out]);
    expect(r.code).toBe(EXIT.ok);
    const svg = readFileSync(out, 'utf8');
    expect(svg).not.toMatch(XML_FORBIDDEN);
    expect(svg).not.toMatch(RAW);
    expect(svg).toContain('Ann\\x1b]0;pwned\\x07');
  });

  it('where it does not apply: ordinary names are drawn as they are', async () => {
    const log = positionsLog({ ragna: 'Ærøskøbing', sythe: 'Bob' });
    const out = join(dirname(log), 'map.svg');
    expect((await cli(['map', log, '--out', out])).code).toBe(EXIT.ok);
    expect(readFileSync(out, 'utf8')).toContain('Ærøskøbing');
  });
});

describe('control characters in statistics', () => {
  // Finding (audit of issue 11): `battlepack merge --out stats.txt` wrote a pack name, battleplan or failed game's
  // message from a statistics file with its ESC and BEL raw (only the terminal was protected). The text statistics now
  // make them visible before the tables are laid out, on the terminal and in a file alike.
  it('merge --out writes the text statistics with control characters made visible', async () => {
    const dir = tempDir();
    const shard = async (i: number): Promise<string> => {
      const file = join(dir, `s${i}.json`);
      expect((await cli(['simulate', '--games', '2', '--seed', '3', '--workers', '1', '--shard', `${i}/2`, '--json', '--out', file])).code).toBe(EXIT.ok);
      const s = JSON.parse(readFileSync(file, 'utf8')) as { pack: string; failed: unknown[] };
      s.pack = `gallet${RETITLE}`;
      s.failed = [{ index: 0, seed: 1, battleplan: `plan${CLEAR}`, error: `it broke${RETITLE}` }];
      writeFileSync(file, JSON.stringify(s));
      return file;
    };
    const [a, b] = [await shard(1), await shard(2)];
    const out = join(dir, 'stats.txt');
    const r = await cli(['merge', a, b, '--out', out]);
    expect(r.code).toBe(EXIT.ok);
    const text = readFileSync(out, 'utf8');
    expect(text).not.toMatch(RAW);
    expect(text).toContain('random battles of gallet\\x1b]0;pwned\\x07');
    expect(text).toContain('plan\\x1b[2J\\x1b[H): it broke\\x1b]0;pwned\\x07');
  });
});
