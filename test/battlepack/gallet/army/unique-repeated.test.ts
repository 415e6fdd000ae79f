import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

// ghb 2022 s1, FAQ 1: never more than one of the same Unique unit
describe('army/unique-repeated', () => {
  const krondys = (id: string) => unit(id, { name: 'Krondys, Son of Dracothion', roles: ['leader', 'behemoth'], models: 1, wounds: 20, unique: true });

  it('refuses the same Unique unit twice', () => {
    const vs = validateRoster(legal(2000, [krondys('k1'), krondys('k2')]), { pointsLimit: 2000 });
    const v = only(vs, 'army/unique-repeated');
    expect(v.path).toEqual(['units', 5]);
    expect(v.ref).toBe('k2');
  });

  it('accepts one of each Unique unit, and repeated non-Unique units', () => {
    expect(codes(legal(2000, [krondys('k1'), unit('v', { name: 'Yndrasta', unique: true, models: 1, roles: ['leader'] })]), 2000)).toEqual([]);
    expect(codes(legal(2000), 2000)).toEqual([]); // three non-Unique "Liberators"
  });
});
