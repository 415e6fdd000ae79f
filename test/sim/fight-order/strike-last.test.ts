import { describe, expect, it } from 'vitest';
import { eligibleToFight, nextToFight, strikeOrder } from '../../../src/authoring.js';
import { ann, bob, next } from './support.js';

// core 4e 19.0: a STRIKE-LAST unit cannot be picked while a unit in combat without it has still to fight
describe('STRIKE-LAST', () => {
  it('waits for every unit without it, on both sides', () => {
    const units = [ann('a1', { strikeLast: true }), ann('a2'), bob('b1')];
    expect(next(units, [])).toEqual({ player: 'ann', units: ['a2'], stage: 'normal' });
    expect(next(units, ['a2'])).toEqual({ player: 'bob', units: ['b1'], stage: 'normal' });
    expect(next(units, ['a2', 'b1'])).toEqual({ player: 'ann', units: ['a1'], stage: 'strike-last' });
  });

  it('a player whose only units have STRIKE-LAST passes until they may fight', () => {
    const units = [ann('a1'), ann('a2'), bob('b1', { strikeLast: true })];
    expect(next(units, ['a1'])).toEqual({ player: 'ann', units: ['a2'], stage: 'normal' });
    expect(next(units, ['a1', 'a2'])).toEqual({ player: 'bob', units: ['b1'], stage: 'strike-last' });
  });

  it('STRIKE-LAST units alternate among themselves at the end, continuing the alternation', () => {
    const units = [ann('a1'), ann('a2', { strikeLast: true }), bob('b1', { strikeLast: true }), bob('b2', { strikeLast: true })];
    // a1 fought: the other player, bob, picks next
    expect(next(units, ['a1'])).toEqual({ player: 'bob', units: ['b1', 'b2'], stage: 'strike-last' });
    expect(next(units, ['a1', 'b2'])).toEqual({ player: 'ann', units: ['a2'], stage: 'strike-last' });
  });

  it('a unit with both STRIKE-FIRST and STRIKE-LAST has neither', () => {
    expect(strikeOrder({ strikeFirst: true, strikeLast: true })).toBe('normal');
    expect(eligibleToFight([ann('a1', { strikeFirst: true, strikeLast: true }), bob('b1')], [])).toEqual(['a1', 'b1']);
  });

  it('a unit that cannot fight holds no STRIKE-LAST unit back', () => {
    expect(eligibleToFight([ann('a1', { strikeLast: true }), bob('b1', { canFight: false })], [])).toEqual(['a1']);
  });

  it('a STRIKE-LAST unit picked too early is refused', () => {
    const r = nextToFight({ units: [ann('a1', { strikeLast: true }), bob('b1')], fought: ['a1'], activePlayer: 'ann' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations[0]?.code).toBe('fight-order/out-of-order');
  });
});
