import { describe, expect, it } from 'vitest';
import { allocateDamage, healUnit } from '../../../src/sim.js';
import { exact } from './support.js';

// FACTS §9: damage points go to one model until it is slain, then to the next (ruling sim/damage-allocation)
describe('damage allocation', () => {
  it('spills over from model to model', () => {
    const r = allocateDamage({ models: 5, health: 2, damageTaken: 0 }, 5);
    expect(r).toEqual({ ok: true, slain: 2, destroyed: false, after: { models: 3, health: 2, damageTaken: 1 } });
  });

  it('tops up the wounded model first', () => {
    const r = allocateDamage({ models: 3, health: 3, damageTaken: 2 }, 1);
    expect(r).toMatchObject({ ok: true, slain: 1, after: { models: 2, damageTaken: 0 } });
    // without the earlier damage the same point slays no one
    expect(allocateDamage({ models: 3, health: 3, damageTaken: 0 }, 1)).toMatchObject({ slain: 0, after: { damageTaken: 1 } });
  });

  it('points left after the last model is slain have no effect (core 4e 18.4)', () => {
    const r = allocateDamage({ models: 2, health: 3, damageTaken: 0 }, 50);
    expect(r).toEqual({ ok: true, slain: 2, destroyed: true, after: { models: 0, health: 3, damageTaken: 0 } });
  });

  it('models slain in the distribution follow the pool: damage taken shifts them', () => {
    const attack = { models: 1, attacks: 1, hit: 2, wound: 2, damage: 1 };
    const fresh = exact(attack, { models: 2, health: 2 }, 3);
    const hurt = exact(attack, { models: 2, health: 2, damageTaken: 1 }, 3);
    expect(fresh.slain[1] ?? 0).toBe(0);
    expect(hurt.slain[1]).toBeCloseTo(25 / 36, 14);
    expect(hurt.expectedDamage).toBeCloseTo(fresh.expectedDamage, 15);
  });

  it('a unit of single-Health models loses one model per point, up to its size', () => {
    const d = exact({ models: 4, attacks: 3, hit: 3, wound: 3, damage: 1 }, { models: 5, health: 1 }, 3);
    // slain = min(5, damage)
    for (let k = 0; k < 5; k++) expect(d.slain[k]).toBeCloseTo(d.damage[k] ?? 0, 14);
    expect(d.slain[5]).toBeCloseTo(d.damage.slice(5).reduce((s, p) => s + p, 0), 14);
    expect(d.destroyed).toBe(d.slain[5]);
  });
});

// core 4e 21.0: Heal (X) removes damage points; only the wounded model has any (ruling sim/healing)
describe('healing', () => {
  it('removes damage points from the wounded model', () => {
    expect(healUnit({ models: 4, health: 3, damageTaken: 2 }, 1)).toEqual({ ok: true, unit: { models: 4, health: 3, damageTaken: 1 }, healed: 1 });
  });

  it('never returns a slain model: excess healing is lost', () => {
    expect(healUnit({ models: 2, health: 3, damageTaken: 1 }, 5)).toEqual({ ok: true, unit: { models: 2, health: 3, damageTaken: 0 }, healed: 1 });
    expect(healUnit({ models: 2, health: 3, damageTaken: 0 }, 2)).toMatchObject({ ok: true, healed: 0 });
  });

  it('refuses a negative or fractional heal', () => {
    for (const bad of [-1, 0.5, Number.NaN]) {
      const r = healUnit({ models: 2, health: 3, damageTaken: 1 }, bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.violations[0]?.code).toBe('combat/invalid-target');
    }
  });
});
