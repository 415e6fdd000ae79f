/**
 * The geometry kernel (internal), its shapes: bases compiled to circles, ellipses and polygons at a position and a
 * rotation, and convex region parts compiled to half-planes. Circles and polygons are exact (closed forms). The
 * measures over these shapes are in `distance.ts` (closest and farthest points) and `overlap.ts` (areas), the
 * predicates on corners and segments in `polygons.ts`. Pure functions over plain numbers, no module state.
 * @module
 */
import { MM_PER_INCH } from '../constants.js';
import type { Base, Point } from '../types.js';

/** A round base. */
export interface CircleShape {
  readonly kind: 'circle';
  readonly x: number;
  readonly y: number;
  readonly r: number;
  /** Bounding radius around (x, y). */
  readonly R: number;
  /** The radius of a circle around (x, y) that the base holds. */
  readonly inner: number;
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
  readonly inner: number;
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
  /** 0: (x, y) need not be inside a footprint. */
  readonly inner: number;
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

/** A polygon base from its absolute corners, with its bounds, bounding radius around (x, y) and area. */
export function polygonShape(x: number, y: number, xs: Float64Array, ys: Float64Array): PolygonShape {
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
  return { kind: 'polygon', x, y, xs, ys, R, inner: 0, area: Math.abs(signedArea(xs, ys, xs.length)), minX, minY, maxX, maxY };
}

/** Places a base at a position with a rotation (degrees). Sizes are not checked here: see `validateBase`. */
export function compileShape(position: Point, base: Base, rotation: number): Shape {
  const x = position.x;
  const y = position.y;
  switch (base.kind) {
    case 'round': {
      const r = base.diameterMm / MM_PER_INCH / 2;
      return { kind: 'circle', x, y, r, R: r, inner: r, area: Math.PI * r * r };
    }
    case 'oval': {
      let a = base.lengthMm / MM_PER_INCH / 2;
      let b = base.widthMm / MM_PER_INCH / 2;
      let rot = rotation;
      if (b > a) {
        [a, b] = [b, a];
        rot += 90;
      }
      if (a === b) return { kind: 'circle', x, y, r: a, R: a, inner: a, area: Math.PI * a * a };
      const [c, s] = cosSinDeg(rot);
      const ex = Math.sqrt(a * a * c * c + b * b * s * s);
      const ey = Math.sqrt(a * a * s * s + b * b * c * c);
      return { kind: 'ellipse', x, y, a, b, c, s, R: a, inner: b, area: Math.PI * a * b, ex, ey };
    }
    case 'rect': {
      const hl = base.lengthMm / MM_PER_INCH / 2;
      const hw = base.widthMm / MM_PER_INCH / 2;
      const [c, s] = cosSinDeg(rotation);
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
      const [c, s] = cosSinDeg(rotation);
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
