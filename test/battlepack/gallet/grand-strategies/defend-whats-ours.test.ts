import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, unit } from '../support.js';

function battle() {
  return given('turf-war', { grand: { ann: 'defend-whats-ours' } }).units([unit('a1', ANN), unit('b1', BOB), unit('b2', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN);
}

describe("grand strategy: Defend What's Ours", () => {
  it('is completed when no enemy unit is wholly within your territory', () => {
    const b = battle()
      .zones({ b1: { partly: ['attacker-territory'] }, b2: { wholly: ['defender-territory'] } })
      .toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(true);
  });
  it('is not completed when an enemy unit is wholly within it', () => {
    const b = battle()
      .zones({ b1: { wholly: ['attacker-territory'] } })
      .toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(false);
  });
  it('ignores destroyed enemy units', () => {
    const b = battle().zones({ b1: { wholly: ['attacker-territory'] } }).destroy('b1', { unit: 'a1' }).toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(true);
  });
});
