/**
 * `battlepack map <log> [--at N] --out map.svg`: the battlefield of a battle log as SVG (ruling table/positions-report).
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/main.js';
import { cli, ROOT, tempDir } from './run.js';

const TWIN = join(ROOT, 'test/fixtures/table/turf-war.positions.log.json');
const HAND = join(ROOT, 'test/fixtures/gallet/turf-war.log.json');

function inTemp(): string {
  const dir = tempDir();
  copyFileSync(TWIN, join(dir, 'log.json'));
  return dir;
}

/** The index (1-based count) of the first positions report in the twin log. */
function firstPositions(): number {
  const log = JSON.parse(readFileSync(TWIN, 'utf8')) as { events: { type: string }[] };
  return log.events.findIndex((e) => e.type === 'PositionsReported') + 1;
}

describe('battlepack map', () => {
  it('writes the table at the end of the log: the map, the bases, the objectives', async () => {
    const dir = inTemp();
    const r = await cli(['map', 'log.json', '--out', 'map.svg'], { cwd: dir });
    expect(r.stderr).toBe('Wrote the map to map.svg\n');
    expect(r.code).toBe(EXIT.ok);
    const svg = readFileSync(join(dir, 'map.svg'), 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('Turf War');
    expect(svg).toContain('objective-1');
    expect((svg.match(/<circle/g) ?? []).length).toBeGreaterThan(10);
    // each unit on the battlefield is labelled with its name (issue 28)
    const log = JSON.parse(readFileSync(TWIN, 'utf8')) as { events: { type: string; data: { units?: { id: string; name: string }[] } }[] };
    const names = new Map((log.events.find((e) => e.type === 'UnitsAdded')?.data.units ?? []).map((u) => [u.id, u.name]));
    const labels = [...svg.matchAll(/<g class="unit-label" data-unit="([^"]*)">.*?<text[^>]*>([^<]*)<\/text>/g)];
    expect(labels.length).toBeGreaterThan(0);
    for (const [, id, text] of labels) expect(text).toBe(names.get(id ?? ''));
  });

  it('--at N draws the table after the first N events: before any positions, no bases', async () => {
    const dir = inTemp();
    const before = firstPositions() - 1;
    const r = await cli(['map', 'log.json', '--at', String(before)], { cwd: dir });
    expect(r.code).toBe(EXIT.ok);
    const after = await cli(['map', 'log.json', '--at', String(before + 1)], { cwd: dir });
    expect(after.code).toBe(EXIT.ok);
    expect(after.stdout).not.toBe(r.stdout);
    expect((after.stdout.match(/<circle/g) ?? []).length).toBeGreaterThan((r.stdout.match(/<circle/g) ?? []).length);
    // the table at the end of the log differs from the one after the first report
    const end = await cli(['map', 'log.json'], { cwd: dir });
    expect(end.stdout).not.toBe(after.stdout);
  });

  it('a hand-reported log still has its map (no bases)', async () => {
    const r = await cli(['map', HAND]);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).toContain('objective-2');
  });

  it('--at before set-up, or past the end, is refused', async () => {
    const dir = inTemp();
    const none = await cli(['map', 'log.json', '--at', '0'], { cwd: dir });
    expect(none.code).toBe(EXIT.invalid);
    expect(none.stderr).toContain('not set up');
    const past = await cli(['map', 'log.json', '--at', '100000'], { cwd: dir });
    expect(past.code).toBe(EXIT.usage);
    expect(past.stderr).toContain('past the end');
    const bad = await cli(['map', 'log.json', '--at', 'x'], { cwd: dir });
    expect(bad.code).toBe(EXIT.usage);
  });

  it('--out that is the input log is refused and the log left whole', async () => {
    const dir = inTemp();
    const before = readFileSync(join(dir, 'log.json'), 'utf8');
    const r = await cli(['map', 'log.json', '--out', './log.json'], { cwd: dir });
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain('is the input file');
    expect(readFileSync(join(dir, 'log.json'), 'utf8')).toBe(before);
  });

  it('a log that breaks the rules is refused with its violations, nothing written', async () => {
    const dir = inTemp();
    const log = JSON.parse(readFileSync(TWIN, 'utf8')) as { events: { type: string; data: { units?: { models: { position: { x: number } }[] }[] } }[] };
    const p = log.events.find((e) => e.type === 'PositionsReported');
    const m = p?.data.units?.[0]?.models[0];
    if (m !== undefined) m.position.x = 119;
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(log));
    const r = await cli(['map', 'bad.json', '--out', 'map.svg'], { cwd: dir });
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toContain('positions/off-battlefield');
    expect(existsSync(join(dir, 'map.svg'))).toBe(false);
    const at = await cli(['map', 'bad.json', '--at', String(firstPositions()), '--out', 'map.svg'], { cwd: dir });
    expect(at.code).toBe(EXIT.invalid);
    expect(at.stderr).toContain('positions/off-battlefield');
  });

  it('replay --format html shows the table round by round when the battle has positions', async () => {
    const twin = await cli(['replay', TWIN, '--format', 'html']);
    expect(twin.code).toBe(EXIT.ok);
    expect(twin.stdout).toContain('data-testid="map-round-1"');
    const hand = await cli(['replay', HAND, '--format', 'html']);
    expect(hand.stdout).not.toContain('data-testid="maps"');
  });
});
