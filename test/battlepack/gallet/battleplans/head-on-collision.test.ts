// covers: gallet/head-on-deadly-denizens gallet/head-on-victory-points
import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, other, unit } from '../support.js';

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
