import { describe, expect, it } from 'vitest';
import { ANN, BOB, inHeroPhase, other } from '../support.js';

const T = 'head-to-head';
const target = { kind: 'unit' as const, id: 'b1' };
const extra = [other('ae', ANN), other('be', BOB)];

describe('battle tactic: Head-to-Head', () => {
  it('is completed when a friendly GALLETIAN VETERANS unit destroys the target with an attack or an ability', () => {
    expect(inHeroPhase('turf-war', {}, extra).pick(T, target).destroy('b1', { unit: 'a1' }).endTurn().tactic(ANN, T)?.status).toBe('completed');
    expect(inHeroPhase('turf-war', {}, extra).pick(T, target).destroy('b1', { unit: 'a1', means: 'ability' }).endTurn().tactic(ANN, T)?.status).toBe('completed');
  });
  it('fails when a unit without the keyword destroys it', () => {
    expect(inHeroPhase('turf-war', {}, extra).pick(T, target).destroy('b1', { unit: 'ae' }).endTurn().tactic(ANN, T)?.status).toBe('failed');
  });
  it("uses the players' statement when the killer was not reported", () => {
    const b = inHeroPhase('turf-war', {}, extra).pick(T, target).destroy('b1').do({ type: 'BattleTacticFailed', data: { player: ANN, tactic: T } }).endTurn();
    expect(b.tactic(ANN, T)?.status).toBe('failed');
  });
  it('targets only an enemy GALLETIAN VETERANS unit', () => {
    const b = inHeroPhase('turf-war', {}, extra);
    expect(b.options(T)).toEqual(['b1', 'b2']);
    b.refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'unit', id: 'be' } } }, 'battle-tactic/invalid-target');
  });
});
