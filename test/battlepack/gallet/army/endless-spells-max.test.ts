import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only } from './_roster.js';

const spells = (n: number, kind: 'endless-spell' | 'invocation' = 'endless-spell') => Array.from({ length: n }, (_, i) => ({ name: `Spell ${i}`, kind, points: 10 }));

// ghb 2022 s1, "Endless Spells and Invocations": at most 2 (1000) / 3 (2000), together
describe('army/endless-spells-max', () => {
  it('accepts the maximum', () => {
    expect(codes(legal(1000, [], { endlessSpells: spells(2) }), 1000)).toEqual([]);
    expect(codes(legal(2000, [], { endlessSpells: spells(3) }), 2000)).toEqual([]);
  });

  it('refuses one too many, counting invocations with endless spells', () => {
    const r = legal(1000, [], { endlessSpells: [...spells(2), { name: 'Bone Altar', kind: 'invocation' }] });
    const v = only(validateRoster(r, { pointsLimit: 1000 }), 'army/endless-spells-max');
    expect(v.path).toEqual(['endlessSpells']);
    expect(v.message).toMatch(/3 endless spells and invocations.*at most 2/);
    expect(codes(legal(2000, [], { endlessSpells: spells(4, 'invocation') }), 2000)).toEqual(['army/endless-spells-max']);
  });
});
