import { describe, expect, it } from 'vitest';
import { STRIKE_LAST_EFFECT } from '../../../../src/battlepack/gallet/index.js';
import { ANN, BOB, general, given, other, unit } from '../support.js';

function atCharge() {
  return given('turf-war')
    .units([general('ag', ANN), unit('horde', ANN, { models: 10 }), unit('few', ANN, { models: 9 }), other('big', ANN, { models: 20 }), unit('foe', BOB, { models: 3 }), other('brute', BOB, { wounds: 5, models: 1 })])
    .deploy(ANN)
    .nextRound(ANN)
    .turn(ANN)
    .hero()
    .pick('barge-through-enemy-lines')
    .phase('charge');
}

describe('realm command: Overwhelming Assault', () => {
  it('makes the target strike last when the roll beats its model count, and costs 1 CP', () => {
    const b = atCharge();
    const cp = b.state.players[ANN]?.commandPoints ?? 0;
    b.do({ type: 'OverwhelmingAssaultUsed', data: { unit: 'horde', target: 'foe', roll: 4 } });
    expect(b.state.units['foe']?.effects.map((f) => f.id)).toContain(STRIKE_LAST_EFFECT);
    expect(b.state.players[ANN]?.commandPoints).toBe(cp - 1);
  });

  it('does nothing to the target when the roll does not beat its model count', () => {
    const b = atCharge().do({ type: 'OverwhelmingAssaultUsed', data: { unit: 'horde', target: 'foe', roll: 3 } });
    expect(b.state.units['foe']?.effects).toEqual([]);
    expect(b.state.ext.assaults[0]?.detail['success']).toBe(false);
  });

  it('checks its conditions: veterans of 10+ models, a target of Wounds 4 or less, the charge phase, a command point, once per phase', () => {
    atCharge().refuses({ type: 'OverwhelmingAssaultUsed', data: { unit: 'few', target: 'foe', roll: 6 } }, 'gallet/invalid-command');
    atCharge().refuses({ type: 'OverwhelmingAssaultUsed', data: { unit: 'big', target: 'foe', roll: 6 } }, 'gallet/invalid-command');
    atCharge().refuses({ type: 'OverwhelmingAssaultUsed', data: { unit: 'horde', target: 'brute', roll: 6 } }, 'gallet/invalid-target');
    atCharge().do({ type: 'OverwhelmingAssaultUsed', data: { unit: 'horde', target: 'foe', roll: 1 } }).refuses({ type: 'OverwhelmingAssaultUsed', data: { unit: 'horde', target: 'foe', roll: 6 } }, 'gallet/command-once-per-phase');
    given('turf-war').units([unit('horde', ANN), unit('foe', BOB, { models: 3 })]).deploy(ANN).nextRound(ANN).turn(ANN).phase('combat').refuses({ type: 'OverwhelmingAssaultUsed', data: { unit: 'horde', target: 'foe', roll: 6 } }, 'gallet/wrong-phase');
    const broke = atCharge().do({ type: 'CommandPointsSpent', data: { player: ANN, amount: 2 } });
    broke.refuses({ type: 'OverwhelmingAssaultUsed', data: { unit: 'horde', target: 'foe', roll: 6 } }, 'command-points/insufficient');
  });

  it('uses the Wounds characteristic as changed during the battle', () => {
    const b = atCharge().do({ type: 'WoundsCharacteristicChanged', data: { unit: 'foe', wounds: 5 } });
    b.refuses({ type: 'OverwhelmingAssaultUsed', data: { unit: 'horde', target: 'foe', roll: 6 } }, 'gallet/invalid-target');
  });

  it('strike-last ends with the turn', () => {
    const b = atCharge().do({ type: 'OverwhelmingAssaultUsed', data: { unit: 'horde', target: 'foe', roll: 6 } }).phase('combat');
    expect(b.state.units['foe']?.effects).toHaveLength(1);
    b.endTurn();
    expect(b.state.units['foe']?.effects).toEqual([]);
  });
});
