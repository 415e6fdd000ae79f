import { describe, expect, it } from 'vitest';
import { eligibleToFight, strikeOrder } from '../../../src/authoring.js';
import { ann, bob, next } from './support.js';

// core 4e 19.0: while STRIKE-FIRST units wait, no other unit may fight; after them the active player picks next
describe('STRIKE-FIRST', () => {
  it('only STRIKE-FIRST units may fight while one waits, whoever is active', () => {
    const units = [ann('a1'), ann('a2'), bob('b1', { strikeFirst: true }), bob('b2')];
    expect(next(units, [])).toEqual({ player: 'bob', units: ['b1'], stage: 'strike-first' });
    expect(eligibleToFight(units, [])).toEqual(['b1']);
  });

  it('after all STRIKE-FIRST units have fought, the active player picks next', () => {
    const units = [ann('a1'), ann('a2'), bob('b1', { strikeFirst: true }), bob('b2')];
    expect(next(units, ['b1'])).toEqual({ player: 'ann', units: ['a1', 'a2'], stage: 'normal' });
    // even when the active player's own STRIKE-FIRST unit fought last
    const mine = [ann('a1', { strikeFirst: true }), ann('a2'), bob('b1')];
    expect(next(mine, ['a1'])).toEqual({ player: 'ann', units: ['a2'], stage: 'normal' });
  });

  it('STRIKE-FIRST units of both players alternate, starting with the active player', () => {
    const units = [ann('a1', { strikeFirst: true }), ann('a2', { strikeFirst: true }), bob('b1', { strikeFirst: true }), bob('b2')];
    expect(next(units, [])).toEqual({ player: 'ann', units: ['a1', 'a2'], stage: 'strike-first' });
    expect(next(units, ['a2'])).toEqual({ player: 'bob', units: ['b1'], stage: 'strike-first' });
    expect(next(units, ['a2', 'b1'])).toEqual({ player: 'ann', units: ['a1'], stage: 'strike-first' });
    // the active player would pick next, but has no unit left: the opponent picks
    expect(next(units, ['a2', 'b1', 'a1'])).toEqual({ player: 'bob', units: ['b2'], stage: 'normal' });
  });

  it('has no effect on a unit pulled into combat after the phase began', () => {
    const units = [ann('a1'), bob('b1', { strikeFirst: true, pulledIntoCombat: true })];
    expect(next(units, [])).toEqual({ player: 'ann', units: ['a1'], stage: 'normal' });
    expect(strikeOrder({ strikeFirst: true, pulledIntoCombat: true })).toBe('normal');
  });

  it('without STRIKE-FIRST units nothing changes', () => {
    expect(eligibleToFight([ann('a1'), bob('b1')], [])).toEqual(['a1', 'b1']);
  });
});
