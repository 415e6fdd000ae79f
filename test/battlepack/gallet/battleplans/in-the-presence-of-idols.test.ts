// covers: gallet/inspiring-icons
import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, setUpCodes, THREE_OBJECTIVES, unit } from '../support.js';

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

