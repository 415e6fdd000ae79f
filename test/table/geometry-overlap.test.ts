/**
 * How much of a base a region holds, where the areas decide: bases across the shared edges and corners of regions cut
 * into parts (squares, triangles, strips, a small square inside a ring), which are wholly within only when the areas
 * of the pieces add up to the whole base, and partly within when a sliver of 0.1-0.5 % of the base sticks out; thin
 * and tiny bases at the edge of a part, where `WITHIN_SLACK` decides; and maps whose parts overlap by a sliver. Each
 * expected value is worked out by hand (the comments).
 */
import { describe, expect, it } from 'vitest';
import { MM_PER_INCH, rect, regionOverlap, validateMap, type BattlefieldMap, type PlacedModel, type Point } from '../../src/table.js';

const IN = MM_PER_INCH;
type Part = readonly Point[];

// four ways to cut the square 5..15 x 5..15 into convex parts, each counter-clockwise and clockwise alternately
const flip = (parts: Part[]): Part[] => parts.map((p, i) => (i % 2 === 1 ? [...p].reverse() : p));
const TILINGS: Record<string, Part[]> = {
  squares: flip([rect(5, 5, 10, 10), rect(10, 5, 15, 10), rect(5, 10, 10, 15), rect(10, 10, 15, 15)]),
  // the diagonals through (10, 10)
  triangles: flip([
    [{ x: 5, y: 5 }, { x: 15, y: 5 }, { x: 10, y: 10 }],
    [{ x: 15, y: 5 }, { x: 15, y: 15 }, { x: 10, y: 10 }],
    [{ x: 15, y: 15 }, { x: 5, y: 15 }, { x: 10, y: 10 }],
    [{ x: 5, y: 15 }, { x: 5, y: 5 }, { x: 10, y: 10 }],
  ]),
  // a strip 0.2" high through y = 10: its long edges cross a base from side to side
  strips: flip([rect(5, 5, 15, 9.9), rect(5, 9.9, 15, 10.1), rect(5, 10.1, 15, 15)]),
  // a 0.6" square around (10, 10) and a ring of four parts around it: a 1" base holds the small square whole
  ring: flip([rect(9.7, 9.7, 10.3, 10.3), rect(5, 5, 9.7, 15), rect(10.3, 5, 15, 15), rect(9.7, 5, 10.3, 9.7), rect(9.7, 10.3, 10.3, 15)]),
};

const round = (x: number, y: number, diameterMm = 25.4): PlacedModel => ({ position: { x, y }, base: { kind: 'round', diameterMm } });
const oval = (x: number, y: number, rotation: number): PlacedModel => ({ position: { x, y }, base: { kind: 'oval', lengthMm: 60, widthMm: 35 }, rotation });
const box = (x: number, y: number, rotation: number): PlacedModel => ({ position: { x, y }, base: { kind: 'rect', lengthMm: 40, widthMm: 25 }, rotation });
// an L (concave) of 3 unit squares around its position
const ELL = [{ x: -1, y: -1 }, { x: 1, y: -1 }, { x: 1, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 1 }, { x: -1, y: 1 }];
const ell = (x: number, y: number, rotation: number): PlacedModel => ({ position: { x, y }, base: { kind: 'footprint', points: ELL }, rotation });

describe('a base across parts of a region', () => {
  // every base below reaches at most 1.42" from its position (the L's corners): placed within 2" of (10, 10) it is
  // inside the square 5..15 whole, across several parts
  const spots = [
    [10, 10],
    [10.2, 9.93],
    [9.6, 10.35],
    [11.1, 8.7],
    [8.4, 11.9],
    [10.05, 10.45],
  ] as const;
  const makers = [
    (x: number, y: number, k: number) => round(x, y, 25.4 + 6 * k),
    (x: number, y: number, k: number) => oval(x, y, 37 * k),
    (x: number, y: number, k: number) => box(x, y, 53 * k),
    (x: number, y: number, k: number) => ell(x, y, 71 * k),
  ];

  for (const [name, parts] of Object.entries(TILINGS)) {
    it(`${name}: wholly within, whichever parts it crosses`, () => {
      spots.forEach(([x, y], k) => {
        for (const make of makers) {
          const m = make(x, y, k);
          expect(regionOverlap(m, { parts }), `${m.base.kind} at ${x}, ${y}`).toBe('wholly');
        }
      });
    });

    it(`${name}: partly within when a sliver sticks out of the region`, () => {
      // a 1" round base 0.49" from the right edge x = 15 (0.01" out: 0.17 % of it), level with a cut (y 10) or not
      for (const y of [10, 9.9, 10.1, 7, 13]) {
        expect(regionOverlap(round(14.51, y), { parts }), `round at 14.51, ${y}`).toBe('partly');
        expect(regionOverlap(round(14.5, y), { parts }), `round at 14.5, ${y}`).toBe('wholly');
        // the same at the bottom edge y = 5
        expect(regionOverlap(round(y, 5.49), { parts }), `round at ${y}, 5.49`).toBe('partly');
        // an oval's half-length 30 mm (1.1811") along x, its half-width 17.5 mm (0.6890") along y
        expect(regionOverlap(oval(15 - 30 / IN + 0.01, y, 0), { parts }), `oval at ${y}`).toBe('partly');
        expect(regionOverlap(oval(15 - 30 / IN - 0.001, y, 0), { parts }), `oval at ${y}`).toBe('wholly');
        expect(regionOverlap(oval(y, 15 - 17.5 / IN + 0.01, 0), { parts }), `oval at ${y}, top`).toBe('partly');
        expect(regionOverlap(oval(y, 15 - 30 / IN + 0.01, 90), { parts }), `oval at ${y}, top, turned`).toBe('partly');
        // a 40 x 25 mm rectangle 0.01" out at the left edge x = 5, and the L 0.01" out at the top edge y = 15
        expect(regionOverlap(box(5 + 20 / IN - 0.01, y, 0), { parts }), `rect at ${y}`).toBe('partly');
        expect(regionOverlap(box(5 + 20 / IN + 0.001, y, 0), { parts }), `rect at ${y}`).toBe('wholly');
        expect(regionOverlap(ell(y, 14.01, 0), { parts }), `L at ${y}`).toBe('partly');
        expect(regionOverlap(ell(y, 13.999, 0), { parts }), `L at ${y}`).toBe('wholly');
      }
    });

    it(`${name}: none when the base is beyond the region, whichever side`, () => {
      for (const [x, y] of [
        [16, 10],
        [4, 10],
        [10, 16],
        [10, 4],
        [15.6, 15.6],
      ] as const) {
        expect(regionOverlap(round(x, y), { parts }), `round at ${x}, ${y}`).toBe('none');
        expect(regionOverlap(box(x + Math.sign(x - 10) * 0.3, y + Math.sign(y - 10) * 0.3, 0), { parts }), `rect at ${x}, ${y}`).toBe('none');
      }
    });
  }
});

describe('the slack at the edge of a part', () => {
  // WITHIN_SLACK (1e-9") of overlap counts as touching: a base over an edge by 0.5e-9" is wholly within from inside
  // and not within from outside; by 3e-9" it is partly within. Thin bases (3" x 0.01") and tiny round ones (0.001 mm)
  // make the difference a large share of the base, so only the slack can decide it.
  const RECT = rect(20, 10, 40, 30);
  // the same edges x 20..40, y 10..30 with two corners cut off 5" along each edge: no rectangle
  const CUT = [{ x: 20, y: 10 }, { x: 35, y: 10 }, { x: 40, y: 15 }, { x: 40, y: 30 }, { x: 25, y: 30 }, { x: 20, y: 25 }];
  const hw = 0.254 / IN / 2;
  const bar = (x: number, y: number, rotation: number): PlacedModel => ({ position: { x, y }, base: { kind: 'rect', lengthMm: 3 * IN, widthMm: 0.254 }, rotation });
  // an oval's cap grows as the 1.5th power of its depth: 0.0001 mm wide, 0.5e-9" is 1e-6 of it
  const thinOval = (x: number, y: number, rotation: number): PlacedModel => ({ position: { x, y }, base: { kind: 'oval', lengthMm: 3 * IN, widthMm: 0.0001 }, rotation });
  const hwo = 0.0001 / IN / 2;
  const r = 0.001 / IN / 2;
  const tiny = (x: number, y: number): PlacedModel => round(x, y, 0.001);

  // for each edge: where a base's centre is when its side lies on the edge, from inside, and the way out (off the
  // cut x = 30 of the region of two parts: within one part)
  const edges = [
    { name: 'top', at: (o: number, h: number) => [32, 30 - h + o] as const, turn: 0 },
    { name: 'bottom', at: (o: number, h: number) => [28, 10 + h - o] as const, turn: 0 },
    { name: 'right', at: (o: number, h: number) => [40 - h + o, 20] as const, turn: 90 },
    { name: 'left', at: (o: number, h: number) => [20 + h - o, 20] as const, turn: 90 },
  ];

  for (const [partName, parts] of [
    ['a rectangle', [RECT]],
    ['a part that is no rectangle', [CUT]],
    ['a region of two parts', [rect(20, 10, 30, 30), rect(30, 10, 40, 30)]],
  ] as const) {
    it(`${partName}: a thin base along each edge`, () => {
      for (const e of edges) {
        const cases = (h: number): [number, string][] => [
          [0.5e-9, 'wholly'],
          [3e-9, 'partly'],
          [2 * h - 0.5e-9, 'none'],
          [2 * h - 3e-9, 'partly'],
        ];
        // along the edge: a base on a top or bottom edge lies unturned, on a side edge turned a quarter
        for (const [o, want] of cases(hw)) {
          const [x, y] = e.at(o, hw);
          expect(regionOverlap(bar(x, y, e.turn), { parts: [...parts] }), `${e.name} rect ${o}`).toBe(want);
        }
        for (const [o, want] of cases(hwo)) {
          const [x, y] = e.at(o, hwo);
          expect(regionOverlap(thinOval(x, y, e.turn), { parts: [...parts] }), `${e.name} oval ${o}`).toBe(want);
        }
      }
    });

    it(`${partName}: a tiny round base at each edge`, () => {
      for (const e of edges) {
        for (const [o, want] of [
          [0.5e-9, 'wholly'],
          [2 * r - 0.5e-9, 'none'],
          [r, 'partly'],
        ] as const) {
          const [x, y] = e.at(o, r);
          expect(regionOverlap(tiny(x, y), { parts: [...parts] }), `${e.name} ${o}`).toBe(want);
        }
      }
    });
  }

  it('a thin base along a slanted edge, turned either way along it', () => {
    // the cut from (35, 10) to (40, 15): its middle (37.5, 12.5), its outward normal (1, -1)/√2; a base lying along it
    // (turned 45° or 225°) with its centre h - o inside it (h its half-width) is over it by o
    const s = Math.SQRT1_2;
    const along = (o: number, h: number, outside: boolean) => {
      const k = outside ? h - o : o - h;
      return [37.5 + k * s, 12.5 - k * s] as const;
    };
    for (const turn of [45, 225]) {
      for (const [make, h] of [
        [bar, hw],
        [thinOval, hwo],
      ] as const) {
        for (const [o, outside, want] of [
          [0.5e-9, false, 'wholly'],
          [3e-9, false, 'partly'],
          [0.5e-9, true, 'none'],
          [3e-9, true, 'partly'],
        ] as const) {
          const [x, y] = along(o, h, outside);
          expect(regionOverlap(make(x, y, turn), { parts: [CUT] }), `${turn}° ${h} ${o} ${outside}`).toBe(want);
        }
      }
    }
  });

  it('a round base over the edge of a single part by 1e-8" is partly within it', () => {
    // 1e-8" is past the slack: the base's area inside is positive, however small a share of the base
    expect(regionOverlap(round(30, 10.5 - 1e-8), { parts: [RECT] })).toBe('partly');
    expect(regionOverlap(round(30, 9.5 + 1e-8), { parts: [CUT] })).toBe('partly');
    expect(regionOverlap(round(30, 9.5 + 0.5e-9), { parts: [CUT] })).toBe('none');
  });
});

describe('region parts of a map may not overlap', () => {
  const map = (parts: Part[]): BattlefieldMap => ({
    id: 'm',
    name: 'M',
    edition: 3,
    width: 60,
    height: 44,
    regions: [{ id: 'r', name: 'R', parts, confidence: 'high' }],
    objectives: [],
    features: [],
    source: 'test',
    notes: [],
  });
  const codes = (parts: Part[]) => validateMap(map(parts)).map((v) => v.code);

  it('parts that share an edge, a corner, or a stretch of an edge are allowed', () => {
    expect(codes(TILINGS['squares'] as Part[])).toEqual([]);
    expect(codes(TILINGS['triangles'] as Part[])).toEqual([]);
    expect(codes(TILINGS['ring'] as Part[])).toEqual([]);
    expect(codes([rect(0, 0, 10, 10), rect(10, 4, 20, 6)])).toEqual([]);
    // a triangle touching a square at one corner only
    expect(codes([rect(0, 0, 10, 10), [{ x: 10, y: 10 }, { x: 20, y: 10 }, { x: 15, y: 20 }]])).toEqual([]);
  });

  it('parts that overlap by a sliver are refused, whichever is listed first and whichever way round', () => {
    // a triangle whose corner pokes 0.001" into the square: 0.001 x 0.002 / 2 = 1e-6 square inches shared
    const tri = [{ x: 9.999, y: 5 }, { x: 20, y: 4 }, { x: 20, y: 6 }];
    for (const parts of [[rect(0, 0, 10, 10), tri], [tri, rect(0, 0, 10, 10)], [rect(0, 0, 10, 10), [...tri].reverse()]])
      expect(codes(parts), JSON.stringify(parts)).toEqual(['table/regions-overlap']);
    // two diamonds overlapping along a slanted edge by 0.001"
    const d1 = [{ x: 10, y: 0 }, { x: 20, y: 10 }, { x: 10, y: 20 }, { x: 0, y: 10 }];
    const d2 = [{ x: 29.999, y: 0 }, { x: 39.999, y: 10 }, { x: 29.999, y: 20 }, { x: 19.999, y: 10 }];
    expect(codes([d1, d2])).toEqual(['table/regions-overlap']);
    expect(codes([d1, d2.map((p) => ({ x: p.x + 0.001, y: p.y }))])).toEqual([]);
    // a part inside another
    expect(codes([rect(0, 0, 10, 10), rect(2, 2, 3, 3)])).toEqual(['table/regions-overlap']);
    expect(codes([rect(2, 2, 3, 3), rect(0, 0, 10, 10)])).toEqual(['table/regions-overlap']);
  });
});
