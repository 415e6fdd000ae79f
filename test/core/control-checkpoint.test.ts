/**
 * The control checkpoint (rulings core/control-checkpoints, core/contest-after-casualties, core/one-objective-per-unit):
 * each side's count from the contest reports of the moment, the pack's contest hooks, sticky control, the battleplan's
 * filter, read with `selectNextCheckpointControl` and folded at the end of a turn.
 */
import { describe, expect, it } from 'vitest';
import { selectNextCheckpointControl, selectReports } from 'battlepack-engine';
import type { ContestEntry } from 'battlepack-engine/authoring';
import { createEngine } from '../../src/index.js';
import { tableRules } from '../../src/table/engine-rules.js';
import { engine3, engine4, round1Begun3, deployed4, type Ev3, type Ev4, type State3, type State4 } from '../support/core-fixtures.js';
import { testPack } from '../support/test-pack.js';
import { testPack4e } from '../support/test-pack-4e.js';

type Entry = ContestEntry;
const bobsTurn: Ev3[] = [...round1Begun3, { type: 'TurnStarted', data: { player: 'bob' } }];
const report3 = (contests: Entry[], objectives?: string[]): Ev3 => ({ type: 'ObjectiveContestReported', data: objectives === undefined ? { contests } : { contests, objectives } });
const at3 = (...events: Ev3[]): State3 => engine3.replayOrThrow([...bobsTurn, ...events]);
const next3 = (s: State3, pack = testPack) => selectNextCheckpointControl(pack, s);
const catsTurn: Ev4[] = [...deployed4, { type: 'PriorityDetermined', data: { round: 1, rolls: { cat: 4, dan: 2 }, winner: 'cat', firstTurn: 'cat' } }, { type: 'TurnStarted', data: { player: 'cat' } }];
const at4 = (...events: Ev4[]): State4 => engine4.replayOrThrow([...catsTurn, ...events]);
const report4 = (contests: Entry[]): Ev4 => ({ type: 'ObjectiveContestReported', data: { contests } });

describe('3rd edition: models, capped by the models left', () => {
  it('more models wins; equal counts, none included, leave control where it is', () => {
    const s = at3(report3([{ unit: 'a1', objective: 'centre', models: 6 }, { unit: 'b1', objective: 'centre', models: 5 }, { unit: 'b2', objective: 'east', models: 3 }]));
    expect(next3(s)).toEqual({ west: null, centre: 'ann', east: 'bob' });
    // bob holds west and centre by the players' word; a tie on centre and nobody on west keep them his
    const held = at3({ type: 'ObjectiveControlSet', data: { objective: 'west', player: 'bob' } }, { type: 'ObjectiveControlSet', data: { objective: 'centre', player: 'bob' } });
    const tie = engine3.applyOrThrow(held, report3([{ unit: 'a1', objective: 'centre', models: 5 }, { unit: 'b1', objective: 'centre', models: 5 }]));
    expect(next3(tie)).toEqual({ west: 'bob', centre: 'bob', east: null });
    // one more model: ann takes it
    const more = engine3.applyOrThrow(held, report3([{ unit: 'a1', objective: 'centre', models: 6 }, { unit: 'b1', objective: 'centre', models: 5 }]));
    expect(next3(more)).toEqual({ west: 'bob', centre: 'ann', east: null });
  });

  it('a unit counts no more models than it has left at the checkpoint', () => {
    // b1 has 5 models; reported with 5 against a1's 4, then 2 of b1 are slain: 3 against 4
    const s = at3(report3([{ unit: 'a1', objective: 'centre', models: 4 }, { unit: 'b1', objective: 'centre', models: 5 }]));
    expect(next3(s)['centre']).toBe('bob');
    expect(next3(engine3.applyOrThrow(s, { type: 'ModelsSlain', data: { unit: 'b1', count: 2 } }))['centre']).toBe('ann');
    // an entry marked counts: false does not count in 3rd edition either
    expect(next3(at3(report3([{ unit: 'a1', objective: 'centre', models: 1 }, { unit: 'b2', objective: 'centre', models: 9, counts: false }])))['centre']).toBe('ann');
  });

  it('a unit destroyed after the report counts nothing', () => {
    const s = at3(report3([{ unit: 'a1', objective: 'centre', models: 2 }, { unit: 'b1', objective: 'centre', models: 5 }]), { type: 'UnitDestroyed', data: { unit: 'b1' } });
    expect(next3(s)['centre']).toBe('ann');
  });

  it('the fold gives the same control at the end of the turn, stamped with the event; a set to the same player keeps the first stamp', () => {
    const s = at3(report3([{ unit: 'a1', objective: 'centre', models: 6 }, { unit: 'b2', objective: 'east', models: 3 }]));
    const ended = engine3.applyOrThrow(s, { type: 'TurnEnded', data: { player: 'bob' } });
    expect(ended.board.objectives['centre']).toMatchObject({ controller: 'ann', controlChangedAt: { round: 1, turn: 1, eventIndex: ended.eventCount - 1 } });
    expect(ended.board.objectives['east']).toMatchObject({ controller: 'bob', controlChangedAt: { round: 1, turn: 1, eventIndex: ended.eventCount - 1 } });
    expect(ended.board.objectives['west']).toMatchObject({ controller: null, controlChangedAt: null });
    const set = at3({ type: 'ObjectiveControlSet', data: { objective: 'west', player: 'bob' } });
    const again = engine3.applyOrThrow(set, { type: 'ObjectiveControlSet', data: { objective: 'west', player: 'bob' } });
    expect(again.board.objectives['west']?.controlChangedAt).toEqual({ round: 1, turn: 1, eventIndex: set.eventCount - 1 });
  });
});

describe('the reports a checkpoint reads', () => {
  it('a report covers the objectives it names (others keep theirs) or every objective on the battlefield; entries elsewhere are dropped', () => {
    const first = at3(report3([{ unit: 'b2', objective: 'east', models: 3 }, { unit: 'a1', objective: 'west', models: 2 }]));
    expect(selectReports(first).contests).toEqual({ west: [{ unit: 'a1', objective: 'west', models: 2 }], centre: [], east: [{ unit: 'b2', objective: 'east', models: 3 }] });
    const second = engine3.applyOrThrow(first, report3([{ unit: 'a1', objective: 'centre', models: 4 }, { unit: 'a2', objective: 'east', models: 1 }], ['centre']));
    expect(selectReports(second).contests).toEqual({ west: [{ unit: 'a1', objective: 'west', models: 2 }], centre: [{ unit: 'a1', objective: 'centre', models: 4 }], east: [{ unit: 'b2', objective: 'east', models: 3 }] });
    expect(selectReports(second).reportedAt.contests['centre']?.eventIndex).toBe(second.eventCount - 1);
    expect(selectReports(second).reportedAt.contests['east']?.eventIndex).toBe(first.eventCount - 1);
    expect(next3(second)).toEqual({ west: 'ann', centre: 'ann', east: 'bob' });
  });

  it('a zones report of no unit records nothing', () => {
    const s = at3({ type: 'ZonesReported', data: { units: { b1: { wholly: ['q1'] } } } });
    const empty = engine3.applyOrThrow(s, { type: 'ZonesReported', data: { units: {} } });
    expect(empty.board.zones).toBe(s.board.zones);
    expect(selectReports(empty)).toEqual(selectReports(s));
  });
});

describe("the pack's contest hooks", () => {
  const s = at3(report3([{ unit: 'a1', objective: 'centre', models: 6 }, { unit: 'b1', objective: 'centre', models: 5 }, { unit: 'b2', objective: 'east', models: 3 }]));
  const withHooks = (hooks: Partial<(typeof testPack)['hooks']>): typeof testPack => ({ ...testPack, hooks: { ...testPack.hooks, ...hooks } });

  it('canContest false: the entry counts nothing', () => {
    expect(next3(s, withHooks({ canContest: (_s, _c, u) => u.def.id !== 'a1' }))).toEqual({ west: null, centre: 'bob', east: 'bob' });
    expect(next3(s, withHooks({ canContest: () => true }))).toEqual({ west: null, centre: 'ann', east: 'bob' });
  });

  it('countContest adjusts the capped count, floored, never below 0', () => {
    // b1 counts double (10 against 6)
    expect(next3(s, withHooks({ countContest: (_s, _c, u, n) => (u.def.id === 'b1' ? n * 2 : n) }))['centre']).toBe('bob');
    // a1 counts 5.9, floored to 5: a tie, control stays with nobody
    expect(next3(s, withHooks({ countContest: (_s, _c, u, n) => (u.def.id === 'a1' ? n - 0.1 : n) }))['centre']).toBeNull();
    // a negative count is 0: b2 alone on east with -3 does not take it
    expect(next3(s, withHooks({ countContest: (_s, _c, u, n) => (u.def.id === 'b2' ? -n : n) }))['east']).toBeNull();
  });

  it('filterControl limits the changes, and its input is every change proposed', () => {
    let seen: unknown = null;
    const pack = withHooks({
      filterControl: (_s, changes) => {
        seen = changes;
        return changes.filter((c) => c.objective !== 'east');
      },
    });
    expect(next3(s, pack)).toEqual({ west: null, centre: 'ann', east: null });
    expect(seen).toEqual([
      { objective: 'centre', from: null, to: 'ann' },
      { objective: 'east', from: null, to: 'bob' },
    ]);
    const ended = createEngine(pack, { table: tableRules }).applyOrThrow(s, { type: 'TurnEnded', data: { player: 'bob' } });
    expect([ended.board.objectives['centre']?.controller, ended.board.objectives['east']?.controller]).toEqual(['ann', null]);
  });
});

describe('4th edition: control scores, one objective per unit', () => {
  it('a control score, capped by Control × models left, never below 1 while the unit contests', () => {
    // c1: Control 2, 5 models (at most 10); d1: Control 1, 3 models (at most 3)
    const s = at4(report4([{ unit: 'c1', objective: 'north', controlScore: 10 }, { unit: 'd1', objective: 'north', controlScore: 3 }]));
    expect(selectNextCheckpointControl(testPack4e, s)['north']).toBe('cat');
    const hurt = engine4.applyOrThrow(s, { type: 'ModelsSlain', data: { unit: 'c1', count: 4 } });
    // 1 model left: 2 against 3
    expect(selectNextCheckpointControl(testPack4e, hurt)['north']).toBe('dan');
    // a hook that takes every point away leaves a contesting unit 1 (32.2): 1 against 1, nobody
    const zero = { ...testPack4e, hooks: { ...testPack4e.hooks, countContest: () => 0 } };
    expect(selectNextCheckpointControl(zero, s)['north']).toBeNull();
    // but a unit reported with no control score does not contest: 0 against 1
    const none = at4(report4([{ unit: 'c1', objective: 'north', controlScore: 0 }, { unit: 'd1', objective: 'north', controlScore: 1 }]));
    expect(selectNextCheckpointControl(zero, none)['north']).toBe('dan');
  });

  it('a unit with no Control counts its score as reported', () => {
    // d3 (Bats) has no Control characteristic
    const arrived = at4({ type: 'UnitArrived', data: { unit: 'd3' } }, report4([{ unit: 'c2', objective: 'south', controlScore: 10 }, { unit: 'd3', objective: 'south', controlScore: 11 }]));
    expect(selectNextCheckpointControl(testPack4e, arrived)['south']).toBe('dan');
  });

  it('a unit listed for two objectives counts toward the one entry without counts: false, else toward its latest report', () => {
    const marked = at4(report4([{ unit: 'c1', objective: 'north', controlScore: 4, counts: false }, { unit: 'c1', objective: 'south', controlScore: 4 }, { unit: 'd1', objective: 'north', controlScore: 1 }]));
    expect(selectNextCheckpointControl(testPack4e, marked)).toEqual({ north: 'dan', south: 'cat' });
    // two reports each count c1: the later one's objective
    const twice = at4(
      { type: 'ObjectiveContestReported', data: { objectives: ['south'], contests: [{ unit: 'c1', objective: 'south', controlScore: 4 }] } },
      { type: 'ObjectiveContestReported', data: { objectives: ['north'], contests: [{ unit: 'c1', objective: 'north', controlScore: 4 }] } },
    );
    expect(selectNextCheckpointControl(testPack4e, twice)).toEqual({ north: 'cat', south: null });
    const otherWay = at4(
      { type: 'ObjectiveContestReported', data: { objectives: ['north'], contests: [{ unit: 'c1', objective: 'north', controlScore: 4 }] } },
      { type: 'ObjectiveContestReported', data: { objectives: ['south'], contests: [{ unit: 'c1', objective: 'south', controlScore: 4 }] } },
    );
    expect(selectNextCheckpointControl(testPack4e, otherWay)).toEqual({ north: null, south: 'cat' });
  });
});
