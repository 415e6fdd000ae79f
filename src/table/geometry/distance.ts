/**
 * The geometry kernel (internal), its distances: from a point to a segment or a base, between two bases' closest
 * points, and to a base's farthest point. Pure functions over plain numbers, no module state.
 *
 * Exactness: circles and polygons are exact (closed forms). An ellipse is exact for a point's distance to it (a
 * bisection solve to machine precision, after Eberly, "Distance from a Point to an Ellipse", 2013). Ellipse-to-base
 * distances and an ellipse's farthest point use an inscribed polygon whose distance to the ellipse is at most
 * `a·π²/(2N²)` (linear interpolation error of the curve, |γ''| ≤ a, step 2π/N), with N chosen to stay under the
 * tolerance asked for.
 * @module
 */
import { pointInPolygon, segmentsTouch } from './polygons.js';
import { polygonShape, type EllipseShape, type PolygonShape, type Shape } from './shapes.js';

/**
 * Distance from P to segment AB, A ≠ B: every edge measured has a length (`isSimple` and `isConvex` refuse an edge
 * of none; a rectangle's sizes are more than 0; an oval's inscribed corners are distinct).
 */
export function pointSegmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const ex = bx - ax;
  const ey = by - ay;
  const t = Math.min(1, Math.max(0, ((px - ax) * ex + (py - ay) * ey) / (ex * ex + ey * ey)));
  const dx = px - (ax + t * ex);
  const dy = py - (ay + t * ey);
  return Math.sqrt(dx * dx + dy * dy);
}

// Eberly's bisection for the root that gives the closest point; e0 ≥ e1 > 0, the point (y0, y1) outside, y0, y1 ≥ 0
function ellipseRoot(r0: number, z0: number, z1: number): number {
  const n0 = r0 * z0;
  let s0 = z1 - 1;
  let s1 = Math.hypot(n0, z1) - 1;
  let s = 0;
  for (let i = 0; i < 1100; i++) {
    s = (s0 + s1) / 2;
    if (s === s0 || s === s1) break;
    const q0 = n0 / (s + r0);
    const q1 = z1 / (s + 1);
    const gg = q0 * q0 + q1 * q1 - 1;
    if (gg > 0) s0 = s;
    else if (gg < 0) s1 = s;
    else break;
  }
  return s;
}

/**
 * Distance from (y0, y1), y0, y1 ≥ 0 and outside the ellipse (`pointDistance` answers 0 inside first), to an
 * axis-aligned ellipse with semi-axes e0 ≥ e1. On an axis the root gives the end of that axis (y1 = 0: x0 = e0,
 * x1 = 0; y0 = 0: x0 = 0, x1 = e1, found at once since the bracket is a single point), so no case of its own.
 */
export function ellipseOutsideDistance(e0: number, e1: number, y0: number, y1: number): number {
  const z0 = y0 / e0;
  const z1 = y1 / e1;
  const r0 = (e0 / e1) * (e0 / e1);
  const sbar = ellipseRoot(r0, z0, z1);
  const x0 = (r0 * y0) / (sbar + r0);
  const x1 = y1 / (sbar + 1);
  return Math.hypot(x0 - y0, x1 - y1);
}

/** Distance from a point to a base (0 inside it). */
export function pointDistance(shape: Shape, px: number, py: number): number {
  switch (shape.kind) {
    case 'circle': {
      const dx = px - shape.x;
      const dy = py - shape.y;
      return Math.max(0, Math.sqrt(dx * dx + dy * dy) - shape.r);
    }
    case 'ellipse': {
      const dx = px - shape.x;
      const dy = py - shape.y;
      const u = shape.c * dx + shape.s * dy;
      const v = -shape.s * dx + shape.c * dy;
      const qa = u / shape.a;
      const qb = v / shape.b;
      if (qa * qa + qb * qb <= 1) return 0;
      return ellipseOutsideDistance(shape.a, shape.b, Math.abs(u), Math.abs(v));
    }
    case 'polygon': {
      const { xs, ys } = shape;
      const n = xs.length;
      if (pointInPolygon(px, py, xs, ys, n)) return 0;
      let best = Infinity;
      for (let i = 0, j = n - 1; i < n; j = i++) best = Math.min(best, pointSegmentDistance(px, py, xs[j] as number, ys[j] as number, xs[i] as number, ys[i] as number));
      return best;
    }
  }
}

/** The number of corners of an inscribed polygon that stays within `tol` of an ellipse with long semi-axis `a`. */
export function ellipseCorners(a: number, tol: number): number {
  const n = Math.ceil(Math.PI * Math.sqrt(a / (2 * tol)));
  return Math.max(16, 4 * Math.ceil(n / 4));
}

/** An inscribed polygon of an ellipse within `tol` of it (see the module comment for the bound). */
export function ellipseAsPolygon(e: EllipseShape, tol: number): PolygonShape {
  const n = ellipseCorners(e.a, tol);
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const t = (2 * Math.PI * k) / n;
    const u = e.a * Math.cos(t);
    const v = e.b * Math.sin(t);
    xs[k] = e.x + e.c * u - e.s * v;
    ys[k] = e.y + e.s * u + e.c * v;
  }
  return polygonShape(e.x, e.y, xs, ys);
}

function polygonsTouch(a: PolygonShape, b: PolygonShape): boolean {
  const na = a.xs.length;
  const nb = b.xs.length;
  if (pointInPolygon(a.xs[0] as number, a.ys[0] as number, b.xs, b.ys, nb)) return true;
  if (pointInPolygon(b.xs[0] as number, b.ys[0] as number, a.xs, a.ys, na)) return true;
  for (let i = 0, j = na - 1; i < na; j = i++)
    for (let k = 0, l = nb - 1; k < nb; l = k++)
      if (segmentsTouch(a.xs[j] as number, a.ys[j] as number, a.xs[i] as number, a.ys[i] as number, b.xs[l] as number, b.ys[l] as number, b.xs[k] as number, b.ys[k] as number))
        return true;
  return false;
}

function polygonDistance(a: PolygonShape, b: PolygonShape): number {
  if (polygonsTouch(a, b)) return 0;
  let best = Infinity;
  const na = a.xs.length;
  const nb = b.xs.length;
  for (let i = 0; i < na; i++) {
    const px = a.xs[i] as number;
    const py = a.ys[i] as number;
    for (let k = 0, l = nb - 1; k < nb; l = k++) best = Math.min(best, pointSegmentDistance(px, py, b.xs[l] as number, b.ys[l] as number, b.xs[k] as number, b.ys[k] as number));
  }
  for (let k = 0; k < nb; k++) {
    const px = b.xs[k] as number;
    const py = b.ys[k] as number;
    for (let i = 0, j = na - 1; i < na; j = i++) best = Math.min(best, pointSegmentDistance(px, py, a.xs[j] as number, a.ys[j] as number, a.xs[i] as number, a.ys[i] as number));
  }
  return best;
}

/**
 * Distance between the closest points of two bases (0 when they touch or overlap). Exact unless an oval meets an
 * oval, a rectangle or a footprint: then each oval is an inscribed polygon within `tol / 2`, so the result is at most
 * `tol` too large.
 */
export function shapeDistance(p: Shape, q: Shape, tol: number): number {
  if (p.kind === 'circle') return Math.max(0, pointDistance(q, p.x, p.y) - p.r);
  if (q.kind === 'circle') return Math.max(0, pointDistance(p, q.x, q.y) - q.r);
  const pp = p.kind === 'ellipse' ? ellipseAsPolygon(p, tol / 2) : p;
  const qq = q.kind === 'ellipse' ? ellipseAsPolygon(q, tol / 2) : q;
  return polygonDistance(pp, qq);
}

/** Distance from a point to the farthest point of a base; for an oval at most `tol` too small. */
export function farthestDistance(shape: Shape, px: number, py: number, tol: number): number {
  if (shape.kind === 'circle') return Math.hypot(px - shape.x, py - shape.y) + shape.r;
  const poly = shape.kind === 'ellipse' ? ellipseAsPolygon(shape, tol) : shape;
  let best = 0;
  for (let i = 0; i < poly.xs.length; i++) best = Math.max(best, Math.hypot((poly.xs[i] as number) - px, (poly.ys[i] as number) - py));
  return best;
}
