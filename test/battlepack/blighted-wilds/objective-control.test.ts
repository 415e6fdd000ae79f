import { describe, expect, it } from 'vitest';
import { deployed, expectRejected, play, round, type S } from './support.js';

const report = (contests: { unit: string; objective: string; controlScore: number }[]) => ({ type: 'ObjectiveContestReported' as const, data: { contests } });
const annsTurn = (): S => play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });

// core rules 4th ed, 32.1-32.2
describe('objective control', () => {
  it('the higher army control score gains control', () => {
    const s = play(annsTurn(), report([
      { unit: 'ann-dryads', objective: 'spring', controlScore: 6 },
      { unit: 'bob-beast', objective: 'spring', controlScore: 5 },
    ]));
    expect(s.objectives['spring']?.controller).toBe('ann');
  });

  it('equal scores leave control where it was (sticky)', () => {
    let s = play(annsTurn(), report([{ unit: 'ann-lord', objective: 'spring', controlScore: 2 }]));
    s = play(s, report([
      { unit: 'ann-lord', objective: 'spring', controlScore: 2 },
      { unit: 'bob-lord', objective: 'spring', controlScore: 2 },
    ]));
    expect(s.objectives['spring']?.controller).toBe('ann');
    s = play(s, report([]));
    expect(s.objectives['spring']?.controller).toBe('ann');
  });

  it('a unit counts toward one objective only', () => {
    expectRejected(annsTurn(), report([
      { unit: 'ann-dryads', objective: 'spring', controlScore: 3 },
      { unit: 'ann-dryads', objective: 'west-bank', controlScore: 3 },
    ]), 'contest/unit-counted-twice');
  });

  it('is measured in control scores, not models', () => {
    expectRejected(annsTurn(), { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'ann-dryads', objective: 'spring', models: 10 }] } }, 'contest/wrong-measure');
  });
});
