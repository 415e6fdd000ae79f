import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

const leaders = (n: number, over: Parameters<typeof unit>[1] = {}) =>
  Array.from({ length: n }, (_, i) => unit(`extra-leader-${i}`, { roles: ['leader'], models: 1, wounds: 5, ...over }));

// ghb 2022 s1, "Battlefield Roles": at most 3 (1000) / 6 (2000) Leaders
describe('army/leaders-max', () => {
  it('accepts the maximum number of Leaders', () => {
    expect(codes(legal(1000, leaders(2)), 1000)).toEqual([]);
    expect(codes(legal(2000, leaders(5)), 2000)).toEqual([]);
  });

  it('refuses one Leader too many', () => {
    const v = only(validateRoster(legal(1000, leaders(3)), { pointsLimit: 1000 }), 'army/leaders-max');
    expect(v.message).toMatch(/4 Leader units.*at most 3/);
    expect(codes(legal(2000, leaders(6)), 2000)).toEqual(['army/leaders-max']);
  });

  it('counts allied and coalition Leaders toward the maximum', () => {
    expect(codes(legal(1000, [unit('l1', { roles: ['leader'], ally: true, faction: 'X', points: 50 }), unit('l2', { roles: ['leader'], coalition: true })]), 1000)).toEqual([]);
    const r = legal(1000, [unit('l1', { roles: ['leader'], ally: true, faction: 'X', points: 50 }), unit('l2', { roles: ['leader'], coalition: true }), unit('l3', { roles: ['leader'], ally: true, points: 50 })]);
    expect(codes(r, 1000)).toEqual(['army/leaders-max']);
  });

  it('counts a Leader-Behemoth as a Leader and as a Behemoth', () => {
    const lb = (id: string) => unit(id, { roles: ['leader', 'behemoth'], models: 1, wounds: 20 });
    // 1 + 2 Leaders, 2 Behemoths: legal at 1000
    expect(codes(legal(1000, [lb('m1'), lb('m2')]), 1000)).toEqual([]);
    // 1 + 3 Leaders, 3 Behemoths: both maxima broken
    expect(codes(legal(1000, [lb('m1'), lb('m2'), lb('m3')]), 1000)).toEqual(['army/leaders-max', 'army/behemoths-max']);
  });
});
