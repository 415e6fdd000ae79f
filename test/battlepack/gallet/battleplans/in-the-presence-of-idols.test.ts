// covers: gallet/inspiring-icons
import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, setUpCodes, THREE_OBJECTIVES, unit, type Ev } from '../support.js';

function deployed() {
  return given('in-the-presence-of-idols', { objectives: THREE_OBJECTIVES })
    .units([unit('a1', ANN), unit('a2', ANN), unit('a3', ANN), unit('a4', ANN), unit('kroak', ANN, { keywords: ['LORD KROAK'] }), unit('b1', BOB), unit('b2', BOB), unit('b3', BOB), unit('b4', BOB)])
    .deploy(ANN);
}
function chosen() {
  return deployed()
    .do({ type: 'IdolsChosen', data: { player: ANN, units: ['a1', 'a2', 'a3'] } })
    .do({ type: 'IdolsChosen', data: { player: BOB, units: ['b1', 'b2', 'b3'] } })
    .nextRound(ANN)
    .turn(ANN);
}

describe('battleplan: In the Presence of Idols', () => {
  it('needs the objectives at set-up (layout unknown)', () => {
    expect(setUpCodes('in-the-presence-of-idols')).toEqual(['gallet/objectives-required']);
    expect(setUpCodes('in-the-presence-of-idols', { objectives: THREE_OBJECTIVES })).toEqual([]);
  });

  it('has each player name 3 idols after deployment, attacker first, before the first turn order', () => {
    const b = deployed();
    b.refuses({ type: 'PriorityDetermined', data: { round: 1, firstTurn: ANN } }, 'gallet/idols-required');
    b.refuses({ type: 'IdolsChosen', data: { player: BOB, units: ['b1', 'b2', 'b3'] } }, 'gallet/idols-attacker-first');
    b.refuses({ type: 'IdolsChosen', data: { player: ANN, units: ['a1', 'a2', 'kroak'] } }, 'gallet/idol-not-allowed');
    b.refuses({ type: 'IdolsChosen', data: { player: ANN, units: ['a1', 'a2', 'b1'] } }, 'gallet/idol-not-allowed');
    b.refuses({ type: 'IdolsChosen', data: { player: ANN, units: ['a1', 'a2'] } }, 'gallet/idols-count');
    b.refuses({ type: 'IdolsChosen', data: { player: ANN, units: ['a1', 'a1', 'a2'] } }, 'gallet/idols-duplicate');
    b.do({ type: 'IdolsChosen', data: { player: ANN, units: ['a1', 'a2', 'a3'] } }).do({ type: 'IdolsChosen', data: { player: BOB, units: ['b1', 'b2', 'b3'] } }).nextRound(ANN);
    expect(b.state.ext.idols).toEqual({ [ANN]: ['a1', 'a2', 'a3'], [BOB]: ['b1', 'b2', 'b3'] });
    expect(b.state.units['a1']?.effects.map((f) => f.id)).toEqual(['idol']);
  });

  it('scores 1 VP for each enemy idol a friendly idol destroyed in your turn', () => {
    const b = chosen().destroy('b1', { unit: 'a1' }).destroy('b2', { unit: 'a2' }).endTurn();
    expect(b.lines('special-rule/inspiring-icons', ANN).map((l) => l.amount)).toEqual([1, 1]);
  });

  it('scores nothing when the killer or the victim is not an idol', () => {
    const b = chosen().destroy('b1', { unit: 'a4' }).destroy('b4', { unit: 'a1' }).endTurn();
    expect(b.lines('special-rule/inspiring-icons')).toEqual([]);
  });

  it('lets a player with no unit that can be an idol name none, so the battle goes on', () => {
    const b = given('in-the-presence-of-idols', { objectives: THREE_OBJECTIVES })
      .units([unit('kroak', ANN, { keywords: ['LORD KROAK'] }), unit('b1', BOB), unit('b2', BOB)])
      .deploy(ANN);
    // the defender need not wait for an attacker who has nothing to name
    b.do({ type: 'IdolsChosen', data: { player: BOB, units: ['b1', 'b2'] } }).nextRound(ANN);
    expect(b.state.clock.round).toBe(1);
    expect(b.state.ext.idols).toEqual({ [BOB]: ['b1', 'b2'] });
  });
});


// ghb 2022 s1, In the Presence of Idols, "Inspiring Icons" and its victory point: each check of the choice and the award
describe('In the Presence of Idols: choosing idols and scoring them', () => {
  const choose = (player: string, units: string[]): Ev => ({ type: 'IdolsChosen', data: { player, units } });

  it('belongs to this battleplan only', () => {
    const b = given('turf-war').units([unit('a1', ANN), unit('a2', ANN), unit('a3', ANN)]).deploy(ANN);
    expect(b.check(choose(ANN, ['a1', 'a2', 'a3'])).map((v) => [v.code, v.message])).toEqual([
      ['gallet/wrong-battleplan', 'Choosing idols is a rule of the "In the Presence of Idols" battleplan; this battle is "turf-war".'],
    ]);
  });

  it('is chosen after deployment and before the first round, by a player of the battle, once', () => {
    const before = given('in-the-presence-of-idols', { objectives: THREE_OBJECTIVES }).units([unit('a1', ANN), unit('a2', ANN), unit('a3', ANN), unit('b1', BOB)]);
    expect(before.codes(choose(ANN, ['a1', 'a2', 'a3']))).toEqual(['gallet/idols-timing']);
    const b = before.deploy(ANN);
    expect(b.codes(choose('zed', ['a1', 'a2', 'a3']))).toEqual(['setup/invalid-players']);
    b.do(choose(ANN, ['a1', 'a2', 'a3']));
    expect(b.codes(choose(ANN, ['a1', 'a2', 'a3']))).toEqual(['gallet/idols-already-chosen']);
    b.do(choose(BOB, ['b1'])).nextRound(ANN);
    expect(b.codes(choose(BOB, ['b1']))).toEqual(['gallet/idols-timing']);
  });

  it('names exactly 3, or every eligible unit when fewer are on the battlefield, each one known', () => {
    const b = deployed();
    expect(b.check(choose(ANN, ['a1', 'a2'])).map((v) => v.message)).toEqual(['ann names 3 idol units (3, or every eligible unit when fewer are on the battlefield); 2 were given.']);
    // the count comes first, then each unit's fault
    expect(b.codes(choose(ANN, ['a1', 'ghost']))).toEqual(['gallet/idols-count', 'unit/unknown']);
    expect(b.check(choose(ANN, ['a1', 'a2', 'kroak'])).map((v) => v.message)).toEqual(['kroak cannot be an idol: idols are friendly units on the battlefield, not LORD KROAK or INCARNATE.']);
    // INCARNATE is barred too; a unit in reserve is not on the battlefield
    const c = given('in-the-presence-of-idols', { objectives: THREE_OBJECTIVES })
      .units([unit('a1', ANN), unit('a2', ANN), unit('inc', ANN, { keywords: ['INCARNATE'] }), unit('b1', BOB)])
      .units([unit('r1', ANN)], 'reserve')
      .deploy(ANN);
    expect(c.codes(choose(ANN, ['a1', 'a2', 'inc']))).toEqual(['gallet/idols-count', 'gallet/idol-not-allowed']);
    expect(c.codes(choose(ANN, ['a1', 'a2', 'r1']))).toEqual(['gallet/idols-count', 'gallet/idol-not-allowed']);
    expect(c.codes(choose(ANN, ['a1', 'a2']))).toEqual([]);
  });

  it('marks each idol for the whole battle', () => {
    const b = chosen();
    expect(b.state.units['b2']?.effects).toEqual([{ id: 'idol', value: null, until: { kind: 'battle' }, source: 'gallet-2022-s1/special-rule/inspiring-icons', round: 0 }]);
  });

  it('names the players still to choose when the first turn order is set too soon', () => {
    const b = deployed();
    expect(b.check({ type: 'PriorityDetermined', data: { round: 1, firstTurn: ANN } }).map((v) => v.message)).toEqual([
      'Idols must be chosen (IdolsChosen) before the first turn order is set; still to choose: ann, bob.',
    ]);
  });

  it('asks for no idols after the first turn order, even of a player who has units that could be idols by then', () => {
    const b = given('in-the-presence-of-idols', { objectives: THREE_OBJECTIVES })
      .units([unit('kroak', ANN, { keywords: ['LORD KROAK'] }), unit('b1', BOB)])
      .deploy(ANN)
      .do(choose(BOB, ['b1']))
      .nextRound(ANN)
      .turn(ANN)
      .units([unit('s1', ANN)], 'summoned')
      .endTurn()
      .turn(BOB)
      .endTurn();
    expect(b.codes({ type: 'PriorityDetermined', data: { round: 2, rolls: { [ANN]: 5, [BOB]: 2 }, firstTurn: ANN } })).toEqual([]);
  });

  it('scores the kills of that turn only, named in the ledger', () => {
    const b = given('in-the-presence-of-idols', { objectives: THREE_OBJECTIVES })
      .units([unit('a1', ANN, { name: 'Ann Hero' }), unit('a2', ANN), unit('a3', ANN), unit('b1', BOB, { name: 'Bob Hero' }), unit('b2', BOB), unit('b3', BOB)])
      .deploy(ANN)
      .do(choose(ANN, ['a1', 'a2', 'a3']), choose(BOB, ['b1', 'b2', 'b3']))
      .nextRound(ANN)
      .turn(ANN)
      .destroy('b1', { unit: 'a1' })
      .endTurn();
    expect(b.lines('special-rule/inspiring-icons').map((l) => [l.player, l.reason])).toEqual([[ANN, 'enemy idol Bob Hero destroyed by idol Ann Hero']]);
    // bob's turn: ann's idol slays b2 in the fight; bob's idol slays a2. Only bob's kill is his to score
    b.turn(BOB).destroy('b2', { unit: 'a2' }).destroy('a2', { unit: 'b3' }).endTurn();
    expect(b.lines('special-rule/inspiring-icons').map((l) => [l.player, l.reason])).toEqual([
      [ANN, 'enemy idol Bob Hero destroyed by idol Ann Hero'],
      [BOB, 'enemy idol a2 destroyed by idol b3'],
    ]);
    // round 2, bob first: ann's idol slays b3 in bob's turn; ann's own turn that follows scores nothing for it, nor for round 1's kills
    b.nextRound(BOB).turn(BOB).destroy('b3', { unit: 'a3' }).endTurn().turn(ANN).endTurn();
    expect(b.lines('special-rule/inspiring-icons', ANN)).toHaveLength(1);
  });

  it('scores nothing for an enemy idol destroyed by no unit', () => {
    const b = chosen().destroy('b1', { player: ANN }).endTurn();
    expect(b.lines('special-rule/inspiring-icons')).toEqual([]);
  });
});

describe('In the Presence of Idols: each refusal in full (code, message, where)', () => {
  const choose = (player: string, units: string[]): Ev => ({ type: 'IdolsChosen', data: { player, units } });
  const refusal = (b: { check(e: Ev): readonly object[] }, e: Ev) => b.check(e).map(({ eventIndex: _, ...v }: { eventIndex?: number }) => v);

  it('says what is wrong and which field', () => {
    const before = given('in-the-presence-of-idols', { objectives: THREE_OBJECTIVES }).units([unit('a1', ANN), unit('a2', ANN), unit('a3', ANN), unit('kroak', ANN, { keywords: ['LORD KROAK'] }), unit('b1', BOB)]);
    expect(refusal(before, choose(ANN, ['a1', 'a2', 'a3']))).toEqual([{ code: 'gallet/idols-timing', message: 'Idols are chosen after deployment and before the turn order of the first round is set.', path: ['type'] }]);
    const b = before.deploy(ANN);
    expect(refusal(b, choose('zed', ['a1', 'a2', 'a3']))).toEqual([{ code: 'setup/invalid-players', message: '"zed" is not a player of this battle.', path: ['data', 'player'], ref: 'zed' }]);
    expect(refusal(b, choose(BOB, ['b1']))).toEqual([{ code: 'gallet/idols-attacker-first', message: 'The attacker chooses their idols first.', path: ['data', 'player'], ref: BOB }]);
    expect(refusal(b, choose(ANN, ['a1', 'a1', 'a2']))).toEqual([{ code: 'gallet/idols-duplicate', message: 'The idols must be different units.', path: ['data', 'units'] }]);
    expect(refusal(b, choose(ANN, ['a1', 'ghost', 'kroak']))).toEqual([
      { code: 'unit/unknown', message: 'No unit "ghost" has been added to this battle; add it with UnitsAdded first.', path: ['data', 'units', 1], ref: 'ghost' },
      { code: 'gallet/idol-not-allowed', message: 'kroak cannot be an idol: idols are friendly units on the battlefield, not LORD KROAK or INCARNATE.', path: ['data', 'units', 2], ref: 'kroak' },
    ]);
    expect(refusal(b, choose(ANN, ['a1']))).toEqual([
      { code: 'gallet/idols-count', message: 'ann names 3 idol units (3, or every eligible unit when fewer are on the battlefield); 1 were given.', path: ['data', 'units'] },
    ]);
    b.do(choose(ANN, ['a1', 'a2', 'a3']));
    expect(refusal(b, choose(ANN, ['a1', 'a2', 'a3']))).toEqual([{ code: 'gallet/idols-already-chosen', message: 'ann has already chosen their idols.', path: ['data', 'player'], ref: ANN }]);
    expect(refusal(b, { type: 'PriorityDetermined', data: { round: 1, firstTurn: ANN } })).toEqual([
      { code: 'gallet/idols-required', message: 'Idols must be chosen (IdolsChosen) before the first turn order is set; still to choose: bob.', path: ['type'] },
    ]);
  });
});
