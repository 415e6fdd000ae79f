/**
 * Damage allocation and healing on a unit of identical models (FACTS §9, core 4e 18.4 and 21.0).
 * @module
 */
import { violation, type RuleViolation } from '../../core/errors.js';
import type { UnitState } from '../../core/state/state.js';
import type { CombatResult, CombatTarget, Reroll } from './profile.js';

/** The part of a unit that damage changes: models left, their Health, and damage on the wounded model. */
export interface UnitHealth {
  /** Models left (0 once destroyed). */
  readonly models: number;
  /** Health (Wounds in 3rd edition) of each model. */
  readonly health: number;
  /** Damage points on the one wounded model (0 to `health - 1`). */
  readonly damageTaken: number;
}

/** What allocating a damage pool did to a unit. */
export interface Allocation {
  /** Models slain. */
  readonly slain: number;
  /** Whether the last model was slain. */
  readonly destroyed: boolean;
  /** The unit afterwards. */
  readonly after: UnitHealth;
}

/** Allocates `points` (trusted: a whole number ≥ 0) to a unit. */
export function allocate(unit: { readonly models: number; readonly health: number; readonly damageTaken: number }, points: number): Allocation {
  // FACTS §9: points go to one model until it is slain, then to the next (damage spills over); the wounded model first
  const total = unit.damageTaken + points;
  const slain = Math.min(unit.models, Math.floor(total / unit.health));
  // core 4e 18.4: once the last model is slain, the remaining points have no effect
  const destroyed = slain === unit.models;
  return { slain, destroyed, after: { models: unit.models - slain, health: unit.health, damageTaken: destroyed ? 0 : total - slain * unit.health } };
}

function isWhole(x: unknown, min: number, max: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
}

/** Reads a unit once (own fields `models`, `health`, `damageTaken`; other keys are not read) and checks it. */
function checkUnit(unit: UnitHealth, allowEmpty: boolean): { readonly unit: UnitHealth | null; readonly violations: RuleViolation[] } {
  const out: RuleViolation[] = [];
  let u: Record<'models' | 'health' | 'damageTaken', unknown>;
  try {
    const raw = unit as unknown;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { unit: null, violations: [violation('combat/invalid-target', 'A unit is an object { models, health, damageTaken }.', { path: ['unit'] })] };
    const r = raw as Record<string, unknown>;
    u = { models: r['models'], health: r['health'], damageTaken: r['damageTaken'] };
  } catch {
    return { unit: null, violations: [violation('combat/invalid-target', 'The unit could not be read: a getter or a Proxy trap threw. Give a plain object { models, health, damageTaken }.', { path: ['unit'] })] };
  }
  if (!isWhole(u.models, allowEmpty ? 0 : 1, 1000)) out.push(violation('combat/invalid-target', `Models must be a whole number from ${allowEmpty ? 0 : 1} to 1000, not ${show(u.models)}.`, { path: ['unit', 'models'] }));
  if (!isWhole(u.health, 1, 100)) out.push(violation('combat/invalid-target', `Health must be a whole number from 1 to 100, not ${show(u.health)}.`, { path: ['unit', 'health'] }));
  else if (!isWhole(u.damageTaken, 0, u.health - 1))
    out.push(violation('combat/invalid-target', `Damage taken sits on one model: a whole number from 0 to ${u.health - 1}, not ${show(u.damageTaken)}.`, { path: ['unit', 'damageTaken'] }));
  return out.length > 0 ? { unit: null, violations: out } : { unit: { models: u.models as number, health: u.health as number, damageTaken: (u.damageTaken as number) + 0 }, violations: out };
}

function show(x: unknown): string {
  if (typeof x === 'string') return JSON.stringify(x.slice(0, 40));
  if (typeof x === 'object' && x !== null) return 'an object';
  return String(x);
}

/**
 * Allocates a damage pool to a unit, one model at a time: the wounded model first, then model after model (damage spills
 * over, FACTS §9); points left once the last model is slain have no effect (core 4e 18.4).
 * @example
 * ```ts
 * import { allocateDamage } from 'battlepack-engine/sim';
 *
 * // slays 2 models (1+1, then 2); 1 point on the third
 * console.log(allocateDamage({ models: 3, health: 2, damageTaken: 1 }, 4));
 * ```
 */
export function allocateDamage(unit: UnitHealth, points: number): CombatResult<Allocation> {
  const { unit: u, violations: v } = checkUnit(unit, false);
  if (!isWhole(points, 0, 1_000_000)) v.push(violation('combat/invalid-target', `A damage pool is a whole number of points from 0 to 1,000,000, not ${show(points)}.`, { path: ['points'] }));
  return u === null || v.length > 0 ? { ok: false, violations: v } : { ok: true, ...allocate(u, points) };
}

/**
 * Heals a unit: removes up to `amount` damage points from it (core 4e 21.0, Heal (X)). Only the wounded model carries
 * damage points, so healing never returns a slain model (ruling sim/healing).
 * @example
 * ```ts
 * import { healUnit } from 'battlepack-engine/sim';
 *
 * console.log(healUnit({ models: 4, health: 3, damageTaken: 2 }, 1)); // { ok: true, unit: { models: 4, health: 3, damageTaken: 1 }, healed: 1 }
 * ```
 */
export function healUnit(unit: UnitHealth, amount: number): CombatResult<{ readonly unit: UnitHealth; readonly healed: number }> {
  const { unit: u, violations: v } = checkUnit(unit, true);
  if (!isWhole(amount, 0, 1_000_000)) v.push(violation('combat/invalid-target', `Heal (X) takes a whole number from 0 to 1,000,000, not ${show(amount)}.`, { path: ['amount'] }));
  if (u === null || v.length > 0) return { ok: false, violations: v };
  const healed = Math.min(amount, u.damageTaken);
  return { ok: true, unit: { models: u.models, health: u.health, damageTaken: u.damageTaken - healed }, healed };
}

/** A unit's defence that the battle state does not hold: its save, ward, save modifier and damage on its wounded model. */
export interface Defence {
  /** Save characteristic (4 means 4+), or null for none. */
  readonly save: number | null;
  /** Ward value, or null for none. */
  readonly ward?: number | null;
  /** The sum of modifiers to its save rolls (capped at +1 / -1). */
  readonly saveModifier?: number;
  /** Damage points on its wounded model (a Blighted Wilds battle keeps mortal damage in `damageOn`). */
  readonly damageTaken?: number;
  /** Re-rolls of its save rolls. */
  readonly rerollSave?: Reroll;
  /** Ethereal: its save rolls ignore Rend and every modifier. */
  readonly ethereal?: boolean;
}

/**
 * The combat target of a unit of a battle: its models left and Wounds come from the state, the rest from `defence`.
 * Its values are checked where the target is used (`attackDistribution`, `rollAttack`).
 * @throws TypeError when `unit` or `defence` is not an object, or reading them throws (a getter or a Proxy trap).
 * @example
 * ```ts
 * import { selectUnits } from 'battlepack-engine';
 * import { randomBattle, attackDistribution, combatTargetOf } from 'battlepack-engine/sim';
 * import { blightedWildsEngine } from 'battlepack-engine/blighted-wilds';
 *
 * const { state } = randomBattle(blightedWildsEngine, { seed: 1, stopAfter: 30 });
 * const unit = selectUnits(state, { status: 'battlefield' })[0];
 * const attack = { models: 5, attacks: 2, hit: 3, wound: 4, rend: 1, damage: 1 };
 * if (unit !== undefined) console.log(attackDistribution(attack, combatTargetOf(unit, { save: 4, ward: 6 }), { edition: 4 }));
 * ```
 */
export function combatTargetOf(unit: { readonly modelsRemaining: number; readonly wounds: number } | Pick<UnitState, 'modelsRemaining' | 'def'>, defence: Defence): CombatTarget {
  // one argument check at the entry: both objects are read once; what they hold is checked where the target is used
  let models: unknown, health: unknown, d: Record<string, unknown>;
  try {
    if (typeof unit !== 'object' || unit === null) throw new TypeError('combatTargetOf: the unit is a unit of a battle state or an object with modelsRemaining and wounds (a unit of selectUnits).');
    if (typeof defence !== 'object' || defence === null) throw new TypeError('combatTargetOf: the defence is an object { save, ward?, saveModifier?, damageTaken?, rerollSave?, ethereal? }.');
    models = unit.modelsRemaining;
    health = 'def' in unit ? unit.def.wounds : unit.wounds;
    const r = defence as unknown as Record<string, unknown>;
    d = { save: r['save'], ward: r['ward'], saveModifier: r['saveModifier'], damageTaken: r['damageTaken'], rerollSave: r['rerollSave'], ethereal: r['ethereal'] };
  } catch (e) {
    if (e instanceof TypeError && e.message.startsWith('combatTargetOf:')) throw e;
    throw new TypeError('combatTargetOf: the unit or the defence could not be read (a getter or a Proxy trap threw).');
  }
  return {
    models: models as number,
    health: health as number,
    save: d['save'] as number | null,
    ward: (d['ward'] ?? null) as number | null,
    saveModifier: (d['saveModifier'] ?? 0) as number,
    damageTaken: (d['damageTaken'] ?? 0) as number,
    ...(d['rerollSave'] !== undefined ? { rerollSave: d['rerollSave'] as Reroll } : {}),
    ...(d['ethereal'] !== undefined ? { ethereal: d['ethereal'] as boolean } : {}),
  };
}
