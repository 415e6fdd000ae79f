import { describe, expect, it } from 'vitest';
import { ANN, BOB, inHeroPhase, inTurn, other } from '../support.js';

const T = 'against-the-odds';
const target = { kind: 'unit' as const, id: 'a1' };

describe('battle tactic: Against the Odds', () => {
  it('is completed when the unit contests an objective you control that no enemy veterans contest', () => {
    const b = inHeroPhase('turf-war', {}, [other('be', BOB, { models: 2 })]).pick(T, target).contest([
      ['a1', 'objective-1', 10],
      ['be', 'objective-1', 2],
    ]);
    expect(b.state.objectives['objective-1']?.controller).toBe(ANN);
    expect(b.endTurn().tactic(ANN, T)?.status).toBe('completed');
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
  it("fails when the unit contests nothing you control; unknown without contest reports (players' statement)", () => {
    expect(inHeroPhase().pick(T, target).contest([['a2', 'objective-1', 10]]).endTurn().tactic(ANN, T)?.status).toBe('failed');
    expect(inHeroPhase().pick(T, target).do({ type: 'BattleTacticCompleted', data: { player: ANN, tactic: T } }).endTurn().tactic(ANN, T)?.status).toBe('completed');
  });
  it('targets a unit of your starting army on the battlefield, not a summoned one', () => {
    const b = inTurn().units([other('summoned', ANN)], 'summoned').hero();
    expect(b.options(T)).toEqual(['a1', 'a2', 'ag']);
    b.refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'unit', id: 'summoned' } } }, 'battle-tactic/invalid-target');
  });
});
