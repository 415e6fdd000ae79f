import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, other, unit } from '../support.js';

function battle() {
  return given('turf-war', { grand: { ann: 'demonstration-of-strength' } })
    .units([unit('a1', ANN), unit('a2', ANN), unit('a3', ANN), other('ao', ANN), unit('b1', BOB)])
    .deploy(ANN)
    .nextRound(ANN)
    .turn(ANN);
}

describe('grand strategy: Demonstration of Strength', () => {
  it('is completed with 3 GALLETIAN VETERANS units of the starting army on the battlefield', () => {
    expect(battle().toEnd().state.players[ANN]?.grandStrategyCompleted).toBe(true);
  });
  it('is not completed with 2, and summoned veterans do not make up the number', () => {
    const b = battle().destroy('a3', { unit: 'b1' }).units([unit('s1', ANN)], 'summoned').toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(false);
  });
});
