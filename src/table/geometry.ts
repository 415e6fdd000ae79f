/**
 * The geometry kernel (internal): bases compiled to circles, ellipses and polygons; convex region parts as half-planes;
 * closest-point distances; overlap areas. Pure functions over plain numbers, no module state.
 *
 * Exactness: circles and polygons are exact (closed forms). An ellipse is exact for a point's distance to it (a
 * bisection solve to machine precision, after Eberly, "Distance from a Point to an Ellipse", 2013) and for its overlap
 * with a convex polygon (an affine map turns the ellipse into the unit disk and keeps area ratios and containment).
 * Ellipse-to-base distances and an ellipse's farthest point use an inscribed polygon whose distance to the ellipse is
 * at most `a·π²/(2N²)` (linear interpolation error of the curve, |γ''| ≤ a, step 2π/N), with N chosen to stay under
 * the tolerance asked for.
 * @module
 */
import { MM_PER_INCH, WITHIN_SLACK } from './constants.js';
import type { Base, Point } from './types.js';

/** A round base. */
export interface CircleShape {
  readonly kind: 'circle';
  readonly x: number;
  readonly y: number;
  readonly r: number;
  /** Bounding radius around (x, y). */
  readonly R: number;
  readonly area: number;
}

/** An oval base: semi-axes a ≥ b, long axis along (c, s). */
export interface EllipseShape {
  readonly kind: 'ellipse';
  readonly x: number;
  readonly y: number;
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly s: number;
  readonly R: number;
  readonly area: number;
  /** Half-extents along x and y (its bounding box). */
  readonly ex: number;
  readonly ey: number;
}

/** A rectangle or footprint, as absolute corners; (x, y) is the model's position. */
export interface PolygonShape {
  readonly kind: 'polygon';
  readonly x: number;
  readonly y: number;
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly R: number;
  readonly area: number;
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** A base placed on the table. */
export type Shape = CircleShape | EllipseShape | PolygonShape;

/** A convex polygon as half-planes `nx·x + ny·y ≤ off`, corners counter-clockwise (positive shoelace area). */
export interface Part {
  readonly n: number;
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly nx: Float64Array;
  readonly ny: Float64Array;
  readonly off: Float64Array;
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
  readonly area: number;
  /** An axis-aligned rectangle (measured by its bounds alone). */
  readonly rect: boolean;
}

/** cos and sin of an angle in degrees, exact at multiples of 90°. */
export function cosSinDeg(deg: number): [number, number] {
  const d = ((deg % 360) + 360) % 360;
  if (d === 0) return [1, 0];
  if (d === 90) return [0, 1];
  if (d === 180) return [-1, 0];
  if (d === 270) return [0, -1];
  const r = (d * Math.PI) / 180;
  return [Math.cos(r), Math.sin(r)];
}

/** Shoelace area of a polygon given as coordinate arrays (positive when counter-clockwise in x-right, y-up terms). */
export function signedArea(xs: ArrayLike<number>, ys: ArrayLike<number>, n: number): number {
  let s = 0;
  for (let i = 0, j = n - 1; i < n; j = i++) s += (xs[j] as number) * (ys[i] as number) - (xs[i] as number) * (ys[j] as number);
  return s / 2;
}

function polygonShape(x: number, y: number, xs: Float64Array, ys: Float64Array): PolygonShape {
  let R = 0;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < xs.length; i++) {
    const px = xs[i] as number;
    const py = ys[i] as number;
    R = Math.max(R, Math.hypot(px - x, py - y));
    minX = Math.min(minX, px);
    minY = Math.min(minY, py);
    maxX = Math.max(maxX, px);
    maxY = Math.max(maxY, py);
  }
  return { kind: 'polygon', x, y, xs, ys, R, area: Math.abs(signedArea(xs, ys, xs.length)), minX, minY, maxX, maxY };
}

/**
 * Places a base at a position with a rotation (degrees). Sizes are not checked here: see `validateBase`. `trig` is
 * the rotation's cos and sin when the caller has them already.
 */
export function compileShape(position: Point, base: Base, rotation: number, trig?: readonly [number, number]): Shape {
  const x = position.x;
  const y = position.y;
  switch (base.kind) {
    case 'round': {
      const r = base.diameterMm / MM_PER_INCH / 2;
      return { kind: 'circle', x, y, r, R: r, area: Math.PI * r * r };
    }
    case 'oval': {
      let a = base.lengthMm / MM_PER_INCH / 2;
      let b = base.widthMm / MM_PER_INCH / 2;
      let rot = rotation;
      if (b > a) {
        [a, b] = [b, a];
        rot += 90;
      }
      if (a === b) return { kind: 'circle', x, y, r: a, R: a, area: Math.PI * a * a };
      const [c, s] = trig === undefined || rot !== rotation ? cosSinDeg(rot) : trig;
      const ex = Math.sqrt(a * a * c * c + b * b * s * s);
      const ey = Math.sqrt(a * a * s * s + b * b * c * c);
      return { kind: 'ellipse', x, y, a, b, c, s, R: a, area: Math.PI * a * b, ex, ey };
    }
    case 'rect': {
      const hl = base.lengthMm / MM_PER_INCH / 2;
      const hw = base.widthMm / MM_PER_INCH / 2;
      const [c, s] = trig ?? cosSinDeg(rotation);
      const lx = [hl, -hl, -hl, hl];
      const ly = [hw, hw, -hw, -hw];
      const xs = new Float64Array(4);
      const ys = new Float64Array(4);
      for (let i = 0; i < 4; i++) {
        const u = lx[i] as number;
        const v = ly[i] as number;
        xs[i] = x + c * u - s * v;
        ys[i] = y + s * u + c * v;
      }
      return polygonShape(x, y, xs, ys);
    }
    case 'footprint': {
      const [c, s] = trig ?? cosSinDeg(rotation);
      const n = base.points.length;
      const xs = new Float64Array(n);
      const ys = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        const p = base.points[i] as Point;
        xs[i] = x + c * p.x - s * p.y;
        ys[i] = y + s * p.x + c * p.y;
      }
      return polygonShape(x, y, xs, ys);
    }
  }
}

/** The radius of the smallest circle around a model's position that holds its base, whatever its rotation. */
export function baseRadius(base: Base): number {
  switch (base.kind) {
    case 'round':
      return base.diameterMm / MM_PER_INCH / 2;
    case 'oval':
      return Math.max(base.lengthMm, base.widthMm) / MM_PER_INCH / 2;
    case 'rect':
      return Math.hypot(base.lengthMm, base.widthMm) / MM_PER_INCH / 2;
    case 'footprint': {
      let r = 0;
      for (const p of base.points) r = Math.max(r, Math.hypot(p.x, p.y));
      return r;
    }
  }
}

/** Compiles a convex polygon into half-planes (either winding accepted). Convexity is checked by `isConvex`. */
export function compilePart(points: readonly Point[]): Part {
  const n = points.length;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = points[i] as Point;
    xs[i] = p.x;
    ys[i] = p.y;
  }
  if (signedArea(xs, ys, n) < 0) {
    xs.reverse();
    ys.reverse();
  }
  const nx = new Float64Array(n);
  const ny = new Float64Array(n);
  const off = new Float64Array(n);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const ex = (xs[j] as number) - (xs[i] as number);
    const ey = (ys[j] as number) - (ys[i] as number);
    const len = Math.hypot(ex, ey);
    // outward normal of a counter-clockwise (positive-area) polygon
    const ux = len > 0 ? ey / len : 0;
    const uy = len > 0 ? -ex / len : 0;
    nx[i] = ux;
    ny[i] = uy;
    off[i] = ux * (xs[i] as number) + uy * (ys[i] as number);
    minX = Math.min(minX, xs[i] as number);
    minY = Math.min(minY, ys[i] as number);
    maxX = Math.max(maxX, xs[i] as number);
    maxY = Math.max(maxY, ys[i] as number);
  }
  let axis = n === 4;
  for (let i = 0; i < n && axis; i++) axis = (nx[i] === 0 && Math.abs(ny[i] as number) === 1) || (ny[i] === 0 && Math.abs(nx[i] as number) === 1);
  return { n, xs, ys, nx, ny, off, minX, minY, maxX, maxY, area: signedArea(xs, ys, n), rect: axis };
}

/** Whether a polygon is convex (collinear corners allowed, no zero-length edges, not self-overlapping). */
export function isConvex(points: readonly Point[]): boolean {
  const n = points.length;
  if (n < 3) return false;
  let sign = 0;
  let turn = 0;
  for (let i = 0; i < n; i++) {
    const a = points[i] as Point;
    const b = points[(i + 1) % n] as Point;
    const c = points[(i + 2) % n] as Point;
    if (a.x === b.x && a.y === b.y) return false;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (Math.abs(cross) > 1e-12) {
      const s = cross > 0 ? 1 : -1;
      if (sign !== 0 && s !== sign) return false;
      sign = s;
    }
    turn += Math.atan2(cross, (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y));
  }
  // a convex polygon turns once: a star drawn with the same turn sign turns twice
  return sign !== 0 && Math.abs(Math.abs(turn) - 2 * Math.PI) < 1e-6;
}

/** Whether a polygon is simple: no two non-adjacent edges touch, no zero-length edge. */
export function isSimple(points: readonly Point[]): boolean {
  const n = points.length;
  if (n < 3) return false;
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

/** Distance from P to segment AB. */
export function pointSegmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const ex = bx - ax;
  const ey = by - ay;
  const len2 = ex * ex + ey * ey;
  let t = len2 > 0 ? ((px - ax) * ex + (py - ay) * ey) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const dx = px - (ax + t * ex);
  const dy = py - (ay + t * ey);
  return Math.sqrt(dx * dx + dy * dy);
}

/** Whether P lies inside or on a polygon (even-odd rule; the boundary counts as inside). */
export function pointInPolygon(px: number, py: number, xs: ArrayLike<number>, ys: ArrayLike<number>, n: number): boolean {
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = xs[i] as number;
    const yi = ys[i] as number;
    const xj = xs[j] as number;
    const yj = ys[j] as number;
    if (orient(xj, yj, xi, yi, px, py) === 0 && onSegment(xj, yj, xi, yi, px, py)) return true;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

// Eberly's bisection for the root that gives the closest point; e0 ≥ e1 > 0, the point (y0, y1) outside, y0, y1 > 0
function ellipseRoot(r0: number, z0: number, z1: number, g: number): number {
  const n0 = r0 * z0;
  let s0 = z1 - 1;
  let s1 = g < 0 ? 0 : Math.hypot(n0, z1) - 1;
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

/** Distance from (y0, y1), y0, y1 ≥ 0 and outside the ellipse, to an axis-aligned ellipse with semi-axes e0 ≥ e1. */
export function ellipseOutsideDistance(e0: number, e1: number, y0: number, y1: number): number {
  if (y1 > 0) {
    if (y0 > 0) {
      const z0 = y0 / e0;
      const z1 = y1 / e1;
      const g = z0 * z0 + z1 * z1 - 1;
      if (g <= 0) return 0;
      const r0 = (e0 / e1) * (e0 / e1);
      const sbar = ellipseRoot(r0, z0, z1, g);
      const x0 = (r0 * y0) / (sbar + r0);
      const x1 = y1 / (sbar + 1);
      return Math.hypot(x0 - y0, x1 - y1);
    }
    return Math.max(0, y1 - e1);
  }
  return Math.max(0, y0 - e0);
}

/** Distance from a point to a base (0 inside it). */
export function pointDistance(shape: Shape, px: number, py: number): number {
  switch (shape.kind) {
    case 'circle': {
      const dx = px - shape.x;
      const dy = py - shape.y;
      const d = Math.sqrt(dx * dx + dy * dy) - shape.r;
      return d > 0 ? d : 0;
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
  if (x1 <= part.minX + WITHIN_SLACK || x0 >= part.maxX - WITHIN_SLACK || y1 <= part.minY + WITHIN_SLACK || y0 >= part.maxY - WITHIN_SLACK) return 0;
  if (part.rect) {
    if (x0 >= part.minX - WITHIN_SLACK && x1 <= part.maxX + WITHIN_SLACK && y0 >= part.minY - WITHIN_SLACK && y1 <= part.maxY + WITHIN_SLACK) return shape.area;
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
  if (x + r <= part.minX + WITHIN_SLACK || x - r >= part.maxX - WITHIN_SLACK || y + r <= part.minY + WITHIN_SLACK || y - r >= part.maxY - WITHIN_SLACK) return 0;
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
