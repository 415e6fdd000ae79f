/**
 * Bases placed on the table (position, rotation, kind) and region parts compiled, through the public measures and the
 * table facts: turns by whole quarters measured exactly, ovals given wider than long or as wide as long, an oval's
 * reach toward each edge of a region at many rotations, rotated rectangles and footprints against a brute-force
 * outline, region parts in either winding, and the bounding circles the facts take their shortcuts from. Each expected
 * value is worked out by hand (the comments) or by a brute-force outline computed here with its own trigonometry.
 */
import { describe, expect, it } from 'vitest';
import { baseArea, deriveTableFactsOrThrow, distanceBetween, distanceToPoint, isWhollyWithinDistance, MM_PER_INCH, rect, regionOverlap, type Base, type BattlefieldMap, type PlacedModel, type Point, type TableUnit } from '../../src/table.js';

const IN = MM_PER_INCH;

/** The corners of a base in the test's own terms: turned `deg` degrees counter-clockwise about the position. */
function cornersOf(position: Point, local: readonly Point[], deg: number): Point[] {
  const t = (deg * Math.PI) / 180;
  return local.map((p) => ({ x: position.x + p.x * Math.cos(t) - p.y * Math.sin(t), y: position.y + p.x * Math.sin(t) + p.y * Math.cos(t) }));
}

/** Points along the edges of a closed polygon, `k` per edge. */
function outlineOf(corners: readonly Point[], k = 1000): Point[] {
  const out: Point[] = [];
  corners.forEach((a, i) => {
    const b = corners[(i + 1) % corners.length] as Point;
    for (let j = 0; j < k; j++) out.push({ x: a.x + ((b.x - a.x) * j) / k, y: a.y + ((b.y - a.y) * j) / k });
  });
  return out;
}

const nearest = (pts: readonly Point[], p: Point) => Math.min(...pts.map((q) => Math.hypot(q.x - p.x, q.y - p.y)));
const farthest = (pts: readonly Point[], p: Point) => Math.max(...pts.map((q) => Math.hypot(q.x - p.x, q.y - p.y)));

describe('a base turned by whole quarter turns is measured exactly', () => {
  // a 2" x 1" rectangle at the origin: unturned it spans x -1..1, y -0.5..0.5; turned a quarter (or three) x -0.5..0.5,
  // y -1..1. Points on its edges are 0" from it, to the last bit: no sine or cosine rounding may move a corner.
  const box = (deg: number): PlacedModel => ({ position: { x: 0, y: 0 }, base: { kind: 'rect', lengthMm: 2 * IN, widthMm: IN }, rotation: deg });
  const long = [{ x: 1, y: 0.4 }, { x: 1, y: -0.49 }, { x: -1, y: 0.49 }, { x: -1, y: -0.3 }, { x: 0.99, y: 0.5 }, { x: -0.7, y: 0.5 }, { x: 0.9, y: -0.5 }, { x: -0.999, y: -0.5 }];
  const across = long.map((p) => ({ x: p.y, y: p.x }));

  it('points on the edges of a rectangle turned 0°, 90°, 180°, 270°, and the same less or more whole turns, are 0" from it', () => {
    for (const k of [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8]) {
      const deg = 90 * k;
      for (const p of k % 2 === 0 ? long : across) expect(distanceToPoint(box(deg), p), `${deg}° ${JSON.stringify(p)}`).toBe(0);
    }
  });

  it('points off the edges are exactly as far as the gap', () => {
    for (const k of [-3, -2, -1, 1, 2, 3, 5, 6]) {
      const deg = 90 * k;
      const odd = k % 2 !== 0;
      // 0.25" beyond each long edge and 0.5" beyond each short end, level with a corner
      const cases: [Point, number][] = [
        [{ x: 0.9, y: 0.75 }, 0.25],
        [{ x: -0.9, y: -0.75 }, 0.25],
        [{ x: 1.5, y: 0.5 }, 0.5],
        [{ x: -1.5, y: -0.5 }, 0.5],
      ];
      for (const [p, d] of cases) {
        const q = odd ? { x: p.y, y: p.x } : p;
        expect(distanceToPoint(box(deg), q), `${deg}° ${JSON.stringify(q)}`).toBe(d);
      }
    }
  });

  it('a footprint turned a quarter turn either way', () => {
    // the right triangle (0, 0), (2, 0), (0, 1): turned 90° its corners are (0, 0), (0, 2), (-1, 0); turned 270° (or
    // -90°) they are (0, 0), (0, -2), (1, 0)
    const tri = (deg: number): PlacedModel => ({ position: { x: 0, y: 0 }, base: { kind: 'footprint', points: [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 0, y: 1 }] }, rotation: deg });
    for (const deg of [90, -270, 450]) {
      expect(distanceToPoint(tri(deg), { x: 0, y: 1 }), `${deg}`).toBe(0);
      expect(distanceToPoint(tri(deg), { x: -0.5, y: 0 }), `${deg}`).toBe(0);
      expect(distanceToPoint(tri(deg), { x: 0, y: 2.25 }), `${deg}`).toBe(0.25);
      expect(distanceToPoint(tri(deg), { x: 0.5, y: 0.5 }), `${deg}`).toBe(0.5);
    }
    for (const deg of [270, -90, 630]) {
      expect(distanceToPoint(tri(deg), { x: 0, y: -1 }), `${deg}`).toBe(0);
      expect(distanceToPoint(tri(deg), { x: 0.5, y: 0 }), `${deg}`).toBe(0);
      expect(distanceToPoint(tri(deg), { x: 0, y: -2.25 }), `${deg}`).toBe(0.25);
      expect(distanceToPoint(tri(deg), { x: -0.5, y: -0.5 }), `${deg}`).toBe(0.5);
    }
  });

  it('a footprint turned a half turn is the same footprint mirrored through its position', () => {
    // a right triangle with its right angle at (0, 0): turned 180° its corners are (0, 0), (-2, 0), (0, -1)
    const tri = (deg: number): PlacedModel => ({ position: { x: 0, y: 0 }, base: { kind: 'footprint', points: [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 0, y: 1 }] }, rotation: deg });
    for (const deg of [180, -180, 540]) {
      expect(distanceToPoint(tri(deg), { x: -1, y: 0 }), `${deg}`).toBe(0);
      expect(distanceToPoint(tri(deg), { x: 0, y: -0.5 }), `${deg}`).toBe(0);
      expect(distanceToPoint(tri(deg), { x: -2.25, y: 0 }), `${deg}`).toBe(0.25);
      expect(distanceToPoint(tri(deg), { x: 0.5, y: -0.5 }), `${deg}`).toBe(0.5);
    }
  });
});

describe('oval bases', () => {
  it('an oval given wider than it is long is the same oval turned a quarter', () => {
    // 52 mm long, 90 mm wide: its long axis (45 mm each side) runs along y when unturned, along x when turned 90°
    const a = 45 / IN;
    const b = 26 / IN;
    const wide = (deg: number): PlacedModel => ({ position: { x: 10, y: 10 }, base: { kind: 'oval', lengthMm: 52, widthMm: 90 }, rotation: deg });
    expect(distanceToPoint(wide(0), { x: 10, y: 13 })).toBeCloseTo(3 - a, 12);
    expect(distanceToPoint(wide(0), { x: 13, y: 10 })).toBeCloseTo(3 - b, 12);
    expect(distanceToPoint(wide(90), { x: 13, y: 10 })).toBeCloseTo(3 - a, 12);
    expect(distanceToPoint(wide(90), { x: 10, y: 7 })).toBeCloseTo(3 - b, 12);
    expect(isWhollyWithinDistance(wide(0), { x: 10, y: 10 }, a)).toBe(true);
    // the long way is along y: 0.01" short of its half-length along x would hold it if it were not
    expect(isWhollyWithinDistance(wide(0), { x: 10, y: 10 }, a - 0.01)).toBe(false);
    expect(baseArea({ kind: 'oval', lengthMm: 52, widthMm: 90 })).toBeCloseTo(Math.PI * a * b, 12);
  });

  it('an oval as wide as it is long is a round base', () => {
    // 50.8 mm: a 1" radius; 76.2 mm: 1.5"
    const o = (deg: number): PlacedModel => ({ position: { x: 10, y: 10 }, base: { kind: 'oval', lengthMm: 50.8, widthMm: 50.8 }, rotation: deg });
    expect(baseArea({ kind: 'oval', lengthMm: 50.8, widthMm: 50.8 })).toBeCloseTo(Math.PI, 12);
    expect(baseArea({ kind: 'oval', lengthMm: 76.2, widthMm: 76.2 })).toBeCloseTo(2.25 * Math.PI, 12);
    // measured exactly against a rectangle, as a round base is (an oval's measure may be 0.001" off): the rectangle's
    // left edge at x = 13, 2" from the oval's edge at x = 11
    const wall: PlacedModel = { position: { x: 14, y: 10.3 }, base: { kind: 'rect', lengthMm: 2 * IN, widthMm: 4 * IN } };
    for (const deg of [0, 37]) expect(distanceBetween(o(deg), wall), `${deg}`).toBeCloseTo(2, 12);
    expect(isWhollyWithinDistance(o(37), { x: 13, y: 14 }, 6)).toBe(true);
    expect(isWhollyWithinDistance(o(37), { x: 13, y: 14 }, 6 - 1e-7)).toBe(false);
    for (const deg of [0, 37]) {
      expect(distanceToPoint(o(deg), { x: 13, y: 14 })).toBeCloseTo(4, 12);
      expect(distanceToPoint(o(deg), { x: 10.3, y: 10.4 })).toBe(0);
      // centres 3.5" apart, radii 1" and 0.5"
      expect(distanceBetween(o(deg), { position: { x: 10, y: 13.5 }, base: { kind: 'round', diameterMm: 25.4 } })).toBeCloseTo(2, 12);
      expect(regionOverlap(o(deg), { parts: [rect(9, 9, 11, 11)] })).toBe('wholly');
      expect(regionOverlap(o(deg), { parts: [rect(9, 9, 11, 10.99)] })).toBe('partly');
    }
  });

  describe('an oval across each edge of a rectangular region, at many rotations', () => {
    // brute force: the outline's highest and rightmost points over 20,000 samples (within 2e-7")
    function reach(lengthMm: number, widthMm: number, deg: number): { x: number; y: number } {
      const a = lengthMm / IN / 2;
      const b = widthMm / IN / 2;
      const t0 = (deg * Math.PI) / 180;
      let x = -Infinity;
      let y = -Infinity;
      const n = 20000;
      for (let k = 0; k < n; k++) {
        const t = (2 * Math.PI * k) / n;
        const u = a * Math.cos(t);
        const v = b * Math.sin(t);
        x = Math.max(x, Math.cos(t0) * u - Math.sin(t0) * v);
        y = Math.max(y, Math.sin(t0) * u + Math.cos(t0) * v);
      }
      return { x, y };
    }
    // the region x 20..40, y 10..30; the oval's centre placed so that its reach crosses an edge by 0.002" or stops
    // 0.002" short of it, from inside and from outside
    const REGION = { parts: [rect(20, 10, 40, 30)] };
    const OVALS: [number, number][] = [
      [170, 105],
      [170, 52],
      [60, 35],
    ];
    const ROTATIONS = [0, 10, 30, 60, 100, 120, 150, 200, 250, 300, 330, 355];
    it.each(OVALS)('%i x %i mm', (lengthMm, widthMm) => {
      for (const deg of ROTATIONS) {
        const { x: rx, y: ry } = reach(lengthMm, widthMm, deg);
        const oval = (x: number, y: number): PlacedModel => ({ position: { x, y }, base: { kind: 'oval', lengthMm, widthMm }, rotation: deg });
        const at = `${deg}°`;
        // right edge x = 40 and left edge x = 20 (an oval reaches as far each way), top y = 30, bottom y = 10
        for (const [m, want] of [
          [oval(40 - rx - 0.002, 20), 'wholly'],
          [oval(40 - rx + 0.002, 20), 'partly'],
          [oval(40 + rx - 0.002, 20), 'partly'],
          [oval(40 + rx + 0.002, 20), 'none'],
          [oval(20 + rx + 0.002, 20), 'wholly'],
          [oval(20 + rx - 0.002, 20), 'partly'],
          [oval(20 - rx + 0.002, 20), 'partly'],
          [oval(20 - rx - 0.002, 20), 'none'],
          [oval(30, 30 - ry - 0.002), 'wholly'],
          [oval(30, 30 - ry + 0.002), 'partly'],
          [oval(30, 30 + ry - 0.002), 'partly'],
          [oval(30, 30 + ry + 0.002), 'none'],
          [oval(30, 10 + ry + 0.002), 'wholly'],
          [oval(30, 10 + ry - 0.002), 'partly'],
          [oval(30, 10 - ry + 0.002), 'partly'],
          [oval(30, 10 - ry - 0.002), 'none'],
        ] as const)
          expect(regionOverlap(m, REGION), `${at} ${JSON.stringify(m.position)}`).toBe(want);
      }
    });
  });
});

describe('rectangles and footprints turned any angle, against a brute-force outline', () => {
  // an irregular footprint (no symmetry: a mirrored or misplaced corner shows) and a 3" x 1" rectangle
  const FOOT = [{ x: -1, y: -0.5 }, { x: 2, y: -1 }, { x: 1.5, y: 1 }, { x: -0.5, y: 1.5 }];
  const RECT_LOCAL = [{ x: 1.5, y: 0.5 }, { x: -1.5, y: 0.5 }, { x: -1.5, y: -0.5 }, { x: 1.5, y: -0.5 }];
  const at = { x: 30, y: 20 };
  // points 4" and 7" out in 16 directions: the base is inside 3"
  const probes = Array.from({ length: 32 }, (_, k) => {
    const t = (2 * Math.PI * (k % 16)) / 16 + 0.1;
    const r = k < 16 ? 4 : 7;
    return { x: at.x + r * Math.cos(t), y: at.y + r * Math.sin(t) };
  });

  for (const deg of [30, 120, 210, 300, -45, 17.5]) {
    it(`turned ${deg}°`, () => {
      const models: [PlacedModel, Point[]][] = [
        [{ position: at, base: { kind: 'footprint', points: FOOT }, rotation: deg }, cornersOf(at, FOOT, deg)],
        [{ position: at, base: { kind: 'rect', lengthMm: 3 * IN, widthMm: IN }, rotation: deg }, cornersOf(at, RECT_LOCAL, deg)],
      ];
      for (const [m, corners] of models) {
        const outline = outlineOf(corners);
        for (const p of probes) {
          // the outline's points are at most 0.0036" apart (1/1000 of an edge), the probes 1" or more away: within 2e-6"
          expect(Math.abs(distanceToPoint(m, p) - nearest(outline, p)), `${m.base.kind} ${JSON.stringify(p)}`).toBeLessThan(1e-5);
          // the farthest point of a polygon is a corner
          const far = farthest(corners, p);
          expect(isWhollyWithinDistance(m, p, far + 1e-7), `${m.base.kind} ${JSON.stringify(p)}`).toBe(true);
          expect(isWhollyWithinDistance(m, p, far - 1e-7), `${m.base.kind} ${JSON.stringify(p)}`).toBe(false);
        }
      }
    });
  }
});

describe('region parts are read in either winding', () => {
  // a diamond around (10, 10) with corners 10" out, counter-clockwise and clockwise (x right, y up), and a triangle
  const DIAMOND = [{ x: 10, y: 0 }, { x: 20, y: 10 }, { x: 10, y: 20 }, { x: 0, y: 10 }];
  const round = (x: number, y: number): PlacedModel => ({ position: { x, y }, base: { kind: 'round', diameterMm: 25.4 } });
  const box = (x: number, y: number): PlacedModel => ({ position: { x, y }, base: { kind: 'rect', lengthMm: 50.8, widthMm: 25.4 } });
  const oval = (x: number, y: number): PlacedModel => ({ position: { x, y }, base: { kind: 'oval', lengthMm: 90, widthMm: 52 } });

  it('the same answers for a part given clockwise as counter-clockwise', () => {
    // (10, 10) deep inside; (15, 15) across the edge x + y = 30 (0" from it); (17, 17) 2.8" beyond it
    for (const part of [DIAMOND, [...DIAMOND].reverse()]) {
      for (const make of [round, box, oval]) {
        expect(regionOverlap(make(10, 10), { parts: [part] }), make.name).toBe('wholly');
        expect(regionOverlap(make(15, 15), { parts: [part] }), make.name).toBe('partly');
        expect(regionOverlap(make(17, 17), { parts: [part] }), make.name).toBe('none');
      }
      // a region of two parts (one each way): a base across the corner they share is wholly within
      const right = [{ x: 20, y: 10 }, { x: 30, y: 0 }, { x: 40, y: 10 }, { x: 30, y: 20 }];
      expect(regionOverlap(box(30, 10), { parts: [part, right] })).toBe('wholly');
      expect(regionOverlap(box(30, 10), { parts: [part, [...right].reverse()] })).toBe('wholly');
    }
  });

  it('a triangle with one edge along an axis is not measured by its bounding box', () => {
    // the triangle (0, 0), (20, 0), (0, 20): its long edge x + y = 20. A box at (14, 14) is inside the bounding box
    // 0..20 x 0..20, but 8" beyond that edge; one at (5, 5) is inside; one at (10, 10) across the edge
    for (const part of [[{ x: 0, y: 0 }, { x: 20, y: 0 }, { x: 0, y: 20 }], [{ x: 0, y: 20 }, { x: 20, y: 0 }, { x: 0, y: 0 }]]) {
      for (const make of [box, oval]) {
        expect(regionOverlap(make(14, 14), { parts: [part] }), make.name).toBe('none');
        expect(regionOverlap(make(5, 5), { parts: [part] }), make.name).toBe('wholly');
        expect(regionOverlap(make(10, 10), { parts: [part] }), make.name).toBe('partly');
      }
    }
  });
});

describe('the bounding circles the table facts start from', () => {
  // The Prize of Gallet's layout on a plain map: the attacker's territory y 0-11, objective at (30, 22)
  const MAP: BattlefieldMap = {
    id: 'bounds',
    name: 'Bounds',
    edition: 3,
    width: 60,
    height: 44,
    regions: [{ id: 'attacker-territory', name: 'A', parts: [rect(0, 0, 60, 11)], confidence: 'high' }],
    objectives: [{ id: 'o', name: 'O', position: { x: 30, y: 22 }, confidence: 'high' }],
    features: [],
    source: 'test',
    notes: [],
  };
  const facts = (base: Base, x: number, y: number, rotation = 0) => {
    const u: TableUnit = { id: 'u', owner: 'ana', base, models: [{ position: { x, y }, rotation }] };
    return deriveTableFactsOrThrow({ map: MAP, units: [u] }).units['u'];
  };

  it('a base whose far end crosses a territory edge is partly in it, whatever its kind', () => {
    // each base's centre 1.5" inside the edge y = 11, reaching 2" or more toward it
    // an oval 30 x 120 mm: 2.36" along y (its width, the long way); a 0.5" x 4" rectangle turned a quarter: 2" along y;
    // a footprint reaching 3" up from its position
    const cases: [Base, number][] = [
      [{ kind: 'oval', lengthMm: 30, widthMm: 120 }, 0],
      [{ kind: 'rect', lengthMm: 4 * IN, widthMm: IN / 2 }, 90],
      [{ kind: 'footprint', points: [{ x: -1, y: -1 }, { x: 1, y: -1 }, { x: 0, y: 3 }] }, 0],
    ];
    for (const [base, rotation] of cases) {
      expect(facts(base, 30, 9.5, rotation)?.regions, base.kind).toEqual({ wholly: [], partly: ['attacker-territory', 'neutral'] });
      // 3.5" inside: wholly within
      expect(facts(base, 30, 7.5, rotation)?.regions, base.kind).toEqual({ wholly: ['attacker-territory'], partly: [] });
    }
  });

  it('a base partly off the table at its bottom or left edge is partly within the territory there, not wholly', () => {
    // a 1" round base 0.2" from the edge: 0.3" of it off the table, the rest in the attacker's territory (y 0-11)
    const round: Base = { kind: 'round', diameterMm: IN };
    expect(facts(round, 30, 0.2)?.regions.partly).toContain('attacker-territory');
    expect(facts(round, 0.2, 5)?.regions.partly).toContain('attacker-territory');
    expect(facts(round, 30, 0.5)?.regions.wholly).toEqual(['attacker-territory']);
  });

  it('a square turned 45° reaches across the edge with its corner', () => {
    // 2" x 2": its corners 1.41" from its centre, its sides 1"; 1.2" inside the edge y = 11
    const square: Base = { kind: 'rect', lengthMm: 2 * IN, widthMm: 2 * IN };
    expect(facts(square, 30, 9.8, 45)?.regions).toEqual({ wholly: [], partly: ['attacker-territory', 'neutral'] });
    expect(facts(square, 30, 9.8, 0)?.regions).toEqual({ wholly: ['attacker-territory'], partly: [] });
  });

  it('an oval given wider than long reaches as far as its width, and no further than its length across', () => {
    // 30 x 120 mm: 0.59" each side along x, 2.36" each side along y when unturned; the objective at (30, 22)
    const wide: Base = { kind: 'oval', lengthMm: 30, widthMm: 120 };
    const half = 60 / IN;
    const short = 15 / IN;
    // unturned, its near end 5.9" from the objective (its centre 8.26" away): contests
    expect(facts(wide, 30, 22 + 6 + half - 0.1)?.contesting).toEqual({ o: 1 });
    // turned a quarter, its near side 6.1" from the objective (its centre 6.69" away): does not
    expect(facts(wide, 30, 22 + 6 + short + 0.1, 90)?.contesting).toEqual({});
    expect(facts(wide, 30, 22 + 6 + short - 0.1, 90)?.contesting).toEqual({ o: 1 });
  });

  it('a unit in the bounding box of a map region that is no rectangle, but outside it', () => {
    // a triangle region (0, 11), (60, 11), (60, 40): the point (10, 30) is in its bounding box, 15" from it
    const tri: BattlefieldMap = { ...MAP, regions: [...MAP.regions, { id: 'slope', name: 'S', parts: [[{ x: 0, y: 11 }, { x: 60, y: 11 }, { x: 60, y: 40 }]], confidence: 'high' }] };
    const u: TableUnit = { id: 'u', owner: 'ana', base: { kind: 'round', diameterMm: IN }, models: [{ position: { x: 10, y: 30 } }, { position: { x: 12, y: 30 } }] };
    expect(deriveTableFactsOrThrow({ map: tri, units: [u] }).units['u']?.regions.wholly).not.toContain('slope');
    expect(deriveTableFactsOrThrow({ map: tri, units: [u] }).units['u']?.regions.partly).not.toContain('slope');
    const v: TableUnit = { ...u, models: [{ position: { x: 50, y: 15 } }, { position: { x: 52, y: 15 } }] };
    expect(deriveTableFactsOrThrow({ map: tri, units: [v] }).units['u']?.regions.wholly).toContain('slope');
    // a triangle with no edge along an axis, (0, 12), (60, 20), (20, 42): (55, 38) and (53, 38) are in its bounding
    // box, 13" beyond its edge from (60, 20) to (20, 42); (30, 22) and (32, 22) are 5" or more inside every edge
    const leaning: BattlefieldMap = { ...MAP, regions: [...MAP.regions, { id: 'lean', name: 'L', parts: [[{ x: 0, y: 12 }, { x: 60, y: 20 }, { x: 20, y: 42 }]], confidence: 'high' }] };
    const out = deriveTableFactsOrThrow({ map: leaning, units: [{ ...u, models: [{ position: { x: 55, y: 38 } }, { position: { x: 53, y: 38 } }] }] }).units['u']?.regions;
    expect(out?.wholly).not.toContain('lean');
    expect(out?.partly).not.toContain('lean');
    expect(deriveTableFactsOrThrow({ map: leaning, units: [{ ...u, models: [{ position: { x: 30, y: 22 } }, { position: { x: 32, y: 22 } }] }] }).units['u']?.regions.wholly).toContain('lean');
  });

  it('a long base whose end is within 6" of an objective contests it, though its centre is 7.9" away', () => {
    // a 4" x 0.5" rectangle pointing at the objective: its near end at x = 35.9, 5.9" from the centre (30, 22)
    const bar: Base = { kind: 'rect', lengthMm: 4 * IN, widthMm: IN / 2 };
    expect(facts(bar, 37.9, 22)?.contesting).toEqual({ o: 1 });
    // turned a quarter it is 7.65" away at best
    expect(facts(bar, 37.9, 22, 90)?.contesting).toEqual({});
    // a footprint reaching 3" toward the objective from 8.5" away: its tip 5.5" from the centre
    const spear: Base = { kind: 'footprint', points: [{ x: 0, y: -0.5 }, { x: -3, y: 0 }, { x: 0, y: 0.5 }] };
    expect(facts(spear, 38.5, 22)?.contesting).toEqual({ o: 1 });
    expect(facts(spear, 38.5, 22, 180)?.contesting).toEqual({});
  });

  it('a footprint that does not hold its position contests by its own outline, not by its position', () => {
    // a triangle 8" to 9" east of its position: standing on the objective, its closest point is 8" away (3rd edition:
    // more than 6"); 5" to 6" east, its closest point is 5" away
    const far: Base = { kind: 'footprint', points: [{ x: 8, y: 0 }, { x: 9, y: 0 }, { x: 9, y: 1 }] };
    const near: Base = { kind: 'footprint', points: [{ x: 5, y: 0 }, { x: 6, y: 0 }, { x: 6, y: 1 }] };
    expect(facts(far, 30, 22)?.contesting).toEqual({});
    expect(facts(near, 30, 22)?.contesting).toEqual({ o: 1 });
    // and the same base, the objective inside the triangle's reach the other way: turned a half turn it points west
    expect(facts(far, 38.5, 22.2, 180)?.contesting).toEqual({ o: 1 });
    // a 4th-edition map: 3" from the 40 mm marker's edge (0.79"), so 3.79" from its centre
    const fourth = deriveTableFactsOrThrow({ map: { ...MAP, edition: 4 }, units: [{ id: 'u', owner: 'ana', base: far, models: [{ position: { x: 30, y: 22 } }] }] });
    expect(fourth.units['u']?.contesting).toEqual({});
  });
});
