/**
 * The attack sequence rolled die by die with a seeded generator, ending in the battle's `ModelsSlain` or
 * `UnitDestroyed` event. Over many rolls it agrees with the exact distribution of `attackDistribution`.
 * @module
 */
import type { Rng } from '../../core/dice.js';
import { violation, type RuleViolation } from '../../core/errors.js';
import type { CoreEventInput } from '../../core/schema.js';
import type { Edition } from '../../core/state.js';
import { allocate, type UnitHealth } from './allocate.js';
import { rollDice } from './dice.js';
import { checkCombat, type AttackProfile, type CheckedAttack, type CheckedCombat, type CheckedTarget, type CombatOptions, type CombatResult, type CombatTarget } from './profile.js';

/** A core event an attack ends with: models slain, or the unit destroyed. */
export type CombatEvent = Extract<CoreEventInput, { type: 'ModelsSlain' | 'UnitDestroyed' }>;

/** How to roll an attack: the edition, a seeded generator, and the battle ids the events name. */
export interface RollOptions extends CombatOptions {
  /** The seeded generator (`createRng(seed)`); it advances by the dice rolled. */
  readonly rng: Rng;
  /** Id of the target unit in the battle, for the events. */
  readonly unit: string;
  /** Who attacked: the attacking unit and/or player, recorded as the cause (means `attack`). */
  readonly by?: { readonly unit?: string; readonly player?: string };
}

/** One rolled attack: the damage pool after saves and wards, what it did to the target, and the battle events. */
export interface AttackRoll {
  /** Damage points in the pool after saves and wards. */
  readonly damage: number;
  /** Models slain. */
  readonly slain: number;
  /** Whether the target unit was destroyed. */
  readonly destroyed: boolean;
  /** The target afterwards: models left, and damage on its wounded model. */
  readonly after: UnitHealth;
  /** `ModelsSlain` when models were slain, `UnitDestroyed` when the last one was; empty when none was. */
  readonly events: readonly CombatEvent[];
}

/** The pool of one weapon, rolled. */
function rollWeapon(edition: Edition, a: CheckedAttack, t: CheckedTarget, rng: Rng): number {
  let pool = 0;
  const landOneHit = (autoWound: boolean): void => {
    if (!autoWound) {
      // wound roll: unmodified 1 fails (core 4e, FACTS §9 3e)
      const w = rng.d6();
      if (w === 1 || w + a.woundMod < a.wound) return;
    }
    if (t.save !== null) {
      // save roll minus rend, plus capped modifiers; unmodified 1 fails (FACTS §9)
      const s = rng.d6();
      if (s !== 1 && s - a.rend + t.saveMod >= t.save) return;
    }
    pool += rollDice(a.damage, rng);
  };
  for (let m = 0; m < a.models; m++) {
    // Attacks as dice: one roll per model (ruling sim/random-characteristics)
    const attacks = rollDice(a.attacks, rng);
    for (let i = 0; i < attacks; i++) {
      const h = rng.d6();
      if (h === 1) continue;
      // core 4e: an unmodified 6 is a critical hit, and hits (ruling sim/crit-always-hits); no crits in 3rd edition
      const crit = edition === 4 && h === 6;
      if (!crit && h + a.hitMod < a.hit) continue;
      if (!crit || a.crit === 'none') landOneHit(false);
      else if (a.crit === '2-hits') {
        landOneHit(false);
        landOneHit(false);
      } else if (a.crit === 'auto-wound') landOneHit(true);
      else pool += rollDice(a.damage, rng); // Crit (Mortal): no wound or save roll
    }
  }
  return pool;
}

/** Rolls a validated problem. */
export function rollChecked(c: CheckedCombat, rng: Rng): { readonly damage: number; readonly slain: number; readonly destroyed: boolean; readonly after: UnitHealth } {
  let pool = 0;
  for (const a of c.attacks) pool += rollWeapon(c.edition, a, c.target, rng);
  const t = c.target;
  // core 4e 18.1, FACTS §9 3e: a ward roll per damage point
  if (t.ward !== null) {
    let kept = 0;
    for (let i = 0; i < pool; i++) if (rng.d6() < t.ward) kept++;
    pool = kept;
  }
  return { damage: pool, ...allocate(t, pool) };
}

/**
 * Rolls an attack die by die with a seeded generator, by the edition's attack sequence, and gives the battle's events:
 * `ModelsSlain` for the models slain or, when the last model falls, `UnitDestroyed` (ruling sim/slain-events). The events
 * are accepted by an engine for a battle in which the target unit has `target.models` models left.
 * @example
 * ```ts
 * import { createRng, randomBattle, rollAttack } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * // a battle under way, and one of the second player's units on the battlefield
 * const { state } = randomBattle(galletEngine, { seed: 3, stopAfter: 40 });
 * const [, bob] = state.playerOrder;
 * const target = Object.values(state.units).find((u) => u.owner === bob && u.status === 'battlefield');
 * const r = rollAttack(
 *   { models: 5, attacks: 2, hit: 4, wound: 3, rend: 1, damage: 2 },
 *   { models: 10, health: 1, save: 5 },
 *   { edition: 3, rng: createRng(7), unit: target?.id ?? 'none' },
 * );
 * if (r.ok) for (const e of r.events) console.log(e.type, galletEngine.apply(state, e).ok);
 * ```
 */
export function rollAttack(attack: AttackProfile | readonly AttackProfile[], target: CombatTarget, options: RollOptions): CombatResult<AttackRoll> {
  const c = checkCombat(attack, target, options);
  const extra: RuleViolation[] = [];
  const o = options as Partial<RollOptions> | null;
  if (typeof o?.rng !== 'object' || o.rng === null || typeof o.rng.d6 !== 'function')
    extra.push(violation('combat/invalid-options', 'Rolling needs a seeded generator: { rng: createRng(seed) }.', { path: ['options', 'rng'] }));
  if (typeof o?.unit !== 'string' || o.unit === '') extra.push(violation('combat/invalid-options', 'Rolling needs the id of the target unit, { unit }, to name it in the events.', { path: ['options', 'unit'] }));
  if (!c.ok || extra.length > 0) return { ok: false, violations: [...(c.ok ? [] : c.violations), ...extra] };
  const r = rollChecked(c.value, options.rng);
  const by = { ...(options.by?.unit !== undefined ? { unit: options.by.unit } : {}), ...(options.by?.player !== undefined ? { player: options.by.player } : {}), means: 'attack' as const };
  const events: CombatEvent[] = r.destroyed
    ? [{ type: 'UnitDestroyed', data: { unit: options.unit, by } }]
    : r.slain > 0
      ? [{ type: 'ModelsSlain', data: { unit: options.unit, count: r.slain, by } }]
      : [];
  return { ok: true, ...r, events };
}
