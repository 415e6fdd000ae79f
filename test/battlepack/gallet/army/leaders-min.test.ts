import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

// ghb 2022 s1, "Battlefield Roles": at least 1 Leader at both points limits
describe('army/leaders-min', () => {
  it('refuses an army without a Leader', () => {
    const r = legal(1000, [unit('chap', { roles: ['other'] })], { general: 'chap' });
    r.units = r.units.filter((u) => u.id !== 'hero');
    const vs = validateRoster(r, { pointsLimit: 1000 });
    expect(only(vs, 'army/leaders-min').message).toMatch(/0 Leader units.*at least 1/);
    expect(vs.map((v) => v.code)).toEqual(['army/leaders-min', 'army/general-not-leader']);
  });

  it('accepts an army with one Leader', () => {
    expect(codes(legal(1000), 1000)).toEqual([]);
  });

  it('counts an allied Leader toward the minimum (ruling gallet-army/leaders-min-all)', () => {
    const r = legal(1000, [unit('ally-hero', { roles: ['leader'], ally: true, faction: 'Cities of Sigmar', models: 1 })], { general: 'ally-hero' });
    r.units = r.units.filter((u) => u.id !== 'hero');
    expect(codes(r, 1000)).toEqual([]);
  });
});
