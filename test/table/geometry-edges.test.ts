/**
 * The geometry under the measures at its edges, through the public measuring functions: polygons that touch
 * themselves at one point, corners in a line, a repeated corner, a star; a point level with a corner or beyond the
 * closing edge of a base; bases whose edges lie on one line. Each case was worked out by hand (the numbers in the
 * comments).
 */
import { describe, expect, it } from 'vitest';
import { distanceBetween, distanceToPoint, isWhollyWithinDistance, MM_PER_INCH, OVAL_TOLERANCE, regionOverlap, validateBase, type PlacedModel, type Point } from '../../src/table.js';

const ROUND: PlacedModel = { position: { x: 10, y: 10 }, base: { kind: 'round', diameterMm: 25.4 } };
const REGION = 'regionOverlap: region must be a region { parts } of 1–64 convex polygons of 3–256 finite corners.';
const NOT_SIMPLE = [{ code: 'table/invalid-base', message: 'A footprint must be a simple polygon: its edges may not cross or touch.', path: ['points'] }];
const footprint = (points: Point[]) => validateBase({ kind: 'footprint', points });
const at = (x: number, y: number, points: Point[], rotation = 0): PlacedModel => ({ position: { x, y }, base: { kind: 'footprint', points }, rotation });

describe('a region part must be convex with some area', () => {
  it('a corner in the middle of an edge is allowed', () => {
    expect(regionOverlap(ROUND, { parts: [[{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 20, y: 0 }, { x: 20, y: 20 }, { x: 0, y: 20 }]] })).toBe('wholly');
  });

  it('a repeated corner, three corners in a line, and a star are refused', () => {
    const repeated = [{ x: 0, y: 0 }, { x: 20, y: 0 }, { x: 20, y: 0 }, { x: 20, y: 20 }, { x: 0, y: 20 }];
    const line = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 20, y: 0 }];
    // a five-pointed star drawn corner to corner: every turn the same way, but it turns twice around
    const star = Array.from({ length: 5 }, (_, k) => ({ x: 10 + 8 * Math.cos(((90 + 144 * k) * Math.PI) / 180), y: 10 + 8 * Math.sin(((90 + 144 * k) * Math.PI) / 180) }));
    for (const part of [repeated, line, star]) expect(() => regionOverlap(ROUND, { parts: [part] }), JSON.stringify(part)).toThrow(REGION);
  });
});

describe('a footprint must be a simple polygon', () => {
  it('a corner touching an edge further round is refused, whichever end of which edge touches', () => {
    // 4 corners, (2, 0) on the edge from (0, 0) to (4, 0): found by one test of segmentsTouch each
    for (const points of [
      [{ x: 2, y: 0 }, { x: 2, y: 2 }, { x: 0, y: 0 }, { x: 4, y: 0 }],
      [{ x: 2, y: 2 }, { x: 2, y: 0 }, { x: 4, y: 0 }, { x: 0, y: 0 }],
      [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 2 }],
      [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 2, y: 2 }, { x: 2, y: 0 }],
    ])
      expect(footprint(points), JSON.stringify(points)).toEqual(NOT_SIMPLE);
  });

  it('a bow tie whose second and last edges cross, and a triangle with a repeated corner, are refused', () => {
    expect(footprint([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }, { x: 1, y: 1 }])).toEqual(NOT_SIMPLE);
    expect(footprint([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 0 }])).toEqual(NOT_SIMPLE);
  });

  it('edges on one line that do not meet are allowed (a U, along x and along y)', () => {
    const u = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 1 }, { x: 2, y: 0 }, { x: 3, y: 0 }, { x: 3, y: 2 }, { x: 0, y: 2 }];
    expect(footprint(u)).toEqual([]);
    expect(footprint(u.map((p) => ({ x: p.y, y: p.x })))).toEqual([]);
    // and backwards
    expect(footprint([...u].reverse())).toEqual([]);
  });
});

describe('a point inside a base', () => {
  it('the centre of a rectangle (the ray from it crosses the closing edge) is inside it', () => {
    expect(distanceToPoint({ position: { x: 10, y: 10 }, base: { kind: 'rect', lengthMm: 50.8, widthMm: 25.4 } }, { x: 10, y: 10 })).toBe(0);
    expect(distanceToPoint({ position: { x: 10, y: 10 }, base: { kind: 'rect', lengthMm: 50.8, widthMm: 25.4 } }, { x: 12, y: 10 })).toBeCloseTo(1, 12);
  });

  it('a point on the edge or at a corner of a rectangle is 0" from it', () => {
    const chariot: PlacedModel = { position: { x: 10, y: 10 }, base: { kind: 'rect', lengthMm: 50.8, widthMm: 25.4 } };
    for (const p of [{ x: 11, y: 10 }, { x: 9, y: 10 }, { x: 10, y: 10.5 }, { x: 11, y: 10.5 }, { x: 9, y: 9.5 }]) expect(distanceToPoint(chariot, p), JSON.stringify(p)).toBe(0);
  });

  it('a point level with two corners of a kite is inside it', () => {
    const kite = [{ x: -1, y: 0 }, { x: 0, y: -2 }, { x: 3, y: 0 }, { x: 0, y: 2 }];
    for (const p of [{ x: 10, y: 10 }, { x: 12.5, y: 10 }, { x: 9.5, y: 10 }]) expect(distanceToPoint(at(10, 10, kite), p), JSON.stringify(p)).toBe(0);
    // beyond the far corner, level with it
    expect(distanceToPoint(at(10, 10, kite), { x: 14, y: 10 })).toBeCloseTo(1, 12);
  });

  it('a slanted edge: 0.1" inside it and 0.1" outside it', () => {
    // the right edge of this triangle runs from (21, 19) to (20, 21): at y = 20 it is at x = 20.5
    const triangle = at(20, 20, [{ x: -1, y: -1 }, { x: 1, y: -1 }, { x: 0, y: 1 }]);
    expect(distanceToPoint(triangle, { x: 20.4, y: 20 })).toBe(0);
    expect(distanceToPoint(triangle, { x: 20.6, y: 20 })).toBeCloseTo(0.1 * (2 / Math.sqrt(5)), 12);
  });
});

describe('bases with edges on one line', () => {
  it('two rectangles side by side, their long edges on one line, are as far apart as the gap', () => {
    const chariot = (x: number): PlacedModel => ({ position: { x, y: 10 }, base: { kind: 'rect', lengthMm: 25.4, widthMm: 25.4 } });
    expect(distanceBetween(chariot(10), chariot(12))).toBeCloseTo(1, 12);
    expect(distanceBetween(chariot(10), chariot(11))).toBe(0);
  });
});

describe('distances to round bases and ovals', () => {
  const round = (x: number, y: number): PlacedModel => ({ position: { x, y }, base: { kind: 'round', diameterMm: 25.4 } });
  const oval = (x: number, y: number, rotation = 0): PlacedModel => ({ position: { x, y }, base: { kind: 'oval', lengthMm: 90, widthMm: 52 }, rotation });
  const a = 45 / MM_PER_INCH;
  const b = 26 / MM_PER_INCH;

  it('a point inside a round base is 0" from it', () => {
    expect(distanceToPoint(round(10, 10), { x: 10, y: 10 })).toBe(0);
    expect(distanceToPoint(round(10, 10), { x: 10.3, y: 9.8 })).toBe(0);
  });

  it('an oval to a point on one of its axes, beyond its end, inside it, and off the axes inside it', () => {
    expect(distanceToPoint(oval(10, 10), { x: 13, y: 10 })).toBeCloseTo(3 - a, 12);
    expect(distanceToPoint(oval(10, 10), { x: 7, y: 10 })).toBeCloseTo(3 - a, 12);
    expect(distanceToPoint(oval(10, 10), { x: 10, y: 12 })).toBeCloseTo(2 - b, 12);
    expect(distanceToPoint(oval(10, 10), { x: 10, y: 8 })).toBeCloseTo(2 - b, 12);
    // turned 90°: the long axis along y
    expect(distanceToPoint(oval(10, 10, 90), { x: 10, y: 13 })).toBeCloseTo(3 - a, 12);
    for (const p of [{ x: 10.5, y: 10 }, { x: 10, y: 10.5 }, { x: 10.5, y: 10.3 }, { x: 9.5, y: 9.7 }]) expect(distanceToPoint(oval(10, 10), p), JSON.stringify(p)).toBe(0);
  });

  it('an oval to a point near the end of its short axis, inside it and beyond it', () => {
    // 90 x 52 mm: the short axis reaches b = 1.024" from the centre, so a point 1" from it on that axis is inside
    expect(distanceToPoint(oval(10, 10), { x: 10, y: 11 })).toBe(0);
    expect(distanceToPoint(oval(10, 10, 90), { x: 11, y: 10 })).toBe(0);
    // 50.8 x 25.4 mm: semi-axes 1" and 0.5"; a point 1" from the centre on the short axis is 0.5" beyond its end, one
    // 0.45" from it is inside
    const small: PlacedModel = { position: { x: 10, y: 10 }, base: { kind: 'oval', lengthMm: 50.8, widthMm: 25.4 } };
    expect(distanceToPoint(small, { x: 10, y: 11 })).toBeCloseTo(0.5, 12);
    expect(distanceToPoint(small, { x: 10, y: 9 })).toBeCloseTo(0.5, 12);
    expect(distanceToPoint(small, { x: 10, y: 10.45 })).toBe(0);
    expect(distanceToPoint(small, { x: 12, y: 10 })).toBeCloseTo(1, 12);
  });

  it('a round base measured first against a rectangle or an oval', () => {
    const chariot: PlacedModel = { position: { x: 10, y: 10 }, base: { kind: 'rect', lengthMm: 4 * 25.4, widthMm: 2 * 25.4 } };
    expect(distanceBetween(round(14, 10), chariot)).toBeCloseTo(1.5, 12);
    expect(distanceBetween(round(14, 10), oval(10, 10))).toBeCloseTo(4 - 0.5 - a, 9);
  });

  it('an oval against a flat edge is at most OVAL_TOLERANCE too far, turned where its inscribed corners fall worst', () => {
    // a 120 x 92 mm oval turned 81.25°: its highest point is ymax above its centre; a wall's edge 1" above that
    const L = 120;
    const W = 92;
    const t = (81.25 * Math.PI) / 180;
    const ymax = Math.hypot((L / MM_PER_INCH / 2) * Math.sin(t), (W / MM_PER_INCH / 2) * Math.cos(t));
    const o: PlacedModel = { position: { x: 20, y: 20 }, base: { kind: 'oval', lengthMm: L, widthMm: W }, rotation: 81.25 };
    const wall: PlacedModel = { position: { x: 20, y: 20 + ymax + 1.5 }, base: { kind: 'rect', lengthMm: 254, widthMm: 25.4 } };
    for (const d of [distanceBetween(o, wall), distanceBetween(wall, o)]) {
      expect(d).toBeGreaterThanOrEqual(1 - 1e-12);
      expect(d).toBeLessThanOrEqual(1 + OVAL_TOLERANCE);
    }
  });
});

describe('distances between rectangles and footprints', () => {
  const box = (x: number, y: number, l: number, w: number): PlacedModel => ({ position: { x, y }, base: { kind: 'rect', lengthMm: l * 25.4, widthMm: w * 25.4 } });

  it('a base inside another is 0" from it, in either order', () => {
    expect(distanceBetween(box(10, 10, 1, 1), box(10, 10, 4, 4))).toBe(0);
    expect(distanceBetween(box(10, 10, 4, 4), box(10, 10, 1, 1))).toBe(0);
  });

  it('two long bases crossing like a plus sign (no corner inside the other) are 0" apart', () => {
    expect(distanceBetween(box(10, 10, 6, 1), box(10, 10, 1, 6))).toBe(0);
  });

  it("a corner poking into a square through the edge that closes the square's list of corners, in either order", () => {
    // the square (9, 9) → (11, 9) → (11, 11) → (9, 11): its last edge, back to the first corner, is x = 9; the
    // triangle (7.5, 9) → (10.25, 10) → (7.5, 11) crosses that edge only, its tip (10.25, 10) inside the square; no
    // first corner of either is inside the other
    const square = at(10, 10, [{ x: -1, y: -1 }, { x: 1, y: -1 }, { x: 1, y: 1 }, { x: -1, y: 1 }]);
    const arrow = (x: number): PlacedModel => at(x, 10, [{ x: -1, y: -1 }, { x: 1.75, y: 0 }, { x: -1, y: 1 }]);
    expect(distanceBetween(square, arrow(8.5))).toBe(0);
    expect(distanceBetween(arrow(8.5), square)).toBe(0);
    // moved 1.5" left, its tip (8.75, 10) is 0.25" short of the edge
    expect(distanceBetween(square, arrow(7))).toBeCloseTo(0.25, 12);
    expect(distanceBetween(arrow(7), square)).toBeCloseTo(0.25, 12);
  });

  it('a corner toward a flat edge, in either order', () => {
    // a diamond's right corner at x = 11, the rectangle's left edge at x = 12.5
    const diamond = at(10, 10, [{ x: 0, y: -1 }, { x: 1, y: 0 }, { x: 0, y: 1 }, { x: -1, y: 0 }]);
    expect(distanceBetween(diamond, box(13.5, 10, 2, 1))).toBeCloseTo(1.5, 12);
    expect(distanceBetween(box(13.5, 10, 2, 1), diamond)).toBeCloseTo(1.5, 12);
  });
});

describe('wholly within a distance of a point, away from the origin', () => {
  it('a round base: its centre 5" away, its far side 5.5"', () => {
    const m: PlacedModel = { position: { x: 13, y: 14 }, base: { kind: 'round', diameterMm: 25.4 } };
    expect(isWhollyWithinDistance(m, { x: 10, y: 10 }, 5.5)).toBe(true);
    expect(isWhollyWithinDistance(m, { x: 10, y: 10 }, 5.49)).toBe(false);
  });

  it('a rectangle: its far corner', () => {
    const m: PlacedModel = { position: { x: 10, y: 10 }, base: { kind: 'rect', lengthMm: 50.8, widthMm: 25.4 } };
    expect(isWhollyWithinDistance(m, { x: 10, y: 10 }, Math.hypot(1, 0.5))).toBe(true);
    expect(isWhollyWithinDistance(m, { x: 10, y: 10 }, Math.hypot(1, 0.5) - 0.001)).toBe(false);
  });
});

describe('regions whose parts are not axis-aligned rectangles', () => {
  // a diamond around (10, 10), corners 10" out: its edges lie on x + y = 30, x - y = 10, x + y = 10, y - x = 10
  const DIAMOND = { parts: [[{ x: 10, y: 0 }, { x: 20, y: 10 }, { x: 10, y: 20 }, { x: 0, y: 10 }]] };
  // a square from (5, 5) to (25, 25) with a fifth corner in the middle of its upper edge: axis-aligned edges, but not
  // a rectangle of 4 corners
  const HOUSE = { parts: [[{ x: 5, y: 5 }, { x: 15, y: 5 }, { x: 25, y: 5 }, { x: 25, y: 25 }, { x: 5, y: 25 }]] };
  const round = (x: number, y: number): PlacedModel => ({ position: { x, y }, base: { kind: 'round', diameterMm: 25.4 } });
  const oval = (x: number, y: number, rotation: number): PlacedModel => ({ position: { x, y }, base: { kind: 'oval', lengthMm: 90, widthMm: 52 }, rotation });
  const box = (x: number, y: number, rotation = 0): PlacedModel => ({ position: { x, y }, base: { kind: 'rect', lengthMm: 50.8, widthMm: 25.4 }, rotation });

  it('a round base: wholly, across an edge, beyond it, and near a corner', () => {
    // the edge x + y = 30 is (30 - 29) / √2 = 0.71" from (14.5, 14.5): more than the 0.5" radius
    expect(regionOverlap(round(14.5, 14.5), DIAMOND)).toBe('wholly');
    expect(regionOverlap(round(15, 15), DIAMOND)).toBe('partly');
    expect(regionOverlap(round(15.5, 15.5), DIAMOND)).toBe('none');
    // beyond the corner (20, 10): 0.3" from it (partly), 0.6" from it (none), though no edge's line separates them
    expect(regionOverlap(round(20.3, 10), DIAMOND)).toBe('partly');
    expect(regionOverlap(round(20.6, 10), DIAMOND)).toBe('none');
    // the centre just outside, the base reaching in across an edge
    expect(regionOverlap(round(15.2, 15.2), DIAMOND)).toBe('partly');
  });

  it('a round base touching an edge of a part that is no rectangle, from inside and from outside', () => {
    expect(regionOverlap(round(10, 5.5), HOUSE)).toBe('wholly');
    expect(regionOverlap(round(10, 24.5), HOUSE)).toBe('wholly');
    expect(regionOverlap(round(25.5, 10), HOUSE)).toBe('none');
    expect(regionOverlap(round(10, 4.5), HOUSE)).toBe('none');
    expect(regionOverlap(round(10, 4.5 + 1e-6), HOUSE)).toBe('partly');
    expect(regionOverlap(round(10, 5.5 - 1e-6), HOUSE)).toBe('partly');
  });

  it('an oval: wholly, across an edge, beyond it (its long axis along the edge or across it)', () => {
    expect(regionOverlap(oval(10, 10, 0), DIAMOND)).toBe('wholly');
    expect(regionOverlap(oval(15, 15, 135), DIAMOND)).toBe('partly');
    // 1.13" beyond the edge: more than its half-width (1.02"), less than its half-length (1.77")
    expect(regionOverlap(oval(15.8, 15.8, 135), DIAMOND)).toBe('none');
    expect(regionOverlap(oval(15.8, 15.8, 45), DIAMOND)).toBe('partly');
    expect(regionOverlap(oval(17, 17, 45), DIAMOND)).toBe('none');
    expect(regionOverlap(oval(14.1, 14.1, 45), DIAMOND)).toBe('partly');
    expect(regionOverlap(oval(14.1, 14.1, 135), DIAMOND)).toBe('wholly');
    expect(regionOverlap(oval(10, 6.03, 0), HOUSE)).toBe('wholly');
    expect(regionOverlap(oval(10, 5.5, 0), HOUSE)).toBe('partly');
    expect(regionOverlap(oval(10, 3.97, 0), HOUSE)).toBe('none');
    expect(regionOverlap(oval(26, 10, 0), HOUSE)).toBe('partly');
    expect(regionOverlap(oval(26.78, 10, 0), HOUSE)).toBe('none');
  });

  it('a rectangle: wholly, across an edge, beyond it', () => {
    expect(regionOverlap(box(10, 10), DIAMOND)).toBe('wholly');
    expect(regionOverlap(box(15, 15), DIAMOND)).toBe('partly');
    expect(regionOverlap(box(17, 17), DIAMOND)).toBe('none');
    // turned 45°, its long side along the edge x + y = 30, 0.6" inside it (more than its half-width of 0.5")
    expect(regionOverlap(box(14.58, 14.58, 135), DIAMOND)).toBe('wholly');
    expect(regionOverlap(box(10, 5.5), HOUSE)).toBe('wholly');
    expect(regionOverlap(box(10, 5.4), HOUSE)).toBe('partly');
    expect(regionOverlap(box(10, 4.5), HOUSE)).toBe('none');
    expect(regionOverlap(box(25.9, 10), HOUSE)).toBe('partly');
    expect(regionOverlap(box(26, 10), HOUSE)).toBe('none');
  });

  it('a region of two diamonds: a base across both is wholly within the region', () => {
    const two = { parts: [DIAMOND.parts[0] as Point[], [{ x: 20, y: 10 }, { x: 30, y: 0 }, { x: 40, y: 10 }, { x: 30, y: 20 }]] };
    for (const m of [round(20, 10), oval(20, 10, 90), box(20, 10, 90)]) expect(regionOverlap(m, two), JSON.stringify(m)).toBe('partly');
    for (const m of [round(25, 10), oval(25, 10, 0), box(25, 10)]) expect(regionOverlap(m, two), JSON.stringify(m)).toBe('wholly');
  });
});
