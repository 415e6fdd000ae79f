// covers: gallet/amberbone-deposits
import { describe, expect, it } from 'vitest';
import { galletBattleplans } from '../../../../src/battlepack/gallet/index.js';
import { galletRule } from 'battlepack-engine/gallet/reference';
import { ANN, BOB, given, unit, type Ev } from '../support.js';

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

// ghb 2022 s1, The Prize of Gallet, "Amberbone Deposits": each check of an activation and of the round that needs one
describe('The Prize of Gallet: when and what may be activated', () => {
  const activate = (player: string, objective: string) => ({ type: 'ObjectiveActivated', data: { player, objective } }) as const;

  it('belongs to this battleplan only', () => {
    const b = given('turf-war').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN);
    expect(b.codes(activate(BOB, 'centre'))).toEqual(['gallet/wrong-battleplan']);
  });

  it('is made at the start of a round, after the turn order, before the first turn', () => {
    const before = given('the-prize-of-gallet').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN);
    expect(before.codes(activate(BOB, 'centre'))).toEqual(['gallet/activation-timing']);
    const b = before.nextRound(ANN).do(activate(BOB, 'centre')).turn(ANN);
    expect(b.codes(activate(BOB, 'west'))).toEqual(['gallet/activation-timing']);
  });

  it('is one per round, of a known objective; a border one waits for round 2 on either side', () => {
    const b = battle().do(activate(BOB, 'centre'));
    expect(b.check(activate(BOB, 'west')).map((v) => v.message)).toEqual(['An objective has already been activated in round 1; one per round.']);
    const c = battle();
    expect(c.codes(activate(BOB, 'nowhere'))).toEqual(['objective/unknown']);
    expect(c.codes(activate(BOB, 'defender-border'))).toEqual(['gallet/activation-border-too-early']);
    expect(c.check(activate(ANN, 'west')).map((v) => v.message)).toEqual(['The player taking the second turn (bob) activates the objective this round.']);
  });

  it('records each activation and asks for one again in the next round, naming who and what', () => {
    const b = battle();
    expect(b.check({ type: 'TurnStarted', data: { player: ANN } }).map((v) => v.message)).toEqual([
      'bob must activate an objective (ObjectiveActivated) before the first turn of round 1; eligible: west, centre, east.',
    ]);
    b.do(activate(BOB, 'centre')).turn(ANN).endTurn().turn(BOB).endTurn().nextRound(ANN);
    expect(b.codes({ type: 'TurnStarted', data: { player: ANN } })).toEqual(['gallet/activation-required']);
    b.do(activate(BOB, 'defender-border'));
    expect(b.state.ext.activations).toEqual([
      { round: 1, player: BOB, objective: 'centre' },
      { round: 2, player: BOB, objective: 'defender-border' },
    ]);
  });

  it('names activated objectives in the scoring lines', () => {
    const b = battle().do(activate(BOB, 'centre')).turn(ANN).contest([['a1', 'centre', 10]]).endTurn();
    expect(b.lines(undefined, ANN).map((l) => l.reason)).toEqual(['controls at least one activated objective', 'controls more activated objectives than the opponent (1 to 0)']);
  });
});

describe('The Prize of Gallet: each refusal in full (code, message, where)', () => {
  const refusal = (b: { check(e: Ev): readonly object[] }, e: Ev) => b.check(e).map(({ eventIndex: _, ...v }: { eventIndex?: number }) => v);
  const act = (player: string, objective: string): Ev => ({ type: 'ObjectiveActivated', data: { player, objective } });

  it('says what is wrong and which field', () => {
    const b = given('the-prize-of-gallet').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN);
    expect(refusal(b, act(BOB, 'centre'))).toEqual([{ code: 'gallet/activation-timing', message: 'Objectives are activated at the start of a battle round, after the turn order is set and before the first turn.', path: ['type'] }]);
    b.nextRound(ANN);
    expect(refusal(b, act(ANN, 'nowhere'))).toEqual([
      { code: 'gallet/activation-player', message: 'The player taking the second turn (bob) activates the objective this round.', path: ['data', 'player'], ref: ANN },
      { code: 'objective/unknown', message: 'No objective "nowhere"; the objectives are attacker-border, west, centre, east, defender-border.', path: ['data', 'objective'], ref: 'nowhere' },
    ]);
    expect(refusal(b, act(BOB, 'attacker-border'))).toEqual([
      { code: 'gallet/activation-border-too-early', message: "Attacker's border is on the border of a territory and cannot be activated before the second battle round.", path: ['data', 'objective'], ref: 'attacker-border' },
    ]);
    b.do(act(BOB, 'centre'));
    expect(refusal(b, act(BOB, 'centre'))).toEqual([
      { code: 'gallet/activation-already-made', message: 'An objective has already been activated in round 1; one per round.', path: ['type'] },
      { code: 'gallet/activation-repeated', message: 'Centre is already activated; pick one that is not.', path: ['data', 'objective'], ref: 'centre' },
    ]);
    const c = given('turf-war').units([unit('a1', ANN)]).deploy(ANN).nextRound(ANN);
    expect(refusal(c, act(BOB, 'centre'))).toEqual([{ code: 'gallet/wrong-battleplan', message: 'Activating objectives is a rule of the "The Prize of Gallet" battleplan; this battle is "turf-war".', path: ['type'] }]);
    expect(refusal(given('the-prize-of-gallet').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN), { type: 'TurnStarted', data: { player: ANN } })).toEqual([
      { code: 'gallet/activation-required', message: 'bob must activate an objective (ObjectiveActivated) before the first turn of round 1; eligible: west, centre, east.', path: ['type'] },
    ]);
  });
});

describe('The Prize of Gallet: a round with nothing to activate', () => {
  it('owes no activation when every objective is on a border in round 1 (a layout given at set-up)', () => {
    const objectives = [
      { id: 'north', placement: 'border-attacker' as const },
      { id: 'south', placement: 'border-defender' as const },
    ];
    const b = given('the-prize-of-gallet', { objectives }).units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN);
    expect(b.codes({ type: 'TurnStarted', data: { player: ANN } })).toEqual([]);
  });
});
