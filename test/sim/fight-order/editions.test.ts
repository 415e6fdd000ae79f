import { describe, expect, it } from 'vitest';
import { eligibleToFight, nextToFight, strikeOrder, type FightingUnit } from '../../../src/authoring.js';
import { ann, bob } from './support.js';

// ruling sim/fight-order-editions: nextToFight in 3rd and 4th edition
const pick = (units: readonly FightingUnit[], fought: readonly string[], edition?: 3 | 4) => {
  const r = nextToFight({ units, fought, activePlayer: 'ann', ...(edition === undefined ? {} : { edition }) });
  if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('\n'));
  return { player: r.player, units: r.units, stage: r.stage };
};

describe('STRIKE-LAST alternation by edition', () => {
  // ann fights, bob fights: the last normal pick was bob's; then only STRIKE-LAST units are left
  const units = [ann('a1'), bob('b1'), ann('a2', { strikeLast: true }), bob('b2', { strikeLast: true })];

  it('3rd edition: the units that fight at the end alternate afresh, from the active player', () => {
    expect(pick(units, ['a1', 'b1'], 3)).toEqual({ player: 'ann', units: ['a2'], stage: 'strike-last' });
    expect(pick(units, ['a1', 'b1', 'a2'], 3)).toEqual({ player: 'bob', units: ['b2'], stage: 'strike-last' });
    // when the active player's normal unit fought last, the fresh start is the active player again
    const annLast = [ann('a1'), bob('b1'), ann('a3'), ann('a2', { strikeLast: true }), bob('b2', { strikeLast: true })];
    expect(pick(annLast, ['a1', 'b1', 'a3'], 3)).toEqual({ player: 'ann', units: ['a2'], stage: 'strike-last' });
  });

  it('4th edition (and the default): the alternation goes on from the last picker', () => {
    const annLast = [ann('a1'), bob('b1'), ann('a3'), ann('a2', { strikeLast: true }), bob('b2', { strikeLast: true })];
    expect(pick(annLast, ['a1', 'b1', 'a3'], 4)).toEqual({ player: 'bob', units: ['b2'], stage: 'strike-last' });
    expect(pick(annLast, ['a1', 'b1', 'a3'])).toEqual({ player: 'bob', units: ['b2'], stage: 'strike-last' });
    // after bob's normal pick both editions agree: ann picks
    expect(pick(units, ['a1', 'b1'], 4)).toEqual({ player: 'ann', units: ['a2'], stage: 'strike-last' });
  });

  it('a 3rd-edition order that goes on from the last picker is refused at the pick the rules did not allow', () => {
    const annLast = [ann('a1'), bob('b1'), ann('a3'), ann('a2', { strikeLast: true }), bob('b2', { strikeLast: true })];
    const r = nextToFight({ units: annLast, fought: ['a1', 'b1', 'a3', 'b2'], activePlayer: 'ann', edition: 3 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations.map((v) => [v.code, v.path])).toEqual([['fight-order/out-of-order', ['fought', 3]]]);
    expect(nextToFight({ units: annLast, fought: ['a1', 'b1', 'a3', 'b2'], activePlayer: 'ann', edition: 4 }).ok).toBe(true);
  });
});

describe('STRIKE-FIRST on a unit pulled into combat, by edition', () => {
  it('keeps its effect in 3rd edition and loses it in 4th', () => {
    const pulled = bob('b1', { strikeFirst: true, pulledIntoCombat: true });
    expect(strikeOrder(pulled, 3)).toBe('first');
    expect(strikeOrder(pulled, 4)).toBe('normal');
    expect(strikeOrder(pulled)).toBe('normal');
    expect(eligibleToFight([ann('a1'), pulled], [], 3)).toEqual(['b1']);
    expect(eligibleToFight([ann('a1'), pulled], [])).toEqual(['a1', 'b1']);
    expect(pick([ann('a1'), pulled], [], 3)).toEqual({ player: 'bob', units: ['b1'], stage: 'strike-first' });
  });

  it('refuses an edition other than 3 or 4', () => {
    const r = nextToFight({ units: [ann('a1')], fought: [], activePlayer: 'ann', edition: 5 as unknown as 4 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations.map((v) => [v.code, v.path])).toEqual([['fight-order/invalid', ['edition']]]);
  });
});
