// covers: gallet/on-their-terms gallet/shatter-their-strength
import { selectDestroyed } from 'battlepack-engine';
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
  it('the destroying event can say what the unit was contesting at that instant (ruling gallet/shatter-contesting)', () => {
    // b1 moved onto the middle this turn and died there: no report of it, but the event carries the fact
    const moved = battle().do({ type: 'UnitDestroyed', data: { unit: 'b1', by: { unit: 'a1' }, contesting: ['middle'] } });
    expect(moved.lines('special-rule/shatter-their-strength', ANN).map((l) => l.amount)).toEqual([2, 1]);
    expect(selectDestroyed(moved.state)[0]?.contesting).toEqual([{ objective: 'middle', models: 10 }]);
    // the killing blow of ModelsSlain can carry it too
    const slain = battle().do({ type: 'ModelsSlain', data: { unit: 'b1', count: 10, by: { unit: 'a1' }, contesting: ['away'] } });
    expect(slain.lines('special-rule/shatter-their-strength', ANN).map((l) => l.amount)).toEqual([2, 1]);
    // an explicit "contesting nothing" beats an earlier report of this turn
    const left = battle().contest([['b1', 'middle', 3]]).do({ type: 'UnitDestroyed', data: { unit: 'b1', by: { unit: 'a1' }, contesting: [] } });
    expect(left.lines('special-rule/shatter-their-strength', ANN).map((l) => l.amount)).toEqual([2]);
  });
  it('no +1 when the destroying event names an objective but the unit counted no models there (its models fixed at 0)', () => {
    const zero = battle()
      .do({ type: 'ContestingModelsFixed', data: { unit: 'b1', countsAs: 0 } })
      .do({ type: 'UnitDestroyed', data: { unit: 'b1', by: { unit: 'a1' }, contesting: ['middle'] } });
    expect(zero.lines('special-rule/shatter-their-strength', ANN).map((l) => l.amount)).toEqual([2]);
    // where it does not apply: each model fixed at 1, the +1 is owed
    const one = battle()
      .do({ type: 'ContestingModelsFixed', data: { unit: 'b1', countsAs: 1 } })
      .do({ type: 'UnitDestroyed', data: { unit: 'b1', by: { unit: 'a1' }, contesting: ['middle'] } });
    expect(one.lines('special-rule/shatter-their-strength', ANN).map((l) => l.amount)).toEqual([2, 1]);
  });
  it('a mid-turn report used to capture the +1 does not move control (ruling core/control-checkpoints)', () => {
    const b = battle().contest([['b1', 'middle', 3]]).destroy('b1', { unit: 'a1' });
    expect(b.state.board.objectives['middle']?.controller).toBeNull();
  });
  it('reads the end of the previous turn when nothing was reported this turn, and no older report', () => {
    // b1 reported on the middle in bob's turn, the turn before ann's
    const prev = battle().endTurn().turn(BOB).contest([['b1', 'middle', 3]]).endTurn().nextRound(ANN).turn(ANN).destroy('b1', { unit: 'a1' });
    expect(prev.lines('special-rule/shatter-their-strength', ANN).map((l) => l.amount)).toEqual([2, 1]);
    // the same report, a turn older: stale, no +1
    const old = battle().endTurn().turn(BOB).contest([['b1', 'middle', 3]]).endTurn().nextRound(BOB).turn(BOB).endTurn().turn(ANN).destroy('b1', { unit: 'a1' });
    expect(old.lines('special-rule/shatter-their-strength', ANN).map((l) => l.amount)).toEqual([2]);
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

describe('The Mighty and the Cunning: the +1 reads the destroyed unit\'s own entry', () => {
  const shatter = (b: ReturnType<typeof battle>) => b.lines('special-rule/shatter-their-strength', ANN).map((l) => [l.amount, l.reason]);

  it('names the unit in each line, also when others are in the same report', () => {
    const b = battle().contest([['a1', 'middle', 5], ['b1', 'middle', 3]]).destroy('b1', { unit: 'a1' });
    expect(shatter(b)).toEqual([
      [2, 'enemy GALLETIAN VETERANS unit b1 destroyed'],
      [1, 'b1 was contesting an objective when destroyed'],
    ]);
  });

  it('gives no +1 when only other units are in the report, or the unit is reported with no models', () => {
    expect(shatter(battle().contest([['a1', 'middle', 5], ['b2', 'away', 3]]).destroy('b1', { unit: 'a1' })).map(([a]) => a)).toEqual([2]);
    expect(shatter(battle().contest([['b1', 'middle', 0]]).destroy('b1', { unit: 'a1' })).map(([a]) => a)).toEqual([2]);
  });
});
