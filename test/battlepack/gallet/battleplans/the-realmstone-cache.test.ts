// covers: gallet/unstable-realmstone
import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, unit, type Ev } from '../support.js';

const detonate: Ev = {
  type: 'RealmstoneFragmentsPlaced',
  data: { player: BOB, roll: 4, fragments: [{ id: 'shard-1', position: { x: 20, y: 22 } }, { id: 'shard-2', position: { x: 40, y: 22 } }] },
};

function throughRound2() {
  return given('the-realmstone-cache').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).emptyRound(ANN).emptyRound(ANN);
}

describe('battleplan: The Realmstone Cache', () => {
  it('detonates before the round-3 turn order: centre removed, two fragments placed', () => {
    const b = throughRound2();
    b.refuses({ type: 'PriorityDetermined', data: { round: 3, rolls: { ann: 4, bob: 2 }, firstTurn: ANN } }, 'gallet/realmstone-detonation-required');
    b.do(detonate).nextRound(ANN);
    expect(b.state.board.objectives['centre']?.active).toBe(false);
    expect(b.state.board.objectives['shard-1']?.active).toBe(true);
    expect(b.state.ext.realmstone).toEqual({ roll: 4, removed: 'centre', fragments: ['shard-1', 'shard-2'] });
    b.turn(ANN).contest([['a1', 'shard-1', 10]]).endTurn();
    expect(b.lines('scoring/hold-one', ANN)).toHaveLength(1);
  });

  it('cannot detonate earlier, twice, or by the attacker', () => {
    given('the-realmstone-cache').units([unit('a1', ANN)]).deploy(ANN).emptyRound(ANN).refuses(detonate, 'gallet/realmstone-timing');
    throughRound2().refuses({ ...detonate, data: { ...detonate.data, player: ANN } } as Ev, 'gallet/realmstone-player');
    throughRound2().do(detonate).refuses(detonate, 'gallet/realmstone-already-detonated');
  });

  it('before round 3 the centre is the objective', () => {
    const b = given('the-realmstone-cache').units([unit('a1', ANN)]).deploy(ANN).nextRound(ANN).turn(ANN).contest([['a1', 'centre', 5]]).endTurn();
    expect(b.vp(ANN)).toBe(2);
  });
});
