import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, attackDistribution, rollAttack, type AttackProfile, type CombatTarget } from '../../../src/sim.js';
import { params } from './support.js';

// Impossible profiles are refused with combat/… violations (never thrown, never NaN); see docs/errors.md
const attack: AttackProfile = { models: 5, attacks: 2, hit: 3, wound: 4, rend: 1, damage: 'D3' };
const target: CombatTarget = { models: 5, health: 2, save: 4, ward: 6 };

function refused(a: unknown, t: unknown, options: unknown = { edition: 4 }): { code: string; path: readonly (string | number)[] | undefined }[] {
  const r = attackDistribution(a as AttackProfile, t as CombatTarget, options as { edition: 4 });
  if (r.ok) throw new Error('accepted');
  return r.violations.map((v) => ({ code: v.code, path: v.path }));
}

describe('bad input', () => {
  it.each([
    ['hit 0+', { ...attack, hit: 0 }, 'hit'],
    ['hit 7+', { ...attack, hit: 7 }, 'hit'],
    ['negative models', { ...attack, models: -3 }, 'models'],
    ['no models', { ...attack, models: 0 }, 'models'],
    ['fractional wound', { ...attack, wound: 3.5 }, 'wound'],
    ['NaN rend', { ...attack, rend: Number.NaN }, 'rend'],
    ['negative rend', { ...attack, rend: -1 }, 'rend'],
    ['infinite modifier', { ...attack, hitModifier: Number.POSITIVE_INFINITY }, 'hitModifier'],
    ['unknown crit', { ...attack, crit: 'exploding' }, 'crit'],
  ])('%s is refused (combat/invalid-attack)', (_name, a, field) => {
    expect(refused(a, target)).toEqual([{ code: 'combat/invalid-attack', path: ['attack', field] }]);
  });

  it('bad dice in a profile point at the field', () => {
    expect(refused({ ...attack, damage: 'D7' }, target)).toEqual([{ code: 'combat/invalid-dice', path: ['attack', 'damage'] }]);
    expect(refused([attack, { ...attack, attacks: -2 }], target)).toEqual([{ code: 'combat/invalid-dice', path: ['attack', 1, 'attacks'] }]);
  });

  it.each([
    ['no models', { ...target, models: 0 }, 'models'],
    ['health 0', { ...target, health: 0 }, 'health'],
    ['save 0+', { ...target, save: 0 }, 'save'],
    ['ward 1+', { ...target, ward: 1 }, 'ward'],
    ['damage taken of a whole model', { ...target, damageTaken: 2 }, 'damageTaken'],
    ['negative damage taken', { ...target, damageTaken: -1 }, 'damageTaken'],
  ])('a target with %s is refused (combat/invalid-target)', (_name, t, field) => {
    expect(refused(attack, t)).toEqual([{ code: 'combat/invalid-target', path: ['target', field] }]);
  });

  it('the edition must be given: 3 or 4 (combat/invalid-options)', () => {
    expect(refused(attack, target, {})).toEqual([{ code: 'combat/invalid-options', path: ['options', 'edition'] }]);
    expect(refused(attack, target, null)).toEqual([{ code: 'combat/invalid-options', path: ['options', 'edition'] }]);
    expect(refused(attack, target, { edition: 5 })).toEqual([{ code: 'combat/invalid-options', path: ['options', 'edition'] }]);
  });

  it('an attack too large to compute exactly is refused (combat/too-large)', () => {
    expect(refused({ ...attack, models: 1000, attacks: 20, damage: '2D6', crit: '2-hits' }, target)).toEqual([{ code: 'combat/too-large', path: ['attack'] }]);
  });

  it('rolling needs a generator and the target unit id', () => {
    const r = rollAttack(attack, target, { edition: 4, unit: '' } as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations.map((v) => v.path?.join('.'))).toEqual(['options.rng', 'options.unit']);
    expect(rollAttack(attack, target, { edition: 4, rng: createRng(1), unit: 'x' }).ok).toBe(true);
  });

  it('never throws and never gives NaN, whatever the numbers', () => {
    const anyNumber = fc.oneof(fc.integer({ min: -3, max: 10 }), fc.double(), fc.constant(Number.NaN));
    fc.assert(
      fc.property(
        fc.record({ models: anyNumber, attacks: fc.oneof(anyNumber, fc.string()), hit: anyNumber, wound: anyNumber, rend: anyNumber, damage: fc.oneof(anyNumber, fc.constantFrom('D3', 'D6+1', '2D6', 'Q')) }),
        fc.record({ models: anyNumber, health: anyNumber, save: anyNumber, ward: anyNumber, damageTaken: anyNumber }),
        (a, t) => {
          const r = attackDistribution(a as AttackProfile, t as CombatTarget, { edition: 4 });
          if (!r.ok) return r.violations.length > 0 && r.violations.every((v) => v.code.startsWith('combat/'));
          return [...r.damage, ...r.slain, r.expectedDamage, r.expectedSlain].every(Number.isFinite);
        },
      ),
      params(200),
    );
  });
});
