import { describe, expect, it } from 'vitest';
import { deployed, play, round, turn, type S } from './support.js';

const cp = (s: S) => [s.players['ann']?.commandPoints, s.players['bob']?.commandPoints];

// core rules 4th ed (FACTS.md §4): 4 CP each round, +1 to the underdog (fewer VP), unused points lost at the end of the round
describe('command points', () => {
  it('4 each in a round that starts level on VP', () => {
    expect(cp(round(deployed(), 1, 'ann'))).toEqual([4, 4]);
  });

  it('+1 to the player with fewer VP at the start of the round', () => {
    let s = round(deployed(), 1, 'ann');
    s = turn(s, 'ann', [{ type: 'ObjectiveContestReported', data: { contests: [{ unit: 'ann-lord', objective: 'spring', controlScore: 2 }] } }]);
    s = turn(s, 'bob');
    expect(cp(round(s, 2, 'ann', { ann: 3, bob: 3 }))).toEqual([4, 5]);
  });

  it('unused points are lost at the end of the round', () => {
    let s = round(deployed(), 1, 'ann');
    s = play(s, { type: 'CommandPointsSpent', data: { player: 'ann', amount: 3 } });
    expect(cp(s)).toEqual([1, 4]);
    s = turn(turn(s, 'ann'), 'bob');
    expect(cp(s)).toEqual([0, 0]);
    expect(cp(round(s, 2, 'ann', { ann: 3, bob: 3 }))).toEqual([4, 4]);
  });
});
