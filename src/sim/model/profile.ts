/**
 * Armies as data: a unit profile (move, health, save, ward, control or models, bravery, base, keywords, roles,
 * weapons) and an army of them, validated with zod. The profiles feed the combat maths (`attackDistribution`,
 * `rollAttack`) and the engine's `UnitsAdded`.
 * @module
 */
import * as z from 'zod/mini';
import type { Edition } from '../../core/state/state.js';
import type { BattlefieldRole, UnitDef } from '../../core/events/schema.js';
import { violation, type RuleViolation } from '../../core/errors.js';
import type { AttackProfile, CombatResult, CombatTarget, CritAbility } from '../combat/profile.js';
import type { Rng } from '../../core/dice.js';
import { rollAttack, type AttackRoll } from '../combat/roll.js';

const Dice = z.union([z.int().check(z.minimum(0), z.maximum(100)), z.string().check(z.regex(/^\s*(\d*)\s*[dD]\s*(3|6)\s*(?:\+\s*(\d+))?\s*$|^\s*\d+\s*$/))]);
const Characteristic = z.int().check(z.minimum(1), z.maximum(6));

/** One weapon of a profile: its range (0 or a melee range for combat weapons), attacks, hit, wound, rend, damage and crit. */
export const WeaponProfile = z.strictObject({
  /** The weapon's name. */
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  /** `melee` weapons fight in the combat phase, `ranged` ones shoot. */
  kind: z.enum(['melee', 'ranged']),
  /** Range in inches: a melee weapon's reach (1"–3") or a ranged weapon's range. */
  range: z.number().check(z.gt(0), z.maximum(48)),
  /** Attacks per model: a number or dice (`"D6"`). */
  attacks: Dice,
  /** Hit characteristic: 4 means 4+. */
  hit: Characteristic,
  /** Wound characteristic: 4 means 4+. */
  wound: Characteristic,
  /** Rend as a positive number (a 3rd-edition "-1" is 1). Default 0. */
  rend: z.optional(z.int().check(z.minimum(0), z.maximum(6))),
  /** Damage: a number or dice. */
  damage: Dice,
  /** 4th edition: what a critical hit does. Default `none`. */
  crit: z.optional(z.enum(['none', '2-hits', 'auto-wound', 'mortal'])),
});
/** One weapon of a {@link UnitProfile}. */
export type WeaponProfile = z.infer<typeof WeaponProfile>;

/** A unit's profile: everything the model of a battle reads about it. */
export const UnitProfile = z.strictObject({
  /** Generic name (sample profiles are illustrative, not warscrolls). */
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  /** Move characteristic in inches. */
  move: z.number().check(z.minimum(0), z.maximum(30)),
  /** Health (4th) or Wounds (3rd) of each model. */
  health: z.int().check(z.minimum(1), z.maximum(100)),
  /** Save characteristic (4 means 4+), or null for none. */
  save: z.nullable(Characteristic),
  /** Ward value (5 means 5+), absent for none. */
  ward: z.optional(z.int().check(z.minimum(2), z.maximum(6))),
  /** 4th edition: the Control characteristic of each model. */
  control: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
  /** Bravery (3rd edition), kept for rules that read it; the model plays no battleshock. */
  bravery: z.optional(z.int().check(z.minimum(1), z.maximum(12))),
  /** Models in the unit (1 to 40). */
  models: z.int().check(z.minimum(1), z.maximum(40)),
  /** Round base diameter in millimetres (the model places round bases only). */
  baseMm: z.number().check(z.minimum(20), z.maximum(160)),
  keywords: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(32))),
  roles: z.optional(z.array(z.enum(['leader', 'battleline', 'behemoth', 'artillery', 'other'])).check(z.maxLength(5))),
  /** Points, for the roster. Default 0. */
  points: z.optional(z.int().check(z.minimum(0), z.maximum(10_000))),
  /** Fights first in the combat phase (STRIKE-FIRST). */
  strikeFirst: z.optional(z.boolean()),
  /** Fights last (STRIKE-LAST). */
  strikeLast: z.optional(z.boolean()),
  weapons: z.array(WeaponProfile).check(z.minLength(1), z.maxLength(8)),
});
/** A unit profile. */
export type UnitProfile = z.infer<typeof UnitProfile>;

/** An army: a name, the edition it is written for, a note on where it comes from, and its units (the first is the general). */
export const ArmyProfile = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  edition: z.union([z.literal(3), z.literal(4)]),
  /** Where the army comes from; sample armies say they are illustrative. */
  note: z.optional(z.string().check(z.maxLength(400))),
  units: z.array(UnitProfile).check(z.minLength(1), z.maxLength(40)),
});
/** An army of {@link UnitProfile}s. */
export type ArmyProfile = z.infer<typeof ArmyProfile>;

/** The outcome of {@link parseArmy}: the army, or violations naming the field path of each problem. */
export type ArmyParse = { readonly ok: true; readonly army: ArmyProfile } | { readonly ok: false; readonly violations: readonly RuleViolation[] };

/**
 * Validates an army (JSON from a file, say): bad input is refused with `model/invalid-army` violations that give the
 * field path and what is allowed; a 3rd-edition army whose weapons carry crits, or a 4th-edition one without Control,
 * is refused too.
 * @example
 * ```ts
 * import { parseArmy, sampleArmies } from 'battlepack-engine/sim/model';
 *
 * const r = parseArmy(sampleArmies[3][0]);
 * console.log(r.ok); // true
 * console.log(parseArmy({ name: 'x', edition: 3, units: [] }).ok); // false
 * ```
 */
export function parseArmy(input: unknown): ArmyParse {
  const r = z.safeParse(ArmyProfile, input);
  if (!r.success)
    return {
      ok: false,
      violations: r.error.issues.map((i) => violation('model/invalid-army', `The army is not valid at ${i.path.length === 0 ? 'its root' : i.path.join('.')}: ${i.message}. See docs/game-model.md, "Add a profile".`, { path: i.path.map((p) => (typeof p === 'number' ? p : String(p))) })),
    };
  const army = r.data;
  const out: RuleViolation[] = [];
  army.units.forEach((u, i) => {
    if (army.edition === 4 && u.control === undefined) out.push(violation('model/invalid-army', `Unit ${i} (${u.name}) has no control: every 4th-edition profile gives its Control characteristic.`, { path: ['units', i, 'control'] }));
    u.weapons.forEach((w, j) => {
      if (army.edition === 3 && w.crit !== undefined && w.crit !== 'none')
        out.push(violation('model/invalid-army', `Weapon ${w.name} of ${u.name} has crit ${w.crit}: the 3rd-edition attack sequence has no critical hits; leave crit out or use 'none'.`, { path: ['units', i, 'weapons', j, 'crit'] }));
    });
  });
  return out.length > 0 ? { ok: false, violations: out } : { ok: true, army };
}

/** A profile's attack profiles for `models` attacking models with weapons of `kind` (those in reach). */
export function attackProfiles(profile: UnitProfile, kind: 'melee' | 'ranged', models: number, edition: Edition, inReach?: (w: WeaponProfile) => number): AttackProfile[] {
  const out: AttackProfile[] = [];
  for (const w of profile.weapons) {
    if (w.kind !== kind) continue;
    const n = inReach === undefined ? models : inReach(w);
    if (n <= 0) continue;
    const crit: CritAbility = edition === 4 ? (w.crit ?? 'none') : 'none';
    out.push({ models: n, attacks: w.attacks, hit: w.hit, wound: w.wound, rend: w.rend ?? 0, damage: w.damage, crit });
  }
  return out;
}

/** The combat target of a unit with this profile, `models` left and `damageTaken` on its wounded model. */
export function targetOf(profile: UnitProfile, models: number, damageTaken: number): CombatTarget {
  return { models, health: profile.health, save: profile.save, ward: profile.ward ?? null, damageTaken };
}

/** The engine's unit definition of a profile. */
export function unitDefOf(profile: UnitProfile, id: string, owner: string, edition: Edition, general: boolean): UnitDef {
  const roles: BattlefieldRole[] = [...(profile.roles ?? [])];
  const def: { -readonly [K in keyof UnitDef]: UnitDef[K] } = {
    id,
    owner,
    name: profile.name,
    wounds: profile.health,
    models: profile.models,
    keywords: [...(profile.keywords ?? [])],
    roles,
    points: profile.points ?? 0,
  };
  if (general) def.general = true;
  if (edition === 4) def.control = profile.control ?? 1;
  return def;
}

/** One attack of the model: who attacks with which weapons and how many models in reach, and whom. */
export interface ModelAttack {
  readonly edition: Edition;
  readonly attacker: UnitProfile;
  /** `melee` in the combat phase, `ranged` in the shooting phase. */
  readonly kind: 'melee' | 'ranged';
  /** Attacking models in reach of the target for each weapon (by weapon), or one number for every weapon. */
  readonly models: number | ((w: WeaponProfile) => number);
  readonly target: UnitProfile;
  /** The target's models left and damage on its wounded model. */
  readonly targetModels: number;
  readonly damageTaken?: number;
  /** The target's id in the battle (for the events) and who attacks. */
  readonly unit: string;
  readonly by?: { readonly unit?: string; readonly player?: string };
}

/**
 * Rolls one attack of the model with the combat maths' seeded roller (`rollAttack`): the attacker's weapons of the
 * phase's kind against the target's save and ward. The model of a battle resolves every shooting and combat attack
 * with it; `null` when no weapon is in reach.
 */
export function modelAttack(a: ModelAttack, rng: Rng): CombatResult<AttackRoll> | null {
  const attacks = attackProfiles(a.attacker, a.kind, typeof a.models === 'number' ? a.models : 0, a.edition, typeof a.models === 'number' ? undefined : a.models);
  if (attacks.length === 0) return null;
  return rollAttack(attacks, targetOf(a.target, a.targetModels, a.damageTaken ?? 0), { edition: a.edition, rng, unit: a.unit, ...(a.by !== undefined ? { by: a.by } : {}) });
}
