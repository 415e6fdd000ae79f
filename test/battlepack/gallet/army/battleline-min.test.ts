import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

// ghb 2022 s1, "Battlefield Roles", "Allied Units", "Coalition Units": at least 2 (1000) / 3 (2000) Battleline,
// allies and coalition units not counted
describe('army/battleline-min', () => {
  it('accepts the minimum number of Battleline units', () => {
    expect(codes(legal(1000), 1000)).toEqual([]);
    expect(codes(legal(2000), 2000)).toEqual([]);
  });

  it('refuses one Battleline unit too few', () => {
    const r = legal(2000);
    r.units = r.units.filter((u) => u.id !== 'line-3');
    const v = only(validateRoster(r, { pointsLimit: 2000 }), 'army/battleline-min');
    expect(v.message).toMatch(/2 Battleline units.*at least 3/);
  });

  it('does not count allied or coalition Battleline units', () => {
    const r = legal(1000, [unit('ally-line', { roles: ['battleline'], ally: true, faction: 'X' }), unit('coal-line', { roles: ['battleline'], coalition: true })]);
    r.units = r.units.filter((u) => u.id !== 'line-2');
    expect(codes(r, 1000)).toEqual(['army/battleline-min']);
  });

  it('counts a Battleline-Behemoth as Battleline', () => {
    const r = legal(1000, [unit('gargant', { roles: ['battleline', 'behemoth'], models: 1, wounds: 12 })]);
    r.units = r.units.filter((u) => u.id !== 'line-2');
    expect(codes(r, 1000)).toEqual([]);
  });
});
