import { describe, expect, it } from 'vitest';
import { ANN, BOB, inHeroPhase, inTurn } from '../support.js';

const T = 'gaining-momentum';
const target = { kind: 'unit' as const, id: 'b1' };

describe('battle tactic: Gaining Momentum', () => {
  it('is completed when the target is destroyed and you hold more objectives', () => {
    const b = inHeroPhase().pick(T, target).destroy('b1', { unit: 'a1' }).contest([['a1', 'objective-1', 10]]).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('completed');
    expect(b.lines('battle-tactic/gaining-momentum', ANN).map((l) => l.amount)).toEqual([2]);
  });
  it('fails when the target survives, even if the players say otherwise', () => {
    const b = inHeroPhase().pick(T, target).contest([['a1', 'objective-1', 10]]).do({ type: 'BattleTacticCompleted', data: { player: ANN, tactic: T } }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
  });
  it('fails when the target dies but you do not hold more objectives', () => {
    const b = inHeroPhase().pick(T, target).destroy('b1', { unit: 'a1' }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
    expect(b.vp(ANN)).toBe(0);
  });
  it('targets only an enemy unit on the battlefield and lists those', () => {
    inHeroPhase().refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'unit', id: 'a1' } } }, 'battle-tactic/invalid-target');
    const b = inTurn().destroy('b2', { unit: 'a1' }).hero();
    expect(b.options(T)).toEqual(['b1', 'bg']);
    b.refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'unit', id: 'b2' } } }, 'battle-tactic/invalid-target');
    expect(b.options(T, BOB)).toEqual(['a1', 'a2', 'ag']);
  });
});
