import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, other, unit } from '../support.js';

function battle() {
  return given('turf-war', { grand: { ann: 'show-of-dominance' } })
    .units([unit('a1', ANN), unit('a2', ANN), other('ao', ANN), unit('b1', BOB)])
    .deploy(ANN)
    .nextRound(ANN)
    .turn(ANN);
}

describe('grand strategy: Show of Dominance', () => {
  it('is completed with friendly GALLETIAN VETERANS in each quarter', () => {
    const b = battle()
      .toLastTurn()
      .zones({ a1: { wholly: ['q1'], partly: ['q2'] }, a2: { partly: ['q3', 'q4'] } })
      .toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(true);
  });
  it('is not completed when a quarter holds only units without the keyword', () => {
    const b = battle()
      .toLastTurn()
      .zones({ a1: { partly: ['q1', 'q2'] }, a2: { wholly: ['q3'] }, ao: { wholly: ['q4'] } })
      .toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(false);
  });
  it('a veteran unit without a zone report of the last turn leaves it to the statement; a report from round 1 is stale', () => {
    const stale = battle().zones({ a1: { wholly: ['q1'], partly: ['q2'] }, a2: { partly: ['q3', 'q4'] } }).toEnd();
    expect(stale.state.players[ANN]?.grandStrategyCompleted).toBe(false);
    const stated = battle().toLastTurn().zones({ a1: { wholly: ['q1'] } }).do({ type: 'GrandStrategyCompleted', data: { player: ANN } }).toEnd();
    expect(stated.state.players[ANN]?.grandStrategyCompleted).toBe(true);
  });
});
