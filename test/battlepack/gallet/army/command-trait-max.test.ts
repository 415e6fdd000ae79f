// covers: gallet/enhancements
import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

const general = unit('boss', { name: 'Lord-Celestant', roles: ['leader'], wounds: 6, models: 1, keywords: ['HERO'] });

// core rules 27.3.2 (quoted in the seed): you can never pick more than 1 command trait for your army
describe('army/command-trait-max', () => {
  it('refuses a second command trait', () => {
    const r = legal(1000, [general], {
      general: 'boss',
      enhancements: [
        { kind: 'command-trait', name: 'Inspiring Presence', unit: 'boss' },
        { kind: 'command-trait', name: 'Shielded by Faith', unit: 'boss' },
      ],
    });
    const v = only(validateRoster(r, { pointsLimit: 1000 }), 'army/command-trait-max');
    expect(v.path).toEqual(['enhancements', 1]);
  });

  it('accepts one command trait', () => {
    expect(codes(legal(1000, [general], { general: 'boss', enhancements: [{ kind: 'command-trait', name: 'Inspiring Presence', unit: 'boss' }] }), 1000)).toEqual([]);
  });
});
