import { contestCount, isContesting } from '../../../../src/battlepack/gallet/index.js';
import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, unit } from '../support.js';

// What the battle tactics read about contests (against-the-odds, outmuscle): the count of one contest entry under every
// rule of the battle, and who contests in one contest picture.
function battle(plan: 'battlelines-drawn' | 'turf-war') {
  return given(plan)
    .units([unit('a1', ANN, { models: 10 }), unit('a2', ANN, { models: 5, countsAs: 3 }), unit('b1', BOB, { models: 10 })])
    .deploy(ANN)
    .nextRound(ANN)
    .turn(ANN);
}

describe('battle tactics: contest facts', () => {
  it("applies the battleplan's own rule on who may contest (Battlelines Drawn: wholly within only)", () => {
    const { state } = battle('battlelines-drawn');
    expect(contestCount(state, { unit: 'a1', objective: 'q1', models: 6, wholly: false })).toBe(0);
    expect(contestCount(state, { unit: 'a1', objective: 'q1', models: 6, wholly: true })).toBe(6);
    expect(contestCount(state, { unit: 'a1', objective: 'q1', models: 6 })).toBe(6);
  });
  it('counts a unit partly within where the battleplan has no such rule', () => {
    const { state } = battle('turf-war');
    const objective = Object.keys(state.board.objectives)[0] ?? '';
    expect(contestCount(state, { unit: 'a1', objective, models: 6, wholly: false })).toBe(6);
  });
  it("applies the pack's fixed values (a model counting as 3) and caps at the models left", () => {
    const { state } = battle('battlelines-drawn');
    expect(contestCount(state, { unit: 'a2', objective: 'q1', models: 2 })).toBe(6);
    expect(contestCount(state, { unit: 'a1', objective: 'q1', models: 40 })).toBe(10);
  });
  it('counts nothing for an unknown unit, a destroyed unit or no models', () => {
    const b = battle('battlelines-drawn');
    expect(contestCount(b.state, { unit: 'zz', objective: 'q1', models: 4 })).toBe(0);
    expect(contestCount(b.state, { unit: 'a1', objective: 'q1', models: 0 })).toBe(0);
    b.destroy('b1');
    expect(contestCount(b.state, { unit: 'b1', objective: 'q1', models: 4 })).toBe(0);
  });
  it('counts nothing for a unit still in reserve, whose models are all left', () => {
    const b = given('battlelines-drawn').units([unit('a1', ANN, { models: 10 }), unit('b1', BOB, { models: 10 })]);
    b.units([unit('deep', ANN, { models: 5 })], 'reserve');
    const { state } = b.deploy(ANN).nextRound(ANN).turn(ANN);
    expect(state.units['deep']?.status).toBe('reserve');
    expect(contestCount(state, { unit: 'deep', objective: 'q1', models: 5 })).toBe(0);
    expect(contestCount(state, { unit: 'a1', objective: 'q1', models: 5 })).toBe(5);
  });
  it('says a unit contests when its own entry counts above 0, whatever the other entries say', () => {
    const { state } = battle('battlelines-drawn');
    const entries = [
      { unit: 'b1', objective: 'q1', models: 0 },
      { unit: 'a1', objective: 'q1', models: 4 },
      { unit: 'a2', objective: 'q1', models: 3, wholly: false },
    ];
    expect(isContesting(state, 'a1', entries)).toBe(true);
    expect(isContesting(state, 'b1', entries)).toBe(false);
    expect(isContesting(state, 'a2', entries)).toBe(false);
    expect(isContesting(state, 'zz', entries)).toBe(false);
    expect(isContesting(state, 'a1', [])).toBe(false);
  });
});
