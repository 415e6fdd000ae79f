// Proving Grounds as the pack's choices offer it, over random battles: kept apart from the rule's own tests
// (proving-grounds.test.ts), so that a mutation run of the rule can leave these heavier ones out
import { selectRounds } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../src/core/dice.js';
import { galletChoices } from '../../../../src/battlepack/gallet/choices.js';
import { currentProvingGround, provingGroundRepeated } from '../../../../src/battlepack/gallet/realm-rules/proving-grounds.js';
import { galletEngine } from '../../../../src/gallet.js';
import { randomBattle } from '../../../../src/sim.js';
import { ANN, BOB, expectCheckAgrees, given, other, unit } from '../support.js';

function battle() {
  return given('turf-war').units([unit('vets', ANN, { models: 5 }), other('elites', BOB, { models: 10 }), unit('bvets', BOB, { models: 3 })]).deploy(ANN).nextRound(ANN);
}

describe('Proving Grounds: the pack\'s choices (currentProvingGround, provingGroundRepeated)', () => {
  it('offer exactly the picks ProvingGroundPicked is accepted for, at every start of a round of random battles', () => {
    let offered = 0;
    let compared = 0;
    for (const battleplan of ['close-to-the-chest', 'turf-war', 'the-mighty-and-the-cunning', 'the-prize-of-gallet'] as const)
      for (let seed = 1; seed <= 4; seed++) {
        const b = randomBattle(galletEngine, { seed, battleplan });
        const state = galletEngine.trusted.initialState();
        for (const e of b.events) {
          // the start of a round, its turn order set (between its turns the pack still offers picks the timing check refuses)
          const round = selectRounds(state).at(-1);
          if (state.clock.stage === 'battle' && state.clock.turn === null && round !== undefined && round.round === state.clock.round && round.turnsEnded === 0) {
            const picks = new Set<string>();
            for (const c of galletChoices(state, createRng(1))) if (c.event.type === 'ProvingGroundPicked') picks.add(`${c.player} ${(c.event.data as { objective: string }).objective}`);
            offered += picks.size;
            compared += expectCheckAgrees(
              state,
              (player, objective) => ({ type: 'ProvingGroundPicked', data: { player, objective } }),
              (player, objective) => picks.has(`${player} ${objective}`),
            );
          }
          galletEngine.trusted.apply(state, e);
        }
      }
    expect(offered).toBeGreaterThan(50);
    expect(compared).toBeGreaterThan(500);
  });

  it('read the round\'s pick and the picks before', () => {
    const b = battle();
    expect(currentProvingGround(b.state)).toBeNull();
    expect(provingGroundRepeated(b.state, 'objective-1')).toBe(false);
    b.do({ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-1' } });
    expect(currentProvingGround(b.state)).toBe('objective-1');
    expect(provingGroundRepeated(b.state, 'objective-1')).toBe(true);
    expect(provingGroundRepeated(b.state, 'objective-2')).toBe(false);
  });
});
