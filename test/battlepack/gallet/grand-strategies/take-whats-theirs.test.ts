// covers: gallet/grand-strategies
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
      .toLastTurn()
      .zones({ a1: { wholly: ['defender-territory'] }, a2: { wholly: ['defender-territory'] }, b1: { wholly: ['defender-territory'] } })
      .toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(true);
  });
  it('is not completed on equal numbers', () => {
    const b = battle()
      .toLastTurn()
      .zones({ a1: { wholly: ['defender-territory'] }, a2: { partly: ['defender-territory'] }, b1: { wholly: ['defender-territory'] } })
      .toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(false);
  });
  it('is settled by the reported units when the unreported ones cannot change the count; otherwise the statement decides', () => {
    // a1 and a2 inside, b1 not reported: 2 against at most 1
    expect(battle().toLastTurn().zones({ a1: { wholly: ['defender-territory'] }, a2: { wholly: ['defender-territory'] } }).toEnd().state.players[ANN]?.grandStrategyCompleted).toBe(true);
    // a1 inside, b1 inside, a2 not reported: unknown, so the statement decides
    const unknown = () => battle().toLastTurn().zones({ a1: { wholly: ['defender-territory'] }, b1: { wholly: ['defender-territory'] } });
    expect(unknown().toEnd().state.players[ANN]?.grandStrategyCompleted).toBe(false);
    expect(unknown().do({ type: 'GrandStrategyCompleted', data: { player: ANN } }).toEnd().state.players[ANN]?.grandStrategyCompleted).toBe(true);
  });
});
