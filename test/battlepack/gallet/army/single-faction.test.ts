import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

// ghb 2022 s1, "Faction", "Coalition Units"; core 27.1: one faction, allies and coalition units ignored
describe('army/single-faction', () => {
  it('refuses a unit from another faction that is neither an ally nor a coalition unit', () => {
    const v = only(validateRoster(legal(2000, [unit('sisters', { name: 'Sisters of the Watch', faction: 'Cities of Sigmar' })]), { pointsLimit: 2000 }), 'army/single-faction');
    expect(v.path).toEqual(['units', 4, 'faction']);
    expect(v.message).toMatch(/Cities of Sigmar.*Stormcast Eternals/);
  });

  it('ignores allies and coalition units, and compares faction names without case', () => {
    const r = legal(2000, [
      unit('sisters', { faction: 'Cities of Sigmar', ally: true }),
      unit('gitz', { faction: 'Gloomspite Gitz', coalition: true }),
      unit('own', { faction: 'stormcast  eternals' }),
    ]);
    expect(codes(r, 2000)).toEqual([]);
  });
});
