// covers: gallet/the-nidus-path
import { describe, expect, it } from 'vitest';
import { NIDUS_TWINS } from '../../../../src/battlepack/gallet/index.js';
import { ANN, BOB, given, setUpCodes, THREE_OBJECTIVES, unit, type Ev } from '../support.js';

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

describe('The Nidus Paths: each refusal in full, and once per player\'s movement phase', () => {
  const go = (player: string, u: string): Ev => ({ type: 'NidusPathTraversed', data: { player, unit: u, entrance: 'top-right' } });
  const refusal = (b: { check(e: Ev): readonly object[] }, e: Ev) => b.check(e).map(({ eventIndex: _, ...v }: { eventIndex?: number }) => v);

  it('says what is wrong and which field', () => {
    const b = inMovement();
    expect(refusal(b, go(ANN, 'b1'))).toEqual([{ code: 'gallet/invalid-target', message: 'b1 must be a friendly unit on the battlefield to take a nidus path.', path: ['data', 'unit'], ref: 'b1' }]);
    expect(refusal(b, go(ANN, 'ghost'))).toEqual([{ code: 'unit/unknown', message: 'No unit "ghost" has been added to this battle; add it with UnitsAdded first.', path: ['data', 'unit'], ref: 'ghost' }]);
    b.do(go(ANN, 'a1'));
    expect(b.state.ext.nidus).toEqual([{ round: 1, turn: 1, player: ANN, unit: 'a1', target: null, phase: 'movement', detail: { entrance: 'top-right', exit: 'bottom-left' } }]);
    expect(refusal(b, go(ANN, 'a2'))).toEqual([{ code: 'gallet/nidus-once-per-phase', message: 'Only one unit takes a nidus path at the end of a movement phase.', path: ['type'] }]);
    const other = given('turf-war').units([unit('a1', ANN)]).deploy(ANN).nextRound(ANN).turn(ANN).phase('movement');
    expect(refusal(other, go(ANN, 'a1'))).toEqual([
      { code: 'gallet/wrong-battleplan', message: 'A nidus path transfer is a rule of the "The Nidus Paths" battleplan; this battle is "turf-war".', path: ['type'] },
    ]);
  });

  it('refuses a friendly unit that is not on the battlefield', () => {
    const b = inMovement().destroy('a2');
    expect(b.codes(go(ANN, 'a2'))).toEqual(['gallet/invalid-target']);
  });

  it('the opponent may use a path in their own turn of the same round, and the player again next round', () => {
    const b = inMovement().do(go(ANN, 'a1')).endTurn().turn(BOB).hero().phase('movement');
    expect(b.codes(go(BOB, 'b1'))).toEqual([]);
    b.do(go(BOB, 'b1')).endTurn().nextRound(ANN).turn(ANN).hero().phase('movement');
    expect(b.codes(go(ANN, 'a2'))).toEqual([]);
  });
});

describe('The Nidus Paths: outside the movement phase', () => {
  it('says which phase, also between turns once a path was used', () => {
    const b = inMovement().do({ type: 'NidusPathTraversed', data: { player: ANN, unit: 'a1', entrance: 'top-left' } }).phase('shooting');
    const e: Ev = { type: 'NidusPathTraversed', data: { player: ANN, unit: 'a2', entrance: 'top-left' } };
    const refusal = () => b.check(e).map(({ eventIndex: _, ...v }) => v);
    expect(refusal()).toEqual([
      { code: 'gallet/wrong-phase', message: 'A nidus path transfer happens in the movement phase; the turn is in the shooting phase.', path: ['type'] },
      { code: 'gallet/nidus-once-per-phase', message: 'Only one unit takes a nidus path at the end of a movement phase.', path: ['type'] },
    ]);
    b.endTurn();
    expect(refusal()).toEqual([{ code: 'turn/not-active-player', message: "A nidus path transfer happens in ann's own turn; it is between turns.", path: ['type'], ref: ANN }]);
  });
});
