/**
 * The geometry kernel (internal), its overlaps: the area of a base inside a convex part, and how much of a base a
 * part or a region holds. Pure functions over plain numbers, no module state.
 *
 * Exactness: circles and polygons are exact (closed forms). An ellipse is exact for its overlap with a convex polygon
 * (an affine map turns the ellipse into the unit disk and keeps area ratios and containment).
 * @module
 */
import { WITHIN_SLACK } from '../constants.js';
import { pointSegmentDistance } from './distance.js';
import { signedArea, type EllipseShape, type Part, type Shape } from './shapes.js';

// Signed area of the sector of the disk (0, r) between the directions of U and V.
function sector(r: number, ux: number, uy: number, vx: number, vy: number): number {
  return ((r * r) / 2) * Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
}

// Signed area of the intersection of the disk (0, r) with the triangle (0, A, B), A ≠ B (every edge measured has a
// length: `isConvex` refuses an edge of none).
function diskTriangleArea(ax: number, ay: number, bx: number, by: number, r: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const A = dx * dx + dy * dy;
  const B = ax * dx + ay * dy;
  const C = ax * ax + ay * ay - r * r;
  // the line A + t·(B − A) meets the circle at t1 ≤ t2, clamped to the segment [0, 1]: the segment is the sector from
  // A, the chord's triangle from s1 to s2, the sector to B. A line that misses the circle (negative discriminant) gives
  // t1 = t2 at its closest point, and a segment wholly on one side of the circle s1 = s2 at its end: the sectors alone.
  const sq = Math.sqrt(Math.max(B * B - A * C, 0));
  const s1 = Math.min(Math.max((-B - sq) / A, 0), 1);
  const s2 = Math.max(Math.min((-B + sq) / A, 1), 0);
  const p1x = ax + s1 * dx;
  const p1y = ay + s1 * dy;
  const p2x = ax + s2 * dx;
  const p2y = ay + s2 * dy;
  return (p1x * p2y - p1y * p2x) / 2 + sector(r, ax, ay, p1x, p1y) + sector(r, p2x, p2y, bx, by);
}

// The area of a disk inside a part: positive, since a compiled part runs counter-clockwise (`compilePart`).
function diskPartArea(cx: number, cy: number, r: number, part: Part): number {
  let s = 0;
  const { xs, ys, n } = part;
  for (let i = 0, j = n - 1; i < n; j = i++) s += diskTriangleArea((xs[j] as number) - cx, (ys[j] as number) - cy, (xs[i] as number) - cx, (ys[i] as number) - cy, r);
  return s;
}

function ellipsePartArea(e: EllipseShape, part: Part): number {
  // the affine map to the ellipse's unit disk keeps area ratios and the winding: area = a·b·area(unit disk ∩ mapped part)
  const { xs, ys, n } = part;
  const us = xs.map((x, i) => (e.c * (x - e.x) + e.s * ((ys[i] as number) - e.y)) / e.a);
  const vs = xs.map((x, i) => (-e.s * (x - e.x) + e.c * ((ys[i] as number) - e.y)) / e.b);
  let s = 0;
  for (let i = 0, j = n - 1; i < n; j = i++) s += diskTriangleArea(us[j] as number, vs[j] as number, us[i] as number, vs[i] as number, 1);
  return s * e.a * e.b;
}

// Sutherland–Hodgman: clips a (possibly concave) polygon by a convex part and returns the area of what is left.
function clippedArea(sx: Float64Array, sy: Float64Array, part: Part): number {
  let xs: number[] = Array.from(sx);
  let ys: number[] = Array.from(sy);
  for (let e = 0; e < part.n; e++) {
    const nx = part.nx[e] as number;
    const ny = part.ny[e] as number;
    const off = part.off[e] as number;
    const ox: number[] = [];
    const oy: number[] = [];
    const m = xs.length;
    for (let i = 0; i < m; i++) {
      const j = (i + m - 1) % m;
      const cx = xs[i] as number;
      const cy = ys[i] as number;
      const px = xs[j] as number;
      const py = ys[j] as number;
      const dc = nx * cx + ny * cy - off;
      const dp = nx * px + ny * py - off;
      const inC = dc <= 0;
      // the edge from the previous corner crosses the line: keep the crossing
      if (inC !== dp <= 0) {
        const t = dp / (dp - dc);
        ox.push(px + t * (cx - px));
        oy.push(py + t * (cy - py));
      }
      if (inC) {
        ox.push(cx);
        oy.push(cy);
      }
    }
    xs = ox;
    ys = oy;
  }
  // fewer than 3 corners left: a shoelace area of 0
  return Math.abs(signedArea(xs, ys, xs.length));
}

/**
 * What the bounds [x0, x1]×[y0, y1] alone settle about the bounds [minX, maxX]×[minY, maxY] of a part or a region
 * (`WITHIN_SLACK` of slack): 0 apart (touching counts as apart), 2 inside (only when those bounds are a whole
 * axis-aligned rectangle, `rect`), 1 not settled: `deriveTableFacts`' shortcut from a unit's box to a region's, for
 * speed only (the overlaps below decide by the parts' half-planes). Plain numbers.
 */
export function boundsClass(x0: number, y0: number, x1: number, y1: number, minX: number, minY: number, maxX: number, maxY: number, rect: boolean): OverlapClass {
  // the widest gap between the boxes along x or y: apart when they overlap by at most the slack
  if (Math.max(minX - x1, x0 - maxX, minY - y1, y0 - maxY) >= -WITHIN_SLACK) return 0;
  // how far the first box sticks out of the second: inside when by at most the slack
  return rect && Math.max(minX - x0, x1 - maxX, minY - y0, y1 - maxY) <= WITHIN_SLACK ? 2 : 1;
}

/**
 * The area of a base inside a convex part, in square inches. Exactly `shape.area` when the base is wholly inside
 * (every edge's half-plane holds it, with `WITHIN_SLACK`), exactly 0 when one edge separates them, else computed.
 */
export function overlapArea(shape: Shape, part: Part): number {
  const { nx, ny, off, n } = part;
  // over the edges' lines, the most that the base's nearest point (`near`) and its farthest point (`far`) lie beyond one
  let near = -Infinity;
  let far = -Infinity;
  for (let i = 0; i < n; i++) {
    const u = nx[i] as number;
    const v = ny[i] as number;
    const o = off[i] as number;
    if (shape.kind === 'polygon') {
      const { xs, ys } = shape;
      let lo = Infinity;
      for (let k = 0; k < xs.length; k++) {
        const p = u * (xs[k] as number) + v * (ys[k] as number) - o;
        lo = Math.min(lo, p);
        far = Math.max(far, p);
      }
      near = Math.max(near, lo);
    } else {
      // a round base's or an oval's half-width across the edge
      const w = shape.kind === 'circle' ? shape.r : Math.sqrt((shape.a * (u * shape.c + v * shape.s)) ** 2 + (shape.b * (v * shape.c - u * shape.s)) ** 2);
      const p = u * shape.x + v * shape.y - o;
      near = Math.max(near, p - w);
      far = Math.max(far, p + w);
    }
  }
  // one edge's line separates them (touching, within the slack, counts as apart)
  if (near >= -WITHIN_SLACK) return 0;
  // every edge's line holds the whole base, within the slack
  if (!(far > WITHIN_SLACK)) return shape.area;
  if (shape.kind === 'circle') return diskPartArea(shape.x, shape.y, shape.r, part);
  return shape.kind === 'ellipse' ? ellipsePartArea(shape, part) : clippedArea(shape.xs, shape.ys, part);
}

/** The area two convex parts share (for checking that parts do not overlap). */
export function partsOverlapArea(p: Part, q: Part): number {
  return clippedArea(p.xs, p.ys, q);
}

/** How much of a base a region holds: 0 none, 1 part of it (a positive area), 2 all of it. */
export type OverlapClass = 0 | 1 | 2;

/** Classifies an area of a base inside a region (relative slack 1e-9 of the base's area). */
export function classifyArea(area: number, full: number): OverlapClass {
  if (area >= full * (1 - 1e-9)) return 2;
  return area > full * 1e-9 ? 1 : 0;
}

// a round base against a convex part, exactly and without areas: wholly inside when every edge's line holds it, else
// by the distance from its centre to the closest point of the boundary (on an edge, whether the centre is inside the
// part or not; an edge's line the base lies beyond is no nearer than that edge)
function circlePartClass(x: number, y: number, r: number, part: Part): OverlapClass {
  const { nx, ny, off, n, xs, ys } = part;
  // the most the centre lies beyond an edge's line
  let far = -Infinity;
  for (let i = 0; i < n; i++) far = Math.max(far, (nx[i] as number) * x + (ny[i] as number) * y - (off[i] as number));
  // one edge's line separates them (a shortcut: the closest point would say so too)
  if (far >= r - WITHIN_SLACK) return 0;
  if (!(far > WITHIN_SLACK - r)) return 2;
  let best = Infinity;
  for (let i = 0, j = n - 1; i < n; j = i++) best = Math.min(best, pointSegmentDistance(x, y, xs[j] as number, ys[j] as number, xs[i] as number, ys[i] as number));
  return best < r - WITHIN_SLACK ? 1 : 0;
}

/** How much of a base one convex part holds (exact for round bases; from the overlap area otherwise). */
export function partClass(shape: Shape, part: Part): OverlapClass {
  if (shape.kind === 'circle') return circlePartClass(shape.x, shape.y, shape.r, part);
  return classifyArea(overlapArea(shape, part), shape.area);
}

/** How much of a base a region (convex parts, interiors disjoint) holds; areas are summed only across parts. */
export function regionClass(shape: Shape, parts: readonly Part[]): OverlapClass {
  if (parts.length === 1) return partClass(shape, parts[0] as Part);
  let total = 0;
  for (const part of parts) total += overlapArea(shape, part);
  return classifyArea(total, shape.area);
}
