// covers: gallet/alpha-objective
import { describe, expect, it } from 'vitest';
import { selectLedger } from 'battlepack-engine';
import { galletEngine } from '../../../../src/gallet.js';
import { alphaOwed } from '../../../../src/battlepack/gallet/battleplans/close-to-the-chest.js';
import { randomBattle } from '../../../../src/sim.js';
import { ANN, BOB, engine, expectCheckAgrees, given, renamedTrusted, setUpCodes, setUpEvent, unit, type Ev } from '../support.js';

const objectives = [
  { id: 'a-home', placement: 'attacker-territory' as const, owner: 'attacker' },
  { id: 'a-mid', placement: 'neutral' as const, owner: ANN },
  { id: 'b-home', placement: 'defender-territory' as const, owner: 'defender' },
  { id: 'b-mid', placement: 'neutral' as const, owner: BOB },
];

function battle() {
  return given('close-to-the-chest', { objectives }).units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN);
}

describe('battleplan: Close to the Chest', () => {
  it('needs objectives with owners at set-up', () => {
    expect(setUpCodes('close-to-the-chest')).toEqual(['gallet/objectives-required']);
    expect(setUpCodes('close-to-the-chest', { objectives: [{ id: 'x' }] })).toEqual(['gallet/objective-owner-required']);
    expect(setUpCodes('close-to-the-chest', { objectives })).toEqual([]);
  });

  it('has the opponent name one of their own objectives before the hero phase', () => {
    const b = battle();
    b.refuses({ type: 'PhaseStarted', data: { phase: 'hero' } }, 'gallet/alpha-required');
    b.refuses({ type: 'AlphaObjectiveNamed', data: { player: ANN, objective: 'a-home' } }, 'gallet/alpha-player');
    b.refuses({ type: 'AlphaObjectiveNamed', data: { player: BOB, objective: 'a-home' } }, 'gallet/alpha-not-own-objective');
    b.do({ type: 'AlphaObjectiveNamed', data: { player: BOB, objective: 'b-mid' } }).hero();
    expect(b.state.ext.alphas).toEqual([{ round: 1, turn: 1, player: ANN, namedBy: BOB, objective: 'b-mid' }]);
  });

  it('scores 1 VP for controlling the alpha objective', () => {
    const b = battle().do({ type: 'AlphaObjectiveNamed', data: { player: BOB, objective: 'b-mid' } }).contest([['a1', 'b-mid', 10]]).endTurn();
    expect(b.lines('special-rule/alpha-objective', ANN).map((l) => l.amount)).toEqual([1]);
  });

  it('gives nothing for other objectives', () => {
    const b = battle().do({ type: 'AlphaObjectiveNamed', data: { player: BOB, objective: 'b-home' } }).contest([['a1', 'b-mid', 10]]).endTurn();
    expect(b.lines('special-rule/alpha-objective')).toEqual([]);
    expect(b.vp(ANN)).toBe(2);
  });
});

describe('Close to the Chest: the alpha objectives owed (alphaOwed)', () => {
  it('are exactly what AlphaObjectiveNamed is accepted for, at every start of a turn of random battles', () => {
    let owedTurns = 0;
    let compared = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const b = randomBattle(galletEngine, { seed, battleplan: 'close-to-the-chest' });
      const state = galletEngine.trusted.initialState();
      for (const e of b.events) {
        if (state.clock.turn !== null && state.clock.turn.phase === null) {
          const owed = alphaOwed(state);
          if (owed !== null) owedTurns++;
          compared += expectCheckAgrees(
            state,
            (player, objective) => ({ type: 'AlphaObjectiveNamed', data: { player, objective } }),
            (player, objective) => owed !== null && owed.namer === player && owed.objectives.includes(objective),
          );
        }
        galletEngine.trusted.apply(state, e);
      }
    }
    expect(owedTurns).toBeGreaterThan(20);
    expect(compared).toBeGreaterThan(200);
  });

  it('are none once named, and none between turns', () => {
    const b = battle();
    expect(alphaOwed(b.state)).toEqual({ namer: BOB, objectives: ['b-home', 'b-mid'] });
    b.do({ type: 'AlphaObjectiveNamed', data: { player: BOB, objective: 'b-mid' } });
    expect(alphaOwed(b.state)).toBeNull();
    const between = given('close-to-the-chest', { objectives }).units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN);
    expect(alphaOwed(between.state)).toBeNull();
  });
});

describe('Close to the Chest: each refusal in full (code, message, where)', () => {
  const name = (player: string, objective: string): Ev => ({ type: 'AlphaObjectiveNamed', data: { player, objective } });
  const refusal = (b: { check(e: Ev): readonly object[] }, e: Ev) => b.check(e).map(({ eventIndex: _, ...v }: { eventIndex?: number }) => v);
  const timing = { code: 'gallet/alpha-timing', message: 'The alpha objective is named at the start of a turn, before its hero phase.', path: ['type'] };

  it('says what is wrong and which field', () => {
    const between = given('close-to-the-chest', { objectives }).units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN);
    expect(refusal(between, name(BOB, 'b-mid'))).toEqual([timing]);
    const b = between.turn(ANN);
    expect(refusal(b, name(ANN, 'ghost'))).toEqual([
      { code: 'gallet/alpha-player', message: 'The opponent of the player whose turn it is (bob) names the alpha objective.', path: ['data', 'player'], ref: ANN },
      { code: 'objective/unknown', message: 'No objective "ghost"; the objectives are a-home, a-mid, b-home, b-mid.', path: ['data', 'objective'], ref: 'ghost' },
    ]);
    expect(refusal(b, name(BOB, 'a-home'))).toEqual([
      { code: 'gallet/alpha-not-own-objective', message: "a-home does not belong to bob; the alpha objective is one of the namer's own objectives.", path: ['data', 'objective'], ref: 'a-home' },
    ]);
    const owed = { code: 'gallet/alpha-required', message: 'bob must name the alpha objective (AlphaObjectiveNamed) at the start of this turn; their objectives: b-home, b-mid.', path: ['type'] };
    expect(refusal(b, { type: 'PhaseStarted', data: { phase: 'hero' } })).toEqual([owed]);
    expect(refusal(b, { type: 'TurnEnded', data: { player: ANN } })).toEqual([owed]);
    // other events of the turn's start are not held up by the alpha objective still to name
    expect(refusal(b, { type: 'UnitDestroyed', data: { unit: 'b1' } })).toEqual([]);
    b.do(name(BOB, 'b-mid'));
    expect(refusal(b, name(BOB, 'b-home'))).toEqual([{ code: 'gallet/alpha-already-named', message: 'The alpha objective of this turn has already been named.', path: ['type'] }]);
    b.hero();
    expect(refusal(b, name(BOB, 'b-home'))).toEqual([timing]);
  });

  it('refuses an owner that is not a player or a role, naming the objective', () => {
    const codes = engine.check(engine.initialState(), setUpEvent('close-to-the-chest', { objectives: [{ id: 'x', placement: 'neutral', owner: 'zed' }, ...objectives] })).map(({ eventIndex: _, ...v }) => v);
    expect(codes).toEqual([
      { code: 'gallet/objective-owner-required', message: 'In Close to the Chest every objective belongs to a player: give "owner" as a player id or "attacker" / "defender" for x.', path: ['data', 'objectives', 0, 'owner'], ref: 'x' },
    ]);
  });

  it('is not owed when the namer owns no objective, and is named only in this plan', () => {
    const mine = objectives.map((o) => ({ ...o, owner: ANN }));
    const b = given('close-to-the-chest', { objectives: mine }).units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN);
    expect(refusal(b, { type: 'PhaseStarted', data: { phase: 'hero' } })).toEqual([]);
    // with no alpha named, no objective is the alpha one, whatever its id
    // (an objective called "null", which the events' schema refuses: folded on the trusted path, which has no schema)
    const odd = given('close-to-the-chest', { objectives: [{ id: 'odd', placement: 'neutral', owner: ANN }] }).units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN);
    odd.contest([['a1', 'odd', 10]]).endTurn();
    const trusted = renamedTrusted(odd, 'odd', 'null');
    expect(trusted.board.objectives['null']?.controller).toBe(ANN);
    expect(selectLedger(trusted).filter((l) => l.source.endsWith('special-rule/alpha-objective'))).toEqual([]);
    expect(selectLedger(trusted).length).toBeGreaterThan(0);
    const other = given('turf-war').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN);
    expect(refusal(other, name(BOB, 'b-mid'))).toEqual([
      { code: 'gallet/wrong-battleplan', message: 'Naming the alpha objective is a rule of the "Close to the Chest" battleplan; this battle is "turf-war".', path: ['type'] },
    ]);
  });

  it('gives the alpha point only to the player whose turn it is, when they control it', () => {
    // the namer holding their own alpha objective scores nothing for it in the opponent's turn
    const b = battle().do(name(BOB, 'b-mid')).contest([['b1', 'b-mid', 10]]).endTurn();
    expect(b.lines('special-rule/alpha-objective')).toEqual([]);
    // in bob's turn ann names one of hers; bob taking it scores the point, with its reason
    b.turn(BOB).do(name(ANN, 'a-mid')).contest([['b1', 'a-mid', 10]]).endTurn();
    expect(b.lines('special-rule/alpha-objective').map((l) => [l.player, l.amount, l.reason])).toEqual([[BOB, 1, 'controls the alpha objective a-mid']]);
  });
});
