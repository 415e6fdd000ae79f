/**
 * The selectors of the battlefield and of where the battle stands, read field by field on the 3rd-edition fixture
 * battle (test/support/core-fixtures.ts): objectives, terrain, units and their filters, the latest reports, players.
 */
import { describe, expect, it } from 'vitest';
import {
  selectActivePlayer,
  selectEventCount,
  selectPackState,
  selectPendingRoll,
  selectRounds,
  selectSetUp,
  selectStage,
  selectTable,
  selectObjective,
  selectObjectives,
  selectPlayer,
  selectPlayers,
  selectReports,
  selectTerrain,
  selectTurn,
  selectUnit,
  selectUnits,
} from 'battlepack-engine';
import { createEngine } from '../../src/index.js';
import { battle3, bobHeroPhase3, engine3, round1Begun3, type Ev3 } from '../support/core-fixtures.js';
import { testPack } from '../support/test-pack.js';

const ended = engine3.replayOrThrow(battle3);

describe('objectives and terrain', () => {
  it('every objective with its placement, owner, state, controller and markers, in layout order', () => {
    expect(selectObjectives(ended)).toEqual([
      { id: 'west', name: 'west', placement: 'attacker-territory', owner: null, active: true, controller: 'ann', markers: {} },
      { id: 'centre', name: 'centre', placement: 'centre', owner: null, active: true, controller: 'bob', markers: {} },
      { id: 'east', name: 'east', placement: 'defender-territory', owner: null, active: true, controller: 'bob', markers: {} },
    ]);
    expect(selectObjective(ended, 'centre')).toEqual({ id: 'centre', name: 'centre', placement: 'centre', owner: null, active: true, controller: 'bob', markers: {} });
    // an unknown or inherited id is no objective
    expect(selectObjective(ended, 'north')).toBeNull();
    expect(selectObjective(ended, 'toString')).toBeNull();
    expect(selectTerrain(ended)).toEqual([{ id: 'tower', name: 'Tower', placement: 'centre', kind: 'obstacle', controller: 'ann' }]);
  });
});

describe('units', () => {
  it('every field of a unit view', () => {
    expect(selectUnit(ended, 'a1')).toEqual({
      id: 'a1',
      owner: 'ann',
      name: 'Liberators',
      status: 'battlefield',
      models: 10,
      modelsRemaining: 10,
      wounds: 2,
      roles: ['battleline'],
      keywords: ['INFANTRY'],
      general: true,
      points: 120,
      startingArmy: true,
    });
    expect(selectUnit(ended, 'b1')).toMatchObject({ status: 'destroyed', modelsRemaining: 0, general: false, points: 0, keywords: [], roles: [] });
    expect(selectUnit(ended, 'b3')).toMatchObject({ status: 'removed', startingArmy: true });
    expect(selectUnit(ended, 'c1')).toBeNull();
    expect(selectUnit(ended, 'constructor')).toBeNull();
    // a unit summoned in the battle is not of the starting army
    const summoned = engine3.replayOrThrow([
      ...bobHeroPhase3,
      { type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 'b9', owner: 'bob', name: 'Summoned', wounds: 1, models: 5 }], at: 'start-of-hero-phase' } },
    ]);
    expect(selectUnit(summoned, 'b9')).toMatchObject({ status: 'battlefield', startingArmy: false });
  });

  it('own keywords first, then those the rules gave', () => {
    const blessed = createEngine({ ...testPack, hooks: { ...testPack.hooks, onBattleStart: () => [{ kind: 'unit-keyword' as const, unit: 'a1', keyword: 'BLESSED' }] } });
    const s = blessed.replayOrThrow(round1Begun3);
    expect(selectUnit(s, 'a1')?.keywords).toEqual(['INFANTRY', 'BLESSED']);
    expect(selectUnit(s, 'a2')?.keywords).toEqual([]);
  });

  it('filtered by owner, by one status or several, in the order added', () => {
    const ids = (f: Parameters<typeof selectUnits>[1]) => selectUnits(ended, f).map((u) => u.id);
    expect(ids(undefined)).toEqual(['a1', 'a2', 'b1', 'b2', 'b3']);
    expect(ids({ owner: 'bob' })).toEqual(['b1', 'b2', 'b3']);
    expect(ids({ status: 'destroyed' })).toEqual(['b1']);
    expect(ids({ status: ['removed', 'battlefield'] })).toEqual(['a1', 'b2', 'b3']);
    expect(ids({ status: 'reserve' })).toEqual(['a2']);
    expect(ids({ owner: 'ann', status: 'battlefield' })).toEqual(['a1']);
    expect(ids({ owner: 'carol' })).toEqual([]);
    expect(ids({ status: [] })).toEqual([]);
  });
});

describe('selectReports', () => {
  it('the latest contest report of each objective with its moment, and each unit\'s zones from the newest report naming it', () => {
    const zones = (units: Extract<Ev3, { type: 'ZonesReported' }>['data']['units']): Ev3 => ({ type: 'ZonesReported', data: { units } });
    const s = engine3.replayOrThrow([
      ...bobHeroPhase3,
      { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'hold-fast' } },
      zones({ b1: { wholly: ['q1'] }, b2: { partly: ['q2'] } }),
      { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'b1', objective: 'east', models: 5 }] } },
      zones({ b1: { wholly: ['q3'], partly: ['q4'] } }),
    ]);
    const r = selectReports(s);
    expect(r.contests).toEqual({ west: [], centre: [], east: [{ unit: 'b1', objective: 'east', models: 5 }] });
    expect(r.reportedAt.contests['east']).toEqual({ round: 1, turn: 1, phase: 'hero', endOfTurn: false, eventIndex: 9 });
    expect(r.zones).toEqual({ b1: { wholly: ['q3'], partly: ['q4'] }, b2: { wholly: [], partly: ['q2'] } });
    expect(r.reportedAt.zones).toEqual({
      b1: { round: 1, turn: 1, phase: 'hero', endOfTurn: false, eventIndex: 10 },
      b2: { round: 1, turn: 1, phase: 'hero', endOfTurn: false, eventIndex: 8 },
    });
    expect(selectReports(engine3.initialState())).toEqual({ contests: {}, zones: {}, reportedAt: { contests: {}, zones: {} } });
  });
});

describe('players and the turn', () => {
  it('every field of a player, in set-up order', () => {
    expect(selectPlayers(ended)).toEqual([
      { id: 'ann', name: 'Ann', role: 'attacker', faction: 'Stormcast Eternals', grandStrategy: 'hold-the-centre', grandStrategyCompleted: false, vp: 6, commandPoints: 0, withdrew: false },
      { id: 'bob', name: 'Bob', role: 'defender', faction: null, grandStrategy: null, grandStrategyCompleted: null, vp: 5, commandPoints: 0, withdrew: false },
    ]);
    expect(selectPlayer(ended, 'ann')).toEqual(selectPlayers(ended)[0]);
    expect(selectPlayers(engine3.initialState())).toEqual([]);
    expect(selectPlayer(ended, 'carol')).toBeNull();
    expect(selectPlayer(ended, 'constructor')).toBeNull();
  });

  it('the stage, the set-up, the rounds, the roll awaited, the pack state and the event count', () => {
    const hero = engine3.replayOrThrow(bobHeroPhase3);
    expect([selectStage(engine3.initialState()), selectStage(hero), selectStage(ended)]).toEqual(['awaiting-setup', 'battle', 'ended']);
    expect(selectSetUp(ended)).toEqual({ battlepack: { id: 'test-pack', version: '1.0.0' }, edition: 3, battleplan: 'skirmish', pointsLimit: 2000, deploymentFirst: 'bob' });
    expect(selectRounds(ended).map((r) => [r.round, r.first, r.second, r.turnsEnded])).toEqual([
      [1, 'bob', 'ann', 2],
      [2, 'ann', 'bob', 2],
    ]);
    expect(selectPendingRoll(hero)).toBeNull();
    expect(selectPackState(ended)).toEqual({ beacons: ['east'] });
    expect(selectEventCount(ended)).toBe(battle3.length);
    expect(selectEventCount(engine3.initialState())).toBe(0);
    expect(selectTable(ended)).toBe(ended.board.table);
  });

  it('the turn and the active player, during a turn and between turns', () => {
    const hero = engine3.replayOrThrow(bobHeroPhase3);
    expect(selectTurn(hero)).toEqual({ round: 1, player: 'bob', turn: 1, phase: 'hero' });
    expect(selectActivePlayer(hero)).toBe('bob');
    expect(selectTurn(ended)).toEqual({ round: 2, player: null, turn: null, phase: null });
    expect(selectActivePlayer(ended)).toBeNull();
  });
});
