// covers: gallet/battle-tactics
import { selectBattleTactics } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { blightedWilds, blightedWildsEngine } from '../../../src/blighted-wilds.js';
import { gallet } from '../../../src/gallet.js';
import { ANN, BOB, engine, general, given, inHeroPhase, unit, type Ev } from './support.js';
import { deployed as bwDeployed, play as bwPlay, round as bwRound } from '../blighted-wilds/support.js';

// ruling gallet/battle-tactic-required: at the start of each of your hero phases you must pick a battle tactic when
// you have one you may pick; what would close the pick window first is refused
describe('"You must pick 1 battle tactic" (ruling gallet/battle-tactic-required)', () => {
  it('is a fact of the Gallet pack, not of Blighted Wilds (which has no battle tactics)', () => {
    expect(gallet.options.battleTacticRequired).toBe(true);
    expect(blightedWilds.options.battleTacticRequired).toBeUndefined();
    expect(Object.keys(blightedWilds.battleTactics)).toEqual([]);
  });

  it('refuses the next phase, the end of the turn, or another action before the pick, naming the tactics on offer', () => {
    const b = inHeroPhase();
    const av = engine.available(b.state);
    expect([av.canPickBattleTactic, av.mustPickBattleTactic]).toEqual([true, true]);
    const events: Ev[] = [
      { type: 'PhaseStarted', data: { phase: 'movement' } },
      { type: 'TurnEnded', data: { player: ANN } },
      { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'a1', objective: 'objective-1', models: 10 }] } },
      { type: 'UnitDestroyed', data: { unit: 'b1', by: { unit: 'a1' } } },
    ];
    for (const e of events) {
      b.refuses(e, 'battle-tactic/required');
      const message = b.check(e)[0]?.message ?? '';
      expect(message).toMatch(/^ann must pick a battle tactic at the start of their hero phase/);
      // every tactic ann may pick now, and only those (Outmuscle needs a proving ground, Desecrate their Lands a terrain feature)
      for (const t of av.battleTactics[ANN] ?? []) expect(message).toContain(`${t.name} (${t.id})`);
      expect(message).not.toMatch(/Outmuscle|Desecrate/);
    }
    // the pick opens the way
    b.pick('barge-through-enemy-lines').phase('movement').endTurn();
    expect(selectBattleTactics(b.state).map((t) => t.tactic)).toEqual(['barge-through-enemy-lines']);
  });

  it('start-of-hero-phase effects may come before the pick (FAQ): Rally, command points, dice', () => {
    const b = given('turf-war', { strict: true }).units([general('ag', ANN), unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).do({ type: 'ModelsSlain', data: { unit: 'a1', count: 2 } }).hero();
    b.do(
      { type: 'UnitRallied', data: { unit: 'a1', rolls: [6, 1] } },
      { type: 'CommandPointsSpent', data: { player: ANN, amount: 1, ability: 'Inspiring Presence' } },
      { type: 'CommandPointsGained', data: { player: ANN, amount: 1, source: 'a start-of-hero-phase ability' } },
      { type: 'DiceRolled', data: { rule: 'arcane-tome', player: ANN, values: [5] } },
    );
    expect(engine.available(b.state).mustPickBattleTactic).toBe(true);
    b.refuses({ type: 'TurnEnded', data: { player: ANN } }, 'battle-tactic/required');
    b.pick('gaining-momentum', { kind: 'unit', id: 'b1' }).endTurn();
  });

  it('an ability that slays models at the start of the hero phase comes before the pick (FAQ), and its victim cannot be named', () => {
    const b = given('turf-war', { strict: true }).units([general('ag', ANN), unit('a1', ANN), unit('b1', BOB), unit('b2', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).hero();
    b.do({ type: 'ModelsSlain', data: { unit: 'b1', count: 10, by: { unit: 'ag', means: 'ability' }, at: 'start-of-hero-phase' } });
    expect(b.state.units['b1']?.status).toBe('destroyed');
    const av = engine.available(b.state);
    expect(av.mustPickBattleTactic).toBe(true);
    expect(av.battleTactics[ANN]?.find((t) => t.id === 'gaining-momentum')?.targets?.map((t) => t.id)).toEqual(['b2']);
    b.refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: 'gaining-momentum', target: { kind: 'unit', id: 'b1' } } }, 'battle-tactic/invalid-target');
    b.pick('gaining-momentum', { kind: 'unit', id: 'b2' }).phase('movement');
  });

  it('the same slaying without the start-of-hero-phase stamp must wait for the pick', () => {
    const b = given('turf-war', { strict: true }).units([general('ag', ANN), unit('a1', ANN), unit('b1', BOB), unit('b2', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).hero();
    b.refuses({ type: 'ModelsSlain', data: { unit: 'b1', count: 10, by: { unit: 'ag', means: 'ability' } } }, 'battle-tactic/required');
    expect(b.state.units['b1']?.status).toBe('battlefield');
  });

  it('does not apply when the player has no tactic they may pick now', () => {
    // ann spends her three tactics that need no enemy target, then every enemy unit is gone: in round 4 the tactics
    // left need an enemy unit on the battlefield, a proving ground or a terrain feature in enemy territory
    const b = given('turf-war', { strict: true }).units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB), unit('b2', BOB)]).deploy(ANN);
    const bobPicks = ['an-eye-for-an-eye', 'barge-through-enemy-lines', 'against-the-odds'] as const;
    const annPicks = ['an-eye-for-an-eye', 'barge-through-enemy-lines', 'against-the-odds'] as const;
    for (let r = 0; r < 3; r++) {
      b.nextRound(ANN).turn(ANN).hero();
      b.pick(annPicks[r] as (typeof annPicks)[number], r === 2 ? { kind: 'unit', id: 'a1' } : undefined).endTurn();
      b.turn(BOB).hero();
      if (r === 2) b.pick('gaining-momentum', { kind: 'unit', id: 'a2' }).endTurn();
      else b.pick(bobPicks[r] as (typeof bobPicks)[number]).endTurn();
    }
    b.nextRound(ANN).turn(ANN).destroy('b1', { unit: 'a1' }).destroy('b2', { unit: 'a1' }).hero();
    const av = engine.available(b.state);
    expect(av.battleTactics[ANN]).toEqual([]);
    expect([av.canPickBattleTactic, av.mustPickBattleTactic]).toEqual([true, false]);
    b.phase('movement').endTurn();
    expect(selectBattleTactics(b.state).filter((t) => t.player === ANN && t.round === 4)).toEqual([]);
  });

  it('asks nothing before the hero phase, but a turn recorded without one still owes its pick', () => {
    const b = given('turf-war', { strict: true }).units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN);
    expect(engine.available(b.state).mustPickBattleTactic).toBe(false);
    b.do({ type: 'ObjectiveControlSet', data: { objective: 'objective-1', player: ANN } });
    // moving past the hero phase without recording it, or ending the turn with no phase recorded, is refused
    b.refuses({ type: 'PhaseStarted', data: { phase: 'movement' } }, 'battle-tactic/required');
    b.refuses({ type: 'TurnEnded', data: { player: ANN } }, 'battle-tactic/required');
    expect(b.check({ type: 'TurnEnded', data: { player: ANN } })[0]?.message).toMatch(/this turn recorded no hero phase; record PhaseStarted \(hero\) and the pick before TurnEnded; they may pick: .*Barge Through Enemy Lines/);
    // the app records the hero phase and the pick, then the turn goes on
    b.hero().pick('barge-through-enemy-lines').phase('movement').endTurn();
    expect(selectBattleTactics(b.state).map((t) => t.tactic)).toEqual(['barge-through-enemy-lines']);
  });

  it('a turn recorded without a hero phase owes nothing when there is nothing to pick, or with the requirement off', () => {
    // as above: ann has used her tactics that need no enemy target, and every enemy unit is gone
    const b = given('turf-war', { strict: true }).units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB), unit('b2', BOB)]).deploy(ANN);
    const bobPicks = ['an-eye-for-an-eye', 'barge-through-enemy-lines', 'against-the-odds'] as const;
    const annPicks = ['an-eye-for-an-eye', 'barge-through-enemy-lines', 'against-the-odds'] as const;
    for (let r = 0; r < 3; r++) {
      b.nextRound(ANN).turn(ANN).hero();
      b.pick(annPicks[r] as (typeof annPicks)[number], r === 2 ? { kind: 'unit', id: 'a1' } : undefined).endTurn();
      b.turn(BOB).hero();
      if (r === 2) b.pick('gaining-momentum', { kind: 'unit', id: 'a2' }).endTurn();
      else b.pick(bobPicks[r] as (typeof bobPicks)[number]).endTurn();
    }
    b.nextRound(ANN).turn(ANN).destroy('b1', { unit: 'a1' }).destroy('b2', { unit: 'a1' });
    expect(engine.available(b.state).battleTactics[ANN]).toEqual([]);
    b.endTurn();
    expect(selectBattleTactics(b.state).filter((t) => t.player === ANN && t.round === 4)).toEqual([]);
    // the same phase-less turn on an engine with the requirement off (engine option)
    const casual = given('turf-war').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).endTurn();
    expect(casual.engine.pack.options.battleTacticRequired).toBe(false);
    expect(selectBattleTactics(casual.state)).toEqual([]);
  });

  it('a concession or time may end the battle in the pick window', () => {
    inHeroPhase().do({ type: 'BattleEnded', data: { reason: 'concession', concededBy: ANN } });
    inHeroPhase().do({ type: 'BattleEnded', data: { reason: 'time' } });
  });

  it('Blighted Wilds turns go on with no pick: it has no battle tactics and no requirement', () => {
    const s = bwPlay(bwRound(bwDeployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'PhaseStarted', data: { phase: 'hero' } });
    const av = blightedWildsEngine.available(s);
    expect([av.canPickBattleTactic, av.mustPickBattleTactic, av.battleTactics['ann']]).toEqual([true, false, []]);
    expect(blightedWildsEngine.can(s, { type: 'PhaseStarted', data: { phase: 'movement' } })).toBe(true);
  });
});
