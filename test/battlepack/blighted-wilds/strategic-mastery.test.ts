import { describe, expect, it } from 'vitest';
import { canUseStrategicMastery } from '../../../src/battlepack/blighted-wilds/index.js';
import { deployed, engine, expectRejected, play, round, turn, type Ev, type S } from './support.js';

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

describe('Strategic Mastery: each refusal in full (code, message, where)', () => {
  const refusal = (s: S, e: Ev) => engine.check(s, e).map(({ eventIndex: _, ...v }) => v);
  const sm = (player: string, rolls: number[]): Ev => ({ type: 'StrategicMasteryUsed', data: { player, rolls } });

  it('names the player who is not in the battle', () => {
    expect(refusal(bobSeized(), sm('zed', [1, 1, 1, 1]))).toEqual([
      { code: 'setup/invalid-players', message: '"zed" is not a player of this battle; the players are ann and bob.', path: ['data', 'player'], ref: 'zed' },
    ]);
  });

  it('outside a battle round under way: before the battle, and once the round has ended', () => {
    const notNow = [
      {
        code: 'blighted-wilds/strategic-mastery-not-now',
        message: 'Strategic Mastery is used during the battle round the opponent seized, before its second turn ends (then the command points are gone).',
        path: ['type'],
      },
    ];
    expect(refusal(deployed(), sm('ann', []))).toEqual(notNow);
    expect(canUseStrategicMastery(deployed(), 'ann')).toBe(false);
    expect(refusal(turn(turn(bobSeized(), 'bob'), 'ann'), sm('ann', []))).toEqual(notNow);
  });

  it('once used, in a later round the opponent seizes', () => {
    let s = play(bobSeized(), sm('ann', [1, 1, 1, 1]));
    s = turn(turn(s, 'bob'), 'ann');
    s = round(s, 3, 'ann', { ann: 1, bob: 6 });
    s = turn(turn(s, 'ann'), 'bob');
    s = round(s, 4, 'bob', { ann: 1, bob: 6 });
    expect(canUseStrategicMastery(s, 'ann')).toBe(false);
    expect(refusal(s, sm('ann', [1, 1, 1, 1]))).toEqual([{ code: 'blighted-wilds/strategic-mastery-used', message: 'ann has already used Strategic Mastery this battle.', path: ['type'] }]);
  });

  it('in a round nobody seized, or one the player seized', () => {
    let s = round(deployed(), 1, 'ann');
    s = turn(turn(s, 'ann'), 'bob');
    const noSeizure = round(s, 2, 'ann', { ann: 6, bob: 1 });
    expect(canUseStrategicMastery(noSeizure, 'bob')).toBe(false);
    expect(refusal(noSeizure, sm('bob', [1, 1, 1, 1]))).toEqual([
      { code: 'blighted-wilds/strategic-mastery-no-seizure', message: 'ann has not seized the initiative this battle round, so Strategic Mastery cannot be used.', path: ['type'] },
    ]);
    // bob seized in round 2: he cannot use it against himself
    expect(canUseStrategicMastery(bobSeized(), 'bob')).toBe(false);
    expect(refusal(bobSeized(), sm('bob', [1, 1, 1, 1, 1]))).toEqual([
      { code: 'blighted-wilds/strategic-mastery-no-seizure', message: 'ann has not seized the initiative this battle round, so Strategic Mastery cannot be used.', path: ['type'] },
    ]);
  });

  it('by a player who seized earlier in the battle', () => {
    let s = turn(turn(bobSeized(), 'bob'), 'ann');
    s = round(s, 3, 'ann', { ann: 6, bob: 2 });
    expect(refusal(s, sm('bob', Array.from({ length: s.players['ann']?.commandPoints ?? 0 }, () => 6)))).toEqual([
      { code: 'blighted-wilds/strategic-mastery-seized', message: 'bob has seized the initiative this battle, so Strategic Mastery is not open to them.', path: ['type'] },
    ]);
  });

  it('with a dice count other than the opponent’s command points', () => {
    expect(refusal(bobSeized(), sm('ann', [5, 6]))).toEqual([
      { code: 'blighted-wilds/strategic-mastery-rolls', message: 'Roll one dice per command point bob has: 4, not 2.', path: ['data', 'rolls'] },
    ]);
    expect(refusal(bobSeized(), sm('ann', [5, 6, 1, 1, 1]))[0]?.message).toBe('Roll one dice per command point bob has: 4, not 5.');
  });
});

describe('Strategic Mastery: when it is open', () => {
  it('only in the round the opponent seized, not a later round they did not', () => {
    let s = turn(turn(bobSeized(), 'bob'), 'ann');
    // round 3: bob, first in round 2, wins and goes first again: no seizure
    s = round(s, 3, 'bob', { ann: 1, bob: 6 });
    expect(s.ext.seizures).toEqual([{ round: 2, player: 'bob' }]);
    expect(canUseStrategicMastery(s, 'ann')).toBe(false);
    expect(engine.check(s, { type: 'StrategicMasteryUsed', data: { player: 'ann', rolls: [1, 1, 1, 1] } }).map((v) => v.code)).toEqual(['blighted-wilds/strategic-mastery-no-seizure']);
  });

  it('not once the battle has ended, even in the round the opponent seized', () => {
    const s = play(bobSeized(), { type: 'BattleEnded', data: { reason: 'agreement' } });
    expect(canUseStrategicMastery(s, 'ann')).toBe(false);
  });

  it('the opponent’s use does not spend it: a player who seized is refused for having seized, not for a use', () => {
    // ann uses it in round 2 (bob seized); in round 3 ann seizes back: bob seized in round 2, so it is closed to him
    let s = play(bobSeized(), { type: 'StrategicMasteryUsed', data: { player: 'ann', rolls: [1, 1, 1, 1] } });
    s = turn(turn(s, 'bob'), 'ann');
    s = round(s, 3, 'ann', { ann: 6, bob: 1 });
    expect(engine.check(s, { type: 'StrategicMasteryUsed', data: { player: 'bob', rolls: Array.from({ length: s.players['ann']?.commandPoints ?? 0 }, () => 1) } }).map((v) => v.code)).toEqual([
      'blighted-wilds/strategic-mastery-seized',
    ]);
  });

  it('no dice at 5+: nothing moves, and the use is recorded', () => {
    const s = play(bobSeized(), { type: 'StrategicMasteryUsed', data: { player: 'ann', rolls: [4, 4, 1, 2] } });
    expect(cp(s)).toEqual([5, 4]);
    expect(s.ext.strategicMastery).toEqual([{ player: 'ann', round: 2, rolls: [4, 4, 1, 2], moved: 0 }]);
    expect(canUseStrategicMastery(s, 'ann')).toBe(false);
  });
});
