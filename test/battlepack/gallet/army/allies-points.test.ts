import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

const ally = (id: string, points: number) => unit(id, { points, ally: true, faction: 'Cities of Sigmar' });

// ghb 2022 s1, "Allied Units": at most 200 (1000) / 400 (2000) points on allies
describe('army/allies-points', () => {
  it('accepts allies up to the cap', () => {
    expect(codes(legal(1000, [ally('a1', 120), ally('a2', 80)]), 1000)).toEqual([]);
    expect(codes(legal(2000, [ally('a1', 400)]), 2000)).toEqual([]);
  });

  it('refuses allies over the cap, adding up every allied unit', () => {
    const v = only(validateRoster(legal(1000, [ally('a1', 120), ally('a2', 81)]), { pointsLimit: 1000 }), 'army/allies-points');
    expect(v.message).toMatch(/201 points/);
    expect(v.message).toMatch(/at most 200/);
    expect(codes(legal(2000, [ally('a1', 401)]), 2000)).toEqual(['army/allies-points']);
  });

  it('does not count coalition units toward the allies cap (ruling gallet-army/coalition-not-allies)', () => {
    expect(codes(legal(1000, [unit('c1', { points: 300, coalition: true, faction: 'Gloomspite Gitz' })]), 1000)).toEqual([]);
  });
});
