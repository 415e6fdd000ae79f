import { describe, expect, it } from 'vitest';
import { validateUnitsAddedDuringBattle } from '../../../../src/battlepack/gallet/army.js';

const u = (id: string, owner: string, name: string, unique = false) => ({ id, owner, name, unique });

// ghb 2022 s1, FAQ 1: units added once the battle has started ignore the army limits, except the Unique limit
describe('validateUnitsAddedDuringBattle', () => {
  const existing = [u('brodd', 'ann', 'King Brodd', true), u('g1', 'ann', 'Mancrusher Gargants'), u('nagash', 'bob', 'Nagash', true)];

  it('refuses a second copy of a Unique unit in the same army', () => {
    const vs = validateUnitsAddedDuringBattle(existing, [u('brodd-2', 'ann', 'king  brodd', true)]);
    expect(vs).toHaveLength(1);
    expect(vs[0]).toMatchObject({ code: 'army/unique-repeated', path: ['data', 'units', 0], ref: 'brodd-2' });
  });

  it('counts a Unique unit that was destroyed earlier (ruling gallet-army/unique-during-battle)', () => {
    const destroyed = [{ ...u('gotrek', 'ann', 'Gotrek', true), status: 'destroyed' }];
    expect(validateUnitsAddedDuringBattle(destroyed, [u('gotrek-2', 'ann', 'Gotrek', true)]).map((v) => v.code)).toEqual(['army/unique-repeated']);
  });

  it('refuses two copies of a Unique unit added together', () => {
    expect(validateUnitsAddedDuringBattle([], [u('x1', 'ann', 'Gotrek', true), u('x2', 'ann', 'Gotrek', true)]).map((v) => v.path)).toEqual([['data', 'units', 1]]);
  });

  it('accepts the same Unique unit in the other army, non-Unique repeats, and a new Unique unit', () => {
    expect(validateUnitsAddedDuringBattle(existing, [u('nagash-ann', 'ann', 'Nagash', true), u('g2', 'ann', 'Mancrusher Gargants'), u('brodd-bob', 'bob', 'King Brodd', true)])).toEqual([]);
  });

  it('ignores every other limit: any number of Behemoths, Leaders or Artillery may be added', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ id: `m${i}`, owner: 'ann', name: 'Megaboss on Maw-krusha', roles: ['leader', 'behemoth'] }));
    expect(validateUnitsAddedDuringBattle(existing, many)).toEqual([]);
  });
});
