import { describe, expect, it } from 'vitest';
import { GAZE_OF_GHUR_EFFECT } from '../../../../src/battlepack/gallet/index.js';
import { ANN, BOB, general, given, other, unit } from '../support.js';

function battle() {
  return given('turf-war')
    .units([general('wiz', ANN, { keywords: ['HERO', 'WIZARD'] }), general('hero', ANN, { general: false }), unit('a1', ANN, { models: 5 }), other('b1', BOB, { models: 11 })])
    .deploy(ANN)
    .nextRound(ANN)
    .turn(ANN)
    .hero()
    .pick('barge-through-enemy-lines');
}

describe('realm spell: Gaze of Ghur', () => {
  it('halves the target\'s contesting models, rounding down', () => {
    const b = battle().do({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1', castingRoll: 8 } });
    expect(b.state.units['b1']?.effects.map((f) => f.id)).toContain(GAZE_OF_GHUR_EFFECT);
    // 11 halved is 5; 5 against 5 is a tie, so the objective stays uncontrolled
    b.contest([
      ['a1', 'objective-1', 5],
      ['b1', 'objective-1', 11],
    ]).endTurn();
    expect(b.state.board.objectives['objective-1']?.controller).toBeNull();
  });

  it('lasts until the caster\'s next hero phase', () => {
    const b = battle().do({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1' } }).endTurn().turn(BOB).hero();
    expect(b.state.units['b1']?.effects.some((f) => f.id === GAZE_OF_GHUR_EFFECT)).toBe(true);
    b.pick('barge-through-enemy-lines').endTurn().nextRound(ANN).turn(ANN).hero();
    expect(b.state.units['b1']?.effects.some((f) => f.id === GAZE_OF_GHUR_EFFECT)).toBe(false);
  });

  it('applies after a fixed model count (20 counts as 10)', () => {
    const b = battle()
      .do({ type: 'ContestingModelsFixed', data: { unit: 'b1', countsAs: 20 } })
      .do({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1' } })
      .contest([
        ['a1', 'objective-1', 5],
        ['b1', 'objective-1', 1],
      ])
      .endTurn();
    expect(b.state.board.objectives['objective-1']?.controller).toBe(BOB); // 1 × 20 = 20, halved = 10 > 5
  });

  it('another effect on the unit does not halve its count (a fixed count of 2 a model, no spell)', () => {
    const b = battle().do({ type: 'ContestingModelsFixed', data: { unit: 'b1', countsAs: 2 } });
    expect(b.state.units['b1']?.effects.length).toBeGreaterThan(0);
    b.contest([
      ['a1', 'objective-1', 5],
      ['b1', 'objective-1', 3],
    ]).endTurn();
    expect(b.state.board.objectives['objective-1']?.controller).toBe(BOB); // 3 × 2 = 6 > 5, not halved to 3
  });

  it('without the spell the full count stands', () => {
    const b = battle()
      .contest([
        ['a1', 'objective-1', 5],
        ['b1', 'objective-1', 11],
      ])
      .endTurn();
    expect(b.state.board.objectives['objective-1']?.controller).toBe(BOB);
  });

  it('needs a wizard, an enemy target, a casting roll of 7+ and one cast per hero phase', () => {
    battle().refuses({ type: 'GazeOfGhurCast', data: { caster: 'hero', target: 'b1' } }, 'gallet/not-a-wizard');
    battle().refuses({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'a1' } }, 'gallet/invalid-target');
    battle().refuses({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1', castingRoll: 6 } }, 'gallet/spell-not-cast');
    battle().do({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1' } }).refuses({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1' } }, 'gallet/spell-already-cast');
    battle().phase('movement').refuses({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1' } }, 'gallet/wrong-phase');
  });

  // core rules 19.1 (ruling gallet/gaze-attempts): a spell is attempted once per hero phase, whatever the outcome
  it('records a failed or unbound attempt, which uses up the spell for the phase but halves nothing', () => {
    for (const data of [
      { caster: 'wiz', target: 'b1', castingRoll: 5, outcome: 'failed' },
      { caster: 'wiz', target: 'b1', outcome: 'failed' },
      { caster: 'wiz', target: 'b1', castingRoll: 9, outcome: 'unbound' },
    ] as const) {
      const b = battle().do({ type: 'GazeOfGhurCast', data });
      expect(b.state.units['b1']?.effects.map((f) => f.id)).not.toContain(GAZE_OF_GHUR_EFFECT);
      expect(b.state.ext.gazes).toHaveLength(1);
      expect(b.state.ext.gazes[0]?.detail['outcome']).toBe(data.outcome);
      b.refuses({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1', castingRoll: 8 } }, 'gallet/spell-already-cast');
      expect(b.check({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1' } })[0]?.message).toMatch(/already attempted this hero phase \(cast, failed or unbound\)/);
    }
  });

  it('a successful cast halves the target; a roll that reaches 7 is not a failure, and one below 7 is not a cast', () => {
    const b = battle().do({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1', castingRoll: 7 } });
    expect(b.state.units['b1']?.effects.map((f) => f.id)).toContain(GAZE_OF_GHUR_EFFECT);
    expect(b.state.ext.gazes[0]?.detail).toEqual({ castingRoll: 7 });
    battle().refuses({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1', castingRoll: 7, outcome: 'failed' } }, 'gallet/spell-not-cast');
    battle().refuses({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1', castingRoll: 6, outcome: 'unbound' } }, 'gallet/spell-not-cast');
    // the next hero phase of the same player may attempt it again
    battle()
      .do({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1', outcome: 'failed' } })
      .endTurn()
      .turn(BOB)
      .endTurn()
      .nextRound(ANN)
      .turn(ANN)
      .hero()
      .do({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1', castingRoll: 8 } });
  });
});
