/**
 * One test per question of the seed's FAQ (the first two, about picking the army, are covered by the army tests).
 */
import { selectBattleTactics } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { EXPERT_CONQUERORS_TAG, GALLETIAN_VETERANS } from '../../../src/battlepack/gallet/index.js';
import { ANN, BOB, general, given, other, setUpCodes, unit } from './support.js';

describe('FAQ, General\'s Handbook 2022-23 Season 1', () => {
  it('If I have multiple abilities and other effects to be applied at the start of my hero phase, can I apply them before I pick my battle tactic? Yes.', () => {
    const b = given('turf-war', { strict: true }).units([general('ag', ANN), unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).do({ type: 'ModelsSlain', data: { unit: 'a1', count: 2 } }).hero();
    b.do({ type: 'UnitRallied', data: { unit: 'a1', rolls: [6, 1] } }, { type: 'CommandPointsGained', data: { player: ANN, amount: 1, source: 'start-of-hero-phase ability' } });
    b.pick('gaining-momentum', { kind: 'unit', id: 'b1' });
    expect(selectBattleTactics(b.state).map((t) => t.tactic)).toEqual(['gaining-momentum']);
    // an action that is not a start-of-phase effect (casting a spell) would close the window, so it waits for the pick
    // (ruling gallet/battle-tactic-required), and after it the window is closed
    const c = given('turf-war', { strict: true }).units([general('wiz', ANN, { keywords: ['WIZARD'] }), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).hero();
    const cast = { type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1' } } as const;
    c.refuses(cast, 'battle-tactic/required').pick('gaining-momentum', { kind: 'unit', id: 'b1' }).do(cast);
    c.refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: 'barge-through-enemy-lines' } }, 'battle-tactic/one-per-turn');
  });

  it("Can I gain control of multiple objectives in 'The Lurkers Below' in the same turn? No.", () => {
    const b = given('the-lurkers-below').units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB)]).deploy(ANN).emptyRound(ANN).nextRound(ANN).turn(ANN);
    b.do({ type: 'ObjectiveControlSet', data: { objective: 'centre', player: ANN } }).endTurn().turn(BOB);
    // ann holds the centre, so both borders are open to her; in one report she still gains only one
    b.contest([['a1', 'attacker-border', 10], ['a2', 'defender-border', 10]]).endTurn();
    expect([b.state.board.objectives['attacker-border']?.controller, b.state.board.objectives['defender-border']?.controller]).toEqual([ANN, null]);
  });

  it("Can I set up faction terrain features in the 'Battlelines Drawn' battleplan? Yes.", () => {
    const terrain = [{ id: 'shrine', kind: 'faction-terrain', placement: 'attacker-territory' as const }];
    expect(setUpCodes('battlelines-drawn', { terrain })).toEqual([]);
    const b = given('battlelines-drawn', { terrain }).units([unit('a1', ANN)]).deploy(ANN);
    expect(b.state.board.terrain['shrine']?.kind).toBe('faction-terrain');
    expect(Object.keys(b.state.board.objectives)).toEqual(['q1', 'q2', 'q3', 'q4']);
  });

  it("Can I set up gravesites using the Soulblight Gravelords battle trait 'The Unquiet Dead' in the 'Battlelines Drawn' battleplan? Yes, see above.", () => {
    const terrain = [{ id: 'gravesite-1', kind: 'gravesite', placement: 'defender-territory' as const }, { id: 'gravesite-2', kind: 'gravesite', placement: 'neutral' as const }];
    const b = given('battlelines-drawn', { terrain }).units([unit('a1', ANN)]).deploy(ANN);
    expect(Object.values(b.state.board.terrain).map((t) => t.kind)).toEqual(['gravesite', 'gravesite']);
  });

  it('If an effect would increase the Wounds characteristic of a GALLETIAN VETERANS unit above the required threshold, does that unit lose the GALLETIAN VETERANS keyword? No.', () => {
    const b = given('turf-war').units([unit('a1', ANN, { wounds: 4, models: 2 }), other('b1', BOB, { models: 5 })]).deploy(ANN);
    b.do({ type: 'WoundsCharacteristicChanged', data: { unit: 'a1', wounds: 6 } }).nextRound(ANN, { after: [{ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-1' } }] });
    expect(b.state.units['a1']?.derivedKeywords).toEqual([GALLETIAN_VETERANS]);
    // it still contests the proving ground, where only veterans count
    b.turn(ANN).contest([['a1', 'objective-1', 2], ['b1', 'objective-1', 5]]).endTurn();
    expect(b.state.board.objectives['objective-1']?.controller).toBe(ANN);
  });

  it('If I add a unit to my army after the battle begins, and that unit meets the requirements to gain the GALLETIAN VETERANS keyword, does that unit gain the keyword? Yes.', () => {
    const b = given('turf-war').units([unit('a1', ANN)]).deploy(ANN).nextRound(ANN).turn(ANN).units([unit('summoned', ANN, { wounds: 2 }), unit('big', ANN, { wounds: 5 })], 'summoned');
    expect(b.state.units['summoned']?.derivedKeywords).toEqual([GALLETIAN_VETERANS]);
    expect(b.state.units['big']?.derivedKeywords).toEqual([]);
  });

  it('If I add a unit to my army after the battle begins, and that unit has the Battleline battlefield role, does that unit count as a Battleline unit for the purposes of rules, battle tactics and grand strategies? Yes.', () => {
    const b = given('turf-war', { grand: { bob: 'show-of-dominance' } }).units([unit('a1', ANN), other('bo', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).endTurn().turn(BOB);
    b.units([unit('summoned', BOB)], 'summoned').hero();
    // a battle tactic: the summoned Battleline unit is an enemy GALLETIAN VETERANS target for ann's Head-to-Head
    expect(b.pick('barge-through-enemy-lines').endTurn().nextRound(ANN).turn(ANN).hero().options('head-to-head')).toEqual(['summoned']);
    b.pick('barge-through-enemy-lines');
    // a grand strategy: it completes bob's Show of Dominance (zones reported in the battle's last turn)
    b.toLastTurn().zones({ summoned: { partly: ['q1', 'q2', 'q3', 'q4'] } }).toEnd();
    expect(b.state.players[BOB]?.grandStrategyCompleted).toBe(true);
  });

  it('Is it possible to complete the grand strategy Show of Dominance by having one GALLETIAN VETERANS unit in the centre of the battlefield which has one or more models within each table quarter? Yes.', () => {
    const b = given('turf-war', { grand: { ann: 'show-of-dominance' } }).units([unit('a1', ANN)]).deploy(ANN).nextRound(ANN).turn(ANN);
    b.toLastTurn().zones({ a1: { wholly: ['centre'], partly: ['q1', 'q2', 'q3', 'q4'] } }).toEnd();
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(true);
  });

  it("In the 'Battlelines Drawn' battleplan, can you remove a unit from the battlefield in order to enter a garrison (and set it up again when you leave a garrison)? Yes.", () => {
    const b = given('battlelines-drawn').units([unit('a1', ANN)]).deploy(ANN).nextRound(ANN).turn(ANN);
    b.do({ type: 'UnitRemoved', data: { unit: 'a1', reason: 'garrison' } });
    expect(b.state.units['a1']?.status).toBe('reserve');
    b.do({ type: 'UnitArrived', data: { unit: 'a1' } });
    expect(b.state.units['a1']?.status).toBe('battlefield');
    b.refuses({ type: 'UnitRemoved', data: { unit: 'a1', reason: 'set-up-again' } }, 'gallet/confined-caverns');
  });

  it("Do models in the Expert Conquerors battalion count as 3 models for the purposes of contesting a terrain feature (for example, for the 'Desecrate their Lands' battle tactic)? Yes.", () => {
    const b = given('turf-war', { terrain: [{ id: 'ruin', placement: 'defender-territory' }] })
      .units([unit('ec', ANN, { models: 3, tags: [EXPERT_CONQUERORS_TAG] }), unit('b1', BOB, { models: 8 })])
      .deploy(ANN)
      .nextRound(ANN)
      .turn(ANN)
      .hero()
      .pick('desecrate-their-lands', { kind: 'terrain', id: 'ruin' })
      .do({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [{ unit: 'ec', models: 3 }, { unit: 'b1', models: 8 }] } })
      .endTurn();
    expect(b.state.board.terrain['ruin']?.controller).toBe(ANN); // 9 against 8
    expect(b.tactic(ANN, 'desecrate-their-lands')?.status).toBe('completed');
  });
});
