/**
 * Shared settings of the property tests: how many runs (PROPERTY_RUNS; 100 by default, 1,000 in
 * `npm run test:long`, whose results are committed in test/long-runs/), the fast-check
 * parameters, and small assertion helpers.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { expect } from 'vitest';

/** Runs per property and pack: `PROPERTY_RUNS` when set, else {@link DEFAULT_RUNS}. */
/**
 * The default: 100 random battles per property and pack (200 until 2026-12-02; halved with the other savings of
 * docs/testing.md "Suite time" to bring `npm test` within its four minutes); the long run (`npm run test:long`,
 * PROPERTY_RUNS=1000) is run before a release and its results committed in test/long-runs/.
 */
export const DEFAULT_RUNS = 100;

export const NUM_RUNS: number = ((): number => {
  const raw = process.env['PROPERTY_RUNS'];
  if (raw === undefined || raw.trim() === '') return DEFAULT_RUNS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`PROPERTY_RUNS must be a whole number of runs, not ${JSON.stringify(raw)}`);
  return n;
})();

/** fast-check parameters: the run count, and a fixed seed when `PROPERTY_SEED` is set (to replay a failure). */
export function params<T>(): fc.Parameters<T> {
  const seed = process.env['PROPERTY_SEED'];
  return { numRuns: NUM_RUNS, ...(seed !== undefined && seed !== '' ? { seed: Number(seed) } : {}) };
}

/** Asserts deep equality (own keys, undefined-valued keys and -0 included); shows a diff only when it fails. */
export function expectSame(actual: unknown, expected: unknown, what: string): void {
  if (!isDeepStrictEqual(actual, expected)) {
    expect(actual, what).toStrictEqual(expected);
    // toStrictEqual ignores some differences isDeepStrictEqual sees (e.g. -0 and 0)
    throw new Error(`${what}: not deep-equal`);
  }
}

/** A JSON-safe copy (also a check that the value is plain JSON). */
export function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** `count` distinct indices in [0, n), taken from the drawn fractions (so fast-check can shrink them). */
export function cutPoints(fractions: readonly number[], n: number): number[] {
  const out = new Set<number>();
  for (const f of fractions) out.add(Math.min(n - 1, Math.max(0, Math.floor(f * n))));
  return [...out].sort((a, b) => a - b);
}

/** A fast assertion for hot loops (vitest's `expect` is slow per call): throws when `cond` is false. */
export function ok(cond: boolean, message: string | (() => string)): asserts cond {
  if (!cond) throw new Error(typeof message === 'string' ? message : message());
}

/** Up to `max` fractions in [0, 1), to pick points in a battle (they shrink toward the start). */
export function arbFractions(max: number): fc.Arbitrary<number[]> {
  return fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), { minLength: 1, maxLength: max });
}

const verifiedFrozen = new WeakSet<object>();

/**
 * Whether a value is deeply frozen, remembering objects already verified: a frozen object's children cannot be
 * replaced, so a verified subtree stays frozen, and states that share structure are checked in time proportional
 * to what is new.
 */
export function isDeepFrozenCached(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (verifiedFrozen.has(value)) return true;
  if (!Object.isFrozen(value)) return false;
  for (const k of Object.keys(value)) if (!isDeepFrozenCached((value as Record<string, unknown>)[k])) return false;
  verifiedFrozen.add(value);
  return true;
}
