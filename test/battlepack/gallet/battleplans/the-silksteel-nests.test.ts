// covers: gallet/pillaging-objectives gallet/scuttling-horrors
import { selectDestroyed, selectTurnSummaries } from 'battlepack-engine';
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

// ghb 2022 s1, The Silksteel Nests, "Pillaging Objectives" and "Scuttling Horrors": each check of a declared pillage
describe('The Silksteel Nests: what a pillage declaration must satisfy', () => {
  const codes = (b: ReturnType<typeof round2>, e: Ev) => b.codes(e);
  const messages = (b: ReturnType<typeof round2>, e: Ev) => b.check(e).map((v) => v.message);

  it('belongs to this battleplan only', () => {
    const b = given('turf-war').units([unit('a1', ANN)]).deploy(ANN).emptyRound(ANN).nextRound(ANN).turn(ANN);
    expect(b.codes(pillage())).toEqual(['gallet/wrong-battleplan']);
  });

  it('is made in the pillaging player\'s own turn', () => {
    const b = round2();
    expect(codes(b, { type: 'ObjectivePillaged', data: { player: BOB, objective: 'attacker-nest', unit: 'b1' } })).toEqual(['turn/not-active-player']);
    b.endTurn();
    expect(codes(b, pillage())).toEqual(['turn/not-active-player']);
  });

  it('is refused in round 1 with the round it opens in', () => {
    const b = given('the-silksteel-nests').units([unit('a1', ANN)]).deploy(ANN).nextRound(ANN).turn(ANN);
    expect(messages(b, pillage())).toEqual(['Objectives can be pillaged from the start of battle round 2.']);
  });

  it('is once per turn for the player, but the opponent and the next round may pillage again', () => {
    const objectives = [
      { id: 'home', placement: 'attacker-territory' as const },
      { id: 'away-1', placement: 'defender-territory' as const },
      { id: 'away-2', placement: 'defender-territory' as const },
    ];
    const b = given('the-silksteel-nests', { objectives }).units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).emptyRound(ANN).nextRound(ANN).turn(ANN);
    const mine = (objective: string): Ev => ({ type: 'ObjectivePillaged', data: { player: ANN, objective, unit: 'a1' } });
    b.contest([['a1', 'away-1', 10]]).do(mine('away-1'));
    expect(messages(b, mine('away-2'))).toEqual(['Only one objective can be pillaged per turn.']);
    b.endTurn().turn(BOB);
    // ann's pillage of this round does not bind bob's turn
    expect(codes(b, { type: 'ObjectivePillaged', data: { player: BOB, objective: 'home', unit: 'b1' } })).toEqual([]);
    b.endTurn().nextRound(ANN).turn(ANN);
    // the same turn number in the next round is a new turn
    expect(codes(b, mine('away-2'))).toEqual([]);
    // what was recorded of the first pillage
    expect(b.state.ext.pillages[0]).toEqual({ round: 2, turn: 1, player: ANN, objective: 'away-1', unit: 'a1', horrors: [], status: 'done' });
  });

  it('names an objective on the battlefield, wholly within the opponent\'s territory', () => {
    const b = round2();
    expect(codes(b, { type: 'ObjectivePillaged', data: { player: ANN, objective: 'nowhere', unit: 'a1' } })).toEqual(['objective/unknown']);
    expect(messages(b, { type: 'ObjectivePillaged', data: { player: ANN, objective: 'attacker-nest', unit: 'a1' } })).toEqual(["Attacker's nest is not wholly within the opponent's territory."]);
  });

  it('names a friendly unit on the battlefield', () => {
    const b = round2().units([unit('r1', ANN)], 'reserve');
    expect(codes(b, { type: 'ObjectivePillaged', data: { player: ANN, objective: 'defender-nest', unit: 'b1' } })).toEqual(['gallet/invalid-target']);
    expect(codes(b, { type: 'ObjectivePillaged', data: { player: ANN, objective: 'defender-nest', unit: 'r1' } })).toEqual(['gallet/invalid-target']);
    expect(codes(b, { type: 'ObjectivePillaged', data: { player: ANN, objective: 'defender-nest', unit: 'ghost' } })).toEqual(['unit/unknown']);
    expect(messages(b, { type: 'ObjectivePillaged', data: { player: ANN, objective: 'defender-nest', unit: 'b1' } })).toEqual(['b1 must be a friendly unit on the battlefield within 1" of the objective.']);
  });

  it('gives the Scuttling Horrors roll of each unit its due: D3 mortal wounds at or above Bravery, nothing below', () => {
    const b = round2();
    const h = (horror: Record<string, unknown>) => pillage([{ unit: 'b1', bravery: 7, ...horror }]);
    // 2D6 equal to the Bravery is a hit, and needs the mortal wounds
    expect(codes(b, h({ roll: [3, 4] }))).toEqual(['gallet/horrors-roll']);
    expect(messages(b, h({ roll: [3, 4] }))).toEqual(['A 2D6 roll at or above the Bravery of b1 inflicts D3 mortal wounds: give "mortalWounds".']);
    expect(codes(b, h({ roll: [3, 4], mortalWounds: 1 }))).toEqual([]);
    // each die counts
    expect(codes(b, h({ roll: [1, 6], mortalWounds: 1 }))).toEqual([]);
    expect(codes(b, h({ roll: [6, 1], mortalWounds: 1 }))).toEqual([]);
    // one below: no wounds, no slain models
    expect(codes(b, h({ roll: [3, 3] }))).toEqual([]);
    expect(messages(b, h({ roll: [3, 3], mortalWounds: 2 }))).toEqual(['A 2D6 roll below the Bravery of b1 inflicts nothing.']);
    expect(codes(b, h({ roll: [3, 3], slain: 1 }))).toEqual(['gallet/horrors-roll']);
    expect(codes(b, h({ roll: [3, 3], slain: 0 }))).toEqual([]);
    // no more models slain than the unit has (b1: 5)
    expect(codes(b, h({ roll: [6, 6], mortalWounds: 3, slain: 5 }))).toEqual([]);
    expect(codes(b, h({ roll: [6, 6], mortalWounds: 3, slain: 6 }))).toEqual(['unit/too-many-slain']);
    expect(messages(b, h({ roll: [6, 6], mortalWounds: 3, slain: 6 }))).toEqual(['b1 has 5 models left.']);
    expect(codes(b, pillage([{ unit: 'ghost', roll: [1, 1], bravery: 7 }]))).toEqual(['unit/unknown']);
  });

  it('records the horrors as rolled, and their slain models fall by an ability when the pillage resolves', () => {
    const b = round2().do(pillage([{ unit: 'b1', roll: [6, 6], bravery: 7, mortalWounds: 3, slain: 5 }, { unit: 'a2', roll: [1, 1], bravery: 7 }]));
    expect(b.state.ext.pillages[0]).toEqual({
      round: 2, turn: 1, player: ANN, objective: 'defender-nest', unit: 'a1', status: 'pending',
      horrors: [{ unit: 'b1', roll: [6, 6], bravery: 7, mortalWounds: 3, slain: 5 }, { unit: 'a2', roll: [1, 1], bravery: 7, mortalWounds: 0, slain: 0 }],
    });
    b.endTurn();
    expect(selectDestroyed(b.state).map((d) => [d.unit, d.means])).toEqual([['b1', 'ability']]);
    expect(b.lines('special-rule/pillaging-objectives').map((l) => [l.player, l.amount, l.reason])).toEqual([[ANN, 1, "pillaged Defender's nest"]]);
  });
});

describe('The Silksteel Nests: each refusal in full (code, message, where)', () => {
  const refusal = (b: { check(e: Ev): readonly object[] }, e: Ev) => b.check(e).map(({ eventIndex: _, ...v }: { eventIndex?: number }) => v);
  const declare = (horrors: unknown[] = [], over: Record<string, unknown> = {}): Ev => ({ type: 'ObjectivePillaged', data: { player: ANN, objective: 'defender-nest', unit: 'a1', horrors, ...over } }) as Ev;
  const ghost = { code: 'unit/unknown', message: 'No unit "ghost" has been added to this battle; add it with UnitsAdded first.', ref: 'ghost' };

  it('says what is wrong and which field', () => {
    const r1 = given('the-silksteel-nests').units([unit('a1', ANN)]).deploy(ANN).nextRound(ANN).turn(ANN);
    expect(refusal(r1, declare())).toEqual([{ code: 'gallet/pillage-too-early', message: 'Objectives can be pillaged from the start of battle round 2.', path: ['type'] }]);
    const b = round2().units([unit('r1', ANN)], 'reserve');
    expect(refusal(b, declare([], { objective: 'attacker-nest', unit: 'b1' }))).toEqual([
      { code: 'gallet/pillage-not-enemy-territory', message: "Attacker's nest is not wholly within the opponent's territory.", path: ['data', 'objective'], ref: 'attacker-nest' },
      { code: 'gallet/invalid-target', message: 'b1 must be a friendly unit on the battlefield within 1" of the objective.', path: ['data', 'unit'], ref: 'b1' },
    ]);
    expect(refusal(b, declare([], { objective: 'nowhere', unit: 'r1' }))).toEqual([
      { code: 'objective/unknown', message: 'No objective "nowhere"; the objectives are attacker-nest, defender-nest.', path: ['data', 'objective'], ref: 'nowhere' },
      { code: 'gallet/invalid-target', message: 'r1 must be a friendly unit on the battlefield within 1" of the objective.', path: ['data', 'unit'], ref: 'r1' },
    ]);
    expect(refusal(b, declare([], { unit: 'ghost' }))).toEqual([{ ...ghost, path: ['data', 'unit'] }]);
    expect(refusal(b, declare([{ unit: 'ghost', roll: [1, 1], bravery: 7 }, { unit: 'b1', roll: [3, 4], bravery: 7 }, { unit: 'a2', roll: [1, 1], bravery: 7, mortalWounds: 1, slain: 11 }]))).toEqual([
      { ...ghost, path: ['data', 'horrors', 0, 'unit'] },
      { code: 'gallet/horrors-roll', message: 'A 2D6 roll at or above the Bravery of b1 inflicts D3 mortal wounds: give "mortalWounds".', path: ['data', 'horrors', 1, 'mortalWounds'] },
      { code: 'gallet/horrors-roll', message: 'A 2D6 roll below the Bravery of a2 inflicts nothing.', path: ['data', 'horrors', 2, 'mortalWounds'] },
      { code: 'unit/too-many-slain', message: 'a2 has 10 models left.', path: ['data', 'horrors', 2, 'slain'], ref: 'a2' },
    ]);
    expect(refusal(b, declare([], { player: BOB }))).toEqual([{ code: 'turn/not-active-player', message: "Pillaging happens in bob's own turn; it is ann's turn.", path: ['type'], ref: BOB }]);
    b.do(declare());
    expect(refusal(b, declare())).toEqual([{ code: 'gallet/pillage-once-per-turn', message: 'Only one objective can be pillaged per turn.', path: ['type'] }]);
    const c = given('turf-war').units([unit('a1', ANN)]).deploy(ANN).nextRound(ANN).turn(ANN);
    expect(refusal(c, declare())).toEqual([{ code: 'gallet/wrong-battleplan', message: 'Pillaging is a rule of the "The Silksteel Nests" battleplan; this battle is "turf-war".', path: ['type'] }]);
  });
});
