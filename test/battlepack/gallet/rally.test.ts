import { selectBattleTactics } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { ANN, BOB, general, given, unit } from './support.js';

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
    expect(late.check({ type: 'UnitRallied', data: { unit: 'a1', rolls: [6, 6, 6] } })[0]?.message).toMatch(/the start of this hero phase is over/);
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
