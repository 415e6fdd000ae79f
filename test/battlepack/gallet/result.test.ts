// covers: gallet/glorious-victory
import { describe, expect, it } from 'vitest';
import { galletResult, type GalletGrandStrategyId } from '../../../src/battlepack/gallet/index.js';
import { ANN, BOB, Battle, engine, general, given, scenarioEngine, setUpEvent, unit, type Ev } from './support.js';

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

describe('result: the reason, with the display names given at set-up', () => {
  function named(grand: { ann?: GalletGrandStrategyId; bob?: GalletGrandStrategyId } = {}) {
    const e = setUpEvent('turf-war', { grand }) as { type: 'BattleSetUp'; data: { players: { id: string }[] } };
    const set = { ...e, data: { ...e.data, players: e.data.players.map((p) => ({ ...p, name: p.id === ANN ? 'Ann Smith' : 'Bob Jones' })) } } as Ev;
    return new Battle(engine.initialState(), scenarioEngine)
      .do(set)
      .units([unit('a1', ANN), unit('a2', ANN), unit('a3', ANN), general('ag', ANN), unit('b1', BOB), unit('b2', BOB), unit('b3', BOB), general('bg', BOB)])
      .deploy(ANN)
      .nextRound(ANN);
  }
  const played = '; the 5 battle rounds were played';

  it('most victory points: a major victory for either player', () => {
    expect(named().turn(ANN).contest([['a1', 'objective-1', 10]]).toEnd().state.clock.result).toEqual({
      kind: 'major',
      winner: ANN,
      reason: `Ann Smith has the most victory points (10 to 0)${played}`,
      source: 'gallet-2022-s1/result/most-victory-points',
    });
    expect(named().turn(ANN).endTurn().turn(BOB).contest([['b1', 'objective-1', 10]]).toEnd().state.clock.result).toEqual({
      kind: 'major',
      winner: BOB,
      reason: `Bob Jones has the most victory points (10 to 0)${played}`,
      source: 'gallet-2022-s1/result/most-victory-points',
    });
  });
  it('tied VP: the second player can win on battle tactics too', () => {
    // ann: one objective more in her turn (2 VP); bob: This One's Mine (2 VP)
    const b = named().turn(ANN).contest([['a1', 'objective-1', 10]]).endTurn();
    b.do({ type: 'ObjectiveControlSet', data: { objective: 'objective-1', player: null } });
    b.turn(BOB).hero().pick('this-ones-mine', { kind: 'unit', id: 'a3' }).destroy('a3', { unit: 'bg' }).endTurn().toEnd();
    expect([b.vp(ANN), b.vp(BOB)]).toEqual([2, 2]);
    expect(b.state.clock.result).toEqual({ kind: 'minor', winner: BOB, reason: `tied on 2 VP; Bob Jones completed more battle tactics (1 to 0)${played}`, source: 'gallet-2022-s1/result/most-battle-tactics' });
  });
  it('tied VP: a tactic picked and failed is not a completed one', () => {
    // as above, but ann also picked This One's Mine against a unit that lives: 1 tactic picked each, 0 completed to 1
    const b = named().turn(ANN).hero().pick('this-ones-mine', { kind: 'unit', id: 'b3' }).contest([['a1', 'objective-1', 10]]).endTurn();
    b.do({ type: 'ObjectiveControlSet', data: { objective: 'objective-1', player: null } });
    b.turn(BOB).hero().pick('this-ones-mine', { kind: 'unit', id: 'a3' }).destroy('a3', { unit: 'bg' }).endTurn().toEnd();
    expect([b.vp(ANN), b.vp(BOB)]).toEqual([2, 2]);
    expect(b.state.clock.result).toEqual({ kind: 'minor', winner: BOB, reason: `tied on 2 VP; Bob Jones completed more battle tactics (1 to 0)${played}`, source: 'gallet-2022-s1/result/most-battle-tactics' });
  });
  it('tied VP and tactics: the second player can win on the grand strategy too; else a draw, its reason saying why', () => {
    // bob: Demonstration of Strength (3 VP); ann: 3 VP from objectives; ann's strategy fails
    const b = named({ ann: 'no-place-for-the-weak', bob: 'demonstration-of-strength' }).turn(ANN).contest([['a1', 'objective-1', 10], ['a2', 'objective-2', 10]]).endTurn();
    b.do({ type: 'ObjectiveControlSet', data: { objective: 'objective-1', player: null } }, { type: 'ObjectiveControlSet', data: { objective: 'objective-2', player: null } }).toEnd();
    expect([b.vp(ANN), b.vp(BOB)]).toEqual([3, 3]);
    expect(b.state.clock.result).toEqual({ kind: 'minor', winner: BOB, reason: `tied on 3 VP; Bob Jones alone completed their grand strategy${played}`, source: 'gallet-2022-s1/result/grand-strategy' });
    expect(named({ ann: 'demonstration-of-strength', bob: 'demonstration-of-strength' }).toEnd().state.clock.result).toEqual({
      kind: 'draw',
      winner: null,
      reason: `tied on 3 VP; tied on battle tactics (0 each) and both completed their grand strategy${played}`,
      source: 'gallet-2022-s1/result/draw',
    });
    expect(named().toEnd().state.clock.result).toEqual({
      kind: 'draw',
      winner: null,
      reason: `tied on 0 VP; tied on battle tactics (0 each) and neither completed their grand strategy${played}`,
      source: 'gallet-2022-s1/result/draw',
    });
  });
  it('a battle not set up has no players: a draw', () => {
    expect(galletResult(engine.initialState())).toEqual({ kind: 'draw', winner: null, reason: 'tied on 0 VP; no players', source: 'gallet-2022-s1/result/draw' });
  });
});
