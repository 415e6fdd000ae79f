import { selectBattleTactics } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { rallyReturns, rallyThreshold } from '../../../src/battlepack/gallet/index.js';
import { ANN, BOB, general, given, other, renamedTrusted, THREE_OBJECTIVES, unit, type Ev } from './support.js';

function battle() {
  return given('turf-war')
    .units([general('ag', ANN), unit('a1', ANN, { models: 10 }), unit('ogres', ANN, { models: 6, wounds: 4 }), unit('b1', BOB)])
    .deploy(ANN)
    .nextRound(ANN)
    .turn(ANN)
    .do({ type: 'ModelsSlain', data: { unit: 'a1', count: 3 } }, { type: 'ModelsSlain', data: { unit: 'ogres', count: 4 } })
    .endTurn()
    .turn(BOB)
    .hero();
}

describe('Rally (3rd edition command, as recorded by the pack)', () => {
  it('returns a model for each 6 and costs 1 CP', () => {
    const b = battle();
    const cp = b.state.players[ANN]?.commandPoints ?? 0;
    b.do({ type: 'UnitRallied', data: { unit: 'a1', rolls: [6, 5, 6] } });
    expect(b.state.units['a1']?.modelsRemaining).toBe(9);
    expect(b.state.players[ANN]?.commandPoints).toBe(cp - 1);
  });
  it('returns at most 10 wounds of models', () => {
    const b = battle().do({ type: 'UnitRallied', data: { unit: 'ogres', rolls: [6, 6, 6, 6] } });
    expect(b.state.units['ogres']?.modelsRemaining).toBe(4); // 2 + 2 (Wounds 4: at most 2 models)
  });
  it('needs one dice per slain model, a command point, and is used once per phase per player', () => {
    battle().refuses({ type: 'UnitRallied', data: { unit: 'a1', rolls: [6] } }, 'gallet/rally-dice');
    battle().do({ type: 'UnitRallied', data: { unit: 'a1', rolls: [1, 1, 1] } }).refuses({ type: 'UnitRallied', data: { unit: 'ogres', rolls: [6, 6, 6, 6] } }, 'gallet/command-once-per-phase');
    battle().pick('barge-through-enemy-lines').phase('movement').refuses({ type: 'UnitRallied', data: { unit: 'a1', rolls: [6, 6, 6] } }, 'gallet/wrong-phase');
  });
  it('is used only at the start of the hero phase: after the pick still, but not once another action has ended the start', () => {
    // bob's pick, then Rally by ann: both start-of-hero-phase, in any order (ruling core/tactic-window)
    battle().pick('barge-through-enemy-lines').do({ type: 'UnitRallied', data: { unit: 'a1', rolls: [6, 1, 1] } });
    // a casualty in the hero phase that is not stamped as a start-of-hero-phase effect ends the start of the phase
    const late = battle().pick('barge-through-enemy-lines').do({ type: 'ModelsSlain', data: { unit: 'b1', count: 1 } });
    expect(late.state.clock.turn?.phase).toBe('hero');
    late.refuses({ type: 'UnitRallied', data: { unit: 'a1', rolls: [6, 6, 6] } }, 'gallet/wrong-phase');
    expect(late.check({ type: 'UnitRallied', data: { unit: 'a1', rolls: [6, 6, 6] } })[0]?.message).toMatch(/the start of the hero phase is over/);
    // the same casualty stamped at the start of the hero phase leaves Rally open
    battle()
      .pick('barge-through-enemy-lines')
      .do({ type: 'ModelsSlain', data: { unit: 'b1', count: 1, at: 'start-of-hero-phase' } }, { type: 'UnitRallied', data: { unit: 'a1', rolls: [6, 6, 6] } });
  });
  it('does not close the battle-tactic window (a start-of-hero-phase effect)', () => {
    const b = given('turf-war').units([general('ag', ANN), unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).do({ type: 'ModelsSlain', data: { unit: 'a1', count: 1 } }).hero();
    b.do({ type: 'UnitRallied', data: { unit: 'a1', rolls: [2] } }).pick('gaining-momentum', { kind: 'unit', id: 'b1' });
    expect(selectBattleTactics(b.state)).toHaveLength(1);
  });
});

describe('Rally: each refusal in full, and what it records', () => {
  const refusal = (b: { check(e: Ev): readonly object[] }, e: Ev) => b.check(e).map(({ eventIndex: _, ...v }: { eventIndex?: number }) => v);
  const rally = (data: Partial<{ unit: string; rolls: number[]; objective: string }> = {}): Ev => ({ type: 'UnitRallied', data: { unit: 'a1', rolls: [6, 5, 6], ...data } });
  const start = 'Rally is used at the start of a hero phase, before any action that is not a start-of-hero-phase effect; ';
  // ann's unit destroyed in her own turn, before bob's hero phase
  const gone = () => given('turf-war').units([general('ag', ANN), unit('g', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).destroy('g').endTurn().turn(BOB).hero();

  it('names an unknown unit, and a unit not on the battlefield', () => {
    expect(refusal(battle(), rally({ unit: 'ghost' }))).toEqual([{ code: 'unit/unknown', message: 'No unit "ghost" has been added to this battle; add it with UnitsAdded first.', path: ['data', 'unit'], ref: 'ghost' }]);
    expect(refusal(gone(), rally({ unit: 'g', rolls: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1] }))).toEqual([{ code: 'unit/not-on-battlefield', message: 'g is not on the battlefield, so it cannot rally.', path: ['data', 'unit'], ref: 'g' }]);
  });
  it('is used at the start of a hero phase only', () => {
    expect(refusal(battle().pick('barge-through-enemy-lines').phase('movement'), rally())).toEqual([{ code: 'gallet/wrong-phase', message: `${start}the turn is in the movement phase.`, path: ['type'] }]);
    const between = battle().pick('barge-through-enemy-lines').endTurn();
    expect(refusal(between, rally())[0]).toEqual({ code: 'gallet/wrong-phase', message: `${start}no turn is under way.`, path: ['type'] });
    const late = battle().pick('barge-through-enemy-lines').do({ type: 'ModelsSlain', data: { unit: 'b1', count: 1 } });
    expect(refusal(late, rally())).toEqual([{ code: 'gallet/wrong-phase', message: `${start}the start of the hero phase is over.`, path: ['type'] }]);
  });
  it('rolls one dice per slain model, costs a command point, once per phase per player', () => {
    expect(refusal(battle(), rally({ rolls: [6] }))).toEqual([{ code: 'gallet/rally-dice', message: 'Rally rolls one dice per slain model: a1 has 3 slain, 1 dice were given.', path: ['data', 'rolls'] }]);
    expect(refusal(battle().do({ type: 'CommandPointsSpent', data: { player: ANN, amount: 2 } }), rally())).toEqual([
      { code: 'command-points/insufficient', message: 'ann has no command point to spend on Rally.', path: ['type'], ref: ANN },
    ]);
    expect(refusal(battle().do(rally()), rally({ unit: 'ogres', rolls: [1, 1, 1, 1] }))).toEqual([
      { code: 'gallet/command-once-per-phase', message: 'ann has already used Rally in this phase; a command ability is used once per phase.', path: ['type'] },
    ]);
  });
  it('names an objective on the battlefield that its army controls', () => {
    expect(refusal(battle(), rally({ objective: 'nowhere' }))).toEqual([
      { code: 'objective/unknown', message: 'No objective "nowhere"; the objectives are objective-1, objective-2.', path: ['data', 'objective'], ref: 'nowhere' },
    ]);
    expect(refusal(battle(), rally({ objective: 'objective-1' }))).toEqual([
      { code: 'gallet/objective-not-controlled', message: 'ann does not control Objective 1, so it gives no rally bonus.', path: ['data', 'objective'], ref: 'objective-1' },
    ]);
  });
  it('records the rally: its threshold and the models returned', () => {
    const b = battle().do(rally());
    expect(b.state.ext.rallies).toStrictEqual([{ round: 1, turn: 2, player: ANN, unit: 'a1', target: null, phase: 'hero', detail: { threshold: 6, returned: 2 } }]);
  });
});

describe('Rally: the dice a unit needs and the models a rally returns (rallyThreshold, rallyReturns)', () => {
  // Won't Back Down: ann's vets (GALLETIAN VETERANS) and elites (not) each with 4 slain, ann controlling `home`
  function wontBackDown() {
    return given('wont-back-down', { objectives: THREE_OBJECTIVES })
      .units([general('ag', ANN), unit('vets', ANN, { models: 10 }), other('elites', ANN, { models: 10 }), unit('trolls', ANN, { models: 6, wounds: 3 }), unit('b1', BOB)])
      .deploy(ANN)
      .nextRound(ANN)
      .turn(ANN)
      .contest([['vets', 'home', 10]])
      .do({ type: 'ModelsSlain', data: { unit: 'vets', count: 4 } }, { type: 'ModelsSlain', data: { unit: 'trolls', count: 5 } })
      .endTurn()
      .turn(BOB)
      .hero();
  }
  it('needs 4+ for veterans and 5+ for others near an objective their army controls, 6 otherwise', () => {
    const s = wontBackDown().state;
    expect(s.board.objectives['home']?.controller).toBe(ANN);
    expect(rallyThreshold(s, 'vets', 'home')).toBe(4);
    expect(rallyThreshold(s, 'elites', 'home')).toBe(5);
    expect(rallyThreshold(s, 'vets', 'away')).toBe(6);
    expect(rallyThreshold(s, 'vets', undefined)).toBe(6);
    expect(rallyThreshold(s, 'ghost', 'home')).toBe(6);
    // in another battleplan a controlled objective gives no bonus
    const t = battle().state;
    expect(rallyThreshold(t, 'a1', 'objective-1')).toBe(6);
  });
  it('a rally near a controlled objective is accepted and recorded with its threshold; an unknown objective gives no bonus', () => {
    const b = wontBackDown().do({ type: 'UnitRallied', data: { unit: 'vets', rolls: [4, 3, 6, 1], objective: 'home' } });
    expect(b.state.units['vets']?.modelsRemaining).toBe(8);
    expect(b.state.ext.rallies).toStrictEqual([{ round: 1, turn: 2, player: ANN, unit: 'vets', target: 'home', phase: 'hero', detail: { threshold: 4, returned: 2 } }]);
    expect(rallyThreshold(wontBackDown().state, 'vets', 'nowhere')).toBe(6);
  });
  it('a rally that names no objective gets no bonus, even when an objective has the id "undefined"', () => {
    // the events' schema refuses "undefined" as an id, so the battle is folded on the trusted path, which has none
    expect(() => given('wont-back-down', { objectives: [{ id: 'undefined', placement: 'centre' }, ...THREE_OBJECTIVES] })).toThrow(/reserved/);
    const b = given('wont-back-down', { objectives: [{ id: 'odd', placement: 'centre' }, ...THREE_OBJECTIVES] })
      .units([general('ag', ANN), unit('vets', ANN, { models: 10 }), unit('b1', BOB)])
      .deploy(ANN)
      .nextRound(ANN)
      .turn(ANN)
      .contest([['vets', 'odd', 10]])
      .endTurn();
    const s = renamedTrusted(b, 'odd', 'undefined');
    expect(s.board.objectives['undefined']?.controller).toBe(ANN);
    expect(rallyThreshold(s, 'vets', 'undefined')).toBe(4);
    expect(rallyThreshold(s, 'vets', undefined)).toBe(6);
  });
  it('in a battleplan without Won\'t Back Down, an objective the army controls gives no bonus', () => {
    const b = given('turf-war', { objectives: THREE_OBJECTIVES })
      .units([general('ag', ANN), unit('vets', ANN, { models: 10 }), other('elites', ANN, { models: 10 }), unit('b1', BOB)])
      .deploy(ANN)
      .nextRound(ANN)
      .turn(ANN)
      .contest([['vets', 'home', 10]])
      .do({ type: 'ModelsSlain', data: { unit: 'vets', count: 4 } })
      .endTurn()
      .turn(BOB)
      .hero();
    expect(b.state.board.objectives['home']?.controller).toBe(ANN);
    expect(rallyThreshold(b.state, 'vets', 'home')).toBe(6);
    expect(rallyThreshold(b.state, 'elites', 'home')).toBe(6);
    b.do({ type: 'UnitRallied', data: { unit: 'vets', rolls: [4, 5, 6, 1], objective: 'home' } });
    expect(b.state.units['vets']?.modelsRemaining).toBe(7);
    expect(b.state.ext.rallies[0]?.detail).toStrictEqual({ threshold: 6, returned: 1 });
  });
  it('returns a model per dice at or above the threshold, at most the slain models and 10 wounds\' worth', () => {
    const s = wontBackDown().state;
    expect(rallyReturns(s, 'vets', [4, 3, 6, 1], 'home')).toBe(2);
    expect(rallyReturns(s, 'vets', [4, 4, 4, 4, 4, 4], 'home')).toBe(4);
    expect(rallyReturns(s, 'vets', [5, 5, 6, 1], undefined)).toBe(1);
    // Wounds 3: at most 3 models (9 wounds); after a change to Wounds 5, at most 2
    expect(rallyReturns(s, 'trolls', [6, 6, 6, 6, 6], undefined)).toBe(3);
    const changed = wontBackDown().do({ type: 'WoundsCharacteristicChanged', data: { unit: 'trolls', wounds: 5 } }).state;
    expect(rallyReturns(changed, 'trolls', [6, 6, 6, 6, 6], undefined)).toBe(2);
    expect(rallyReturns(s, 'ghost', [6, 6], undefined)).toBe(0);
  });
});
