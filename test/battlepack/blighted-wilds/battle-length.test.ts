import { describe, expect, it } from 'vitest';
import { BATTLE_LENGTH_RULE } from '../../../src/blighted-wilds.js';
import { summarizeBattle } from '../../../src/blighted-wilds-campaign.js';
import { codes, deployed, expectRejected, play, quietRounds, type Ev } from './support.js';

const roll = (value: number): Ev => ({ type: 'DiceRolled', data: { rule: BATTLE_LENGTH_RULE, values: [value] } });
const fourRounds = () => quietRounds(deployed(), 1, ['ann', 'ann', 'ann', 'ann']);

describe('battle length', () => {
  it('asks for a dice at the end of round 4, and nothing else is accepted first', () => {
    const s = fourRounds();
    expect(s.clock.pendingRoll?.rule).toBe(BATTLE_LENGTH_RULE);
    expectRejected(s, { type: 'PriorityDetermined', data: { round: 5, firstTurn: 'ann', rolls: { ann: 3, bob: 3 } } }, 'battle/roll-required');
  });

  it('ends the battle on a 1-2 after round 4', () => {
    const s = play(fourRounds(), roll(2));
    expect(s.clock.stage).toBe('ended');
    expect(s.clock.round).toBe(4);
    expect(summarizeBattle(s).ending).toBe('length-roll');
  });

  it('goes on to round 5 on a 3+', () => {
    const s = play(fourRounds(), roll(3));
    expect(s.clock.stage).toBe('battle');
    expect(codes(s, { type: 'PriorityDetermined', data: { round: 5, firstTurn: 'ann', rolls: { ann: 3, bob: 3 } } })).toEqual([]);
  });

  it('ends the battle on a 1-4 after round 5, goes on on a 5+', () => {
    const five = quietRounds(play(fourRounds(), roll(6)), 5, ['ann']);
    expect(play(five, roll(4)).clock.stage).toBe('ended');
    expect(play(five, roll(5)).clock.stage).toBe('battle');
  });

  it('always ends after round 6, without a roll', () => {
    const five = quietRounds(play(fourRounds(), roll(6)), 5, ['ann']);
    const six = quietRounds(play(five, roll(6)), 6, ['ann']);
    expect(six.clock.stage).toBe('ended');
    expect(six.clock.pendingRoll).toBeNull();
    expect(summarizeBattle(six).ending).toBe('last-round');
  });

  it('asks for no roll before round 4', () => {
    const s = quietRounds(deployed(), 1, ['ann', 'ann', 'ann']);
    expect(s.clock.pendingRoll).toBeNull();
    expect(s.clock.stage).toBe('battle');
  });
});
