// covers: gallet/objective-control
import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, other, unit } from '../support.js';

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
