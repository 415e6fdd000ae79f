// The realm rules' refusals in full (code, message, path, ref), and what an accepted event records.
import { describe, expect, it } from 'vitest';
import { ANN, BOB, general, given, other, unit, type Ev } from '../support.js';

const refusal = (b: { check(e: Ev): readonly object[] }, e: Ev) => b.check(e).map(({ eventIndex: _, ...v }: { eventIndex?: number }) => v);
const unknownUnit = (id: string, field: string) => ({ code: 'unit/unknown', message: `No unit "${id}" has been added to this battle; add it with UnitsAdded first.`, path: ['data', field], ref: id });

describe('Gaze of Ghur: each refusal in full', () => {
  function hero() {
    return given('turf-war')
      .units([
        general('wiz', ANN, { keywords: ['HERO', 'WIZARD'] }),
        general('hero', ANN, { general: false }),
        unit('a1', ANN, { models: 5 }),
        other('b1', BOB, { models: 11 }),
        general('bwiz', BOB, { keywords: ['HERO', 'WIZARD'] }),
        other('gone', BOB),
      ])
      .units([general('rwiz', ANN, { keywords: ['HERO', 'WIZARD'], general: false })], 'reserve')
      .deploy(ANN)
      .nextRound(ANN)
      .turn(ANN)
      .hero()
      .pick('barge-through-enemy-lines')
      .destroy('gone');
  }
  const cast = (data: Partial<{ caster: string; target: string; castingRoll: number; outcome: 'cast' | 'failed' | 'unbound' }> = {}): Ev => ({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1', ...data } });

  it('names an unknown caster or target', () => {
    expect(refusal(hero(), cast({ caster: 'ghost' }))).toEqual([unknownUnit('ghost', 'caster')]);
    expect(refusal(hero(), cast({ target: 'ghost' }))).toEqual([unknownUnit('ghost', 'target')]);
  });
  it('needs a WIZARD on the battlefield, in its own hero phase', () => {
    expect(refusal(hero(), cast({ caster: 'hero' }))).toEqual([{ code: 'gallet/not-a-wizard', message: 'hero must be a WIZARD on the battlefield to cast Gaze of Ghur.', path: ['data', 'caster'], ref: 'hero' }]);
    expect(refusal(hero(), cast({ caster: 'rwiz' }))).toEqual([{ code: 'gallet/not-a-wizard', message: 'rwiz must be a WIZARD on the battlefield to cast Gaze of Ghur.', path: ['data', 'caster'], ref: 'rwiz' }]);
    expect(refusal(hero(), cast({ caster: 'bwiz', target: 'a1' }))).toEqual([{ code: 'turn/not-active-player', message: "Casting Gaze of Ghur happens in bob's own turn; it is ann's turn.", path: ['type'], ref: BOB }]);
    expect(refusal(hero().endTurn(), cast())).toEqual([{ code: 'turn/not-active-player', message: "Casting Gaze of Ghur happens in ann's own turn; it is between turns.", path: ['type'], ref: ANN }]);
    expect(refusal(hero().phase('movement'), cast())).toEqual([{ code: 'gallet/wrong-phase', message: 'Casting Gaze of Ghur happens in the hero phase; the turn is in the movement phase.', path: ['type'] }]);
  });
  it('targets an enemy unit on the battlefield', () => {
    expect(refusal(hero(), cast({ target: 'a1' }))).toEqual([{ code: 'gallet/invalid-target', message: 'Gaze of Ghur targets an enemy unit on the battlefield; a1 is not one.', path: ['data', 'target'], ref: 'a1' }]);
    expect(refusal(hero(), cast({ target: 'gone' }))).toEqual([{ code: 'gallet/invalid-target', message: 'Gaze of Ghur targets an enemy unit on the battlefield; gone is not one.', path: ['data', 'target'], ref: 'gone' }]);
  });
  it('a cast reaches the casting value of 7 and a failure does not; once per hero phase', () => {
    expect(refusal(hero(), cast({ castingRoll: 6 }))).toEqual([
      { code: 'gallet/spell-not-cast', message: 'A casting roll of 6 does not reach the casting value of 7; record the attempt with outcome "failed".', path: ['data', 'castingRoll'] },
    ]);
    expect(refusal(hero(), cast({ castingRoll: 7, outcome: 'failed' }))).toEqual([
      { code: 'gallet/spell-not-cast', message: 'A casting roll of 7 reaches the casting value of 7, so the attempt did not fail; record it as "cast" or "unbound".', path: ['data', 'outcome'] },
    ]);
    expect(refusal(hero(), cast({ castingRoll: 6, outcome: 'failed' }))).toEqual([]);
    expect(refusal(hero().do(cast({ outcome: 'unbound' })), cast())).toEqual([
      { code: 'gallet/spell-already-cast', message: 'Gaze of Ghur was already attempted this hero phase (cast, failed or unbound); it is attempted once per hero phase.', path: ['type'] },
    ]);
  });
  it('records the attempt and leaves the effect until the caster\'s next hero phase', () => {
    const b = hero().do(cast({ castingRoll: 9 }));
    expect(b.state.units['b1']?.effects).toEqual([{ id: 'gaze-of-ghur', value: null, until: { kind: 'hero-phase', player: ANN }, source: 'gallet-2022-s1/realm-rule/gaze-of-ghur', round: 1 }]);
    expect(b.state.ext.gazes).toStrictEqual([{ round: 1, turn: 1, player: ANN, unit: 'wiz', target: 'b1', phase: 'hero', detail: { castingRoll: 9 } }]);
    const unbound = hero().do(cast({ outcome: 'unbound' }));
    expect(unbound.state.ext.gazes).toStrictEqual([{ round: 1, turn: 1, player: ANN, unit: 'wiz', target: 'b1', phase: 'hero', detail: { outcome: 'unbound' } }]);
    // bob's wizard may attempt it in bob's own hero phase of the same round
    hero().do(cast()).endTurn().turn(BOB).hero().pick('barge-through-enemy-lines').do(cast({ caster: 'bwiz', target: 'a1' }));
  });
});

describe('Overwhelming Assault: each refusal in full', () => {
  function atCharge() {
    return given('turf-war')
      .units([
        general('ag', ANN),
        unit('horde', ANN, { models: 10 }),
        unit('few', ANN, { models: 9 }),
        other('big', ANN, { models: 20 }),
        unit('foe', BOB, { models: 3 }),
        unit('tough', BOB, { models: 2, wounds: 4 }),
        other('brute', BOB, { wounds: 5, models: 1 }),
        unit('gone', BOB),
        unit('bh', BOB, { models: 12 }),
      ])
      .units([unit('late', ANN, { models: 10 })], 'reserve')
      .deploy(ANN)
      .nextRound(ANN)
      .turn(ANN)
      .hero()
      .pick('barge-through-enemy-lines')
      .destroy('gone')
      .phase('charge');
  }
  const assault = (data: Partial<{ unit: string; target: string; roll: number }> = {}): Ev => ({ type: 'OverwhelmingAssaultUsed', data: { unit: 'horde', target: 'foe', roll: 6, ...data } });
  const badTarget = (id: string) => ({ code: 'gallet/invalid-target', message: `Overwhelming Assault picks an enemy unit on the battlefield with a Wounds characteristic of 4 or less; ${id} is not one.`, path: ['data', 'target'], ref: id });

  it('names an unknown unit or target', () => {
    expect(refusal(atCharge(), assault({ unit: 'ghost' }))).toEqual([unknownUnit('ghost', 'unit')]);
    expect(refusal(atCharge(), assault({ target: 'ghost' }))).toEqual([unknownUnit('ghost', 'target')]);
  });
  it('is received by GALLETIAN VETERANS of 10 or more models on the battlefield, in their own charge phase', () => {
    const command = (id: string, rest: string) => ({ code: 'gallet/invalid-command', message: `Overwhelming Assault is received by a GALLETIAN VETERANS unit on the battlefield with 10 or more models; ${id} ${rest}.`, path: ['data', 'unit'], ref: id });
    expect(refusal(atCharge(), assault({ unit: 'few' }))).toEqual([command('few', 'has 9')]);
    expect(refusal(atCharge(), assault({ unit: 'big' }))).toEqual([command('big', 'has 20 and is not GALLETIAN VETERANS')]);
    // a unit in reserve and one taken off the battlefield (a garrison, keeping its models) are named as not on it
    expect(refusal(atCharge(), assault({ unit: 'late' }))).toEqual([command('late', 'is not on the battlefield')]);
    expect(refusal(atCharge().do({ type: 'UnitRemoved', data: { unit: 'horde', reason: 'garrison' } }), assault())).toEqual([command('horde', 'is not on the battlefield')]);
    expect(refusal(atCharge(), assault({ unit: 'bh', target: 'horde' }))).toEqual([{ code: 'turn/not-active-player', message: "Overwhelming Assault happens in bob's own turn; it is ann's turn.", path: ['type'], ref: BOB }]);
    expect(refusal(atCharge().phase('combat'), assault())).toEqual([{ code: 'gallet/wrong-phase', message: 'Overwhelming Assault happens in the charge phase; the turn is in the combat phase.', path: ['type'] }]);
    // between turns, after a use in the turn just ended: the turn is refused, and the once-per-phase count reads no turn
    expect(refusal(atCharge().do(assault({ roll: 1 })).endTurn(), assault())).toEqual([{ code: 'turn/not-active-player', message: "Overwhelming Assault happens in ann's own turn; it is between turns.", path: ['type'], ref: ANN }]);
  });
  it('picks an enemy unit on the battlefield with Wounds 4 or less', () => {
    expect(refusal(atCharge(), assault({ target: 'few' }))).toEqual([badTarget('few')]);
    expect(refusal(atCharge(), assault({ target: 'gone' }))).toEqual([badTarget('gone')]);
    expect(refusal(atCharge(), assault({ target: 'brute' }))).toEqual([badTarget('brute')]);
    expect(refusal(atCharge(), assault({ target: 'tough' }))).toEqual([]);
  });
  it('costs a command point and is used once per phase; a later round may use it again', () => {
    expect(refusal(atCharge().do({ type: 'CommandPointsSpent', data: { player: ANN, amount: 2 } }), assault())).toEqual([
      { code: 'command-points/insufficient', message: 'ann has no command point to spend on Overwhelming Assault.', path: ['type'], ref: ANN },
    ]);
    expect(refusal(atCharge().do(assault({ roll: 1 })), assault())).toEqual([
      { code: 'gallet/command-once-per-phase', message: 'Overwhelming Assault has already been used in this phase; a command ability is used once per phase.', path: ['type'] },
    ]);
    const next = atCharge().do(assault({ roll: 1 })).endTurn().turn(BOB).endTurn().nextRound(ANN).turn(ANN).phase('charge');
    expect(refusal(next, assault())).toEqual([]);
    // the last command point is enough; the opponent's use in his own turn of the round does not count
    expect(refusal(atCharge().do({ type: 'CommandPointsSpent', data: { player: ANN, amount: 1 } }), assault())).toEqual([]);
    const bobs = atCharge().do(assault({ roll: 1 })).endTurn().turn(BOB).phase('charge');
    expect(refusal(bobs, assault({ unit: 'bh', target: 'horde' }))).toEqual([]);
  });
  it('records the roll and its success, and leaves strike-last until the end of the turn', () => {
    const b = atCharge().do(assault({ roll: 4 }));
    expect(b.state.units['foe']?.effects).toEqual([{ id: 'strike-last', value: null, until: { kind: 'end-of-turn' }, source: 'gallet-2022-s1/realm-rule/overwhelming-assault', round: 1 }]);
    expect(b.state.ext.assaults).toStrictEqual([{ round: 1, turn: 1, player: ANN, unit: 'horde', target: 'foe', phase: 'charge', detail: { roll: 4, success: true } }]);
  });
});

describe('Proving Grounds: each refusal in full', () => {
  function roundStart() {
    return given('turf-war').units([unit('vets', ANN, { models: 5 }), other('elites', BOB, { models: 10 })]).deploy(ANN).nextRound(ANN);
  }
  const pick = (data: Partial<{ player: string; objective: string }> = {}): Ev => ({ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-1', ...data } });
  const timing = [{ code: 'gallet/proving-ground-timing', message: 'The proving ground is picked at the start of a battle round, after the turn order is set and before the first turn.', path: ['type'] }];

  it('is picked at the start of a round only: not before the turn order, nor during or between its turns', () => {
    expect(refusal(given('turf-war').units([unit('vets', ANN)]).deploy(ANN), pick())).toEqual(timing);
    expect(refusal(roundStart().turn(ANN), pick())).toEqual(timing);
    expect(refusal(roundStart().turn(ANN).endTurn(), pick())).toEqual(timing);
    expect(refusal(roundStart(), pick())).toEqual([]);
  });
  it('by the player taking the second turn, once a round, of an objective on the battlefield', () => {
    expect(refusal(roundStart(), pick({ player: ANN }))).toEqual([
      { code: 'gallet/proving-ground-player', message: 'Only the player taking the second turn (bob) picks the proving ground this round.', path: ['data', 'player'], ref: ANN },
    ]);
    expect(refusal(roundStart().do(pick()), pick({ objective: 'objective-2' }))).toEqual([{ code: 'gallet/proving-ground-already-picked', message: 'The proving ground of round 1 is already objective-1.', path: ['type'] }]);
    expect(refusal(roundStart(), pick({ objective: 'nowhere' }))).toEqual([
      { code: 'objective/unknown', message: 'No objective "nowhere"; the objectives are objective-1, objective-2.', path: ['data', 'objective'], ref: 'nowhere' },
    ]);
  });
  it('never the same objective twice', () => {
    const b = roundStart().do(pick()).turn(ANN).endTurn().turn(BOB).endTurn().nextRound(BOB);
    expect(refusal(b, pick({ player: ANN }))).toEqual([
      { code: 'gallet/proving-ground-repeated', message: 'Objective 1 has already been the proving ground in this battle; pick an objective not picked before.', path: ['data', 'objective'], ref: 'objective-1' },
    ]);
    // last round's pick is not this round's: another objective is accepted
    expect(refusal(b, pick({ player: ANN, objective: 'objective-2' }))).toEqual([]);
  });
});

describe('The Bonds of Battle: each refusal in full', () => {
  function inCombat() {
    return given('turf-war').units([unit('vets', ANN), unit('dead', ANN), other('elites', ANN), unit('foe', BOB), unit('gone', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).destroy('gone').destroy('dead').phase('combat');
  }
  const use = (data: Partial<{ unit: string; target: string }> = {}): Ev => ({ type: 'BondsOfBattleUsed', data: { unit: 'vets', target: 'foe', ...data } });
  const wrongPhase = { code: 'gallet/wrong-phase', message: 'The Bonds of Battle is used when attacking in melee, in the combat phase.', path: ['type'] };

  it('names an unknown unit or target, and a use outside the combat phase', () => {
    expect(refusal(inCombat(), use({ unit: 'ghost' }))).toEqual([unknownUnit('ghost', 'unit')]);
    expect(refusal(inCombat().endTurn(), use({ unit: 'ghost' }))).toEqual([wrongPhase, unknownUnit('ghost', 'unit')]);
    expect(refusal(inCombat(), use({ target: 'ghost' }))).toEqual([unknownUnit('ghost', 'target')]);
    expect(refusal(inCombat().endTurn(), use())).toEqual([wrongPhase]);
  });
  it('is used by GALLETIAN VETERANS on the battlefield against an enemy unit on the battlefield', () => {
    const notVeterans = (id: string) => ({ code: 'gallet/not-galletian-veterans', message: `Only GALLETIAN VETERANS units on the battlefield use The Bonds of Battle; ${id} is not one.`, path: ['data', 'unit'], ref: id });
    const badTarget = (id: string) => ({ code: 'gallet/invalid-target', message: `The target must be an enemy unit on the battlefield; ${id} is not one.`, path: ['data', 'target'], ref: id });
    expect(refusal(inCombat(), use({ unit: 'elites' }))).toEqual([notVeterans('elites')]);
    expect(refusal(inCombat(), use({ unit: 'dead' }))).toEqual([notVeterans('dead')]);
    expect(refusal(inCombat(), use({ target: 'elites' }))).toEqual([badTarget('elites')]);
    expect(refusal(inCombat(), use({ target: 'gone' }))).toEqual([badTarget('gone')]);
  });
  it('records the use', () => {
    expect(inCombat().do(use()).state.ext.bonds).toStrictEqual([{ round: 1, turn: 1, player: ANN, unit: 'vets', target: 'foe', phase: 'combat', detail: {} }]);
  });
});

describe('Masters of the Splintered Land: a changed Wounds characteristic', () => {
  it('of an unknown unit is refused', () => {
    const b = given('turf-war').units([unit('line', ANN)]);
    expect(refusal(b, { type: 'WoundsCharacteristicChanged', data: { unit: 'ghost', wounds: 3 } })).toEqual([unknownUnit('ghost', 'unit')]);
  });
});
