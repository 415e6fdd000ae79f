// covers: gallet/bounty-hunters
import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

// ghb 2022 s1, "Core Battalions": each of the season's battalions at most once
describe('army/core-battalion-repeated', () => {
  const troops = [unit('t1'), unit('t2'), unit('t3'), unit('t4')];

  it('refuses Bounty Hunters twice', () => {
    const r = legal(2000, troops, {
      coreBattalions: [
        { battalion: 'bounty-hunters', units: ['t1', 't2'] },
        { battalion: 'bounty-hunters', units: ['t3', 't4'] },
      ],
    });
    const v = only(validateRoster(r, { pointsLimit: 2000 }), 'army/core-battalion-repeated');
    expect(v.path).toEqual(['coreBattalions', 1, 'battalion']);
    expect(codes(r, 2000)).toEqual(['army/core-battalion-repeated']);
  });

  it('refuses Expert Conquerors twice', () => {
    const r = legal(2000, [unit('line-4', { roles: ['battleline'] })], {
      coreBattalions: [
        { battalion: 'expert-conquerors', units: ['line-1', 'line-2'] },
        { battalion: 'expert-conquerors', units: ['line-3', 'line-4'] },
      ],
    });
    expect(codes(r, 2000)).toEqual(['army/core-battalion-repeated']);
  });

  it('accepts each once, and core-rules battalions more than once', () => {
    const r = legal(2000, troops, {
      coreBattalions: [
        { battalion: 'expert-conquerors', units: ['line-1', 'line-2'] },
        { battalion: 'bounty-hunters', units: ['t1', 't2'] },
        { battalion: 'battle-regiment', units: ['t3'] },
        { battalion: 'battle-regiment', units: ['t4'] },
      ],
    });
    expect(codes(r, 2000)).toEqual([]);
  });
});
