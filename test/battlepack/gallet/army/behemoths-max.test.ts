import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

const monster = (id: string, over: Parameters<typeof unit>[1] = {}) => unit(id, { roles: ['behemoth'], models: 1, wounds: 14, ...over });

// ghb 2022 s1, "Battlefield Roles": at most 2 (1000) / 4 (2000) Behemoths; allies and coalition units count;
// a Battleline-Behemoth does not
describe('army/behemoths-max', () => {
  it('accepts the maximum', () => {
    expect(codes(legal(1000, [monster('m1'), monster('m2')]), 1000)).toEqual([]);
    expect(codes(legal(2000, [monster('m1'), monster('m2'), monster('m3'), monster('m4')]), 2000)).toEqual([]);
  });

  it('refuses one too many', () => {
    const v = only(validateRoster(legal(1000, [monster('m1'), monster('m2'), monster('m3')]), { pointsLimit: 1000 }), 'army/behemoths-max');
    expect(v.message).toMatch(/3 Behemoth units.*at most 2/);
  });

  it('counts allied and coalition Behemoths', () => {
    expect(codes(legal(1000, [monster('m1'), monster('a1', { ally: true, faction: 'X', points: 150 }), monster('c1', { coalition: true })]), 1000)).toEqual(['army/behemoths-max']);
  });

  it('does not count Battleline-Behemoths toward the maximum', () => {
    const bb = (id: string) => unit(id, { roles: ['battleline', 'behemoth'], models: 1, wounds: 12 });
    expect(codes(legal(1000, [monster('m1'), monster('m2'), bb('g1'), bb('g2'), bb('g3')]), 1000)).toEqual([]);
  });
});
