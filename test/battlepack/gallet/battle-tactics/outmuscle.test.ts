import { describe, expect, it } from 'vitest';
import { ANN, BOB, general, given, other, unit } from '../support.js';

const T = 'outmuscle';

/** Ann picks Outmuscle on b1, which Bob reported on his proving ground at the start of the round, before her turn. */
const picked = () =>
  given('turf-war')
    .units([unit('a1', ANN), unit('b1', BOB, { models: 5 })])
    .deploy(ANN)
    .nextRound(ANN, { after: [{ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-1' } }, { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'b1', objective: 'objective-1', models: 5 }] } }] })
    .turn(ANN)
    .hero()
    .pick(T, { kind: 'unit', id: 'b1' });

function battle() {
  return given('turf-war')
    .units([unit('a1', ANN), general('ag', ANN), unit('b1', BOB, { models: 5 }), other('be', BOB), general('bg', BOB)])
    .deploy(ANN)
    .nextRound(ANN, { after: [{ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-1' } }] })
    .turn(ANN);
}

describe('battle tactic: Outmuscle', () => {
  it('is completed when the target no longer contests the proving ground at the end of the turn', () => {
    const b = battle().contest([['b1', 'objective-1', 5]]).hero().pick(T, { kind: 'unit', id: 'b1' }).contest([['a1', 'objective-1', 10]]).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('completed');
  });
  it('is completed when the target is destroyed', () => {
    const b = battle().contest([['b1', 'objective-1', 5]]).hero().pick(T, { kind: 'unit', id: 'b1' }).destroy('b1', { unit: 'a1' }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('completed');
  });
  it('fails when the target still contests it', () => {
    const b = battle().contest([['b1', 'objective-1', 5]]).hero().pick(T, { kind: 'unit', id: 'b1' }).contest([['b1', 'objective-1', 2]]).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
  });
  it('targets only an enemy GALLETIAN VETERANS unit contesting the proving ground', () => {
    const b = battle().contest([
      ['a1', 'objective-1', 10],
      ['b1', 'objective-1', 5],
      ['be', 'objective-1', 10],
    ]).hero();
    // a1 is a veteran on the proving ground too, but ann's own
    expect(b.options(T)).toEqual(['b1']);
    b.refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'unit', id: 'be' } } }, 'battle-tactic/invalid-target');
  });
  it('cannot be picked in a round without a proving ground', () => {
    const b = given('turf-war').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).contest([['b1', 'objective-1', 5]]).hero();
    expect(b.options(T)).toBeUndefined();
  });
  it("without a contest report of this turn for the proving ground, the players' statement decides", () => {
    // b1 reported on the proving ground at the start of the round, before ann's turn: it shows the table when she picks
    expect(picked().endTurn().tactic(ANN, T)?.status).toBe('failed');
    expect(picked().do({ type: 'BattleTacticCompleted', data: { player: ANN, tactic: T } }).endTurn().tactic(ANN, T)?.status).toBe('completed');
  });
  it('targets from the table as it stands: a report of the previous turn counts, an older one is stale', () => {
    const round2 = (reportIn: 'ann' | 'bob') => {
      const b = given('the-mighty-and-the-cunning', { objectives: [{ id: 'objective-1' }, { id: 'objective-2' }] })
        .units([unit('a1', ANN), unit('b1', BOB, { models: 5 })])
        .deploy(ANN)
        .nextRound(ANN, { after: [{ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-1' } }] })
        .turn(ANN);
      if (reportIn === 'ann') b.contest([['b1', 'objective-1', 5]]);
      b.endTurn().turn(BOB);
      if (reportIn === 'bob') b.contest([['b1', 'objective-1', 5]]);
      return b
        .endTurn()
        .nextRound(ANN, { after: [{ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-1' } }] })
        .turn(ANN)
        .hero();
    };
    expect(round2('bob').options(T)).toEqual(['b1']);
    // reported in ann's round-1 turn: two turns old by her round-2 hero phase
    expect(round2('ann').options(T)).toBeUndefined();
  });
  it('cannot be picked without a proving ground: refused for its conditions, not for its target', () => {
    const b = given('turf-war').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).contest([['b1', 'objective-1', 5]]).hero();
    const v = b.check({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'unit', id: 'b1' } } });
    expect(v.map((x) => [x.code, x.path])).toEqual([['battle-tactic/invalid-target', ['data', 'tactic']]]);
    expect(v[0]?.message).toContain('conditions are not met');
  });
  it('is completed when the target is destroyed, even with no contest report of this turn', () => {
    // b1 reported on the proving ground at the start of the round; nothing reported in ann's turn
    expect(picked().endTurn().tactic(ANN, T)?.status).toBe('failed');
    expect(picked().destroy('b1', { unit: 'a1' }).endTurn().tactic(ANN, T)?.status).toBe('completed');
  });
  it("judges the proving ground of the pick's round, not an earlier one", () => {
    // round 1: objective-1; round 2: objective-2
    const b = battle()
      .endTurn()
      .turn(BOB)
      .endTurn()
      .nextRound(ANN, { after: [{ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-2' } }] })
      .turn(ANN)
      .contest([['b1', 'objective-2', 5]])
      .hero()
      .pick(T, { kind: 'unit', id: 'b1' })
      // b1 leaves objective-2 for objective-1, the old proving ground
      .contest([['b1', 'objective-1', 5]], ['objective-1', 'objective-2'])
      .endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('completed');
  });
});
