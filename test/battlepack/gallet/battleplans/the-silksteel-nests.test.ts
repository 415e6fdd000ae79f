// covers: gallet/pillaging-objectives gallet/scuttling-horrors
import { selectTurnSummaries } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, unit, type Ev } from '../support.js';

const pillage = (horrors: unknown[] = []): Ev => ({ type: 'ObjectivePillaged', data: { player: ANN, objective: 'defender-nest', unit: 'a1', horrors } } as Ev);

function round2() {
  return given('the-silksteel-nests').units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB, { models: 5 })]).deploy(ANN).emptyRound(ANN).nextRound(ANN).turn(ANN).contest([['a1', 'defender-nest', 10]]);
}

describe('battleplan: The Silksteel Nests', () => {
  it('pillages after scoring: +1 VP, the horrors strike, the objective is removed', () => {
    const b = round2().do(pillage([{ unit: 'b1', roll: [5, 4], bravery: 7, mortalWounds: 2, slain: 2 }, { unit: 'a2', roll: [1, 2], bravery: 7 }])).endTurn();
    // scoring saw the objective: hold-one + hold-more, then the pillage point
    expect(b.lines(undefined, ANN).map((l) => l.source.split('/').pop())).toEqual(['hold-one', 'hold-more', 'pillaging-objectives']);
    expect(b.state.board.objectives['defender-nest']?.active).toBe(false);
    expect(b.state.units['b1']?.modelsRemaining).toBe(3);
    expect(b.state.ext.pillages[0]?.status).toBe('done');
    // the turn summary lists the pillaged objective: it was held when the turn was scored
    expect(selectTurnSummaries(b.state).at(-1)?.objectivesControlled).toEqual(['defender-nest']);
  });

  it('is declared before control is determined: it resolves if the objective is the player\'s at the end of the turn', () => {
    // declared before the contest report that wins the objective
    const b = given('the-silksteel-nests').units([unit('a1', ANN), unit('b1', BOB, { models: 5 })]).deploy(ANN).emptyRound(ANN).nextRound(ANN).turn(ANN).do(pillage()).contest([['a1', 'defender-nest', 10]]).endTurn();
    expect(b.state.ext.pillages[0]?.status).toBe('done');
    expect(b.state.board.objectives['defender-nest']?.active).toBe(false);
  });

  it('refuses round 1, objectives not in enemy territory, a second pillage, and wrong horror rolls', () => {
    given('the-silksteel-nests').units([unit('a1', ANN)]).deploy(ANN).nextRound(ANN).turn(ANN).refuses(pillage(), 'gallet/pillage-too-early');
    round2().refuses({ type: 'ObjectivePillaged', data: { player: ANN, objective: 'attacker-nest', unit: 'a1' } }, 'gallet/pillage-not-enemy-territory');
    round2().do(pillage()).refuses(pillage(), 'gallet/pillage-once-per-turn');
    round2().refuses(pillage([{ unit: 'b1', roll: [6, 6], bravery: 7 }]), 'gallet/horrors-roll');
  });

  it('lapses when the objective is lost before the end of the turn', () => {
    const b = round2().do(pillage()).contest([['b1', 'defender-nest', 5]]).endTurn();
    expect(b.state.ext.pillages[0]?.status).toBe('lapsed');
    expect(b.state.board.objectives['defender-nest']?.active).toBe(true);
    expect(b.lines('special-rule/pillaging-objectives')).toEqual([]);
  });
});
