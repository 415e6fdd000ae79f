// covers: gallet/head-on-deadly-denizens gallet/head-on-victory-points
import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, other, unit, type Ev } from '../support.js';

function battle() {
  return given('head-on-collision').units([unit('a1', ANN), unit('a2', ANN), other('ao', ANN), unit('b1', BOB)]).deploy(ANN);
}

describe('battleplan: Head-on Collision', () => {
  it('allows no control after set-up nor in round 1', () => {
    const b = battle().contest([['a1', 'attacker-objective', 10]]);
    expect(b.state.board.objectives['attacker-objective']?.controller).toBeNull();
    // the control check after deployment runs when the first turn order is set: Deadly Denizens switches it off
    b.nextRound(ANN);
    expect(b.state.board.objectives['attacker-objective']?.controller).toBeNull();
    b.turn(ANN).contest([['a1', 'attacker-objective', 10]]).endTurn();
    expect(b.state.board.objectives['attacker-objective']?.controller).toBeNull();
    expect(b.vp(ANN)).toBe(0);
  });

  it('where the after-deployment check is on (other plans), the same report after set-up gives control', () => {
    const b = given('turf-war').units([unit('a1', ANN)]).deploy(ANN).contest([['a1', 'objective-1', 10]]).nextRound(ANN);
    expect(b.state.board.objectives['objective-1']?.controller).toBe(ANN);
  });

  it('scores 1 / 2 / 4 for your objective, the centre and the enemy one, +1 for a gain with veterans within 6"', () => {
    const b = battle().emptyRound(ANN).nextRound(ANN).turn(ANN).contest([
      ['a1', 'attacker-objective', 10],
      ['a2', 'centre', 10],
      ['ao', 'defender-objective', 10],
    ]).endTurn();
    expect(b.lines(undefined, ANN).map((l) => [l.source.split('/').pop(), l.amount])).toEqual([
      ['head-on-own-territory', 1],
      ['head-on-centre', 2],
      ['head-on-enemy-territory', 4],
      ['head-on-veterans', 1],
    ]);
  });

  it('gives no +1 when only units without the keyword made the gain, or when nothing was gained this turn', () => {
    const b = battle().emptyRound(ANN).nextRound(ANN).turn(ANN).contest([['ao', 'defender-objective', 10]]).endTurn();
    expect(b.lines('scoring/head-on-veterans')).toEqual([]);
    b.turn(BOB).endTurn().nextRound(ANN).turn(ANN).contest([['a1', 'defender-objective', 1]]).endTurn();
    // still held, gained in an earlier turn
    expect(b.lines('scoring/head-on-veterans')).toEqual([]);
    expect(b.lines('scoring/head-on-enemy-territory', ANN)).toHaveLength(2);
  });
});

describe('Head-on Collision: each line for the right player and reason', () => {
  const lines = (b: ReturnType<typeof battle>, player: string) => b.lines(undefined, player).map((l) => [l.source.split('/').pop(), l.amount, l.reason]);
  const inRound2 = () => given('head-on-collision').units([unit('a1', ANN), unit('a2', ANN), other('ao', ANN), unit('b1', BOB), unit('b2', BOB), other('bo', BOB)]).deploy(ANN).emptyRound(ANN).nextRound(ANN);

  it('scores each objective by whose territory it is in, for the defender too', () => {
    const b = inRound2().turn(ANN).endTurn().turn(BOB).contest([['bo', 'attacker-objective', 10]]).endTurn();
    expect(lines(b, BOB)).toEqual([['head-on-enemy-territory', 4, "controls the objective in the opponent's territory"]]);
    expect(lines(b, ANN)).toEqual([]);
  });

  it('names the lines and the objective gained with veterans', () => {
    const b = inRound2().turn(ANN).contest([['ao', 'attacker-objective', 10], ['a2', 'centre', 10]]).endTurn();
    expect(lines(b, ANN)).toEqual([
      ['head-on-own-territory', 1, 'controls the objective in their own territory'],
      ['head-on-centre', 2, 'controls the centre objective'],
      ['head-on-veterans', 1, 'gained Centre this turn with GALLETIAN VETERANS within 6"'],
    ]);
  });

  it('counts only the player\'s own veterans on the battlefield with models in the report', () => {
    // the opponent's veterans in the report do not give the +1
    const enemy = inRound2().turn(ANN).contest([['ao', 'centre', 10], ['b1', 'centre', 1]]).endTurn();
    expect(enemy.lines('scoring/head-on-veterans')).toEqual([]);
    // nor do the player's veterans reported with no models
    const none = inRound2().turn(ANN).contest([['ao', 'centre', 10], ['a1', 'centre', 0]]).endTurn();
    expect(none.lines('scoring/head-on-veterans')).toEqual([]);
    // nor veterans destroyed after the report
    const gone = inRound2().turn(ANN).contest([['ao', 'centre', 10], ['a1', 'centre', 1]]).destroy('a1').endTurn();
    expect(gone.lines('scoring/head-on-veterans')).toEqual([]);
  });

  it('refuses control set to a player after set-up and in round 1, in full; allows it to nobody and from round 2', () => {
    const set = (player: string | null): Ev => ({ type: 'ObjectiveControlSet', data: { objective: 'centre', player } });
    const b = battle();
    const refused = [{ code: 'gallet/no-control-round-one', message: 'In Head-on Collision nobody can take an objective after set-up or during round 1; set control from round 2 on.', path: ['data', 'player'] }];
    expect(b.check(set(ANN)).map(({ eventIndex: _, ...v }) => v)).toEqual(refused);
    b.nextRound(ANN);
    expect(b.check(set(ANN)).map(({ eventIndex: _, ...v }) => v)).toEqual(refused);
    expect(b.codes(set(null))).toEqual([]);
    b.turn(ANN).endTurn().turn(BOB).endTurn().nextRound(ANN);
    expect(b.codes(set(ANN))).toEqual([]);
  });
});

describe('Head-on Collision: the +1 for a gain with veterans', () => {
  const inRound2 = (first: string) => given('head-on-collision').units([unit('a1', ANN), other('ao', ANN), unit('b1', BOB)]).deploy(ANN).emptyRound(ANN).nextRound(first);

  it('needs one veteran unit among the units reported, not every one', () => {
    const b = inRound2(ANN).turn(ANN).contest([['a1', 'centre', 5], ['ao', 'centre', 5]]).endTurn();
    expect(b.lines('scoring/head-on-veterans', ANN).map((l) => l.amount)).toEqual([1]);
  });

  it('is not given for a gain at the end of the opponent\'s turn of the same round', () => {
    // bob takes the first turn of round 2; ann's veterans take the centre at its end, and still hold it at the end of hers
    const b = inRound2(BOB).turn(BOB).contest([['a1', 'centre', 5]]).endTurn();
    expect(b.state.board.objectives['centre']?.controller).toBe(ANN);
    b.turn(ANN).contest([['a1', 'centre', 5]]).endTurn();
    expect(b.lines('scoring/head-on-centre', ANN)).toHaveLength(1);
    expect(b.lines('scoring/head-on-veterans')).toEqual([]);
  });
});
