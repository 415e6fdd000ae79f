// The small helpers the Gallet rules share (shared.ts), each where it applies and where it does not: a light file, so
// that a mutation run of shared.ts need not run every rule's tests.
import { describe, expect, it } from 'vitest';
import {
  activeObjectives,
  atRoundStart,
  controlledObjectives,
  controlsMoreThanOpponent,
  findActiveObjective,
  findUnit,
  ghb,
  isVeteran,
  isViolation,
  objectiveOwner,
  otherRole,
  partlyIn,
  pickTurn,
  previousTurn,
  requirePlan,
  requireTurnPhase,
  roleOf,
  sourceId,
  territoryZone,
  turnKey,
  whollyIn,
  whollyOutsideTerritory,
  whollyWithinTerritory,
} from '../../../src/battlepack/gallet/shared.js';
import type { ObjectiveState } from '../../../src/index.js';
import { ANN, BOB, engine, given, other, unit, type Ev } from './support.js';

const objective = (placement: ObjectiveState['placement'], owner: string | null = null): ObjectiveState => ({ placement, owner }) as ObjectiveState;

describe('shared: ids, sources, roles and territories', () => {
  it('names sources and handbook sections', () => {
    expect(sourceId('realm-rule', 'gaze-of-ghur')).toBe('gallet-2022-s1/realm-rule/gaze-of-ghur');
    expect(ghb('Pitched Battles')).toEqual({ document: 'ghb-2022-s1', section: 'Pitched Battles' });
  });
  it('reads roles and territories', () => {
    const s = given('turf-war').state;
    expect([roleOf(s, ANN), roleOf(s, BOB), roleOf(s, 'nobody')]).toEqual(['attacker', 'defender', 'attacker']);
    expect([otherRole('attacker'), otherRole('defender')]).toEqual(['defender', 'attacker']);
    expect([territoryZone('attacker'), territoryZone('defender')]).toEqual(['attacker-territory', 'defender-territory']);
  });
  it('judges an objective wholly outside or within a territory from its placement', () => {
    const outside = (p: ObjectiveState['placement']) => [whollyOutsideTerritory(objective(p), 'attacker'), whollyOutsideTerritory(objective(p), 'defender')];
    expect(outside('attacker-territory')).toEqual([false, true]);
    expect(outside('border-attacker')).toEqual([false, true]);
    expect(outside('defender-territory')).toEqual([true, false]);
    expect(outside('border-defender')).toEqual([true, false]);
    expect(outside('centre')).toEqual([true, true]);
    expect(outside(null)).toEqual([true, true]);
    const within = (p: ObjectiveState['placement']) => [whollyWithinTerritory(objective(p), 'attacker'), whollyWithinTerritory(objective(p), 'defender')];
    expect(within('attacker-territory')).toEqual([true, false]);
    expect(within('defender-territory')).toEqual([false, true]);
    expect(within('border-attacker')).toEqual([false, false]);
  });
  it('resolves an objective\'s owner: a player, or a role', () => {
    const s = given('turf-war').state;
    expect(objectiveOwner(s, objective('centre'))).toBeNull();
    expect(objectiveOwner(s, objective('centre', BOB))).toBe(BOB);
    expect(objectiveOwner(s, objective('centre', 'attacker'))).toBe(ANN);
    expect(objectiveOwner(s, objective('centre', 'defender'))).toBe(BOB);
    expect(objectiveOwner(s, objective('centre', 'nobody'))).toBeNull();
    // a role no player has (before the set-up names the players)
    expect(objectiveOwner(engine.initialState(), objective('centre', 'attacker'))).toBeNull();
  });
  it('knows GALLETIAN VETERANS', () => {
    const s = given('turf-war').units([unit('vets', ANN), other('elites', ANN)]).state;
    expect([isVeteran(s.units['vets'] as never), isVeteran(s.units['elites'] as never)]).toEqual([true, false]);
  });
});

describe('shared: turns', () => {
  it('names the turn of a pick, the current turn and the turn before', () => {
    expect(pickTurn({ round: 2, turn: 1 })).toEqual({ round: 2, turn: 1 });
    expect([previousTurn(2, 2), previousTurn(2, 1), previousTurn(1, 1), previousTurn(1, 2)]).toEqual([{ round: 2, turn: 1 }, { round: 1, turn: 2 }, null, { round: 1, turn: 1 }]);
    const b = given('turf-war').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN);
    expect(turnKey(b.state)).toEqual({ round: 1, turn: 0 });
    b.turn(ANN).endTurn().turn(BOB);
    expect(turnKey(b.state)).toEqual({ round: 1, turn: 2 });
  });
  it('is at the start of a round once its turn order is set, before its first turn; not before the battle or between turns', () => {
    const b = given('turf-war').units([unit('a1', ANN), unit('b1', BOB)]);
    expect(atRoundStart(b.state)).toBe(false);
    b.deploy(ANN);
    expect(atRoundStart(b.state)).toBe(false);
    b.nextRound(ANN);
    expect(atRoundStart(b.state)).toBe(true);
    b.turn(ANN);
    expect(atRoundStart(b.state)).toBe(false);
    b.endTurn();
    expect(atRoundStart(b.state)).toBe(false);
    b.turn(BOB).endTurn();
    expect(atRoundStart(b.state)).toBe(false);
    b.nextRound(ANN);
    expect(atRoundStart(b.state)).toBe(true);
    // a battle conceded at the start of a round is over, not at the start of a round
    b.do({ type: 'BattleEnded', data: { reason: 'concession', concededBy: BOB } });
    expect(b.state.clock.stage).toBe('ended');
    expect(atRoundStart(b.state)).toBe(false);
  });
  it('requires the player\'s own turn, and a phase when given', () => {
    const b = given('turf-war').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN);
    expect(requireTurnPhase(b.state, ANN, null, 'It')).toEqual([{ code: 'turn/not-active-player', message: "It happens in ann's own turn; it is between turns.", path: ['type'], ref: ANN }]);
    b.turn(ANN);
    expect(requireTurnPhase(b.state, BOB, null, 'It')).toEqual([{ code: 'turn/not-active-player', message: "It happens in bob's own turn; it is ann's turn.", path: ['type'], ref: BOB }]);
    expect(requireTurnPhase(b.state, ANN, null, 'It')).toEqual([]);
    expect(requireTurnPhase(b.state, ANN, 'hero', 'It')).toEqual([{ code: 'gallet/wrong-phase', message: 'It happens in the hero phase; the turn is at its start, before any phase.', path: ['type'] }]);
    b.hero();
    expect(requireTurnPhase(b.state, ANN, 'hero', 'It')).toEqual([]);
    expect(requireTurnPhase(b.state, ANN, null, 'It')).toEqual([]);
    expect(requireTurnPhase(b.state, ANN, 'shooting', 'It')).toEqual([{ code: 'gallet/wrong-phase', message: 'It happens in the shooting phase; the turn is in the hero phase.', path: ['type'] }]);
  });
  it('requires a battleplan', () => {
    expect(requirePlan(engine.initialState(), 'turf-war', 'Turf War', 'It')).toEqual([
      { code: 'gallet/wrong-battleplan', message: 'It is a rule of the "Turf War" battleplan; this battle is "not set up".', path: ['type'] },
    ]);
    expect(requirePlan(given('turf-war').state, 'turf-war', 'Turf War', 'It')).toEqual([]);
    expect(requirePlan(given('turf-war').state, 'the-nidus-paths', 'The Nidus Paths', 'It')).toEqual([
      { code: 'gallet/wrong-battleplan', message: 'It is a rule of the "The Nidus Paths" battleplan; this battle is "turf-war".', path: ['type'] },
    ]);
  });
});

describe('shared: units, objectives and control', () => {
  function held() {
    return given('turf-war').units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN);
  }
  it('finds a unit or names the unknown one', () => {
    const s = held().state;
    expect(findUnit(s, 'a1', ['data', 'unit'])).toBe(s.units['a1']);
    const missing = { code: 'unit/unknown', message: 'No unit "toString" has been added to this battle; add it with UnitsAdded first.', path: ['data', 'x'], ref: 'toString' };
    expect(findUnit(s, 'toString', ['data', 'x'])).toEqual(missing);
    expect(isViolation(findUnit(s, 'a1', []))).toBe(false);
    expect(isViolation(findUnit(s, 'toString', ['data', 'x']))).toBe(true);
    expect([isViolation(null), isViolation('code'), isViolation({ code: 'x' }), isViolation({ message: 'x' })]).toEqual([false, false, false, false]);
  });
  it('finds an objective on the battlefield, or names the unknown or removed one', () => {
    const s = held().state;
    expect(findActiveObjective(s, 'objective-1', [])).toBe(s.board.objectives['objective-1']);
    expect(findActiveObjective(s, 'toString', ['data', 'objective'])).toEqual({
      code: 'objective/unknown',
      message: 'No objective "toString"; the objectives are objective-1, objective-2.',
      path: ['data', 'objective'],
      ref: 'toString',
    });
    const cache = given('the-realmstone-cache').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).emptyRound(ANN).emptyRound(ANN);
    cache.do({ type: 'RealmstoneFragmentsPlaced', data: { player: BOB, roll: 4, fragments: [{ id: 'shard-1', position: { x: 20, y: 22 } }, { id: 'shard-2', position: { x: 40, y: 22 } }] } } as Ev);
    expect(findActiveObjective(cache.state, 'centre', ['data', 'objective'])).toEqual({ code: 'objective/inactive', message: 'Objective "centre" is not on the battlefield any more.', path: ['data', 'objective'], ref: 'centre' });
    expect(activeObjectives(cache.state).map((o) => o.id)).not.toContain('centre');
    expect(activeObjectives(cache.state).map((o) => o.id)).toContain('shard-1');
    // before the set-up there are no objectives to list
    expect(findActiveObjective(engine.initialState(), 'objective-1', ['data', 'objective'])).toEqual({
      code: 'objective/unknown',
      message: 'No objective "objective-1"; the objectives are none.',
      path: ['data', 'objective'],
      ref: 'objective-1',
    });
  });
  it('lists the objectives a player controls that pass a test, and who controls more', () => {
    const b = held().contest([['a1', 'objective-1', 10], ['a2', 'objective-2', 10]]).endTurn();
    expect(controlledObjectives(b.state, ANN).map((o) => o.id)).toEqual(['objective-1', 'objective-2']);
    expect(controlledObjectives(b.state, ANN, (o) => o.id === 'objective-2').map((o) => o.id)).toEqual(['objective-2']);
    expect(controlledObjectives(b.state, BOB)).toEqual([]);
    expect([controlsMoreThanOpponent(b.state, ANN), controlsMoreThanOpponent(b.state, BOB)]).toEqual([true, false]);
    // one each: neither controls more
    b.turn(BOB).contest([['b1', 'objective-2', 10]]).endTurn();
    expect([controlsMoreThanOpponent(b.state, ANN), controlsMoreThanOpponent(b.state, BOB)]).toEqual([false, false]);
    // the test applies to both sides
    expect(controlsMoreThanOpponent(b.state, BOB, (o) => o.id === 'objective-2')).toBe(true);
    // only objectives on the battlefield count (the fold clears the control of one it removes; a record that kept it
    // is still not counted)
    const o1 = b.state.board.objectives['objective-1'] as ObjectiveState;
    const removed = { ...b.state, board: { ...b.state.board, objectives: { ...b.state.board.objectives, 'objective-1': { ...o1, active: false } } } };
    expect(controlledObjectives(removed, ANN).map((o) => o.id)).toEqual([]);
  });
  it('reads a unit\'s zones at the end of a turn (null: not reported then)', () => {
    const b = held().zones({ a1: { wholly: ['attacker-territory'] }, a2: { partly: ['defender-territory'] } }).endTurn();
    const at = { round: 1, turn: 1 };
    expect([whollyIn(b.state, 'a1', 'attacker-territory', at), whollyIn(b.state, 'a1', 'defender-territory', at), whollyIn(b.state, 'b1', 'attacker-territory', at)]).toEqual([true, false, null]);
    expect([partlyIn(b.state, 'a1', 'attacker-territory', at), partlyIn(b.state, 'a2', 'defender-territory', at), partlyIn(b.state, 'a2', 'attacker-territory', at), partlyIn(b.state, 'b1', 'attacker-territory', at)]).toEqual([
      true,
      true,
      false,
      null,
    ]);
    expect(whollyIn(b.state, 'a1', 'attacker-territory', { round: 1, turn: 2 })).toBeNull();
  });
});

describe('the Gallet record of a battle (ext.ts)', () => {
  // written out here, not read from initialGalletExt, so that a change to the record is a change to this test too
  const emptyRecord = {
    options: { provingGroundRepeats: false, rallyPoints: false },
    provingGround: null,
    provingGrounds: [],
    activations: [],
    realmstone: null,
    idols: {},
    alphas: [],
    pillages: [],
    nidus: [],
    gazes: [],
    assaults: [],
    bonds: [],
    rallies: [],
    wounds: {},
    unitNames: [],
  };

  it('starts empty, with the proving ground not to repeat and no rally points', () => {
    expect(given('turf-war').state.ext).toEqual(emptyRecord);
  });

  it('is built afresh for each trusted replay, the same record as the public path starts from', () => {
    // the public path starts from the engine's frozen initial state, made once when the engine is created; the
    // trusted path asks the pack for a new record on each replay, so only this path runs initialGalletExt in a test
    const fresh = engine.trusted.replay([]).ext;
    expect(fresh).toEqual(engine.initialState().ext);
    expect(fresh).toEqual(emptyRecord);
  });
});
