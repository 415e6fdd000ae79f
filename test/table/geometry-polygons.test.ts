/**
 * The polygon checks under `validateBase` (a footprint must be a simple polygon) and `regionOverlap` (a region part
 * must be convex), at the cases each test of the geometry decides alone: a corner repeated in the middle of a straight
 * edge, corners on a sloping line, a bend the size of the tolerance, a bow tie drawn from each of its corners, a dart
 * whose notch lies inside the box of an edge it does not touch, a polygon touching itself at one corner or in the
 * middle of a sloping edge. Each polygon is drawn in the comments, its answer worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { regionOverlap, validateBase, type PlacedModel, type Point } from '../../src/table.js';

const NOT_SIMPLE = [{ code: 'table/invalid-base', message: 'A footprint must be a simple polygon: its edges may not cross or touch.', path: ['points'] }];
const REGION = 'regionOverlap: region must be a region { parts } of 1–64 convex polygons of 3–256 finite corners.';
const footprint = (points: Point[]) => validateBase({ kind: 'footprint', points });
const pts = (...xy: number[]): Point[] => Array.from({ length: xy.length / 2 }, (_, k) => ({ x: xy[2 * k] as number, y: xy[2 * k + 1] as number }));
/** The same polygon started at each of its corners. */
const starts = (p: Point[]): Point[][] => p.map((_, k) => [...p.slice(k), ...p.slice(0, k)]);
const mirrorX = (p: Point[]): Point[] => p.map(({ x, y }) => ({ x: -x, y }));

describe('a region part must be convex with some area', () => {
  // a round base of 1" across at (1, 1)
  const round: PlacedModel = { position: { x: 1, y: 1 }, base: { kind: 'round', diameterMm: 25.4 } };

  it('a corner repeated in the middle of a straight edge is refused (an edge of no length), the same part without it is allowed', () => {
    // (0, 0) → (1, 0) → (1, 0) → (2, 0) → (2, 2) → (0, 2): the square from (0, 0) to (2, 2) with (1, 0) twice
    expect(() => regionOverlap(round, { parts: [pts(0, 0, 1, 0, 1, 0, 2, 0, 2, 2, 0, 2)] })).toThrow(REGION);
    expect(() => regionOverlap(round, { parts: [pts(1, 0, 1, 0, 2, 0, 2, 2, 0, 2, 0, 0)] })).toThrow(REGION);
    // the base (0.5" round (1, 1)) lies wholly in the square
    expect(regionOverlap(round, { parts: [pts(0, 0, 1, 0, 2, 0, 2, 2, 0, 2)] })).toBe('wholly');
  });

  it('three corners on a sloping line are refused, whatever their order (no area)', () => {
    // along y = x: there and back turns twice by 180°, but no corner turns left or right
    for (const part of [pts(5, 5, 10, 10, 15, 15), pts(15, 15, 10, 10, 5, 5), pts(5, 5, 15, 15, 10, 10)]) expect(() => regionOverlap(round, { parts: [part] }), JSON.stringify(part)).toThrow(REGION);
  });

  it('a corner that bends the wrong way by a rounding error (a cross product of 1e-12) counts as in line; by twice that it is refused', () => {
    // counter-clockwise (0, 0) → (1, 0) → (2, -e) → (2, 2) → (0, 2): at (1, 0) the edges (1, 0) and (1, -e) turn
    // clockwise by e (their cross product 1·(-e) - 0·1 = -e), every other corner turns counter-clockwise
    expect(regionOverlap(round, { parts: [pts(0, 0, 1, 0, 2, -1e-12, 2, 2, 0, 2)] })).toBe('wholly');
    expect(() => regionOverlap(round, { parts: [pts(0, 0, 1, 0, 2, -2e-12, 2, 2, 0, 2)] })).toThrow(REGION);
  });
});

describe('a footprint must be a simple polygon', () => {
  it('a bow tie is refused from whichever corner it is drawn, both ways round', () => {
    // (0, 0) → (1, 0) → (0, 1) → (1, 1): the edges (1, 0)-(0, 1) and (1, 1)-(0, 0) cross at (0.5, 0.5)
    const bowTie = pts(0, 0, 1, 0, 0, 1, 1, 1);
    for (const p of [...starts(bowTie), ...starts([...bowTie].reverse())]) expect(footprint(p), JSON.stringify(p)).toEqual(NOT_SIMPLE);
  });

  it('a dart (its notch inside the box of an edge it does not touch) is allowed from whichever corner it is drawn, both ways round', () => {
    // (0, 0) → (4, 2) → (0, 4) → (1, 2): an arrowhead pointing right, its notch (1, 2) inside the triangle of the
    // other three; the notch lies in the box [0, 4] x [0, 2] of the edge (0, 0)-(4, 2) but 1.5" off its line (at
    // x = 1 it is at y = 0.5), and in the box of (4, 2)-(0, 4) but off its line (y = 3.5 at x = 1)
    const dart = pts(0, 0, 4, 2, 0, 4, 1, 2);
    for (const p of [...starts(dart), ...starts([...dart].reverse())]) expect(footprint(p), JSON.stringify(p)).toEqual([]);
  });

  it('a corner touching the middle of a sloping edge is refused', () => {
    // (0, 0) → (4, 4) → (4, 8) → (2, 2) → (0, 8): two lobes that meet at (2, 2), the middle of the edge
    // (0, 0)-(4, 4); no two edges cross
    const pinched = pts(0, 0, 4, 4, 4, 8, 2, 2, 0, 8);
    for (const p of [...starts(pinched), ...starts([...pinched].reverse())]) expect(footprint(p), JSON.stringify(p)).toEqual(NOT_SIMPLE);
    // the lower corner moved 1" up, off the edge: (2, 3) is left of the line y = x, so the polygon is simple
    expect(footprint(pts(0, 0, 4, 4, 4, 8, 2, 3, 0, 8))).toEqual([]);
  });

  it('two lobes meeting at one corner are refused, the lobes to its right or to its left', () => {
    // (0, 0) → (4, 1) → (4, 3) → (0, 0) → (4, -3) → (4, -1): two triangles that share the corner (0, 0) only; (0, 0)
    // is the left end of each of the four edges that meet there (mirrored: their right end)
    const lobes = pts(0, 0, 4, 1, 4, 3, 0, 0, 4, -3, 4, -1);
    for (const p of [...starts(lobes), ...starts(mirrorX(lobes))]) expect(footprint(p), JSON.stringify(p)).toEqual(NOT_SIMPLE);
    // the first (0, 0) moved to (1, 0): an arrowhead pointing left, tip (0, 0), notch (1, 0), every edge apart from
    // the ones beside it (its upper edges run on y = 0.75x and y = (x - 1) / 3, which meet only at x = -0.8)
    const arrow = pts(1, 0, 4, 1, 4, 3, 0, 0, 4, -3, 4, -1);
    for (const p of [arrow, mirrorX(arrow)]) expect(footprint(p), JSON.stringify(p)).toEqual([]);
  });
});
