// covers: gallet/grand-strategies
import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, unit } from '../support.js';

function battle() {
  return given('turf-war', { grand: { ann: 'defend-whats-ours' } }).units([unit('a1', ANN), unit('b1', BOB), unit('b2', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN);
}

describe("grand strategy: Defend What's Ours", () => {
  it('is completed when no enemy unit is wholly within your territory when the battle ends', () => {
    const b = battle()
      .toLastTurn()
      .zones({ b1: { partly: ['attacker-territory'] }, b2: { wholly: ['defender-territory'] } })
      .toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(true);
  });
  it('is not completed when an enemy unit is wholly within it', () => {
    const b = battle()
      .toLastTurn()
      .zones({ b1: { wholly: ['attacker-territory'] } })
      .toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(false);
  });
  it('ignores destroyed enemy units', () => {
    const b = battle().toLastTurn().zones({ b1: { wholly: ['attacker-territory'] }, b2: { wholly: ['neutral'] } }).destroy('b1', { unit: 'a1' }).toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(true);
  });
  it('with no zone report of the battle\'s end, the players\' statement decides, and with none it was not completed (ruling core/strategy-judging)', () => {
    // no zones reported at all: before, a unit never reported counted as in no zone and the strategy was completed
    expect(battle().toEnd().state.players[ANN]?.grandStrategyCompleted).toBe(false);
    expect(battle().toLastTurn().do({ type: 'GrandStrategyCompleted', data: { player: ANN } }).toEnd().state.players[ANN]?.grandStrategyCompleted).toBe(true);
    // one enemy unit reported outside, the other not reported: still unknown
    expect(battle().toLastTurn().zones({ b1: { wholly: ['neutral'] } }).toEnd().state.players[ANN]?.grandStrategyCompleted).toBe(false);
  });
  it('reads only the zones of the battle\'s last turn: a report from round 1 is stale, and a statement is not outvoted by it', () => {
    const b = battle().zones({ b1: { wholly: ['neutral'] }, b2: { wholly: ['neutral'] } }).toLastTurn().do({ type: 'GrandStrategyFailed', data: { player: ANN } }).toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(false);
    // …while a report of the last turn is a fact, and beats the statement
    const c = battle().toLastTurn().do({ type: 'GrandStrategyFailed', data: { player: ANN } }).zones({ b1: { wholly: ['neutral'] }, b2: { wholly: ['neutral'] } }).toEnd();
    expect(c.state.players[ANN]?.grandStrategyCompleted).toBe(true);
  });
});
