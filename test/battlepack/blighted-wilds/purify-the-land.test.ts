import { describe, expect, it } from 'vitest';
import { deployed, expectRejected, play, round, type S } from './support.js';

const inAnnsTurn = (): S => play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });

describe('Purify the Land', () => {
  it('remediates the feature for the army on a 3+ and gives the unit 2 renown', () => {
    const s = play(inAnnsTurn(), { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-dryads', terrain: 'wood', roll: 3 } });
    expect(s.ext.remediated['ann']).toEqual(['wood']);
    expect(s.ext.renown['ann-dryads']).toBe(2);
    expect(s.board.terrain['wood']?.markers['remediated:ann']).toBe(true);
  });

  it('does nothing on a 1 or 2, but the attempt is used', () => {
    const s = play(inAnnsTurn(), { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-dryads', terrain: 'wood', roll: 2 } });
    expect(s.ext.remediated['ann']).toBeUndefined();
    expect(s.ext.renown['ann-dryads']).toBeUndefined();
    expect(s.ext.purifications).toHaveLength(1);
    expectRejected(s, { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-lord', terrain: 'wood', roll: 6 } }, 'blighted-wilds/purify-used');
  });

  it('needs a feature contaminated for the army', () => {
    // well rolled a 2 at set-up: not contaminated
    expectRejected(inAnnsTurn(), { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-dryads', terrain: 'well', roll: 6 } }, 'blighted-wilds/not-contaminated');
  });

  it('cannot remediate a feature the army already remediated', () => {
    let s = play(inAnnsTurn(), { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-dryads', terrain: 'wood', roll: 5 } }, { type: 'BlightedWatersResolved', data: { player: 'ann', pick: 1, within: [], rolls: {} } }, { type: 'TurnEnded', data: { player: 'ann' } });
    s = play(s, { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'BlightedWatersResolved', data: { player: 'bob', pick: 1, within: [], rolls: {} } }, { type: 'TurnEnded', data: { player: 'bob' } });
    s = play(round(s, 2, 'ann', { ann: 4, bob: 4 }), { type: 'TurnStarted', data: { player: 'ann' } });
    expectRejected(s, { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-dryads', terrain: 'wood', roll: 5 } }, 'blighted-wilds/not-contaminated');
  });

  it('is used by a friendly unit, in your own turn', () => {
    expectRejected(inAnnsTurn(), { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'bob-lord', terrain: 'wood', roll: 5 } }, 'blighted-wilds/not-friendly');
    expectRejected(inAnnsTurn(), { type: 'PurifyTheLandUsed', data: { player: 'bob', unit: 'bob-lord', terrain: 'wood', roll: 5 } }, 'turn/not-active-player');
  });
});
