// covers: gallet/victory-points
// The default objective scoring called directly (`scoreObjectives`, `defaultScoreTurn`): each line where it applies and
// where it does not, its reason text, and the options the battleplans use (eligible objectives, noun, "both").
import { describe, expect, it } from 'vitest';
import { selectObjectives } from 'battlepack-engine';
import { defaultScoreTurn, scoreObjectives } from '../../../src/battlepack/gallet/scoring.js';
import { ANN, BOB, given, THREE_OBJECTIVES, unit } from './support.js';

const FOUR = [...THREE_OBJECTIVES, { id: 'later', placement: 'centre' as const, active: false }];

// control is settled at the end of a turn, so the states scored here are taken just after ann's turn ends
/** ann's turn in round 1 of The Nidus Paths with three active objectives and one inactive one. */
function turn() {
  return given('the-nidus-paths', { objectives: FOUR })
    .units([unit('a1', ANN), unit('a2', ANN), unit('a3', ANN), unit('b1', BOB), unit('b2', BOB)])
    .deploy(ANN)
    .nextRound(ANN)
    .turn(ANN);
}
const lines = (effects: ReturnType<typeof scoreObjectives>) => effects.map((e) => (e.kind === 'award' ? `${e.player} ${e.amount} ${e.source} ${e.reason}` : e.kind));

describe('scoreObjectives', () => {
  it('gives the three lines with their reasons, counting mine against the opponent', () => {
    const s = turn().contest([['a1', 'home', 10], ['a2', 'middle', 10], ['b1', 'away', 10]]).endTurn().state;
    expect(lines(scoreObjectives(s, ANN))).toEqual([
      'ann 1 gallet-2022-s1/scoring/hold-one controls at least one objective',
      'ann 1 gallet-2022-s1/scoring/hold-two controls two or more objectives',
      'ann 1 gallet-2022-s1/scoring/hold-more controls more objectives than the opponent (2 to 1)',
    ]);
    // the second player of the order: her opponent is the first one
    expect(lines(scoreObjectives(s, BOB))).toEqual(['bob 1 gallet-2022-s1/scoring/hold-one controls at least one objective']);
  });
  it('gives nothing to a player holding nothing, and no "more" line on equal counts', () => {
    const s = turn().contest([['a1', 'home', 10], ['b1', 'away', 10]]).endTurn().state;
    expect(lines(scoreObjectives(s, ANN))).toEqual(['ann 1 gallet-2022-s1/scoring/hold-one controls at least one objective']);
    expect(scoreObjectives(turn().state, ANN)).toEqual([]);
  });
  it('counts the opponent\'s objectives only: an uncontrolled objective is not "theirs"', () => {
    const s = turn().contest([['a1', 'home', 10]]).endTurn().state;
    expect(selectObjectives(s).filter((o) => o.controller === null).length).toBe(3);
    expect(lines(scoreObjectives(s, ANN)).at(-1)).toBe('ann 1 gallet-2022-s1/scoring/hold-more controls more objectives than the opponent (1 to 0)');
    expect(lines(scoreObjectives(s, BOB))).toEqual([]);
  });
  it('uses the noun in every reason', () => {
    const s = turn().contest([['a1', 'home', 10], ['a2', 'middle', 10]]).endTurn().state;
    expect(scoreObjectives(s, ANN, { noun: 'quarter' }).map((e) => (e.kind === 'award' ? e.reason : ''))).toEqual([
      'controls at least one quarter',
      'controls two or more quarters',
      'controls more quarters than the opponent (2 to 0)',
    ]);
  });
  it('counts only eligible objectives', () => {
    const s = turn().contest([['a1', 'home', 10], ['a2', 'middle', 10], ['b1', 'away', 10]]).endTurn().state;
    const onlyMiddleAndAway = scoreObjectives(s, ANN, { eligible: (o) => o.id !== 'home' });
    expect(lines(onlyMiddleAndAway)).toEqual(['ann 1 gallet-2022-s1/scoring/hold-one controls at least one objective']);
    expect(lines(scoreObjectives(s, BOB, { eligible: (o) => o.id === 'away' }))).toEqual([
      'bob 1 gallet-2022-s1/scoring/hold-one controls at least one objective',
      'bob 1 gallet-2022-s1/scoring/hold-more controls more objectives than the opponent (1 to 0)',
    ]);
  });
  it('"both" needs every eligible active objective and at least two', () => {
    const s = turn().contest([['a1', 'home', 10], ['a2', 'middle', 10], ['a3', 'away', 10]]).endTurn().state;
    // the inactive objective does not count towards "every"
    expect(lines(scoreObjectives(s, ANN, { secondNeedsAll: true }))[1]).toBe('ann 1 gallet-2022-s1/scoring/hold-two controls both objectives');
    const two = turn().contest([['a1', 'home', 10], ['a2', 'middle', 10]]).endTurn().state;
    expect(scoreObjectives(two, ANN, { secondNeedsAll: true }).map((e) => (e.kind === 'award' ? e.source : ''))).toEqual(['gallet-2022-s1/scoring/hold-one', 'gallet-2022-s1/scoring/hold-more']);
    // one objective in all, held: every one, but not two
    const one = turn().contest([['a1', 'home', 10]]).endTurn().state;
    expect(scoreObjectives(one, ANN, { secondNeedsAll: true, eligible: (o) => o.id === 'home' }).map((e) => (e.kind === 'award' ? e.source : ''))).toEqual([
      'gallet-2022-s1/scoring/hold-one',
      'gallet-2022-s1/scoring/hold-more',
    ]);
    // two objectives in all, both held: "both"
    expect(lines(scoreObjectives(two, ANN, { secondNeedsAll: true, eligible: (o) => o.id !== 'away' }))[1]).toBe('ann 1 gallet-2022-s1/scoring/hold-two controls both objectives');
    // without the option two are enough
    expect(scoreObjectives(two, ANN).length).toBe(3);
  });
});

describe('defaultScoreTurn', () => {
  it('scores the player whose turn it is', () => {
    const b = turn().contest([['b1', 'home', 10]]).endTurn().turn(BOB);
    expect(lines(defaultScoreTurn(b.state))).toEqual([
      'bob 1 gallet-2022-s1/scoring/hold-one controls at least one objective',
      'bob 1 gallet-2022-s1/scoring/hold-more controls more objectives than the opponent (1 to 0)',
    ]);
  });
  it('scores nobody between turns', () => {
    const b = turn().contest([['a1', 'home', 10]]).endTurn();
    expect(scoreObjectives(b.state, ANN).length).toBe(2);
    expect(defaultScoreTurn(b.state)).toEqual([]);
  });
});
