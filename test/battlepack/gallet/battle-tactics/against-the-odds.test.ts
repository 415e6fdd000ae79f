import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, inHeroPhase, inTurn, other, unit } from '../support.js';

const T = 'against-the-odds';
const target = { kind: 'unit' as const, id: 'a1' };

describe('battle tactic: Against the Odds', () => {
  it('is completed when the unit contests an objective you control that no enemy veterans contest', () => {
    const b = inHeroPhase('turf-war', {}, [other('be', BOB, { models: 2 })]).pick(T, target).contest([
      ['a1', 'objective-1', 10],
      ['be', 'objective-1', 2],
    ]);
    // the report is recorded; control and the tactic are judged at the end of the turn
    expect(b.state.board.objectives['objective-1']?.controller).toBeNull();
    b.endTurn();
    expect(b.state.board.objectives['objective-1']?.controller).toBe(ANN);
    expect(b.tactic(ANN, T)?.status).toBe('completed');
  });
  it('reads only the contest reports of this turn: an earlier turn\'s report is stale and the statement decides', () => {
    // bob's turn reports a1 on objective-1 (ann gains it at bob's turn end: 10 against nothing)
    const b = given('turf-war').units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB)]).deploy(BOB).nextRound(BOB).turn(BOB).contest([['a1', 'objective-1', 10]]).endTurn();
    expect(b.state.board.objectives['objective-1']?.controller).toBe(ANN);
    // ann picks the tactic and reports nothing this turn: unknown, so her statement decides
    const failed = b.turn(ANN).hero().pick(T, target).do({ type: 'BattleTacticFailed', data: { player: ANN, tactic: T } }).endTurn();
    expect(failed.tactic(ANN, T)?.status).toBe('failed');
  });
  it('fails when enemy GALLETIAN VETERANS contest that objective', () => {
    const b = inHeroPhase()
      .pick(T, target)
      .contest([
        ['a1', 'objective-1', 10],
        ['b1', 'objective-1', 2],
      ])
      .endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
  });
  it("fails when the unit contests nothing you control; unknown without a contest report of this turn (players' statement)", () => {
    expect(inHeroPhase().pick(T, target).contest([['a2', 'objective-1', 10]]).endTurn().tactic(ANN, T)?.status).toBe('failed');
    // ann holds objective-1 (set by hand) and no contest report of this turn says who is on it: her statement decides
    const held = () => inHeroPhase().pick(T, target).do({ type: 'ObjectiveControlSet', data: { objective: 'objective-1', player: ANN } });
    expect(held().do({ type: 'BattleTacticCompleted', data: { player: ANN, tactic: T } }).endTurn().tactic(ANN, T)?.status).toBe('completed');
    expect(held().endTurn().tactic(ANN, T)?.status).toBe('failed');
    // holding no objective at the end of the turn is a fact: the statement cannot save it
    expect(inHeroPhase().pick(T, target).do({ type: 'BattleTacticCompleted', data: { player: ANN, tactic: T } }).endTurn().tactic(ANN, T)?.status).toBe('failed');
  });
  it('targets a unit of your starting army on the battlefield, not a summoned one', () => {
    const b = inTurn().units([other('summoned', ANN)], 'summoned').hero();
    expect(b.options(T)).toEqual(['a1', 'a2', 'ag']);
    b.refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'unit', id: 'summoned' } } }, 'battle-tactic/invalid-target');
  });
  it('targets only units still on the battlefield: a destroyed unit of the starting army is not offered', () => {
    const b = inTurn('turf-war', { strict: true }).destroy('a2').hero();
    expect(b.options(T)).toEqual(['a1', 'ag']);
    b.refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'unit', id: 'a2' } } }, 'battle-tactic/invalid-target');
  });
  it("fails when the unit is destroyed, whatever the players say; while it lives and no report shows the turn's end, their statement decides", () => {
    const held = () => inHeroPhase().pick(T, target).do({ type: 'ObjectiveControlSet', data: { objective: 'objective-1', player: ANN } });
    // a1 alive, ann holding objective-1, no contest report of this turn: unknown, so the statement decides
    expect(held().do({ type: 'BattleTacticCompleted', data: { player: ANN, tactic: T } }).endTurn().tactic(ANN, T)?.status).toBe('completed');
    // a1 destroyed: a fact, the statement cannot save it
    expect(held().destroy('a1').do({ type: 'BattleTacticCompleted', data: { player: ANN, tactic: T } }).endTurn().tactic(ANN, T)?.status).toBe('failed');
  });
  it('does not count enemy GALLETIAN VETERANS that no longer contest: reported on the objective, then destroyed', () => {
    const reported = () =>
      inHeroPhase()
        .pick(T, target)
        .contest([
          ['a1', 'objective-1', 10],
          ['b1', 'objective-1', 2],
        ]);
    // b1 still there: an enemy veteran contests, failed
    expect(reported().endTurn().tactic(ANN, T)?.status).toBe('failed');
    // b1 destroyed after the report: its models no longer contest, ann holds the objective alone
    const b = reported().destroy('b1', { unit: 'a1' }).endTurn();
    expect(b.state.board.objectives['objective-1']?.controller).toBe(ANN);
    expect(b.tactic(ANN, T)?.status).toBe('completed');
  });
  it('does not count an enemy GALLETIAN VETERANS unit listed on the objective with no models contesting it', () => {
    const b = inHeroPhase()
      .pick(T, target)
      .contest([
        ['a1', 'objective-1', 10],
        ['b1', 'objective-1', 0],
      ])
      .endTurn();
    expect(b.state.board.objectives['objective-1']?.controller).toBe(ANN);
    expect(b.tactic(ANN, T)?.status).toBe('completed');
  });
});
