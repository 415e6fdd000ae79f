import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

// roster structure: every unit needs its own id (battalions and the general refer to units by id)
describe('army/duplicate-unit-id', () => {
  it('refuses two units with the same id', () => {
    const v = only(validateRoster(legal(1000, [unit('line-1')]), { pointsLimit: 1000 }), 'army/duplicate-unit-id');
    expect(v.path).toEqual(['units', 3, 'id']);
  });

  it('accepts distinct ids even for units with the same name', () => {
    expect(codes(legal(1000, [unit('line-3', { name: 'Liberators' })]), 1000)).toEqual([]);
  });
});
