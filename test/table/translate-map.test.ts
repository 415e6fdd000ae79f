import { describe, expect, it } from 'vitest';
import { defineMap, overrideMap, rect, rotateMap180, translateMap } from '../../src/table.js';

const map = defineMap({
  id: 'skirmish',
  name: 'Skirmish',
  edition: 4,
  source: 'a test',
  territories: { attacker: { parts: [rect(0, 0, 30, 8)], confidence: 'high' }, defender: { parts: [rect(0, 22, 30, 30)], confidence: 'high' } },
  objectives: [
    { id: 'middle', name: 'Middle', position: { x: 15, y: 15 }, confidence: 'high' },
    { id: 'big', name: 'Big', position: { x: 5, y: 15 }, markerMm: 60, confidence: 'high' },
  ],
  features: [{ id: 'wall', name: 'Wall', kind: 'line', points: [{ x: 20, y: 12 }, { x: 24, y: 12 }, { x: 22, y: 16 }], confidence: 'high' }],
});

describe('translateMap', () => {
  it('moves the layout (territories, objectives, features) and leaves the battlefield quarters and centre alone', () => {
    const r = translateMap(map, 15, 7);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const m = r.value;
    expect(m.objectives.map((o) => o.position)).toEqual([{ x: 30, y: 22 }, { x: 20, y: 22 }]);
    expect(m.regions.find((x) => x.id === 'attacker-territory')?.parts).toEqual([rect(15, 7, 45, 15)]);
    expect(m.features[0]?.points).toEqual([{ x: 35, y: 19 }, { x: 39, y: 19 }, { x: 37, y: 23 }]);
    for (const id of ['q1', 'q2', 'q3', 'q4', 'centre']) expect(m.regions.find((x) => x.id === id)).toEqual(map.regions.find((x) => x.id === id));
    // by zero: the same map; and back again
    expect(translateMap(map, 0, 0)).toEqual({ ok: true, value: map });
    expect(translateMap(m, -15, -7)).toEqual({ ok: true, value: map });
  });

  it('refuses a move that pushes the layout off the battlefield, or a move that is not a number', () => {
    const r = translateMap(map, 40, 0);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations.map((v) => v.code)).toContain('table/off-battlefield');
    const bad = translateMap(map, Number.NaN, 0);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.violations.map((v) => v.code)).toEqual(['table/invalid-map']);
  });
});

describe("a map objective's marker size", () => {
  it('is filled with its 40 mm default by defineMap and overrideMap, and kept when given', () => {
    expect(map.objectives.map((o) => o.markerMm)).toEqual([40, 60]);
    const o = overrideMap(map, { objectives: [{ id: 'extra', position: { x: 10, y: 18 } }] });
    expect(o.ok).toBe(true);
    if (o.ok) expect(o.value.objectives.find((x) => x.id === 'extra')?.markerMm).toBe(40);
    expect(rotateMap180(map).objectives.map((x) => x.markerMm)).toEqual([40, 60]);
  });

  it('stays empty for an objective that is a region, not a marker', () => {
    const quarters = defineMap({
      id: 'quarters',
      name: 'Quarters',
      edition: 3,
      source: 'a test',
      territories: { attacker: { parts: [rect(0, 0, 60, 10)], confidence: 'high' }, defender: { parts: [rect(0, 34, 60, 44)], confidence: 'high' } },
      objectives: [{ id: 'q1', name: 'Quarter 1', region: 'q1', confidence: 'high' }],
    });
    expect(quarters.objectives[0]?.markerMm).toBeUndefined();
  });
});
