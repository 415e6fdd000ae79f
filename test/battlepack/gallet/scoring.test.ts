// covers: gallet/victory-points
import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, THREE_OBJECTIVES, unit } from './support.js';

function turn() {
  return given('the-nidus-paths', { objectives: THREE_OBJECTIVES }).units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN);
}
const sources = (b: ReturnType<typeof turn>, p: string) => b.lines(undefined, p).map((l) => l.source);

describe('default scoring (end of your turn)', () => {
  it('gives 1 for one objective, 1 for two or more, 1 for more than the opponent', () => {
    const b = turn().contest([['a1', 'home', 10], ['a2', 'middle', 10], ['b1', 'away', 10]]).endTurn();
    expect(sources(b, ANN)).toEqual(['gallet-2022-s1/scoring/hold-one', 'gallet-2022-s1/scoring/hold-two', 'gallet-2022-s1/scoring/hold-more']);
    expect(b.vp(ANN)).toBe(3);
  });
  it('gives nothing without objectives, and no "more" line on equal counts', () => {
    expect(turn().endTurn().vp(ANN)).toBe(0);
    const b = turn().contest([['a1', 'home', 10], ['b1', 'away', 10]]).endTurn();
    expect(sources(b, ANN)).toEqual(['gallet-2022-s1/scoring/hold-one']);
  });
  it("scores only the player whose turn ends", () => {
    const b = turn().contest([['b1', 'away', 10]]).endTurn();
    expect(b.vp(BOB)).toBe(0);
    b.turn(BOB).endTurn();
    expect(b.vp(BOB)).toBe(2);
  });
  it('adds 2 VP for a completed battle tactic', () => {
    const b = turn().hero().pick('this-ones-mine', { kind: 'unit', id: 'b1' }).do({ type: 'BattleTacticCompleted', data: { player: ANN, tactic: 'this-ones-mine' } }).destroy('b1').endTurn();
    expect(b.lines('battle-tactic/this-ones-mine', ANN).map((l) => l.amount)).toEqual([2]);
  });
});
