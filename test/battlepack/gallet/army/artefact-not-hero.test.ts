// covers: gallet/enhancements
import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

// core rules 27.3.3 (quoted in the seed): an artefact of power is given to a HERO
describe('army/artefact-not-hero', () => {
  it('refuses an artefact given to a unit without the HERO keyword', () => {
    const r = legal(1000, [], { enhancements: [{ kind: 'artefact', name: 'Amulet of Destiny', unit: 'line-1' }] });
    const v = only(validateRoster(r, { pointsLimit: 1000 }), 'army/artefact-not-hero');
    expect(v.path).toEqual(['enhancements', 0, 'unit']);
    expect(v.ref).toBe('line-1');
  });

  it('accepts it on a HERO (the keyword in any case)', () => {
    const r = legal(1000, [unit('knight', { name: 'Knight-Arcanum', roles: ['leader'], wounds: 5, models: 1, keywords: ['Hero', 'WIZARD'] })], {
      enhancements: [{ kind: 'artefact', name: 'Amulet of Destiny', unit: 'knight' }],
    });
    expect(codes(r, 1000)).toEqual([]);
  });
});
