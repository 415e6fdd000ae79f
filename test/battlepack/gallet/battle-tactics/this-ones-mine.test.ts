import { describe, expect, it } from 'vitest';
import { ANN, inHeroPhase } from '../support.js';

const T = 'this-ones-mine';
const target = { kind: 'unit' as const, id: 'b1' };

describe("battle tactic: This One's Mine!", () => {
  it('is completed when your general destroys the target with an attack', () => {
    const b = inHeroPhase().pick(T, target).destroy('b1', { unit: 'ag', means: 'attack' }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('completed');
    expect(b.vp(ANN)).toBe(2);
  });
  it('fails when another unit destroys it, or the general does with a spell', () => {
    expect(inHeroPhase().pick(T, target).destroy('b1', { unit: 'a1' }).endTurn().tactic(ANN, T)?.status).toBe('failed');
    expect(inHeroPhase().pick(T, target).destroy('b1', { unit: 'ag', means: 'spell' }).endTurn().tactic(ANN, T)?.status).toBe('failed');
  });
  it('fails when the target survives', () => {
    expect(inHeroPhase().pick(T, target).endTurn().tactic(ANN, T)?.status).toBe('failed');
  });
  it("leaves it to the players' statement when the killer was not reported", () => {
    const b = inHeroPhase().pick(T, target).destroy('b1').do({ type: 'BattleTacticCompleted', data: { player: ANN, tactic: T } }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('completed');
  });
  it('targets an enemy unit on the battlefield', () => {
    inHeroPhase().refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'unit', id: 'ag' } } }, 'battle-tactic/invalid-target');
  });
});
