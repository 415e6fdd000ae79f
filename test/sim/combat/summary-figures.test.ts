import { describe, expect, it } from 'vitest';
import { attackDistribution, type AttackProfile, type CombatTarget } from '../../../src/sim.js';

// The summary figures of an exact distribution (expected damage, expected models slain, the chance the unit is
// destroyed, the largest damage and slain) read back from its own lists, and a case worked by hand. Mutation testing
// (distribution.ts lines 187–265) found no test reading `expectedSlain`'s value.

const run = (attack: AttackProfile | readonly AttackProfile[], target: CombatTarget, edition: 3 | 4) => {
  const r = attackDistribution(attack, target, { edition });
  if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('\n'));
  return r;
};

const cases: { name: string; attack: AttackProfile | readonly AttackProfile[]; target: CombatTarget; edition: 3 | 4 }[] = [
  { name: 'fixed attacks, damage 2 into 2-wound models', attack: { models: 5, attacks: 2, hit: 3, wound: 4, rend: 1, damage: 2 }, target: { models: 5, health: 2, save: 4 }, edition: 3 },
  { name: 'dice attacks (D6) and dice damage (D3)', attack: { models: 3, attacks: 'D6', hit: 4, wound: 3, rend: 0, damage: 'D3' }, target: { models: 4, health: 3, save: 5, ward: 6 }, edition: 4 },
  { name: 'two weapons, one with a leader', attack: [{ models: 4, attacks: 2, hit: 4, wound: 4, rend: 0, damage: 1 }, { models: 1, attacks: 3, hit: 3, wound: 3, rend: 2, damage: 2 }], target: { models: 6, health: 1, save: 3 }, edition: 3 },
];

describe.each(cases)('$name (edition $edition)', ({ attack, target, edition }) => {
  it('its expected values, destroyed chance and maxima agree with its own damage and slain lists', () => {
    const r = run(attack, target, edition);
    const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
    expect(sum(r.slain)).toBeCloseTo(1, 12);
    expect(r.slain).toHaveLength(target.models + 1);
    expect(r.expectedSlain).toBeCloseTo(sum(r.slain.map((p, k) => k * p)), 12);
    expect(r.expectedDamage).toBeCloseTo(sum(r.damage.map((p, k) => k * p)), 12);
    expect(r.destroyed).toBe(r.slain[target.models]);
    // the chances of slaying more than one model are not all 0 here, so a sum that skipped or inverted a term differs
    expect(r.expectedSlain).toBeGreaterThan(r.slain[1] ?? 0);
    expect(r.damage.length - 1).toBeLessThanOrEqual(r.maxDamage);
  });
});

describe('a case worked by hand', () => {
  it('one attack hitting on 4+, wounding on 4+, no save, damage 1, into two 1-wound models', () => {
    // P(one model slain) = 1/2 × 1/2 = 1/4 (save null: no save roll); a second model can never be slain
    const r = run({ models: 1, attacks: 1, hit: 4, wound: 4, rend: 0, damage: 1 }, { models: 2, health: 1, save: null }, 3);
    expect(r.slain[0]).toBeCloseTo(3 / 4, 14);
    expect(r.slain[1]).toBeCloseTo(1 / 4, 14);
    expect(r.slain[2]).toBe(0);
    expect(r.expectedSlain).toBeCloseTo(1 / 4, 14);
    expect(r.expectedDamage).toBeCloseTo(1 / 4, 14);
    expect(r.destroyed).toBe(0);
    expect(r.maxDamage).toBe(1);
    expect(r.maxSlain).toBe(1);
  });

  it('two models of four attacks each, damage 3 into one 5-wound model: the model is slain by two wounding hits', () => {
    // hit 2+ (5/6), wound 2+ (5/6), no save: each attack deals 3 with p = 25/36; two or more of 8 slay the model
    const p = 25 / 36;
    const none = (1 - p) ** 8;
    const one = 8 * p * (1 - p) ** 7;
    const r = run({ models: 2, attacks: 4, hit: 2, wound: 2, rend: 0, damage: 3 }, { models: 1, health: 5, save: null }, 3);
    expect(r.destroyed).toBeCloseTo(1 - none - one, 12);
    expect(r.expectedSlain).toBeCloseTo(1 - none - one, 12);
    expect(r.maxDamage).toBe(24);
    expect(r.expectedDamage).toBeCloseTo(8 * p * 3, 12);
  });
});

describe('a weapon that can never deal damage', () => {
  it('3rd edition, Hit 6 with -1 to hit: no roll hits, so the pool is exactly the point 0, whatever its dice Attacks', () => {
    // a 6 with -1 is 5, below 6+, and a 1 always fails (FACTS §9): every one of the up to 18 attacks misses
    const r = run({ models: 3, attacks: 'D6', hit: 6, hitModifier: -1, wound: 2, rend: 0, damage: 'D3' }, { models: 2, health: 1, save: null }, 3);
    expect(r.damage).toEqual([1]);
    expect(r.slain).toEqual([1, 0, 0]);
    expect(r.expectedDamage).toBe(0);
    expect(r.destroyed).toBe(0);
    expect(r.maxDamage).toBe(0);
    expect(r.maxSlain).toBe(0);
  });

  it('beside a weapon that can: the pool is the other weapon alone', () => {
    // one attack hitting on 4+, wounding on 4+, no save, damage 1 (as above: 1/4), with a weapon that never hits
    const never = { models: 2, attacks: 'D3+1', hit: 6, hitModifier: -1, wound: 2, rend: 0, damage: 2 } as const;
    const other = { models: 1, attacks: 1, hit: 4, wound: 4, rend: 0, damage: 1 } as const;
    const target = { models: 2, health: 1, save: null };
    const r = run([never, other], target, 3);
    expect(r.damage).toHaveLength(2);
    expect(r.damage[0]).toBeCloseTo(3 / 4, 15);
    expect(r.damage[1]).toBeCloseTo(1 / 4, 15);
    // not merely close: the weapon that never hits adds exactly nothing
    expect(r.damage).toEqual(run(other, target, 3).damage);
    expect(r.maxDamage).toBe(1);
  });
});
