/**
 * The moments of the battle (ruling core/fact-moments), read through the authoring API: the turn a battle is in, the
 * turn before, the moment a report describes, and which reports belong to a turn.
 */
import { describe, expect, it } from 'vitest';
import { contestsAtEndOf, contestsNow, isOfTurn, momentOf, previousTurnKey, sameTurn, turnKeyOf, zonesAtEndOf } from 'battlepack-engine/authoring';
import { deployed3, engine3, round1Begun3, type Ev3, type State3 } from '../support/core-fixtures.js';

const turn = (player: 'ann' | 'bob'): Ev3[] => [
  { type: 'TurnStarted', data: { player } },
  { type: 'TurnEnded', data: { player } },
];
const round2: Ev3 = { type: 'PriorityDetermined', data: { round: 2, rolls: { ann: 5, bob: 2 }, firstTurn: 'ann' } };
const play = (...events: Ev3[]): State3 => engine3.replayOrThrow(events);
const report = (models: number, at?: 'end-of-turn'): Ev3 => ({
  type: 'ObjectiveContestReported',
  data: { contests: [{ unit: 'b1', objective: 'east', models }], ...(at === undefined ? {} : { at }) },
});

describe('turnKeyOf: the turn under way, else the turn that ended last', () => {
  it('through two rounds, turn by turn and between turns', () => {
    const [bobStarts, bobEnds] = turn('bob');
    const [annStarts, annEnds] = turn('ann');
    const steps: [Ev3[], { round: number; turn: number }][] = [
      [[], { round: 0, turn: 0 }],
      [[...deployed3], { round: 0, turn: 0 }],
      [[...round1Begun3], { round: 0, turn: 0 }],
      [[...round1Begun3, bobStarts as Ev3], { round: 1, turn: 1 }],
      [[...round1Begun3, bobStarts as Ev3, bobEnds as Ev3], { round: 1, turn: 1 }],
      [[...round1Begun3, ...turn('bob'), annStarts as Ev3], { round: 1, turn: 2 }],
      [[...round1Begun3, ...turn('bob'), annStarts as Ev3, annEnds as Ev3], { round: 1, turn: 2 }],
      // round 2 has begun, none of its turns yet: the last turn is round 1's second
      [[...round1Begun3, ...turn('bob'), ...turn('ann'), round2], { round: 1, turn: 2 }],
      [[...round1Begun3, ...turn('bob'), ...turn('ann'), round2, ...turn('ann')], { round: 2, turn: 1 }],
    ];
    for (const [events, key] of steps) expect(turnKeyOf(events.length === 0 ? engine3.initialState() : play(...events)), JSON.stringify(events.at(-1))).toEqual(key);
  });
});

describe('previousTurnKey and sameTurn', () => {
  it('the turn before: the first turn of the same round, the second of the round before, or after deployment', () => {
    expect(previousTurnKey({ round: 3, turn: 2 })).toEqual({ round: 3, turn: 1 });
    expect(previousTurnKey({ round: 3, turn: 1 })).toEqual({ round: 2, turn: 2 });
    expect(previousTurnKey({ round: 2, turn: 1 })).toEqual({ round: 1, turn: 2 });
    expect(previousTurnKey({ round: 1, turn: 2 })).toEqual({ round: 1, turn: 1 });
    expect(previousTurnKey({ round: 1, turn: 1 })).toEqual({ round: 0, turn: 0 });
    expect(previousTurnKey({ round: 0, turn: 0 })).toEqual({ round: 0, turn: 0 });
  });

  it('the same turn only when round and turn agree', () => {
    expect(sameTurn({ round: 2, turn: 1 }, { round: 2, turn: 1 })).toBe(true);
    expect(sameTurn({ round: 2, turn: 1 }, { round: 2, turn: 2 })).toBe(false);
    expect(sameTurn({ round: 2, turn: 1 }, { round: 1, turn: 1 })).toBe(false);
  });
});

describe('momentOf: the moment a report folded now describes', () => {
  it('inside a turn: the turn and its phase, or its end', () => {
    const s = play(...round1Begun3, { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'PhaseStarted', data: { phase: 'shooting' } });
    expect(momentOf(s, 9)).toEqual({ round: 1, turn: 1, phase: 'shooting', endOfTurn: false, eventIndex: 9 });
    expect(momentOf(s, 9, 'end-of-turn')).toEqual({ round: 1, turn: 1, phase: null, endOfTurn: true, eventIndex: 9 });
    // a turn with no phase recorded yet
    expect(momentOf(play(...round1Begun3, { type: 'TurnStarted', data: { player: 'bob' } }), 4)).toEqual({ round: 1, turn: 1, phase: null, endOfTurn: false, eventIndex: 4 });
  });

  it('between turns: the end of the turn that ended last; after deployment: round 0, no end of turn', () => {
    expect(momentOf(play(...round1Begun3, ...turn('bob')), 7)).toEqual({ round: 1, turn: 1, phase: null, endOfTurn: true, eventIndex: 7 });
    expect(momentOf(play(...round1Begun3, ...turn('bob')), 7, 'end-of-turn')).toEqual({ round: 1, turn: 1, phase: null, endOfTurn: true, eventIndex: 7 });
    expect(momentOf(play(...deployed3), 4)).toEqual({ round: 0, turn: 0, phase: null, endOfTurn: false, eventIndex: 4 });
  });
});

describe('isOfTurn and the reports of a turn', () => {
  it('a moment belongs to a turn when its round and turn agree, whatever its phase', () => {
    const m = { round: 2, turn: 1, phase: 'combat' as const, endOfTurn: false, eventIndex: 30 };
    expect(isOfTurn(m, { round: 2, turn: 1 })).toBe(true);
    expect(isOfTurn({ ...m, phase: null, endOfTurn: true }, { round: 2, turn: 1 })).toBe(true);
    expect(isOfTurn(m, { round: 2, turn: 2 })).toBe(false);
    expect(isOfTurn(m, { round: 1, turn: 1 })).toBe(false);
    expect(isOfTurn(null, { round: 0, turn: 0 })).toBe(false);
    expect(isOfTurn(undefined, { round: 0, turn: 0 })).toBe(false);
  });

  it('contestsAtEndOf and contestsNow read the reports of their turn, and contestsNow the end of the turn before', () => {
    const s = play(...round1Begun3, { type: 'TurnStarted', data: { player: 'bob' } }, report(5), { type: 'TurnEnded', data: { player: 'bob' } });
    const entries = [{ unit: 'b1', objective: 'east', models: 5 }];
    expect(contestsAtEndOf(s, 'east', { round: 1, turn: 1 })).toEqual(entries);
    expect(contestsAtEndOf(s, 'east', { round: 1, turn: 2 })).toBeUndefined();
    // the report covers every objective on the battlefield (none contesting west), and no other id
    expect(contestsAtEndOf(s, 'west', { round: 1, turn: 1 })).toEqual([]);
    expect(contestsAtEndOf(s, 'nowhere', { round: 1, turn: 1 })).toBeUndefined();
    expect(contestsNow(s, 'nowhere')).toBeUndefined();
    // now (between turns: the turn that ended), the turn after it, but not two turns later
    expect(contestsNow(s, 'east')).toEqual(entries);
    expect(contestsNow(s, 'east', { round: 1, turn: 2 })).toEqual(entries);
    expect(contestsNow(s, 'east', { round: 2, turn: 1 })).toBeUndefined();
    // nor a turn before the report's
    expect(contestsNow(s, 'east', { round: 0, turn: 0 })).toBeUndefined();
  });

  it('zonesAtEndOf reads the newest zone report naming the unit, of that turn only', () => {
    const s = play(
      ...round1Begun3,
      { type: 'TurnStarted', data: { player: 'bob' } },
      { type: 'ZonesReported', data: { units: { b1: { wholly: ['q1'] }, b2: { partly: ['q2'] } } } },
      { type: 'ZonesReported', data: { units: { b1: { wholly: ['q3'] } } } },
    );
    expect(zonesAtEndOf(s, 'b1', { round: 1, turn: 1 })).toEqual({ wholly: ['q3'], partly: [] });
    expect(zonesAtEndOf(s, 'b2', { round: 1, turn: 1 })).toEqual({ wholly: [], partly: ['q2'] });
    expect(zonesAtEndOf(s, 'b1', { round: 0, turn: 0 })).toBeUndefined();
    expect(zonesAtEndOf(s, 'a1', { round: 1, turn: 1 })).toBeUndefined();
  });
});
