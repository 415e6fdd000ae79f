import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only } from './_roster.js';

// ghb 2022 s1, "Battalions": core battalions yes, warscroll battalions no
describe('army/warscroll-battalion', () => {
  it('refuses a warscroll battalion', () => {
    const r = legal(2000, [], { warscrollBattalions: [{ name: 'Hammerstrike Force', points: 130, units: ['line-1'] }] });
    const v = only(validateRoster(r, { pointsLimit: 2000 }), 'army/warscroll-battalion');
    expect(v.path).toEqual(['warscrollBattalions', 0]);
    expect(v.message).toMatch(/Hammerstrike Force/);
  });

  it('accepts core battalions, including core-rules ones the pack does not check', () => {
    expect(codes(legal(2000, [], { warscrollBattalions: [], coreBattalions: [{ battalion: 'battle-regiment', units: ['hero', 'line-1', 'line-2'] }] }), 2000)).toEqual([]);
  });
});
