/**
 * Helpers of the combat-maths tests: a naive die-by-die enumeration of the attack sequence (an independent reading of
 * the rules, no merging of outcomes), a chi-square test, and profile arbitraries for fast-check.
 */
import fc from 'fast-check';
import { attackDistribution, type AttackDistribution, type AttackProfile, type CombatTarget, type CritAbility } from '../../../src/sim.js';

/** Runs of the combat properties: `PROPERTY_RUNS` when set, else 200 (each run is a few exact distributions). */
export const COMBAT_RUNS: number = ((): number => {
  const raw = process.env['PROPERTY_RUNS'];
  if (raw === undefined || raw.trim() === '') return 200;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`PROPERTY_RUNS must be a whole number of runs, not ${JSON.stringify(raw)}`);
  return n;
})();

/** fast-check parameters for the combat properties (a fixed seed when `PROPERTY_SEED` is set). */
export function params<T>(runs = COMBAT_RUNS): fc.Parameters<T> {
  const seed = process.env['PROPERTY_SEED'];
  return { numRuns: runs, ...(seed !== undefined && seed !== '' ? { seed: Number(seed) } : {}) };
}

/** The exact distribution, throwing if the profile was refused (tests only). */
export function exact(attack: AttackProfile | readonly AttackProfile[], target: CombatTarget, edition: 3 | 4): AttackDistribution {
  const r = attackDistribution(attack, target, { edition });
  if (!r.ok) throw new Error(r.violations.map((v) => `${v.code} ${v.message}`).join('\n'));
  return r;
}

/** A branch of the enumeration: roll a die of `sides` sides, or keep a point with chance `p` (the ward, 2 ways). */
type Roll = (sides: number) => number;

/**
 * Every path of a die-by-die program, unmerged: the program is re-run once per path, each die of the path scripted.
 * Returns the chance of each result. Exponential: for tiny attacks only.
 */
export function enumeratePaths(program: (roll: Roll) => number, maxPaths = 2_000_000): Map<number, number> {
  const out = new Map<number, number>();
  const path: number[] = [];
  const sides: number[] = [];
  let paths = 0;
  for (;;) {
    let depth = 0;
    let p = 1;
    const roll: Roll = (s) => {
      if (depth === path.length) {
        path.push(1);
        sides.push(s);
      }
      p /= s;
      return path[depth++] as number;
    };
    const v = program(roll);
    path.length = depth;
    sides.length = depth;
    out.set(v, (out.get(v) ?? 0) + p);
    if (++paths > maxPaths) throw new Error('too many paths');
    // next path: advance the deepest die that has faces left, drop the dice after it
    let i = path.length - 1;
    while (i >= 0 && (path[i] as number) === (sides[i] as number)) i--;
    if (i < 0) return out;
    path[i] = (path[i] as number) + 1;
    path.length = i + 1;
    sides.length = i + 1;
  }
}

/** A plain profile for the naive reading. */
export interface NaiveAttack {
  readonly attacks: number;
  readonly hit: number;
  readonly wound: number;
  readonly rend: number;
  /** Fixed damage, or 'D3'. */
  readonly damage: number | 'D3';
  readonly crit: CritAbility;
  readonly hitModifier: number;
  readonly woundModifier: number;
}

/** A plain target for the naive reading. */
export interface NaiveTarget {
  readonly save: number | null;
  readonly ward: number | null;
  readonly saveModifier: number;
}

const cap = (m: number): number => Math.max(-1, Math.min(1, m));

/**
 * The attack sequence read die by die, written apart from the library: each hit, wound, save and damage dice rolled
 * as a D6 (a D3 as a D6 halved, rounding up), then a ward roll of a D6 for each point of the pool. Returns the pool.
 */
export function naiveAttack(a: NaiveAttack, t: NaiveTarget, edition: 3 | 4): (roll: Roll) => number {
  return (roll) => {
    let pool = 0;
    const damage = (): number => (a.damage === 'D3' ? Math.ceil(roll(6) / 2) : a.damage);
    const afterHit = (autoWound: boolean): void => {
      if (!autoWound) {
        const w = roll(6);
        if (w === 1 || w + cap(a.woundModifier) < a.wound) return;
      }
      if (t.save !== null) {
        const s = roll(6);
        if (s !== 1 && s - a.rend + Math.min(1, t.saveModifier) >= t.save) return;
      }
      pool += damage();
    };
    for (let i = 0; i < a.attacks; i++) {
      const h = roll(6);
      const crit = edition === 4 && h === 6;
      if (!crit && (h === 1 || h + cap(a.hitModifier) < a.hit)) continue;
      if (!crit || a.crit === 'none') afterHit(false);
      else if (a.crit === '2-hits') {
        afterHit(false);
        afterHit(false);
      } else if (a.crit === 'auto-wound') afterHit(true);
      else pool += damage();
    }
    let kept = 0;
    for (let i = 0; i < pool; i++) if (t.ward === null || roll(6) < t.ward) kept++;
    return kept;
  };
}

/** The map of a distribution array (non-zero entries). */
export function asMap(d: readonly number[]): Map<number, number> {
  const m = new Map<number, number>();
  d.forEach((p, k) => {
    if (p > 0) m.set(k, p);
  });
  return m;
}

/** The largest difference between two distributions (as maps). */
export function maxDiff(a: Map<number, number>, b: Map<number, number>): number {
  let d = 0;
  for (const k of new Set([...a.keys(), ...b.keys()])) d = Math.max(d, Math.abs((a.get(k) ?? 0) - (b.get(k) ?? 0)));
  return d;
}

/** The cumulative sums of a distribution, padded to `length`. */
export function cdf(d: readonly number[], length: number): number[] {
  const out: number[] = [];
  let s = 0;
  for (let k = 0; k < length; k++) {
    s += d[k] ?? 0;
    out.push(s);
  }
  return out;
}

/** Whether `high` first-order stochastically dominates `low` (every CDF value of `high` ≤ that of `low`, within eps). */
export function dominates(high: readonly number[], low: readonly number[], eps = 1e-12): boolean {
  const n = Math.max(high.length, low.length);
  const h = cdf(high, n);
  const l = cdf(low, n);
  return h.every((x, k) => x <= (l[k] as number) + eps);
}

// ---------------------------------------------------------------------------------------------------------------------
// chi-square

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9)
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let a = c[0] as number;
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += (c[i] as number) / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The upper regularized incomplete gamma function Q(s, x). */
function gammaQ(s: number, x: number): number {
  if (x <= 0) return 1;
  if (x < s + 1) {
    let sum = 1 / s;
    let term = sum;
    for (let n = 1; n < 1000; n++) {
      term *= x / (s + n);
      sum += term;
      if (term < sum * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + s * Math.log(x) - logGamma(s));
  }
  // continued fraction (modified Lentz)
  let b = x + 1 - s;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - s);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return Math.exp(-x + s * Math.log(x) - logGamma(s)) * h;
}

/** The chance that a chi-square variable with `df` degrees of freedom exceeds `x`. */
export function chiSquareP(x: number, df: number): number {
  return gammaQ(df / 2, x / 2);
}

/**
 * Pearson's chi-square test of observed counts against expected chances: bins with fewer than 5 expected are merged
 * into their neighbour. Returns the statistic, the degrees of freedom and the p-value.
 */
export function chiSquare(counts: readonly number[], chances: readonly number[]): { stat: number; df: number; p: number } {
  const total = counts.reduce((s, x) => s + x, 0);
  const n = Math.max(counts.length, chances.length);
  const bins: { o: number; e: number }[] = [];
  let o = 0;
  let e = 0;
  for (let k = 0; k < n; k++) {
    o += counts[k] ?? 0;
    e += (chances[k] ?? 0) * total;
    if (e >= 5) {
      bins.push({ o, e });
      o = 0;
      e = 0;
    }
  }
  const last = bins[bins.length - 1];
  if (last !== undefined) {
    last.o += o;
    last.e += e;
  } else bins.push({ o, e });
  const stat = bins.reduce((s, b) => s + (b.e === 0 ? 0 : (b.o - b.e) ** 2 / b.e), 0);
  const df = Math.max(1, bins.length - 1);
  return { stat, df, p: chiSquareP(stat, df) };
}

// ---------------------------------------------------------------------------------------------------------------------
// arbitraries

/** A crit ability. */
export const arbCrit: fc.Arbitrary<CritAbility> = fc.constantFrom('none', '2-hits', 'auto-wound', 'mortal');

/** A damage characteristic: fixed or dice. */
export const arbDamage: fc.Arbitrary<number | string> = fc.constantFrom(1, 2, 3, 'D3', 'D6', 'D3+1', '2D3');

/** An attack profile of modest size (up to 30 attacks). */
export function arbAttack(edition: 3 | 4): fc.Arbitrary<AttackProfile> {
  return fc.record({
    models: fc.integer({ min: 1, max: 6 }),
    attacks: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constantFrom('D3', 'D6')),
    hit: fc.integer({ min: 1, max: 6 }),
    wound: fc.integer({ min: 1, max: 6 }),
    rend: fc.integer({ min: 0, max: 3 }),
    damage: arbDamage,
    crit: edition === 4 ? arbCrit : fc.constant<CritAbility>('none'),
    hitModifier: fc.integer({ min: -2, max: 2 }),
    woundModifier: fc.integer({ min: -2, max: 2 }),
  });
}

/** A target. */
export const arbTarget: fc.Arbitrary<CombatTarget> = fc
  .record({
    models: fc.integer({ min: 1, max: 12 }),
    health: fc.integer({ min: 1, max: 8 }),
    save: fc.option(fc.integer({ min: 2, max: 6 }), { nil: null }),
    ward: fc.option(fc.integer({ min: 2, max: 6 }), { nil: null }),
    saveModifier: fc.integer({ min: -2, max: 2 }),
    taken: fc.nat(),
  })
  .map(({ taken, ...t }) => ({ ...t, damageTaken: taken % t.health }));

/** An edition. */
export const arbEdition: fc.Arbitrary<3 | 4> = fc.constantFrom(3 as const, 4 as const);
