// covers: gallet/unstable-realmstone
import { describe, expect, it } from 'vitest';
import { gallet } from '../../../../src/gallet.js';
import { createEngine } from '../../../../src/index.js';
import { ANN, BOB, Battle, engine, given, setUpEvent, unit, type Ev } from '../support.js';

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

describe('The Realmstone Cache: each refusal in full (code, message, where)', () => {
  const refusal = (b: { check(e: Ev): readonly object[] }, e: Ev) => b.check(e).map(({ eventIndex: _, ...v }: { eventIndex?: number }) => v);
  const timing = { code: 'gallet/realmstone-timing', message: 'The cache detonates at the start of round 3, before its priority is determined.', path: ['type'] };
  const at = (x: number) => ({ x, y: 22 });
  const fragments = (a: string, b: string): Ev => ({ type: 'RealmstoneFragmentsPlaced', data: { player: BOB, roll: 3, fragments: [{ id: a, position: at(10) }, { id: b, position: at(50) }] } });
  const round3 = (): Ev => ({ type: 'PriorityDetermined', data: { round: 3, rolls: { ann: 4, bob: 2 }, firstTurn: ANN } });

  it('only once round 2 has ended: not in its last turn, not between its turns', () => {
    const b = given('the-realmstone-cache').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).emptyRound(ANN).nextRound(ANN).turn(ANN);
    expect(refusal(b, detonate)).toEqual([timing]);
    b.endTurn();
    expect(refusal(b, detonate)).toEqual([timing]);
    b.turn(BOB);
    expect(refusal(b, detonate)).toEqual([timing]);
    b.endTurn();
    expect(refusal(b, detonate)).toEqual([]);
  });

  it('says what is wrong and which field', () => {
    const b = throughRound2();
    expect(refusal(b, { ...detonate, data: { ...detonate.data, player: ANN } } as Ev)).toEqual([
      { code: 'gallet/realmstone-player', message: 'The defender removes the centre objective and places the fragments.', path: ['data', 'player'], ref: ANN },
    ]);
    // a fragment may not reuse an objective's id, nor the other fragment's
    expect(refusal(b, fragments('centre', 'x'))).toEqual([
      { code: 'setup/duplicate-id', message: 'Objective id "centre" is already used; each fragment needs a new id.', path: ['data', 'fragments', 0, 'id'], ref: 'centre' },
    ]);
    expect(refusal(b, fragments('y', 'y'))).toEqual([
      { code: 'setup/duplicate-id', message: 'Objective id "y" is already used; each fragment needs a new id.', path: ['data', 'fragments', 1, 'id'], ref: 'y' },
    ]);
    expect(refusal(b, round3())).toEqual([
      { code: 'gallet/realmstone-detonation-required', message: 'The Realmstone Cache detonates before the turn order of round 3 is set: send RealmstoneFragmentsPlaced first.', path: ['type'] },
    ]);
    b.do(detonate);
    expect(refusal(b, detonate)).toEqual([{ code: 'gallet/realmstone-already-detonated', message: 'The cache has already detonated.', path: ['type'] }]);
    expect(refusal(b, round3())).toEqual([]);
  });

  it('with no centre objective there is nothing to detonate, and round 3 is not held up', () => {
    const b = given('the-realmstone-cache', { objectives: [{ id: 'home', placement: 'attacker-territory' }] }).units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).emptyRound(ANN).emptyRound(ANN);
    expect(refusal(b, detonate)).toEqual([{ code: 'gallet/no-centre-objective', message: 'There is no objective at the centre of the battlefield (placement "centre") to remove.', path: ['type'] }]);
    expect(refusal(b, round3())).toEqual([]);
  });

  it('removes the centre wherever it is in the layout, and only in this plan', () => {
    const b = given('the-realmstone-cache', { objectives: [{ id: 'home', placement: 'attacker-territory' }, { id: 'mid', placement: 'centre' }] }).units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).emptyRound(ANN).emptyRound(ANN);
    b.do(detonate);
    expect([b.state.board.objectives['home']?.active, b.state.board.objectives['mid']?.active]).toEqual([true, false]);
    expect(b.state.ext.realmstone).toEqual({ roll: 4, removed: 'mid', fragments: ['shard-1', 'shard-2'] });
    const other = given('turf-war').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).emptyRound(ANN).emptyRound(ANN);
    expect(refusal(other, detonate)).toEqual([
      { code: 'gallet/wrong-battleplan', message: 'The realmstone detonation is a rule of the "The Realmstone Cache" battleplan; this battle is "turf-war".', path: ['type'] },
    ]);
    // rounds other than 3 are not held up
    expect(given('the-realmstone-cache').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).emptyRound(ANN).codes({ type: 'PriorityDetermined', data: { round: 2, rolls: { ann: 4, bob: 2 }, firstTurn: ANN } })).toEqual([]);
  });
});

describe('The Realmstone Cache with seizing the initiative switched on', () => {
  it('holds up a seized round 3 as well', () => {
    // a copy of the pack with seizing switched on (the Gallet pack ships without it)
    const seizing = createEngine({ ...gallet, options: { ...gallet.options, seizeInitiative: true } }, { battleTacticRequired: false });
    const b = new Battle(engine.initialState(), seizing).do(setUpEvent('the-realmstone-cache')).units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).emptyRound(ANN).emptyRound(ANN);
    const seize: Ev = { type: 'InitiativeSeized', data: { round: 3, player: BOB, rolls: { ann: 2, bob: 5 } } } as Ev;
    expect(b.codes(seize)).toContain('gallet/realmstone-detonation-required');
    b.do(detonate);
    expect(b.codes(seize)).not.toContain('gallet/realmstone-detonation-required');
  });
});

describe('The Realmstone Cache: who detonates, and once', () => {
  it('refuses someone who is not a player of the battle', () => {
    const b = throughRound2();
    expect(b.codes({ ...detonate, data: { ...detonate.data, player: 'zed' } } as Ev)).toContain('gallet/realmstone-player');
  });

  it('a fragment placed at the centre does not ask for a second detonation', () => {
    const b = throughRound2().do({ type: 'RealmstoneFragmentsPlaced', data: { player: BOB, roll: 1, fragments: [{ id: 'f1', placement: 'centre', position: { x: 30, y: 22 } }, { id: 'f2', position: { x: 10, y: 22 } }] } });
    expect(b.codes({ type: 'PriorityDetermined', data: { round: 3, rolls: { ann: 4, bob: 2 }, firstTurn: ANN } })).toEqual([]);
  });
});
