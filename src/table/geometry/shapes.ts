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
  /** An axis-aligned rectangle (a region of one such part holds whatever is inside its bounds: `boundsClass`). */
  readonly rect: boolean;
}

/** cos and sin of an angle in degrees, exact at multiples of 90°. */
export function cosSinDeg(deg: number): [number, number] {
  const d = ((deg % 360) + 360) % 360;
  // 0° needs no case of its own: Math.cos(0) is 1 and Math.sin(0) is 0, exactly
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

/** A polygon base from its absolute corners, with its bounding radius around (x, y) and area. */
export function polygonShape(x: number, y: number, xs: Float64Array, ys: Float64Array): PolygonShape {
  let R = 0;
  for (let i = 0; i < xs.length; i++) R = Math.max(R, Math.hypot((xs[i] as number) - x, (ys[i] as number) - y));
  return { kind: 'polygon', x, y, xs, ys, R, inner: 0, area: Math.abs(signedArea(xs, ys, xs.length)) };
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
      return { kind: 'ellipse', x, y, a, b, c, s, R: a, inner: b, area: Math.PI * a * b };
    }
    case 'rect': {
      const hl = base.lengthMm / MM_PER_INCH / 2;
      const hw = base.widthMm / MM_PER_INCH / 2;
      const [c, s] = cosSinDeg(rotation);
      // the corners (±hl, ±hw) turned: (hl, hw), (-hl, hw), (-hl, -hw), (hl, -hw)
      const cl = c * hl;
      const sl = s * hl;
      const cw = c * hw;
      const sw = s * hw;
      const xs = Float64Array.of(x + cl - sw, x - cl - sw, x - cl + sw, x + cl + sw);
      const ys = Float64Array.of(y + sl + cw, y - sl + cw, y - sl - cw, y + sl - cw);
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

/**
 * The radius of the smallest circle around a model's position that holds its base, whatever its rotation: the base's
 * bounding radius `R` (the same at every rotation).
 */
export function baseRadius(base: Base): number {
  return compileShape(ORIGIN, base, 0).R;
}

// Stryker disable next-line all: a constant made once at import, before any mutant is switched on (docs/testing.md)
const ORIGIN: Point = { x: 0, y: 0 };

/**
 * Compiles a convex polygon into half-planes (either winding accepted). Convexity is checked by `isConvex`, which also
 * refuses an edge of no length (so every edge has a normal).
 */
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
  // every edge along an axis: a convex polygon whose edges all run along the axes is a rectangle (a corner in the
  // middle of an edge aside)
  let rect = true;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const ex = (xs[j] as number) - (xs[i] as number);
    const ey = (ys[j] as number) - (ys[i] as number);
    const len = Math.hypot(ex, ey);
    // the outward normal of a counter-clockwise (positive-area) polygon
    nx[i] = ey / len;
    ny[i] = -ex / len;
    off[i] = (nx[i] as number) * (xs[i] as number) + (ny[i] as number) * (ys[i] as number);
    rect &&= ex === 0 || ey === 0;
  }
  return { n, xs, ys, nx, ny, off, minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys), area: signedArea(xs, ys, n), rect };
}
