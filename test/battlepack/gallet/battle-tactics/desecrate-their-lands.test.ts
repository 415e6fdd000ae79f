import { describe, expect, it } from 'vitest';
import { EXPERT_CONQUERORS_TAG } from '../../../../src/battlepack/gallet/index.js';
import { ANN, BOB, inHeroPhase, unit } from '../support.js';

const T = 'desecrate-their-lands';
const terrain = [
  { id: 'ruin', placement: 'defender-territory' as const },
  { id: 'wall', placement: 'border-defender' as const },
  { id: 'home', placement: 'attacker-territory' as const },
  { id: 'centre-ruin', placement: 'centre' as const },
];

describe('battle tactic: Desecrate their Lands', () => {
  it('is completed when you control the terrain feature at the end of the turn', () => {
    const b = inHeroPhase('turf-war', { terrain }).pick(T, { kind: 'terrain', id: 'ruin' }).do({ type: 'TerrainControlSet', data: { terrain: 'ruin', player: ANN } }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('completed');
  });
  it('fails when the opponent controls it', () => {
    const b = inHeroPhase('turf-war', { terrain }).pick(T, { kind: 'terrain', id: 'ruin' }).do({ type: 'TerrainControlSet', data: { terrain: 'ruin', player: BOB } }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
  });
  it("leaves an unreported control to the players' statement", () => {
    const yes = inHeroPhase('turf-war', { terrain }).pick(T, { kind: 'terrain', id: 'ruin' }).do({ type: 'BattleTacticCompleted', data: { player: ANN, tactic: T } }).endTurn();
    expect(yes.tactic(ANN, T)?.status).toBe('completed');
    const no = inHeroPhase('turf-war', { terrain }).pick(T, { kind: 'terrain', id: 'ruin' }).endTurn();
    expect(no.tactic(ANN, T)?.status).toBe('failed');
  });
  it("targets only terrain partly or wholly in the opponent's territory", () => {
    const b = inHeroPhase('turf-war', { terrain });
    expect(b.options(T)).toEqual(['ruin', 'wall']);
    b.refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'terrain', id: 'home' } } }, 'battle-tactic/invalid-target');
    b.refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'unit', id: 'b1' } } }, 'battle-tactic/invalid-target');
  });
  it('can be decided by a terrain contest report, where Expert Conquerors count triple', () => {
    const b = inHeroPhase('turf-war', { terrain }, [unit('ec', ANN, { models: 3, tags: [EXPERT_CONQUERORS_TAG] })])
      .pick(T, { kind: 'terrain', id: 'ruin' })
      .do({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [{ unit: 'ec', models: 3 }, { unit: 'b1', models: 8 }] } })
      .endTurn();
    expect(b.state.terrain['ruin']?.controller).toBe(ANN);
    expect(b.tactic(ANN, T)?.status).toBe('completed');
  });
});
