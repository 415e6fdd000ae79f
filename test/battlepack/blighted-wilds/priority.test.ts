import { selectRounds } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { deployed, expectRejected, play, round, turn } from './support.js';

// core rules 4th ed (FACTS.md §4)
describe('priority', () => {
  it('round 1: the player who finished deploying first has it, no roll', () => {
    const s = deployed({ firstFinished: 'bob' });
    expectRejected(s, { type: 'PriorityDetermined', data: { round: 1, winner: 'ann', firstTurn: 'ann' } }, 'priority/winner-mismatch');
    const r1 = round(s, 1, 'bob');
    expect(selectRounds(r1)[0]?.priority).toMatchObject({ winner: 'bob', how: 'deployment' });
  });

  it('from round 2: a roll-off, and the winner picks who goes first', () => {
    const s = turn(turn(round(deployed(), 1, 'ann'), 'ann'), 'bob');
    expectRejected(s, { type: 'PriorityDetermined', data: { round: 2, firstTurn: 'ann' } }, 'priority/rolls-required');
    const r2 = round(s, 2, 'bob', { ann: 6, bob: 2 });
    expect(selectRounds(r2)[1]?.priority).toMatchObject({ winner: 'ann', how: 'roll' });
    expect(selectRounds(r2)[1]?.first).toBe('bob');
  });

  it('a tie goes to the player who took the first turn last round', () => {
    const s = turn(turn(round(deployed(), 1, 'bob'), 'bob'), 'ann');
    const r2 = round(s, 2, 'bob', { ann: 4, bob: 4 });
    expect(selectRounds(r2)[1]?.priority).toMatchObject({ winner: 'bob', how: 'tie' });
  });

  it('a double turn is possible', () => {
    let s = turn(turn(round(deployed(), 1, 'bob'), 'bob'), 'ann');
    s = round(s, 2, 'ann', { ann: 6, bob: 1 });
    // ann took the last turn of round 1 and takes the first of round 2
    s = turn(s, 'ann');
    expect(selectRounds(s)[1]?.first).toBe('ann');
    expect(selectRounds(s)[0]?.second).toBe('ann');
    expectRejected(s, { type: 'TurnStarted', data: { player: 'ann' } }, 'turn/wrong-player');
    expect(play(s, { type: 'TurnStarted', data: { player: 'bob' } }).clock.turn?.player).toBe('bob');
  });
});
