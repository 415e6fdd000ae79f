import { describe, expect, it } from 'vitest';
import { createRng, rollOff } from '../../src/sim.js';

// The seeded generator for simulators and bots (the engine itself never rolls).

const take = <T>(n: number, f: () => T): T[] => Array.from({ length: n }, f);

describe('createRng', () => {
  it('the same seed gives the same sequence; another seed another sequence', () => {
    const a = createRng(42);
    const b = createRng(42);
    expect(take(1000, a.next)).toEqual(take(1000, b.next));
    expect(take(20, createRng(42).d6)).not.toEqual(take(20, createRng(43).d6));
  });

  it('is pinned: seed 1 gives this sequence on every platform and version (saved seeds replay the same)', () => {
    // if this changes, simulations recorded by seed no longer reproduce: that is a breaking change
    expect(take(12, createRng(1).d6)).toEqual(PINNED_SEED_1_D6);
  });

  it('resumes from its saved state exactly', () => {
    const a = createRng(7);
    take(37, a.next);
    const saved = a.state();
    const b = createRng(saved);
    expect(take(100, a.next)).toEqual(take(100, b.next));
    expect(saved.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32)).toBe(true);
  });

  it('next() is in [0, 1)', () => {
    const r = createRng(3);
    for (const x of take(10_000, r.next)) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('int(min, max) stays in range and hits both ends', () => {
    const r = createRng(5);
    const xs = take(5_000, () => r.int(-3, 4));
    expect(Math.min(...xs)).toBe(-3);
    expect(Math.max(...xs)).toBe(4);
    expect(xs.every(Number.isInteger)).toBe(true);
    expect(take(50, () => r.int(9, 9))).toEqual(Array(50).fill(9));
  });

  it('d6 shows 1 to 6, each face about a sixth of the time; d3 shows 1 to 3', () => {
    const r = createRng(11);
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) {
      const x = r.d6();
      counts[x - 1] = (counts[x - 1] ?? 0) + 1;
    }
    for (const c of counts) expect(Math.abs(c - n / 6)).toBeLessThan(n / 60);
    const d3 = take(3_000, r.d3);
    expect(new Set(d3)).toEqual(new Set([1, 2, 3]));
  });

  it('d6s(n) rolls n dice; pick() picks from the list and refuses an empty one', () => {
    const r = createRng(13);
    const dice = r.d6s(9);
    expect(dice).toHaveLength(9);
    expect(dice.every((x) => x >= 1 && x <= 6)).toBe(true);
    expect(r.d6s(0)).toEqual([]);
    // a count that is not a whole number gives as many dice as an array of that length would have (rounded down; none below 1)
    expect(r.d6s(2.7)).toHaveLength(2);
    expect(r.d6s(-3)).toEqual([]);
    expect(r.d6s(Number.NaN)).toEqual([]);
    // the same dice, in the same order, as d6 one by one
    expect(createRng(21).d6s(7)).toEqual(take(7, createRng(21).d6));
    const items = ['a', 'b', 'c'] as const;
    const picks = new Set(take(300, () => r.pick(items)));
    expect(picks).toEqual(new Set(items));
    expect(() => r.pick([])).toThrow(RangeError);
  });
});

describe('rollOff', () => {
  it('never ends in a tie, and the winner rolled higher', () => {
    const r = createRng(17);
    for (let i = 0; i < 2_000; i++) {
      const { rolls, winner } = rollOff(r);
      expect(rolls[0]).not.toBe(rolls[1]);
      expect(rolls[winner]).toBe(Math.max(...rolls));
    }
  });

  it('is deterministic for a seed', () => {
    const a = createRng(99);
    const b = createRng(99);
    expect(take(50, () => rollOff(a).winner)).toEqual(take(50, () => rollOff(b).winner));
  });
});

// recorded from sfc32 seeded through splitmix32(1), the algorithm documented in src/core/dice.ts
const PINNED_SEED_1_D6 = [1, 2, 5, 6, 3, 3, 6, 6, 1, 1, 5, 2];
