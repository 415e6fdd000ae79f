import { describe, expect, it } from 'vitest';
import { gallet } from '../../../../src/battlepack/gallet/index.js';
import { galletRule } from 'battlepack-engine/gallet/reference';
import { ANN, BOB, given, other, unit } from '../support.js';

function inCombat() {
  return given('turf-war').units([unit('vets', ANN), other('elites', ANN), unit('foe', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).phase('combat');
}

describe('realm rule: The Bonds of Battle', () => {
  it('records a GALLETIAN VETERANS unit attacking through its own models in the combat phase', () => {
    const b = inCombat().do({ type: 'BondsOfBattleUsed', data: { unit: 'vets', target: 'foe' } });
    expect(b.state.ext.bonds).toHaveLength(1);
    expect(b.state.ext.bonds[0]).toMatchObject({ unit: 'vets', target: 'foe', player: ANN, phase: 'combat' });
  });
  it('refuses units without the keyword, friendly targets and other phases', () => {
    inCombat().refuses({ type: 'BondsOfBattleUsed', data: { unit: 'elites', target: 'foe' } }, 'gallet/not-galletian-veterans');
    inCombat().refuses({ type: 'BondsOfBattleUsed', data: { unit: 'vets', target: 'elites' } }, 'gallet/invalid-target');
    given('turf-war').units([unit('vets', ANN), unit('foe', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).hero().refuses({ type: 'BondsOfBattleUsed', data: { unit: 'vets', target: 'foe' } }, 'gallet/wrong-phase');
  });
  it('is in the rules reference', () => {
    expect(galletRule('the-bonds-of-battle')).toMatchObject({ kind: 'rule', name: 'The Bonds of Battle' });
  });
});
