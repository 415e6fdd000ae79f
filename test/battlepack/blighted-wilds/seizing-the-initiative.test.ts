// covers: blighted-wilds/seizing-the-initiative
import { selectRounds } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { blightedWildsUnderdog, seizedThisRound } from '../../../src/battlepack/blighted-wilds/index.js';
import { deployed, engine, expectRejected, play, round, turn, type S } from './support.js';

/** Round 1 played, ann first; ann scored (holds the spring), so bob is behind on VP. */
function afterRoundOne(): S {
  let s = round(deployed(), 1, 'ann');
  s = turn(s, 'ann', [{ type: 'ObjectiveContestReported', data: { contests: [{ unit: 'ann-lord', objective: 'spring', controlScore: 2 }] } }]);
  s = turn(s, 'bob');
  expect(s.players['ann']?.vp).toBeGreaterThan(s.players['bob']?.vp ?? 0);
  return s;
}

const cp = (s: S) => ({ ann: s.players['ann']?.commandPoints, bob: s.players['bob']?.commandPoints });

describe('seizing the initiative', () => {
  it('the second player of last round winning priority and going first seizes it', () => {
    const s = round(afterRoundOne(), 2, 'bob', { ann: 2, bob: 5 });
    expect(seizedThisRound(s)).toBe('bob');
    expect(s.ext.seizures).toEqual([{ round: 2, player: 'bob' }]);
  });

  it('InitiativeSeized with the roll-off the seizer won counts as a seizure too', () => {
    const s = play(afterRoundOne(), { type: 'InitiativeSeized', data: { round: 2, player: 'bob', rolls: { ann: 3, bob: 4 } } });
    expect(s.ext.seizures).toEqual([{ round: 2, player: 'bob' }]);
    expect(selectRounds(s)[1]?.priority).toEqual({ winner: 'bob', rolls: { ann: 3, bob: 4 }, how: 'seized' });
  });

  it('InitiativeSeized without the roll, or with a roll the seizer lost or tied, is refused (ruling core/seizure-needs-roll)', () => {
    expectRejected(afterRoundOne(), { type: 'InitiativeSeized', data: { round: 2, player: 'bob' } }, 'initiative/rolls-required');
    expectRejected(afterRoundOne(), { type: 'InitiativeSeized', data: { round: 2, player: 'bob', rolls: { ann: 5, bob: 2 } } }, 'initiative/roll-lost');
    // a tie goes to ann, who went first in round 1
    expectRejected(afterRoundOne(), { type: 'InitiativeSeized', data: { round: 2, player: 'bob', rolls: { ann: 4, bob: 4 } } }, 'initiative/roll-lost');
  });

  it('is not a seizure when the winner went first last round, or chose to go second, or on a tie', () => {
    expect(round(afterRoundOne(), 2, 'ann', { ann: 5, bob: 2 }).ext.seizures).toEqual([]);
    // ann wins and gives bob the first turn: bob did not win the roll
    expect(round(afterRoundOne(), 2, 'bob', { ann: 5, bob: 2 }).ext.seizures).toEqual([]);
    // a tie goes to ann, who went first last round
    expect(round(afterRoundOne(), 2, 'ann', { ann: 4, bob: 4 }).ext.seizures).toEqual([]);
    // bob, second last round, wins and hands ann the first turn: no seizure either
    const handed = round(afterRoundOne(), 2, 'ann', { ann: 2, bob: 5 });
    expect(handed.ext.seizures).toEqual([]);
    expect(seizedThisRound(handed)).toBeNull();
  });

  it('before any seizure the underdog is the player with fewer VP (4 CP each, +1 to the underdog)', () => {
    const s = round(afterRoundOne(), 2, 'ann', { ann: 5, bob: 2 });
    expect(blightedWildsUnderdog(s)).toBe('bob');
    expect(cp(s)).toEqual({ ann: 4, bob: 5 });
  });

  it('from the first seizure on, the underdog is the opponent of the latest seizer, from that round', () => {
    // bob is behind on VP but seizes: ann becomes the underdog and takes the extra command point
    const s = round(afterRoundOne(), 2, 'bob', { ann: 2, bob: 5 });
    expect(blightedWildsUnderdog(s)).toBe('ann');
    expect(cp(s)).toEqual({ ann: 5, bob: 4 });
    // round 3: nobody seizes (tie → bob, who went first); ann stays the underdog even though she leads on VP
    let x = turn(turn(s, 'bob'), 'ann');
    x = round(x, 3, 'bob', { ann: 3, bob: 3 });
    expect(x.ext.seizures).toHaveLength(1);
    expect(cp(x)).toEqual({ ann: 5, bob: 4 });
    // round 4: ann (second in round 3) seizes: bob is the underdog now
    x = round(turn(turn(x, 'bob'), 'ann'), 4, 'ann', { ann: 6, bob: 1 });
    expect(blightedWildsUnderdog(x)).toBe('bob');
    expect(cp(x)).toEqual({ ann: 4, bob: 5 });
  });
});

describe('the underdog with tied victory points', () => {
  /** Round 1 played with no score: 0 VP each. */
  const quietRoundOne = (): S => turn(turn(round(deployed(), 1, 'ann'), 'ann'), 'bob');

  it('is nobody before any seizure: no extra command point', () => {
    const s = round(quietRoundOne(), 2, 'ann', { ann: 5, bob: 2 });
    expect([s.players['ann']?.vp, s.players['bob']?.vp]).toEqual([0, 0]);
    expect(blightedWildsUnderdog(s)).toBeNull();
    expect(cp(s)).toEqual({ ann: 4, bob: 4 });
  });

  it('a seizure then gives the seizer’s opponent the extra point, taking none from anybody', () => {
    const s = round(quietRoundOne(), 2, 'bob', { ann: 2, bob: 5 });
    expect(s.ext.seizures).toEqual([{ round: 2, player: 'bob' }]);
    expect(blightedWildsUnderdog(s)).toBe('ann');
    expect(cp(s)).toEqual({ ann: 5, bob: 4 });
  });

  it('the second player of the set-up ahead on VP makes the first the underdog', () => {
    let s = round(deployed(), 1, 'ann');
    s = turn(s, 'ann');
    s = turn(s, 'bob', [{ type: 'ObjectiveContestReported', data: { contests: [{ unit: 'bob-lord', objective: 'spring', controlScore: 2 }] } }]);
    expect(s.players['bob']?.vp).toBeGreaterThan(s.players['ann']?.vp ?? 0);
    const r2 = round(s, 2, 'ann', { ann: 5, bob: 2 });
    expect(blightedWildsUnderdog(r2)).toBe('ann');
    expect(cp(r2)).toEqual({ ann: 5, bob: 4 });
  });

  it('a battle not set up has no underdog and no seizure', () => {
    expect(blightedWildsUnderdog(engine.initialState())).toBeNull();
    expect(seizedThisRound(engine.initialState())).toBeNull();
    // round 1 has no last round to seize from
    expect(seizedThisRound(round(deployed(), 1, 'bob'))).toBeNull();
  });
});
