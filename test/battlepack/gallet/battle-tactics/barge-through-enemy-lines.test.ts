import { describe, expect, it } from 'vitest';
import { ANN, inHeroPhase, inTurn, other } from '../support.js';

const T = 'barge-through-enemy-lines';
const deep = { wholly: ['defender-territory'] };
const home = { wholly: ['attacker-territory'] };

describe('battle tactic: Barge Through Enemy Lines', () => {
  it('is completed with two starting-army units wholly in enemy territory; +1 VP when two are GALLETIAN VETERANS', () => {
    const b = inHeroPhase().pick(T).zones({ a1: deep, a2: deep, ag: home }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('completed');
    expect(b.lines('battle-tactic/barge-through-enemy-lines', ANN).map((l) => l.amount)).toEqual([2, 1]);
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
});
