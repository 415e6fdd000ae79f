// covers: gallet/battle-tactics
import { describe, expect, it } from 'vitest';
import { ANN, BOB, inHeroPhase, inTurn, other } from '../support.js';

const T = 'barge-through-enemy-lines';
const deep = { wholly: ['defender-territory'] };
const home = { wholly: ['attacker-territory'] };

describe('battle tactic: Barge Through Enemy Lines', () => {
  it('is completed with two starting-army units wholly in enemy territory; +1 VP when two are GALLETIAN VETERANS', () => {
    const b = inHeroPhase().pick(T).zones({ a1: deep, a2: deep, ag: home }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('completed');
    expect(b.lines('battle-tactic/barge-through-enemy-lines', ANN).map((l) => [l.amount, l.reason])).toEqual([
      [2, 'completed Barge Through Enemy Lines'],
      [1, '2 GALLETIAN VETERANS units barged through'],
    ]);
  });
  it('scores 2 VP without the bonus when fewer than two of them are veterans', () => {
    const b = inHeroPhase('turf-war', {}, [other('ao', 'ann')]).pick(T).zones({ a1: deep, ao: deep, a2: home, ag: home }).endTurn();
    expect(b.lines('battle-tactic/barge-through-enemy-lines', ANN).map((l) => l.amount)).toEqual([2]);
  });
  it('fails with only one unit there when every unit was reported', () => {
    const b = inHeroPhase().pick(T).zones({ a1: deep, a2: home, ag: home }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
  });
  it("falls back to the players' statement when zones were not reported for every unit", () => {
    const b = inHeroPhase().pick(T).zones({ a1: deep }).do({ type: 'BattleTacticCompleted', data: { player: ANN, tactic: T } }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('completed');
    expect(b.vp(ANN)).toBe(2);
  });
  it('does not count summoned units', () => {
    const b = inTurn().units([other('s1', ANN)], 'summoned').hero().pick(T).zones({ a1: deep, s1: deep, a2: home, ag: home }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
  });
  it('reads only the zones of this turn: units reported in enemy territory a round earlier do not complete it, and the players\' failed stands (issue 12, item 5)', () => {
    const b = inTurn().zones({ a1: deep, a2: deep, ag: home }).endTurn().turn(BOB).endTurn().nextRound(ANN).turn(ANN).hero().pick(T).do({ type: 'BattleTacticFailed', data: { player: ANN, tactic: T } }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
    expect(b.vp(ANN)).toBe(0);
  });
  it('fails from the facts when too few units are left unreported to reach two', () => {
    // a1 reported at home this turn; only a2 and ag could still be there: 0 + 2 ≥ 2, unknown
    expect(inHeroPhase().pick(T).zones({ a1: home }).endTurn().tactic(ANN, T)?.status).toBe('failed');
    // a1 and a2 reported at home: only ag could be there, 0 + 1 < 2: failed whatever the players say
    expect(inHeroPhase().pick(T).zones({ a1: home, a2: home }).do({ type: 'BattleTacticCompleted', data: { player: ANN, tactic: T } }).endTurn().tactic(ANN, T)?.status).toBe('failed');
  });
  it('does not count a unit destroyed after its zone report', () => {
    const b = inHeroPhase().pick(T).zones({ a1: deep, a2: deep, ag: home }).destroy('a2', { unit: 'b1' }).do({ type: 'BattleTacticCompleted', data: { player: ANN, tactic: T } }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
    expect(b.vp(ANN)).toBe(0);
  });
  it("is unknown while exactly two unreported units could still be there: the players' statement decides", () => {
    // a1 reported at home; a2 and ag unreported: 0 + 2 could still make two
    const b = inHeroPhase().pick(T).zones({ a1: home }).do({ type: 'BattleTacticCompleted', data: { player: ANN, tactic: T } }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('completed');
    expect(b.vp(ANN)).toBe(2);
  });
  it('scores nothing in The Lurkers Below, whose battle tactics are worth no victory points', () => {
    const b = inHeroPhase('the-lurkers-below').pick(T).zones({ a1: deep, a2: deep, ag: home }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('completed');
    expect(b.lines('battle-tactic/barge-through-enemy-lines')).toEqual([]);
    expect(b.vp(ANN)).toBe(0);
  });
});
