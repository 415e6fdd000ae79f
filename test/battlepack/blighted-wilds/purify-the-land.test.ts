import { describe, expect, it } from 'vitest';
import { deployed, engine, expectRejected, play, quietWaters, round, turn, type Ev, type S } from './support.js';

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

describe('Purify the Land: refusals in full, once per turn, and what it records', () => {
  const refusal = (s: S, e: Ev) => engine.check(s, e).map(({ eventIndex: _, ...v }) => v);
  const purify = (player: 'ann' | 'bob', unit: string, terrain: string, roll = 5): Ev => ({ type: 'PurifyTheLandUsed', data: { player, unit, terrain, roll } });
  const endTurn = (s: S, player: 'ann' | 'bob'): S => play(s, quietWaters(player), { type: 'TurnEnded', data: { player } });

  it('outside a turn, naming the ability', () => {
    expect(refusal(round(deployed(), 1, 'ann'), purify('ann', 'ann-dryads', 'wood'))).toEqual([
      { code: 'turn/no-turn', message: 'Purify the Land is used during a turn; start one with TurnStarted first.', path: ['type'] },
    ]);
  });

  it('a second use in the turn', () => {
    const s = play(inAnnsTurn(), purify('ann', 'ann-dryads', 'pool', 1));
    expect(refusal(s, purify('ann', 'ann-lord', 'wood'))).toEqual([{ code: 'blighted-wilds/purify-used', message: 'ann has already used Purify the Land this turn.', path: ['type'] }]);
  });

  it('a feature not contaminated, or already remediated by the army', () => {
    expect(refusal(inAnnsTurn(), purify('ann', 'ann-dryads', 'well'))).toEqual([
      { code: 'blighted-wilds/not-contaminated', message: '"well" is not contaminated, so there is nothing to purify.', path: ['data', 'terrain'], ref: 'well' },
    ]);
    let s = endTurn(play(inAnnsTurn(), purify('ann', 'ann-dryads', 'wood')), 'ann');
    s = turn(s, 'bob');
    s = play(round(s, 2, 'ann', { ann: 4, bob: 4 }), { type: 'TurnStarted', data: { player: 'ann' } });
    expect(refusal(s, purify('ann', 'ann-lord', 'wood'))).toEqual([
      { code: 'blighted-wilds/not-contaminated', message: `"wood" is already remediated by ann's army.`, path: ['data', 'terrain'], ref: 'wood' },
    ]);
  });

  it('once per turn: the opponent in their turn of the same round, and the player again next round', () => {
    let s = endTurn(play(inAnnsTurn(), purify('ann', 'ann-dryads', 'wood')), 'ann');
    // bob, in his turn of the same round, on the feature ann remediated: still contaminated for his army
    s = play(s, { type: 'TurnStarted', data: { player: 'bob' } }, purify('bob', 'bob-lord', 'wood', 3));
    expect(s.ext.remediated).toEqual({ ann: ['wood'], bob: ['wood'] });
    expect(s.board.terrain['wood']?.markers).toMatchObject({ 'remediated:ann': true, 'remediated:bob': true });
    s = endTurn(s, 'bob');
    // round 2, ann first again (a tie): ann's own unit purifies a second feature
    s = play(round(s, 2, 'ann', { ann: 4, bob: 4 }), { type: 'TurnStarted', data: { player: 'ann' } }, purify('ann', 'ann-dryads', 'pool', 6));
    expect(s.ext.remediated['ann']).toEqual(['wood', 'pool']);
    expect(s.ext.renown).toEqual({ 'ann-dryads': 4, 'bob-lord': 2 });
    expect(s.ext.purifications).toEqual([
      { player: 'ann', unit: 'ann-dryads', terrain: 'wood', roll: 5, success: true, round: 1, turn: 1 },
      { player: 'bob', unit: 'bob-lord', terrain: 'wood', roll: 3, success: true, round: 1, turn: 2 },
      { player: 'ann', unit: 'ann-dryads', terrain: 'pool', roll: 6, success: true, round: 2, turn: 1 },
    ]);
  });

  it('a failed roll is recorded and leaves no marker', () => {
    const s = play(inAnnsTurn(), purify('ann', 'ann-dryads', 'pool', 2));
    expect(s.ext.purifications).toEqual([{ player: 'ann', unit: 'ann-dryads', terrain: 'pool', roll: 2, success: false, round: 1, turn: 1 }]);
    expect(s.board.terrain['pool']?.markers['remediated:ann']).toBeUndefined();
    expect(s.ext.remediated).toEqual({});
    expect(s.ext.renown).toEqual({});
  });
});
