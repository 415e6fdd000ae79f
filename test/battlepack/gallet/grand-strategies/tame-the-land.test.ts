import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, unit } from '../support.js';

const objectives = [
  { id: 'home', placement: 'attacker-territory' as const },
  { id: 'mid', placement: 'centre' as const },
  { id: 'away', placement: 'defender-territory' as const },
  { id: 'edge', placement: 'border-attacker' as const },
];

function battle() {
  return given('turf-war', { grand: { ann: 'tame-the-land' }, objectives }).units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN);
}

describe('grand strategy: Tame the Land', () => {
  it('is completed when you control every objective wholly outside your territory', () => {
    const b = battle()
      .contest([
        ['a1', 'mid', 10],
        ['a1', 'away', 10],
        ['b1', 'home', 10],
        ['b1', 'edge', 10],
      ])
      .toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(true);
  });
  it('is not completed when one of them is not yours', () => {
    const b = battle()
      .contest([
        ['a1', 'mid', 10],
        ['b1', 'away', 10],
      ])
      .toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(false);
  });
  it('is not completed when no objective lies wholly outside your territory', () => {
    const b = given('turf-war', { grand: { ann: 'tame-the-land' }, objectives: [{ id: 'home', placement: 'attacker-territory' }] })
      .units([unit('a1', ANN)])
      .deploy(ANN)
      .nextRound(ANN)
      .turn(ANN)
      .contest([['a1', 'home', 10]])
      .toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(false);
  });
});
