import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

// ghb 2022 s1, "Understrength and Reinforced Units": at most 2 (1000) / 4 (2000) reinforced units;
// FACTS.md §2: a unit reinforced twice counts as 2
describe('army/reinforced-max', () => {
  it('accepts the maximum, a twice-reinforced Battleline unit counting 2', () => {
    const r = legal(1000, [unit('big-line', { roles: ['battleline'], models: 15, reinforced: 2 })]);
    expect(codes(r, 1000)).toEqual([]);
    const r2 = legal(2000, [unit('a', { models: 10, reinforced: 1 }), unit('b', { models: 10, reinforced: 1 }), unit('c', { roles: ['battleline'], models: 15, reinforced: 2 })]);
    expect(codes(r2, 2000)).toEqual([]);
  });

  it('refuses one reinforcement too many', () => {
    const r = legal(1000, [unit('big-line', { roles: ['battleline'], models: 15, reinforced: 2 }), unit('a', { models: 10, reinforced: 1 })]);
    const v = only(validateRoster(r, { pointsLimit: 1000 }), 'army/reinforced-max');
    expect(v.message).toMatch(/3 reinforcements.*at most 2/);
    expect(codes(r, 2000)).toEqual([]);
  });
});
