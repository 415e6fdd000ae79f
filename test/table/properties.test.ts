/**
 * Properties of the table's measures and facts, on random bases, positions, maps and units:
 * translating everything changes no fact; a half-turn of the table with the roles swapped mirrors every fact;
 * moving a model straight toward an objective never stops it contesting; wholly within implies within; and the fast
 * path of `deriveTableFacts` agrees with the one-call measures (contests, regions, the derived
 * neutral ground and the zones, on maps with both territories, one or none).
 *
 * Runs: TABLE_PROPERTY_RUNS, else PROPERTY_RUNS, else 200 per property. Coordinates are multiples of 1/16", so a
 * translation or a half-turn is exact and no case sits on a rounding knife-edge by accident.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contestsObjective, deriveTableFactsOrThrow, distanceToPoint, isWhollyWithinDistance, rect, regionOverlap, TABLE_ZONES, validateMap, type Base, type BattlefieldMap, type MapRegion, type Point, type TableFacts, type TableModel, type TableUnit, type UnitTableFacts } from '../../src/table.js';
import { galletMaps } from '../../src/gallet-table.js';

const RUNS = ((): number => {
  const raw = process.env['TABLE_PROPERTY_RUNS'] ?? process.env['PROPERTY_RUNS'];
  const n = raw === undefined || raw.trim() === '' ? 200 : Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`bad run count ${JSON.stringify(raw)}`);
  return n;
})();
const params = { numRuns: RUNS };

const sixteenth = (lo: number, hi: number) => fc.integer({ min: lo * 16, max: hi * 16 }).map((n) => n / 16);
const point = (x0: number, x1: number, y0: number, y1: number) => fc.record({ x: sixteenth(x0, x1), y: sixteenth(y0, y1) });

const ROUND = [25, 32, 40, 50, 60, 80, 100, 130, 160];
const OVALS: readonly [number, number][] = [[60, 35], [75, 42], [90, 52], [105, 70], [120, 92], [170, 105]];
const baseArb: fc.Arbitrary<Base> = fc.oneof(
  fc.constantFrom(...ROUND).map((d): Base => ({ kind: 'round', diameterMm: d })),
  fc.constantFrom(...OVALS).map(([l, w]): Base => ({ kind: 'oval', lengthMm: l, widthMm: w })),
  fc.record({ l: fc.integer({ min: 20, max: 120 }), w: fc.integer({ min: 20, max: 120 }) }).map(({ l, w }): Base => ({ kind: 'rect', lengthMm: l, widthMm: w })),
  // a convex footprint: a triangle or a kite around the origin
  fc.record({ a: sixteenth(0.5, 2), b: sixteenth(0.5, 2), c: sixteenth(0.5, 2), kite: fc.boolean() }).map(({ a, b, c, kite }): Base => ({
    kind: 'footprint',
    points: kite ? [{ x: -a, y: 0 }, { x: 0, y: -b }, { x: c, y: 0 }, { x: 0, y: b }] : [{ x: -a, y: -b }, { x: c, y: -b }, { x: 0, y: b }],
  })),
);
const rotationArb = fc.integer({ min: 0, max: 359 });
const modelArb = (area: fc.Arbitrary<Point>): fc.Arbitrary<TableModel & { base: Base }> => fc.record({ position: area, base: baseArb, rotation: rotationArb });
const unitsArb = (area: fc.Arbitrary<Point>): fc.Arbitrary<TableUnit[]> =>
  fc
    .array(fc.record({ owner: fc.constantFrom('ana', 'ben'), models: fc.array(modelArb(area), { minLength: 1, maxLength: 5 }) }), { minLength: 1, maxLength: 4 })
    .map((us) => us.map((u, i) => ({ id: `u${i}`, owner: u.owner, models: u.models })));

/** A map drawn inside the box [10, 50]×[10, 34]: two territories, an L-shaped region, marker and region objectives. */
const boxedMapArb: fc.Arbitrary<BattlefieldMap> = fc
  .record({
    top: sixteenth(12, 18),
    bottom: sixteenth(26, 32),
    lx: sixteenth(14, 30),
    markers: fc.array(point(10, 50, 10, 34), { minLength: 1, maxLength: 4 }),
    edition: fc.constantFrom(3 as const, 4 as const),
    // which territories the map has (neutral ground is the battlefield less those it has)
    territories: fc.constantFrom('both', 'both', 'attacker', 'defender', 'none'),
  })
  .map(({ top, bottom, lx, markers, edition, territories }): BattlefieldMap => {
    const regions: MapRegion[] = [
      ...(territories === 'both' || territories === 'attacker' ? [{ id: 'attacker-territory', name: 'A', parts: [rect(10, 10, 50, top)], confidence: 'high' as const }] : []),
      ...(territories === 'both' || territories === 'defender' ? [{ id: 'defender-territory', name: 'D', parts: [rect(10, bottom, 50, 34)], confidence: 'high' as const }] : []),
      { id: 'ell', name: 'L', parts: [rect(lx, 18, lx + 6, 26), rect(lx + 6, 18, lx + 14, 21)], confidence: 'high' },
    ];
    return {
      id: 'boxed',
      name: 'Boxed',
      edition,
      width: 60,
      height: 44,
      regions,
      objectives: [...markers.map((p, i) => ({ id: `o${i}`, name: `O${i}`, position: p, confidence: 'high' as const })), { id: 'the-ell', name: 'The L', region: 'ell', confidence: 'high' }],
      features: [],
      source: 'property test',
      notes: [],
    };
  });

const shift = (p: Point, d: Point): Point => ({ x: p.x + d.x, y: p.y + d.y });
function translateMap(m: BattlefieldMap, d: Point): BattlefieldMap {
  return {
    ...m,
    regions: m.regions.map((r) => ({ ...r, parts: r.parts.map((poly) => poly.map((p) => shift(p, d))) })),
    objectives: m.objectives.map((o) => (o.position === undefined ? o : { ...o, position: shift(o.position, d) })),
  };
}

describe('properties of the table', () => {
  it('translating the map and every model changes no fact', () => {
    fc.assert(
      fc.property(boxedMapArb, unitsArb(point(14, 46, 14, 30)), point(-8, 8, -8, 8), (map, units, d) => {
        expect(validateMap(map)).toEqual([]);
        const moved = units.map((u) => ({ ...u, models: u.models.map((m) => ({ ...m, position: shift(m.position, d) })) }));
        expect(deriveTableFactsOrThrow({ map: translateMap(map, d), units: moved })).toEqual(deriveTableFactsOrThrow({ map, units }));
      }),
      params,
    );
  });

  it('a half-turn of the table with the roles swapped mirrors every fact', () => {
    const ZONE_MIRROR: Readonly<Record<string, string>> = { 'attacker-territory': 'defender-territory', 'defender-territory': 'attacker-territory', q1: 'q4', q2: 'q3', q3: 'q2', q4: 'q1' };
    const mirrorRegion = (id: string) => ZONE_MIRROR[id] ?? id;
    const maps = Object.values(galletMaps).filter((m) => m.objectives.length > 0);
    fc.assert(
      fc.property(fc.constantFrom(...maps), unitsArb(point(0, 60, 0, 44)), (map, units) => {
        const objectiveMirror = new Map<string, string>();
        for (const o of map.objectives) {
          if (o.region !== undefined) objectiveMirror.set(o.id, mirrorRegion(o.region));
          else {
            const p = o.position;
            const twin = map.objectives.find((q) => p !== undefined && q.position?.x === map.width - p.x && q.position.y === map.height - p.y);
            objectiveMirror.set(o.id, twin?.id ?? '?');
          }
        }
        const turned = units.map((u) => ({
          ...u,
          owner: u.owner === 'ana' ? 'ben' : 'ana',
          models: u.models.map((m) => ({ ...m, position: { x: map.width - m.position.x, y: map.height - m.position.y }, rotation: (m.rotation ?? 0) + 180 })),
        }));
        const before = deriveTableFactsOrThrow({ map, units });
        const after = deriveTableFactsOrThrow({ map, units: turned });
        const norm = (f: UnitTableFacts, mirror: boolean) => {
          const o = (id: string) => (mirror ? (objectiveMirror.get(id) ?? '?') : id);
          const r = (id: string) => (mirror ? mirrorRegion(id) : id);
          return {
            owner: mirror ? (f.owner === 'ana' ? 'ben' : 'ana') : f.owner,
            contesting: Object.fromEntries(Object.entries(f.contesting).map(([k, v]) => [o(k), v]).sort()),
            inRange: f.objectivesInRange.map(o).sort(),
            zones: { wholly: f.zones.wholly.map(r).sort(), partly: f.zones.partly.map(r).sort() },
            regions: { wholly: f.regions.wholly.map(r).sort(), partly: f.regions.partly.map(r).sort() },
          };
        };
        for (const u of units) {
          const b = before.units[u.id];
          const a = after.units[u.id];
          if (a === undefined || b === undefined) throw new Error('missing unit');
          expect(norm(a, false)).toEqual(norm(b, true));
        }
      }),
      params,
    );
  });

  it('moving a model straight toward an objective never stops it contesting', () => {
    fc.assert(
      fc.property(modelArb(point(2, 58, 2, 42)), point(5, 55, 5, 39), fc.constantFrom(3 as const, 4 as const), fc.double({ min: 0, max: 1, noNaN: true }), (model, objective, edition, t) => {
        const o = { position: objective };
        if (!contestsObjective(model, o, edition)) return;
        const p = model.position;
        const closer = { ...model, position: { x: p.x + t * (objective.x - p.x), y: p.y + t * (objective.y - p.y) } };
        expect(contestsObjective(closer, o, edition)).toBe(true);
      }),
      params,
    );
  });

  it('wholly within implies within: a region, a distance of a point, a unit\'s zones', () => {
    const regionArb = fc.oneof(
      fc.record({ a: point(0, 30, 0, 22), w: sixteenth(1, 30), h: sixteenth(1, 22) }).map(({ a, w, h }) => ({ parts: [rect(a.x, a.y, a.x + w, a.y + h)] })),
      fc.record({ x: sixteenth(5, 40), y: sixteenth(5, 30) }).map(({ x, y }) => ({ parts: [rect(x, y, x + 6, y + 8), rect(x + 6, y, x + 12, y + 3)] })),
    );
    fc.assert(
      fc.property(modelArb(point(2, 58, 2, 42)), regionArb, point(0, 60, 0, 44), sixteenth(0, 20), (model, region, q, x) => {
        if (regionOverlap(model, region) === 'wholly') {
          // the base's centre lies in a closed part of the region (measured independently: point in rectangle)
          const inside = region.parts.some((part) => {
            const xs = part.map((p) => p.x);
            const ys = part.map((p) => p.y);
            return model.position.x >= Math.min(...xs) - 1e-9 && model.position.x <= Math.max(...xs) + 1e-9 && model.position.y >= Math.min(...ys) - 1e-9 && model.position.y <= Math.max(...ys) + 1e-9;
          });
          // every base drawn here holds its own position (round, oval, rectangle, and footprints around the origin)
          expect(inside).toBe(true);
        }
        if (isWhollyWithinDistance(model, q, x)) expect(distanceToPoint(model, q)).toBeLessThanOrEqual(x + 1e-9);
      }),
      params,
    );
    fc.assert(
      fc.property(unitsArb(point(0, 60, 0, 44)), (units) => {
        const f: TableFacts = deriveTableFactsOrThrow({ map: galletMaps['the-prize-of-gallet'], units });
        for (const u of Object.values(f.units)) {
          for (const z of u.zones.wholly) expect(u.zones.partly).not.toContain(z);
          // a unit wholly within a territory is in it: one model at least, and it cannot be wholly within the other
          if (u.zones.wholly.includes('attacker-territory')) expect([...u.zones.wholly, ...u.zones.partly]).not.toContain('defender-territory');
          for (const z of [...u.zones.wholly, ...u.zones.partly]) expect(TABLE_ZONES).toContain(z);
        }
      }),
      params,
    );
  });

  it('the fast path agrees with the one-call measures: contests, regions, neutral ground, zones', () => {
    fc.assert(
      fc.property(boxedMapArb, unitsArb(point(8, 52, 8, 36)), (map, units) => {
        const f = deriveTableFactsOrThrow({ map, units });
        const battlefield = { parts: [rect(0, 0, map.width, map.height)] };
        const territories = map.regions.filter((r) => r.id === 'attacker-territory' || r.id === 'defender-territory');
        for (const u of units) {
          const facts = f.units[u.id];
          for (const o of map.objectives) {
            const parts = o.region === undefined ? undefined : map.regions.find((r) => r.id === o.region)?.parts;
            const objective = o.position !== undefined ? { position: o.position } : { parts: parts ?? [] };
            const n = u.models.filter((m) => contestsObjective({ ...m, base: m.base as Base }, objective, map.edition)).length;
            expect(facts?.contesting[o.id] ?? 0).toBe(n);
          }
          const ofUnit = (each: string[]) => (each.every((e) => e === 'wholly') ? 'wholly' : each.some((e) => e !== 'none') ? 'partly' : 'none');
          const got = (id: string) => (facts?.regions.wholly.includes(id) ? 'wholly' : facts?.regions.partly.includes(id) ? 'partly' : 'none');
          for (const r of map.regions) expect(got(r.id), r.id).toBe(ofUnit(u.models.map((m) => regionOverlap({ ...m, base: m.base as Base }, r))));
          // neutral ground, derived: none for a model wholly within a territory, the battlefield's answer for one
          // within none, else partly (the boxed territories leave battlefield around them)
          const neutral = u.models.map((m) => {
            const t = territories.map((r) => regionOverlap({ ...m, base: m.base as Base }, r));
            return t.includes('wholly') ? 'none' : t.every((c) => c === 'none') ? regionOverlap({ ...m, base: m.base as Base }, battlefield) : 'partly';
          });
          expect(got('neutral'), 'neutral').toBe(ofUnit(neutral));
          // the zones are the regions of TABLE_ZONES, in that order
          expect(facts?.zones).toEqual({ wholly: TABLE_ZONES.filter((z) => facts?.regions.wholly.includes(z)), partly: TABLE_ZONES.filter((z) => facts?.regions.partly.includes(z)) });
        }
      }),
      params,
    );
  });
});
