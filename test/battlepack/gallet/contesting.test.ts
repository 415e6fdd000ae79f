// covers: gallet/objective-control gallet/contesting-models
import { describe, expect, it } from 'vitest';
import { EXPERT_CONQUERORS_TAG, FIXED_MODELS_EFFECT } from '../../../src/battlepack/gallet/index.js';
import { ANN, BOB, general, given, other, unit } from './support.js';

function battle() {
  return given('turf-war', { terrain: [{ id: 'ruin', placement: 'defender-territory' }] })
    .units([general('wiz', ANN, { keywords: ['WIZARD'] }), other('gargant', ANN, { models: 1, wounds: 35 }), unit('ec', ANN, { models: 2, tags: [EXPERT_CONQUERORS_TAG] }), other('b1', BOB, { models: 15 }), other('b2', BOB, { models: 6 }), general('bwiz', BOB, { keywords: ['WIZARD'] })])
    .deploy(ANN)
    .nextRound(ANN)
    .turn(ANN);
}

describe('counting contesting models: fixed values first, then modifiers', () => {
  it('a fixed value replaces the model count (1 model counting as 20)', () => {
    const b = battle().do({ type: 'ContestingModelsFixed', data: { unit: 'gargant', countsAs: 20 } }).contest([['gargant', 'objective-1', 1], ['b1', 'objective-1', 15]]).endTurn();
    expect(b.state.units['gargant']?.effects.map((f) => f.id)).toEqual([FIXED_MODELS_EFFECT]);
    expect(b.state.board.objectives['objective-1']?.controller).toBe(ANN);
  });
  it('a fixed value can end with the turn', () => {
    const b = battle().do({ type: 'ContestingModelsFixed', data: { unit: 'gargant', countsAs: 20, until: 'end-of-turn' } }).endTurn().turn(BOB).contest([['gargant', 'objective-1', 1], ['b2', 'objective-1', 6]]).endTurn();
    expect(b.state.board.objectives['objective-1']?.controller).toBe(BOB);
  });
  it('a fixed value wins over Expert Conquerors (2 models fixed at 1 each count 2, not 6)', () => {
    const b = battle().do({ type: 'ContestingModelsFixed', data: { unit: 'ec', countsAs: 1 } }).contest([['ec', 'objective-1', 2], ['b2', 'objective-1', 3]]).endTurn();
    expect(b.state.board.objectives['objective-1']?.controller).toBe(BOB);
  });
  it('Gaze of Ghur halves after the fixed value (Expert Conquerors: 2 × 3 = 6 → 3)', () => {
    const b = battle().endTurn().turn(BOB).hero().pick('barge-through-enemy-lines').do({ type: 'GazeOfGhurCast', data: { caster: 'bwiz', target: 'ec' } }).contest([['ec', 'objective-1', 2], ['b2', 'objective-1', 4]]).endTurn();
    expect(b.state.board.objectives['objective-1']?.controller).toBe(BOB); // 3 against 4
  });
  it('terrain contests count Expert Conquerors and fixed values; equal counts keep control where it was', () => {
    const b = battle().do({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [{ unit: 'ec', models: 2 }, { unit: 'b2', models: 5 }] } });
    expect(b.state.board.terrain['ruin']?.controller).toBe(ANN);
    b.do({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [{ unit: 'ec', models: 2 }, { unit: 'b2', models: 6 }] } });
    expect(b.state.board.terrain['ruin']?.controller).toBe(ANN);
    b.do({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [{ unit: 'b2', models: 1 }] } });
    expect(b.state.board.terrain['ruin']?.controller).toBe(BOB);
  });
  it('refuses terrain contest reports for unknown terrain or units off the battlefield', () => {
    battle().refuses({ type: 'TerrainContestReported', data: { terrain: 'nope', contests: [] } }, 'terrain/unknown');
    battle().destroy('b2').refuses({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [{ unit: 'b2', models: 1 }] } }, 'unit/not-on-battlefield');
  });
});
