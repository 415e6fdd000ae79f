// covers: gallet/glorious-victory
import { describe, expect, it } from 'vitest';
import type { GalletGrandStrategyId } from '../../../src/battlepack/gallet/index.js';
import { ANN, BOB, general, given, unit } from './support.js';

/** Ann and Bob, each with three veterans, ann's general and bob's general. */
function battle(grand: { ann?: GalletGrandStrategyId; bob?: GalletGrandStrategyId } = {}) {
  return given('turf-war', { grand })
    .units([unit('a1', ANN), unit('a2', ANN), unit('a3', ANN), general('ag', ANN), unit('b1', BOB), unit('b2', BOB), unit('b3', BOB), unit('b4', BOB), general('bg', BOB)])
    .deploy(ANN)
    .nextRound(ANN);
}

describe('result: Glorious Victory', () => {
  it('gives a major victory to the player with the most VP', () => {
    const b = battle().turn(ANN).contest([['a1', 'objective-1', 10]]).toEnd();
    expect(b.state.clock.result).toMatchObject({ kind: 'major', winner: ANN, source: 'gallet-2022-s1/result/most-victory-points' });
  });
  it('on tied VP, gives a minor victory to the player who completed more battle tactics', () => {
    // ann: a tactic (2 VP); bob: one objective held more than ann (2 VP)
    const b = battle().turn(ANN).hero().pick('this-ones-mine', { kind: 'unit', id: 'b4' }).destroy('b4', { unit: 'ag' }).endTurn();
    b.turn(BOB).contest([['b1', 'objective-1', 10]]).endTurn();
    b.do({ type: 'ObjectiveControlSet', data: { objective: 'objective-1', player: null } }).toEnd();
    expect([b.vp(ANN), b.vp(BOB)]).toEqual([2, 2]);
    expect(b.state.clock.result).toMatchObject({ kind: 'minor', winner: ANN, source: 'gallet-2022-s1/result/most-battle-tactics' });
  });
  it('on tied VP and tactics, gives a minor victory to the only player who completed the grand strategy', () => {
    // ann: Demonstration of Strength (3 VP); bob: 3 VP from objectives; bob's strategy fails
    const b = battle({ ann: 'demonstration-of-strength', bob: 'no-place-for-the-weak' }).turn(ANN).endTurn();
    b.turn(BOB).contest([['b1', 'objective-1', 10], ['b2', 'objective-2', 10]]).endTurn();
    b.do({ type: 'ObjectiveControlSet', data: { objective: 'objective-1', player: null } }, { type: 'ObjectiveControlSet', data: { objective: 'objective-2', player: null } }).toEnd();
    expect([b.vp(ANN), b.vp(BOB)]).toEqual([3, 3]);
    expect(b.state.clock.result).toMatchObject({ kind: 'minor', winner: ANN, source: 'gallet-2022-s1/result/grand-strategy' });
  });
  it('is a draw when both (or neither) completed their grand strategy', () => {
    const both = battle({ ann: 'demonstration-of-strength', bob: 'demonstration-of-strength' }).toEnd();
    expect(both.state.clock.result).toMatchObject({ kind: 'draw', winner: null, source: 'gallet-2022-s1/result/draw' });
    const neither = battle().toEnd();
    expect(neither.state.clock.result).toMatchObject({ kind: 'draw', winner: null });
  });
  it('ends after 5 battle rounds', () => {
    const b = battle().toEnd();
    expect(b.state.clock.round).toBe(5);
    expect(b.state.clock.stage).toBe('ended');
  });
});
