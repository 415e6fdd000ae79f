/**
 * The board keeps one object per contest or zones report, shared by every objective or unit it covers, its entries
 * packed (src/core/state/reports.ts); the selectors and the moment readers give back what the report said.
 */
import { describe, expect, it } from 'vitest';
import { selectReports } from 'battlepack-engine';
import { contestsAtEndOf, zonesAtEndOf } from 'battlepack-engine/authoring';
import { bobHeroPhase3, engine3, type Ev3, type State3 } from '../support/core-fixtures.js';

const start = engine3.replayOrThrow(bobHeroPhase3);
const now = { round: 1, turn: 1 };
const more = (from: State3, ...events: Ev3[]): State3 => events.reduce((s, e) => engine3.applyOrThrow(s, e), from);

describe('packed reports', () => {
  it('a contest report is one object for every objective it covers, and each objective reads its own entries as given', () => {
    const entries = [
      { unit: 'a1', objective: 'west', models: 3 },
      { unit: 'b1', objective: 'east', models: 0, wholly: true },
      { unit: 'b2', objective: 'west', models: 7, counts: false },
      { unit: 'a2', objective: 'east', models: 1, controlScore: 12, wholly: false, counts: true },
    ];
    const s = more(start, { type: 'ObjectiveContestReported', data: { objectives: ['west', 'east'], contests: entries } });
    expect(s.board.contests['west']).toBe(s.board.contests['east']);
    expect(contestsAtEndOf(s, 'west', now)).toEqual([entries[0], entries[2]]);
    expect(contestsAtEndOf(s, 'east', now)).toEqual([entries[1], entries[3]]);
    expect(selectReports(s).contests).toEqual({ west: [entries[0], entries[2]], east: [entries[1], entries[3]] });
    // a later report of one objective leaves the other pointing at the earlier one
    const t = more(s, { type: 'ObjectiveContestReported', data: { objectives: ['west'], contests: [] } });
    expect(selectReports(t).contests).toEqual({ west: [], east: [entries[1], entries[3]] });
  });

  it('a destroyed unit leaves every report it was in, and the objectives sharing a report still share one', () => {
    const s = more(
      start,
      { type: 'ObjectiveContestReported', data: { objectives: ['west', 'east'], contests: [{ unit: 'b1', objective: 'west', models: 2 }, { unit: 'a1', objective: 'east', models: 4 }] } },
      { type: 'UnitDestroyed', data: { unit: 'b1' } },
    );
    expect(s.board.contests['west']).toBe(s.board.contests['east']);
    expect(selectReports(s).contests).toEqual({ west: [], east: [{ unit: 'a1', objective: 'east', models: 4 }] });
  });

  it('a zones report keeps each unit\'s lists in the order given, repeats included', () => {
    const units = { a1: { wholly: ['q3', 'neutral', 'q3'] as const, partly: ['centre', 'attacker-territory'] as const }, b1: { wholly: ['defender-territory'] as const }, b2: {} };
    const s = more(start, { type: 'ZonesReported', data: { units: units as never } });
    expect(s.board.zones).toHaveLength(1);
    expect(zonesAtEndOf(s, 'a1', now)).toEqual({ wholly: ['q3', 'neutral', 'q3'], partly: ['centre', 'attacker-territory'] });
    expect(zonesAtEndOf(s, 'b1', now)).toEqual({ wholly: ['defender-territory'], partly: [] });
    expect(selectReports(s).zones['b2']).toEqual({ wholly: [], partly: [] });
  });

  it('the board keeps the zones reports some unit still reads, oldest first; each unit reads the newest naming it', () => {
    const first = more(start, { type: 'ZonesReported', data: { units: { a1: { wholly: ['q1'] }, b1: { wholly: ['q2'] }, b2: { wholly: ['q3'] } } } });
    const second = more(first, { type: 'ZonesReported', data: { units: { a1: { wholly: ['q4'] } } } });
    expect(second.board.zones).toEqual([first.board.zones[0], expect.objectContaining({ units: ['a1', 7, 0] })]);
    expect(selectReports(second).zones).toEqual({ a1: { wholly: ['q4'], partly: [] }, b1: { wholly: ['q2'], partly: [] }, b2: { wholly: ['q3'], partly: [] } });
    // once b1 and b2 are named again, nothing reads the first report: it is dropped
    const third = more(second, { type: 'ZonesReported', data: { units: { b2: { partly: ['centre'] }, b1: {} } } });
    expect(third.board.zones).toEqual([second.board.zones[1], expect.objectContaining({ units: ['b2', 0, 8, 'b1', 0, 0] })]);
    expect(zonesAtEndOf(third, 'a1', now)).toEqual({ wholly: ['q4'], partly: [] });
    expect(zonesAtEndOf(third, 'b2', now)).toEqual({ wholly: [], partly: ['centre'] });
  });

  it('a state saved as JSON reads back to the same reports and folds on as the state it was saved from', () => {
    const s = more(
      start,
      { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'a1', objective: 'west', models: 3 }] } },
      { type: 'ZonesReported', data: { units: { a1: { wholly: ['q1'] } } } },
    );
    const restored = JSON.parse(JSON.stringify(s)) as State3;
    const end: Ev3 = { type: 'TurnEnded', data: { player: 'bob' } };
    const a = engine3.applyOrThrow(restored, end);
    const b = engine3.applyOrThrow(s, end);
    expect(selectReports(a)).toEqual(selectReports(b));
    expect(JSON.parse(JSON.stringify(a))).toEqual(JSON.parse(JSON.stringify(b)));
  });
});
