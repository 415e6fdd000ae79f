// The before-battle helpers' refusals and reasons asserted in full (code, message, path, ref; the error's message).
import { describe, expect, it } from 'vitest';
import { determineBattleplan, nextToDeploy, rollOffForRoles, roundOnePriority } from '../../../../src/battlepack/gallet/before-battle.js';

describe('before the battle, in full', () => {
  it('determineBattleplan: each roll that is not a dice result', () => {
    expect(determineBattleplan({ tableRoll: 0, planRoll: 2.5 })).toEqual({
      ok: false,
      violations: [
        { code: 'dice/out-of-range', message: 'tableRoll must be a six-sided dice result, a whole number from 1 to 6, not 0.', path: ['tableRoll'] },
        { code: 'dice/out-of-range', message: 'planRoll must be a six-sided dice result, a whole number from 1 to 6, not 2.5.', path: ['planRoll'] },
      ],
    });
  });

  it('determineBattleplan: a wrong table roll alone is refused alone; a value that is not a number is refused', () => {
    expect(determineBattleplan({ tableRoll: 7, planRoll: 3 })).toEqual({
      ok: false,
      violations: [{ code: 'dice/out-of-range', message: 'tableRoll must be a six-sided dice result, a whole number from 1 to 6, not 7.', path: ['tableRoll'] }],
    });
    // from JavaScript: a numeric string is not a dice result
    expect(determineBattleplan({ tableRoll: 2, planRoll: '3' as unknown as number })).toEqual({
      ok: false,
      violations: [{ code: 'dice/out-of-range', message: 'planRoll must be a six-sided dice result, a whole number from 1 to 6, not 3.', path: ['planRoll'] }],
    });
    expect(rollOffForRoles({ ann: '4' as unknown as number, bob: 2 })).toEqual({
      kind: 'invalid',
      violations: [{ code: 'dice/out-of-range', message: "ann's roll-off dice must be a whole number from 1 to 6, not 4.", path: ['rolls', 'ann'], ref: 'ann' }],
    });
  });

  it('rollOffForRoles: dice out of range, the wrong number of players, a tie', () => {
    expect(rollOffForRoles({ ann: 7, bob: 0 })).toEqual({
      kind: 'invalid',
      violations: [
        { code: 'dice/out-of-range', message: "ann's roll-off dice must be a whole number from 1 to 6, not 7.", path: ['rolls', 'ann'], ref: 'ann' },
        { code: 'dice/out-of-range', message: "bob's roll-off dice must be a whole number from 1 to 6, not 0.", path: ['rolls', 'bob'], ref: 'bob' },
      ],
    });
    expect(rollOffForRoles({ ann: 3 })).toEqual({
      kind: 'invalid',
      violations: [{ code: 'before-battle/roll-off-players', message: 'A roll-off takes one dice for each of the two players; got 1.', path: ['rolls'] }],
    });
    expect(rollOffForRoles({ ann: 3, bob: 3 })).toEqual({ kind: 'reroll', tiedOn: 3, reason: 'Both players rolled 3; a tied roll-off is rolled again.' });
  });

  it('nextToDeploy: the errors of a wrong call', () => {
    expect(() => nextToDeploy('ann', 'ann', [], {})).toThrow(new RangeError('nextToDeploy: the attacker and the defender must be different players'));
    expect(() => nextToDeploy('ann', 'bob', [], { ann: 1.5, bob: 1 })).toThrow(new RangeError('nextToDeploy: units left for ann must be a whole number of 0 or more'));
    expect(() => nextToDeploy('ann', 'bob', [], { ann: 1, bob: -1 })).toThrow(new RangeError('nextToDeploy: units left for bob must be a whole number of 0 or more'));
  });

  it('roundOnePriority: the reason', () => {
    expect(roundOnePriority('ann')).toEqual({ round: 1, winner: 'ann', rolled: false, reason: 'ann finished deploying first, so they have priority in the first battle round without a roll.' });
  });
});
