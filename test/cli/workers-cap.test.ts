import { describe, expect, it } from 'vitest';
import { EXIT, main } from '../../src/cli/main.js';
import type { SimulationStats } from '../../src/cli/simulate.js';

// Finding: `--workers 256` was not capped (256 games took 127 s and 6.8 GB). It is now capped at the cores the
// machine offers (os.availableParallelism()), and the command says so.

async function simulate(args: readonly string[], cores: number) {
  let stdout = '';
  let stderr = '';
  const code = await main(['simulate', '--battleplan', 'head-on-collision', '--seed', '5', '--json', ...args], {
    io: { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), stderrIsTTY: false, cwd: process.cwd() },
    cores,
  });
  return { code, stdout, stderr };
}

describe('--workers', () => {
  it('256 is capped at the cores the machine offers, and the command says so', async () => {
    const r = await simulate(['--games', '2', '--workers', '256'], 1);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stderr).toMatch(/^battlepack: --workers 256 is more than the 1 core this machine offers; using 1\.\n2 battles in [\d.]+ s on 1 thread /);
    expect((JSON.parse(r.stdout) as SimulationStats).games).toBe(2);
  });

  it('at or under the cores it is used as given, without a note', async () => {
    const r = await simulate(['--games', '2', '--workers', '1'], 4);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stderr).not.toContain('more than');
  });

  it('by default one per core, at most one per game', async () => {
    const r = await simulate(['--games', '1'], 8);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stderr).toMatch(/on 1 thread /);
  });
});
