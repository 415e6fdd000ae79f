// covers: gallet/amberbone-deposits
import { describe, expect, it } from 'vitest';
import { galletBattleplans } from '../../../../src/battlepack/gallet/index.js';
import { galletRule } from 'battlepack-engine/gallet/reference';
import { ANN, BOB, given, unit } from '../support.js';

function battle() {
  return given('the-prize-of-gallet').units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN);
}

describe('battleplan: The Prize of Gallet', () => {
  it('ships the five-objective layout marked with its confidence', () => {
    const plan = galletBattleplans['the-prize-of-gallet'];
    expect(plan.objectives.map((o) => o.id)).toEqual(['attacker-border', 'west', 'centre', 'east', 'defender-border']);
    expect(galletRule(plan.id)?.details).toContainEqual(['Layout confidence', 'medium']);
    expect([plan.table, plan.roll]).toEqual([1, 1]);
  });

  it('requires the second-turn player to activate an objective before the first turn', () => {
    const b = battle();
    b.refuses({ type: 'TurnStarted', data: { player: ANN } }, 'gallet/activation-required');
    b.refuses({ type: 'ObjectiveActivated', data: { player: ANN, objective: 'centre' } }, 'gallet/activation-player');
    b.do({ type: 'ObjectiveActivated', data: { player: BOB, objective: 'centre' } }).turn(ANN);
    expect(b.state.board.objectives['centre']?.markers['activated']).toBe(true);
  });

  it('keeps border objectives from activation until round 2', () => {
    const b = battle();
    b.refuses({ type: 'ObjectiveActivated', data: { player: BOB, objective: 'attacker-border' } }, 'gallet/activation-border-too-early');
    b.do({ type: 'ObjectiveActivated', data: { player: BOB, objective: 'west' } }).turn(ANN).endTurn().turn(BOB).endTurn();
    b.nextRound(BOB, { after: [{ type: 'ObjectiveActivated', data: { player: ANN, objective: 'attacker-border' } }] });
    expect(b.state.ext.activations.map((a) => a.objective)).toEqual(['west', 'attacker-border']);
    b.turn(BOB).endTurn().turn(ANN).endTurn().nextRound(ANN);
    b.refuses({ type: 'ObjectiveActivated', data: { player: BOB, objective: 'west' } }, 'gallet/activation-repeated');
  });

  it('scores only activated objectives', () => {
    const b = battle()
      .do({ type: 'ObjectiveActivated', data: { player: BOB, objective: 'centre' } })
      .turn(ANN)
      .contest([
        ['a1', 'centre', 10],
        ['a2', 'west', 10],
      ])
      .endTurn();
    // two objectives held, one activated: "at least one" and "more than the opponent", not "two or more"
    expect(b.lines(undefined, ANN).map((l) => l.source)).toEqual(['gallet-2022-s1/scoring/hold-one', 'gallet-2022-s1/scoring/hold-more']);
  });

  it('without activation nothing scores', () => {
    const b = battle()
      .do({ type: 'ObjectiveActivated', data: { player: BOB, objective: 'east' } })
      .turn(ANN)
      .contest([['a1', 'centre', 10]])
      .endTurn();
    expect(b.vp(ANN)).toBe(0);
  });
});
