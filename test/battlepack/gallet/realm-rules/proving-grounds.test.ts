// covers: gallet/objective-control
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

describe('realm rule: Proving Grounds', () => {
  it('lets the player taking the second turn mark an objective at the start of the round', () => {
    const b = battle().do({ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-1' } });
    expect(b.state.ext.provingGround).toEqual({ round: 1, player: BOB, objective: 'objective-1' });
    expect(b.state.board.objectives['objective-1']?.markers['proving-ground']).toBe(true);
  });

  it('refuses the player taking the first turn, and a pick once the first turn has started', () => {
    battle().refuses({ type: 'ProvingGroundPicked', data: { player: ANN, objective: 'objective-1' } }, 'gallet/proving-ground-player');
    battle().turn(ANN).refuses({ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-1' } }, 'gallet/proving-ground-timing');
  });

  it('lets only GALLETIAN VETERANS contest the proving ground', () => {
    const b = battle()
      .do({ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-1' } })
      .turn(ANN)
      .contest([
        ['vets', 'objective-1', 5],
        ['elites', 'objective-1', 10],
        ['elites', 'objective-2', 10],
        ['vets', 'objective-2', 5],
      ])
      .endTurn();
    // on the proving ground bob's 10 non-veterans do not count; elsewhere they do
    expect(b.state.board.objectives['objective-1']?.controller).toBe(ANN);
    expect(b.state.board.objectives['objective-2']?.controller).toBe(BOB);
  });

  it('is lifted at the end of the round and cannot be the same objective again', () => {
    const b = battle()
      .do({ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-1' } })
      .turn(ANN)
      .endTurn()
      .turn(BOB)
      .endTurn();
    expect(b.state.ext.provingGround).toBeNull();
    expect(b.state.board.objectives['objective-1']?.markers['proving-ground']).toBeUndefined();
    b.nextRound(BOB);
    b.refuses({ type: 'ProvingGroundPicked', data: { player: ANN, objective: 'objective-1' } }, 'gallet/proving-ground-repeated');
    b.do({ type: 'ProvingGroundPicked', data: { player: ANN, objective: 'objective-2' } });
    expect(b.state.ext.provingGrounds.map((p) => p.objective)).toEqual(['objective-1', 'objective-2']);
  });

  it('is optional and allows only one objective per round', () => {
    const b = battle().do({ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-1' } });
    b.refuses({ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-2' } }, 'gallet/proving-ground-already-picked');
    // without a pick, the round goes on
    expect(battle().turn(ANN).state.clock.turn?.player).toBe(ANN);
  });
});

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
