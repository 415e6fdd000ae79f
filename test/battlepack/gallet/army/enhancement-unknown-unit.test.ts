// covers: gallet/enhancements
import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only } from './_roster.js';

describe('army/enhancement-unknown-unit', () => {
  it('refuses an enhancement given to a unit that is not on the roster', () => {
    const r = legal(1000, [], { enhancements: [{ kind: 'artefact', name: 'Amulet of Destiny', unit: 'nobody' }] });
    const v = only(validateRoster(r, { pointsLimit: 1000 }), 'army/enhancement-unknown-unit');
    expect(v).toMatchObject({ path: ['enhancements', 0, 'unit'], ref: 'nobody' });
  });

  it('a roster without enhancements is still valid (the field defaults to none)', () => {
    expect(codes(legal(1000), 1000)).toEqual([]);
  });
});
