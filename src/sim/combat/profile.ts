/**
 * The inputs of the combat maths (attack profiles, the target, the edition) and their validation. Impossible input is
 * refused with `combat/…` violations, never thrown and never turned into NaN.
 * @module
 */
import { violation, type RuleViolation } from '../../core/errors.js';
import type { Edition } from '../../core/state.js';
import { diceMax, toDice, type DiceExpression, type DiceValue } from './dice.js';

/**
 * What a critical hit (an unmodified hit roll of 6, 4th edition) does: nothing more than a hit (`none`), two hits
 * (`2-hits`), a hit that wounds without a wound roll (`auto-wound`), or damage straight to the pool with no wound or save
 * roll (`mortal`).
 */
export type CritAbility = 'none' | '2-hits' | 'auto-wound' | 'mortal';

/** One weapon of an attacking unit: how many models use it and its characteristics. */
export interface AttackProfile {
  /** Attacking models armed with the weapon (1 to 1000). */
  readonly models: number;
  /** Attacks characteristic per model: a whole number or dice (`"D6"`, rolled once per model). */
  readonly attacks: DiceValue;
  /** Hit characteristic: 4 means 4+ (1 to 6). */
  readonly hit: number;
  /** Wound characteristic: 4 means 4+ (1 to 6). */
  readonly wound: number;
  /** Rend, as a positive number subtracted from save rolls (0 to 6; 3rd-edition "-1" is rend 1). Default 0. */
  readonly rend?: number;
  /** Damage characteristic: a whole number or dice (`"D3"`, rolled once per unsaved attack). */
  readonly damage: DiceValue;
  /** The weapon's crit ability (4th edition only). Default `none`. */
  readonly crit?: CritAbility;
  /** The sum of all modifiers to its hit rolls; capped at +1 / -1 (FACTS §9). Default 0. */
  readonly hitModifier?: number;
  /** The sum of all modifiers to its wound rolls; capped at +1 / -1 (FACTS §9). Default 0. */
  readonly woundModifier?: number;
}

/** The unit attacked: its models, their Health (Wounds in 3rd edition), save, ward and the damage it already carries. */
export interface CombatTarget {
  /** Models left in the unit (1 to 1000). */
  readonly models: number;
  /** Health (4th) or Wounds (3rd) characteristic of each model (1 to 100). */
  readonly health: number;
  /** Save characteristic: 4 means 4+ (1 to 6); `null` or absent for no save. */
  readonly save?: number | null;
  /** Ward value: 5 means WARD (5+) (2 to 6); `null` or absent for none. */
  readonly ward?: number | null;
  /** The sum of all modifiers to its save rolls (cover, abilities), not counting rend; capped at +1 / -1. Default 0. */
  readonly saveModifier?: number;
  /** Damage points already on the unit, all on one model (0 to `health - 1`). Default 0. */
  readonly damageTaken?: number;
}

/** Which edition's attack sequence to use: 3 (the Gallet pack) or 4 (Blighted Wilds). Editions never mix. */
export interface CombatOptions {
  /** 3rd or 4th edition. */
  readonly edition: Edition;
}

/** The outcome of a combat function: its value, or the violations that say why the input was refused. */
export type CombatResult<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly violations: readonly RuleViolation[] };

/** An attack profile after validation, with defaults filled in and dice read. */
export interface CheckedAttack {
  readonly models: number;
  readonly attacks: DiceExpression;
  readonly hit: number;
  readonly wound: number;
  readonly rend: number;
  readonly damage: DiceExpression;
  readonly crit: CritAbility;
  /** Capped hit modifier. */
  readonly hitMod: number;
  /** Capped wound modifier. */
  readonly woundMod: number;
}

/** A target after validation, with defaults filled in. */
export interface CheckedTarget {
  readonly models: number;
  readonly health: number;
  readonly save: number | null;
  readonly ward: number | null;
  /** Capped save modifier. */
  readonly saveMod: number;
  readonly damageTaken: number;
}

/** A validated problem: edition, attacks and target ready for the maths. */
export interface CheckedCombat {
  readonly edition: Edition;
  readonly attacks: readonly CheckedAttack[];
  readonly target: CheckedTarget;
}

const CRITS: readonly CritAbility[] = ['none', '2-hits', 'auto-wound', 'mortal'];
const MAX_MODELS = 1000;
/** Work budget of one exact distribution (multiply-adds); beyond it the problem is refused as too large. */
export const MAX_COMBAT_WORK = 2e8;

/** Caps a sum of modifiers at +1 / -1 (FACTS §9, both editions). */
export function capModifier(sum: number): number {
  return Math.max(-1, Math.min(1, sum)) + 0;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Validates a whole problem; `attacks` may be one profile or several weapons of one attacking unit. */
export function checkCombat(
  attack: AttackProfile | readonly AttackProfile[],
  target: CombatTarget,
  options: CombatOptions,
): { readonly ok: true; readonly value: CheckedCombat } | { readonly ok: false; readonly violations: readonly RuleViolation[] } {
  const out: RuleViolation[] = [];
  const edition = isRecord(options) ? options.edition : undefined;
  if (edition !== 3 && edition !== 4)
    out.push(violation('combat/invalid-options', `The edition is ${JSON.stringify(edition) ?? 'missing'}; give { edition: 3 } (Gallet) or { edition: 4 } (Blighted Wilds): editions never mix.`, { path: ['options', 'edition'] }));

  const single = !Array.isArray(attack);
  const list: readonly unknown[] = single ? [attack] : (attack as readonly unknown[]);
  if (list.length === 0 || list.length > 32)
    out.push(violation('combat/invalid-attack', `An attack has 1 to 32 weapon profiles, not ${list.length}.`, { path: ['attack'] }));
  const attacks: CheckedAttack[] = [];
  list.forEach((raw, i) => {
    const base: (string | number)[] = single ? ['attack'] : ['attack', i];
    const a = checkAttack(raw, base, edition === 3 || edition === 4 ? edition : null, out);
    if (a !== null) attacks.push(a);
  });
  const t = checkTarget(target, out);
  if (out.length > 0 || t === null || (edition !== 3 && edition !== 4)) return { ok: false, violations: out };

  // the exact maths costs about (attacks)^2 x (damage per attack) x (outcomes per attack) / 2 multiply-adds per weapon
  let work = 0;
  let pool = 0;
  for (const a of attacks) {
    const n = a.models * diceMax(a.attacks);
    const perAttack = diceMax(a.damage) * (a.crit === '2-hits' ? 2 : 1);
    work += (n * n * perAttack * (perAttack + 1)) / 2;
    pool += n * perAttack;
    work += pool * (n * perAttack + 1);
  }
  if (work > MAX_COMBAT_WORK)
    return {
      ok: false,
      violations: [violation('combat/too-large', `This attack could deal up to ${pool} damage points from ${attacks.reduce((s, a) => s + a.models * diceMax(a.attacks), 0)} attacks: too large to compute exactly; split it into smaller attacks (fewer models or attacks per profile).`, { path: ['attack'] })],
    };
  return { ok: true, value: { edition, attacks, target: t } };
}

function intIn(x: unknown, min: number, max: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
}

function checkAttack(raw: unknown, base: readonly (string | number)[], edition: Edition | null, out: RuleViolation[]): CheckedAttack | null {
  const at = (f: string): (string | number)[] => [...base, f];
  const bad = (f: string, msg: string): void => void out.push(violation('combat/invalid-attack', msg, { path: at(f) }));
  if (!isRecord(raw)) {
    out.push(violation('combat/invalid-attack', 'An attack profile is an object { models, attacks, hit, wound, rend?, damage, crit?, hitModifier?, woundModifier? }.', { path: [...base] }));
    return null;
  }
  const before = out.length;
  const { models, hit, wound } = raw;
  const rend = raw['rend'] ?? 0;
  const crit = raw['crit'] ?? 'none';
  const hitModifier = raw['hitModifier'] ?? 0;
  const woundModifier = raw['woundModifier'] ?? 0;
  if (!intIn(models, 1, MAX_MODELS)) bad('models', `Attacking models must be a whole number from 1 to ${MAX_MODELS}, not ${String(models)}.`);
  if (!intIn(hit, 1, 6)) bad('hit', `The Hit characteristic must be a whole number from 1 to 6 (4 means 4+), not ${String(hit)}.`);
  if (!intIn(wound, 1, 6)) bad('wound', `The Wound characteristic must be a whole number from 1 to 6 (4 means 4+), not ${String(wound)}.`);
  if (!intIn(rend, 0, 6)) bad('rend', `Rend must be a whole number from 0 to 6, written as a positive number (a 3rd-edition "-1" is rend 1), not ${String(rend)}.`);
  if (!intIn(hitModifier, -20, 20)) bad('hitModifier', `The hit modifier must be a whole number from -20 to 20 (it is capped at +1 / -1), not ${String(hitModifier)}.`);
  if (!intIn(woundModifier, -20, 20)) bad('woundModifier', `The wound modifier must be a whole number from -20 to 20 (it is capped at +1 / -1), not ${String(woundModifier)}.`);
  if (typeof crit !== 'string' || !(CRITS as readonly string[]).includes(crit))
    bad('crit', `The crit ability must be one of ${CRITS.join(', ')}, not ${JSON.stringify(crit) ?? String(crit)}.`);
  // 3rd edition (FACTS §9) has no critical hits in its core attack sequence
  else if (edition === 3 && crit !== 'none')
    out.push(violation('combat/not-in-edition', `Crit (${crit}) is a 4th-edition weapon ability; the 3rd-edition attack sequence has no critical hits: use crit 'none' with edition 3.`, { path: at('crit') }));
  const attacks = toDice(raw['attacks'] as DiceValue, at('attacks'));
  if ('code' in attacks) out.push(attacks);
  const damage = toDice(raw['damage'] as DiceValue, at('damage'));
  if ('code' in damage) out.push(damage);
  if (out.length > before || 'code' in attacks || 'code' in damage) return null;
  return {
    models: models as number,
    attacks,
    hit: hit as number,
    wound: wound as number,
    rend: (rend as number) + 0,
    damage,
    crit: crit as CritAbility,
    hitMod: capModifier(hitModifier as number),
    woundMod: capModifier(woundModifier as number),
  };
}

function checkTarget(raw: unknown, out: RuleViolation[]): CheckedTarget | null {
  const bad = (f: string, msg: string): void => void out.push(violation('combat/invalid-target', msg, { path: ['target', f] }));
  if (!isRecord(raw)) {
    out.push(violation('combat/invalid-target', 'A target is an object { models, health, save?, ward?, saveModifier?, damageTaken? }.', { path: ['target'] }));
    return null;
  }
  const before = out.length;
  const { models, health } = raw;
  const save = raw['save'] ?? null;
  const ward = raw['ward'] ?? null;
  const saveModifier = raw['saveModifier'] ?? 0;
  const damageTaken = raw['damageTaken'] ?? 0;
  if (!intIn(models, 1, MAX_MODELS)) bad('models', `The target's models must be a whole number from 1 to ${MAX_MODELS}, not ${String(models)}.`);
  if (!intIn(health, 1, 100)) bad('health', `Health (Wounds in 3rd edition) must be a whole number from 1 to 100, not ${String(health)}.`);
  if (save !== null && !intIn(save, 1, 6)) bad('save', `The Save characteristic must be a whole number from 1 to 6 (4 means 4+), or null for none, not ${String(save)}.`);
  if (ward !== null && !intIn(ward, 2, 6)) bad('ward', `A ward value must be a whole number from 2 to 6 (5 means WARD (5+)), or null for none, not ${String(ward)}.`);
  if (!intIn(saveModifier, -20, 20)) bad('saveModifier', `The save modifier must be a whole number from -20 to 20 (it is capped at +1 / -1), not ${String(saveModifier)}.`);
  if (!intIn(damageTaken, 0, 99) || (intIn(health, 1, 100) && damageTaken >= health))
    bad('damageTaken', `Damage already taken sits on one model, so it is a whole number from 0 to Health - 1 (${intIn(health, 1, 100) ? health - 1 : 'Health - 1'}), not ${String(damageTaken)}.`);
  if (out.length > before) return null;
  return {
    models: models as number,
    health: health as number,
    save: save as number | null,
    ward: ward as number | null,
    saveMod: capModifier(saveModifier as number),
    damageTaken: (damageTaken as number) + 0,
  };
}
