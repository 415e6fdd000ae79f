import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only } from './_roster.js';

// ghb 2022 s1, "Endless Spells and Invocations": never the same one twice
describe('army/endless-spell-duplicate', () => {
  it('refuses the same endless spell twice (names compared without case or extra spaces)', () => {
    const r = legal(2000, [], { endlessSpells: [{ name: 'Everblaze Comet' }, { name: ' everblaze  comet ' }] });
    const v = only(validateRoster(r, { pointsLimit: 2000 }), 'army/endless-spell-duplicate');
    expect(v.path).toEqual(['endlessSpells', 1, 'name']);
  });

  it('accepts different endless spells and invocations', () => {
    expect(codes(legal(2000, [], { endlessSpells: [{ name: 'Everblaze Comet' }, { name: 'Celestian Vortex' }, { name: 'Bone Altar', kind: 'invocation' }] }), 2000)).toEqual([]);
  });
});
