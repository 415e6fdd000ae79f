// covers: gallet/enhancements
import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

// core rules 27.3.2 (quoted in the seed): command traits can only be given to a general that is a HERO
describe('army/command-trait-not-hero', () => {
  it('refuses a command trait for a general without the HERO keyword (a Leader that is a monster, say)', () => {
    // the legal roster's general, "hero", is a Leader without the HERO keyword
    const r = legal(1000, [], { enhancements: [{ kind: 'command-trait', name: 'Mighty Warleader', unit: 'hero' }] });
    const v = only(validateRoster(r, { pointsLimit: 1000 }), 'army/command-trait-not-hero');
    expect(v.path).toEqual(['enhancements', 0, 'unit']);
  });

  it('accepts it when the general is a HERO', () => {
    const r = legal(1000, [], { enhancements: [{ kind: 'command-trait', name: 'Mighty Warleader', unit: 'hero' }] });
    const units = (r.units ?? []).map((u) => (u.id === 'hero' ? { ...u, keywords: ['HERO'] } : u));
    expect(codes({ ...r, units }, 1000)).toEqual([]);
  });
});
