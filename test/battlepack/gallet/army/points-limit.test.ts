import { describe, expect, it } from 'vitest';
import { validateRoster, PITCHED_BATTLE_LIMITS, POINTS_LIMITS } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only } from './_roster.js';

// ghb 2022 s1, "1. Points Limit": the battle is played at 1000 or 2000 points
describe('army/points-limit', () => {
  it('refuses a points limit other than 1000 or 2000', () => {
    const vs = validateRoster(legal(2000), { pointsLimit: 1500 });
    const v = only(vs, 'army/points-limit');
    expect(v.path).toEqual(['pointsLimit']);
    expect(v.message).toMatch(/1500/);
    expect(v.message).toMatch(/1000 or 2000/);
  });

  it('skips the table limits when the points limit is not allowed, but still checks the rest', () => {
    expect(codes(legal(2000, [], { grandStrategy: 'nope' }), 250)).toEqual(['army/points-limit', 'army/over-points', 'army/grand-strategy']);
  });

  it('accepts 1000 and 2000', () => {
    expect(validateRoster(legal(1000), { pointsLimit: 1000 })).toEqual([]);
    expect(validateRoster(legal(2000), { pointsLimit: 2000 })).toEqual([]);
  });

  it('keys the limits table by exactly the allowed points limits', () => {
    expect(Object.keys(PITCHED_BATTLE_LIMITS).map(Number)).toEqual([...POINTS_LIMITS]);
    for (const p of POINTS_LIMITS) expect(PITCHED_BATTLE_LIMITS[p].pointsLimit).toBe(p);
  });
});
