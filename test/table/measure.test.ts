/**
 * Measuring the way the rules measure (FACTS.md §8): exact cases for round bases, ovals, rectangles and footprints,
 * and the ovals checked against a brute-force sampling of their outline.
 */
import { describe, expect, it } from 'vitest';
import { objectiveDistance, baseArea, contestsObjective, distanceBetween, distanceToPoint, isUnitWithin, isWhollyWithin, isWhollyWithinDistance, isWithin, MM_PER_INCH, OVAL_TOLERANCE, rect, regionOverlap, unitDistance, unitRegionOverlap, validateBase, validateModel, type Base, type PlacedModel } from '../../src/table.js';

const inch = (mm: number) => mm / MM_PER_INCH;
const round = (x: number, y: number, diameterMm = 25.4): PlacedModel => ({ position: { x, y }, base: { kind: 'round', diameterMm } });
const oval = (x: number, y: number, lengthMm: number, widthMm: number, rotation = 0): PlacedModel => ({ position: { x, y }, base: { kind: 'oval', lengthMm, widthMm }, rotation });
const TOP = { parts: [rect(0, 0, 60, 12)] };

// points on an oval's outline, for brute-force checks
function outline(m: PlacedModel, n = 20000): { x: number; y: number }[] {
  const b = m.base as Extract<Base, { kind: 'oval' }>;
  const a = inch(b.lengthMm) / 2;
  const c = inch(b.widthMm) / 2;
  const t0 = ((m.rotation ?? 0) * Math.PI) / 180;
  return Array.from({ length: n }, (_, k) => {
    const t = (2 * Math.PI * k) / n;
    const u = a * Math.cos(t);
    const v = c * Math.sin(t);
    return { x: m.position.x + Math.cos(t0) * u - Math.sin(t0) * v, y: m.position.y + Math.sin(t0) * u + Math.cos(t0) * v };
  });
}

describe('distances between bases', () => {
  it('touching round bases measure 0"', () => {
    expect(distanceBetween(round(10, 10), round(11, 10))).toBe(0);
    expect(isWithin(round(10, 10), round(11, 10), 0)).toBe(true);
  });

  it('measures between the closest points of the bases, not the centres', () => {
    // 32 mm bases, centres 3" apart: 3 - 32/25.4 between the edges
    expect(distanceBetween(round(10, 10, 32), round(13, 10, 32))).toBeCloseTo(3 - inch(32), 12);
    expect(isWithin(round(10, 10, 32), round(13, 10, 32), 1.75)).toBe(true);
    expect(isWithin(round(10, 10, 32), round(13, 10, 32), 1.7)).toBe(false);
  });

  it('overlapping bases measure 0"', () => {
    expect(distanceBetween(round(10, 10, 60), round(10.5, 10, 25))).toBe(0);
  });

  it('rectangles and footprints measure exactly', () => {
    const chariot: PlacedModel = { position: { x: 10, y: 10 }, base: { kind: 'rect', lengthMm: 4 * 25.4, widthMm: 2 * 25.4 } };
    expect(distanceBetween(chariot, round(14, 10))).toBeCloseTo(1.5, 12);
    expect(distanceBetween(chariot, { ...chariot, position: { x: 10, y: 13 } })).toBeCloseTo(1, 12);
    // turned 90°: now 2" wide along x
    expect(distanceBetween({ ...chariot, rotation: 90 }, round(14, 10))).toBeCloseTo(2.5, 12);
    const triangle: PlacedModel = { position: { x: 20, y: 20 }, base: { kind: 'footprint', points: [{ x: -1, y: -1 }, { x: 1, y: -1 }, { x: 0, y: 1 }] } };
    expect(distanceToPoint(triangle, { x: 20, y: 25 })).toBeCloseTo(4, 12);
    expect(distanceToPoint(triangle, { x: 20, y: 20 })).toBe(0);
  });

  it('an oval to a point is exact (within 1e-6" of a 20,000-point outline)', () => {
    const m = oval(30, 22, 170, 105, 33);
    const pts = outline(m);
    for (const p of [{ x: 36, y: 22 }, { x: 30, y: 30 }, { x: 25.3, y: 17.1 }, { x: 34, y: 25 }]) {
      let brute = Infinity;
      for (const q of pts) brute = Math.min(brute, Math.hypot(q.x - p.x, q.y - p.y));
      expect(Math.abs(distanceToPoint(m, p) - brute)).toBeLessThan(2e-5);
    }
    expect(distanceToPoint(m, { x: 30.5, y: 22.2 })).toBe(0);
  });

  it('an oval to another base stays within the stated tolerance (at most 0.001" too large)', () => {
    const a = oval(20, 20, 120, 92, 20);
    const b = oval(25.3, 21, 90, 52, 75);
    // all pairs of 400 outline points each, then all pairs of 8,000-point outlines near the closest coarse pair (both
    // ovals are convex: their closest points are where the coarse search puts them, within a coarse step)
    const coarse = 400;
    const fine = 8000;
    const [ca, cb] = [outline(a, coarse), outline(b, coarse)];
    let bi = 0;
    let bj = 0;
    let best = Infinity;
    ca.forEach((p, i) => cb.forEach((q, j) => {
      const d = Math.hypot(p.x - q.x, p.y - q.y);
      if (d < best) [best, bi, bj] = [d, i, j];
    }));
    const [pa, pb] = [outline(a, fine), outline(b, fine)];
    const step = fine / coarse;
    const near = (pts: { x: number; y: number }[], at: number) => Array.from({ length: 4 * step + 1 }, (_, k) => pts[(at * step - 2 * step + k + fine) % fine] as { x: number; y: number });
    let brute = Infinity;
    for (const p of near(pa, bi)) for (const q of near(pb, bj)) brute = Math.min(brute, Math.hypot(p.x - q.x, p.y - q.y));
    expect(brute).toBeLessThanOrEqual(best);
    const d = distanceBetween(a, b);
    expect(d).toBeGreaterThan(0);
    expect(Math.abs(d - brute)).toBeLessThanOrEqual(OVAL_TOLERANCE + 1e-4);
  });
});

describe('contesting an objective, per edition', () => {
  const objective = { position: { x: 30, y: 22 } };
  it('3rd edition: a base 6.00" from the objective\'s centre contests it, at 6.01" it does not', () => {
    // 1" base: the edge is 0.5" from the centre of the model
    expect(objectiveDistance(round(36.5, 22), objective, 3)).toBe(6);
    expect(contestsObjective(round(36.5, 22), objective, 3)).toBe(true);
    expect(contestsObjective(round(36.51, 22), objective, 3)).toBe(false);
    // diagonally, at exactly 6" (a 3-4-5 triangle scaled)
    expect(contestsObjective(round(30 + 0.6 * 6.5, 22 + 0.8 * 6.5), objective, 3)).toBe(true);
  });

  it('4th edition: within 3" of the 40 mm marker\'s edge, not of its centre', () => {
    const edge = 3 + inch(20) + 0.5;
    expect(objectiveDistance(round(30 + edge, 22), objective, 4)).toBeCloseTo(3, 12);
    expect(contestsObjective(round(30 + edge, 22), objective, 4)).toBe(true);
    expect(contestsObjective(round(30 + edge + 0.01, 22), objective, 4)).toBe(false);
    // the same model in 3rd edition is well within 6" of the centre
    expect(contestsObjective(round(30 + edge + 0.01, 22), objective, 3)).toBe(true);
    // a bigger marker reaches further
    expect(contestsObjective(round(30 + edge + 0.01, 22), { ...objective, markerMm: 60 }, 4)).toBe(true);
  });

  it('a region objective is contested only by a base wholly within it', () => {
    expect(contestsObjective(round(10, 10), { parts: [rect(0, 0, 30, 22)] }, 3)).toBe(true);
    expect(contestsObjective(round(29.8, 10), { parts: [rect(0, 0, 30, 22)] }, 3)).toBe(false);
  });
});

describe('wholly and partly within a region', () => {
  it('a base straddling a territory edge is within but not wholly within', () => {
    expect(regionOverlap(round(30, 12, 32), TOP)).toBe('partly');
    expect(isWhollyWithin(round(30, 12, 32), TOP)).toBe(false);
  });

  it('touching the edge from inside is wholly within; touching from outside is not within', () => {
    expect(regionOverlap(round(30, 11.5), TOP)).toBe('wholly');
    expect(regionOverlap(round(30, 12.5), TOP)).toBe('none');
    expect(regionOverlap(round(30, 12.499), TOP)).toBe('partly');
  });

  it('a rotated oval near an edge: wholly within 0.005" inside its reach, partly 0.005" beyond', () => {
    // 105×70 mm oval turned 30°: its reach toward +y is sqrt(a²sin²θ + b²cos²θ)
    const a = inch(105) / 2;
    const b = inch(70) / 2;
    const t = Math.PI / 6;
    const reach = Math.sqrt(a * a * Math.sin(t) ** 2 + b * b * Math.cos(t) ** 2);
    expect(regionOverlap(oval(30, 12 - reach - 0.005, 105, 70, 30), TOP)).toBe('wholly');
    expect(regionOverlap(oval(30, 12 - reach + 0.005, 105, 70, 30), TOP)).toBe('partly');
    expect(regionOverlap(oval(30, 12 + reach + 0.005, 105, 70, 30), TOP)).toBe('none');
    // unturned it reaches only b: the same spot is wholly within
    expect(regionOverlap(oval(30, 12 - reach + 0.005, 105, 70, 0), TOP)).toBe('wholly');
    // turned 90° it reaches a: partly
    expect(regionOverlap(oval(30, 12 - b - 0.005, 105, 70, 90), TOP)).toBe('partly');
  });

  it('a base across two parts of one region is wholly within the region, though not within either part', () => {
    const l = { parts: [rect(0, 0, 10, 10), rect(10, 0, 20, 5)] };
    expect(regionOverlap(round(10, 2.5, 32), l)).toBe('wholly');
    expect(regionOverlap(round(10, 2.5, 32), { parts: [rect(0, 0, 10, 10)] })).toBe('partly');
    expect(regionOverlap(round(10, 5, 32), l)).toBe('partly');
  });

  it('rectangles and footprints straddle exactly', () => {
    const r: PlacedModel = { position: { x: 30, y: 11.2 }, base: { kind: 'rect', lengthMm: 50.8, widthMm: 25.4 } };
    expect(regionOverlap(r, TOP)).toBe('wholly');
    expect(regionOverlap({ ...r, rotation: 90 }, TOP)).toBe('partly');
    // turned 90° at y 11 it spans y 10–12: touching the edge from inside
    expect(regionOverlap({ ...r, position: { x: 30, y: 11 }, rotation: 90 }, TOP)).toBe('wholly');
    const l: PlacedModel = { position: { x: 5, y: 5 }, base: { kind: 'footprint', points: [{ x: 0, y: 0 }, { x: 3, y: 0 }, { x: 3, y: 1 }, { x: 1, y: 1 }, { x: 1, y: 3 }, { x: 0, y: 3 }] } };
    expect(regionOverlap(l, { parts: [rect(0, 0, 8, 8)] })).toBe('wholly');
    expect(regionOverlap(l, { parts: [rect(0, 0, 7, 8)] })).toBe('partly');
    // the notch of the L is outside the base: a region inside the notch touches no base area
    expect(regionOverlap(l, { parts: [rect(6.5, 6.5, 8, 8)] })).toBe('none');
  });
});

describe('wholly within a distance of a point', () => {
  it('counts the far side of the base', () => {
    expect(isWhollyWithinDistance(round(3, 3), { x: 0, y: 0 }, Math.hypot(3, 3) + 0.5)).toBe(true);
    expect(isWhollyWithinDistance(round(3, 3), { x: 0, y: 0 }, Math.hypot(3, 3) + 0.49)).toBe(false);
    const o = oval(3, 2, 90, 52, 0);
    expect(isWhollyWithinDistance(o, { x: 3, y: 2 }, inch(45) + 1e-6)).toBe(true);
    expect(isWhollyWithinDistance(o, { x: 3, y: 2 }, inch(45) - OVAL_TOLERANCE - 1e-6)).toBe(false);
  });
});

describe('units', () => {
  const a = { id: 'a', owner: 'p', base: { kind: 'round', diameterMm: 25.4 } as const, models: [{ position: { x: 5, y: 5 } }, { position: { x: 5, y: 11.6 } }] };
  const b = { id: 'b', owner: 'q', base: { kind: 'round', diameterMm: 25.4 } as const, models: [{ position: { x: 5, y: 15 } }] };
  it('a unit is within X of another when any model is', () => {
    expect(unitDistance(a, b)).toBeCloseTo(2.4, 12);
    expect(isUnitWithin(a, b, 2.4)).toBe(true);
    expect(isUnitWithin(a, b, 2.3)).toBe(false);
  });
  it('a unit is wholly within a region only when every model is', () => {
    expect(unitRegionOverlap(a, TOP)).toBe('partly');
    expect(unitRegionOverlap({ ...a, models: [{ position: { x: 5, y: 5 } }] }, TOP)).toBe('wholly');
    expect(unitRegionOverlap(b, TOP)).toBe('none');
    expect(unitRegionOverlap({ ...a, models: [] }, TOP)).toBe('none');
  });
});

describe('bases and models are checked', () => {
  it('accepts good bases and gives their area', () => {
    expect(validateBase({ kind: 'round', diameterMm: 32 })).toEqual([]);
    expect(validateBase({ kind: 'oval', lengthMm: 60, widthMm: 35 })).toEqual([]);
    expect(baseArea({ kind: 'round', diameterMm: 25.4 })).toBeCloseTo(Math.PI / 4, 12);
    expect(baseArea({ kind: 'rect', lengthMm: 50.8, widthMm: 25.4 })).toBeCloseTo(2, 12);
  });
  it('refuses bad sizes, kinds and footprints with typed violations', () => {
    expect(validateBase({ kind: 'round', diameterMm: 0 })[0]?.code).toBe('table/invalid-base');
    expect(validateBase({ kind: 'round', diameterMm: Number.NaN })[0]?.code).toBe('table/invalid-base');
    expect(validateBase({ kind: 'hex', size: 3 })[0]?.code).toBe('table/invalid-base');
    expect(validateBase({ kind: 'footprint', points: [{ x: 0, y: 0 }, { x: 1, y: 0 }] })[0]?.code).toBe('table/invalid-base');
    // a bow tie crosses itself
    expect(validateBase({ kind: 'footprint', points: [{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 1, y: 0 }, { x: 0, y: 1 }] })[0]?.code).toBe('table/invalid-base');
    expect(validateModel({ position: { x: -1, y: 3 }, base: { kind: 'round', diameterMm: 25 } })[0]?.code).toBe('table/invalid-position');
    expect(validateModel({ position: { x: 1, y: 3 } })[0]?.code).toBe('table/invalid-base');
    expect(validateModel({ position: { x: 1, y: 3 } }, { kind: 'round', diameterMm: 25 })).toEqual([]);
  });
});
