// covers: gallet/the-nidus-path
import { describe, expect, it } from 'vitest';
import { NIDUS_TWINS } from '../../../../src/battlepack/gallet/index.js';
import { ANN, BOB, given, setUpCodes, THREE_OBJECTIVES, unit } from '../support.js';

function inMovement() {
  return given('the-nidus-paths', { objectives: THREE_OBJECTIVES }).units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).hero().pick('barge-through-enemy-lines').phase('movement');
}

describe('battleplan: The Nidus Paths', () => {
  it('pairs the corner tunnels diagonally', () => {
    expect(NIDUS_TWINS['top-left']).toBe('bottom-right');
    expect(NIDUS_TWINS['top-right']).toBe('bottom-left');
  });
  it('sends one friendly unit through a path at the end of the movement phase', () => {
    const b = inMovement().do({ type: 'NidusPathTraversed', data: { player: ANN, unit: 'a1', entrance: 'top-left' } });
    expect(b.state.ext.nidus[0]).toMatchObject({ unit: 'a1', player: ANN, detail: { entrance: 'top-left', exit: 'bottom-right' } });
  });
  it('refuses a second unit, an enemy unit, another phase, and another battleplan', () => {
    inMovement().do({ type: 'NidusPathTraversed', data: { player: ANN, unit: 'a1', entrance: 'top-left' } }).refuses({ type: 'NidusPathTraversed', data: { player: ANN, unit: 'a2', entrance: 'top-right' } }, 'gallet/nidus-once-per-phase');
    inMovement().refuses({ type: 'NidusPathTraversed', data: { player: ANN, unit: 'b1', entrance: 'top-left' } }, 'gallet/invalid-target');
    inMovement().phase('shooting').refuses({ type: 'NidusPathTraversed', data: { player: ANN, unit: 'a1', entrance: 'top-left' } }, 'gallet/wrong-phase');
    given('turf-war').units([unit('a1', ANN)]).deploy(ANN).nextRound(ANN).turn(ANN).phase('movement').refuses({ type: 'NidusPathTraversed', data: { player: ANN, unit: 'a1', entrance: 'top-left' } }, 'gallet/wrong-battleplan');
  });
  it('needs the objectives at set-up', () => {
    expect(setUpCodes('the-nidus-paths')).toEqual(['gallet/objectives-required']);
  });
});
