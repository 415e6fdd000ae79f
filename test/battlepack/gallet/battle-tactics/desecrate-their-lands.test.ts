import { describe, expect, it } from 'vitest';
import { EXPERT_CONQUERORS_TAG } from '../../../../src/battlepack/gallet/index.js';
import { ANN, BOB, Battle, inHeroPhase, unit } from '../support.js';

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
    // offered as terrain targets, the kind a pick must name
    expect(b.engine.available(b.state).battleTactics[ANN]?.find((x) => x.id === T)?.targets).toEqual([
      { kind: 'terrain', id: 'ruin' },
      { kind: 'terrain', id: 'wall' },
    ]);
    b.refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'terrain', id: 'home' } } }, 'battle-tactic/invalid-target');
    b.refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'unit', id: 'b1' } } }, 'battle-tactic/invalid-target');
  });
  it('can be decided by a terrain contest report, where Expert Conquerors count triple', () => {
    const b = inHeroPhase('turf-war', { terrain }, [unit('ec', ANN, { models: 3, tags: [EXPERT_CONQUERORS_TAG] })])
      .pick(T, { kind: 'terrain', id: 'ruin' })
      .do({ type: 'TerrainContestReported', data: { terrain: 'ruin', contests: [{ unit: 'ec', models: 3 }, { unit: 'b1', models: 8 }] } })
      .endTurn();
    expect(b.state.board.terrain['ruin']?.controller).toBe(ANN);
    expect(b.tactic(ANN, T)?.status).toBe('completed');
  });
  it("mirrors the territories for the other player (the attacker's territory and its border)", () => {
    const more = [...terrain, { id: 'gate', placement: 'border-attacker' as const }];
    expect(inHeroPhase('turf-war', { terrain: more }).options(T, BOB)).toEqual(['home', 'gate']);
    expect(inHeroPhase('turf-war', { terrain: more }).options(T, ANN)).toEqual(['ruin', 'wall']);
  });
  it('refuses a terrain feature outside the territory, or unknown, saying which, where and what may be picked', () => {
    const b = inHeroPhase('turf-war', { terrain });
    const v = b.check({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'terrain', id: 'centre-ruin' } } });
    expect(v.map((x) => x.code)).toEqual(['battle-tactic/invalid-target']);
    expect(v[0]?.path).toEqual(['data', 'target', 'id']);
    expect(v[0]?.ref).toBe('centre-ruin');
    expect(v[0]?.message).toContain('"centre-ruin"');
    expect(v[0]?.message).toContain("your opponent's territory");
    b.refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'terrain', id: 'nowhere' } } }, 'battle-tactic/invalid-target');
    expect(b.codes({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'terrain', id: 'wall' } } })).toEqual([]);
  });
  it('offers a terrain feature of unknown placement to both players (ruling gallet/terrain-placement-unknown)', () => {
    const more = [...terrain, { id: 'fog' }];
    expect(inHeroPhase('turf-war', { terrain: more }).options(T, ANN)).toEqual(['ruin', 'wall', 'fog']);
    expect(inHeroPhase('turf-war', { terrain: more }).options(T, BOB)).toEqual(['home', 'fog']);
  });
  it("does not let a statement complete it when the opponent is recorded controlling the feature", () => {
    const b = inHeroPhase('turf-war', { terrain }).pick(T, { kind: 'terrain', id: 'ruin' }).do({ type: 'TerrainControlSet', data: { terrain: 'ruin', player: BOB } });
    const stated = b.engine.apply(b.state, { type: 'BattleTacticCompleted', data: { player: ANN, tactic: T } });
    const after = stated.ok ? new Battle(stated.state, b.engine).endTurn() : b.endTurn();
    expect(after.tactic(ANN, T)?.status).toBe('failed');
  });
});
