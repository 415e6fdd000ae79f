import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/main.js';
import type { SimulationStats } from '../../src/sim.js';
import { cli } from './run.js';

// a small run: 2 battles of each Gallet battleplan, seed 5, in one thread
const RUN = ['simulate', '--battleplan', 'all', '--games', '24', '--seed', '5', '--workers', '1'];

describe('battlepack simulate --shard and battlepack merge', () => {
  const dir = mkdtempSync(join(tmpdir(), 'battlepack-merge-'));
  let whole: string;
  const shards: string[] = [];

  beforeAll(async () => {
    const r = await cli([...RUN, '--json']);
    expect(r.code).toBe(EXIT.ok);
    whole = r.stdout;
    for (const i of [1, 2, 3, 4]) {
      const file = join(dir, `shard-${i}.json`);
      const s = await cli([...RUN, '--shard', `${i}/4`, '--json', '--out', file]);
      expect(s.code, s.stderr).toBe(EXIT.ok);
      expect(s.stderr).toMatch(/^6 battles in /m);
      shards.push(file);
    }
  });

  it('each shard plays its own slice and says which shard it is', () => {
    const s = JSON.parse(readFileSync(shards[1] ?? '', 'utf8')) as SimulationStats;
    expect(s.games).toBe(6);
    expect(s.shard).toEqual({ count: 4, indices: [2] });
  });

  it('4 merged shards are byte-identical to one run, in any order', async () => {
    const m = await cli(['merge', ...shards, '--json']);
    expect(m.code, m.stderr).toBe(EXIT.ok);
    expect(m.stdout).toBe(whole);
    const r = await cli(['merge', ...[...shards].reverse(), '--json']);
    expect(r.stdout).toBe(whole);
  });

  it('merges into the terminal tables and the HTML report too, and says when shards are missing', async () => {
    const t = await cli(['merge', ...shards]);
    expect(t.code).toBe(EXIT.ok);
    expect(t.stdout).toContain('24 random battles of gallet-2022-s1, seed 5');
    const h = await cli(['merge', ...shards, '--format', 'html']);
    expect(h.stdout).toMatch(/^<!doctype html>/);
    expect(h.stdout).toContain('svg class="chart results-chart"');
    const part = await cli(['merge', shards[0] ?? '', shards[2] ?? '', '--json']);
    expect(part.code).toBe(EXIT.ok);
    expect((JSON.parse(part.stdout) as SimulationStats).shard).toEqual({ count: 4, indices: [1, 3] });
    expect(part.stderr).toMatch(/the run is not whole yet/);
  });

  it('refuses a shard twice, shards of another seed, a whole run, and a file that is not statistics (exit 1)', async () => {
    const twice = await cli(['merge', shards[0] ?? '', shards[0] ?? '']);
    expect(twice.code).toBe(EXIT.invalid);
    expect(twice.stderr).toMatch(/shard 1\/4 is in both/);
    const other = join(dir, 'other.json');
    const o = await cli(['simulate', '--games', '24', '--seed', '6', '--workers', '1', '--shard', '2/4', '--json', '--out', other]);
    expect(o.code).toBe(EXIT.ok);
    expect((await cli(['merge', shards[0] ?? '', other])).stderr).toMatch(/seed 5 and 6/);
    const w = join(dir, 'whole.json');
    writeFileSync(w, whole);
    expect((await cli(['merge', w, shards[0] ?? ''])).stderr).toMatch(/whole run/);
    const junk = join(dir, 'junk.json');
    writeFileSync(junk, '{"format":"something-else"}');
    const j = await cli(['merge', junk]);
    expect(j.code).toBe(EXIT.invalid);
    expect(j.stderr).toMatch(/not the JSON statistics of battlepack simulate/);
  });

  // Finding (audit of issue 11): `merge` checked only the top of a statistics file, so a battleplan's counts given as
  // null ended in "unexpected error: Cannot read properties of null", 1e308 games were added up, and a "__proto__"
  // battleplan was dropped without a word. Every field is now checked, and the first wrong one named.
  it('a statistics file with a wrong field deep inside is refused in plain words, naming the field (exit 1)', async () => {
    const shard = JSON.parse(readFileSync(shards[1] ?? '', 'utf8')) as Record<string, unknown> & { plans: Record<string, unknown> };
    const plan = Object.keys(shard.plans)[0] ?? '';
    const cases: [string, (s: typeof shard) => void, RegExp][] = [
      ['a plan of null', (s) => void (s.plans[plan] = null), new RegExp(`at plans\\.${plan}\\)`)],
      ['games 1e308', (s) => void (s.games = 1e308), /at games\)/],
      ['a negative win count', (s) => void ((s.plans[plan] as { roles: { attacker: { wins: number } } }).roles.attacker.wins = -1), new RegExp(`at plans\\.${plan}\\.roles\\.attacker\\.wins\\)`)],
      ['a "__proto__" plan', (s) => void (s.plans = JSON.parse(`{"__proto__":${JSON.stringify(s.plans[plan])}}`) as Record<string, unknown>), /a key named "__proto__" at plans\.__proto__/],
      ['a shard index past the count', (s) => void (s.shard = { count: 4, indices: [9] }), /a shard index is larger than the count of shards at shard\.indices/],
    ];
    for (const [name, edit, where] of cases) {
      const copy = structuredClone(shard);
      edit(copy);
      const file = join(dir, 'edited.json');
      writeFileSync(file, JSON.stringify(copy));
      const r = await cli(['merge', shards[0] ?? '', file]);
      expect(r.code, name).toBe(EXIT.invalid);
      expect(r.stderr, name).toMatch(/^battlepack: .*edited\.json is not the JSON statistics of battlepack simulate \(/);
      expect(r.stderr, name).toMatch(where);
      expect(r.stderr, name).not.toContain('unexpected error');
    }
    // where it does not apply: the same file unedited merges
    expect((await cli(['merge', shards[0] ?? '', shards[1] ?? ''])).code).toBe(EXIT.ok);
  });

  it('usage errors exit 2: a bad shard, two formats, no file', async () => {
    for (const bad of ['0/4', '5/4', 'x', '1/0']) {
      const r = await cli([...RUN, '--shard', bad]);
      expect(r.code).toBe(EXIT.usage);
      expect(r.stderr).toMatch(/is not a shard: give i\/n/);
    }
    expect((await cli([...RUN, '--json', '--format', 'html'])).code).toBe(EXIT.usage);
    expect((await cli(['merge'])).code).toBe(EXIT.usage);
  });
});
