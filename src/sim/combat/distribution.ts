/**
 * The exact distribution of an attack's damage and models slain, by convolution over the dice (no sampling).
 *
 * One attack is a small distribution of damage points that reach the pool (after the ward); an attacking unit's pool
 * is the sum of its attacks, so its distribution is a convolution power, mixed over the attack count when Attacks is
 * dice; several weapons convolve. Models slain follow from the pool by the allocation of FACTS §9 (damage spills over).
 * @module
 */
import type { RuleViolation } from '../../core/errors.js';
import type { Edition } from '../../core/state/state.js';
import { allocate } from './allocate.js';
import { diceDistribution } from './dice.js';
import { checkCombat, type AttackProfile, type CheckedAttack, type CheckedCombat, type CheckedTarget, type CombatOptions, type CombatResult, type CombatTarget } from './profile.js';
import { faceChances, hitSucceeds, saveSucceeds, triggers, woundSucceeds } from './sequence.js';

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
  /**
   * The largest number of damage points the attack can put in the pool (its chance may be too small for a float, so
   * `damage` can end before it: read this, not the end of `damage`).
   */
  readonly maxDamage: number;
  /** The most models the attack can slay (`maxDamage` allocated). */
  readonly maxSlain: number;
}

/** a * b (convolution). */
export function convolve(a: Float64Array, b: Float64Array): Float64Array {
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
// The length of every intermediate distribution is its largest possible value + 1 (a part of chance 0 adds no length),
// so the largest damage stays known even where its chance underflows to 0 in floating point.
function mix(nothing: number, parts: readonly (readonly [number, Float64Array])[]): Float64Array {
  let len = 1;
  for (const [w, d] of parts) if (w > 0) len = Math.max(len, d.length);
  const out = new Float64Array(len);
  out[0] = nothing;
  for (const [w, d] of parts) {
    if (w === 0) continue;
    for (let k = 0; k < d.length; k++) out[k] = (out[k] as number) + w * (d[k] as number);
  }
  return out;
}

/** Drops trailing exact zeros (keeps at least one entry). */
function trim(d: Float64Array): Float64Array {
  let n = d.length;
  while (n > 1 && d[n - 1] === 0) n--;
  return n === d.length ? d : d.slice(0, n);
}

const POINT: Float64Array = Float64Array.of(1);

/** d^n (convolution power), n >= 0. */
function power(d: Float64Array, n: number): Float64Array {
  let out = POINT;
  for (let i = 0; i < n; i++) out = convolve(out, d);
  return out;
}

/** Σ_x P(X = x) · d^(first + x): `first` hits and X more, each hit independent. */
function hitsOf(d: Float64Array, first: number, extra: Float64Array): Float64Array {
  const parts: [number, Float64Array][] = [];
  let p = power(d, first);
  for (let x = 0; x < extra.length; x++) {
    parts.push([extra[x] as number, p]);
    if (x < extra.length - 1) p = convolve(p, d);
  }
  return mix(0, parts);
}

/** The damage points one attack of this weapon puts in the pool, after saves and wards. */
export function perAttack(edition: Edition, a: CheckedAttack, t: CheckedTarget): Float64Array {
  // core 4e 18.1, FACTS §9 3e: a ward roll of D6 per damage point, equal or above the ward value removes it; mortal
  // damage is in the same pool, so the ward thins it too
  const keep = t.ward === null ? 1 : (t.ward - 1) / 6;
  // FACTS §9: each unsaved attack adds its Damage (rolled per attack) to the pool; the ward thins it point by point
  const dmg = thin(diceDistribution(a.damage), keep);

  // save roll (re-rolls before modifiers; ethereal ignores rend and modifiers)
  const saveFaces = faceChances(t.rerollSave, (u) => !saveSucceeds(a, t, u));
  let unsaved = 0;
  for (let u = 1; u <= 6; u++) if (!saveSucceeds(a, t, u)) unsaved += saveFaces[u - 1] as number;
  const saveStage = mix(1 - unsaved, [[unsaved, dmg]]);

  // wound roll; 3rd edition: mortal wounds on a 6 (or `on`+), in addition to the save stage or instead of it
  const w = a.onWound;
  const woundFaces = faceChances(a.rerollWound, (u) => !woundSucceeds(a, u));
  let wFail = 0;
  let wPlain = 0;
  let wTrig = 0;
  for (let u = 1; u <= 6; u++) {
    const p = woundFaces[u - 1] as number;
    if (!woundSucceeds(a, u)) wFail += p;
    else if (triggers(w, u, a.woundMod)) wTrig += p;
    else wPlain += p;
  }
  const woundMortal = w !== null ? thin(diceDistribution(w.mortal), keep) : POINT;
  const woundTrig = w === null ? POINT : w.instead ? woundMortal : convolve(woundMortal, saveStage);
  const woundStage = mix(wFail, [
    [wPlain, saveStage],
    [wTrig, woundTrig],
  ]);

  // hit roll
  const hitFaces = faceChances(a.rerollHit, (u) => !hitSucceeds(edition, a, u));
  let miss = 0;
  let plain = 0;
  let special = 0;
  for (let u = 1; u <= 6; u++) {
    const p = hitFaces[u - 1] as number;
    if (!hitSucceeds(edition, a, u)) miss += p;
    else if (edition === 4 ? u === 6 : triggers(a.onHit, u, a.hitMod)) special += p;
    else plain += p;
  }
  let specialStage: Float64Array;
  if (edition === 4) {
    switch (a.crit) {
      case 'none':
        specialStage = woundStage;
        break;
      case '2-hits':
        // core 4e Crit (2 Hits): 2 hits instead of 1, a wound roll for each
        specialStage = convolve(woundStage, woundStage);
        break;
      case 'auto-wound':
        // core 4e Crit (Auto-wound): no wound roll, save as normal
        specialStage = saveStage;
        break;
      case 'mortal':
        // FACTS §9 Crit (Mortal): no wound or save roll, the damage goes straight to the pool (the ward still applies)
        specialStage = dmg;
        break;
    }
  } else {
    // 3rd edition: exploding hits and mortal wounds on a 6 to hit (mortal wounds skip wound and save rolls: core 14.5)
    const h = a.onHit;
    if (h === null) specialStage = woundStage;
    else {
      const mortal = h.mortal === null ? POINT : thin(diceDistribution(h.mortal), keep);
      specialStage = h.instead ? mortal : convolve(mortal, hitsOf(woundStage, 1, diceDistribution(h.extraHits)));
    }
  }
  return mix(miss, [
    [plain, woundStage],
    [special, specialStage],
  ]);
}

/** The chances of each number of attacks one weapon makes (leader's extra attacks included). */
function attackCount(a: CheckedAttack): Float64Array {
  // fixed Attacks (no dice: `parseDice` puts any dice in the first group): the point models × Attacks + the leader's
  if (a.attacks.dice === 0) {
    const count = new Float64Array(a.models * a.attacks.plus + a.leaderAttacks + 1);
    count[count.length - 1] = 1;
    return count;
  }
  // Attacks as dice: rolled once per attacking model (ruling sim/random-characteristics); the leader's extra attacks
  // are added to its own characteristic before a total below 0 counts as 0 (ruling sim/leader-attacks)
  const per = diceDistribution(a.attacks);
  let count = diceDistribution(a.attacks, a.leaderAttacks);
  for (let m = 1; m < a.models; m++) count = convolve(count, per);
  return count;
}

/** The pool of one weapon: Σ over the attack count n of P(n) × (one attack)^n, and its largest value. */
function weaponPool(edition: Edition, a: CheckedAttack, t: CheckedTarget): { readonly pool: Float64Array; readonly max: number } {
  const f = perAttack(edition, a, t);
  if (f.length === 1) return { pool: POINT, max: 0 };
  const count = attackCount(a);
  const maxN = count.length - 1;
  const out = new Float64Array(maxN * (f.length - 1) + 1);
  // p = f^n: the point 0 for no attack, one convolution more for each attack
  let p = POINT;
  for (let n = 0; n <= maxN; n++) {
    if (n > 0) p = convolve(p, f);
    const w = count[n] as number;
    if (w > 0) for (let k = 0; k < p.length; k++) out[k] = (out[k] as number) + w * (p[k] as number);
  }
  return { pool: trim(out), max: maxN * (f.length - 1) };
}

/** The exact distribution of a validated problem. */
export function exactDistribution(c: CheckedCombat): AttackDistribution {
  let pool = POINT;
  let maxDamage = 0;
  for (const a of c.attacks) {
    const w = weaponPool(c.edition, a, c.target);
    pool = convolve(pool, w.pool);
    maxDamage += w.max;
  }
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
  return { damage: Array.from(pool), slain, expectedDamage, expectedSlain, destroyed: slain[t.models] as number, maxDamage, maxSlain: allocate(t, maxDamage).slain };
}

/**
 * The exact distribution of damage points and models slain when `attack` (one weapon profile, or every weapon of one
 * attacking unit) is resolved against `target`, by the attack sequence of the given edition: hit, wound and save rolls
 * (with their re-rolls; ethereal saves), crits (4th edition), exploding hits and mortal wounds on 6s (3rd edition),
 * damage fixed or dice, a ward roll per damage point (mortal damage included), then damage allocated model by model.
 * Impossible profiles, unknown keys and unreadable arguments come back as `combat/…` violations.
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
