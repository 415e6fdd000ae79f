// The readings the Gallet rules' checks and the pack's choices share (readings.ts), each asserted where its rule
// applies and where it does not: a light file, so that a mutation run of readings.ts need not play random battles.
import { describe, expect, it } from 'vitest';
import {
  alphaOwed,
  canBeIdol,
  currentAlpha,
  currentProvingGround,
  gazeAttempted,
  idolCandidates,
  lacksRallyPoint,
  provingGroundRepeated,
  ralliedThisPhase,
  waitsForAttacker,
} from '../../../src/battlepack/gallet/readings.js';
import { ANN, BOB, general, given, THREE_OBJECTIVES, unit } from './support.js';

describe('readings: the proving ground', () => {
  const start = () => given('turf-war').units([unit('vets', ANN)]).deploy(ANN).nextRound(ANN);
  it('is the round\'s pick while the round lasts, and a repeat only of an objective picked before', () => {
    const b = start();
    expect(currentProvingGround(b.state)).toBeNull();
    expect(provingGroundRepeated(b.state, 'objective-1')).toBe(false);
    b.do({ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-1' } });
    expect(currentProvingGround(b.state)).toBe('objective-1');
    expect([provingGroundRepeated(b.state, 'objective-1'), provingGroundRepeated(b.state, 'objective-2')]).toEqual([true, false]);
    b.turn(ANN).endTurn().turn(BOB).endTurn().nextRound(BOB);
    expect(currentProvingGround(b.state)).toBeNull();
    expect(provingGroundRepeated(b.state, 'objective-1')).toBe(true);
  });
  it('may repeat in The Mighty and the Cunning', () => {
    const b = given('the-mighty-and-the-cunning', { objectives: THREE_OBJECTIVES }).units([unit('vets', ANN)]).deploy(ANN).nextRound(ANN);
    b.do({ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'home' } });
    expect(provingGroundRepeated(b.state, 'home')).toBe(false);
  });
});

describe('readings: the alpha objective (Close to the Chest)', () => {
  const objectives = [
    { id: 'a-home', placement: 'attacker-territory' as const, owner: 'attacker' },
    { id: 'a-mid', placement: 'neutral' as const, owner: ANN },
    { id: 'b-home', placement: 'defender-territory' as const, owner: 'defender' },
    { id: 'b-mid', placement: 'neutral' as const, owner: BOB },
  ];
  const round = () => given('close-to-the-chest', { objectives }).units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN);
  it('is owed by the opponent of the player whose turn it is, of the namer\'s own objectives, until named', () => {
    const b = round();
    expect(alphaOwed(b.state)).toBeNull();
    expect(currentAlpha(b.state)).toBeNull();
    b.turn(ANN);
    expect(alphaOwed(b.state)).toEqual({ namer: BOB, objectives: ['b-home', 'b-mid'] });
    b.do({ type: 'AlphaObjectiveNamed', data: { player: BOB, objective: 'b-mid' } });
    expect(currentAlpha(b.state)).toBe('b-mid');
    expect(alphaOwed(b.state)).toBeNull();
    b.endTurn();
    expect(currentAlpha(b.state)).toBeNull();
    b.turn(BOB);
    // ann names for bob's turn; last turn's alpha is not this turn's
    expect(currentAlpha(b.state)).toBeNull();
    expect(alphaOwed(b.state)).toEqual({ namer: ANN, objectives: ['a-home', 'a-mid'] });
    b.do({ type: 'AlphaObjectiveNamed', data: { player: ANN, objective: 'a-home' } });
    expect(currentAlpha(b.state)).toBe('a-home');
    // the same turn number of the next round is another turn
    b.endTurn().nextRound(ANN).turn(ANN);
    expect(currentAlpha(b.state)).toBeNull();
  });
});

describe('readings: Rally and Gaze of Ghur once per phase, and the command point Rally costs', () => {
  function battle() {
    return given('turf-war')
      .units([general('wiz', ANN, { keywords: ['HERO', 'WIZARD'] }), unit('a1', ANN), general('bwiz', BOB, { keywords: ['HERO', 'WIZARD'] }), unit('b1', BOB)])
      .deploy(ANN)
      .nextRound(ANN)
      .turn(ANN)
      .do({ type: 'ModelsSlain', data: { unit: 'a1', count: 1 } }, { type: 'ModelsSlain', data: { unit: 'b1', count: 1 } })
      .hero();
  }
  it('Rally: the player who rallied, in this phase only', () => {
    const b = battle();
    expect(ralliedThisPhase(b.state, ANN)).toBe(false);
    b.do({ type: 'UnitRallied', data: { unit: 'a1', rolls: [1] } });
    expect([ralliedThisPhase(b.state, ANN), ralliedThisPhase(b.state, BOB)]).toEqual([true, false]);
    // between turns no hero phase is under way: the rally of the turn just ended does not count
    b.endTurn();
    expect(ralliedThisPhase(b.state, ANN)).toBe(false);
    b.turn(BOB).hero();
    expect(ralliedThisPhase(b.state, ANN)).toBe(false);
    // bob's rally in his turn; then in the next round's first turn (number 1 again) nobody has rallied
    b.do({ type: 'UnitRallied', data: { unit: 'b1', rolls: [1] } }).endTurn().nextRound(ANN).turn(ANN).hero();
    expect([ralliedThisPhase(b.state, ANN), ralliedThisPhase(b.state, BOB)]).toEqual([false, false]);
  });
  it('Rally costs a command point: lacking one is having none', () => {
    const b = battle();
    expect(b.state.players[ANN]?.commandPoints).toBe(2);
    expect(lacksRallyPoint(b.state, ANN)).toBe(false);
    b.do({ type: 'CommandPointsSpent', data: { player: ANN, amount: 1 } });
    expect(lacksRallyPoint(b.state, ANN)).toBe(false);
    b.do({ type: 'CommandPointsSpent', data: { player: ANN, amount: 1 } });
    expect(lacksRallyPoint(b.state, ANN)).toBe(true);
    expect(lacksRallyPoint(b.state, 'nobody')).toBe(true);
  });
  it('Gaze of Ghur: the player who attempted it, in this hero phase only', () => {
    const b = battle();
    expect(gazeAttempted(b.state, ANN)).toBe(false);
    b.do({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1', outcome: 'failed' } });
    expect([gazeAttempted(b.state, ANN), gazeAttempted(b.state, BOB)]).toEqual([true, false]);
    b.endTurn();
    expect(gazeAttempted(b.state, ANN)).toBe(false);
    b.turn(BOB).hero();
    expect(gazeAttempted(b.state, BOB)).toBe(false);
    b.do({ type: 'GazeOfGhurCast', data: { caster: 'bwiz', target: 'a1' } });
    expect([gazeAttempted(b.state, ANN), gazeAttempted(b.state, BOB)]).toEqual([false, true]);
    b.endTurn().nextRound(ANN).turn(ANN).hero();
    expect(gazeAttempted(b.state, ANN)).toBe(false);
  });
});

describe('readings: the idols (In the Presence of Idols)', () => {
  const deployed = (attackerUnits = [unit('a1', ANN), unit('kroak', ANN, { keywords: ['LORD KROAK'] }), unit('god', ANN, { keywords: ['INCARNATE'] })]) =>
    given('in-the-presence-of-idols', { objectives: THREE_OBJECTIVES })
      .units([...attackerUnits, unit('b1', BOB), unit('b2', BOB)])
      .units([unit('late', ANN)], 'reserve')
      .deploy(ANN);
  it('can be an idol: the player\'s own unit on the battlefield, not LORD KROAK or INCARNATE', () => {
    const s = deployed().state;
    const can = (id: string, player: string) => canBeIdol(s.units[id] as NonNullable<(typeof s.units)[string]>, player);
    expect([can('a1', ANN), can('a1', BOB), can('kroak', ANN), can('god', ANN), can('late', ANN)]).toEqual([true, false, false, false, false]);
    expect(idolCandidates(s, ANN).map((u) => u.def.id)).toEqual(['a1']);
    expect(idolCandidates(s, BOB).map((u) => u.def.id)).toEqual(['b1', 'b2']);
  });
  it('the defender waits for the attacker, unless the attacker has named theirs or has nothing to name', () => {
    const b = deployed();
    expect([waitsForAttacker(b.state, BOB), waitsForAttacker(b.state, ANN)]).toEqual([true, false]);
    b.do({ type: 'IdolsChosen', data: { player: ANN, units: ['a1'] } });
    expect(waitsForAttacker(b.state, BOB)).toBe(false);
    // an attacker without a unit that can be an idol
    expect(waitsForAttacker(deployed([unit('kroak', ANN, { keywords: ['LORD KROAK'] })]).state, BOB)).toBe(false);
  });
});
