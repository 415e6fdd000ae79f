// What allocateDamage, healUnit and combatTargetOf say about bad input: the exact field, the allowed range and the value
// given (docs/errors.md, combat/invalid-target), and the boundaries of each range.
import { describe, expect, it } from 'vitest';
import { allocateDamage, combatTargetOf, healUnit } from '../../../src/sim.js';

const unit = { models: 3, health: 2, damageTaken: 0 };
const refusal = (r: { ok: boolean; violations?: readonly { code: string; message: string; path?: readonly (string | number)[] }[] }) => {
  expect(r.ok).toBe(false);
  return (r.violations ?? []).map((v) => ({ code: v.code, message: v.message, path: v.path }));
};
const target = (message: string, ...path: string[]) => ({ code: 'combat/invalid-target', message, path });

describe('allocateDamage and healUnit: bad units', () => {
  it('refuses what is not an object with one violation at `unit`', () => {
    for (const bad of [null, 'x', 3, []]) {
      expect(refusal(allocateDamage(bad as never, 1))).toEqual([target('A unit is an object { models, health, damageTaken }.', 'unit')]);
      expect(refusal(healUnit(bad as never, 1))).toEqual([target('A unit is an object { models, health, damageTaken }.', 'unit')]);
    }
  });
  it('refuses a unit whose fields cannot be read, saying so', () => {
    const throwing = Object.defineProperty({ health: 2, damageTaken: 0 }, 'models', {
      get() {
        throw new Error('no');
      },
    });
    expect(refusal(allocateDamage(throwing as never, 1))).toEqual([
      target('The unit could not be read: a getter or a Proxy trap threw. Give a plain object { models, health, damageTaken }.', 'unit'),
    ]);
  });
  it('needs at least one model to take damage; healing accepts a unit with none left', () => {
    expect(refusal(allocateDamage({ models: 0, health: 2, damageTaken: 0 }, 1))).toEqual([target('Models must be a whole number from 1 to 1000, not 0.', 'unit', 'models')]);
    expect(allocateDamage({ models: 1, health: 2, damageTaken: 0 }, 1)).toEqual({ ok: true, slain: 0, destroyed: false, after: { models: 1, health: 2, damageTaken: 1 } });
    expect(healUnit({ models: 0, health: 2, damageTaken: 0 }, 1)).toEqual({ ok: true, unit: { models: 0, health: 2, damageTaken: 0 }, healed: 0 });
    expect(refusal(healUnit({ models: -1, health: 2, damageTaken: 0 }, 1))).toEqual([target('Models must be a whole number from 0 to 1000, not -1.', 'unit', 'models')]);
    expect(refusal(allocateDamage({ models: 1001, health: 2, damageTaken: 0 }, 1))).toEqual([target('Models must be a whole number from 1 to 1000, not 1001.', 'unit', 'models')]);
  });
  it('checks Health from 1 to 100 and shows the value given (a text quoted and cut, an object named)', () => {
    expect(refusal(allocateDamage({ models: 1, health: 0, damageTaken: 0 }, 1))).toEqual([target('Health must be a whole number from 1 to 100, not 0.', 'unit', 'health')]);
    expect(refusal(allocateDamage({ models: 1, health: '2' as never, damageTaken: 0 }, 1))).toEqual([target('Health must be a whole number from 1 to 100, not "2".', 'unit', 'health')]);
    expect(refusal(allocateDamage({ models: 1, health: 'x'.repeat(50) as never, damageTaken: 0 }, 1))).toEqual([target(`Health must be a whole number from 1 to 100, not "${'x'.repeat(40)}".`, 'unit', 'health')]);
    expect(refusal(allocateDamage({ models: 1, health: {} as never, damageTaken: 0 }, 1))).toEqual([target('Health must be a whole number from 1 to 100, not an object.', 'unit', 'health')]);
    expect(refusal(allocateDamage({ models: 1, health: null as never, damageTaken: 0 }, 1))).toEqual([target('Health must be a whole number from 1 to 100, not null.', 'unit', 'health')]);
    expect(allocateDamage({ models: 1, health: 100, damageTaken: 0 }, 100)).toEqual({ ok: true, slain: 1, destroyed: true, after: { models: 0, health: 100, damageTaken: 0 } });
  });
  it('puts damage taken on one model: at most Health − 1', () => {
    expect(allocateDamage({ models: 2, health: 3, damageTaken: 2 }, 1)).toEqual({ ok: true, slain: 1, destroyed: false, after: { models: 1, health: 3, damageTaken: 0 } });
    expect(refusal(allocateDamage({ models: 2, health: 3, damageTaken: 3 }, 1))).toEqual([target('Damage taken sits on one model: a whole number from 0 to 2, not 3.', 'unit', 'damageTaken')]);
    expect(refusal(healUnit({ models: 2, health: 3, damageTaken: -1 }, 1))).toEqual([target('Damage taken sits on one model: a whole number from 0 to 2, not -1.', 'unit', 'damageTaken')]);
    // every bad field is reported at once
    expect(refusal(allocateDamage({ models: 0, health: 0, damageTaken: 0 }, -1)).map((v) => v.path)).toEqual([['unit', 'models'], ['unit', 'health'], ['points']]);
  });
  it('reads a damage taken of -0 as 0', () => {
    const r = healUnit({ models: 1, health: 2, damageTaken: -0 }, 0);
    expect(r.ok && Object.is(r.unit.damageTaken, 0) && Object.is(r.healed, 0)).toBe(true);
  });
});

describe('allocateDamage and healUnit: bad amounts', () => {
  it('refuses a damage pool that is not a whole number from 0 to 1,000,000, at `points`', () => {
    expect(refusal(allocateDamage(unit, 1.5))).toEqual([target('A damage pool is a whole number of points from 0 to 1,000,000, not 1.5.', 'points')]);
    expect(allocateDamage(unit, 0)).toEqual({ ok: true, slain: 0, destroyed: false, after: unit });
  });
  it('refuses a Heal (X) that is not a whole number from 0 to 1,000,000, at `amount`', () => {
    expect(refusal(healUnit(unit, -1))).toEqual([target('Heal (X) takes a whole number from 0 to 1,000,000, not -1.', 'amount')]);
    expect(healUnit({ models: 3, health: 2, damageTaken: 1 }, 1_000_000)).toEqual({ ok: true, unit: { models: 3, health: 2, damageTaken: 0 }, healed: 1 });
  });
});

describe('combatTargetOf', () => {
  it('says which argument is not an object', () => {
    expect(() => combatTargetOf(null as never, { save: 4 })).toThrow(/^combatTargetOf: the unit is a unit of a battle state/);
    expect(() => combatTargetOf(5 as never, { save: 4 })).toThrow(/^combatTargetOf: the unit is a unit of a battle state/);
    expect(() => combatTargetOf({ modelsRemaining: 1, wounds: 1 }, null as never)).toThrow(/^combatTargetOf: the defence is an object/);
    expect(() => combatTargetOf({ modelsRemaining: 1, wounds: 1 }, 'x' as never)).toThrow(/^combatTargetOf: the defence is an object/);
    const throwing = Object.defineProperty({ wounds: 1 }, 'modelsRemaining', {
      get() {
        throw new TypeError('no');
      },
    });
    expect(() => combatTargetOf(throwing as never, { save: 4 })).toThrow(/^combatTargetOf: the unit or the defence could not be read/);
  });
  it("reads a battle unit's Wounds from its definition, and every field of the defence", () => {
    const battleUnit = { modelsRemaining: 4, def: { wounds: 3 } };
    expect(combatTargetOf(battleUnit as never, { save: 5, ward: 6, saveModifier: -1, damageTaken: 2 })).toStrictEqual({ models: 4, health: 3, save: 5, ward: 6, saveModifier: -1, damageTaken: 2 });
  });
  it('leaves out the re-rolls and Ethereal when not given', () => {
    const t = combatTargetOf({ modelsRemaining: 1, wounds: 1 }, { save: null });
    expect(Object.keys(t).sort()).toEqual(['damageTaken', 'health', 'models', 'save', 'saveModifier', 'ward']);
    expect(Object.keys(combatTargetOf({ modelsRemaining: 1, wounds: 1 }, { save: null, rerollSave: 'all', ethereal: false })).sort()).toEqual(['damageTaken', 'ethereal', 'health', 'models', 'rerollSave', 'save', 'saveModifier', 'ward']);
  });
});
