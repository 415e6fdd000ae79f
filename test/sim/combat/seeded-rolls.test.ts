import { describe, expect, it } from 'vitest';
import { createRng, rollAttack, type AttackProfile, type CombatTarget } from '../../../src/sim.js';
import { chiSquare, chiSquareP, exact } from './support.js';

// The seeded roller resolves the same attack sequence die by die; at a fixed seed, 100,000 rolls agree with the exact
// distribution (Pearson's chi-square). Deterministic: the seed is fixed, so the test cannot flake.
const ROLLS = 100_000;

function tally(attack: AttackProfile | readonly AttackProfile[], target: CombatTarget, edition: 3 | 4, seed: number, n = ROLLS): { damage: number[]; slain: number[] } {
  const rng = createRng(seed);
  const damage: number[] = [];
  const slain = new Array<number>(target.models + 1).fill(0);
  for (let i = 0; i < n; i++) {
    const r = rollAttack(attack, target, { edition, rng, unit: 'target' });
    if (!r.ok) throw new Error('refused');
    damage[r.damage] = (damage[r.damage] ?? 0) + 1;
    slain[r.slain] = (slain[r.slain] ?? 0) + 1;
  }
  return { damage: Array.from(damage, (x) => x ?? 0), slain };
}

describe('seeded rolls agree with the exact distribution', () => {
  it('the chi-square helper is sound: p of the median of chi-square(1) is 0.5, and a far-off count is rejected', () => {
    expect(chiSquareP(0.4549364, 1)).toBeCloseTo(0.5, 6);
    expect(chiSquareP(18.307, 10)).toBeCloseTo(0.05, 4);
    expect(chiSquare([600, 400], [0.5, 0.5]).p).toBeLessThan(1e-9);
  });

  it('4th edition: two weapons, crits, D3 damage, a save and a ward, against multi-Health models', () => {
    const attack: AttackProfile[] = [
      { models: 3, attacks: 2, hit: 3, wound: 4, rend: 1, damage: 'D3', crit: '2-hits' },
      { models: 1, attacks: 'D3', hit: 4, wound: 3, rend: 2, damage: 2, crit: 'mortal', hitModifier: 1 },
    ];
    const target: CombatTarget = { models: 4, health: 3, save: 4, ward: 5, damageTaken: 1 };
    const e = exact(attack, target, 4);
    const seen = tally(attack, target, 4, 20_250_115);
    const d = chiSquare(seen.damage, e.damage);
    const s = chiSquare(seen.slain, e.slain);
    expect(d.df).toBeGreaterThan(8);
    expect(d.p).toBeGreaterThan(0.001);
    expect(s.p).toBeGreaterThan(0.001);
    // the same rolls reject a distribution that is only slightly off (a 3+ save instead of 4+)
    expect(chiSquare(seen.damage, exact(attack, { ...target, save: 3 }, 4).damage).p).toBeLessThan(1e-6);
  });

  it('3rd edition: D6 attacks, a ward, auto-wound-free sequence, single-wound models', () => {
    const attack: AttackProfile = { models: 2, attacks: 'D6', hit: 4, wound: 3, rend: 1, damage: 1, hitModifier: -1 };
    const target: CombatTarget = { models: 6, health: 1, save: 5, ward: 6 };
    const e = exact(attack, target, 3);
    const seen = tally(attack, target, 3, 7, 50_000);
    expect(chiSquare(seen.damage, e.damage).p).toBeGreaterThan(0.001);
    expect(chiSquare(seen.slain, e.slain).p).toBeGreaterThan(0.001);
  });

  it('the same seed gives the same rolls; another seed other rolls', () => {
    const attack: AttackProfile = { models: 10, attacks: 2, hit: 3, wound: 3, damage: 'D3' };
    const target: CombatTarget = { models: 10, health: 2, save: 5 };
    const run = (seed: number): number[] => {
      const rng = createRng(seed);
      return Array.from({ length: 20 }, () => {
        const r = rollAttack(attack, target, { edition: 4, rng, unit: 'x' });
        return r.ok ? r.damage : -1;
      });
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
  });
});
