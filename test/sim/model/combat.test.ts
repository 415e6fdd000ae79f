import { describe, expect, it } from 'vitest';
import { createRng } from 'battlepack-engine/sim';
import { attackDistribution } from 'battlepack-engine/sim';
import { attackProfiles, modelAttack, sampleArmies, targetOf, type UnitProfile } from 'battlepack-engine/sim/model';
import { runs } from './support.js';

/** The chi-square quantile at upper tail 0.001 (Wilson–Hilferty). */
function chiCritical(k: number): number {
  const z = 3.0902;
  const a = 2 / (9 * k);
  return k * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** Chi-square of observed counts against exact chances, bins pooled so each expects at least 5. */
function chiSquare(counts: readonly number[], chances: readonly number[], n: number): { stat: number; df: number } {
  let stat = 0;
  let bins = 0;
  let o = 0;
  let e = 0;
  for (let k = 0; k < chances.length; k++) {
    o += counts[k] ?? 0;
    e += (chances[k] ?? 0) * n;
    if (e >= 5 || k === chances.length - 1) {
      if (e > 0) {
        stat += (o - e) ** 2 / e;
        bins++;
      }
      o = 0;
      e = 0;
    }
  }
  return { stat, df: Math.max(1, bins - 1) };
}

const cases: { name: string; edition: 3 | 4; attacker: UnitProfile; kind: 'melee' | 'ranged'; models: number; target: UnitProfile; targetModels: number }[] = [
  { name: '3rd: riders charge wardens', edition: 3, attacker: sampleArmies[3][0].units[4] as UnitProfile, kind: 'melee', models: 5, target: sampleArmies[3][1].units[1] as UnitProfile, targetModels: 20 },
  { name: '3rd: longbows shoot the beast', edition: 3, attacker: sampleArmies[3][0].units[3] as UnitProfile, kind: 'ranged', models: 10, target: sampleArmies[3][1].units[4] as UnitProfile, targetModels: 1 },
  { name: '4th: iron guard (2 hits on a crit) fight the swarm (ward 6+)', edition: 4, attacker: sampleArmies[4][0].units[1] as UnitProfile, kind: 'melee', models: 10, target: sampleArmies[4][1].units[1] as UnitProfile, targetModels: 20 },
  { name: '4th: heavy riders (mortal crits) fight the brood mother', edition: 4, attacker: sampleArmies[4][0].units[4] as UnitProfile, kind: 'melee', models: 3, target: sampleArmies[4][1].units[0] as UnitProfile, targetModels: 1 },
];

describe('combats through the model agree with the exact combat maths', () => {
  it.each(cases)('$name: slain-model frequencies over seeded combats match the exact distribution (chi-square, p > 0.001, fixed seed)', (c) => {
    const n = runs(1) > 1 ? 20_000 : 3000;
    const exact = attackDistribution(attackProfiles(c.attacker, c.kind, c.models, c.edition), targetOf(c.target, c.targetModels, 0), { edition: c.edition });
    expect(exact.ok).toBe(true);
    if (!exact.ok) return;
    const rng = createRng(2727);
    const counts = new Array<number>(c.targetModels + 1).fill(0);
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const r = modelAttack({ edition: c.edition, attacker: c.attacker, kind: c.kind, models: c.models, target: c.target, targetModels: c.targetModels, unit: 'x' }, rng);
      expect(r?.ok).toBe(true);
      if (r === null || !r.ok) return;
      counts[r.slain] = (counts[r.slain] ?? 0) + 1;
      sum += r.slain;
    }
    const { stat, df } = chiSquare(counts, exact.slain, n);
    expect(stat).toBeLessThan(chiCritical(df));
    // the mean within 4 standard errors
    const variance = exact.slain.reduce((s, p, k) => s + p * (k - exact.expectedSlain) ** 2, 0);
    expect(Math.abs(sum / n - exact.expectedSlain)).toBeLessThan(4 * Math.sqrt(variance / n) + 1e-9);
  });

  it('detects a wrong distribution: the same rolls against a target with a better save fail the test', () => {
    const c = cases[0] as (typeof cases)[number];
    const wrong = attackDistribution(attackProfiles(c.attacker, c.kind, c.models, c.edition), targetOf({ ...c.target, save: 3 }, c.targetModels, 0), { edition: c.edition });
    expect(wrong.ok).toBe(true);
    if (!wrong.ok) return;
    const rng = createRng(2727);
    const counts = new Array<number>(c.targetModels + 1).fill(0);
    for (let i = 0; i < 3000; i++) {
      const r = modelAttack({ edition: c.edition, attacker: c.attacker, kind: c.kind, models: c.models, target: c.target, targetModels: c.targetModels, unit: 'x' }, rng);
      if (r !== null && r.ok) counts[r.slain] = (counts[r.slain] ?? 0) + 1;
    }
    const { stat, df } = chiSquare(counts, wrong.slain, 3000);
    expect(stat).toBeGreaterThan(chiCritical(df));
  });

  it('gives no attack when no weapon of the kind is in reach', () => {
    const c = cases[0] as (typeof cases)[number];
    expect(modelAttack({ edition: 3, attacker: c.attacker, kind: 'ranged', models: 5, target: c.target, targetModels: 5, unit: 'x' }, createRng(1))).toBeNull();
    expect(modelAttack({ edition: 3, attacker: c.attacker, kind: 'melee', models: () => 0, target: c.target, targetModels: 5, unit: 'x' }, createRng(1))).toBeNull();
  });
});
