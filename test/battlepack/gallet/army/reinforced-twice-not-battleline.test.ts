import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

// ghb 2022 s1, "Understrength and Reinforced Units": only Battleline units may be reinforced twice
describe('army/reinforced-twice-not-battleline', () => {
  it('refuses a non-Battleline unit reinforced twice', () => {
    const r = legal(2000, [unit('judicators', { name: 'Judicators', models: 15, reinforced: 2 })]);
    const v = only(validateRoster(r, { pointsLimit: 2000 }), 'army/reinforced-twice-not-battleline');
    expect(v.path).toEqual(['units', 4, 'reinforced']);
    expect(v.ref).toBe('judicators');
    expect(codes(r, 2000)).toEqual(['army/reinforced-twice-not-battleline']);
  });

  it('accepts a non-Battleline unit reinforced once and a Battleline unit reinforced twice', () => {
    expect(codes(legal(2000, [unit('judicators', { models: 10, reinforced: 1 })]), 2000)).toEqual([]);
    expect(codes(legal(2000, [unit('liberators', { roles: ['battleline'], models: 15, reinforced: 2 })]), 2000)).toEqual([]);
  });

  it('lets an allied unit with the Battleline role be reinforced twice (ruling gallet-army/ally-battleline-reinforced)', () => {
    expect(codes(legal(2000, [unit('ally-line', { roles: ['battleline'], ally: true, faction: 'X', models: 15, reinforced: 2 })]), 2000)).toEqual([]);
  });
});
