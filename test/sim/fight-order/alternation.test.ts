import { describe, expect, it } from 'vitest';
import { nextToFight } from '../../../src/authoring.js';
import { ann, bob, next } from './support.js';

// core 4e 13.1: players alternate picking 1 eligible unit, starting with the active player; a player with none left
// passes and the other picks one after another
describe('alternation', () => {
  const units = [ann('a1'), ann('a2'), ann('a3'), bob('b1'), bob('b2')];

  it('starts with the active player', () => {
    expect(next(units, [])).toEqual({ player: 'ann', units: ['a1', 'a2', 'a3'], stage: 'normal' });
    expect(next(units, [], 'bob')).toEqual({ player: 'bob', units: ['b1', 'b2'], stage: 'normal' });
  });

  it('then the players alternate', () => {
    expect(next(units, ['a2']).player).toBe('bob');
    expect(next(units, ['a2', 'b1']).player).toBe('ann');
    expect(next(units, ['a2', 'b1', 'a1'])).toEqual({ player: 'bob', units: ['b2'], stage: 'normal' });
  });

  it('a player with no unit left passes: the other picks one after another', () => {
    expect(next(units, ['a2', 'b1', 'a1', 'b2'])).toEqual({ player: 'ann', units: ['a3'], stage: 'normal' });
    expect(next([ann('a1'), ann('a2'), bob('b1')], ['a1', 'b1']).player).toBe('ann');
    // the active player with nothing in combat: the opponent picks from the start
    expect(next([bob('b1'), bob('b2')], [])).toEqual({ player: 'bob', units: ['b1', 'b2'], stage: 'normal' });
    expect(next([bob('b1'), bob('b2')], ['b1']).player).toBe('bob');
  });

  it('ends when every unit has fought', () => {
    expect(next(units, ['a2', 'b1', 'a1', 'b2', 'a3'])).toEqual({ player: null, units: [], stage: 'done' });
    expect(next([], [])).toEqual({ player: null, units: [], stage: 'done' });
  });

  it('a unit that can no longer fight is skipped, and one that fought before it was slain still counts', () => {
    // b1 slain before it fought: bob has nothing left
    expect(next([ann('a1'), ann('a2'), bob('b1', { canFight: false })], ['a1']).player).toBe('ann');
    // a1 fought, then was slain: the history stays valid
    expect(next([ann('a1', { canFight: false }), ann('a2'), bob('b1')], ['a1'])).toEqual({ player: 'bob', units: ['b1'], stage: 'normal' });
  });

  it('a pick out of turn is refused (fight-order/out-of-order)', () => {
    const r = nextToFight({ units, fought: ['a1', 'a2'], activePlayer: 'ann' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations[0]).toMatchObject({ code: 'fight-order/out-of-order', path: ['fought', 1], ref: 'a2' });
    const first = nextToFight({ units, fought: ['b1'], activePlayer: 'ann' });
    expect(first.ok).toBe(false);
  });

  it('malformed input is refused (fight-order/invalid)', () => {
    const cases = [
      { units: [ann('a1'), ann('a1')], fought: [], activePlayer: 'ann' },
      { units: [ann('a1')], fought: ['zz'], activePlayer: 'ann' },
      { units: [ann('a1'), bob('b1')], fought: ['a1', 'a1'], activePlayer: 'ann' },
      { units: [ann('a1'), bob('b1'), { id: 'c1', player: 'cid' }], fought: [], activePlayer: 'ann' },
      { units: null, fought: [], activePlayer: 'ann' },
    ];
    for (const c of cases) {
      const r = nextToFight(c as never);
      expect(r.ok, JSON.stringify(c)).toBe(false);
      if (!r.ok) expect(r.violations[0]?.code).toBe('fight-order/invalid');
    }
  });
});
