import { describe, expect, it } from 'vitest';
import { ANN, BOB, general, given, unit } from '../support.js';

const T = 'an-eye-for-an-eye';

function afterBobsTurn(lose: boolean) {
  // bob's own pick (no zones are reported, so it fails)
  const b = given('turf-war').units([unit('a1', ANN), unit('a2', ANN), general('ag', ANN), unit('b1', BOB), general('bg', BOB)]).deploy(BOB).nextRound(BOB).turn(BOB).hero().pick('barge-through-enemy-lines');
  if (lose) b.destroy('a2', { unit: 'b1' });
  return b.endTurn().turn(ANN).hero().pick(T);
}

describe('battle tactic: An Eye for an Eye', () => {
  it('is completed when a friendly unit fell in the previous turn and an enemy unit falls in this one', () => {
    const b = afterBobsTurn(true).destroy('b1', { unit: 'a1' }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('completed');
    expect(b.vp(ANN)).toBe(2);
  });
  it('fails when no friendly unit fell in the previous turn', () => {
    const b = afterBobsTurn(false).destroy('b1', { unit: 'a1' }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
  });
  it('fails when no enemy unit falls this turn', () => {
    const b = afterBobsTurn(true).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
  });
  it('looks at the previous turn only, not earlier ones (a double turn makes it your own turn)', () => {
    const b = given('turf-war').units([unit('a1', ANN), unit('a2', ANN), general('ag', ANN), unit('b1', BOB), unit('b2', BOB), general('bg', BOB)]).deploy(BOB).nextRound(BOB);
    b.turn(BOB).destroy('a2', { unit: 'b1' }).endTurn().turn(ANN).endTurn();
    b.nextRound(BOB).turn(BOB).hero().pick(T).destroy('a1', { unit: 'b1' }).endTurn();
    // bob lost nothing in the previous turn (ann's), so his tactic fails even though a unit falls now
    expect(b.tactic(BOB, T)?.status).toBe('failed');
  });
  it('counts only a friendly unit lost in the previous turn, not an enemy one', () => {
    const b = given('turf-war').units([unit('a1', ANN), general('ag', ANN), unit('b1', BOB), unit('b2', BOB), general('bg', BOB)]).deploy(BOB).nextRound(BOB);
    b.turn(BOB).destroy('b2', { unit: 'a1' }).endTurn();
    b.turn(ANN).hero().pick(T).destroy('b1', { unit: 'a1' }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
  });
  it('counts only an enemy unit destroyed this turn, not a friendly one', () => {
    const b = afterBobsTurn(true).destroy('a1', { unit: 'b1' }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
  });
  it('does not count an enemy unit destroyed in the previous turn as avenged', () => {
    const b = given('turf-war').units([unit('a1', ANN), unit('a2', ANN), general('ag', ANN), unit('b1', BOB), unit('b2', BOB), general('bg', BOB)]).deploy(BOB).nextRound(BOB);
    b.turn(BOB).destroy('a2', { unit: 'b1' }).destroy('b2', { unit: 'a1' }).endTurn();
    b.turn(ANN).hero().pick(T).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
  });
  it('does not count an enemy unit destroyed in the same turn of an earlier round', () => {
    const b = given('turf-war').units([unit('a1', ANN), unit('a2', ANN), general('ag', ANN), unit('b1', BOB), unit('b2', BOB), general('bg', BOB)]).deploy(ANN).nextRound(ANN);
    b.turn(ANN).destroy('b2', { unit: 'a1' }).endTurn().turn(BOB).destroy('a2', { unit: 'b1' }).endTurn();
    b.nextRound(ANN).turn(ANN).hero().pick(T).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
  });
  it('does not count a friendly unit lost in the same round but not in the previous turn', () => {
    const b = given('turf-war').units([unit('a1', ANN), unit('a2', ANN), general('ag', ANN), unit('b1', BOB), unit('b2', BOB), general('bg', BOB)]).deploy(ANN).nextRound(ANN);
    b.turn(ANN).destroy('a2', { unit: 'b1' }).endTurn().turn(BOB).endTurn();
    b.nextRound(ANN).turn(ANN).hero().pick(T).destroy('b1', { unit: 'a1' }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
  });
  it('does not count a friendly unit lost in the same turn of an earlier round', () => {
    const b = given('turf-war').units([unit('a1', ANN), unit('a2', ANN), general('ag', ANN), unit('b1', BOB), unit('b2', BOB), general('bg', BOB)]).deploy(BOB).nextRound(BOB);
    b.turn(BOB).destroy('a2', { unit: 'b1' }).endTurn().turn(ANN).endTurn();
    b.nextRound(BOB).turn(BOB).endTurn().turn(ANN).hero().pick(T).destroy('b1', { unit: 'a1' }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
  });
  it('fails, without error, when picked in the first turn of the battle (no previous turn)', () => {
    const b = given('turf-war').units([unit('a1', ANN), general('ag', ANN), unit('b1', BOB), general('bg', BOB)]).deploy(ANN).nextRound(ANN);
    b.turn(ANN).hero().pick(T).destroy('b1', { unit: 'a1' }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
    const lost = given('turf-war').units([unit('a1', ANN), unit('a2', ANN), general('ag', ANN), unit('b1', BOB), general('bg', BOB)]).deploy(ANN).nextRound(ANN);
    lost.turn(ANN).hero().pick(T).destroy('a2', { unit: 'b1' }).destroy('b1', { unit: 'a1' }).endTurn();
    expect(lost.tactic(ANN, T)?.status).toBe('failed');
  });
});
