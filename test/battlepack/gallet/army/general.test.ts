import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

// ghb 2022 s1, "Battlefield Roles": the general must have the Leader role; the roster names the general
describe('army/general-not-leader', () => {
  it('refuses a general who is not a Leader', () => {
    const r = legal(1000, [unit('sergeant', { name: 'Prosecutors' })], { general: 'sergeant' });
    const v = only(validateRoster(r, { pointsLimit: 1000 }), 'army/general-not-leader');
    expect(v.path).toEqual(['general']);
    expect(v.ref).toBe('sergeant');
    expect(v.message).toMatch(/Prosecutors.*Leader/);
  });

  it('accepts a Leader general, a Leader-Behemoth included', () => {
    expect(codes(legal(1000), 1000)).toEqual([]);
    expect(codes(legal(1000, [unit('drake', { roles: ['leader', 'behemoth'], models: 1, wounds: 18 })], { general: 'drake' }), 1000)).toEqual([]);
  });
});

describe('army/general-missing and army/general-unknown', () => {
  it('refuses a roster without a general', () => {
    const r = legal(1000);
    delete r.general;
    expect(codes(r, 1000)).toEqual(['army/general-missing']);
  });

  it('refuses a general that is not a unit on the roster', () => {
    expect(codes(legal(1000, [], { general: 'ghost' }), 1000)).toEqual(['army/general-unknown']);
  });
});
