// covers: gallet/enhancements
import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

const hero = (id: string) => unit(id, { name: id, roles: ['leader'], wounds: 5, models: 1, keywords: ['HERO'] });

// core rules 27.3.3 (quoted in the seed): a HERO cannot have more than 1 artefact of power
describe('army/artefact-per-hero', () => {
  it('refuses a second artefact on the same HERO', () => {
    const r = legal(2000, [hero('h1')], {
      enhancements: [
        { kind: 'artefact', name: 'Amulet of Destiny', unit: 'h1' },
        { kind: 'artefact', name: 'Obstinate Blade', unit: 'h1' },
      ],
    });
    const v = only(validateRoster(r, { pointsLimit: 2000 }), 'army/artefact-per-hero');
    expect(v.path).toEqual(['enhancements', 1, 'unit']);
  });

  it('accepts one artefact on each of two HEROES', () => {
    const r = legal(2000, [hero('h1'), hero('h2')], {
      enhancements: [
        { kind: 'artefact', name: 'Amulet of Destiny', unit: 'h1' },
        { kind: 'artefact', name: 'Obstinate Blade', unit: 'h2' },
      ],
    });
    expect(codes(r, 2000)).toEqual([]);
  });
});
