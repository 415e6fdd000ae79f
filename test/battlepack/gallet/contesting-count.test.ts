// covers: gallet/contesting-models gallet/objective-control
// The pack's count of one contest entry (`packContestCount`), how long a fixed value lasts, and the terrain contest
// report's checks and control, each where it applies and where it does not.
import { describe, expect, it } from 'vitest';
import { selectTerrain } from 'battlepack-engine';
import { packContestCount, terrainContestTotals } from '../../../src/battlepack/gallet/contesting.js';
import { EXPERT_CONQUERORS_TAG } from '../../../src/battlepack/gallet/shared.js';
import { ANN, BOB, general, given, other, unit, type Battle } from './support.js';

function battle() {
  return given('turf-war', { terrain: [{ id: 'ruin', placement: 'defender-territory' }, { id: 'wood', placement: 'attacker-territory' }] })
    .units([
      other('a1', ANN, { models: 10 }),
      other('big', ANN, { models: 2, countsAs: 5 }),
      other('ec', ANN, { models: 2, tags: [EXPERT_CONQUERORS_TAG] }),
      other('b1', BOB, { models: 10 }),
      other('b2', BOB, { models: 6 }),
    ])
    // Turf War destroys units left in reserve as the battle begins: 'deep' is off the battlefield from the start
    .units([other('deep', BOB, { models: 5 })], 'reserve')
    .deploy(ANN)
    .nextRound(ANN)
    .turn(ANN);
}
const count = (b: Battle, unitId: string, models?: number, anyStatus?: boolean) =>
  packContestCount(b.state, models === undefined ? { unit: unitId, objective: 'objective-1' } : { unit: unitId, objective: 'objective-1', models }, anyStatus);
const fix = (unitId: string, countsAs: number, until?: 'battle' | 'end-of-turn' | 'end-of-round') =>
  ({ type: 'ContestingModelsFixed', data: until === undefined ? { unit: unitId, countsAs } : { unit: unitId, countsAs, until } }) as const;
const terrain = (b: Battle, id: string) => selectTerrain(b.state).find((t) => t.id === id)?.controller;

describe('packContestCount', () => {
  it('counts reported models, each as 1, as its countsAs, or as 3 for Expert Conquerors', () => {
    const b = battle();
    expect(count(b, 'a1', 7)).toBe(7);
    expect(count(b, 'big', 2)).toBe(10);
    expect(count(b, 'ec', 2)).toBe(6);
    // an entry without a model count counts nothing
    expect(count(b, 'a1')).toBe(0);
  });
  it('a fixed value replaces countsAs and Expert Conquerors, including a fixed value of 0', () => {
    const b = battle().do(fix('big', 1), fix('ec', 4), fix('a1', 0));
    expect(count(b, 'big', 2)).toBe(2);
    expect(count(b, 'ec', 2)).toBe(8);
    expect(count(b, 'a1', 10)).toBe(0);
  });
  it('a later fixed value replaces an earlier one', () => {
    const b = battle().do(fix('a1', 2), fix('a1', 7));
    expect(count(b, 'a1', 3)).toBe(21);
  });
  it('counts no more models than are left, unless the unit is counted as it leaves the battlefield', () => {
    const b = battle().do({ type: 'ModelsSlain', data: { unit: 'a1', count: 4 } });
    expect(count(b, 'a1', 10)).toBe(6);
    expect(count(b, 'a1', 5)).toBe(5);
    expect(count(b, 'a1', 10, true)).toBe(10);
  });
  it('counts nothing for a unit off the battlefield or unknown, except a leaving unit when asked', () => {
    const b = battle().destroy('b2');
    expect(count(b, 'b2', 6)).toBe(0);
    expect(count(b, 'b2', 6, true)).toBe(6);
    expect(count(b, 'deep', 5)).toBe(0);
    expect(count(b, 'nobody', 5)).toBe(0);
    expect(count(b, 'nobody', 5, true)).toBe(0);
  });
});

describe('packContestCount off the battlefield and with other unit effects', () => {
  it('counts nothing for a unit in reserve, whatever the report says, unless the unit is counted as it leaves', () => {
    const b = given('head-on-collision').units([other('a1', ANN)]).units([other('deep', BOB, { models: 5 })], 'reserve').deploy(ANN);
    expect(count(b, 'deep', 5)).toBe(0);
    expect(count(b, 'deep', 5, true)).toBe(5);
  });
  it('finds the fixed value behind another effect on the unit (Gaze of Ghur first, then the fixed value)', () => {
    const b = given('turf-war')
      .units([other('gargant', ANN, { models: 2 }), general('bwiz', BOB, { keywords: ['WIZARD'] }), other('b1', BOB)])
      .deploy(ANN)
      .nextRound(ANN)
      .turn(ANN)
      .endTurn()
      .turn(BOB)
      .hero()
      .do({ type: 'GazeOfGhurCast', data: { caster: 'bwiz', target: 'gargant' } });
    // Gaze of Ghur alone: 2 models halved
    expect(count(b, 'gargant', 2)).toBe(1);
    b.do(fix('gargant', 10));
    // the fixed value first (2 × 10), then Gaze of Ghur halves
    expect(count(b, 'gargant', 2)).toBe(10);
  });
});

describe('how long a fixed value lasts', () => {
  it('for the battle by default', () => {
    const b = battle().do(fix('a1', 3)).endTurn().turn(BOB).endTurn();
    b.nextRound(ANN).turn(ANN);
    expect(count(b, 'a1', 2)).toBe(6);
  });
  it('to the end of the turn', () => {
    const b = battle().do(fix('a1', 3, 'end-of-turn'));
    expect(count(b, 'a1', 2)).toBe(6);
    b.endTurn().turn(BOB);
    expect(count(b, 'a1', 2)).toBe(2);
  });
  it('to the end of the round, past the end of the first turn', () => {
    const b = battle().do(fix('a1', 3, 'end-of-round')).endTurn().turn(BOB);
    expect(count(b, 'a1', 2)).toBe(6);
    b.endTurn().nextRound(ANN).turn(ANN);
    expect(count(b, 'a1', 2)).toBe(2);
  });
  it('is refused for a destroyed or unknown unit, and accepted for a unit on the battlefield', () => {
    const b = battle().destroy('b2');
    const refused = b.check(fix('b2', 3));
    expect(refused.map((v) => [v.code, v.message, v.path])).toEqual([['unit/not-on-battlefield', 'b2 is destroyed.', ['data', 'unit']]]);
    expect(b.check(fix('nobody', 3)).map((v) => v.path)).toEqual([['data', 'unit']]);
    expect(b.check(fix('a1', 3))).toEqual([]);
  });
});

describe('terrain contests', () => {
  it('totals per player: fixed values and Expert Conquerors count, units off the battlefield or unknown do not', () => {
    const b = battle().destroy('b2');
    expect(terrainContestTotals(b.state, [{ unit: 'a1', models: 2 }, { unit: 'ec', models: 2 }, { unit: 'b1', models: 3 }, { unit: 'b2', models: 6 }, { unit: 'deep', models: 5 }, { unit: 'nobody', models: 9 }])).toEqual({ ann: 8, bob: 3 });
    expect(terrainContestTotals(b.state, [])).toEqual({});
  });
  it('gives control to the side with more, either side, and keeps it on equal counts', () => {
    const b = battle().do({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [{ unit: 'b1', models: 4 }, { unit: 'a1', models: 3 }] } });
    expect(terrain(b, 'ruin')).toBe(BOB);
    b.do({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [{ unit: 'b1', models: 4 }, { unit: 'a1', models: 4 }] } });
    expect(terrain(b, 'ruin')).toBe(BOB);
    b.do({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [{ unit: 'b1', models: 4 }, { unit: 'a1', models: 5 }] } });
    expect(terrain(b, 'ruin')).toBe(ANN);
    b.do({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [] } });
    expect(terrain(b, 'ruin')).toBe(ANN);
    expect(terrain(b, 'wood')).toBe(null);
  });
  it('is refused before the battle starts', () => {
    const b = given('turf-war', { terrain: [{ id: 'ruin', placement: 'neutral' }] }).units([other('a1', ANN)]);
    expect(b.check({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [] } }).map((v) => [v.code, v.message, v.path])).toEqual([
      ['battle/not-started', 'Terrain features are contested once deployment has finished.', ['type']],
    ]);
    expect(battle().check({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [] } })).toEqual([]);
  });
  it('names the terrain features there are when one is unknown', () => {
    const v = battle().check({ type: 'TerrainContestReported', data: { terrain: 'nope', contests: [] } });
    expect(v.map((x) => [x.code, x.message, x.path])).toEqual([['terrain/unknown', 'No terrain feature "nope"; the features are ruin, wood.', ['data', 'terrain']]]);
    const bare = given('turf-war').units([unit('a1', ANN)]).deploy(ANN).nextRound(ANN).turn(ANN);
    expect(bare.check({ type: 'TerrainContestReported', data: { terrain: 'nope', contests: [] } }).map((x) => x.message)).toEqual(['No terrain feature "nope"; the features are none.']);
  });
  it('refuses more models than a unit has left, but not as many', () => {
    const b = battle().do({ type: 'ModelsSlain', data: { unit: 'b2', count: 2 } });
    const v = b.check({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [{ unit: 'a1', models: 1 }, { unit: 'b2', models: 5 }] } });
    expect(v.map((x) => [x.code, x.path])).toEqual([['contest/too-many-models', ['data', 'contests', 1, 'models']]]);
    expect(v[0]?.message).toBe('Unit "b2" has 4 models left, so 5 cannot contest the terrain feature; report at most 4.');
    expect(b.check({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [{ unit: 'b2', models: 4 }] } })).toEqual([]);
  });
  it('refuses a unit listed twice, and a unit off the battlefield, where they are', () => {
    const b = battle();
    const twice = b.check({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [{ unit: 'a1', models: 1 }, { unit: 'b1', models: 1 }, { unit: 'a1', models: 2 }] } });
    expect(twice.map((x) => [x.code, x.message, x.path])).toEqual([
      ['contest/unit-counted-twice', 'Unit "a1" is listed twice; a report gives each unit once, with all its contesting models.', ['data', 'contests', 2, 'unit']],
    ]);
    const reserve = b.check({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [{ unit: 'a1', models: 1 }, { unit: 'deep', models: 1 }] } });
    expect(reserve.map((x) => [x.code, x.message, x.path])).toEqual([['unit/not-on-battlefield', 'Unit "deep" is not on the battlefield, so it cannot contest terrain.', ['data', 'contests', 1, 'unit']]]);
    const unknown = b.check({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [{ unit: 'a1', models: 1 }, { unit: 'nobody', models: 1 }] } });
    expect(unknown.map((x) => [x.code, x.path])).toEqual([['unit/unknown', ['data', 'contests', 1, 'unit']]]);
  });
});
