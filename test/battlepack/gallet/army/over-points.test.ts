import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

// ghb 2022 s1, "1. Points Limit": the army must fit in the agreed points
describe('army/over-points', () => {
  it('accepts an army that spends exactly the limit', () => {
    // legal(1000) costs 300 (3 units × 100); fill up to 1000 with units, an endless spell and nothing else
    const r = legal(1000, [unit('big', { points: 600 })], { endlessSpells: [{ name: 'Everblaze Comet', points: 100 }] });
    expect(validateRoster(r, { pointsLimit: 1000 })).toEqual([]);
  });

  it('refuses one point over, counting endless spells and invocations', () => {
    const r = legal(1000, [unit('big', { points: 600 })], { endlessSpells: [{ name: 'Everblaze Comet', points: 101 }] });
    const v = only(validateRoster(r, { pointsLimit: 1000 }), 'army/over-points');
    expect(v.message).toMatch(/1001 points, 1 more than the 1000-point limit/);
    expect(codes(r, 1000)).toEqual(['army/over-points']);
  });

  it('judges the same army against the limit agreed for the battle', () => {
    const r = legal(1000, [unit('big', { points: 800 })]);
    expect(codes(r, 1000)).toEqual(['army/over-points']);
    expect(codes(legal(2000, [unit('big', { points: 800 })]), 2000)).toEqual([]);
  });
});
