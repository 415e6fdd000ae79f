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

// Signed area of the intersection of the disk (0, r) with the triangle (0, A, B).
function diskTriangleArea(ax: number, ay: number, bx: number, by: number, r: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const A = dx * dx + dy * dy;
  if (A === 0) return 0;
  const B = ax * dx + ay * dy;
  const C = ax * ax + ay * ay - r * r;
  const disc = B * B - A * C;
  if (disc <= 0) return sector(r, ax, ay, bx, by);
  const sq = Math.sqrt(disc);
  const t1 = (-B - sq) / A;
  const t2 = (-B + sq) / A;
  if (t2 <= 0 || t1 >= 1) return sector(r, ax, ay, bx, by);
  const s1 = t1 > 0 ? t1 : 0;
  const s2 = t2 < 1 ? t2 : 1;
  const p1x = ax + s1 * dx;
  const p1y = ay + s1 * dy;
  const p2x = ax + s2 * dx;
  const p2y = ay + s2 * dy;
  let area = (p1x * p2y - p1y * p2x) / 2;
  if (s1 > 0) area += sector(r, ax, ay, p1x, p1y);
  if (s2 < 1) area += sector(r, p2x, p2y, bx, by);
  return area;
}

function diskPartArea(cx: number, cy: number, r: number, part: Part): number {
  let s = 0;
  const { xs, ys, n } = part;
  for (let i = 0, j = n - 1; i < n; j = i++) s += diskTriangleArea((xs[j] as number) - cx, (ys[j] as number) - cy, (xs[i] as number) - cx, (ys[i] as number) - cy, r);
  return Math.abs(s);
}

function ellipsePartArea(e: EllipseShape, part: Part): number {
  // the affine map to the ellipse's unit disk keeps area ratios: area = a·b·area(unit disk ∩ mapped part)
  let s = 0;
  const { xs, ys, n } = part;
  let pu = 0;
  let pv = 0;
  for (let k = 0; k <= n; k++) {
    const i = k % n;
    const dx = (xs[i] as number) - e.x;
    const dy = (ys[i] as number) - e.y;
    const u = (e.c * dx + e.s * dy) / e.a;
    const v = (-e.s * dx + e.c * dy) / e.b;
    if (k > 0) s += diskTriangleArea(pu, pv, u, v, 1);
    pu = u;
    pv = v;
  }
  return Math.abs(s) * e.a * e.b;
}

// Sutherland–Hodgman: clips a (possibly concave) polygon by a convex part and returns the area of what is left.
function clippedArea(sx: Float64Array, sy: Float64Array, part: Part): number {
  let xs: number[] = Array.from(sx);
  let ys: number[] = Array.from(sy);
  for (let e = 0; e < part.n && xs.length > 0; e++) {
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
      if (dc <= 0) {
        if (dp > 0) {
          const t = dp / (dp - dc);
          ox.push(px + t * (cx - px));
          oy.push(py + t * (cy - py));
        }
        ox.push(cx);
        oy.push(cy);
      } else if (dp <= 0) {
        const t = dp / (dp - dc);
        ox.push(px + t * (cx - px));
        oy.push(py + t * (cy - py));
      }
    }
    xs = ox;
    ys = oy;
  }
  return xs.length < 3 ? 0 : Math.abs(signedArea(xs, ys, xs.length));
}

/**
 * What the bounds [x0, x1]×[y0, y1] alone settle about the bounds [minX, maxX]×[minY, maxY] of a part or a region
 * (`WITHIN_SLACK` of slack): 0 apart (touching counts as apart), 2 inside (only when those bounds are a whole
 * axis-aligned rectangle, `rect`), 1 not settled. Every shortcut from bounds in the table (an overlap, a round base's
 * class, a unit's regions in `deriveTableFacts`) is this one test. Plain numbers: its callers' objects differ.
 */
export function boundsClass(x0: number, y0: number, x1: number, y1: number, minX: number, minY: number, maxX: number, maxY: number, rect: boolean): OverlapClass {
  if (x1 <= minX + WITHIN_SLACK || x0 >= maxX - WITHIN_SLACK || y1 <= minY + WITHIN_SLACK || y0 >= maxY - WITHIN_SLACK) return 0;
  return rect && x0 >= minX - WITHIN_SLACK && x1 <= maxX + WITHIN_SLACK && y0 >= minY - WITHIN_SLACK && y1 <= maxY + WITHIN_SLACK ? 2 : 1;
}

/**
 * The area of a base inside a convex part, in square inches. Exactly `shape.area` when the base is wholly inside
 * (every edge's half-plane holds it, with `WITHIN_SLACK`), exactly 0 when one edge separates them, else computed.
 */
export function overlapArea(shape: Shape, part: Part): number {
  // bounding boxes first: apart → 0; for an axis-aligned rectangle, inside its bounds → all of the base
  let x0: number;
  let x1: number;
  let y0: number;
  let y1: number;
  if (shape.kind === 'circle') {
    x0 = shape.x - shape.r;
    x1 = shape.x + shape.r;
    y0 = shape.y - shape.r;
    y1 = shape.y + shape.r;
  } else if (shape.kind === 'ellipse') {
    x0 = shape.x - shape.ex;
    x1 = shape.x + shape.ex;
    y0 = shape.y - shape.ey;
    y1 = shape.y + shape.ey;
  } else {
    x0 = shape.minX;
    x1 = shape.maxX;
    y0 = shape.minY;
    y1 = shape.maxY;
  }
  const st = boundsClass(x0, y0, x1, y1, part.minX, part.minY, part.maxX, part.maxY, part.rect);
  if (st === 0) return 0;
  if (st === 2) return shape.area;
  if (part.rect) {
    if (shape.kind === 'circle') return diskPartArea(shape.x, shape.y, shape.r, part);
    if (shape.kind === 'ellipse') return ellipsePartArea(shape, part);
    return clippedArea(shape.xs, shape.ys, part);
  }
  const { nx, ny, off, n } = part;
  let inside = true;
  switch (shape.kind) {
    case 'circle': {
      const { x, y, r } = shape;
      for (let i = 0; i < n; i++) {
        const d = (nx[i] as number) * x + (ny[i] as number) * y - (off[i] as number);
        if (d >= r - WITHIN_SLACK) return 0;
        if (d > WITHIN_SLACK - r) inside = false;
      }
      return inside ? shape.area : diskPartArea(x, y, r, part);
    }
    case 'ellipse': {
      const { x, y, a, b, c, s } = shape;
      for (let i = 0; i < n; i++) {
        const ni = nx[i] as number;
        const mi = ny[i] as number;
        const pu = ni * c + mi * s;
        const pv = -ni * s + mi * c;
        const ext = Math.sqrt(a * a * pu * pu + b * b * pv * pv);
        const d = ni * x + mi * y - (off[i] as number);
        if (d >= ext - WITHIN_SLACK) return 0;
        if (d > WITHIN_SLACK - ext) inside = false;
      }
      return inside ? shape.area : ellipsePartArea(shape, part);
    }
    case 'polygon': {
      const { xs, ys } = shape;
      const m = xs.length;
      for (let i = 0; i < n; i++) {
        const ni = nx[i] as number;
        const mi = ny[i] as number;
        let lo = Infinity;
        let hi = -Infinity;
        for (let k = 0; k < m; k++) {
          const p = ni * (xs[k] as number) + mi * (ys[k] as number);
          if (p < lo) lo = p;
          if (p > hi) hi = p;
        }
        const o = off[i] as number;
        if (lo >= o - WITHIN_SLACK) return 0;
        if (hi > o + WITHIN_SLACK) inside = false;
      }
      return inside ? shape.area : clippedArea(xs, ys, part);
    }
  }
}

/** The area two convex parts share (for checking that parts do not overlap). */
export function partsOverlapArea(p: Part, q: Part): number {
  return clippedArea(p.xs, p.ys, q);
}

/** How much of a base a region holds: 0 none, 1 part of it (a positive area), 2 all of it. */
export type OverlapClass = 0 | 1 | 2;

/** Classifies an area of a base inside a region (relative slack 1e-9 of the base's area). */
export function classifyArea(area: number, full: number): OverlapClass {
  if (area === full || area >= full * (1 - 1e-9)) return 2;
  return area > full * 1e-9 ? 1 : 0;
}

// a round base against a convex part, exactly and without areas: half-planes, then the closest-point distance
function circlePartClass(x: number, y: number, r: number, part: Part): OverlapClass {
  if (boundsClass(x - r, y - r, x + r, y + r, part.minX, part.minY, part.maxX, part.maxY, false) === 0) return 0;
  const { nx, ny, off, n, xs, ys } = part;
  let inside = true;
  let centreIn = true;
  for (let i = 0; i < n; i++) {
    const d = (nx[i] as number) * x + (ny[i] as number) * y - (off[i] as number);
    if (d >= r - WITHIN_SLACK) return 0;
    if (d > WITHIN_SLACK - r) inside = false;
    if (d > 0) centreIn = false;
  }
  if (inside) return 2;
  if (centreIn) return 1;
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const d = pointSegmentDistance(x, y, xs[i] as number, ys[i] as number, xs[j] as number, ys[j] as number);
    if (d < best) best = d;
  }
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
  for (let p = 0; p < parts.length; p++) {
    const a = overlapArea(shape, parts[p] as Part);
    if (a === shape.area) return 2;
    total += a;
  }
  return classifyArea(total, shape.area);
}
