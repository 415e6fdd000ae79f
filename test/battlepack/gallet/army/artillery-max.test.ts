import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

const gun = (id: string, over: Parameters<typeof unit>[1] = {}) => unit(id, { roles: ['artillery'], models: 1, wounds: 6, ...over });

// ghb 2022 s1, "Battlefield Roles": at most 2 (1000) / 4 (2000) Artillery; allies and coalition units count
describe('army/artillery-max', () => {
  it('accepts the maximum', () => {
    expect(codes(legal(1000, [gun('g1'), gun('g2')]), 1000)).toEqual([]);
    expect(codes(legal(2000, [gun('g1'), gun('g2'), gun('g3'), gun('g4')]), 2000)).toEqual([]);
  });

  it('refuses one too many', () => {
    const v = only(validateRoster(legal(2000, [gun('g1'), gun('g2'), gun('g3'), gun('g4'), gun('g5')]), { pointsLimit: 2000 }), 'army/artillery-max');
    expect(v.message).toMatch(/5 Artillery units.*at most 4/);
  });

  it('counts allied and coalition Artillery', () => {
    expect(codes(legal(1000, [gun('g1'), gun('a1', { ally: true, faction: 'X' }), gun('c1', { coalition: true })]), 1000)).toEqual(['army/artillery-max']);
  });
});
