// covers: gallet/grand-strategies
// When the zone reports of the battle's last turn settle a grand strategy (a fact, which a statement cannot change) and
// when they leave it to the players' statement: each strategy where the facts settle it either way and where they
// do not. Results are read through `selectPlayers`.
import { describe, expect, it } from 'vitest';
import { selectPlayers } from 'battlepack-engine';
import { ANN, BOB, given, other, unit, type Battle, type Ev } from '../support.js';

type Zones = Record<string, { wholly?: string[]; partly?: string[] }>;
const stated: Ev = { type: 'GrandStrategyCompleted', data: { player: ANN } };
const completed = (b: Battle) => selectPlayers(b.state).find((p) => p.id === ANN)?.grandStrategyCompleted;

/** The battle to its end with `zones` reported in the last turn, with ann's statement that she completed it or not. */
function judged(start: () => Battle, zones: Zones, opts: { destroy?: string; statement?: boolean } = {}) {
  const b = start().toLastTurn().zones(zones);
  if (opts.destroy !== undefined) b.destroy(opts.destroy);
  if (opts.statement === true) b.do(stated);
  return completed(b.toEnd());
}

describe("Take What's Theirs: the facts against the statement", () => {
  const start = () => given('turf-war', { grand: { ann: 'take-whats-theirs' } }).units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN);
  const IN = { wholly: ['defender-territory'] };
  const OUT = { wholly: ['neutral'] };
  it('does not count a destroyed enemy unit, even one reported inside', () => {
    expect(judged(start, { a1: IN, a2: OUT, b1: IN }, { destroy: 'b1' })).toBe(true);
    expect(judged(start, { a1: IN, a2: OUT, b1: IN })).toBe(false);
  });
  it('does not count an enemy unit reported outside', () => {
    expect(judged(start, { a1: IN, a2: OUT, b1: OUT })).toBe(true);
  });
  it('an unreported enemy unit could still be inside: one friendly unit inside is not settled, and no statement means not completed', () => {
    expect(judged(start, { a1: IN, a2: OUT })).toBe(false);
    expect(judged(start, { a1: IN, a2: OUT }, { statement: true })).toBe(true);
  });
  it('equal reported counts with every unit reported are a fact: a statement cannot complete it', () => {
    expect(judged(start, { a1: IN, a2: OUT, b1: IN }, { statement: true })).toBe(false);
  });
  it('a friendly unit reported outside is not an unknown one: fewer inside than the enemy is settled', () => {
    const three = () => given('turf-war', { grand: { ann: 'take-whats-theirs' } }).units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB), unit('b2', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN);
    expect(judged(three, { a1: IN, a2: OUT, b1: IN, b2: IN }, { statement: true })).toBe(false);
    // …while an unreported friendly unit leaves it open (1 + 1 unknown against 1): the statement decides
    expect(judged(three, { a1: IN, b1: IN, b2: OUT }, { statement: true })).toBe(true);
  });
});

describe("Defend What's Ours: one enemy unit inside settles it", () => {
  const start = () => given('turf-war', { grand: { ann: 'defend-whats-ours' } }).units([unit('a1', ANN), unit('b1', BOB), unit('b2', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN);
  it('fails when one enemy unit is wholly inside and the other reported outside, whatever the statement', () => {
    expect(judged(start, { b1: { wholly: ['attacker-territory'] }, b2: { wholly: ['neutral'] } }, { statement: true })).toBe(false);
    expect(judged(start, { b1: { wholly: ['attacker-territory'] }, b2: { wholly: ['neutral'] } })).toBe(false);
  });
  it('is completed when both are reported outside, without a statement', () => {
    expect(judged(start, { b1: { partly: ['attacker-territory'] }, b2: { wholly: ['neutral'] } })).toBe(true);
  });
});

describe('Show of Dominance: whose units fill the quarters', () => {
  const start = () =>
    given('turf-war', { grand: { ann: 'show-of-dominance' } })
      .units([unit('a1', ANN), unit('a2', ANN), unit('a3', ANN), other('ao', ANN), unit('b1', BOB)])
      .deploy(ANN)
      .nextRound(ANN)
      .turn(ANN);
  const three = { a1: { wholly: ['q1'] }, a2: { wholly: ['q2'] }, a3: { wholly: ['q3'] } };
  // four friendly veterans, no other friendly unit
  const four = () =>
    given('turf-war', { grand: { ann: 'show-of-dominance' } })
      .units([unit('a1', ANN), unit('a2', ANN), unit('a3', ANN), unit('a4', ANN), unit('b1', BOB)])
      .deploy(ANN)
      .nextRound(ANN)
      .turn(ANN);
  it('every friendly veteran reported and a quarter empty of them is a fact: a statement cannot complete it', () => {
    expect(judged(start, { ...three, ao: { wholly: ['q4'] } }, { statement: true })).toBe(false);
  });
  it('an enemy veteran in the fourth quarter does not fill it', () => {
    expect(judged(start, { ...three, b1: { wholly: ['q4'] } })).toBe(false);
  });
  it('a destroyed friendly veteran reported there does not fill it', () => {
    expect(judged(four, { ...three, a4: { wholly: ['q4'] } }, { destroy: 'a4' })).toBe(false);
    expect(judged(four, { ...three, a4: { wholly: ['q4'] } })).toBe(true);
  });
  it('a friendly veteran not reported could fill the quarter: the statement decides', () => {
    expect(judged(four, three, { statement: true })).toBe(true);
    expect(judged(four, three)).toBe(false);
  });
});
