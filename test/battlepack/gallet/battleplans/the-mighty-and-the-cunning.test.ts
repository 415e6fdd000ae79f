import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, other, setUpCodes, THREE_OBJECTIVES, unit } from '../support.js';

function battle() {
  return given('the-mighty-and-the-cunning', { objectives: THREE_OBJECTIVES }).units([unit('a1', ANN), unit('b1', BOB), unit('b2', BOB), other('bo', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN);
}

describe('battleplan: The Mighty and the Cunning', () => {
  it('scores 2 VP the moment an enemy GALLETIAN VETERANS unit is destroyed', () => {
    const b = battle().destroy('b1', { unit: 'a1' });
    expect(b.lines('special-rule/shatter-their-strength', ANN).map((l) => [l.amount, l.turn])).toEqual([[2, 1]]);
  });
  it('scores 1 more if it was contesting an objective', () => {
    const b = battle().contest([['b1', 'middle', 3]]).destroy('b1', { unit: 'a1' });
    expect(b.lines('special-rule/shatter-their-strength', ANN).map((l) => l.amount)).toEqual([2, 1]);
  });
  it('scores nothing for units without the keyword, nor for your own veterans', () => {
    const b = battle().destroy('bo', { unit: 'a1' }).destroy('a1', { unit: 'b2' });
    expect(b.lines('special-rule/shatter-their-strength', ANN)).toEqual([]);
    expect(b.lines('special-rule/shatter-their-strength', BOB).map((l) => l.amount)).toEqual([2]);
  });
  it('lets the same objective be the proving ground again', () => {
    const b = battle().endTurn().turn(BOB).endTurn();
    b.nextRound(BOB, { after: [{ type: 'ProvingGroundPicked', data: { player: ANN, objective: 'middle' } }] }).turn(BOB).endTurn().turn(ANN).endTurn();
    b.nextRound(BOB, { after: [{ type: 'ProvingGroundPicked', data: { player: ANN, objective: 'middle' } }] });
    expect(b.state.ext.provingGrounds.map((p) => p.objective)).toEqual(['middle', 'middle']);
  });
  it('needs the objectives at set-up', () => {
    expect(setUpCodes('the-mighty-and-the-cunning')).toEqual(['gallet/objectives-required']);
  });
});
