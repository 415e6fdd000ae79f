import { describe, expect, it } from 'vitest';
import { contaminatedFor, isContaminatedFor, remediatedBy } from '../../../src/blighted-wilds.js';
import { deployed, play, round } from './support.js';

describe('remediation is per army', () => {
  it('a feature remediated by one army stays contaminated for the other', () => {
    const s = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-dryads', terrain: 'wood', roll: 4 } });
    expect(remediatedBy(s, 'ann')).toEqual(['wood']);
    expect(isContaminatedFor(s, 'wood', 'ann')).toBe(false);
    expect(isContaminatedFor(s, 'wood', 'bob')).toBe(true);
    expect(contaminatedFor(s, 'ann')).toEqual(['ruins', 'pool']);
    expect(contaminatedFor(s, 'bob')).toEqual(['ruins', 'wood', 'pool']);
  });

  it('without remediation both armies see the same contaminated features', () => {
    const s = round(deployed(), 1, 'ann');
    expect(contaminatedFor(s, 'ann')).toEqual(contaminatedFor(s, 'bob'));
    expect(remediatedBy(s, 'ann')).toEqual([]);
  });
});
