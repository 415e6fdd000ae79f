import { selectLedger } from 'battlepack-engine';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordBattle, saveAndReplay, simulate } from '../examples/gallet-battle.js';

const ROOT = resolve(import.meta.dirname, '..');

describe('examples/gallet-battle.ts', () => {
  const { state, events, refused } = recordBattle();

  it('records a full five-round battle through the public API, with a refused event on the way', () => {
    expect(state.clock.stage).toBe('ended');
    expect(state.clock.round).toBe(5);
    expect(refused).toMatch(/^turn\/round-not-started: /);
    const [a, b] = state.setup.playerOrder;
    const sum = (p: string | undefined) => selectLedger(state).filter((l) => l.player === p).reduce((n, l) => n + l.amount, 0);
    expect(sum(a)).toBe(state.players[a ?? '']?.vp);
    expect(sum(b)).toBe(state.players[b ?? '']?.vp);
  });

  it('saves the log and replays it into the same scoring sheet', () => {
    const md = saveAndReplay(events);
    expect(md).toContain('# Head-on Collision: scoring sheet');
    for (const p of Object.values(state.players)) expect(md).toContain(`Total: **${p.vp} VP**`);
  });

  it('simulates random battles deterministically', () => {
    const a = simulate(20, 3);
    expect(a.attacker + a.defender + a.draw).toBe(20);
    expect(simulate(20, 3)).toEqual(a);
  });

  it('runs with `npx tsx`', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', resolve(ROOT, 'examples/gallet-battle.ts')], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Recorded ');
    expect(r.stdout).toMatch(/200 random Turf War battles: attacker \d+, defender \d+, draws \d+/);
  });
});
