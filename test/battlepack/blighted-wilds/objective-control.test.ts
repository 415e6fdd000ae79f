import { describe, expect, it } from 'vitest';
import { deployed, expectRejected, play, quietWaters, round, type Ev, type S } from './support.js';
import { selectReports } from '../../../src/index.js';

type Entry = { unit: string; objective: string; controlScore: number; counts?: boolean };
const report = (contests: Entry[]): Ev => ({ type: 'ObjectiveContestReported', data: { contests } });
const annsTurn = (): S => play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });
/** Ends ann's turn (Blighted Waters first: it is mandatory). */
const endAnn = (s: S): S => play(s, quietWaters('ann'), { type: 'TurnEnded', data: { player: 'ann' } });

// core rules 4th ed, 32.1-32.2: control is determined after deployment and at the end of each turn
describe('objective control', () => {
  it('the higher army control score gains control, at the end of the turn', () => {
    const s = play(annsTurn(), report([
      { unit: 'ann-dryads', objective: 'spring', controlScore: 6 },
      { unit: 'bob-beast', objective: 'spring', controlScore: 5 },
    ]));
    // recorded mid-turn: nothing moves until the checkpoint
    expect(s.board.objectives['spring']?.controller).toBeNull();
    expect(selectReports(s).reportedAt.contests['spring']).toMatchObject({ round: 1, turn: 1, endOfTurn: false });
    expect(endAnn(s).board.objectives['spring']?.controller).toBe('ann');
  });

  it('equal scores leave control where it was (sticky)', () => {
    let s = endAnn(play(annsTurn(), report([{ unit: 'ann-lord', objective: 'spring', controlScore: 2 }])));
    expect(s.board.objectives['spring']?.controller).toBe('ann');
    s = play(s, { type: 'TurnStarted', data: { player: 'bob' } }, report([
      { unit: 'ann-lord', objective: 'spring', controlScore: 2 },
      { unit: 'bob-lord', objective: 'spring', controlScore: 2 },
    ]), quietWaters('bob'), { type: 'TurnEnded', data: { player: 'bob' } });
    expect(s.board.objectives['spring']?.controller).toBe('ann');
  });

  it('is determined after deployment from the reports made then (before the first turn order)', () => {
    let s = play(deployed(), report([{ unit: 'bob-beast', objective: 'west-bank', controlScore: 5 }]));
    expect(s.board.objectives['west-bank']?.controller).toBeNull();
    s = round(s, 1, 'ann');
    expect(s.board.objectives['west-bank']?.controller).toBe('bob');
    expect(s.board.objectives['west-bank']?.controlChangedAt).toMatchObject({ round: 0, turn: 0 });
  });

  it('a unit counts toward one objective only: the one entry not marked counts: false (the active player assigns)', () => {
    expectRejected(annsTurn(), report([
      { unit: 'ann-dryads', objective: 'spring', controlScore: 3 },
      { unit: 'ann-dryads', objective: 'west-bank', controlScore: 3 },
    ]), 'contest/unit-counted-twice');
    const s = endAnn(play(annsTurn(), report([
      { unit: 'ann-dryads', objective: 'spring', controlScore: 3, counts: false },
      { unit: 'ann-dryads', objective: 'west-bank', controlScore: 3 },
      { unit: 'bob-lord', objective: 'spring', controlScore: 2 },
    ])));
    // the dryads count toward the west bank only: bob's 2 takes the spring
    expect(s.board.objectives['west-bank']?.controller).toBe('ann');
    expect(s.board.objectives['spring']?.controller).toBe('bob');
  });

  it('a unit in two reports of the same turn counts toward the objective of its latest report (ruling core/one-objective-per-unit)', () => {
    const s = endAnn(play(annsTurn(),
      { type: 'ObjectiveContestReported', data: { objectives: ['spring'], contests: [{ unit: 'ann-dryads', objective: 'spring', controlScore: 3 }, { unit: 'bob-lord', objective: 'spring', controlScore: 2 }] } },
      { type: 'ObjectiveContestReported', data: { objectives: ['west-bank'], contests: [{ unit: 'ann-dryads', objective: 'west-bank', controlScore: 3 }] } },
    ));
    expect(s.board.objectives['west-bank']?.controller).toBe('ann');
    expect(s.board.objectives['spring']?.controller).toBe('bob');
  });

  it('is measured in control scores, not models', () => {
    expectRejected(annsTurn(), { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'ann-dryads', objective: 'spring', models: 10 }] } }, 'contest/wrong-measure');
  });
});
