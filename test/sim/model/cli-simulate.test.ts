import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleArmies } from 'battlepack-engine/sim/model';
import { EXIT } from '../../../src/cli/main.js';
import { cli, tempDir } from '../../cli/run.js';

function armyFiles(edition: 3 | 4): [string, string] {
  const dir = tempDir();
  const files = sampleArmies[edition].map((a, i) => {
    const f = join(dir, `army-${i}.json`);
    writeFileSync(f, JSON.stringify(a));
    return f;
  });
  return files as [string, string];
}

describe('battlepack simulate --model table', () => {
  it('plays model games with two armies and two bots; the HTML adds win rates by army and bot, control per round and a sample map', async () => {
    const [a, b] = armyFiles(3);
    const r = await cli(['simulate', '--model', 'table', '--army', a, '--army', b, '--battleplan', 'turf-war', '--games', '4', '--seed', '3', '--format', 'html']);
    expect(r.stderr).toMatch(/^4 model games in/);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).toContain('data-testid="model-armies"');
    expect(r.stdout).toContain('Steel Host (sample)');
    expect(r.stdout).toContain('data-testid="model-bots"');
    expect(r.stdout).toContain('data-testid="model-control"');
    expect(r.stdout).toContain('data-testid="model-map"');
  });

  it('shards merge into the statistics of the whole run', async () => {
    const [a, b] = armyFiles(4);
    const base = ['simulate', '--pack', 'blighted-wilds', '--model', 'table', '--army', a, '--army', b, '--games', '4', '--seed', '5', '--json'];
    const whole = await cli(base);
    expect(whole.code).toBe(EXIT.ok);
    const dir = tempDir();
    const shards = [];
    for (const s of ['1/2', '2/2']) {
      const out = join(dir, `shard-${s.replace('/', '-')}.json`);
      const r = await cli([...base, '--shard', s, '--out', out]);
      expect(r.code).toBe(EXIT.ok);
      shards.push(out);
    }
    const merged = await cli(['merge', ...shards, '--json']);
    expect(merged.code).toBe(EXIT.ok);
    expect(JSON.parse(merged.stdout)).toEqual(JSON.parse(whole.stdout));
  });

  it('refuses one army, an army of the other edition, a bad army file and an unknown bot or model, saying what is allowed', async () => {
    const [a, b] = armyFiles(3);
    const [c] = armyFiles(4);
    const one = await cli(['simulate', '--model', 'table', '--army', a]);
    expect(one.code).toBe(EXIT.usage);
    expect(one.stderr).toMatch(/two armies/);
    const other = await cli(['simulate', '--model', 'table', '--army', a, '--army', c]);
    expect(other.code).toBe(EXIT.usage);
    expect(other.stderr).toMatch(/edition 4/);
    const dir = tempDir();
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ name: 'x', edition: 3, units: [{ name: 'y' }] }));
    const badRun = await cli(['simulate', '--model', 'table', '--army', a, '--army', bad]);
    expect(badRun.code).not.toBe(EXIT.ok);
    expect(badRun.stderr).toMatch(/model\/invalid-army/);
    const bot = await cli(['simulate', '--model', 'table', '--army', a, '--army', b, '--bots', 'greedy:clever']);
    expect(bot.code).toBe(EXIT.usage);
    expect(bot.stderr).toMatch(/random, greedy, mc/);
    const model = await cli(['simulate', '--model', 'dice', '--army', a, '--army', b]);
    expect(model.code).toBe(EXIT.usage);
    // without --model, --army twice is still refused as before for other options
    const twice = await cli(['simulate', '--games', '2', '--games', '3']);
    expect(twice.code).toBe(EXIT.usage);
  });
});
