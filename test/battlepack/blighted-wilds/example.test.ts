import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCampaign } from '../../../examples/blighted-wilds-campaign.js';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('examples/blighted-wilds-campaign.ts', () => {
  const run = runCampaign();

  it('plays two battles: a withdrawal, then a variable-length ending', () => {
    expect(run.battles.map((b) => b.clock.stage)).toEqual(['ended', 'ended']);
    expect(run.campaign.battles.map((b) => b.summary.ending)).toEqual(['withdrawal', 'length-roll']);
  });

  it('shows contamination, one-sided remediation, both kinds of Blighted Waters target and a Boon of Vitality', () => {
    const [b1] = run.battles;
    expect(b1?.ext.contaminated.length).toBeGreaterThan(0);
    expect(Object.keys(b1?.ext.remediated ?? {})).toEqual(['ann']);
    expect(new Set(b1?.ext.blightedWaters.filter((w) => w.targets.length > 0).map((w) => w.friendlyOnly))).toEqual(new Set([true, false]));
    expect(b1?.ext.boons.map((b) => b.roll)).toEqual([5]);
  });

  it('carries renown into the second battle', () => {
    const [, b2] = run.battles;
    expect(b2?.ext.generals?.ranks['ann']?.rank).toBe('Aspiring');
    expect(b2?.ext.generals?.order[0]).toBe('bob');
    expect(run.campaign.players['ann']?.roster['ann-dryads-r']).toBeUndefined();
    expect(run.campaign.players['bob']?.roster['bob-nurglings']).toBeUndefined();
  });

  it('runs with `npx tsx` and prints a readable summary', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', resolve(ROOT, 'examples/blighted-wilds-campaign.ts')], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 60_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('== Battle 1');
    expect(r.stdout).toContain('== Rosters after two battles ==');
    expect(r.stdout.split('\n').filter((l) => l.startsWith('Result:'))).toHaveLength(2);
  });
});
