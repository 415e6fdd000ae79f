/**
 * Issue 25, hostile input round 3, the table: work bounded by the input's size (map corners, models per report,
 * footprint corners, the SVG's size), one name limit, positions on a battle set up without table rules, XML-invalid
 * characters, and one argument check at the entry of every function (a violation or a documented TypeError).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine, type BattleState } from 'battlepack-engine';
import { gallet, galletEngine } from 'battlepack-engine/gallet';
import { galletMaps, galletTable } from 'battlepack-engine/gallet/table';
import {
  compileMap,
  deriveTableFacts,
  distanceBetween,
  MAP_LIMITS,
  overrideMap,
  POSITIONS_LIMITS,
  regionOverlap,
  renderBattleMapSvg,
  renderBattlefieldSvg,
  validateBase,
  validateMap,
} from 'battlepack-engine/table';
import { bigMapLog, manyModelsLog, ring } from '../../support/hostile-logs.js';

const tableEngine = createEngine(gallet, { table: galletTable });
const GOLDEN = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/table/turf-war.positions.log.json'), 'utf8')) as { events: { type: string; data: Record<string, unknown> }[] };
const firstReport = GOLDEN.events.findIndex((e) => e.type === 'PositionsReported');
const throwing = (): never => {
  throw new Error('boom');
};
const trap = new Proxy({}, { get: throwing, ownKeys: throwing, getOwnPropertyDescriptor: throwing, has: throwing });

describe('item 1: a map and a positions report are bounded by stated limits, checked before any geometry', () => {
  it('a set-up whose map override holds more corners than a map may is refused at once', () => {
    const setUp = bigMapLog({ regions: 2, parts: 64, corners: 256 }).events[0];
    const r = tableEngine.apply(tableEngine.initialState(), setUp as never);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.violations[0]).toMatchObject({ code: 'table/invalid-map', path: ['data', 'map', 'regions'] });
    expect(r.violations[0]?.message).toContain(`at most ${MAP_LIMITS.corners.toLocaleString('en')}`);
  });

  it('a region of more corners than a region may hold is refused, whatever the map', () => {
    const parts = Array.from({ length: 5 }, (_, i) => ring(256, 0.4).map((p) => ({ x: 2 + i + p.x, y: 2 + p.y })));
    const vs = validateMap({ ...galletMaps['turf-war'], regions: [...galletMaps['turf-war'].regions, { id: 'big', name: 'Big', parts, confidence: 'high' }] });
    expect(vs.map((v) => v.code)).toContain('table/invalid-region');
    expect(vs.find((v) => v.code === 'table/invalid-region')?.message).toContain(`at most ${MAP_LIMITS.cornersPerRegion.toLocaleString('en')} corners`);
  });

  it('a map within the limits is still accepted (a region of 1,024 corners)', () => {
    const parts = Array.from({ length: 4 }, (_, i) => ring(256, 0.45).map((p) => ({ x: Number((2 + i + p.x).toFixed(5)), y: Number((2 + p.y).toFixed(5)) })));
    expect(validateMap({ ...galletMaps['turf-war'], regions: [...galletMaps['turf-war'].regions, { id: 'big', name: 'Big', parts, confidence: 'high' }] })).toEqual([]);
  });

  it('a positions report of more models than a report may place is refused, naming the limit', () => {
    const log = manyModelsLog({ perUnit: 667, corners: 8, reports: 1, unitsPerPlayer: 2 });
    const r = tableEngine.replay(log.events.slice(0, firstReport + 2) as never);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.violations[0]).toMatchObject({ code: 'positions/too-large', path: ['data', 'units'] });
    expect(r.violations[0]?.message).toContain(POSITIONS_LIMITS.modelsPerReport.toLocaleString('en'));
    // and one at the limit is folded
    const ok = tableEngine.replay(manyModelsLog({ perUnit: 500, corners: 8, reports: 1, unitsPerPlayer: 2 }).events.slice(0, firstReport + 2) as never);
    expect(ok.ok).toBe(true);
  });

  it('a footprint of more corners than the limit is refused by the schema and by validateBase alike', () => {
    const log = manyModelsLog({ perUnit: 10, corners: POSITIONS_LIMITS.footprintCorners + 1, reports: 1 });
    const r = tableEngine.replay(log.events.slice(0, firstReport + 2) as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations[0]?.code).toBe('schema/invalid');
    expect(validateBase({ kind: 'footprint', points: ring(POSITIONS_LIMITS.footprintCorners + 1) })[0]?.code).toBe('table/invalid-base');
    expect(validateBase({ kind: 'footprint', points: ring(POSITIONS_LIMITS.footprintCorners) })).toEqual([]);
  });
});

describe('item 2: the SVG of a battle is at most a stated multiple of its log', () => {
  it('2,000 models on one 64-cornered footprint: the picture stays within 4× the log (+64 KiB)', () => {
    const log = manyModelsLog({ perUnit: 1000, corners: 64, reports: 1 });
    const events = log.events.slice(0, firstReport + 2);
    const state = tableEngine.replayOrThrow(events as never);
    const svg = renderBattleMapSvg(state);
    const logBytes = JSON.stringify({ ...log, events }).length;
    expect(svg).not.toBeNull();
    expect((svg ?? '').length).toBeLessThanOrEqual(4 * logBytes + 64 * 1024);
    // each model is still drawn: one <use> per model of the footprint, defined once
    expect((svg ?? '').match(/<use class="base"/g)).toHaveLength(2000);
    expect((svg ?? '').match(/<polygon id="fp-/g)).toHaveLength(1);
  });
});

describe('item 7: one limit for an objective name, in the schema and in the map', () => {
  it('a 500-character objective name with a position is accepted by an engine with table rules, as without', () => {
    const setUp = structuredClone(GOLDEN.events[0]) as { type: string; data: Record<string, unknown> };
    setUp.data['objectives'] = [{ id: 'west', name: 'W'.repeat(500), placement: 'attacker-territory', position: { x: 10, y: 22 } }];
    const plain = galletEngine.apply(galletEngine.initialState(), setUp as never);
    const measured = tableEngine.apply(tableEngine.initialState(), setUp as never);
    expect(plain.ok).toBe(measured.ok);
    expect(measured.ok).toBe(true);
    setUp.data['objectives'] = [{ id: 'west', name: 'W'.repeat(501), placement: 'attacker-territory', position: { x: 10, y: 22 } }];
    expect(galletEngine.apply(galletEngine.initialState(), setUp as never).ok).toBe(false);
    expect(tableEngine.apply(tableEngine.initialState(), setUp as never).ok).toBe(false);
  });

  it('an override of a region name of 500 characters passes the schema and the map check', () => {
    const setUp = structuredClone(GOLDEN.events[0]) as { type: string; data: Record<string, unknown> };
    setUp.data['map'] = { regions: [{ id: 'centre', name: 'C'.repeat(500) }] };
    expect(tableEngine.apply(tableEngine.initialState(), setUp as never).ok).toBe(true);
  });
});

describe('item 8: a battle set up without table rules, continued with them', () => {
  it('refuses a positions report with positions/no-map instead of measuring nothing', () => {
    const before = galletEngine.replayOrThrow(GOLDEN.events.slice(0, firstReport) as never);
    const restored = JSON.parse(JSON.stringify(before)) as BattleState<unknown>;
    const r = tableEngine.apply(restored as never, GOLDEN.events[firstReport] as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations[0]).toMatchObject({ code: 'positions/no-map', path: ['type'] });
    // hand reports still score on it
    expect(tableEngine.apply(restored as never, { type: 'ObjectiveContestReported', data: { contests: [] } }).ok).toBe(true);
  });
});

describe('item 9: characters XML cannot hold are made visible in the SVG', () => {
  it.each(['\uFFFE', '\uFFFF', '\uD800', '\uDC00'])('U+%s in names of objectives, regions and features', (c) => {
    const map = galletMaps['the-lurkers-below'];
    const odd = {
      ...map,
      name: `map${c}`,
      objectives: map.objectives.map((o) => ({ ...o, name: `o${c}` })),
      regions: map.regions.map((r) => ({ ...r, name: `r${c}` })),
      features: map.features.map((f) => ({ ...f, name: `f${c}` })),
    };
    const svg = renderBattlefieldSvg(odd, { title: `t${c}` });
    expect(svg).not.toContain(c);
    expect(svg).toContain(`\\u${c.charCodeAt(0).toString(16)}`);
    // a paired surrogate (an emoji) is kept as it is
    expect(renderBattlefieldSvg(map, { title: 'a 🐉' })).toContain('a 🐉');
  });
});

describe('item 11: hostile arguments get a violation or a TypeError from the entry, never an error from inside', () => {
  const getterMap = { ...galletMaps['turf-war'], get regions(): never { return throwing(); } };
  it('validateMap, overrideMap, compileMap and deriveTableFacts answer with violations', () => {
    for (const bad of [getterMap, trap]) {
      expect(validateMap(bad)[0]?.code).toBe('table/invalid-map');
      const o = overrideMap(bad as never, {});
      expect(o.ok).toBe(false);
      const c = compileMap(bad as never);
      expect(c.ok).toBe(false);
      const f = deriveTableFacts({ map: bad as never, units: [] });
      expect(f.ok).toBe(false);
    }
    expect(overrideMap(galletMaps['turf-war'], trap as never).ok).toBe(false);
    expect(deriveTableFacts(trap as never).ok).toBe(false);
    expect(deriveTableFacts({ map: galletMaps['turf-war'], units: trap as never }).ok).toBe(false);
    expect(deriveTableFacts({ map: galletMaps['turf-war'], units: [{ id: 'u', owner: 'a', base: { kind: 'round', diameterMm: 25 }, models: [trap] }] as never }).ok).toBe(false);
  });

  it('the renderers and measures throw a TypeError naming the function and the argument', () => {
    const map = galletMaps['turf-war'];
    expect(() => renderBattlefieldSvg(getterMap)).toThrow(/^renderBattlefieldSvg: /);
    expect(() => renderBattlefieldSvg(map, trap as never)).toThrow(TypeError);
    expect(() => renderBattlefieldSvg(map, { scale: '12' } as never)).toThrow(/renderBattlefieldSvg: options.scale/);
    expect(() => renderBattlefieldSvg(map, { units: {} } as never)).toThrow(/renderBattlefieldSvg: options.units/);
    expect(() => renderBattlefieldSvg(map, { players: [{ id: 'a' }] } as never)).toThrow(/renderBattlefieldSvg: options.players/);
    expect(() => renderBattlefieldSvg(map, { colour: 'red' } as never)).toThrow(/options.colour/);
    expect(() => renderBattleMapSvg(trap as never)).toThrow(/^renderBattleMapSvg: /);
    expect(() => renderBattleMapSvg({} as never)).toThrow(/^renderBattleMapSvg: /);
    expect(() => renderBattleMapSvg(galletEngine.initialState(), { round: 'one' } as never)).toThrow(/options.round/);
    const model = { position: { x: 1, y: 1 }, base: { kind: 'round', diameterMm: 25 } } as const;
    expect(() => distanceBetween(model, trap as never)).toThrow(/^distanceBetween: /);
    expect(() => distanceBetween(model, { position: { x: 1, y: 1 } } as never)).toThrow(TypeError);
    expect(() => regionOverlap(model, { parts: 'x' } as never)).toThrow(/^regionOverlap: /);
    expect(() => validateBase({ kind: 'round', diameterMm: 25 }, trap as never)).toThrow(/^validateBase: /);
    expect(validateBase(trap)[0]?.code).toBe('table/invalid-base');
  });
});
