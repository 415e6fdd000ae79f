// covers: gallet/enhancements
import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

const hero = (id: string) => unit(id, { name: id, roles: ['leader'], wounds: 5, models: 1, keywords: ['HERO'] });

// core rules 27.3.3 (quoted in the seed): an army cannot include duplicates of the same artefact of power
describe('army/artefact-duplicate', () => {
  it('refuses the same artefact on two HEROES (names compared as names are)', () => {
    const r = legal(2000, [hero('h1'), hero('h2')], {
      enhancements: [
        { kind: 'artefact', name: 'Amulet of Destiny', unit: 'h1' },
        { kind: 'artefact', name: ' amulet  of DESTINY', unit: 'h2' },
      ],
    });
    const v = only(validateRoster(r, { pointsLimit: 2000 }), 'army/artefact-duplicate');
    expect(v.path).toEqual(['enhancements', 1, 'name']);
  });

  it('accepts an artefact and a command trait of the same name (different kinds of enhancement)', () => {
    const r = legal(2000, [hero('h1')], {
      general: 'h1',
      enhancements: [
        { kind: 'artefact', name: 'Inspiring', unit: 'h1' },
        { kind: 'command-trait', name: 'Inspiring', unit: 'h1' },
      ],
    });
    expect(codes(r, 2000)).toEqual([]);
  });
});
