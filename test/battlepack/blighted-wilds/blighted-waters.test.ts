import { describe, expect, it } from 'vitest';
import { blightedWatersCandidates } from '../../../src/blighted-wilds.js';
import { blightedWatersFeature, damageOn, hasStrikeLast } from '../../../src/battlepack/blighted-wilds/index.js';
import { codes, deployed, expectRejected, play, quietWaters, round, type S } from './support.js';

const annsTurn = (): S => play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });

/** Ann remediates the wood in round 1; then it is bob's turn. */
function bobsTurnAfterAnnRemediatedWood(): S {
  const s = play(
    annsTurn(),
    { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-dryads', terrain: 'wood', roll: 6 } },
    quietWaters('ann'),
    { type: 'TurnEnded', data: { player: 'ann' } },
    { type: 'TurnStarted', data: { player: 'bob' } },
  );
  return s;
}

describe('Blighted Waters', () => {
  it('must be used by the active player each turn', () => {
    const s = annsTurn();
    expectRejected(s, { type: 'TurnEnded', data: { player: 'ann' } }, 'blighted-wilds/blighted-waters-required');
    expect(codes(play(s, quietWaters('ann')), { type: 'TurnEnded', data: { player: 'ann' } })).toEqual([]);
  });

  it('is not required when nothing is contaminated for the active player', () => {
    const s = play(round(deployed({ picks: { ann: 'pool', bob: 'well' }, rolls: { ruins: 1, wood: 1, tower: 1 } }), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });
    expect(blightedWatersCandidates(s)).toEqual(['pool', 'well']);
    // ann remediates both, over two of her turns, then ends a turn without Blighted Waters
    let x = play(s, { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-dryads', terrain: 'pool', roll: 6 } }, quietWaters('ann'), { type: 'TurnEnded', data: { player: 'ann' } });
    x = play(x, { type: 'TurnStarted', data: { player: 'bob' } }, quietWaters('bob'), { type: 'TurnEnded', data: { player: 'bob' } });
    x = play(round(x, 2, 'ann', { ann: 6, bob: 1 }), { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-dryads', terrain: 'well', roll: 6 } });
    expect(blightedWatersCandidates(x)).toEqual([]);
    expectRejected(x, quietWaters('ann'), 'blighted-wilds/nothing-contaminated');
    expect(codes(x, { type: 'TurnEnded', data: { player: 'ann' } })).toEqual([]);
  });

  it('is used once per turn, by the active player', () => {
    const s = play(annsTurn(), quietWaters('ann'));
    expectRejected(s, quietWaters('ann', 2), 'blighted-wilds/blighted-waters-used');
    expectRejected(annsTurn(), quietWaters('bob'), 'turn/not-active-player');
  });

  it('picks at random among the features contaminated for the active player (the pick is a roll of 1 to n)', () => {
    const s = bobsTurnAfterAnnRemediatedWood();
    expect(blightedWatersCandidates(s)).toEqual(['ruins', 'wood', 'pool']);
    expect(blightedWatersFeature(s, 2)).toBe('wood');
    expectRejected(s, quietWaters('bob', 4), 'blighted-wilds/pick-out-of-range');
    expectRejected(s, { type: 'BlightedWatersResolved', data: { player: 'bob', pick: 1, terrain: 'pool', within: [], rolls: {} } }, 'blighted-wilds/pick-mismatch');
  });

  it('targets every unit within 3" when the opponent has not remediated the feature', () => {
    const s = play(annsTurn(), {
      type: 'BlightedWatersResolved',
      data: { player: 'ann', pick: 3, terrain: 'pool', within: ['ann-dryads', 'bob-plaguebearers'], rolls: { 'ann-dryads': 1, 'bob-plaguebearers': 2 } },
    });
    expect(s.ext.blightedWaters[0]).toMatchObject({ terrain: 'pool', friendlyOnly: false, targets: ['ann-dryads', 'bob-plaguebearers'] });
    // 1: a mortal damage slays a 1-wound dryad
    expect(s.units['ann-dryads']?.modelsRemaining).toBe(9);
    // 2+: STRIKE-LAST for the rest of the turn
    const pb = s.units['bob-plaguebearers'];
    expect(pb !== undefined && hasStrikeLast(pb)).toBe(true);
    expect(pb?.effects[0]?.until).toEqual({ kind: 'end-of-turn' });
    const after = play(s, { type: 'TurnEnded', data: { player: 'ann' } });
    expect(after.units['bob-plaguebearers']?.effects).toEqual([]);
  });

  it('targets only the active player’s own units when the opponent’s army remediated the feature', () => {
    const s = bobsTurnAfterAnnRemediatedWood();
    const event = { type: 'BlightedWatersResolved' as const, data: { player: 'bob', pick: 2, terrain: 'wood', within: ['ann-dryads', 'bob-lord'], rolls: { 'bob-lord': 1 } } };
    const after = play(s, event);
    expect(after.ext.blightedWaters[1]).toMatchObject({ terrain: 'wood', friendlyOnly: true, targets: ['bob-lord'] });
    expect(damageOn(after, 'bob-lord')).toBe(1);
    expect(after.units['ann-dryads']?.modelsRemaining).toBe(10);
    // a roll for the enemy unit is refused
    expectRejected(s, { ...event, data: { ...event.data, rolls: { 'bob-lord': 1, 'ann-dryads': 1 } } }, 'blighted-wilds/not-a-target');
  });

  it('needs a roll for every target', () => {
    expectRejected(annsTurn(), { type: 'BlightedWatersResolved', data: { player: 'ann', pick: 3, within: ['ann-dryads'], rolls: {} } }, 'blighted-wilds/roll-missing');
  });

  it('only lists units on the battlefield', () => {
    const s = deployed({ rest: { ann: null, bob: 'bob-beast' } });
    const t = play(round(s, 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });
    expectRejected(t, { type: 'BlightedWatersResolved', data: { player: 'ann', pick: 3, within: ['bob-beast'], rolls: { 'bob-beast': 2 } } }, 'unit/not-on-battlefield');
  });
});
