/**
 * The geometry kernel (internal), its predicates on polygons and segments: convex and simple polygons, touching
 * segments and whether a polygon holds a point. Exact; pure functions over plain numbers, no module state.
 * @module
 */
import type { Point } from '../types.js';

/**
 * Whether a polygon is convex (collinear corners allowed, no zero-length edges, not self-overlapping). Fewer than 3
 * corners are refused too: no corner turns (with 2, every cross product is 0; with 1, its edge has no length).
 */
export function isConvex(points: readonly Point[]): boolean {
  const n = points.length;
  let sign = 0;
  let turn = 0;
  for (let i = 0; i < n; i++) {
    const a = points[i] as Point;
    const b = points[(i + 1) % n] as Point;
    const c = points[(i + 2) % n] as Point;
    if (a.x === b.x && a.y === b.y) return false;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (Math.abs(cross) > 1e-12) {
      const s = Math.sign(cross);
      if (sign !== 0 && s !== sign) return false;
      sign = s;
    }
    turn += Math.atan2(cross, (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y));
  }
  // a convex polygon turns once: a star drawn with the same turn sign turns twice
  return sign !== 0 && Math.abs(Math.abs(turn) - 2 * Math.PI) < 1e-6;
}

/** Whether a polygon of 3 corners or more (`checkBase` counts them first) is simple: no two non-adjacent edges touch, no zero-length edge. */
export function isSimple(points: readonly Point[]): boolean {
  const n = points.length;
  for (let i = 0; i < n; i++) {
    const a = points[i] as Point;
    const b = points[(i + 1) % n] as Point;
    if (a.x === b.x && a.y === b.y) return false;
    for (let j = i + 1; j < n; j++) {
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      const c = points[j] as Point;
      const d = points[(j + 1) % n] as Point;
      if (segmentsTouch(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y)) return false;
    }
  }
  return true;
}

function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

function onSegment(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
  return Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);
}

/** Whether segments AB and CD share a point (touching counts). */
export function segmentsTouch(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): boolean {
  const d1 = orient(cx, cy, dx, dy, ax, ay);
  const d2 = orient(cx, cy, dx, dy, bx, by);
  const d3 = orient(ax, ay, bx, by, cx, cy);
  const d4 = orient(ax, ay, bx, by, dx, dy);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  if (d1 === 0 && onSegment(cx, cy, dx, dy, ax, ay)) return true;
  if (d2 === 0 && onSegment(cx, cy, dx, dy, bx, by)) return true;
  if (d3 === 0 && onSegment(ax, ay, bx, by, cx, cy)) return true;
  if (d4 === 0 && onSegment(ax, ay, bx, by, dx, dy)) return true;
  return false;
}

/**
 * Whether P lies inside a polygon (even-odd rule). On the boundary it may answer either way: its callers measure the
 * boundary by the edges (a point's distance to the closest edge is 0; two bases whose edges touch touch).
 */
export function pointInPolygon(px: number, py: number, xs: ArrayLike<number>, ys: ArrayLike<number>, n: number): boolean {
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = xs[i] as number;
    const yi = ys[i] as number;
    const xj = xs[j] as number;
    const yj = ys[j] as number;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
