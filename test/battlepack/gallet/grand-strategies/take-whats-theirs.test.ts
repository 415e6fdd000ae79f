import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, unit } from '../support.js';

function battle() {
  return given('turf-war', { grand: { ann: 'take-whats-theirs' } })
    .units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB)])
    .deploy(ANN)
    .nextRound(ANN)
    .turn(ANN);
}

describe("grand strategy: Take What's Theirs", () => {
  it("is completed with more friendly than enemy units wholly within the opponent's territory", () => {
    const b = battle()
      .zones({ a1: { wholly: ['defender-territory'] }, a2: { wholly: ['defender-territory'] }, b1: { wholly: ['defender-territory'] } })
      .toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(true);
  });
  it('is not completed on equal numbers', () => {
    const b = battle()
      .zones({ a1: { wholly: ['defender-territory'] }, a2: { partly: ['defender-territory'] }, b1: { wholly: ['defender-territory'] } })
      .toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(false);
  });
});
