import { describe, expect, it } from 'vitest';
import { ANN, BOB, general, given, other, unit } from '../support.js';

const T = 'outmuscle';

function battle() {
  return given('turf-war')
    .units([unit('a1', ANN), general('ag', ANN), unit('b1', BOB, { models: 5 }), other('be', BOB), general('bg', BOB)])
    .deploy(ANN)
    .nextRound(ANN, { after: [{ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-1' } }] })
    .turn(ANN);
}

describe('battle tactic: Outmuscle', () => {
  it('is completed when the target no longer contests the proving ground at the end of the turn', () => {
    const b = battle().contest([['b1', 'objective-1', 5]]).hero().pick(T, { kind: 'unit', id: 'b1' }).contest([['a1', 'objective-1', 10]]).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('completed');
  });
  it('is completed when the target is destroyed', () => {
    const b = battle().contest([['b1', 'objective-1', 5]]).hero().pick(T, { kind: 'unit', id: 'b1' }).destroy('b1', { unit: 'a1' }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('completed');
  });
  it('fails when the target still contests it', () => {
    const b = battle().contest([['b1', 'objective-1', 5]]).hero().pick(T, { kind: 'unit', id: 'b1' }).contest([['b1', 'objective-1', 2]]).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
  });
  it('targets only an enemy GALLETIAN VETERANS unit contesting the proving ground', () => {
    const b = battle().contest([
      ['b1', 'objective-1', 5],
      ['be', 'objective-1', 10],
    ]).hero();
    expect(b.options(T)).toEqual(['b1']);
    b.refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'unit', id: 'be' } } }, 'battle-tactic/invalid-target');
  });
  it('cannot be picked in a round without a proving ground', () => {
    const b = given('turf-war').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).contest([['b1', 'objective-1', 5]]).hero();
    expect(b.options(T)).toBeUndefined();
  });
});
