/**
 * Maps as data: building, validating, overriding (a new map; overrides checked), the half-turn for the other
 * territory, and battlefield sizes per points limit.
 */
import { describe, expect, it } from 'vitest';
import { battlefieldSize, defineMap, deriveTableFactsOrThrow, overrideMap, quarterRegions, rect, rotateMap180, validateMap, type BattlefieldMap, type MapOverrides } from '../../src/table.js';
import { galletMaps } from '../../src/gallet-table.js';

const simple = (): BattlefieldMap =>
  defineMap({
    id: 'simple',
    name: 'Simple',
    edition: 4,
    source: 'test',
    territories: { attacker: { parts: [rect(0, 0, 60, 12)], confidence: 'high' }, defender: { parts: [rect(0, 32, 60, 44)], confidence: 'high' } },
    objectives: [
      { id: 'a', name: 'A', position: { x: 30, y: 6 }, confidence: 'high' },
      { id: 'b', name: 'B', position: { x: 30, y: 38 }, confidence: 'low', note: 'guess' },
    ],
  });
const codes = (m: unknown) => validateMap(m).map((v) => v.code);

describe('building a map', () => {
  it('adds the quarters in reading order and the centre zone', () => {
    const m = simple();
    expect(m.regions.map((r) => r.id)).toEqual(['attacker-territory', 'defender-territory', 'q1', 'q2', 'q3', 'q4', 'centre']);
    expect(quarterRegions(60, 44)[1]?.parts[0]).toEqual(rect(30, 0, 60, 22));
    expect(m.width).toBe(60);
    expect(m.height).toBe(44);
    expect(validateMap(m)).toEqual([]);
  });
});

describe('validating a map', () => {
  it('refuses coordinates off the battlefield', () => {
    const m = { ...simple(), objectives: [{ id: 'x', name: 'X', position: { x: 61, y: 0 }, confidence: 'high' }] };
    expect(codes(m)).toEqual(['table/off-battlefield']);
  });
  it('refuses a concave part, and parts of a region that overlap', () => {
    const concave = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 5, y: 3 }, { x: 0, y: 10 }];
    expect(codes({ ...simple(), regions: [{ id: 'r', name: 'R', parts: [concave], confidence: 'high' }] })).toEqual(['table/invalid-region']);
    expect(codes({ ...simple(), regions: [{ id: 'r', name: 'R', parts: [rect(0, 0, 10, 10), rect(5, 5, 15, 15)], confidence: 'high' }] })).toEqual(['table/regions-overlap']);
    // sharing an edge is fine
    expect(codes({ ...simple(), regions: [{ id: 'r', name: 'R', parts: [rect(0, 0, 10, 10), rect(10, 0, 15, 15)], confidence: 'high' }] })).toEqual([]);
  });
  it('refuses overlapping territories', () => {
    const m = simple();
    const regions = m.regions.map((r) => (r.id === 'defender-territory' ? { ...r, parts: [rect(0, 10, 60, 44)] } : r));
    expect(codes({ ...m, regions })).toEqual(['table/regions-overlap']);
  });
  it('refuses duplicate ids, an objective with both or neither of position and region, an unknown region', () => {
    const m = simple();
    const o = (extra: object) => ({ id: 'z', name: 'Z', confidence: 'high', ...extra });
    expect(codes({ ...m, objectives: [...m.objectives, m.objectives[0]] })).toEqual(['table/duplicate-id']);
    expect(codes({ ...m, objectives: [o({})] })).toEqual(['table/invalid-objective']);
    expect(codes({ ...m, objectives: [o({ position: { x: 1, y: 1 }, region: 'q1' })] })).toEqual(['table/invalid-objective']);
    expect(codes({ ...m, objectives: [o({ region: 'nowhere' })] })).toEqual(['table/unknown-region']);
    expect(codes({ ...m, objectives: [o({ region: 'q1', confidence: 'sure' })] })).toEqual(['table/invalid-map']);
    expect(codes({ ...m, objectives: [o({ position: { x: 1, y: 1 }, markerMm: -4 })] })).toEqual(['table/invalid-objective']);
  });
  it('refuses a map that is not one', () => {
    expect(codes(null)).toEqual(['table/invalid-map']);
    expect(codes({ ...simple(), width: 0 })).toEqual(['table/invalid-map']);
    expect(codes({ ...simple(), edition: 5 })).toEqual(['table/invalid-map']);
  });
});

describe('overriding a map', () => {
  it('returns a new map with the change, and leaves the original alone', () => {
    const m = simple();
    const before = JSON.stringify(m);
    const r = overrideMap(m, { objectives: [{ id: 'b', position: { x: 20, y: 40 } }, { id: 'c', name: 'C', position: { x: 5, y: 22 } }], removeObjectives: ['a'] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.objectives).toEqual([
      { id: 'b', name: 'B', position: { x: 20, y: 40 }, markerMm: 40, confidence: 'high', note: 'set by an override' },
      { id: 'c', name: 'C', position: { x: 5, y: 22 }, confidence: 'high', note: 'set by an override', markerMm: 40 },
    ]);
    expect(JSON.stringify(m)).toBe(before);
  });
  it('keeps the confidence of what it does not move, and takes a given one', () => {
    const m = simple();
    const r = overrideMap(m, { objectives: [{ id: 'b', name: 'Bee' }, { id: 'a', position: { x: 31, y: 6 }, confidence: 'medium', note: 'measured' }] });
    expect(r.ok && r.value.objectives).toEqual([
      { id: 'a', name: 'A', position: { x: 31, y: 6 }, markerMm: 40, confidence: 'medium', note: 'measured' },
      { id: 'b', name: 'Bee', position: { x: 30, y: 38 }, markerMm: 40, confidence: 'low', note: 'guess' },
    ]);
  });
  it('turns a marker into a region objective and back', () => {
    const r = overrideMap(simple(), { objectives: [{ id: 'a', region: 'q1' }] });
    expect(r.ok && r.value.objectives[0]).toEqual({ id: 'a', name: 'A', region: 'q1', confidence: 'high', note: 'set by an override' });
  });
  it('replaces territories and adds regions and features', () => {
    const r = overrideMap(simple(), {
      regions: [{ id: 'attacker-territory', parts: [rect(0, 0, 12, 32)] }, { id: 'pit', name: 'Pit', parts: [rect(20, 20, 24, 24)], confidence: 'low' }],
      features: [{ id: 'tunnel', name: 'Tunnel', kind: 'point', points: [{ x: 0, y: 0 }] }],
      notes: ['moved for the club table'],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.regions.find((x) => x.id === 'attacker-territory')?.parts).toEqual([rect(0, 0, 12, 32)]);
    expect(r.value.regions.find((x) => x.id === 'pit')).toEqual({ id: 'pit', name: 'Pit', parts: [rect(20, 20, 24, 24)], confidence: 'low', note: 'set by an override' });
    expect(r.value.features).toHaveLength(1);
    expect(r.value.notes).toEqual(['moved for the club table']);
  });
  it('refuses bad overrides with typed violations', () => {
    const bad = (o: unknown) => {
      const r = overrideMap(simple(), o as MapOverrides);
      return r.ok ? [] : r.violations.map((v) => v.code);
    };
    expect(bad({ colour: 'red' })).toEqual(['table/invalid-override']);
    expect(bad({ objectives: [{ id: 'new' }] })).toEqual(['table/invalid-override']);
    expect(bad({ objectives: [{ id: 'a', position: { x: 1, y: 1 }, region: 'q1' }] })).toEqual(['table/invalid-override']);
    expect(bad({ objectives: [{ id: 'a', colour: 'red' }] })).toEqual(['table/invalid-override']);
    expect(bad({ objectives: [{ id: '__proto__', position: { x: 1, y: 1 } }] })).toEqual(['table/invalid-id']);
    expect(bad({ removeObjectives: ['nope'] })).toEqual(['table/unknown-id']);
    expect(bad({ regions: [{ id: 'new-region' }] })).toEqual(['table/invalid-override']);
    expect(bad(null)).toEqual(['table/invalid-override']);
    // overrides that make a broken map: the result is checked too
    expect(bad({ objectives: [{ id: 'a', position: { x: 99, y: 1 } }] })).toEqual(['table/off-battlefield']);
    expect(bad({ regions: [{ id: 'defender-territory', parts: [rect(0, 6, 60, 44)] }] })).toEqual(['table/regions-overlap']);
    expect(bad({ removeRegions: ['q1'] })).toEqual([]);
    expect(bad({ objectives: [{ id: 'a', region: 'q1' }], removeRegions: ['q1'] })).toEqual(['table/unknown-region']);
  });
});

describe('the half-turn for the other territory', () => {
  it('moves every coordinate to (width − x, height − y) and keeps the ids', () => {
    const m = galletMaps['the-lurkers-below'];
    const t = rotateMap180(m);
    expect(validateMap(t)).toEqual([]);
    expect(t.objectives.find((o) => o.id === 'attacker-border')?.position).toEqual({ x: 45, y: 22 });
    expect(t.regions.find((r) => r.id === 'attacker-territory')?.parts[0]).toEqual(rect(60, 44, 45, 0));
    expect(rotateMap180(t)).toEqual(m);
    // the attacker's unit that stood in its territory at the left now stands in it at the right
    const facts = deriveTableFactsOrThrow({ map: t, units: [{ id: 'u', owner: 'a', base: { kind: 'round', diameterMm: 32 }, models: [{ position: { x: 55, y: 5 } }] }] });
    expect(facts.units['u']?.zones.wholly).toContain('attacker-territory');
  });
});

describe('battlefield sizes per points limit', () => {
  it('is 60"×44" at 2,000 points, 44"×30" (low) at 1,000, else the default marked unknown', () => {
    expect(battlefieldSize(2000)).toMatchObject({ width: 60, height: 44, confidence: 'high' });
    expect(battlefieldSize(1000)).toMatchObject({ width: 44, height: 30, confidence: 'low' });
    expect(battlefieldSize(1500)).toMatchObject({ width: 60, height: 44, confidence: 'unknown' });
  });
});
