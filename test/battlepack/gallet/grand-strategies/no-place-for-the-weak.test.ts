import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, other, unit } from '../support.js';

function battle() {
  return given('turf-war', { grand: { ann: 'no-place-for-the-weak' } }).units([unit('a1', ANN), unit('b1', BOB), unit('b2', BOB, { wounds: 6 }), other('bo', BOB)]).deploy(ANN);
}

describe('grand strategy: No Place for the Weak', () => {
  it('is completed when none of the opponent\'s starting Battleline units is on the battlefield', () => {
    const b = battle().nextRound(ANN).turn(ANN).destroy('b1', { unit: 'a1' }).destroy('b2', { unit: 'a1' }).toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(true);
    expect(b.lines('grand-strategy/no-place-for-the-weak', ANN).map((l) => l.amount)).toEqual([3]);
  });
  it('is not completed while one survives (Battleline of any Wounds)', () => {
    const b = battle().nextRound(ANN).turn(ANN).destroy('b1', { unit: 'a1' }).toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(false);
  });
  it('ignores Battleline units added during the battle', () => {
    const b = battle().nextRound(ANN).turn(ANN).destroy('b1', { unit: 'a1' }).destroy('b2', { unit: 'a1' }).units([unit('b3', BOB)], 'summoned').toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(true);
  });
});
