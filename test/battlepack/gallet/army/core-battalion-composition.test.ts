// covers: gallet/bounty-hunters gallet/expert-conquerors
import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

// FACTS.md §2: both season battalions take 2-3 troop units; Expert Conquerors only Galletian Veterans
describe('army/core-battalion-composition', () => {
  it('refuses too few or too many units', () => {
    expect(codes(legal(2000, [], { coreBattalions: [{ battalion: 'bounty-hunters', units: ['line-1'] }] }), 2000)).toEqual(['army/core-battalion-composition']);
    const r = legal(2000, [unit('t1'), unit('t2'), unit('t3'), unit('t4')], { coreBattalions: [{ battalion: 'bounty-hunters', units: ['t1', 't2', 't3', 't4'] }] });
    expect(only(validateRoster(r, { pointsLimit: 2000 }), 'army/core-battalion-composition').message).toMatch(/4 units.*2 to 3/);
  });

  it('refuses a Leader, Behemoth or Artillery unit in a troops slot (ruling gallet-army/troops-slot)', () => {
    const r = legal(2000, [unit('gun', { roles: ['artillery'], models: 1 })], { coreBattalions: [{ battalion: 'bounty-hunters', units: ['line-1', 'gun'] }] });
    const v = only(validateRoster(r, { pointsLimit: 2000 }), 'army/core-battalion-composition');
    expect(v.path).toEqual(['coreBattalions', 0, 'units', 1]);
    expect(v.ref).toBe('gun');
  });

  it('refuses Expert Conquerors units that would not be Galletian Veterans', () => {
    const mounted = unit('riders', { roles: ['battleline'], mounted: true });
    const heavy = unit('heavy', { roles: ['battleline'], wounds: 5 });
    const notLine = unit('scouts', { roles: ['other'] });
    const r = legal(2000, [mounted, heavy, notLine], { coreBattalions: [{ battalion: 'expert-conquerors', units: ['riders', 'heavy', 'scouts'] }] });
    expect(codes(r, 2000)).toEqual(['army/core-battalion-composition', 'army/core-battalion-composition', 'army/core-battalion-composition']);
  });

  it('accepts 2-3 Galletian Veterans in Expert Conquerors (Wounds 4 is still allowed) and any troops in Bounty Hunters', () => {
    const r = legal(2000, [unit('w4', { roles: ['battleline'], wounds: 4 }), unit('riders', { mounted: true, wounds: 5 })], {
      coreBattalions: [
        { battalion: 'expert-conquerors', units: ['line-1', 'line-2', 'w4'] },
        { battalion: 'bounty-hunters', units: ['line-3', 'riders'] },
      ],
    });
    expect(codes(r, 2000)).toEqual([]);
  });
});

describe('army/battalion-unknown-unit', () => {
  it('refuses a battalion listing a unit not on the roster', () => {
    const v = only(validateRoster(legal(2000, [], { coreBattalions: [{ battalion: 'battle-regiment', units: ['hero', 'nobody'] }] }), { pointsLimit: 2000 }), 'army/battalion-unknown-unit');
    expect(v.path).toEqual(['coreBattalions', 0, 'units', 1]);
  });

  it('accepts battalions of roster units', () => {
    expect(codes(legal(2000, [], { coreBattalions: [{ battalion: 'battle-regiment', units: ['hero', 'line-1'] }] }), 2000)).toEqual([]);
  });
});
