import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/main.js';
import { gameSeed, planGames, type SimulationStats } from '../../src/cli/simulate.js';
import { histogramSpread } from '../../src/sim.js';
import { gallet } from '../../src/battlepack/gallet/index.js';
import { cli, ROOT } from './run.js';

const PLAN = 'head-on-collision';
const PLANS = Object.keys(gallet.battleplans);
// two battles of every Gallet battleplan (the battleplans are taken in turn)
const GAMES = 2 * PLANS.length;
const args = (workers: number, games = GAMES, seed = 7, plan = 'all') => ['simulate', '--battleplan', plan, '--games', String(games), '--seed', String(seed), '--workers', String(workers), '--json'];

describe('battlepack simulate', () => {
  let oneThread: string;

  beforeAll(async () => {
    const r = await cli(args(1));
    expect(r.stderr).toMatch(new RegExp(`^${GAMES} battles in [\\d.]+ s on 1 thread `));
    expect(r.code).toBe(EXIT.ok);
    oneThread = r.stdout;
  });

  it('derives each game’s seed from the run’s seed and the game’s index', () => {
    expect(gameSeed(7, 0)).toBe(gameSeed(7, 0));
    expect(gameSeed(7, 0)).not.toBe(gameSeed(7, 1));
    expect(gameSeed(7, 3)).not.toBe(gameSeed(8, 3));
    const games = planGames(7, 5, ['a', 'b']);
    expect(games.map((g) => [g.index, g.battleplan])).toEqual([[0, 'a'], [1, 'b'], [2, 'a'], [3, 'b'], [4, 'a']]);
    expect(games.map((g) => g.seed)).toEqual([0, 1, 2, 3, 4].map((i) => gameSeed(7, i)));
  });

  it('plays every Gallet battleplan, and prints win and draw rates per role, VP mean and spread, tactic and grand strategy rates', () => {
    const s = JSON.parse(oneThread) as SimulationStats;
    expect(s.format).toBe('battlepack-simulation-stats');
    expect(s.games).toBe(GAMES);
    expect(s.failed).toEqual([]);
    expect(s.shard).toBeUndefined();
    expect(Object.entries(s.plans).map(([id, p]) => [id, p.games])).toEqual([...PLANS].sort().map((id) => [id, 2]));
    const all = Object.values(s.plans);
    expect(all.reduce((n, p) => n + p.results.unfinished, 0)).toBe(0);
    expect(all.reduce((n, p) => n + p.roles.attacker.wins + p.roles.attacker.draws + p.roles.attacker.losses, 0)).toBe(GAMES);
    expect(all.reduce((n, p) => n + histogramSpread(p.roles.attacker.vp).mean, 0)).toBeGreaterThan(0);
    const picks = all.flatMap((p) => Object.entries(p.tactics));
    expect(picks.length).toBeGreaterThan(0);
    for (const [id, t] of picks) {
      expect(Object.keys(gallet.battleTactics)).toContain(id);
      expect(t.attacker.completed).toBeLessThanOrEqual(t.attacker.picked);
      expect(t.defender.completed).toBeLessThanOrEqual(t.defender.picked);
    }
    for (const id of all.flatMap((p) => Object.keys(p.strategies))) expect(Object.keys(gallet.grandStrategies)).toContain(id);
  });

  it('gives the same statistics for a seed whatever the worker count (worker threads from the TypeScript sources)', async () => {
    const r = await cli(args(2));
    expect(r.code).toBe(EXIT.ok);
    expect(r.stderr).toMatch(/on 2 threads/);
    expect(r.stdout).toBe(oneThread);
  });

  it('gives other statistics for another seed', async () => {
    const r = await cli(args(1, GAMES, 8));
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).not.toBe(oneThread);
  });

  it('plays one battleplan when asked', async () => {
    const r = await cli(args(1, 4, 7, PLAN));
    expect(r.code).toBe(EXIT.ok);
    const s = JSON.parse(r.stdout) as SimulationStats;
    expect(Object.entries(s.plans).map(([id, p]) => [id, p.games])).toEqual([[PLAN, 4]]);
  });

  it('works from the built JavaScript too, with worker threads', async () => {
    const out = join(ROOT, 'test-output/cli-build');
    mkdirSync(out, { recursive: true });
    // the same bundling tsup does for dist/cli.js: one ESM file, dependencies left to node_modules
    await build({ entryPoints: [join(ROOT, 'src/cli/main.ts')], outfile: join(out, 'cli.js'), bundle: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', logLevel: 'silent' });
    const r = spawnSync(process.execPath, [join(out, 'cli.js'), ...args(2)], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toMatch(/on 2 threads/);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(oneThread);
  });

  it('prints tables in the terminal, and no progress bar when standard output is not a terminal', async () => {
    const r = await cli(['simulate', '--battleplan', PLAN, '--games', '6', '--seed', '3', '--workers', '1']);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).toContain(`6 random battles of ${gallet.id}, seed 3`);
    expect(r.stdout).toMatch(/│ Attacker wins +│ +\d+ │ +[\d.]+% │/);
    expect(r.stdout).toMatch(/│ Defender wins +│/);
    expect(r.stdout).toMatch(/│ Draws +│/);
    expect(r.stdout).toMatch(/│ Attacker VP +│ [\d.]+ ± [\d.]+ \(\d+–\d+\)/);
    expect(r.stdout).toMatch(/│ Battle tactic +│ Picked │ Pick rate │ Completed │ By attacker │ By defender │/);
    expect(r.stdout).toMatch(/│ First turn of round 1 +│ +\d+ │/);
    expect(r.stdout).toMatch(/│ Grand strategy +│ Picked │ Completed │ Completion rate │/);
    expect(r.stdout + r.stderr).not.toMatch(/simulating \[/);
  });

  it('draws a progress bar on standard error when it is a terminal, and keeps standard output clean', async () => {
    const r = await cli(['simulate', '--battleplan', PLAN, '--games', '6', '--seed', '3', '--workers', '1', '--json'], { tty: true });
    expect(r.code).toBe(EXIT.ok);
    expect(r.stderr).toMatch(/simulating \[.*\] \d+\/6 battles/);
    expect((JSON.parse(r.stdout) as SimulationStats).games).toBe(6);
  });

  it('usage errors exit 2 in plain words', async () => {
    const a = await cli(['simulate', '--games', '0']);
    expect(a.code).toBe(EXIT.usage);
    expect(a.stderr).toBe('battlepack: --games must be a whole number from 1 to 1000000, not "0".\n');
    const b = await cli(['simulate', '--battleplan', 'the-prize-of-everything', '--games', '2']);
    expect(b.code).toBe(EXIT.usage);
    expect(b.stderr).toMatch(/^battlepack: Unknown battleplan "the-prize-of-everything"; use "all" or one of: the-prize-of-gallet, /);
    const c = await cli(['simulate', '--seed', 'abc']);
    expect(c.code).toBe(EXIT.usage);
    const d = await cli(['simulate', '--pack', 'kharadron']);
    expect(d.code).toBe(EXIT.usage);
  });
});
