/**
 * Facts have a moment (rulings core/fact-moments, core/control-checkpoints, core/instant-facts): every contest and zone
 * report is stamped with the moment it describes, control moves only at the checkpoints, and a destroying event can
 * carry what the unit was contesting at that instant.
 */
import { selectBattleTactics, selectDestroyed, selectLedger, selectRounds, selectTurnSummaries } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { type BattleState, type DestroyedRecord } from '../../src/index.js';
import { contestsAtEndOf, contestsNow, turnKeyOf, zonesAtEndOf } from '../../src/authoring.js';
import { deployed3, engine3, round1Begun3, type Ev3, type State3 } from '../support/core-fixtures.js';
import { selectReports } from '../../src/index.js';

const bobsTurn: Ev3 = { type: 'TurnStarted', data: { player: 'bob' } };
const bobEnds: Ev3 = { type: 'TurnEnded', data: { player: 'bob' } };
const phase = (p: 'hero' | 'movement' | 'shooting' | 'combat' | 'battleshock'): Ev3 => ({ type: 'PhaseStarted', data: { phase: p } });
const report = (contests: { unit: string; objective: string; models: number }[], at?: 'end-of-turn'): Ev3 => ({
  type: 'ObjectiveContestReported',
  data: at === undefined ? { contests } : { contests, at },
});
const play = (...events: Ev3[]): State3 => engine3.replayOrThrow(events);
const more = (from: State3, ...events: Ev3[]): State3 => events.reduce((s, e) => engine3.applyOrThrow(s, e), from);

describe('every report is stamped with the moment it describes', () => {
  it('during a turn: that turn and its phase; with at: end-of-turn, the end of it', () => {
    const s = play(...round1Begun3, bobsTurn, phase('hero'), phase('movement'), report([{ unit: 'b1', objective: 'east', models: 5 }]));
    expect(selectReports(s).reportedAt.contests['east']).toEqual({ round: 1, turn: 1, phase: 'movement', endOfTurn: false, eventIndex: s.eventCount - 1 });
    const t = engine3.applyOrThrow(s, report([], 'end-of-turn'));
    expect(selectReports(t).reportedAt.contests['east']).toMatchObject({ round: 1, turn: 1, phase: null, endOfTurn: true });
    const z = engine3.applyOrThrow(s, { type: 'ZonesReported', data: { units: { b1: { wholly: ['neutral'] } } } });
    expect(selectReports(z).reportedAt.zones['b1']).toMatchObject({ round: 1, turn: 1, phase: 'movement', endOfTurn: false });
    expect(zonesAtEndOf(z, 'b1', { round: 1, turn: 1 })).toEqual({ wholly: ['neutral'], partly: [] });
    expect(zonesAtEndOf(z, 'b1', { round: 1, turn: 2 })).toBeUndefined();
  });

  it('between turns: the end of the turn that ended last; after deployment: round 0', () => {
    const between = play(...round1Begun3, bobsTurn, bobEnds, report([]));
    expect(selectReports(between).reportedAt.contests['centre']).toMatchObject({ round: 1, turn: 1, phase: null, endOfTurn: true });
    const afterDeployment = play(...deployed3, report([]));
    expect(selectReports(afterDeployment).reportedAt.contests['centre']).toMatchObject({ round: 0, turn: 0, phase: null, endOfTurn: false });
    // the start of round 1, before its first turn: still the table after deployment
    expect(turnKeyOf(play(...round1Begun3))).toEqual({ round: 0, turn: 0 });
  });

  it('a state saved before stamps existed (no reportedAt) is read as if nothing had been stamped', () => {
    const s = play(...round1Begun3, bobsTurn, report([{ unit: 'b1', objective: 'east', models: 5 }]));
    // such a state is a 0.1 state: every field on its root
    const { setup, clock, board, history, units, ...rest } = JSON.parse(JSON.stringify(s)) as Record<string, Record<string, unknown>>;
    const flatUnits = Object.fromEntries(Object.entries(units as Record<string, { def: object }>).map(([id, { def, ...status }]) => [id, { ...def, ...status }]));
    // 0.1 kept its histories as plain lists
    const lists = { rounds: selectRounds(s), tactics: selectBattleTactics(s), destroyed: selectDestroyed(s), ledger: selectLedger(s), turnSummaries: selectTurnSummaries(s) };
    void history;
    // and its reports as plain lists, one per objective and per unit, with no moments
    const { contests, zones } = selectReports(s);
    const old: Record<string, unknown> = JSON.parse(JSON.stringify({ ...setup, ...clock, ...board, contests, zones, ...lists, ...rest, units: flatUnits })) as Record<string, unknown>;
    const r = engine3.apply(old as unknown as State3, bobEnds);
    expect(r.ok).toBe(true);
    // its report belongs to no moment: the end-of-turn check does not read it
    if (r.ok) expect(r.state.board.objectives['east']?.controller).toBeNull();
  });
});

describe('control moves only at the checkpoints (ruling core/control-checkpoints)', () => {
  it('a report made mid-turn moves nothing until the turn ends', () => {
    const s = play(...round1Begun3, bobsTurn, phase('movement'), report([{ unit: 'b1', objective: 'east', models: 5 }]));
    expect(s.board.objectives['east']?.controller).toBeNull();
    const ended = engine3.applyOrThrow(s, bobEnds);
    expect(ended.board.objectives['east']).toMatchObject({ controller: 'bob', controlChangedAt: { round: 1, turn: 1, eventIndex: ended.eventCount - 1 } });
  });

  it('a mid-turn report is superseded by a later one of the same turn: sticky control never kept what the end of the turn does not show (issue 12, item 4)', () => {
    // b1 stands on the east objective in the movement phase and has left it by the end of the turn
    const s = play(...round1Begun3, bobsTurn, phase('movement'), report([{ unit: 'b1', objective: 'east', models: 5 }]), phase('battleshock'), report([], 'end-of-turn'), bobEnds);
    expect(s.board.objectives['east']?.controller).toBeNull();
  });

  it('with no report of the turn, control stays as it is (the default)', () => {
    const held = play(...round1Begun3, bobsTurn, report([{ unit: 'b1', objective: 'east', models: 5 }]), bobEnds);
    expect(held.board.objectives['east']?.controller).toBe('bob');
    // ann's turn: b1 is destroyed, a1 was on the objective last turn, nobody reports: bob keeps it
    const next = more(held, { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'UnitDestroyed', data: { unit: 'b1', by: { unit: 'a1' } } }, { type: 'TurnEnded', data: { player: 'ann' } });
    expect(next.board.objectives['east']?.controller).toBe('bob');
    expect(contestsAtEndOf(next, 'east', { round: 1, turn: 2 })).toBeUndefined();
  });

  it('after deployment: the reports made then are counted when the first turn order is set', () => {
    const s = play(...deployed3, report([{ unit: 'b2', objective: 'east', models: 20 }]));
    expect(s.board.objectives['east']?.controller).toBeNull();
    const r1 = engine3.applyOrThrow(s, { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'bob' } });
    expect(r1.board.objectives['east']).toMatchObject({ controller: 'bob', controlChangedAt: { round: 0, turn: 0 } });
    // a report made once the round has begun (before its first turn) belongs to no checkpoint still to come
    const late = play(...round1Begun3, report([{ unit: 'b2', objective: 'east', models: 20 }]), bobsTurn, bobEnds);
    expect(late.board.objectives['east']?.controller).toBeNull();
  });

  it('ObjectiveControlSet, the players\' statement of control, still applies at once', () => {
    const s = play(...round1Begun3, bobsTurn, { type: 'ObjectiveControlSet', data: { objective: 'west', player: 'ann' } });
    expect(s.board.objectives['west']?.controller).toBe('ann');
  });
});

describe('the table now: reports of this turn or of the end of the turn before', () => {
  it('contestsNow reads this turn and the previous one, not older', () => {
    const s = play(...round1Begun3, bobsTurn, report([{ unit: 'b1', objective: 'east', models: 5 }]), bobEnds, { type: 'TurnStarted', data: { player: 'ann' } });
    expect(contestsNow(s, 'east')).toEqual([{ unit: 'b1', objective: 'east', models: 5 }]);
    const later = more(s, { type: 'TurnEnded', data: { player: 'ann' } }, { type: 'PriorityDetermined', data: { round: 2, rolls: { ann: 5, bob: 2 }, firstTurn: 'ann' } }, { type: 'TurnStarted', data: { player: 'ann' } });
    expect(contestsNow(later, 'east')).toBeUndefined();
  });
});

describe('a destroying event can carry the fact of that instant (ruling core/instant-facts)', () => {
  it('records the objectives the unit was contesting, with the models it had then', () => {
    const s = play(...round1Begun3, bobsTurn, { type: 'ModelsSlain', data: { unit: 'b1', count: 2 } }, { type: 'UnitDestroyed', data: { unit: 'b1', contesting: ['east', 'east', 'centre'] } });
    const d = selectDestroyed(s).at(-1) as DestroyedRecord;
    expect(d.contesting).toEqual([
      { objective: 'east', models: 3 },
      { objective: 'centre', models: 3 },
    ]);
  });

  it('is absent when the event does not say, and refused on an objective that is not there or a blow that does not destroy', () => {
    const s = play(...round1Begun3, bobsTurn, { type: 'UnitDestroyed', data: { unit: 'b1' } });
    expect('contesting' in (selectDestroyed(s).at(-1) ?? {})).toBe(false);
    const at = play(...round1Begun3, bobsTurn);
    expect(engine3.check(at, { type: 'UnitDestroyed', data: { unit: 'b1', contesting: ['nowhere'] } }).map((v) => v.code)).toEqual(['objective/unknown']);
    expect(engine3.check(at, { type: 'ModelsSlain', data: { unit: 'b1', count: 5, contesting: ['east'] } })).toEqual([]);
    expect(engine3.check(at, { type: 'ModelsSlain', data: { unit: 'b1', count: 4, contesting: ['east'] } }).map((v) => v.code)).toEqual(['contest/not-destroyed']);
  });
});
