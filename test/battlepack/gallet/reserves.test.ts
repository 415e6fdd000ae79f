// covers: gallet/reserve-units
import { selectDestroyed } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, unit } from './support.js';

// core rules 3.1 (3rd edition, quoted in the seed): units still in reserve at the start of round 4 are destroyed
function battle() {
  return given('head-on-collision', { grand: { ann: 'demonstration-of-strength' } })
    .units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB)])
    .units([unit('deep', ANN)], 'reserve')
    .deploy(ANN);
}

describe('reserve units (Gallet, 3rd edition)', () => {
  it('destroys units still in reserve at the start of the fourth battle round, before its turn order', () => {
    const b = battle().emptyRound(ANN).emptyRound(ANN).emptyRound(ANN);
    expect(b.state.units['deep']?.status).toBe('reserve');
    b.nextRound(ANN);
    expect(b.state.units['deep']?.status).toBe('destroyed');
    expect(selectDestroyed(b.state).at(-1)).toMatchObject({ unit: 'deep', means: 'reserves-round-four', round: 4, turn: 0 });
    // it can no longer arrive, and its arrival no longer completes Demonstration of Strength
    b.turn(ANN).refuses({ type: 'UnitArrived', data: { unit: 'deep' } }, 'unit/not-in-reserve');
    expect(b.toEnd().state.players[ANN]?.grandStrategyCompleted).toBe(false);
  });

  it('does not touch a unit that arrived in time (here in round 3), nor reserves before round 4', () => {
    const b = battle().emptyRound(ANN).emptyRound(ANN).nextRound(ANN).turn(ANN).do({ type: 'UnitArrived', data: { unit: 'deep' } }).endTurn().turn(BOB).endTurn().nextRound(ANN);
    expect(b.state.units['deep']?.status).toBe('battlefield');
    expect(b.toEnd().state.players[ANN]?.grandStrategyCompleted).toBe(true);
  });

  it('does not destroy a unit taken off the battlefield later (a garrison): it is not a reserve unit in this sense', () => {
    const b = battle().emptyRound(ANN).nextRound(ANN).turn(ANN).do({ type: 'UnitRemoved', data: { unit: 'a1', reason: 'garrison' } }).endTurn().turn(BOB).endTurn();
    b.emptyRound(ANN).nextRound(ANN);
    expect(b.state.units['a1']?.status).toBe('reserve');
    expect(b.state.units['deep']?.status).toBe('destroyed');
  });
});
