// covers: gallet/hold-fast gallet/confined-caverns
import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, other, unit } from '../support.js';

function battle() {
  return given('battlelines-drawn').units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN);
}

describe('battleplan: Battlelines Drawn', () => {
  it('makes the four quarters the objectives', () => {
    expect(Object.keys(battle().state.board.objectives)).toEqual(['q1', 'q2', 'q3', 'q4']);
  });

  it('counts only models wholly within a quarter', () => {
    const b = battle().contest([
      ['a1', 'q1', 10, true],
      ['a2', 'q2', 10, false],
      ['b1', 'q2', 2, true],
    ]).endTurn();
    expect(b.state.board.objectives['q1']?.controller).toBe(ANN);
    expect(b.state.board.objectives['q2']?.controller).toBe(BOB);
    expect(b.lines(undefined, ANN).map((l) => l.reason)).toEqual(['controls at least one quarter']);
  });

  it('forbids removing a unit to set it up again later, but allows a garrison', () => {
    expect(battle().check({ type: 'UnitRemoved', data: { unit: 'a1', reason: 'set-up-again' } }).map(({ eventIndex: _, ...v }) => v)).toEqual([
      { code: 'gallet/confined-caverns', message: 'In Battlelines Drawn units cannot be removed from the battlefield to be set up again later (entering a garrison is allowed).', path: ['data', 'reason'], ref: 'a1' },
    ]);
    const b = battle().do({ type: 'UnitRemoved', data: { unit: 'a1', reason: 'garrison' } });
    expect(b.state.units['a1']?.status).toBe('reserve');
  });

  it('reads the reason of a removal only: other events may give any reason', () => {
    const b = battle();
    expect(b.codes({ type: 'ObjectiveControlSet', data: { objective: 'q1', player: ANN, reason: 'set-up-again' } })).toEqual([]);
  });

  it('other plans allow removing a unit to set it up again', () => {
    const b = given('turf-war').units([unit('a1', ANN)]).deploy(ANN).nextRound(ANN).turn(ANN).do({ type: 'UnitRemoved', data: { unit: 'a1', reason: 'set-up-again' } });
    expect(b.state.units['a1']?.status).toBe('reserve');
  });
  it('lets a quarter be the proving ground, contested only by veterans wholly within it', () => {
    const b = given('battlelines-drawn')
      .units([unit('a1', ANN, { models: 3 }), other('bo', BOB, { models: 10 })])
      .deploy(ANN)
      .nextRound(ANN, { after: [{ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'q3' } }] })
      .turn(ANN)
      .contest([
        ['a1', 'q3', 3, true],
        ['bo', 'q3', 10, true],
      ])
      .endTurn();
    expect(b.state.board.objectives['q3']?.controller).toBe(ANN);
  });
});
