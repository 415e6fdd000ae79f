// covers: gallet/enhancements
import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

const hero = unit('knight', { name: 'Knight-Questor', roles: ['leader'], wounds: 5, models: 1, keywords: ['HERO'] });

// core rules 27.3.2 (quoted in the seed): a command trait is given to your general
describe('army/command-trait-not-general', () => {
  it('refuses a command trait given to a HERO who is not the general', () => {
    const r = legal(1000, [hero], { enhancements: [{ kind: 'command-trait', name: 'Inspiring Presence', unit: 'knight' }] });
    const v = only(validateRoster(r, { pointsLimit: 1000 }), 'army/command-trait-not-general');
    expect(v.path).toEqual(['enhancements', 0, 'unit']);
  });

  it('accepts it on the general', () => {
    expect(codes(legal(1000, [hero], { general: 'knight', enhancements: [{ kind: 'command-trait', name: 'Inspiring Presence', unit: 'knight' }] }), 1000)).toEqual([]);
  });
});
