import { describe, expect, it } from 'vitest';
import { damageOn } from '../../../src/blighted-wilds.js';
import { deployed, play, round, turn, type Ev, type S } from './support.js';

const waters = (player: 'ann' | 'bob', unit: string, roll: number): Ev => ({ type: 'BlightedWatersResolved', data: { player, pick: 3, within: [unit], rolls: { [unit]: roll } } });

describe('mortal damage', () => {
  it('stays on a multi-wound model until it reaches its Wounds, then slays it', () => {
    // the blightkings have 3 wounds per model: three Blighted Waters 1s slay one
    let s: S = round(deployed(), 1, 'ann');
    s = turn(s, 'ann', [waters('ann', 'bob-blightkings', 1)]);
    s = turn(s, 'bob', [waters('bob', 'bob-blightkings', 1)]);
    expect(damageOn(s, 'bob-blightkings')).toBe(2);
    expect(s.units['bob-blightkings']?.modelsRemaining).toBe(5);
    s = turn(round(s, 2, 'ann', { ann: 3, bob: 3 }), 'ann', [waters('ann', 'bob-blightkings', 1)]);
    expect(damageOn(s, 'bob-blightkings')).toBe(0);
    expect(s.units['bob-blightkings']?.modelsRemaining).toBe(4);
  });

  it('slays a 1-wound model at once and destroys the unit with its last model', () => {
    let s: S = round(deployed(), 1, 'ann');
    s = play(s, { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'ModelsSlain', data: { unit: 'bob-plaguebearers', count: 9 } }, waters('ann', 'bob-plaguebearers', 1));
    expect(s.units['bob-plaguebearers']?.status).toBe('destroyed');
    expect(s.destroyed.at(-1)).toMatchObject({ unit: 'bob-plaguebearers', means: 'mortal' });
  });

  it('a 2+ inflicts none', () => {
    const s = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, waters('ann', 'bob-blightkings', 2));
    expect(damageOn(s, 'bob-blightkings')).toBe(0);
    expect(play(s, { type: 'TurnEnded', data: { player: 'ann' } }).units['bob-blightkings']?.modelsRemaining).toBe(5);
  });
});
