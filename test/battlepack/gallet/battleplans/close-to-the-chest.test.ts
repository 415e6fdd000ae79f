// covers: gallet/alpha-objective
import { describe, expect, it } from 'vitest';
import { galletEngine } from '../../../../src/gallet.js';
import { alphaOwed } from '../../../../src/battlepack/gallet/battleplans/close-to-the-chest.js';
import { randomBattle } from '../../../../src/sim.js';
import { ANN, BOB, expectCheckAgrees, given, setUpCodes, unit } from '../support.js';

const objectives = [
  { id: 'a-home', placement: 'attacker-territory' as const, owner: 'attacker' },
  { id: 'a-mid', placement: 'neutral' as const, owner: ANN },
  { id: 'b-home', placement: 'defender-territory' as const, owner: 'defender' },
  { id: 'b-mid', placement: 'neutral' as const, owner: BOB },
];

function battle() {
  return given('close-to-the-chest', { objectives }).units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN);
}

describe('battleplan: Close to the Chest', () => {
  it('needs objectives with owners at set-up', () => {
    expect(setUpCodes('close-to-the-chest')).toContain('gallet/objectives-required');
    expect(setUpCodes('close-to-the-chest', { objectives: [{ id: 'x' }] })).toEqual(['gallet/objective-owner-required']);
    expect(setUpCodes('close-to-the-chest', { objectives })).toEqual([]);
  });

  it('has the opponent name one of their own objectives before the hero phase', () => {
    const b = battle();
    b.refuses({ type: 'PhaseStarted', data: { phase: 'hero' } }, 'gallet/alpha-required');
    b.refuses({ type: 'AlphaObjectiveNamed', data: { player: ANN, objective: 'a-home' } }, 'gallet/alpha-player');
    b.refuses({ type: 'AlphaObjectiveNamed', data: { player: BOB, objective: 'a-home' } }, 'gallet/alpha-not-own-objective');
    b.do({ type: 'AlphaObjectiveNamed', data: { player: BOB, objective: 'b-mid' } }).hero();
    expect(b.state.ext.alphas).toEqual([{ round: 1, turn: 1, player: ANN, namedBy: BOB, objective: 'b-mid' }]);
  });

  it('scores 1 VP for controlling the alpha objective', () => {
    const b = battle().do({ type: 'AlphaObjectiveNamed', data: { player: BOB, objective: 'b-mid' } }).contest([['a1', 'b-mid', 10]]).endTurn();
    expect(b.lines('special-rule/alpha-objective', ANN).map((l) => l.amount)).toEqual([1]);
  });

  it('gives nothing for other objectives', () => {
    const b = battle().do({ type: 'AlphaObjectiveNamed', data: { player: BOB, objective: 'b-home' } }).contest([['a1', 'b-mid', 10]]).endTurn();
    expect(b.lines('special-rule/alpha-objective')).toEqual([]);
    expect(b.vp(ANN)).toBe(2);
  });
});

describe('Close to the Chest: the alpha objectives owed (alphaOwed)', () => {
  it('are exactly what AlphaObjectiveNamed is accepted for, at every start of a turn of random battles', () => {
    let owedTurns = 0;
    let compared = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const b = randomBattle(galletEngine, { seed, battleplan: 'close-to-the-chest' });
      const state = galletEngine.trusted.initialState();
      for (const e of b.events) {
        if (state.clock.turn !== null && state.clock.turn.phase === null) {
          const owed = alphaOwed(state);
          if (owed !== null) owedTurns++;
          compared += expectCheckAgrees(
            state,
            (player, objective) => ({ type: 'AlphaObjectiveNamed', data: { player, objective } }),
            (player, objective) => owed !== null && owed.namer === player && owed.objectives.includes(objective),
          );
        }
        galletEngine.trusted.apply(state, e);
      }
    }
    expect(owedTurns).toBeGreaterThan(20);
    expect(compared).toBeGreaterThan(200);
  });

  it('are none once named, and none between turns', () => {
    const b = battle();
    expect(alphaOwed(b.state)).toEqual({ namer: BOB, objectives: ['b-home', 'b-mid'] });
    b.do({ type: 'AlphaObjectiveNamed', data: { player: BOB, objective: 'b-mid' } });
    expect(alphaOwed(b.state)).toBeNull();
    const between = given('close-to-the-chest', { objectives }).units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN);
    expect(alphaOwed(between.state)).toBeNull();
  });
});
