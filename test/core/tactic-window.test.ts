import { selectBattleTactics } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import type { RuleViolation } from '../../src/index.js';
import { bobHeroPhase3, engine3, engine3Required, round1Begun3, type Ev3 } from '../support/core-fixtures.js';

// Ruling core/tactic-window: the Handbook's FAQ lets every start-of-hero-phase ability and effect come before the
// battle-tactic pick; the pick is owed before anything that is not one.

const codes = (vs: readonly RuleViolation[]): string[] => vs.map((v) => v.code);
const at = (events: readonly Ev3[]) => engine3Required.replayOrThrow(events);
const pick = (tactic: 'slay-the-foe' | 'hold-fast', target?: string): Ev3 =>
  ({ type: 'BattleTacticPicked', data: { player: 'bob', tactic, ...(target === undefined ? {} : { target: { kind: 'unit', id: target } }) } }) as Ev3;

describe('start-of-hero-phase effects before the pick (ruling core/tactic-window)', () => {
  it('an ability that slays at the start of the hero phase comes before the pick, and the unit it destroys can no longer be named', () => {
    const hero = at(bobHeroPhase3);
    const slain: Ev3 = { type: 'ModelsSlain', data: { unit: 'a1', count: 10, by: { unit: 'b1', means: 'ability' }, at: 'start-of-hero-phase' } };
    const after = engine3Required.applyOrThrow(hero, slain);
    expect(after.units['a1']?.status).toBe('destroyed');
    // the window is still open and the pick still owed
    const av = engine3Required.available(after);
    expect([av.canPickBattleTactic, av.mustPickBattleTactic]).toEqual([true, true]);
    expect(av.battleTactics['bob']?.find((t) => t.id === 'slay-the-foe')?.targets?.map((t) => t.id)).toEqual(['a2']);
    // the FAQ's point: the unit slain before the pick is not a target any more
    const refused = engine3Required.check(after, pick('slay-the-foe', 'a1'));
    expect(codes(refused)).toEqual(['battle-tactic/invalid-target']);
    expect(engine3Required.can(after, pick('slay-the-foe', 'a2'))).toBe(true);
  });

  it('the same casualty without the stamp is not a start-of-hero-phase effect: refused while the pick is owed', () => {
    const hero = at(bobHeroPhase3);
    const r = engine3Required.check(hero, { type: 'ModelsSlain', data: { unit: 'a1', count: 10, by: { unit: 'b1', means: 'ability' } } });
    expect(codes(r)).toEqual(['battle-tactic/required']);
  });

  it('stamped destructions, summons and removals all keep the window open, in any order, before and after the pick', () => {
    const events: Ev3[] = [
      { type: 'UnitDestroyed', data: { unit: 'a2', by: { unit: 'b1', means: 'spell' }, at: 'start-of-hero-phase' } },
      { type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 'b9', owner: 'bob', name: 'Summoned', wounds: 1, models: 5 }], at: 'start-of-hero-phase' } },
      pick('hold-fast'),
      { type: 'UnitRemoved', data: { unit: 'b2', reason: 'other', at: 'start-of-hero-phase' } },
      { type: 'ModelsSlain', data: { unit: 'a1', count: 1, at: 'start-of-hero-phase' } },
    ];
    let s = at(bobHeroPhase3);
    for (const e of events) {
      s = engine3Required.applyOrThrow(s, e);
      expect(s.clock.turn?.tacticWindow, e.type).toBe(true);
    }
    expect(selectBattleTactics(s).map((t) => t.tactic)).toEqual(['hold-fast']);
    // the pick is made: the window stays open for other start-of-hero-phase effects, but no second pick
    expect(engine3Required.available(s).canPickBattleTactic).toBe(false);
    expect(codes(engine3Required.check(s, pick('slay-the-foe', 'a1')))).toEqual(['battle-tactic/one-per-turn']);
  });

  it('a stamped effect outside the start of the hero phase is refused (before it, or once another action ended it)', () => {
    const slain: Ev3 = { type: 'ModelsSlain', data: { unit: 'a1', count: 1, at: 'start-of-hero-phase' } };
    const beforeHero = engine3.replayOrThrow([...round1Begun3, { type: 'TurnStarted', data: { player: 'bob' } }]);
    const r1 = engine3.check(beforeHero, slain);
    expect(codes(r1)).toEqual(['phase/not-start-of-hero-phase']);
    expect(r1[0]?.path).toEqual(['data', 'at']);
    expect(r1[0]?.message).toMatch(/the hero phase has not started/);
    // an unstamped casualty ends the start of the hero phase
    const ended = engine3.replayOrThrow([...bobHeroPhase3, pick('hold-fast'), { type: 'ModelsSlain', data: { unit: 'a1', count: 1 } }]);
    expect(ended.clock.turn?.tacticWindow).toBe(false);
    const r2 = engine3.check(ended, slain);
    expect(codes(r2)).toEqual(['phase/not-start-of-hero-phase']);
    expect(r2[0]?.message).toMatch(/the start of the hero phase is over/);
    // in a later phase
    const movement = engine3.replayOrThrow([...bobHeroPhase3, pick('hold-fast'), { type: 'PhaseStarted', data: { phase: 'movement' } }]);
    expect(engine3.check(movement, slain)[0]?.message).toMatch(/the turn is in the movement phase/);
    // the same stamped effect in the window is accepted
    expect(engine3.can(at(bobHeroPhase3), slain)).toBe(true);
  });

  it('a hand contest report ends the window (it is not a start-of-hero-phase effect)', () => {
    const hero = engine3.replayOrThrow(bobHeroPhase3);
    const contest = engine3.applyOrThrow(hero, { type: 'ObjectiveContestReported', data: { contests: [] } });
    expect(contest.clock.turn?.tacticWindow).toBe(false);
    expect(codes(engine3.check(contest, pick('hold-fast')))).toEqual(['battle-tactic/not-hero-phase-start']);
  });
});

describe('the refusals of the pick window, in full', () => {
  const slain: Ev3 = { type: 'ModelsSlain', data: { unit: 'a1', count: 1, at: 'start-of-hero-phase' } };
  const misplaced = (now: string, eventIndex: number): RuleViolation => ({
    code: 'phase/not-start-of-hero-phase',
    message: `ModelsSlain is stamped at the start of the hero phase, but ${now}; it comes after PhaseStarted hero and before any other action of that phase.`,
    path: ['data', 'at'],
    eventIndex,
  });
  const owed = (when: string, eventIndex: number): RuleViolation => ({
    code: 'battle-tactic/required',
    message: `Bob must pick a battle tactic at the start of their hero phase, ${when}; they may pick: Slay the Foe (slay-the-foe), Hold Fast (hold-fast).`,
    path: ['type'],
    ref: 'bob',
    eventIndex,
  });

  it('phase/not-start-of-hero-phase: between turns, before the hero phase, in another phase, once the start is over', () => {
    expect(engine3.check(engine3.replayOrThrow(round1Begun3), slain)).toEqual([misplaced('no turn is under way', 5)]);
    const turnStarted = engine3.replayOrThrow([...round1Begun3, { type: 'TurnStarted', data: { player: 'bob' } }]);
    expect(engine3.check(turnStarted, slain)).toEqual([misplaced('the hero phase has not started', 6)]);
    const movement = engine3.replayOrThrow([...bobHeroPhase3, pick('hold-fast'), { type: 'PhaseStarted', data: { phase: 'movement' } }]);
    expect(engine3.check(movement, slain)).toEqual([misplaced('the turn is in the movement phase', 9)]);
    const over = engine3.replayOrThrow([...bobHeroPhase3, { type: 'ObjectiveContestReported', data: { contests: [] } }]);
    expect(engine3.check(over, slain)).toEqual([misplaced('the start of the hero phase is over', 8)]);
    // an unstamped casualty is not asked about the start of the hero phase
    expect(engine3.check(over, { type: 'ModelsSlain', data: { unit: 'a1', count: 1 } })).toEqual([]);
  });

  it('battle-tactic/required: closing the window, or moving past a hero phase the turn never recorded', () => {
    const hero = at(bobHeroPhase3);
    expect(engine3Required.check(hero, { type: 'TurnEnded', data: { player: 'bob' } })).toEqual([owed('before TurnEnded closes the pick window', 7)]);
    const turnStarted = at([...round1Begun3, { type: 'TurnStarted', data: { player: 'bob' } }]);
    expect(engine3Required.check(turnStarted, { type: 'PhaseStarted', data: { phase: 'shooting' } })).toEqual([
      owed('but this turn recorded no hero phase; record PhaseStarted (hero) and the pick before PhaseStarted', 6),
    ]);
    expect(engine3Required.check(turnStarted, { type: 'TurnEnded', data: { player: 'bob' } })).toEqual([
      owed('but this turn recorded no hero phase; record PhaseStarted (hero) and the pick before TurnEnded', 6),
    ]);
    // no pick can be made before the hero phase starts, so a phase-less turn has never picked
    expect(engine3Required.check(turnStarted, pick('hold-fast'))).toEqual([
      { code: 'battle-tactic/not-hero-phase-start', message: 'A battle tactic is picked at the start of your hero phase, before other actions of that phase.', path: ['type'], ref: 'hold-fast', eventIndex: 6 },
    ]);
    // the end of the battle ends the turn: nothing is owed after it
    const conceded = engine3Required.applyOrThrow(hero, { type: 'BattleEnded', data: { reason: 'concession', concededBy: 'bob' } });
    expect([conceded.clock.stage, conceded.clock.turn]).toEqual(['ended', null]);
    expect(engine3Required.available(conceded).mustPickBattleTactic).toBe(false);
    // other events of a phase-less turn are not held up, nor is the hero phase itself
    expect(engine3Required.check(turnStarted, { type: 'ObjectiveContestReported', data: { contests: [] } })).toEqual([]);
    expect(engine3Required.check(turnStarted, { type: 'PhaseStarted', data: { phase: 'hero' } })).toEqual([]);
  });

  it('a phase-less turn of the second player owes the pick too, only in a pack that requires one', () => {
    const events: Ev3[] = [
      ...bobHeroPhase3,
      pick('hold-fast'),
      { type: 'TurnEnded', data: { player: 'bob' } },
      { type: 'TurnStarted', data: { player: 'ann' } },
    ];
    const annTurn = at(events);
    expect(codes(engine3Required.check(annTurn, { type: 'TurnEnded', data: { player: 'ann' } }))).toEqual(['battle-tactic/required']);
    // the same turn in a battle that does not require a pick
    expect(engine3.check(engine3.replayOrThrow(events), { type: 'TurnEnded', data: { player: 'ann' } })).toEqual([]);
  });

  it('pickable tactics: not the one the player picked before; the others with their targets (null: none needed)', () => {
    const s = at([...bobHeroPhase3, pick('hold-fast'), { type: 'TurnEnded', data: { player: 'bob' } }, { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'PhaseStarted', data: { phase: 'hero' } }]);
    const av = engine3Required.available(s);
    expect(av.battleTactics['bob']?.map((t) => t.id)).toEqual(['slay-the-foe']);
    expect(av.battleTactics['ann']).toEqual([
      { id: 'slay-the-foe', name: 'Slay the Foe', targets: [{ kind: 'unit', id: 'b1' }, { kind: 'unit', id: 'b2' }] },
      { id: 'hold-fast', name: 'Hold Fast', targets: null },
    ]);
  });
});
