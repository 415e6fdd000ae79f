/**
 * A seeded dice generator for simulators and bots. The engine itself never rolls: dice arrive as event data.
 * @module
 */

/** A deterministic random source (sfc32 seeded through splitmix32). */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A six-sided dice. */
  d6(): number;
  /** A three-sided dice (a D6 halved, rounding up). */
  d3(): number;
  /** `n` six-sided dice. */
  d6s(n: number): number[];
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** The generator's internal state, to save and resume. */
  state(): [number, number, number, number];
}

function splitmix32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x9e3779b9) >>> 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    t ^= t >>> 15;
    return t >>> 0;
  };
}

/** A seeded generator: the same seed always gives the same sequence, on every platform. */
export function createRng(seed: number | readonly [number, number, number, number]): Rng {
  // the four words of sfc32, kept in a typed array: as plain variables they would often not fit a small integer, and
  // every step would then allocate numbers on the heap (the values are the same modulo 2^32 either way)
  const w = new Int32Array(4);
  if (typeof seed === 'number') {
    const sm = splitmix32(seed);
    w[0] = sm();
    w[1] = sm();
    w[2] = sm();
    w[3] = sm();
  } else {
    w[0] = seed[0];
    w[1] = seed[1];
    w[2] = seed[2];
    w[3] = seed[3];
  }
  const next = (): number => {
    const a = w[0] as number;
    const b = w[1] as number;
    const c = w[2] as number;
    const d = ((w[3] as number) + 1) | 0;
    const t = (((a + b) | 0) + d) | 0;
    w[0] = b ^ (b >>> 9);
    w[1] = (c + (c << 3)) | 0;
    w[2] = (((c << 21) | (c >>> 11)) + t) | 0;
    w[3] = d;
    return (t >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    d6: () => int(1, 6),
    d3: () => Math.ceil(int(1, 6) / 2),
    d6s: (n) => {
      // a plain loop (Array.from of an array-like is slow): as many dice as Array.from's length, n rounded down
      const out: number[] = [];
      for (let i = 1; i <= n; i++) out.push(int(1, 6));
      return out;
    },
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick needs at least one item');
      return items[int(0, items.length - 1)] as T;
    },
    state: () => [(w[0] as number) >>> 0, (w[1] as number) >>> 0, (w[2] as number) >>> 0, (w[3] as number) >>> 0],
  };
}

/** A roll-off: each player rolls a dice; re-rolls ties. Returns the rolls and the winner's index (0 or 1). */
export function rollOff(rng: Rng): { rolls: [number, number]; winner: 0 | 1 } {
  for (;;) {
    const x = rng.d6();
    const y = rng.d6();
    if (x !== y) return { rolls: [x, y], winner: x > y ? 0 : 1 };
  }
}
