/**
 * The table rules' set-up map and positions fold, asserted whole (issue 24, mutation testing of
 * `src/table/engine-rules.ts`): the map a set-up yields (the blank battlefield of a battleplan without map, the
 * battleplan's map without notes, the set-up's overrides and own objectives, and the violations naming the set-up's
 * fields), the compiled map kept once per battle, the units a positions report keeps (bases, rotations, `replace`,
 * `reportedAt`), and the contest and zone facts it yields in both editions (ruling `table/positions-report`,
 * `table/battle-map`, `table/objective-assignment`).
 */
import { describe, expect, it } from 'vitest';
import { createEngine, selectBattleTactics, selectDestroyed, selectLedger, selectReports, selectRounds, selectTable, selectTurnSummaries, type BattleState } from '../../src/index.js';
import { gallet, type GalletEvent } from '../../src/gallet.js';
import { galletMaps, galletTable } from '../../src/gallet-table.js';
import { blightedWilds } from '../../src/blighted-wilds.js';
import { overrideMap, rect, tableRules, type BattlefieldMap } from '../../src/table.js';
import { engine4, setUp4, type Ev4 } from '../support/core-fixtures.js';

type SetUpData = Extract<GalletEvent, { type: 'BattleSetUp' }>['data'];
const PLAYERS = [
  { id: 'ann', name: 'Ann', role: 'attacker' },
  { id: 'bob', name: 'Bob', role: 'defender' },
] as const;
const setUp = (battleplan: string, extra: Partial<SetUpData> = {}): GalletEvent =>
  ({ type: 'BattleSetUp', data: { battlepack: { id: gallet.id, version: gallet.version }, battleplan, pointsLimit: 2000, players: PLAYERS, ...extra } }) as GalletEvent;

// the scenarios record no phases or picks: the battle-tactic requirement is off (engine option)
const measured = createEngine(gallet, { table: galletTable, battleTacticRequired: false });
const bare = createEngine(gallet, { table: tableRules, battleTacticRequired: false });
type Engine = typeof measured;

/** The violations of a set-up, or the map it gives. */
const setUpWith = (engine: Engine, e: GalletEvent) => {
  const r = engine.apply(engine.initialState(), e);
  return r.ok ? { map: selectTable(r.state).map } : { violations: r.violations };
};

/** A region, objective or feature without its note, as the state keeps it. */
const noNote = <T extends { readonly note?: string }>(item: T): Omit<T, 'note'> => {
  const { note: _note, ...rest } = item;
  return rest;
};

describe("the map of a battleplan without map: the battlefield of the points limit, its quarters and the centre zone (ruling table/battle-map)", () => {
  const quarters = (w: number, h: number): BattlefieldMap['regions'] => [
    { id: 'q1', name: 'Quarter 1 (top left)', parts: [rect(0, 0, w / 2, h / 2)], confidence: 'high' },
    { id: 'q2', name: 'Quarter 2 (top right)', parts: [rect(w / 2, 0, w, h / 2)], confidence: 'high' },
    { id: 'q3', name: 'Quarter 3 (bottom left)', parts: [rect(0, h / 2, w / 2, h)], confidence: 'high' },
    { id: 'q4', name: 'Quarter 4 (bottom right)', parts: [rect(w / 2, h / 2, w, h)], confidence: 'high' },
    { id: 'centre', name: 'Centre', parts: [rect(w / 2 - 6, h / 2 - 6, w / 2 + 6, h / 2 + 6)], confidence: 'low' },
  ];
  const blank = (w: number, h: number): BattlefieldMap => ({
    id: 'turf-war',
    name: 'Turf War',
    edition: 3,
    width: w,
    height: h,
    regions: quarters(w, h),
    objectives: [],
    features: [],
    source: 'the battleplan has no map: the battlefield, its quarters and the centre zone',
    notes: [],
  });

  it('at 2,000 points: 60"×44", named after the battleplan, no objectives, features or notes, the notes of its regions left out', () => {
    expect(setUpWith(bare, setUp('turf-war'))).toStrictEqual({ map: blank(60, 44) });
  });

  it('at 1,000 points: 44"×30"', () => {
    expect(setUpWith(bare, setUp('turf-war', { pointsLimit: 1000 }))).toStrictEqual({ map: blank(44, 30) });
  });

  it("where it does not apply: a battleplan with a map (galletTable's) is measured on that map", () => {
    const m = galletMaps['turf-war'];
    expect(setUpWith(measured, setUp('turf-war'))).toStrictEqual({
      map: { ...m, regions: m.regions.map(noNote), objectives: m.objectives.map(noNote), features: m.features.map(noNote), notes: [] },
    });
  });
});

describe("the battleplan's own map, as the state keeps it: without notes", () => {
  it("a 4th-edition battleplan's map: its regions, objectives and features without notes, and no notes", () => {
    const bw = createEngine(blightedWilds, { table: tableRules });
    const plan = Object.values(blightedWilds.battleplans).find((p) => p.map !== undefined);
    expect(plan).toBeDefined();
    if (plan?.map === undefined) return;
    const m = plan.map;
    expect(m.regions.every((r) => r.note !== undefined) && m.objectives.every((o) => o.note !== undefined)).toBe(true);
    const s = bw.apply(bw.initialState(), {
      type: 'BattleSetUp',
      data: { battlepack: { id: blightedWilds.id, version: blightedWilds.version }, battleplan: plan.id, pointsLimit: 2000, players: [{ id: 'cat', role: 'attacker' }, { id: 'dan', role: 'defender' }] },
    } as never);
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    expect(selectTable(s.state).map).toStrictEqual({ ...m, regions: m.regions.map(noNote), objectives: m.objectives.map(noNote), features: m.features.map(noNote), notes: [] });
  });

  it('the notes an override adds are not kept either; its name is', () => {
    expect(setUpWith(bare, setUp('turf-war', { map: { name: 'Our table', notes: ['a note'] } }))).toMatchObject({ map: { name: 'Our table', notes: [] } });
  });

  it('a battleplan whose map is not valid is refused at set-up, naming the battleplan (setup/invalid-map)', () => {
    const plan = gallet.battleplans['turf-war'];
    const broken = { ...gallet, battleplans: { ...gallet.battleplans, 'turf-war': { ...plan, map: { ...galletMaps['turf-war'], width: 0 } } } } as typeof gallet;
    const engine = createEngine(broken, { table: tableRules, battleTacticRequired: false });
    expect(setUpWith(engine, setUp('turf-war'))).toEqual({
      violations: [
        {
          code: 'setup/invalid-map',
          message: 'The map of battleplan "turf-war" is not a valid map (Width and height are inches, more than 0 and at most 120.); the battlepack must fix it.',
          path: ['data', 'battleplan'],
          ref: 'turf-war',
          eventIndex: 0,
        },
      ],
    });
    // where it does not apply: another battleplan of the same pack (without map) is set up on the bare battlefield
    expect(setUpWith(engine, setUp('head-on-collision'))).toMatchObject({ map: { id: 'head-on-collision', name: 'Head-on Collision', width: 60, height: 44, objectives: [] } });
  });
});

describe("the set-up's overrides (`data.map`): applied, or refused with the overrides' own paths under data.map", () => {
  it('an objective moved and one removed', () => {
    const r = setUpWith(measured, setUp('turf-war', { map: { objectives: [{ id: 'objective-2', position: { x: 40, y: 30 } }], removeObjectives: ['objective-1'] } }));
    expect(r).toStrictEqual({ map: expect.objectContaining({ objectives: [{ id: 'objective-2', name: 'Objective 2', confidence: 'high', position: { x: 40, y: 30 }, markerMm: 40 }] }) });
  });

  it('an unknown id to remove', () => {
    expect(setUpWith(measured, setUp('turf-war', { map: { removeObjectives: ['objective-1', 'nope'] } }))).toEqual({
      violations: [{ code: 'table/unknown-id', message: 'removeObjectives: "nope" is not one of the map\'s objectives.', path: ['data', 'map', 'removeObjectives', 1], eventIndex: 0 }],
    });
  });

  it("an objective of the map moved off the battlefield: named at its change in data.map, not at its place in the map", () => {
    // objective-2 is the map's second objective and the overrides' first
    expect(setUpWith(measured, setUp('turf-war', { map: { objectives: [{ id: 'objective-2', position: { x: 100, y: 5 } }] } }))).toEqual({
      violations: [{ code: 'table/off-battlefield', message: 'An objective (100, 5) is off the 60"×44" battlefield; x runs 0–60, y 0–44.', path: ['data', 'map', 'objectives', 0, 'position'], eventIndex: 0 }],
    });
  });

  it('overrideMap itself: an item the overrides made is named at its change; one they left as it was, at its place in the map', () => {
    const m = galletMaps['battlelines-drawn'];
    const r = overrideMap(m, { regions: [{ id: 'pit', name: 'Pit', parts: [rect(50, 40, 70, 44)] }], objectives: [{ id: 'q3', region: 'pit' }, { id: 'q2', position: { x: 99, y: 1 } }] });
    expect(r.ok ? [] : r.violations.map((v) => [v.code, v.path])).toEqual([
      ['table/off-battlefield', ['regions', 0, 'parts', 0, 1]],
      // in the map's order: q2 before q3
      ['table/off-battlefield', ['objectives', 1, 'position']],
      ['table/unknown-region', ['objectives', 0, 'region']],
    ]);
    // a feature added after the map's four: the first of the overrides' features
    const feature = overrideMap(galletMaps['the-nidus-paths'], { features: [{ id: 'pit', name: 'Pit', kind: 'point', points: [{ x: 61, y: 1 }] }] });
    expect(feature.ok ? [] : feature.violations.map((v) => [v.code, v.path])).toEqual([['table/off-battlefield', ['features', 0, 'points', 0]]]);
    // the quarter q1 removed under the map's own objective q1 (its first): the objective keeps the map's path
    const removed = overrideMap(m, { removeRegions: ['q1'] });
    expect(removed.ok ? [] : removed.violations.map((v) => [v.code, v.path])).toEqual([['table/unknown-region', ['objectives', 0, 'region']]]);
    expect(m.objectives[0]?.id).toBe('q1');
  });

  it('an objective moved off the battlefield', () => {
    expect(setUpWith(bare, setUp('turf-war', { map: { objectives: [{ id: 'far', position: { x: 61, y: 5 } }] } }))).toEqual({
      violations: [{ code: 'table/off-battlefield', message: 'An objective (61, 5) is off the 60"×44" battlefield; x runs 0–60, y 0–44.', path: ['data', 'map', 'objectives', 0, 'position'], eventIndex: 0 }],
    });
  });
});

describe("the set-up's own objectives: the map keeps only those, each where the set-up puts it, else where the map has it", () => {
  const obj = (id: string, position?: { x: number; y: number }, name?: string) => ({ id, placement: 'centre' as const, ...(position === undefined ? {} : { position }), ...(name === undefined ? {} : { name }) });
  const mapObjectives = (r: ReturnType<typeof setUpWith>) => ('map' in r ? r.map?.objectives : r.violations);
  const [one, two] = galletMaps['turf-war'].objectives.map(noNote);

  it('listed without a position: kept where the map has it; not listed: removed', () => {
    expect(mapObjectives(setUpWith(measured, setUp('turf-war', { objectives: [obj('objective-2')] })))).toStrictEqual([two]);
    expect(mapObjectives(setUpWith(measured, setUp('turf-war', { objectives: [obj('objective-1'), obj('objective-2')] })))).toStrictEqual([one, two]);
  });

  it('listed with a position: moved there, with its own name if it gives one, else the map\'s', () => {
    expect(mapObjectives(setUpWith(measured, setUp('turf-war', { objectives: [obj('objective-1'), obj('objective-2', { x: 50, y: 5 }, 'Two')] })))).toStrictEqual([
      one,
      { id: 'objective-2', name: 'Two', confidence: 'high', position: { x: 50, y: 5 }, markerMm: 40 },
    ]);
    expect(mapObjectives(setUpWith(measured, setUp('turf-war', { objectives: [obj('objective-2', { x: 50, y: 5 })] })))).toStrictEqual([
      { id: 'objective-2', name: 'Objective 2', confidence: 'high', position: { x: 50, y: 5 }, markerMm: 40 },
    ]);
  });

  it('on a map without objectives: the placed ones are added (named by the set-up, else by their id), the others are not on the map', () => {
    expect(mapObjectives(setUpWith(bare, setUp('turf-war', { objectives: [obj('a', { x: 10, y: 10 }, 'Alpha'), obj('b'), obj('c', { x: 20, y: 10 })] })))).toStrictEqual([
      { id: 'a', name: 'Alpha', confidence: 'high', position: { x: 10, y: 10 }, markerMm: 40 },
      { id: 'c', name: 'c', confidence: 'high', position: { x: 20, y: 10 }, markerMm: 40 },
    ]);
  });

  const offBoard = (index: number) => ({
    code: 'table/off-battlefield',
    message: 'An objective (100, 5) is off the 60"×44" battlefield; x runs 0–60, y 0–44.',
    path: ['data', 'objectives', index, 'position'],
    eventIndex: 0,
  });

  it("a position off the battlefield is refused at that objective's index in the set-up's list", () => {
    expect(setUpWith(bare, setUp('turf-war', { objectives: [obj('a', { x: 100, y: 5 })] }))).toEqual({ violations: [offBoard(0)] });
    expect(setUpWith(bare, setUp('turf-war', { objectives: [obj('a'), obj('b', { x: 10, y: 5 }), obj('c', { x: 100, y: 5 })] }))).toEqual({ violations: [offBoard(2)] });
  });

  it("…whatever order the map has the objectives in (the set-up's order is not the map's)", () => {
    // the map keeps objective-1 first: the bad objective-2 is the second of the map made, the first of the set-up's list
    expect(setUpWith(measured, setUp('turf-war', { objectives: [obj('objective-2', { x: 100, y: 5 }), obj('objective-1', { x: 10, y: 10 })] }))).toEqual({ violations: [offBoard(0)] });
    // an objective kept where the map has it comes first in the map made, but second in the set-up's list
    expect(setUpWith(measured, setUp('turf-war', { objectives: [obj('objective-2', { x: 100, y: 5 }), obj('objective-1')] }))).toEqual({ violations: [offBoard(0)] });
    expect(setUpWith(measured, setUp('turf-war', { objectives: [obj('objective-1'), obj('objective-2', { x: 100, y: 5 })] }))).toEqual({ violations: [offBoard(1)] });
    // a new objective after the map's own, moved or not
    expect(setUpWith(measured, setUp('turf-war', { objectives: [obj('new', { x: 100, y: 5 }), obj('objective-1')] }))).toEqual({ violations: [offBoard(0)] });
    expect(setUpWith(measured, setUp('turf-war', { objectives: [obj('objective-1', { x: 10, y: 10 }), obj('new', { x: 100, y: 5 })] }))).toEqual({ violations: [offBoard(1)] });
  });
});

describe('a state saved before the table was kept (0.1, no `table`) is read with the map of its battleplan as it ships', () => {
  const start: GalletEvent[] = [
    setUp('turf-war'),
    { type: 'UnitsAdded', data: { origin: 'roster', units: [{ id: 'a1', owner: 'ann', name: 'Liberators', wounds: 2, models: 5 }] } },
    { type: 'DeploymentFinished', data: { firstFinished: 'ann' } },
  ];
  /** The state as 0.1 saved it: every field on its root, histories and reports as plain lists, no table. */
  const asOld = (s: BattleState<unknown>, battleplan?: string): Record<string, unknown> => {
    const { setup, clock, board, history, units, ...rest } = JSON.parse(JSON.stringify(s)) as Record<string, Record<string, unknown>>;
    const { table: _table, ...boardWithoutTable } = board as Record<string, unknown>;
    const flatUnits = Object.fromEntries(Object.entries(units as Record<string, { def: object }>).map(([id, { def, ...status }]) => [id, { ...def, ...status }]));
    const lists = { rounds: selectRounds(s), tactics: selectBattleTactics(s), destroyed: selectDestroyed(s), ledger: selectLedger(s), turnSummaries: selectTurnSummaries(s) };
    void history;
    const { contests, zones } = selectReports(s);
    const old = JSON.parse(JSON.stringify({ ...setup, ...clock, ...boardWithoutTable, contests, zones, ...lists, ...rest, units: flatUnits })) as Record<string, unknown>;
    return battleplan === undefined ? old : { ...old, battleplan };
  };
  const next: GalletEvent = { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } };

  it("the bare battlefield, named after the battleplan, for a battleplan without map", () => {
    const r = bare.apply(asOld(bare.replayOrThrow(start)) as never, next);
    expect(r.ok).toBe(true);
    if (r.ok) expect(selectTable(r.state).map).toMatchObject({ id: 'turf-war', name: 'Turf War', width: 60, height: 44, objectives: [] });
  });

  it("a battleplan the pack does not have: refused as another pack's state, not thrown", () => {
    const r = bare.apply(asOld(bare.replayOrThrow(start), 'the-vice') as never, next);
    expect(r.ok ? [] : r.violations.map((v) => [v.code, v.path])).toEqual([['state/foreign', ['battleplan']]]);
  });
});

// Turf War on galletTable's map: objective-1 at (15, 22), objective-2 at (45, 22), 40 mm markers; 3rd edition: a model
// contests an objective within 6" of it
const ROUND = { kind: 'round', diameterMm: 32 } as const;
const roster: GalletEvent = {
  type: 'UnitsAdded',
  data: {
    origin: 'roster',
    units: [
      { id: 'a1', owner: 'ann', name: 'Liberators', wounds: 2, models: 5 },
      { id: 'b1', owner: 'bob', name: 'Orruks', wounds: 2, models: 10 },
      { id: 'b2', owner: 'bob', name: 'Gitz', wounds: 1, models: 3 },
    ],
  },
};
const annsTurn = (plan: GalletEvent): GalletEvent[] => [plan, roster, { type: 'DeploymentFinished', data: { firstFinished: 'ann' } }, { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } }, { type: 'TurnStarted', data: { player: 'ann' } }];
type Placed = Extract<GalletEvent, { type: 'PositionsReported' }>['data']['units'][number];
const report = (units: Placed[], more: { replace?: boolean } = {}): GalletEvent => ({ type: 'PositionsReported', data: { units, ...more } });
/** `n` models in a row from (x, y), `dx` apart. */
const row = (n: number, x: number, y: number, dx = 1.5) => Array.from({ length: n }, (_, i) => ({ position: { x: x + i * dx, y } }));

describe('the compiled map is kept on the state: compiled once per battle, the map object kept', () => {
  it('a second report measures on the map the first one compiled', () => {
    const s0 = measured.replayOrThrow(annsTurn(setUp('turf-war')));
    const s1 = measured.applyOrThrow(s0, report([{ unit: 'a1', base: ROUND, models: row(5, 10, 10) }]));
    const s2 = measured.applyOrThrow(s1, report([{ unit: 'a1', base: ROUND, models: row(5, 12, 10) }]));
    expect(s2.board.table.map).toBe(s1.board.table.map);
    // the set-up's map is frozen with the state: the first report keeps the compiled map on a copy of it, equal to it
    expect(s1.board.table.map).not.toBe(s0.board.table.map);
    expect(selectTable(s1).map).toStrictEqual(selectTable(s0).map);
    // …and a state read from JSON compiles its map once too
    const read = measured.applyOrThrow(JSON.parse(JSON.stringify(s1)) as typeof s1, report([{ unit: 'a1', base: ROUND, models: row(5, 12, 10) }]));
    expect(measured.applyOrThrow(read, report([{ unit: 'a1', base: ROUND, models: row(5, 14, 10) }])).board.table.map).toBe(read.board.table.map);
  });
});

describe('the units a report places, as the state keeps them', () => {
  const s0 = measured.replayOrThrow(annsTurn(setUp('turf-war')));

  it('each base kind copied; a rotation kept unless 0; a model\'s own base kept; no unit base when only the models have one', () => {
    const s = measured.applyOrThrow(
      s0,
      report([
        { unit: 'a1', base: { kind: 'rect', lengthMm: 60, widthMm: 35 }, models: [{ position: { x: 10, y: 10 }, rotation: 90 }, { position: { x: 13, y: 10 }, rotation: 0 }, { position: { x: 16, y: 10 } }] },
        { unit: 'b1', base: { kind: 'oval', lengthMm: 90, widthMm: 52 }, models: [{ position: { x: 40, y: 30 }, base: { kind: 'round', diameterMm: 25 } }] },
        { unit: 'b2', models: [{ position: { x: 50, y: 40 }, base: { kind: 'footprint', points: [{ x: -1, y: -1 }, { x: 1, y: -1 }, { x: 0, y: 1 }] } }] },
      ]),
    );
    expect(selectTable(s).positions).toStrictEqual({
      a1: { id: 'a1', owner: 'ann', base: { kind: 'rect', lengthMm: 60, widthMm: 35 }, models: [{ position: { x: 10, y: 10 }, rotation: 90 }, { position: { x: 13, y: 10 } }, { position: { x: 16, y: 10 } }] },
      b1: { id: 'b1', owner: 'bob', base: { kind: 'oval', lengthMm: 90, widthMm: 52 }, models: [{ position: { x: 40, y: 30 }, base: { kind: 'round', diameterMm: 25 } }] },
      b2: { id: 'b2', owner: 'bob', models: [{ position: { x: 50, y: 40 }, base: { kind: 'footprint', points: [{ x: -1, y: -1 }, { x: 1, y: -1 }, { x: 0, y: 1 }] } }] },
    });
    // a later report without a base: the unit's base from its last report, else its first model's
    const later = measured.applyOrThrow(s, report([{ unit: 'a1', models: row(2, 20, 10) }, { unit: 'b2', models: row(1, 50, 40) }]));
    expect(selectTable(later).positions['a1']).toStrictEqual({ id: 'a1', owner: 'ann', base: { kind: 'rect', lengthMm: 60, widthMm: 35 }, models: row(2, 20, 10) });
    expect(selectTable(later).positions['b2']).toStrictEqual({ id: 'b2', owner: 'bob', base: { kind: 'footprint', points: [{ x: -1, y: -1 }, { x: 1, y: -1 }, { x: 0, y: 1 }] }, models: row(1, 50, 40) });
  });

  it('a saved state whose unit was placed with no models is not a battle state: no report places none', () => {
    const placed = measured.applyOrThrow(s0, report([{ unit: 'a1', base: ROUND, models: row(1, 10, 10) }]));
    const saved = JSON.parse(JSON.stringify(placed)) as { board: { table: { positions: Record<string, { base?: unknown; models: unknown[] }> } } };
    const a1 = saved.board.table.positions['a1'];
    if (a1 !== undefined) a1.models = [];
    const r = measured.apply(saved as unknown as typeof placed, report([{ unit: 'a1', base: ROUND, models: row(1, 10, 10) }]));
    expect(r.ok ? [] : r.violations.map((v) => [v.code, v.path, v.message])).toEqual([
      [
        'state/invalid',
        ['board', 'table', 'positions', 'a1', 'models'],
        'This is not a battle state: expected at least 1 model placed, found none at board.table.positions.a1.models. Pass a state the engine returned, or one saved from it as JSON.',
      ],
    ]);
    // where it does not apply: the same state with its one model placed reads
    expect(measured.apply(JSON.parse(JSON.stringify(placed)) as typeof placed, report([{ unit: 'a1', models: row(1, 10, 10) }])).ok).toBe(true);
  });

  it('a trusted draft whose unit was placed with no models and no base: a later report without a base has none to fall back on', () => {
    type D = Parameters<typeof measured.trusted.apply>[0];
    const draft = structuredClone(measured.applyOrThrow(s0, report([{ unit: 'a1', base: ROUND, models: row(1, 10, 10) }]))) as D;
    const a1 = draft.board.table.positions['a1'] as { base?: unknown; models: unknown[] };
    delete a1.base;
    a1.models = [];
    expect(measured.trusted.check(draft, report([{ unit: 'a1', models: row(1, 10, 10) }])).map((v) => [v.code, v.path])).toEqual([['positions/no-base', ['data', 'units', 0, 'models', 0, 'base']]]);
  });

  it('a saved state that lost a placed unit\'s moment: a later report keeps the unit and lists no moment for it', () => {
    const placed = measured.applyOrThrow(s0, report([{ unit: 'a1', base: ROUND, models: row(1, 10, 10) }]));
    const saved = JSON.parse(JSON.stringify(placed)) as { board: { table: { reportedAt: Record<string, unknown> } } };
    saved.board.table.reportedAt = {};
    const next = measured.applyOrThrow(saved as unknown as typeof placed, report([{ unit: 'b2', base: ROUND, models: row(1, 40, 40) }]));
    expect(Object.keys(selectTable(next).positions)).toEqual(['a1', 'b2']);
    expect(Object.keys(selectTable(next).reportedAt)).toEqual(['b2']);
  });

  it('a report keeps the units placed before that are still on the battlefield, and when each was placed; `replace: true` keeps none', () => {
    const first = measured.applyOrThrow(s0, report([{ unit: 'a1', base: ROUND, models: row(5, 10, 10) }, { unit: 'b1', base: ROUND, models: row(10, 30, 30) }]));
    const firstAt = { round: 1, turn: 1, phase: null, endOfTurn: false, eventIndex: first.eventCount - 1 };
    const slain = measured.applyOrThrow(first, { type: 'UnitDestroyed', data: { unit: 'b1', by: { unit: 'a1' } } });
    const second = measured.applyOrThrow(slain, report([{ unit: 'b2', base: ROUND, models: row(3, 40, 40) }]));
    const secondAt = { round: 1, turn: 1, phase: null, endOfTurn: false, eventIndex: second.eventCount - 1 };
    expect(Object.keys(selectTable(second).positions)).toEqual(['a1', 'b2']);
    expect(selectTable(second).positions['a1']).toBe(selectTable(first).positions['a1']);
    // b1, destroyed, leaves the moments with its position
    expect(selectTable(second).reportedAt).toEqual({ a1: firstAt, b2: secondAt });
    const replaced = measured.applyOrThrow(second, report([{ unit: 'b2', base: ROUND, models: row(3, 40, 41) }], { replace: true }));
    expect(Object.keys(selectTable(replaced).positions)).toEqual(['b2']);
    expect(selectTable(replaced).reportedAt).toEqual({ b2: { ...secondAt, eventIndex: replaced.eventCount - 1 } });
    // where it does not apply: without replace, the same report keeps a1
    const kept = measured.applyOrThrow(second, report([{ unit: 'b2', base: ROUND, models: row(3, 40, 41) }]));
    expect(Object.keys(selectTable(kept).positions)).toEqual(['a1', 'b2']);
    expect(selectTable(kept).reportedAt).toEqual({ a1: firstAt, b2: { ...secondAt, eventIndex: kept.eventCount - 1 } });
    // a unit still on the battlefield keeps its moment: b1 not destroyed, a report of b2 only leaves b1's as it was
    const both = measured.applyOrThrow(first, report([{ unit: 'b2', base: ROUND, models: row(3, 40, 40) }]));
    expect(selectTable(both).reportedAt).toEqual({ a1: firstAt, b1: firstAt, b2: { ...secondAt, eventIndex: both.eventCount - 1 } });
  });
});

describe('the contest and zone facts of a report, 3rd edition (ruling table/positions-report)', () => {
  it('every objective measured gets the models each unit has within 6" of it (none: an empty list); every unit placed its zones', () => {
    const s = measured.replayOrThrow([
      ...annsTurn(setUp('turf-war')),
      report([
        { unit: 'a1', base: ROUND, models: row(5, 12, 18) },
        { unit: 'b1', base: ROUND, models: [...row(4, 12, 26), ...row(6, 40, 40)] },
        { unit: 'b2', base: ROUND, models: row(3, 44, 27) },
      ]),
    ]);
    expect(selectReports(s).contests).toStrictEqual({
      'objective-1': [
        { unit: 'a1', objective: 'objective-1', models: 5 },
        { unit: 'b1', objective: 'objective-1', models: 4 },
      ],
      'objective-2': [{ unit: 'b2', objective: 'objective-2', models: 3 }],
    });
    expect(selectReports(s).zones).toStrictEqual({
      a1: { wholly: ['attacker-territory', 'q1'], partly: [] },
      b1: { wholly: ['defender-territory'], partly: ['q3', 'q4'] },
      b2: { wholly: ['defender-territory', 'q4'], partly: [] },
    });
  });

  it('an objective that is a region (the first of the map, or another): its entries are `wholly`', () => {
    const s = bare.replayOrThrow([
      ...annsTurn(setUp('turf-war', { map: { objectives: [{ id: 'objective-1', region: 'q1' }, { id: 'objective-2', region: 'q4' }] } })),
      report([
        { unit: 'a1', base: ROUND, models: row(5, 5, 5) },
        { unit: 'b1', base: ROUND, models: [...row(4, 5, 10), ...row(6, 5, 30)] },
        { unit: 'b2', base: ROUND, models: row(3, 45, 35) },
      ]),
    ]);
    expect(selectReports(s).contests).toStrictEqual({
      'objective-1': [
        { unit: 'a1', objective: 'objective-1', models: 5, wholly: true },
        { unit: 'b1', objective: 'objective-1', models: 4, wholly: true },
      ],
      'objective-2': [{ unit: 'b2', objective: 'objective-2', models: 3, wholly: true }],
    });
  });

  it("an objective the map does not have and the set-up placed nowhere is not measured: its hand report stays", () => {
    const s = bare.replayOrThrow([
      ...annsTurn(setUp('turf-war', { objectives: [{ id: 'objective-1', placement: 'attacker-territory', position: { x: 15, y: 22 } }, { id: 'objective-2', placement: 'defender-territory' }] })),
      { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'b1', objective: 'objective-2', models: 7 }] } },
      report([{ unit: 'a1', base: ROUND, models: row(5, 12, 18) }]),
    ]);
    expect(selectReports(s).contests).toStrictEqual({
      'objective-1': [{ unit: 'a1', objective: 'objective-1', models: 5 }],
      'objective-2': [{ unit: 'b1', objective: 'objective-2', models: 7 }],
    });
  });

  it('an objective removed from the battlefield is not measured; one added during the battle is, where it was put (The Realmstone Cache)', () => {
    const turns = (round: number): GalletEvent[] => [
      { type: 'PriorityDetermined', data: round === 1 ? { round, firstTurn: 'ann' } : { round, rolls: { ann: 4, bob: 2 }, firstTurn: 'ann' } },
      { type: 'TurnStarted', data: { player: 'ann' } },
      { type: 'TurnEnded', data: { player: 'ann' } },
      { type: 'TurnStarted', data: { player: 'bob' } },
      { type: 'TurnEnded', data: { player: 'bob' } },
    ];
    const fragments: GalletEvent = {
      type: 'RealmstoneFragmentsPlaced',
      data: {
        player: 'bob',
        roll: 3,
        fragments: [
          { id: 'frag-1', name: 'Fragment 1', placement: 'centre', position: { x: 20, y: 22 } },
          { id: 'frag-2', name: 'Fragment 2', placement: 'centre', position: { x: 40, y: 22 } },
        ],
      },
    };
    // a1's three models stand at the centre objective (30, 22) and one within 6" of each fragment
    const onCentre = report([{ unit: 'a1', base: ROUND, models: [{ position: { x: 25, y: 22 } }, { position: { x: 30, y: 22 } }, { position: { x: 35, y: 22 } }] }]);
    const before = measured.replayOrThrow([setUp('the-realmstone-cache'), roster, { type: 'DeploymentFinished', data: { firstFinished: 'ann' } }, ...turns(1), ...turns(2), fragments]);
    const s = measured.applyOrThrow(measured.applyOrThrow(before, { type: 'PriorityDetermined', data: { round: 3, rolls: { ann: 4, bob: 2 }, firstTurn: 'ann' } }), { type: 'TurnStarted', data: { player: 'ann' } });
    expect(selectReports(measured.applyOrThrow(s, onCentre)).contests).toStrictEqual({
      'frag-1': [{ unit: 'a1', objective: 'frag-1', models: 1 }],
      'frag-2': [{ unit: 'a1', objective: 'frag-2', models: 1 }],
    });
    // where it does not apply: before the detonation, the centre is measured (and the fragments are not there)
    const early = measured.replayOrThrow([setUp('the-realmstone-cache'), roster, { type: 'DeploymentFinished', data: { firstFinished: 'ann' } }, { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } }, { type: 'TurnStarted', data: { player: 'ann' } }, onCentre]);
    expect(selectReports(early).contests).toStrictEqual({ centre: [{ unit: 'a1', objective: 'centre', models: 3 }] });
  });
});

describe("4th edition: a unit in range of two objectives counts toward its owner's pick of this turn only (seed 32.1, ruling table/objective-assignment)", () => {
  // west (24, 19), north (30, 19), south (30, 25): 3" of a 40 mm marker's edge is the range
  const setUp: Ev4 = {
    ...setUp4,
    data: {
      ...(setUp4 as Extract<Ev4, { type: 'BattleSetUp' }>).data,
      objectives: [
        { id: 'west', placement: 'attacker-territory', position: { x: 24, y: 19 } },
        { id: 'north', placement: 'attacker-territory', position: { x: 30, y: 19 } },
        { id: 'south', placement: 'defender-territory', position: { x: 30, y: 25 } },
      ],
    },
  } as Ev4;
  const start: Ev4[] = [
    setUp,
    { type: 'UnitsAdded', data: { origin: 'roster', units: [{ id: 'c1', owner: 'cat', name: 'Knights', wounds: 2, models: 5, control: 2 }, { id: 'd1', owner: 'dan', name: 'Ghouls', wounds: 1, models: 3, control: 1 }] } },
    { type: 'DeploymentFinished', data: { firstFinished: 'dan' } },
    { type: 'PriorityDetermined', data: { round: 1, rolls: { cat: 4, dan: 2 }, winner: 'cat', firstTurn: 'cat' } },
    { type: 'TurnStarted', data: { player: 'cat' } },
  ];
  const at = (models: { x: number; y: number }[]): Ev4 => ({ type: 'PositionsReported', data: { units: [{ unit: 'c1', base: ROUND, models: models.map((position) => ({ position })) }] } });
  // 3 models between north and south (both in range), 2 by north only
  const northAndSouth = at([{ x: 28, y: 22 }, { x: 29.5, y: 22 }, { x: 31, y: 22 }, { x: 29, y: 17 }, { x: 31, y: 17 }]);
  // 3 models between west and north, 2 far off
  const westAndNorth = at([{ x: 27, y: 18.5 }, { x: 27, y: 19.5 }, { x: 27, y: 20.5 }, { x: 5, y: 40 }, { x: 7, y: 40 }]);
  const northCounts = {
    west: [],
    north: [{ unit: 'c1', objective: 'north', controlScore: 10 }],
    south: [{ unit: 'c1', objective: 'south', controlScore: 6, counts: false }],
  };
  const pickSouth: Ev4 = { type: 'ObjectiveAssigned', data: { unit: 'c1', objective: 'south' } };

  it('with no pick: toward the objective it has the most models contesting', () => {
    expect(selectReports(engine4.replayOrThrow([...start, northAndSouth])).contests).toStrictEqual(northCounts);
  });

  it("on a tie: toward the first of them in the battle's order", () => {
    // two models between north and south, one more by south only and one more by north only: 3 and 3
    const tie = at([{ x: 29, y: 22 }, { x: 31, y: 22 }, { x: 30, y: 27.5 }, { x: 30, y: 16.5 }]);
    expect(selectReports(engine4.replayOrThrow([...start, tie])).contests).toStrictEqual({
      west: [],
      north: [{ unit: 'c1', objective: 'north', controlScore: 6 }],
      south: [{ unit: 'c1', objective: 'south', controlScore: 6, counts: false }],
    });
  });

  it('a pick of this turn is honoured by a later report of the turn', () => {
    const s = engine4.replayOrThrow([...start, northAndSouth, pickSouth, northAndSouth]);
    expect(selectReports(s).contests).toStrictEqual({
      west: [],
      north: [{ unit: 'c1', objective: 'north', controlScore: 10, counts: false }],
      south: [{ unit: 'c1', objective: 'south', controlScore: 6 }],
    });
  });

  it("a pick of an earlier turn of the round, or of the same turn of an earlier round, is not", () => {
    const nextTurn: Ev4[] = [{ type: 'TurnEnded', data: { player: 'cat' } }, { type: 'TurnStarted', data: { player: 'dan' } }];
    expect(selectReports(engine4.replayOrThrow([...start, northAndSouth, pickSouth, ...nextTurn, northAndSouth])).contests).toStrictEqual(northCounts);
    const nextRound: Ev4[] = [
      ...nextTurn,
      { type: 'TurnEnded', data: { player: 'dan' } },
      { type: 'DiceRolled', data: { rule: 'battle-length', values: [4] } },
      { type: 'PriorityDetermined', data: { round: 2, rolls: { cat: 4, dan: 2 }, winner: 'cat', firstTurn: 'cat' } },
      { type: 'TurnStarted', data: { player: 'cat' } },
    ];
    const later = engine4.replayOrThrow([...start, northAndSouth, pickSouth, ...nextRound, northAndSouth]);
    // the first turn of round 2, as the pick was made in the first turn of round 1
    expect(selectReports(later).reportedAt.contests['north']).toMatchObject({ round: 2, turn: 1 });
    expect(selectReports(later).contests).toStrictEqual(northCounts);
  });

  it('a pick of an objective the unit no longer contests is not honoured: the default applies', () => {
    const picked = engine4.replayOrThrow([...start, westAndNorth, { type: 'ObjectiveAssigned', data: { unit: 'c1', objective: 'west' } }]);
    expect(selectReports(picked).contests).toStrictEqual({
      west: [{ unit: 'c1', objective: 'west', controlScore: 6 }],
      north: [{ unit: 'c1', objective: 'north', controlScore: 6, counts: false }],
      south: [],
    });
    expect(selectReports(engine4.applyOrThrow(picked, northAndSouth)).contests).toStrictEqual(northCounts);
  });

  it('where it does not apply: a unit in range of one objective counts toward it, pick or none', () => {
    const one = at([{ x: 30, y: 16 }]);
    expect(selectReports(engine4.replayOrThrow([...start, northAndSouth, pickSouth, one])).contests).toStrictEqual({ west: [], north: [{ unit: 'c1', objective: 'north', controlScore: 2 }], south: [] });
  });
});
