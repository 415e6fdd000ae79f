import { describe, expect, it } from 'vitest';
import { createEngine, type RuleViolation } from '../../src/index.js';
import { battle3, bobHeroPhase3, engine3, engine3Required, round1Begun3, type Ev3 } from '../support/core-fixtures.js';
import { testPack } from '../support/test-pack.js';

// A pack's `options.battleTacticRequired` (ruling gallet/battle-tactic-required): while the active player's pick window
// is open and they have a tactic they may pick, whatever would close the window is refused.

const codes = (vs: readonly RuleViolation[]): string[] => vs.map((v) => v.code);
const at = (events: readonly Ev3[]) => engine3Required.replayOrThrow(events);

// every kind of event that may come in bob's open pick window (each accepted by the pack without the requirement)
const inWindow: readonly { readonly event: Ev3; readonly keeps: boolean }[] = [
  { event: { type: 'CommandPointsGained', data: { player: 'bob', amount: 1, source: 'a start-of-hero-phase ability' } }, keeps: true },
  { event: { type: 'CommandPointsSpent', data: { player: 'bob', amount: 1, ability: 'Inspiring Presence' } }, keeps: true },
  { event: { type: 'DiceRolled', data: { rule: 'arcane-tome', player: 'bob', values: [4] } }, keeps: true },
  { event: { type: 'PhaseStarted', data: { phase: 'movement' } }, keeps: false },
  { event: { type: 'TurnEnded', data: { player: 'bob' } }, keeps: false },
  { event: { type: 'ModelsSlain', data: { unit: 'a1', count: 1, by: { unit: 'b1' } } }, keeps: false },
  { event: { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'b1', objective: 'east', models: 5 }] } }, keeps: false },
  { event: { type: 'ZonesReported', data: { units: { b1: { wholly: ['q1'] } } } }, keeps: false },
  { event: { type: 'ObjectiveControlSet', data: { objective: 'east', player: 'bob' } }, keeps: false },
  { event: { type: 'UnitArrived', data: { unit: 'b3' } }, keeps: false },
  { event: { type: 'BeaconLit', data: { player: 'bob', objective: 'east' } }, keeps: false },
];

describe('a battle tactic required in every hero phase (options.battleTacticRequired)', () => {
  it('refuses the end of the turn, or the next phase, before the pick, naming the tactics that may be picked', () => {
    const hero = at(bobHeroPhase3);
    expect(engine3Required.available(hero).mustPickBattleTactic).toBe(true);
    for (const e of [{ type: 'TurnEnded', data: { player: 'bob' } }, { type: 'PhaseStarted', data: { phase: 'movement' } }] as const) {
      const r = engine3Required.apply(hero, e);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(codes(r.violations)).toEqual(['battle-tactic/required']);
      expect(r.violations[0]?.message).toMatch(/Bob must pick a battle tactic/);
      expect(r.violations[0]?.message).toMatch(/Slay the Foe \(slay-the-foe\), Hold Fast \(hold-fast\)/);
    }
    // once a tactic is picked the turn goes on
    const picked = engine3Required.applyOrThrow(hero, { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'hold-fast' } });
    expect(engine3Required.available(picked).mustPickBattleTactic).toBe(false);
    expect(engine3Required.can(picked, { type: 'TurnEnded', data: { player: 'bob' } })).toBe(true);
  });

  it('a whole battle with a pick in every hero phase replays as before', () => {
    const required = engine3Required.replay(battle3);
    const optional = engine3.replay(battle3);
    expect(required.ok).toBe(true);
    expect(optional.ok).toBe(true);
    if (required.ok && optional.ok) expect(JSON.stringify(required.state)).toBe(JSON.stringify(optional.state));
  });

  it('start-of-hero-phase effects (command points, dice, marked pack events) may come before the pick; anything else is refused', () => {
    const hero = at([...bobHeroPhase3, { type: 'CommandPointsGained', data: { player: 'bob', amount: 2, source: 'setup for the test' } }]);
    const heroOptional = engine3.replayOrThrow([...bobHeroPhase3, { type: 'CommandPointsGained', data: { player: 'bob', amount: 2, source: 'setup for the test' } }]);
    for (const { event, keeps } of inWindow) {
      // without the requirement the event is accepted, and it leaves the window open exactly when it keeps it
      const optional = engine3.apply(heroOptional, event);
      expect(optional.ok, event.type).toBe(true);
      if (optional.ok) expect(engine3.available(optional.state).canPickBattleTactic, event.type).toBe(keeps);
      // with it, the events that close the window are refused until the pick
      expect(codes(engine3Required.check(hero, event)), event.type).toEqual(keeps ? [] : ['battle-tactic/required']);
    }
    // a pack event marked as a start-of-hero-phase effect keeps the window open too
    const marked = createEngine({
      ...testPack,
      options: { ...testPack.options, battleTacticRequired: true },
      events: [{ ...testPack.events[0], startOfHeroPhase: true }] as const,
    });
    const s = marked.applyOrThrow(marked.replayOrThrow(bobHeroPhase3), { type: 'BeaconLit', data: { player: 'bob', objective: 'east' } });
    expect(marked.available(s).mustPickBattleTactic).toBe(true);
    expect(codes(marked.check(s, { type: 'TurnEnded', data: { player: 'bob' } }))).toEqual(['battle-tactic/required']);
  });

  it('does not apply when the player has no tactic they may pick now', () => {
    // round 2: bob picked Hold Fast in round 1; ann's units are all off the battlefield, so Slay the Foe has no target
    const events: Ev3[] = [
      ...bobHeroPhase3,
      { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'hold-fast' } },
      { type: 'UnitDestroyed', data: { unit: 'a1', by: { unit: 'b1' } } },
      { type: 'UnitDestroyed', data: { unit: 'a2', by: { unit: 'b1' } } },
      { type: 'TurnEnded', data: { player: 'bob' } },
      { type: 'TurnStarted', data: { player: 'ann' } },
      { type: 'PhaseStarted', data: { phase: 'hero' } },
      { type: 'BattleTacticPicked', data: { player: 'ann', tactic: 'hold-fast' } },
      { type: 'TurnEnded', data: { player: 'ann' } },
      { type: 'PriorityDetermined', data: { round: 2, rolls: { ann: 1, bob: 5 }, firstTurn: 'bob' } },
      { type: 'TurnStarted', data: { player: 'bob' } },
      { type: 'PhaseStarted', data: { phase: 'hero' } },
    ];
    const s = at(events);
    const av = engine3Required.available(s);
    expect(av.battleTactics['bob']).toEqual([]);
    expect(av.canPickBattleTactic).toBe(true);
    expect(av.mustPickBattleTactic).toBe(false);
    expect(engine3Required.can(s, { type: 'TurnEnded', data: { player: 'bob' } })).toBe(true);
  });

  it('does not apply in a pack that does not require a pick, nor to the end of the battle', () => {
    const hero = engine3.replayOrThrow(bobHeroPhase3);
    expect(engine3.available(hero).mustPickBattleTactic).toBe(false);
    expect(engine3.can(hero, { type: 'TurnEnded', data: { player: 'bob' } })).toBe(true);
    // a concession, time or an agreement ends the battle whatever is owed
    const required = at(bobHeroPhase3);
    expect(engine3Required.can(required, { type: 'BattleEnded', data: { reason: 'concession', concededBy: 'bob' } })).toBe(true);
    expect(engine3Required.can(required, { type: 'BattleEnded', data: { reason: 'time' } })).toBe(true);
  });

  it('only the hero phase opens the window, but a turn recorded without one still owes the pick when it moves past it', () => {
    const turnStarted = at([...round1Begun3, { type: 'TurnStarted', data: { player: 'bob' } }]);
    expect(engine3Required.available(turnStarted).mustPickBattleTactic).toBe(false);
    expect(engine3Required.can(turnStarted, { type: 'ObjectiveControlSet', data: { objective: 'east', player: 'bob' } })).toBe(true);
    for (const e of [{ type: 'TurnEnded', data: { player: 'bob' } }, { type: 'PhaseStarted', data: { phase: 'shooting' } }] as const) {
      const r = engine3Required.check(turnStarted, e);
      expect(codes(r), e.type).toEqual(['battle-tactic/required']);
      expect(r[0]?.path).toEqual(['type']);
      expect(r[0]?.message).toMatch(/this turn recorded no hero phase/);
    }
    // the hero phase itself may start, and the pick then clears the debt
    expect(engine3Required.can(turnStarted, { type: 'PhaseStarted', data: { phase: 'hero' } })).toBe(true);
    // the pack without the requirement lets the phase-less turn end
    expect(engine3.can(turnStarted, { type: 'TurnEnded', data: { player: 'bob' } })).toBe(true);
  });
});
