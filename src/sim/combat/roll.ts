/**
 * The attack sequence rolled die by die with a seeded generator, ending in the battle's `ModelsSlain` or
 * `UnitDestroyed` event. Over many rolls it agrees with the exact distribution of `attackDistribution`.
 * @module
 */
import type { Rng } from '../../core/dice.js';
import { violation, type RuleViolation } from '../../core/errors.js';
import type { CoreEventInput } from '../../core/events/schema.js';
import type { Edition } from '../../core/state/state.js';
import { allocate, type UnitHealth } from './allocate.js';
import { rollDice } from './dice.js';
import { checkCombat, snapshot, snapshotOptions, type AttackProfile, type CheckedAttack, type CheckedCombat, type CheckedTarget, type CombatOptions, type CombatResult, type CombatTarget } from './profile.js';
import { hitSucceeds, rerolled, saveSucceeds, triggers, woundSucceeds } from './sequence.js';

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

/** A generator's answer that is not a face of its dice: the roll is refused (see `rollAttack`). */
class RngFault extends Error {}

/** The generator's `d6` and `d3`, read once at the entry and checked on every call. */
class CheckedDice {
  constructor(
    private readonly rng: unknown,
    private readonly six: () => unknown,
    private readonly three: () => unknown,
  ) {}

  d6(): number {
    return this.face(this.six, 'd6', 6);
  }

  d3(): number {
    return this.face(this.three, 'd3', 3);
  }

  private face(f: () => unknown, name: string, sides: number): number {
    let v: unknown;
    try {
      v = f.call(this.rng);
    } catch (e) {
      throw new RngFault(`options.rng.${name}() threw (${e instanceof Error ? e.message.slice(0, 80) : 'a non-error'})`);
    }
    // Number.isInteger is false for anything that is not a number
    if (!Number.isInteger(v) || (v as number) < 1 || (v as number) > sides) throw new RngFault(`options.rng.${name}() returned ${typeof v === 'number' ? String(v) : typeof v}, not a whole number from 1 to ${sides}`);
    return v as number;
  }
}

type Dice = Pick<Rng, 'd6' | 'd3'>;

// a roll with its re-roll: once, before modifiers (ruling sim/rerolls); `rerolled` is false for the policy `none`
function hitRoll(edition: Edition, a: CheckedAttack, rng: Dice): number {
  const u = rng.d6();
  return rerolled(a.rerollHit, !hitSucceeds(edition, a, u), u) ? rng.d6() : u;
}

function woundRoll(a: CheckedAttack, rng: Dice): number {
  const u = rng.d6();
  return rerolled(a.rerollWound, !woundSucceeds(a, u), u) ? rng.d6() : u;
}

/** The damage one attack that wounded deals after its save roll (FACTS §9; ethereal ignores rend and modifiers). */
function afterSave(a: CheckedAttack, t: CheckedTarget, rng: Dice): number {
  if (t.save !== null) {
    let u = rng.d6();
    if (rerolled(t.rerollSave, !saveSucceeds(a, t, u), u)) u = rng.d6();
    if (saveSucceeds(a, t, u)) return 0;
  }
  return rollDice(a.damage, rng);
}

/** The damage of one hit: its wound roll (unmodified 1 fails), 3rd-edition mortal wounds on a 6, then the save. */
function afterHit(a: CheckedAttack, t: CheckedTarget, rng: Dice): number {
  const u = woundRoll(a, rng);
  if (!woundSucceeds(a, u)) return 0;
  const w = a.onWound;
  if (w !== null && triggers(w, u, a.woundMod)) {
    const mortal = rollDice(w.mortal, rng);
    return w.instead ? mortal : mortal + afterSave(a, t, rng);
  }
  return afterSave(a, t, rng);
}

/** The damage of one attack. */
function oneAttack(edition: Edition, a: CheckedAttack, t: CheckedTarget, rng: Dice): number {
  const h = hitRoll(edition, a, rng);
  if (!hitSucceeds(edition, a, h)) return 0;
  if (h === 6) {
    // core 4e: an unmodified 6 is a critical hit, and hits (ruling sim/crit-always-hits); with crit `none` it is an
    // ordinary hit, below. A 3rd-edition profile's crit is always `none` (a crit ability is refused in 3rd edition),
    // and a 4th-edition profile has no onHit.
    switch (a.crit) {
      case '2-hits':
        return afterHit(a, t, rng) + afterHit(a, t, rng);
      case 'auto-wound':
        return afterSave(a, t, rng);
      case 'mortal':
        return rollDice(a.damage, rng); // Crit (Mortal): no wound or save roll
    }
  }
  // 3rd edition only: a 4th-edition profile with onHit is refused (ruling sim/edition-abilities)
  const trigger = a.onHit;
  if (trigger === null || !triggers(trigger, h, a.hitMod)) return afterHit(a, t, rng);
  // 3rd edition: mortal wounds skip the wound and save rolls (core 14.5); exploding hits each make a wound roll
  let damage = trigger.mortal === null ? 0 : rollDice(trigger.mortal, rng);
  if (trigger.instead) return damage;
  const hits = 1 + rollDice(trigger.extraHits, rng);
  for (let k = 0; k < hits; k++) damage += afterHit(a, t, rng);
  return damage;
}

/** The pool of one weapon, rolled; mortal damage goes into the same pool. */
function rollWeapon(edition: Edition, a: CheckedAttack, t: CheckedTarget, rng: Dice): number {
  let pool = 0;
  for (let m = 0; m < a.models; m++) {
    // Attacks as dice: one roll per model (ruling sim/random-characteristics); the leader's extra attacks on model 0
    const attacks = rollDice(a.attacks, rng, m === 0 ? a.leaderAttacks : 0);
    for (let i = 0; i < attacks; i++) pool += oneAttack(edition, a, t, rng);
  }
  return pool;
}

/** Rolls a validated problem. */
export function rollChecked(c: CheckedCombat, rng: Pick<Rng, 'd6' | 'd3'>): { readonly damage: number; readonly slain: number; readonly destroyed: boolean; readonly after: UnitHealth } {
  let pool = 0;
  for (const a of c.attacks) pool += rollWeapon(c.edition, a, c.target, rng);
  const t = c.target;
  // core 4e 18.1, FACTS §9 3e: a ward roll per damage point, mortal damage included
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
 * are accepted by an engine for a battle in which the target unit has `target.models` models left. The generator needs
 * `d6` and `d3`; one that throws or answers other than a face of its dice is refused (`combat/invalid-options`).
 * @example
 * ```ts
 * import { selectPlayers, selectUnits } from 'battlepack-engine';
 * import { createRng, randomBattle, rollAttack } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * // a battle under way, and one of the second player's units on the battlefield
 * const { state } = randomBattle(galletEngine, { seed: 3, stopAfter: 40 });
 * const [, bob] = selectPlayers(state).map((p) => p.id);
 * const target = selectUnits(state, { owner: bob ?? '', status: 'battlefield' })[0];
 * const r = rollAttack(
 *   { models: 5, attacks: 2, hit: 4, wound: 3, rend: 1, damage: 2 },
 *   { models: 10, health: 1, save: 5 },
 *   { edition: 3, rng: createRng(7), unit: target?.id ?? 'none' },
 * );
 * if (r.ok) for (const e of r.events) console.log(e.type, galletEngine.apply(state, e).ok);
 * ```
 */
export function rollAttack(attack: AttackProfile | readonly AttackProfile[], target: CombatTarget, options: RollOptions): CombatResult<AttackRoll> {
  // one argument check at the entry: the options are read once, into a plain copy the rest reads
  const extra: RuleViolation[] = [];
  const o = snapshotOptions(options, extra);
  if (o === null) return { ok: false, violations: extra };
  const c = checkCombat(attack, target, o as unknown as CombatOptions);
  let dice: Pick<Rng, 'd6' | 'd3'> | null = null;
  const rng = o['rng'];
  try {
    // the generator is an object (a getter that throws lands in the catch)
    const g: Record<string, unknown> = typeof rng === 'object' && rng !== null ? (rng as Record<string, unknown>) : {};
    const d6 = g['d6'];
    const d3 = g['d3'];
    if (typeof d6 === 'function' && typeof d3 === 'function') dice = new CheckedDice(rng, d6 as () => unknown, d3 as () => unknown);
  } catch {
    dice = null;
  }
  if (dice === null) extra.push(violation('combat/invalid-options', 'Rolling needs a seeded generator with d6() and d3(): { rng: createRng(seed) }.', { path: ['options', 'rng'] }));
  const unit = o['unit'];
  if (typeof unit !== 'string' || unit === '') extra.push(violation('combat/invalid-options', 'Rolling needs the id of the target unit, { unit }, to name it in the events.', { path: ['options', 'unit'] }));
  const by = snapshot(o['by'] ?? {}, ['unit', 'player'], 'combat/invalid-options', ['options', 'by'], 'The attacker (by)', extra);
  for (const k of ['unit', 'player'] as const)
    if (by !== null && by[k] !== undefined && (typeof by[k] !== 'string' || by[k] === ''))
      extra.push(violation('combat/invalid-options', `by.${k} is the id of the attacking ${k}, a non-empty text.`, { path: ['options', 'by', k] }));
  if (!c.ok || extra.length > 0 || dice === null || by === null || typeof unit !== 'string') return { ok: false, violations: [...(c.ok ? [] : c.violations), ...extra] };
  let r: ReturnType<typeof rollChecked>;
  try {
    r = rollChecked(c.value, dice);
  } catch (e) {
    if (e instanceof RngFault) return { ok: false, violations: [violation('combat/invalid-options', `${e.message}: give a seeded generator, createRng(seed).`, { path: ['options', 'rng'] })] };
    throw e;
  }
  const byUnit = by['unit'] as string | undefined;
  const byPlayer = by['player'] as string | undefined;
  const cause = { ...(byUnit !== undefined ? { unit: byUnit } : {}), ...(byPlayer !== undefined ? { player: byPlayer } : {}), means: 'attack' as const };
  const events: CombatEvent[] = r.destroyed
    ? [{ type: 'UnitDestroyed', data: { unit, by: cause } }]
    : r.slain > 0
      ? [{ type: 'ModelsSlain', data: { unit, count: r.slain, by: cause } }]
      : [];
  return { ok: true, ...r, events };
}
