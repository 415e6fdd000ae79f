/**
 * The exact candidates of the Gallet pack's `choices` hook (`galletChoices`, the hook `decisions` and random battles
 * use for this pack), in each window a rule opens and in the neighbouring states where it must offer nothing. Tested
 * through the raw hook on purpose: the hook's candidates are "generous" (the engine's decide keeps the legal ones), so
 * a candidate too many would be invisible through `decisions`; here every list is compared whole, in order, with the
 * dice it carries. The expected lists come from the rules (docs/choices.md; ghb 2022 s1 and core rules 3rd ed):
 * - Proving Grounds: at the start of each round, after priority, the player taking the second turn picks 1 objective;
 *   once per round, each objective once per battle (The Mighty and the Cunning: "On Their Terms" lifts the second).
 * - The Prize of Gallet: the same player activates an objective at the start of each round.
 * - In the Presence of Idols: after deployment, before the first priority, each player names 3 different units (all of
 *   them when fewer), starting with the attacker; not LORD KROAK or INCARNATE.
 * - Close to the Chest: at the start of each turn the opponent of the active player names one of their own objectives.
 * - Rally (core rules): either player, at the start of the hero phase, a unit with slain models, one dice per slain
 *   model, 1 CP, once per phase; Won't Back Down: near an objective its army controls as well.
 * - Gaze of Ghur: a WIZARD of the active player in their hero phase, on an enemy unit; casting value 7 on 2D6, a roll
 *   below 7 is a failed attempt (recorded all the same, core rules 19.1); once per hero phase.
 * - Overwhelming Assault: the active player in the charge phase, a unit of 10+ models, against an enemy unit.
 * - The Silksteel Nests: from round 2, the active player may pillage 1 objective per turn with a friendly unit (which
 *   objective is controlled and near the unit the decide checks: every objective and friendly unit is a candidate).
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice as scripted } from '../../support/scripted-dice.js';
import { galletChoices } from '../../../src/battlepack/gallet/choices.js';
import { ANN, BOB, general, given, other, THREE_OBJECTIVES, unit, type Battle, type Ev } from './support.js';
import type { ObjectiveDef } from '../../../src/authoring.js';


/** The hook's candidates now, with dice that must all be used: `dice` exactly (default none). */
function offered(b: Battle, dice: readonly number[] = []): unknown[] {
  const { rng, left } = scripted(dice);
  const out = galletChoices(b.state, rng);
  expect(left(), 'every scripted dice drawn').toBe(0);
  return out.map((c) => ({ ...c }));
}

const pg = (player: string, objective: string) => ({ player, choice: `proving ground ${objective}`, event: { type: 'ProvingGroundPicked', data: { player, objective } } });
const act = (player: string, objective: string) => ({ player, choice: `activate ${objective}`, event: { type: 'ObjectiveActivated', data: { player, objective } } });
const idols = (player: string, units: string[]) => ({ player, choice: `idols ${units.join(' ')}`, event: { type: 'IdolsChosen', data: { player, units } } });
const alpha = (player: string, objective: string) => ({ player, choice: `alpha ${objective}`, event: { type: 'AlphaObjectiveNamed', data: { player, objective } } });
const rally = (player: string, u: string, rolls: number[], objective?: string) => ({
  player,
  choice: objective === undefined ? `rally ${u}` : `rally ${u} near ${objective}`,
  event: { type: 'UnitRallied', data: objective === undefined ? { unit: u, rolls } : { unit: u, rolls, objective } },
  diceAfterChoice: true,
});
const gaze = (player: string, caster: string, target: string, roll: number) => ({
  player,
  choice: `gaze of ghur ${caster} on ${target}`,
  event: { type: 'GazeOfGhurCast', data: roll < 7 ? { caster, target, castingRoll: roll, outcome: 'failed' } : { caster, target, castingRoll: roll } },
  diceAfterChoice: true,
});
const assault = (player: string, u: string, target: string, roll: number) => ({ player, choice: `overwhelming assault ${u} on ${target}`, event: { type: 'OverwhelmingAssaultUsed', data: { unit: u, target, roll } }, diceAfterChoice: true });
const pillage = (player: string, objective: string, u: string) => ({ player, choice: `pillage ${objective} with ${u}`, event: { type: 'ObjectivePillaged', data: { player, objective, unit: u } } });

const slay = (u: string, count: number): Ev => ({ type: 'ModelsSlain', data: { unit: u, count } });
const ONE_EACH = [unit('a1', ANN), general('ag', ANN), unit('b1', BOB), general('bg', BOB)];

describe('between rounds: the proving ground and The Prize of Gallet', () => {
  it('nothing before the battle, nor after deployment before the first priority', () => {
    const b = given('turf-war');
    expect(offered(b)).toEqual([]);
    b.units(ONE_EACH).deploy(ANN);
    expect(offered(b)).toEqual([]);
  });

  it('nothing once the battle has ended, though the last round had no proving ground', () => {
    const b = given('turf-war').units(ONE_EACH).deploy(ANN).toEnd();
    expect(b.state.clock.stage).toBe('ended');
    expect(b.state.ext.provingGround).toBeNull();
    expect(offered(b)).toEqual([]);
  });

  it('after priority the player taking the second turn may pick each objective; once picked, nothing more that round', () => {
    const b = given('turf-war').units(ONE_EACH).deploy(ANN).nextRound(ANN);
    expect(offered(b)).toEqual([pg(BOB, 'objective-1'), pg(BOB, 'objective-2')]);
    b.do({ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-1' } });
    expect(offered(b)).toEqual([]);
    // round 2, ann goes second: objective-1 has been the proving ground once and may not be again
    b.turn(ANN).endTurn().turn(BOB).endTurn().nextRound(BOB);
    expect(offered(b)).toEqual([pg(ANN, 'objective-2')]);
    // no choice of the hook inside a turn of turf-war without slain models or wizards outside the hero phase
    b.turn(BOB);
    expect(offered(b)).toEqual([]);
  });

  it('The Mighty and the Cunning lets an objective be the proving ground again', () => {
    const b = given('the-mighty-and-the-cunning', { objectives: THREE_OBJECTIVES }).units(ONE_EACH).deploy(ANN).nextRound(ANN);
    expect(offered(b)).toEqual([pg(BOB, 'home'), pg(BOB, 'middle'), pg(BOB, 'away')]);
    b.do({ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'home' } });
    expect(offered(b)).toEqual([]);
    b.turn(ANN).endTurn().turn(BOB).endTurn().nextRound(ANN);
    expect(offered(b)).toEqual([pg(BOB, 'home'), pg(BOB, 'middle'), pg(BOB, 'away')]);
  });

  it('The Prize of Gallet: the second player activates an objective at the start of each round, the proving ground beside it', () => {
    const b = given('the-prize-of-gallet').units(ONE_EACH).deploy(ANN).nextRound(ANN);
    const ids = ['attacker-border', 'west', 'centre', 'east', 'defender-border'];
    expect(offered(b)).toEqual(ids.flatMap((o) => [pg(BOB, o), act(BOB, o)]));
    b.do({ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'west' } });
    expect(offered(b)).toEqual(ids.map((o) => act(BOB, o)));
  });
});

describe('In the Presence of Idols: the idol sets before the first round', () => {
  const objectives: ObjectiveDef[] = THREE_OBJECTIVES;
  it('the attacker first, every set of exactly 3 of their units in order; the defender waits', () => {
    const b = given('in-the-presence-of-idols', { objectives })
      .units([unit('a1', ANN), unit('a2', ANN), unit('a3', ANN), general('ag', ANN), other('kroak', ANN, { keywords: ['LORD KROAK'] }), unit('b1', BOB), other('inc', BOB, { keywords: ['INCARNATE'] }), general('bg', BOB)])
      .deploy(ANN);
    expect(offered(b)).toEqual([idols(ANN, ['a1', 'a2', 'a3']), idols(ANN, ['a1', 'a2', 'ag']), idols(ANN, ['a1', 'a3', 'ag']), idols(ANN, ['a2', 'a3', 'ag'])]);
    b.do({ type: 'IdolsChosen', data: { player: ANN, units: ['a1', 'a2', 'ag'] } });
    // the defender has 2 units that can be idols (not the INCARNATE): both
    expect(offered(b)).toEqual([idols(BOB, ['b1', 'bg'])]);
    b.do({ type: 'IdolsChosen', data: { player: BOB, units: ['b1', 'bg'] } });
    expect(offered(b)).toEqual([]);
  });

  it('exactly 3 units make one set; an attacker with no possible idol does not hold the defender up, and has no set', () => {
    const b = given('in-the-presence-of-idols', { objectives })
      .units([other('inc', ANN, { keywords: ['INCARNATE'] }), unit('b1', BOB), unit('b2', BOB), general('bg', BOB)])
      .deploy(ANN);
    expect(offered(b)).toEqual([idols(BOB, ['b1', 'b2', 'bg'])]);
  });

  it('after the first priority, no idol sets, even for a player who had none to name and has a unit now', () => {
    const b = given('in-the-presence-of-idols', { objectives }).units([other('inc', ANN, { keywords: ['INCARNATE'] }), unit('b1', BOB)]).deploy(ANN);
    expect(offered(b)).toEqual([idols(BOB, ['b1'])]);
    b.do({ type: 'IdolsChosen', data: { player: BOB, units: ['b1'] } }).nextRound(ANN, { after: [{ type: 'UnitsAdded', data: { origin: 'summoned', units: [unit('a9', ANN)] } }] });
    expect(offered(b)).toEqual([pg(BOB, 'home'), pg(BOB, 'middle'), pg(BOB, 'away')]);
  });

  it('in another battleplan, no idol sets before the first round', () => {
    const b = given('the-mighty-and-the-cunning', { objectives }).units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN);
    expect(offered(b)).toEqual([]);
  });
});

describe('Close to the Chest: the alpha objective at the start of a turn', () => {
  const objectives: ObjectiveDef[] = [
    { id: 'a-chest', placement: 'attacker-territory', owner: 'attacker' },
    { id: 'a-cave', placement: 'centre', owner: 'attacker' },
    { id: 'b-chest', placement: 'defender-territory', owner: 'defender' },
  ];
  it("the opponent of the active player names one of their own objectives, once; none in the turn's phases", () => {
    const b = given('close-to-the-chest', { objectives }).units(ONE_EACH).deploy(ANN).nextRound(ANN);
    b.do({ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'a-cave' } }).turn(ANN);
    expect(offered(b)).toEqual([alpha(BOB, 'b-chest')]);
    b.do({ type: 'AlphaObjectiveNamed', data: { player: BOB, objective: 'b-chest' } });
    expect(offered(b)).toEqual([]);
    b.phase('movement');
    expect(offered(b)).toEqual([]);
    b.endTurn().turn(BOB);
    expect(offered(b)).toEqual([alpha(ANN, 'a-chest'), alpha(ANN, 'a-cave')]);
  });

  it('objectives with owners in another battleplan name no alpha', () => {
    const b = given('the-mighty-and-the-cunning', { objectives }).units(ONE_EACH).deploy(ANN).nextRound(ANN).turn(ANN);
    expect(offered(b)).toEqual([]);
  });
});

describe('Rally and Gaze of Ghur in the hero phase', () => {
  /** Round 1, bob's turn about to start: ann's a1 has lost 3 models, bob's b1 2; ann has a wizard, so has bob. */
  function hurt(plan: 'turf-war' | 'wont-back-down' = 'turf-war', objectives?: ObjectiveDef[]): Battle {
    return given(plan, objectives === undefined ? {} : { objectives })
      .units([unit('a1', ANN), unit('a2', ANN), general('aw', ANN, { keywords: ['HERO', 'WIZARD'] }), unit('b1', BOB), general('bw', BOB, { keywords: ['HERO', 'WIZARD'] }), unit('b2', BOB)])
      .deploy(ANN)
      .nextRound(ANN)
      .turn(ANN)
      .do(slay('a1', 3), slay('b1', 2))
      .endTurn()
      .turn(BOB);
  }

  it('at the start of the hero phase: a Rally for each unit with slain models (one dice each), then Gaze of Ghur by the active wizard on each enemy unit', () => {
    const b = hurt().hero();
    expect(offered(b, [1, 6, 2, 5, 5, 3, 4])).toEqual([
      rally(ANN, 'a1', [1, 6, 2]),
      rally(BOB, 'b1', [5, 5]),
      gaze(BOB, 'bw', 'a1', 7),
      gaze(BOB, 'bw', 'a2', 7),
      gaze(BOB, 'bw', 'aw', 7),
    ]);
    // a casting roll below 7 is a failed attempt, recorded as such
    expect(offered(b, [1, 1, 1, 1, 1, 3, 3]).slice(2)).toEqual([gaze(BOB, 'bw', 'a1', 6), gaze(BOB, 'bw', 'a2', 6), gaze(BOB, 'bw', 'aw', 6)]);
  });

  it("no Rally for a player who has rallied this phase (the dice are drawn all the same), the other player's still", () => {
    const b = hurt().hero().do({ type: 'UnitRallied', data: { unit: 'a1', rolls: [1, 1, 1] } });
    expect(offered(b, [2, 2, 2, 6, 6, 4, 4])).toEqual([rally(BOB, 'b1', [6, 6]), gaze(BOB, 'bw', 'a1', 8), gaze(BOB, 'bw', 'a2', 8), gaze(BOB, 'bw', 'aw', 8)]);
  });

  it('no Rally for a player without a command point', () => {
    const b = hurt().hero();
    b.do({ type: 'CommandPointsSpent', data: { player: ANN, amount: b.state.players[ANN]?.commandPoints ?? 0 } });
    expect(b.state.players[ANN]?.commandPoints).toBe(0);
    expect(offered(b, [2, 2, 2, 6, 6, 4, 4])).toEqual([rally(BOB, 'b1', [6, 6]), gaze(BOB, 'bw', 'a1', 8), gaze(BOB, 'bw', 'a2', 8), gaze(BOB, 'bw', 'aw', 8)]);
  });

  it('no Gaze of Ghur once attempted this phase (the roll drawn all the same); none for a player with no wizard', () => {
    // the cast ends the start of the hero phase: no Rally either
    const b = hurt().hero().do({ type: 'GazeOfGhurCast', data: { caster: 'bw', target: 'a2' } });
    expect(b.state.clock.turn?.tacticWindow).toBe(false);
    expect(offered(b, [4, 4])).toEqual([]);
    const c = given('turf-war').units([unit('a1', ANN), general('bw', BOB, { keywords: ['HERO', 'WIZARD'] }), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).hero();
    expect(offered(c, [4, 4])).toEqual([]);
  });

  it('after the start of the hero phase, no Rally (and no dice for it); Gaze of Ghur still', () => {
    // a casualty in the hero phase ends its start (ruling core/tactic-window)
    const b = hurt().hero().do(slay('b2', 1));
    expect(b.state.clock.turn?.tacticWindow).toBe(false);
    expect(offered(b, [4, 4])).toEqual([gaze(BOB, 'bw', 'a1', 8), gaze(BOB, 'bw', 'a2', 8), gaze(BOB, 'bw', 'aw', 8)]);
  });

  it("outside the hero phase, neither (no dice drawn); at the turn's start neither", () => {
    const b = hurt();
    expect(offered(b)).toEqual([]);
    b.phase('movement');
    expect(offered(b)).toEqual([]);
  });

  it("Won't Back Down: a Rally near each objective the unit's army controls too", () => {
    const b = hurt('wont-back-down', THREE_OBJECTIVES).do(
      { type: 'ObjectiveControlSet', data: { objective: 'home', player: ANN } },
      { type: 'ObjectiveControlSet', data: { objective: 'away', player: ANN } },
      { type: 'ObjectiveControlSet', data: { objective: 'middle', player: BOB } },
    );
    b.hero();
    expect(offered(b, [1, 2, 3, 4, 5, 6, 6])).toEqual([
      rally(ANN, 'a1', [1, 2, 3]),
      rally(ANN, 'a1', [1, 2, 3], 'home'),
      rally(ANN, 'a1', [1, 2, 3], 'away'),
      rally(BOB, 'b1', [4, 5]),
      rally(BOB, 'b1', [4, 5], 'middle'),
      gaze(BOB, 'bw', 'a1', 12),
      gaze(BOB, 'bw', 'a2', 12),
      gaze(BOB, 'bw', 'aw', 12),
    ]);
  });

  it('in another battleplan the objective changes nothing: the same Rally is not offered again near an objective', () => {
    const b = hurt();
    const ids = Object.keys(b.state.board.objectives);
    expect(ids.length).toBeGreaterThan(0);
    for (const objective of ids) b.do({ type: 'ObjectiveControlSet', data: { objective, player: ANN } });
    b.hero();
    expect(offered(b, [1, 2, 3, 4, 5, 6, 6])).toEqual([rally(ANN, 'a1', [1, 2, 3]), rally(BOB, 'b1', [4, 5]), gaze(BOB, 'bw', 'a1', 12), gaze(BOB, 'bw', 'a2', 12), gaze(BOB, 'bw', 'aw', 12)]);
  });
});

describe('Overwhelming Assault in the charge phase', () => {
  it('each unit of the active player with 10 or more models, against each enemy unit; one dice drawn', () => {
    const b = given('turf-war')
      .units([unit('a1', ANN), unit('a12', ANN, { models: 12 }), unit('a9', ANN, { models: 9 }), unit('b1', BOB), unit('b2', BOB, { models: 2 })])
      .deploy(ANN)
      .nextRound(ANN)
      .turn(ANN)
      .do(slay('a1', 1))
      .phase('charge');
    expect(offered(b, [5])).toEqual([assault(ANN, 'a12', 'b1', 5), assault(ANN, 'a12', 'b2', 5)]);
    b.endTurn().turn(BOB).phase('charge');
    expect(offered(b, [2])).toEqual([assault(BOB, 'b1', 'a1', 2), assault(BOB, 'b1', 'a12', 2), assault(BOB, 'b1', 'a9', 2)]);
    b.phase('combat');
    expect(offered(b)).toEqual([]);
  });
});

describe('The Silksteel Nests: pillage from round 2, once a turn', () => {
  it('every objective with each unit of the active player, from round 2, until they have pillaged this turn', () => {
    const b = given('the-silksteel-nests')
      .units([unit('a1', ANN), general('ag', ANN), unit('b1', BOB)])
      .deploy(ANN)
      .nextRound(ANN, { after: [{ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'attacker-nest' } }] })
      .turn(ANN);
    expect(offered(b)).toEqual([]);
    b.contest([['a1', 'defender-nest', 10]]).endTurn().turn(BOB).endTurn().nextRound(ANN, { after: [{ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'defender-nest' } }] });
    b.turn(ANN);
    const both = ['attacker-nest', 'defender-nest'].flatMap((o) => [pillage(ANN, o, 'a1'), pillage(ANN, o, 'ag')]);
    expect(offered(b)).toEqual(both);
    b.do({ type: 'ObjectivePillaged', data: { player: ANN, objective: 'defender-nest', unit: 'a1', horrors: [] } });
    expect(offered(b)).toEqual([]);
    b.phase('movement');
    expect(offered(b)).toEqual([]);
    // bob's turn of the same round: his own pillage, the pillaged nest gone
    b.endTurn().turn(BOB);
    expect(offered(b)).toEqual([pillage(BOB, 'attacker-nest', 'b1')]);
    // the next round, ann's first turn again: she may pillage again
    b.endTurn().nextRound(ANN).turn(ANN);
    expect(offered(b)).toEqual([pillage(ANN, 'attacker-nest', 'a1'), pillage(ANN, 'attacker-nest', 'ag')]);
  });

  it('no pillage in another battleplan', () => {
    const b = given('turf-war').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).emptyRound(ANN).nextRound(ANN, { after: [{ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'objective-1' } }] }).turn(ANN);
    expect(b.state.clock.round).toBe(2);
    expect(offered(b)).toEqual([]);
  });
});
