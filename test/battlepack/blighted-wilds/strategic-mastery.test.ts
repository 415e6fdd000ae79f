import { describe, expect, it } from 'vitest';
import { canUseStrategicMastery } from '../../../src/battlepack/blighted-wilds/index.js';
import { deployed, expectRejected, play, round, turn, type S } from './support.js';

/** Round 2 starts with bob seizing the initiative (he went second in round 1). */
function bobSeized(): S {
  let s = round(deployed(), 1, 'ann');
  s = turn(turn(s, 'ann'), 'bob');
  return round(s, 2, 'bob', { ann: 1, bob: 6 });
}

const cp = (s: S) => [s.players['ann']?.commandPoints, s.players['bob']?.commandPoints];

describe('Strategic Mastery', () => {
  it('rolls a dice per command point of the opponent who seized; each 5+ moves one point', () => {
    const s = bobSeized();
    expect(cp(s)).toEqual([5, 4]);
    expect(canUseStrategicMastery(s, 'ann')).toBe(true);
    const after = play(s, { type: 'StrategicMasteryUsed', data: { player: 'ann', rolls: [5, 6, 1, 4] } });
    expect(cp(after)).toEqual([7, 2]);
  });

  it('is used while the seized round is under way, not once its turns have ended (the command points are gone then)', () => {
    // during bob's turn and during ann's: allowed
    expect(canUseStrategicMastery(turn(bobSeized(), 'bob'), 'ann')).toBe(true);
    // both turns of round 2 over: the round's command points are lost, and Strategic Mastery with them
    const over = turn(turn(bobSeized(), 'bob'), 'ann');
    expect(cp(over)).toEqual([0, 0]);
    expect(canUseStrategicMastery(over, 'ann')).toBe(false);
    expectRejected(over, { type: 'StrategicMasteryUsed', data: { player: 'ann', rolls: [] } }, 'blighted-wilds/strategic-mastery-not-now');
    // so it is still there for a later round the opponent seizes
    expect(over.ext.strategicMastery).toEqual([]);
  });

  it('needs exactly one dice per opponent command point', () => {
    expectRejected(bobSeized(), { type: 'StrategicMasteryUsed', data: { player: 'ann', rolls: [5, 6] } }, 'blighted-wilds/strategic-mastery-rolls');
  });

  it('is once per battle', () => {
    let s = play(bobSeized(), { type: 'StrategicMasteryUsed', data: { player: 'ann', rolls: [1, 1, 1, 1] } });
    s = turn(turn(s, 'bob'), 'ann');
    // round 3: bob wins priority and hands ann the first turn (no seizure); round 4: bob seizes again
    s = round(s, 3, 'ann', { ann: 1, bob: 6 });
    s = turn(turn(s, 'ann'), 'bob');
    s = round(s, 4, 'bob', { ann: 1, bob: 6 });
    expect(s.ext.seizures.map((x) => [x.round, x.player])).toEqual([
      [2, 'bob'],
      [4, 'bob'],
    ]);
    expectRejected(s, { type: 'StrategicMasteryUsed', data: { player: 'ann', rolls: Array.from({ length: s.players['bob']?.commandPoints ?? 0 }, () => 1) } }, 'blighted-wilds/strategic-mastery-used');
  });

  it('needs the opponent to have seized this battle round', () => {
    let s = round(deployed(), 1, 'ann');
    s = turn(turn(s, 'ann'), 'bob');
    s = round(s, 2, 'ann', { ann: 6, bob: 1 });
    expectRejected(s, { type: 'StrategicMasteryUsed', data: { player: 'bob', rolls: [1, 1, 1, 1] } }, 'blighted-wilds/strategic-mastery-no-seizure');
  });

  it('is closed to a player who has seized this battle', () => {
    // bob seizes in round 2, ann seizes back in round 3: bob cannot answer with Strategic Mastery
    let s = turn(turn(bobSeized(), 'bob'), 'ann');
    s = round(s, 3, 'ann', { ann: 6, bob: 2 });
    expect(s.ext.seizures.map((x) => x.player)).toEqual(['bob', 'ann']);
    expect(canUseStrategicMastery(s, 'bob')).toBe(false);
    expectRejected(s, { type: 'StrategicMasteryUsed', data: { player: 'bob', rolls: Array.from({ length: s.players['ann']?.commandPoints ?? 0 }, () => 6) } }, 'blighted-wilds/strategic-mastery-seized');
  });
});
