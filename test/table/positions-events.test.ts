/**
 * Positions as events (rulings table/positions-report, table/objective-assignment): a `PositionsReported` gives the
 * facts a hand report gives, stamped with its moment and counted by the same rules; the later report of a moment
 * wins; 4th-edition units in range of two objectives count toward one; bad positions are refused.
 */
import { describe, expect, it } from 'vitest';
import { gallet } from '../../src/battlepack/gallet/index.js';
import { createEngine } from '../../src/core/create-engine.js';
import { galletTable } from '../../src/gallet-table.js';
import type { UnitDef } from '../../src/authoring.js';
import { engine3, engine4, setUp3, setUp4, units3, type Ev3, type Ev4, type State3 } from '../support/core-fixtures.js';
import { selectReports } from '../../src/index.js';

/** Gallet measured on the table (positions reports). */
// the scenarios record no phases or picks: the battle-tactic requirement is off (engine option)
const tableEngine = createEngine(gallet, { table: galletTable, battleTacticRequired: false });

const BASE = { kind: 'round', diameterMm: 32 } as const;
/** `n` models in a row from (x, y), 1.5" apart. */
const row = (n: number, x: number, y: number, dx = 1.5) => Array.from({ length: n }, (_, i) => ({ position: { x: x + i * dx, y } }));

// the test pack's Skirmish with its three objectives placed on the centre line
const placed3: Ev3 = {
  ...setUp3,
  data: {
    ...(setUp3 as Extract<Ev3, { type: 'BattleSetUp' }>).data,
    objectives: [
      { id: 'west', placement: 'attacker-territory', position: { x: 10, y: 22 } },
      { id: 'centre', placement: 'centre', position: { x: 30, y: 22 } },
      { id: 'east', placement: 'defender-territory', position: { x: 50, y: 22 } },
    ],
  },
} as Ev3;
const bobsTurn3: Ev3[] = [placed3, ...units3, { type: 'DeploymentFinished', data: { firstFinished: 'bob' } }, { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'bob' } }, { type: 'TurnStarted', data: { player: 'bob' } }];
const bobEnds: Ev3 = { type: 'TurnEnded', data: { player: 'bob' } };
// b2: 12 of its 20 models within 6" of east (50, 22), 8 far off; a1: all 10 near the west objective
const positions3: Ev3 = {
  type: 'PositionsReported',
  data: {
    units: [
      { unit: 'b2', base: BASE, models: [...row(12, 44.5, 22, 0.9), ...row(8, 45, 40)] },
      { unit: 'a1', base: BASE, models: row(10, 5.5, 23, 1) },
    ],
  },
};
const hand3: Ev3 = {
  type: 'ObjectiveContestReported',
  data: {
    contests: [
      { unit: 'b2', objective: 'east', models: 12 },
      { unit: 'a1', objective: 'west', models: 10 },
    ],
  },
};
const play3 = (...events: Ev3[]): State3 => engine3.replayOrThrow([...bobsTurn3, ...events]);

describe('a positions report gives the facts of a hand report (ruling table/positions-report)', () => {
  it('the models each unit counts toward each objective, stamped with the moment, as the hand report gives them', () => {
    const byPositions = play3({ type: 'PhaseStarted', data: { phase: 'movement' } }, positions3);
    const byHand = play3({ type: 'PhaseStarted', data: { phase: 'movement' } }, hand3);
    expect(selectReports(byPositions).contests).toEqual(selectReports(byHand).contests);
    expect(selectReports(byPositions).contests['east']).toEqual([{ unit: 'b2', objective: 'east', models: 12 }]);
    expect(selectReports(byPositions).reportedAt.contests).toEqual(selectReports(byHand).reportedAt.contests);
    expect(selectReports(byPositions).reportedAt.contests['east']).toEqual({ round: 1, turn: 1, phase: 'movement', endOfTurn: false, eventIndex: byPositions.eventCount - 1 });
    // and control at the end of the turn follows from them the same way
    const a = engine3.applyOrThrow(byPositions, bobEnds);
    const b = engine3.applyOrThrow(byHand, bobEnds);
    expect(a.board.objectives['east']?.controller).toBe('bob');
    expect(a.board.objectives['west']?.controller).toBe('ann');
    expect(Object.fromEntries(Object.entries(a.board.objectives).map(([k, o]) => [k, o.controller]))).toEqual(Object.fromEntries(Object.entries(b.board.objectives).map(([k, o]) => [k, o.controller])));
  });

  it('at: end-of-turn stamps the end of the turn, as for hand reports', () => {
    const s = play3({ ...positions3, data: { ...(positions3 as Extract<Ev3, { type: 'PositionsReported' }>).data, at: 'end-of-turn' } } as Ev3);
    expect(selectReports(s).reportedAt.contests['east']).toMatchObject({ round: 1, turn: 1, phase: null, endOfTurn: true });
    expect(selectReports(s).reportedAt.zones['b2']).toMatchObject({ round: 1, turn: 1, phase: null, endOfTurn: true });
  });

  it('units wholly within a zone, per unit; a unit straddling a line is only partly within', () => {
    const s = play3(positions3);
    // the test plan's map is the bare battlefield: no territories, so all of it is neutral ground
    expect(selectReports(s).zones['a1']).toEqual({ wholly: ['neutral', 'q3'], partly: [] });
    // b2 has models above and below the centre line: in no quarter wholly
    expect(selectReports(s).zones['b2']?.wholly).toEqual(['neutral']);
    expect(selectReports(s).zones['b2']?.partly).toEqual(expect.arrayContaining(['q2', 'q4']));
    // a unit the report does not place has no zone report from it
    expect(selectReports(s).zones['b1']).toBeUndefined();
  });

  it('a model whose base reaches 6.00" from the centre contests; one at 6.01" does not (3rd edition)', () => {
    const r = 16 / 25.4; // a 32 mm base's radius in inches
    const at = (gap: number): Ev3 => ({ type: 'PositionsReported', data: { units: [{ unit: 'b1', base: BASE, models: [{ position: { x: 50 + 6 + gap + r, y: 22 } }] }] } });
    expect(selectReports(play3(at(0))).contests['east']).toEqual([{ unit: 'b1', objective: 'east', models: 1 }]);
    expect(selectReports(play3(at(0.01))).contests['east']).toEqual([]);
  });
});

describe('which report wins when hand reports and positions describe the same moment (ruling table/positions-report)', () => {
  it('a hand report after positions replaces the contests of the objectives it covers', () => {
    const s = play3(positions3, { type: 'ObjectiveContestReported', data: { objectives: ['east'], contests: [{ unit: 'b1', objective: 'east', models: 5 }] } }, bobEnds);
    expect(selectReports(s).contests['east']).toEqual([{ unit: 'b1', objective: 'east', models: 5 }]);
    // west stays as the positions gave it
    expect(selectReports(s).contests['west']).toEqual([{ unit: 'a1', objective: 'west', models: 10 }]);
    expect(s.board.objectives['east']?.controller).toBe('bob');
  });

  it('positions after a hand report replace it for every objective they measure', () => {
    const s = play3({ type: 'ObjectiveContestReported', data: { contests: [{ unit: 'a1', objective: 'east', models: 10 }] } }, positions3, bobEnds);
    expect(selectReports(s).contests['east']).toEqual([{ unit: 'b2', objective: 'east', models: 12 }]);
    expect(s.board.objectives['east']?.controller).toBe('bob');
    // and a zone report after positions replaces the zones of the units it names
    const z = engine3.applyOrThrow(play3(positions3), { type: 'ZonesReported', data: { units: { a1: { wholly: ['q1'] } } } });
    expect(selectReports(z).zones['a1']).toEqual({ wholly: ['q1'], partly: [] });
    expect(selectReports(z).zones['b2']?.partly).toEqual(expect.arrayContaining(['q2', 'q4']));
  });
});

describe("the pack's fixed values apply to contests from positions (the same counting as hand reports)", () => {
  const setUp = {
    type: 'BattleSetUp',
    data: {
      battlepack: { id: 'gallet-2022-s1', version: tableEngine.pack.version },
      battleplan: 'turf-war',
      pointsLimit: 2000,
      players: [
        { id: 'ann', role: 'attacker' },
        { id: 'bob', role: 'defender' },
      ],
    },
  } as const;
  const units = (gargant: Partial<UnitDef>) =>
    ({
      type: 'UnitsAdded',
      data: {
        origin: 'roster',
        units: [
          { id: 'giant', owner: 'ann', name: 'Gargant', wounds: 35, models: 1, roles: ['behemoth'], ...gargant },
          { id: 'grots', owner: 'bob', name: 'Grots', wounds: 1, models: 10, roles: ['other'] },
        ],
      },
    }) as const;
  // Turf War: the giant and the grots both stand on objective-1 (15, 22)
  const positions = {
    type: 'PositionsReported',
    data: {
      units: [
        { unit: 'giant', base: { kind: 'oval', lengthMm: 170, widthMm: 105 }, models: [{ position: { x: 15, y: 25 } }] },
        { unit: 'grots', base: { kind: 'round', diameterMm: 25 }, models: row(10, 10, 21, 1) },
      ],
    },
  } as const;
  const battle = (gargant: Partial<UnitDef>, report: 'positions' | 'hand') => {
    const hand = { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'giant', objective: 'objective-1', models: 1 }, { unit: 'grots', objective: 'objective-1', models: 10 }] } } as const;
    return tableEngine.replayOrThrow([
      setUp,
      units(gargant),
      { type: 'DeploymentFinished', data: { firstFinished: 'ann' } },
      { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } },
      { type: 'TurnStarted', data: { player: 'ann' } },
      report === 'positions' ? positions : hand,
      { type: 'TurnEnded', data: { player: 'ann' } },
    ]);
  };

  it('a model that counts as 20 outnumbers 10 grots, from positions as from the hand report', () => {
    const p = battle({ countsAs: 20 }, 'positions');
    expect(selectReports(p).contests['objective-1']).toEqual(selectReports(battle({ countsAs: 20 }, 'hand')).contests['objective-1']);
    expect(p.board.objectives['objective-1']?.controller).toBe('ann');
    expect(battle({ countsAs: 20 }, 'hand').board.objectives['objective-1']?.controller).toBe('ann');
  });

  it('without the fixed value the grots hold it', () => {
    expect(battle({}, 'positions').board.objectives['objective-1']?.controller).toBe('bob');
    expect(battle({}, 'hand').board.objectives['objective-1']?.controller).toBe('bob');
  });
});

describe('4th edition: a unit within range of two objectives counts toward one (seed 32.1, ruling table/objective-assignment)', () => {
  // north and south 4" apart: a unit between them is within 3" of both markers
  const setUp: Ev4 = {
    ...setUp4,
    data: {
      ...(setUp4 as Extract<Ev4, { type: 'BattleSetUp' }>).data,
      objectives: [
        { id: 'north', placement: 'attacker-territory', position: { x: 30, y: 19 } },
        { id: 'south', placement: 'defender-territory', position: { x: 30, y: 25 } },
      ],
    },
  } as Ev4;
  const start: Ev4[] = [
    setUp,
    {
      type: 'UnitsAdded',
      data: {
        origin: 'roster',
        units: [
          { id: 'c1', owner: 'cat', name: 'Knights', wounds: 2, models: 5, control: 2 },
          { id: 'd1', owner: 'dan', name: 'Ghouls', wounds: 1, models: 3, control: 1 },
          { id: 'd2', owner: 'dan', name: 'Bats', wounds: 1, models: 2, control: 1 },
        ],
      },
    },
    { type: 'DeploymentFinished', data: { firstFinished: 'dan' } },
    { type: 'PriorityDetermined', data: { round: 1, rolls: { cat: 4, dan: 2 }, winner: 'cat', firstTurn: 'cat' } },
    { type: 'TurnStarted', data: { player: 'cat' } },
  ];
  // c1: 3 models by south, 2 by north, all within 3" of both markers' edges? no: 2 near north only, 3 near both
  const c1: Ev4 = {
    type: 'PositionsReported',
    data: {
      units: [
        { unit: 'c1', base: BASE, models: [...row(3, 28, 22), { position: { x: 29, y: 17 } }, { position: { x: 31, y: 17 } }] },
        { unit: 'd1', base: BASE, models: row(3, 5, 40) },
        { unit: 'd2', base: BASE, models: row(2, 28, 22.1, 3) },
      ],
    },
  };
  const play = (...events: Ev4[]) => engine4.replayOrThrow([...start, ...events]);

  it('with no pick, it counts toward the objective it has the most models contesting (the default)', () => {
    const s = play(c1);
    expect(selectReports(s).contests['north']).toEqual(expect.arrayContaining([{ unit: 'c1', objective: 'north', controlScore: 10 }]));
    expect(selectReports(s).contests['south']).toEqual(expect.arrayContaining([{ unit: 'c1', objective: 'south', controlScore: 6, counts: false }]));
  });

  it("on a tie, toward the first in the battle's order", () => {
    const s = play(c1);
    // d2's two models stand between the objectives: both in range of both
    expect(selectReports(s).contests['north']).toEqual(expect.arrayContaining([{ unit: 'd2', objective: 'north', controlScore: 2 }]));
    expect(selectReports(s).contests['south']).toEqual(expect.arrayContaining([{ unit: 'd2', objective: 'south', controlScore: 2, counts: false }]));
  });

  it('an ObjectiveAssigned pick overrides the default, now and in later reports of the turn', () => {
    const s = play(c1, { type: 'ObjectiveAssigned', data: { unit: 'c1', objective: 'south' } });
    expect(selectReports(s).contests['north']).toEqual(expect.arrayContaining([{ unit: 'c1', objective: 'north', controlScore: 10, counts: false }]));
    expect(selectReports(s).contests['south']).toEqual(expect.arrayContaining([{ unit: 'c1', objective: 'south', controlScore: 6 }]));
    const again = engine4.applyOrThrow(s, c1);
    expect(selectReports(again).contests['south']).toEqual(expect.arrayContaining([{ unit: 'c1', objective: 'south', controlScore: 6 }]));
    const ended = engine4.applyOrThrow(again, { type: 'TurnEnded', data: { player: 'cat' } });
    // south: cat 6 against dan 0 counted (d2 counts toward north); north: dan's 2 against cat's 0 counted
    expect(ended.board.objectives['south']?.controller).toBe('cat');
    expect(ended.board.objectives['north']?.controller).toBe('dan');
  });

  it('the active player picks first, then the opponent', () => {
    const s = play(c1, { type: 'ObjectiveAssigned', data: { unit: 'd2', objective: 'south' } });
    expect(engine4.check(s, { type: 'ObjectiveAssigned', data: { unit: 'c1', objective: 'south' } }).map((v) => v.code)).toEqual(['assignment/out-of-order']);
    const ok = play(c1, { type: 'ObjectiveAssigned', data: { unit: 'c1', objective: 'south' } }, { type: 'ObjectiveAssigned', data: { unit: 'd2', objective: 'south' } });
    expect(selectReports(ok).contests['south']).toEqual(expect.arrayContaining([{ unit: 'd2', objective: 'south', controlScore: 2 }]));
  });

  it('where it does not apply: a unit in range of one objective, an objective it does not contest, a 3rd-edition battle', () => {
    const s = play(c1);
    expect(engine4.check(s, { type: 'ObjectiveAssigned', data: { unit: 'd1', objective: 'north' } }).map((v) => v.code)).toEqual(['assignment/not-needed']);
    const oneOnly = play({ type: 'PositionsReported', data: { units: [{ unit: 'c1', base: BASE, models: [{ position: { x: 30, y: 16 } }] }] } });
    expect(selectReports(oneOnly).contests['north']).toEqual([{ unit: 'c1', objective: 'north', controlScore: 2 }]);
    expect(selectReports(oneOnly).contests['south']).toEqual([]);
    expect(engine4.check(oneOnly, { type: 'ObjectiveAssigned', data: { unit: 'c1', objective: 'north' } }).map((v) => v.code)).toEqual(['assignment/not-needed']);
    const s3 = play3(positions3);
    expect(engine3.check(s3, { type: 'ObjectiveAssigned', data: { unit: 'b2', objective: 'east' } }).map((v) => v.code)).toEqual(['assignment/not-this-edition']);
    // 3rd edition: a unit in range of two objectives counts toward both
    const both = play3({ type: 'PositionsReported', data: { units: [{ unit: 'b1', base: BASE, models: row(5, 36, 22, 2) }] } });
    expect(selectReports(both).contests['centre']).toEqual([{ unit: 'b1', objective: 'centre', models: 1 }]);
    expect(selectReports(both).contests['east']).toEqual([{ unit: 'b1', objective: 'east', models: 1 }]);
  });
});

describe('bad positions are refused with typed violations, the state unchanged', () => {
  const s = play3();
  const codes = (e: unknown) => {
    const r = engine3.apply(s, e as Ev3);
    expect(r.ok).toBe(false);
    return r.ok ? [] : r.violations.map((v) => v.code);
  };
  const one = (unit: string, models: unknown[], base: unknown = BASE) => ({ type: 'PositionsReported', data: { units: [{ unit, base, models }] } });

  it('an unknown unit', () => {
    expect(codes(one('nobody', row(1, 10, 10)))).toEqual(['unit/unknown']);
  });
  it('NaN, an infinite or negative coordinate', () => {
    expect(codes(one('b1', [{ position: { x: Number.NaN, y: 3 } }]))).toEqual(['schema/invalid']);
    expect(codes(one('b1', [{ position: { x: 3, y: Number.POSITIVE_INFINITY } }]))).toEqual(['schema/invalid']);
    expect(codes(one('b1', [{ position: { x: -1, y: 3 } }]))).toEqual(['schema/invalid']);
  });
  it('off the battlefield', () => {
    const r = engine3.apply(s, one('b1', [{ position: { x: 61, y: 3 } }]) as Ev3);
    expect(r.ok ? [] : r.violations.map((v) => [v.code, v.path])).toEqual([['positions/off-battlefield', ['data', 'units', 0, 'models', 0, 'position']]]);
  });
  it('more models than the unit has, one unit twice, no base', () => {
    expect(codes(one('b1', row(6, 10, 10)))).toEqual(['positions/too-many-models']);
    expect(codes({ type: 'PositionsReported', data: { units: [{ unit: 'b1', base: BASE, models: row(1, 10, 10) }, { unit: 'b1', base: BASE, models: row(1, 10, 12) }] } })).toEqual(['positions/duplicate-unit']);
    expect(codes({ type: 'PositionsReported', data: { units: [{ unit: 'b1', models: row(1, 10, 10) }] } })).toEqual(['positions/no-base']);
  });
  it('a partial report that leaves a unit with more placed models than it has left', () => {
    const placed = engine3.applyOrThrow(s, one('b1', row(5, 10, 10)) as Ev3);
    const slain = engine3.applyOrThrow(placed, { type: 'ModelsSlain', data: { unit: 'b1', count: 2 } });
    expect(engine3.check(slain, one('a1', row(10, 5, 30)) as Ev3).map((v) => v.code)).toEqual(['positions/stale-unit']);
    expect(engine3.check(slain, { type: 'PositionsReported', data: { units: [{ unit: 'a1', base: BASE, models: row(10, 5, 30) }], replace: true } }).map((v) => v.code)).toEqual([]);
    // the unit's base is remembered from its first report
    expect(engine3.check(slain, { type: 'PositionsReported', data: { units: [{ unit: 'b1', models: row(3, 10, 10) }] } }).map((v) => v.code)).toEqual([]);
  });
  it('before the battle, positions are refused', () => {
    const early = engine3.replayOrThrow([placed3]);
    expect(engine3.check(early, one('b1', row(1, 10, 10)) as Ev3).map((v) => v.code)).toEqual(['battle/not-started']);
  });
});
