/**
 * The exact distribution of an attack's damage and models slain, by convolution over the dice (no sampling).
 *
 * One attack is a small distribution of damage points that reach the pool (after the ward); an attacking unit's pool
 * is the sum of its attacks, so its distribution is a convolution power, mixed over the attack count when Attacks is
 * dice; several weapons convolve. Models slain follow from the pool by the allocation of FACTS §9 (damage spills over).
 * @module
 */
import type { RuleViolation } from '../../core/errors.js';
import type { Edition } from '../../core/state.js';
import { allocate } from './allocate.js';
import { diceDistribution } from './dice.js';
import { checkCombat, type AttackProfile, type CheckedAttack, type CheckedCombat, type CheckedTarget, type CombatOptions, type CombatResult, type CombatTarget } from './profile.js';

/** The exact outcome of an attack: chances of each number of damage points and of models slain, and their means. */
export interface AttackDistribution {
  /** `damage[k]`: the chance that `k` damage points reach the target's pool after saves and wards (before allocation). */
  readonly damage: readonly number[];
  /** `slain[k]`: the chance that exactly `k` models are slain (length `target.models + 1`). */
  readonly slain: readonly number[];
  /** The mean of `damage`. */
  readonly expectedDamage: number;
  /** The mean of `slain`. */
  readonly expectedSlain: number;
  /** The chance that the unit is destroyed (`slain[target.models]`). */
  readonly destroyed: number;
}

/** Chances of one attack's stages, from counts of the 6 faces (exact sixths). */
export interface StageChances {
  /** A failed hit roll. */
  readonly miss: number;
  /** An ordinary (not critical) successful hit. */
  readonly hit: number;
  /** A critical hit (4th edition: an unmodified 6). */
  readonly crit: number;
  /** A successful wound roll. */
  readonly wound: number;
  /** A failed save roll (1 when there is no save). */
  readonly unsaved: number;
  /** A damage point that survives its ward roll (1 when there is no ward). */
  readonly unwarded: number;
}

/** Faces of a D6 (2 to 6: an unmodified 1 always fails) that pass `roll + mod >= need`. */
function faces(need: number, mod: number): number {
  let n = 0;
  for (let u = 2; u <= 6; u++) if (u + mod >= need) n++;
  return n;
}

/** The chances of each stage of one attack for a weapon against a target. */
export function stageChances(edition: Edition, a: CheckedAttack, t: CheckedTarget): StageChances {
  let hitFaces: number;
  let critFaces: number;
  if (edition === 4) {
    // core 4e (Hit Roll): unmodified 1 fails, unmodified 6 is a critical hit; ruling sim/crit-always-hits: a crit hits
    hitFaces = 0;
    for (let u = 2; u <= 5; u++) if (u + a.hitMod >= a.hit) hitFaces++;
    critFaces = 1;
  } else {
    // 3rd edition (FACTS §9): roll >= To Hit after modifiers, unmodified 1 fails; no critical hits
    hitFaces = faces(a.hit, a.hitMod);
    critFaces = 0;
  }
  // core 4e (Wound Roll), FACTS §9 3e: unmodified 1 fails
  const wound = faces(a.wound, a.woundMod) / 6;
  // FACTS §9: save roll minus Rend (plus capped modifiers) >= Save, unmodified 1 fails
  const unsaved = t.save === null ? 1 : (6 - faces(t.save, t.saveMod - a.rend)) / 6;
  // core 4e 18.1, FACTS §9 3e: a ward roll of D6 per damage point, equal or above the ward value removes it
  const unwarded = t.ward === null ? 1 : (t.ward - 1) / 6;
  return { miss: (6 - hitFaces - critFaces) / 6, hit: hitFaces / 6, crit: critFaces / 6, wound, unsaved, unwarded };
}

/** a * b (convolution). */
export function convolve(a: Float64Array, b: Float64Array): Float64Array {
  if (a.length === 1 && a[0] === 1) return b;
  if (b.length === 1 && b[0] === 1) return a;
  const out = new Float64Array(a.length + b.length - 1);
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    if (x === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j] = (out[i + j] as number) + x * (b[j] as number);
  }
  return out;
}

/** Each point of a distribution of points kept with chance `keep` (binomial thinning: the ward). */
function thin(d: Float64Array, keep: number): Float64Array {
  if (keep === 1) return d;
  const out = new Float64Array(d.length);
  const drop = 1 - keep;
  for (let n = 0; n < d.length; n++) {
    const w = d[n] as number;
    if (w === 0) continue;
    // binomial(n, keep), built term by term
    let term = drop ** n;
    for (let k = 0; k <= n; k++) {
      out[k] = (out[k] as number) + w * term;
      term = k === n ? 0 : (term * (n - k) * keep) / ((k + 1) * drop);
    }
  }
  return out;
}

/** p0 * (nothing) + Σ w_i * d_i. */
function mix(nothing: number, parts: readonly (readonly [number, Float64Array])[]): Float64Array {
  const len = Math.max(1, ...parts.map(([, d]) => d.length));
  const out = new Float64Array(len);
  out[0] = nothing;
  for (const [w, d] of parts) {
    if (w === 0) continue;
    for (let k = 0; k < d.length; k++) out[k] = (out[k] as number) + w * (d[k] as number);
  }
  return trim(out);
}

/** Drops trailing exact zeros (keeps at least one entry). */
function trim(d: Float64Array): Float64Array {
  let n = d.length;
  while (n > 1 && d[n - 1] === 0) n--;
  return n === d.length ? d : d.slice(0, n);
}

const POINT: Float64Array = Float64Array.of(1);

/** The damage points one attack of this weapon puts in the pool, after saves and wards. */
export function perAttack(edition: Edition, a: CheckedAttack, t: CheckedTarget): Float64Array {
  const c = stageChances(edition, a, t);
  // FACTS §9: each unsaved attack adds its Damage (rolled per attack) to the pool; the ward thins it point by point
  const dmg = thin(diceDistribution(a.damage), c.unwarded);
  const lands = c.wound * c.unsaved;
  const fromHit = mix(1 - lands, [[lands, dmg]]);
  const parts: [number, Float64Array][] = [[c.hit, fromHit]];
  if (c.crit > 0) {
    switch (a.crit) {
      case 'none':
        parts.push([c.crit, fromHit]);
        break;
      case '2-hits':
        // core 4e Crit (2 Hits): 2 hits instead of 1, a wound roll for each
        parts.push([c.crit, convolve(fromHit, fromHit)]);
        break;
      case 'auto-wound':
        // core 4e Crit (Auto-wound): no wound roll, save as normal
        parts.push([c.crit, mix(1 - c.unsaved, [[c.unsaved, dmg]])]);
        break;
      case 'mortal':
        // FACTS §9 Crit (Mortal): no wound or save roll, the damage goes straight to the pool (the ward still applies)
        parts.push([c.crit, dmg]);
        break;
    }
  }
  return mix(c.miss, parts);
}

/** The pool of one weapon: Σ over the attack count n of P(n) × (one attack)^n. */
function weaponPool(edition: Edition, a: CheckedAttack, t: CheckedTarget): Float64Array {
  const f = perAttack(edition, a, t);
  if (f.length === 1) return POINT;
  let count: Float64Array;
  if (a.attacks.dice === 0) {
    count = new Float64Array(a.models * a.attacks.plus + 1);
    count[count.length - 1] = 1;
  } else {
    // Attacks as dice: rolled once per attacking model (ruling sim/random-characteristics)
    const per = diceDistribution(a.attacks);
    count = POINT;
    for (let m = 0; m < a.models; m++) count = convolve(count, per);
  }
  const maxN = count.length - 1;
  const out = new Float64Array(maxN * (f.length - 1) + 1);
  let power = POINT;
  for (let n = 0; n <= maxN; n++) {
    const w = count[n] as number;
    if (w > 0) for (let k = 0; k < power.length; k++) out[k] = (out[k] as number) + w * (power[k] as number);
    if (n < maxN) power = convolve(power, f);
  }
  return trim(out);
}

/** The exact distribution of a validated problem. */
export function exactDistribution(c: CheckedCombat): AttackDistribution {
  let pool = POINT;
  for (const a of c.attacks) pool = convolve(pool, weaponPool(c.edition, a, c.target));
  pool = trim(pool);
  const t = c.target;
  const slain = new Array<number>(t.models + 1).fill(0);
  let expectedDamage = 0;
  for (let k = 0; k < pool.length; k++) {
    const p = pool[k] as number;
    expectedDamage += k * p;
    const s = allocate(t, k).slain;
    slain[s] = (slain[s] as number) + p;
  }
  let expectedSlain = 0;
  for (let k = 1; k < slain.length; k++) expectedSlain += k * (slain[k] as number);
  return { damage: Array.from(pool), slain, expectedDamage, expectedSlain, destroyed: slain[t.models] as number };
}

/**
 * The exact distribution of damage points and models slain when `attack` (one weapon profile, or every weapon of one
 * attacking unit) is resolved against `target`, by the attack sequence of the given edition: hit, wound and save rolls,
 * crits (4th edition), damage fixed or dice, a ward roll per damage point, then damage allocated model by model.
 * Impossible profiles come back as `combat/…` violations.
 * @example
 * ```ts
 * import { attackDistribution } from 'battlepack-engine/sim';
 *
 * const r = attackDistribution(
 *   { models: 10, attacks: 2, hit: 3, wound: 4, rend: 1, damage: 'D3', crit: '2-hits' },
 *   { models: 5, health: 2, save: 4, ward: 6 },
 *   { edition: 4 },
 * );
 * if (r.ok) console.log(r.expectedDamage.toFixed(2), r.slain); // chances of 0..5 models slain
 * ```
 */
export function attackDistribution(attack: AttackProfile | readonly AttackProfile[], target: CombatTarget, options: CombatOptions): CombatResult<AttackDistribution> {
  const c = checkCombat(attack, target, options);
  if (!c.ok) return { ok: false, violations: c.violations as readonly RuleViolation[] };
  return { ok: true, ...exactDistribution(c.value) };
}
