// covers: gallet/command-points gallet/stealing-the-initiative
import { selectRounds } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { ANN, BOB, general, given, unit } from './support.js';

function deployed(first = BOB) {
  return given('turf-war').units([general('ag', ANN), unit('a1', ANN), general('bg', BOB), unit('b1', BOB)]).deploy(first);
}
const cp = (b: ReturnType<typeof deployed>, p: string) => b.state.players[p]?.commandPoints;

describe('priority (Stealing the Initiative) and command points, 3rd edition', () => {
  it('round 1: the player who finished deploying first has priority, without a roll', () => {
    const b = deployed(BOB);
    b.refuses({ type: 'PriorityDetermined', data: { round: 1, winner: ANN, firstTurn: ANN } }, 'priority/winner-mismatch');
    b.do({ type: 'PriorityDetermined', data: { round: 1, firstTurn: ANN } });
    expect(selectRounds(b.state)[0]?.priority).toMatchObject({ winner: BOB, how: 'deployment', rolls: null });
    expect(selectRounds(b.state)[0]?.first).toBe(ANN); // the winner may hand the first turn over
  });

  it('later rounds: a roll-off; a tie goes to the player who took the first turn in the previous round', () => {
    const b = deployed(BOB).emptyRound(BOB);
    b.refuses({ type: 'PriorityDetermined', data: { round: 2, firstTurn: ANN } }, 'priority/rolls-required');
    b.refuses({ type: 'PriorityDetermined', data: { round: 2, rolls: { ann: 3, bob: 3 }, winner: ANN, firstTurn: ANN } }, 'priority/winner-mismatch');
    b.do({ type: 'PriorityDetermined', data: { round: 2, rolls: { ann: 3, bob: 3 }, winner: BOB, firstTurn: ANN } });
    expect(selectRounds(b.state)[1]?.priority).toMatchObject({ winner: BOB, how: 'tie' });
    b.turn(ANN).endTurn().turn(BOB).endTurn();
    b.do({ type: 'PriorityDetermined', data: { round: 3, rolls: { ann: 6, bob: 2 }, firstTurn: ANN } });
    expect(selectRounds(b.state)[2]?.priority).toMatchObject({ winner: ANN, how: 'roll' });
  });

  it('cannot seize the initiative', () => {
    deployed(BOB).emptyRound(BOB).refuses({ type: 'InitiativeSeized', data: { round: 2, player: ANN } }, 'initiative/not-allowed');
  });

  it('gives 1 CP to the first player and 2 to the second at the start of a round, and +1 to each player in every hero phase (their own and the opponent\'s) with their general on the battlefield', () => {
    const b = deployed(ANN).nextRound(ANN);
    expect([cp(b, ANN), cp(b, BOB)]).toEqual([1, 2]);
    b.turn(ANN).hero();
    // FACTS.md §3: each player, in each hero phase — bob gains one in ann's hero phase too
    expect([cp(b, ANN), cp(b, BOB)]).toEqual([2, 3]);
    b.pick('barge-through-enemy-lines').endTurn().turn(BOB).hero();
    expect([cp(b, ANN), cp(b, BOB)]).toEqual([3, 4]);
  });

  it('gives no hero-phase CP without the general on the battlefield, and loses unused CP at the end of the round', () => {
    const b = deployed(ANN).nextRound(ANN).turn(ANN).destroy('ag', { unit: 'b1' }).hero();
    // ann's general is gone: she gains nothing; bob's is there: he gains one even in ann's hero phase
    expect([cp(b, ANN), cp(b, BOB)]).toEqual([1, 3]);
    b.pick('barge-through-enemy-lines').endTurn().turn(BOB).endTurn();
    expect([cp(b, ANN), cp(b, BOB)]).toEqual([0, 0]);
    b.nextRound(BOB);
    expect([cp(b, ANN), cp(b, BOB)]).toEqual([2, 1]);
  });
});
