import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttackProfile, CombatTarget } from '../../../src/sim.js';
import { arbAttack, arbEdition, arbTarget, asMap, dominates, enumeratePaths, exact, maxDiff, naiveAttack, params, type NaiveAttack } from './support.js';

// Properties of the exact distributions over generated profiles (COMBAT_RUNS runs each; PROPERTY_RUNS raises it)
const arbProblem = arbEdition.chain((edition) => fc.record({ edition: fc.constant(edition), attack: arbAttack(edition), target: arbTarget }));

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);

/** The mean of a weapon's pool, by linearity, computed apart from the library: E[attacks] × E[damage per attack]. */
function meanByLinearity(a: AttackProfile, t: CombatTarget, edition: 3 | 4): number {
  const diceMean = (v: number | string | object): number => {
    if (typeof v === 'number') return v;
    const m = /^(\d*)D(3|6)(?:\+(\d+))?$/.exec(String(v));
    if (m === null) throw new Error(String(v));
    return (m[1] === '' ? 1 : Number(m[1])) * (m[2] === '3' ? 2 : 3.5) + Number(m[3] ?? 0);
  };
  const cap = (x: number): number => Math.max(-1, Math.min(1, x));
  const count = (need: number, mod: number, from = 2, to = 6): number => {
    let n = 0;
    for (let u = from; u <= to; u++) if (u + mod >= need) n++;
    return n / 6;
  };
  const hm = cap(a.hitModifier ?? 0);
  const normal = edition === 4 ? count(a.hit, hm, 2, 5) : count(a.hit, hm);
  const crit = edition === 4 ? 1 / 6 : 0;
  const w = count(a.wound, cap(a.woundModifier ?? 0));
  // FACTS §9: a positive save modifier counts as +1 at most, a negative one in full
  const s = t.save === null || t.save === undefined ? 1 : 1 - count(t.save, Math.min(1, t.saveModifier ?? 0) - (a.rend ?? 0));
  const keep = t.ward === null || t.ward === undefined ? 1 : (t.ward - 1) / 6;
  const dmg = diceMean(a.damage) * keep;
  const critMean = { none: w * s, '2-hits': 2 * w * s, 'auto-wound': s, mortal: 1 }[a.crit ?? 'none'];
  return a.models * diceMean(a.attacks) * (normal * w * s + crit * critMean) * dmg;
}

describe('exact distributions: properties', () => {
  it('probabilities sum to 1 within 1e-12, none is negative, and the means agree with linearity', () => {
    fc.assert(
      fc.property(arbProblem, ({ edition, attack, target }) => {
        const d = exact(attack, target, edition);
        expect(Math.abs(sum(d.damage) - 1)).toBeLessThan(1e-12);
        expect(Math.abs(sum(d.slain) - 1)).toBeLessThan(1e-12);
        expect(d.damage.every((p) => p >= 0) && d.slain.every((p) => p >= 0)).toBe(true);
        expect(d.slain.length).toBe(target.models + 1);
        const mean = meanByLinearity(attack, target, edition);
        expect(Math.abs(d.expectedDamage - mean)).toBeLessThan(1e-9 * Math.max(1, mean));
      }),
      params(),
    );
  });

  it('a better save never increases damage or models slain (first-order stochastic dominance)', () => {
    fc.assert(
      fc.property(arbProblem, fc.integer({ min: 2, max: 6 }), ({ edition, attack, target }, save) => {
        const worse = exact(attack, { ...target, save: save === 6 ? null : save + 1 }, edition);
        const better = exact(attack, { ...target, save }, edition);
        expect(dominates(worse.damage, better.damage)).toBe(true);
        expect(dominates(worse.slain, better.slain)).toBe(true);
      }),
      params(),
    );
  });

  it('a better ward never increases damage or models slain', () => {
    fc.assert(
      fc.property(arbProblem, fc.integer({ min: 2, max: 6 }), ({ edition, attack, target }, ward) => {
        const worse = exact(attack, { ...target, ward: ward === 6 ? null : ward + 1 }, edition);
        const better = exact(attack, { ...target, ward }, edition);
        expect(dominates(worse.damage, better.damage)).toBe(true);
        expect(dominates(worse.slain, better.slain)).toBe(true);
      }),
      params(),
    );
  });

  it('more attacks (one more model, or one more attack each) never decrease damage or models slain', () => {
    fc.assert(
      fc.property(arbProblem, fc.boolean(), ({ edition, attack, target }, moreModels) => {
        const more: AttackProfile = moreModels ? { ...attack, models: attack.models + 1 } : { ...attack, attacks: typeof attack.attacks === 'number' ? attack.attacks + 1 : `${String(attack.attacks)}+1` };
        const base = exact(attack, target, edition);
        const plus = exact(more, target, edition);
        expect(dominates(plus.damage, base.damage)).toBe(true);
        expect(dominates(plus.slain, base.slain)).toBe(true);
        expect(plus.expectedDamage).toBeGreaterThanOrEqual(base.expectedDamage - 1e-12);
      }),
      params(),
    );
  });

  it('the dominance check can fail: a worse save is not dominated by a better one', () => {
    const attack: AttackProfile = { models: 5, attacks: 2, hit: 3, wound: 3, damage: 1 };
    const target = { models: 10, health: 1 };
    expect(dominates(exact(attack, { ...target, save: 5 }, 4).damage, exact(attack, { ...target, save: 3 }, 4).damage)).toBe(true);
    expect(dominates(exact(attack, { ...target, save: 3 }, 4).damage, exact(attack, { ...target, save: 5 }, 4).damage)).toBe(false);
  });
});

describe('exact distributions agree with a naive die-by-die enumeration (no merging)', () => {
  const arbTiny = arbEdition.chain((edition) =>
    fc.record({
      edition: fc.constant(edition),
      attack: fc.record({
        attacks: fc.integer({ min: 1, max: 2 }),
        hit: fc.integer({ min: 1, max: 6 }),
        wound: fc.integer({ min: 1, max: 6 }),
        rend: fc.integer({ min: 0, max: 2 }),
        damage: fc.constantFrom<number | 'D3'>(1, 2, 'D3'),
        crit: edition === 4 ? fc.constantFrom('none' as const, '2-hits' as const, 'auto-wound' as const, 'mortal' as const) : fc.constant('none' as const),
        hitModifier: fc.integer({ min: -2, max: 2 }),
        woundModifier: fc.integer({ min: -2, max: 2 }),
      }),
      target: fc.record({ save: fc.option(fc.integer({ min: 2, max: 6 }), { nil: null }), ward: fc.option(fc.integer({ min: 2, max: 6 }), { nil: null }), saveModifier: fc.integer({ min: -1, max: 1 }) }),
    }),
  );

  /** An upper bound on the paths of the naive program. */
  function paths(a: NaiveAttack, t: { save: number | null; ward: number | null }): number {
    const dmgFaces = a.damage === 'D3' ? 6 : 1;
    const maxDmg = a.damage === 'D3' ? 3 : a.damage;
    const perHit = 6 * (t.save === null ? 1 : 6) * dmgFaces;
    const hits = a.crit === '2-hits' ? 2 : 1;
    const perAttack = 6 * perHit ** hits;
    return perAttack ** a.attacks * (t.ward === null ? 1 : 6 ** (maxDmg * hits * a.attacks));
  }

  it('for one or two attacks of every kind', () => {
    fc.assert(
      fc.property(arbTiny, ({ edition, attack, target }) => {
        fc.pre(paths(attack, target) <= 60_000);
        const naive = enumeratePaths(naiveAttack(attack, target, edition));
        const d = exact({ models: 1, ...attack }, { models: 1, health: 100, ...target }, edition);
        expect(maxDiff(asMap(d.damage), naive)).toBeLessThan(1e-12);
      }),
      params(Math.max(50, Math.round((params().numRuns ?? 200) / 3))),
    );
  });
});
