// An engine measures the table only when given table rules (`createEngine(pack, { table })`): without them,
// positions reports, objective picks and map overrides are refused with `table/not-measured` and the state holds no
// map; with them, the battle's map is kept and positions become facts. Gallet's maps come with `galletTable`.
import { describe, expect, it } from 'vitest';
import { gallet, galletEngine, type GalletEvent } from '../../src/gallet.js';
import { galletMaps, galletTable } from '../../src/gallet-table.js';
import { createEngine, type BattleState } from '../../src/index.js';
import { tableRules } from '../../src/table.js';
import { selectReports } from '../../src/index.js';

type SetUpMap = Extract<GalletEvent, { type: 'BattleSetUp' }>['data']['map'];
const setUp = (map?: SetUpMap): GalletEvent =>
  ({
    type: 'BattleSetUp',
    data: {
      battlepack: { id: gallet.id, version: gallet.version },
      battleplan: 'turf-war',
      pointsLimit: 2000,
      players: [
        { id: 'ann', name: 'Ann', role: 'attacker' },
        { id: 'bob', name: 'Bob', role: 'defender' },
      ],
      ...(map === undefined ? {} : { map }),
    },
  });
const start: GalletEvent[] = [
  setUp(),
  { type: 'UnitsAdded', data: { origin: 'roster', units: [{ id: 'a1', owner: 'ann', name: 'Liberators', wounds: 2, models: 5, roles: ['battleline'] }] } },
  { type: 'DeploymentFinished', data: { firstFinished: 'ann' } },
  { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } },
  { type: 'TurnStarted', data: { player: 'ann' } },
  { type: 'PhaseStarted', data: { phase: 'hero' } },
];
const positions: GalletEvent = { type: 'PositionsReported', data: { units: [{ unit: 'a1', base: { kind: 'round', diameterMm: 40 }, models: [{ position: { x: 15, y: 23 } }] }] } };

describe('table rules are an engine option', () => {
  it('an engine without them refuses a positions report, says how to measure, and keeps the state', () => {
    const s = galletEngine.replayOrThrow(start);
    const r = galletEngine.apply(s, positions);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.violations[0]?.code).toBe('table/not-measured');
    expect(r.violations[0]?.message).toMatch(/createEngine\(pack, \{ table: tableRules \}\)/);
    expect(s.eventCount).toBe(start.length);
    expect(s.board.table.map).toBeNull();
  });

  it('an engine without them refuses map overrides at set-up, but not a plain set-up', () => {
    const r = galletEngine.apply(galletEngine.initialState(), setUp({ removeObjectives: ['objective-2'] }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations.map((v) => [v.code, v.path])).toEqual([['table/not-measured', ['data', 'map']]]);
    expect(galletEngine.apply(galletEngine.initialState(), setUp()).ok).toBe(true);
  });

  it('an engine without them refuses objective picks (4th-edition assignment needs the table)', () => {
    const r = galletEngine.check(galletEngine.replayOrThrow(start), { type: 'ObjectiveAssigned', data: { unit: 'a1', objective: 'objective-1' } });
    expect(r.map((v) => v.code)).toEqual(['table/not-measured']);
  });

  it('galletTable measures on the battleplan map: objectives where the map puts them, positions become contests', () => {
    const engine = createEngine(gallet, { table: galletTable });
    expect(engine.pack.table).toBe(galletTable);
    const s = engine.replayOrThrow([...start, positions]);
    expect(s.board.table.map?.objectives.map((o) => o.id)).toEqual(galletMaps['turf-war'].objectives.map((o) => o.id));
    // objective-1 stands at (15, 22): the model at (15, 23) is within 6" of it (3rd edition)
    expect(selectReports(s).contests['objective-1']).toEqual([{ unit: 'a1', objective: 'objective-1', models: 1 }]);
    // a positions report keeps the hero phase's battle tactic window open: the pick is still owed, and still possible
    expect(engine.available(s).mustPickBattleTactic).toBe(true);
    expect(engine.check(s, { type: 'TurnEnded', data: { player: 'ann' } }).map((v) => v.code)).toEqual(['battle-tactic/required']);
  });

  it('tableRules alone measures on the bare battlefield when the battleplan ships no map', () => {
    const engine = createEngine(gallet, { table: tableRules });
    const s = engine.replayOrThrow([...start, positions]);
    expect(s.board.table.map?.objectives).toEqual([]);
    expect(s.board.table.map?.regions.map((r) => r.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'centre']);
    // the bare map measures the objectives where the set-up puts them: Turf War's data gives none, so no contest
    expect(selectReports(s).contests['objective-1'] ?? []).toEqual([]);
  });

  it('a state with a map is refused by an engine that does not measure, and read by one that does', () => {
    const measuring = createEngine(gallet, { table: galletTable });
    const saved = JSON.parse(JSON.stringify(measuring.replayOrThrow([...start, positions]))) as BattleState<unknown>;
    const refused = galletEngine.apply(saved as never, { type: 'BattleTacticPicked', data: { player: 'ann', tactic: 'an-eye-for-an-eye' } });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.violations[0]?.message).toMatch(/does not measure the table/);
    expect(measuring.apply(saved as never, { type: 'BattleTacticPicked', data: { player: 'ann', tactic: 'an-eye-for-an-eye' } }).ok).toBe(true);
  });
});
