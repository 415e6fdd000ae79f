/**
 * The inputs of the combat maths (attack profiles, the target, the edition) and their validation. Impossible input is
 * refused with `combat/…` violations, never thrown and never turned into NaN. Profiles are strict: a key the maths
 * does not know is refused, never ignored.
 * @module
 */
import { violation, type RuleViolation } from '../../core/errors.js';
import type { Edition } from '../../core/state/state.js';
import { diceMax, toDice, type DiceExpression, type DiceValue } from './dice.js';

/**
 * What a critical hit (an unmodified hit roll of 6, 4th edition) does: nothing more than a hit (`none`), two hits
 * (`2-hits`), a hit that wounds without a wound roll (`auto-wound`), or damage straight to the pool with no wound or save
 * roll (`mortal`).
 */
export type CritAbility = 'none' | '2-hits' | 'auto-wound' | 'mortal';

/**
 * Which rolls a re-roll ability re-rolls, once each, before modifiers: `none`; `ones` (unmodified 1s); `failed` (rolls
 * that fail); `all` (the ability to re-roll any roll, played as re-rolling the rolls that fail: ruling sim/rerolls).
 */
export type Reroll = 'none' | 'ones' | 'failed' | 'all';

/**
 * A 3rd-edition ability that triggers on a hit roll: "if the unmodified hit roll is 6 (or 5+)…". It fires on a roll
 * that hits and reaches `on` (ruling sim/triggers). Gives extra hits (exploding hits), mortal wounds, or both.
 */
export interface HitTrigger {
  /** The roll that triggers it: 6 (default) means on a 6, 5 means on a 5+ (2 to 6). */
  readonly on?: number;
  /** `true` when the ability says the *modified* roll triggers it; default `false`, the unmodified roll. */
  readonly modified?: boolean;
  /** Extra hits the attack scores (exploding hits): `1`, `2` or dice such as `"D6"`; each makes its own wound roll. */
  readonly extraHits?: DiceValue;
  /** Mortal wounds the attack causes: a number or dice (`"D3"`). They skip wound and save rolls (3rd-edition core 14.5). */
  readonly mortal?: DiceValue;
  /** `true`: the mortal wounds replace the attack's normal damage and its sequence ends; default `false`: in addition. */
  readonly instead?: boolean;
}

/** A 3rd-edition ability that triggers on a wound roll: mortal wounds on an unmodified 6 (or `on`+), in addition or instead. */
export interface WoundTrigger {
  /** The roll that triggers it: 6 (default) means on a 6, 5 means on a 5+ (2 to 6). */
  readonly on?: number;
  /** `true` when the ability says the *modified* roll triggers it; default `false`, the unmodified roll. */
  readonly modified?: boolean;
  /** Mortal wounds the attack causes: a number or dice. */
  readonly mortal: DiceValue;
  /** `true`: the mortal wounds replace the attack's normal damage (no save roll); default `false`: in addition. */
  readonly instead?: boolean;
}

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
  /** Extra attacks of the unit's leader (champion), added to one model's Attacks (0 to 20). Default 0. */
  readonly leaderAttacks?: number;
  /** Re-rolls of its hit rolls. Default `none`. */
  readonly rerollHit?: Reroll;
  /** Re-rolls of its wound rolls. Default `none`. */
  readonly rerollWound?: Reroll;
  /** 3rd edition only: what an unmodified 6 (or `on`+) to hit does (exploding hits, mortal wounds). */
  readonly onHit?: HitTrigger;
  /** 3rd edition only: what an unmodified 6 (or `on`+) to wound does (mortal wounds). */
  readonly onWound?: WoundTrigger;
}

/** The unit attacked: its models, their Health (Wounds in 3rd edition), save, ward and the damage it already carries. */
export interface CombatTarget {
  /** Models left in the unit (1 to 1000). */
  readonly models: number;
  /** Health (4th) or Wounds (3rd) characteristic of each model (1 to 100). */
  readonly health: number;
  /** Save characteristic: 4 means 4+ (1 to 6); `null` or absent for no save. */
  readonly save?: number | null;
  /** Ward value: 5 means WARD (5+) (2 to 6); `null` or absent for none. It applies to mortal damage too. */
  readonly ward?: number | null;
  /**
   * The sum of all modifiers to its save rolls (cover, abilities), not counting rend: a positive sum counts as +1 at
   * most, a negative one in full (FACTS §9). Default 0.
   */
  readonly saveModifier?: number;
  /** Damage points already on the unit, all on one model (0 to `health - 1`). Default 0. */
  readonly damageTaken?: number;
  /** Re-rolls of its save rolls. Default `none`. */
  readonly rerollSave?: Reroll;
  /** Ethereal: its save rolls ignore Rend and every modifier, positive or negative. Default `false`. */
  readonly ethereal?: boolean;
}

/** Which edition's attack sequence to use: 3 (the Gallet pack) or 4 (Blighted Wilds). Editions never mix. */
export interface CombatOptions {
  /** 3rd or 4th edition. */
  readonly edition: Edition;
}

/** The outcome of a combat function: its value, or the violations that say why the input was refused. */
export type CombatResult<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly violations: readonly RuleViolation[] };

/** A trigger after validation. */
export interface CheckedTrigger {
  readonly on: number;
  readonly modified: boolean;
  /** Extra hits (a fixed 0 when none). */
  readonly extraHits: DiceExpression;
  /** Mortal wounds, or null when none. */
  readonly mortal: DiceExpression | null;
  readonly instead: boolean;
}

/** A wound trigger after validation: it always has its mortal wounds (`checkTrigger` refuses one without). */
export interface CheckedWoundTrigger extends CheckedTrigger {
  readonly mortal: DiceExpression;
}

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
  readonly leaderAttacks: number;
  readonly rerollHit: Reroll;
  readonly rerollWound: Reroll;
  readonly onHit: CheckedTrigger | null;
  readonly onWound: CheckedWoundTrigger | null;
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
  readonly rerollSave: Reroll;
  readonly ethereal: boolean;
}

/** A validated problem: edition, attacks and target ready for the maths. */
export interface CheckedCombat {
  readonly edition: Edition;
  readonly attacks: readonly CheckedAttack[];
  readonly target: CheckedTarget;
}

// Stryker disable all: module-load constants, evaluated once at import before any mutant is switched on (docs/testing.md); the lists are asserted in the messages of test/sim/combat/profile-input.test.ts
const CRITS: readonly CritAbility[] = ['none', '2-hits', 'auto-wound', 'mortal'];
const REROLLS: readonly Reroll[] = ['none', 'ones', 'failed', 'all'];
const MAX_MODELS = 1000;
const MAX_WEAPONS = 32;
/** The keys of an attack profile, a target and the triggers: anything else is refused. */
export const ATTACK_KEYS: readonly string[] = ['models', 'attacks', 'hit', 'wound', 'rend', 'damage', 'crit', 'hitModifier', 'woundModifier', 'leaderAttacks', 'rerollHit', 'rerollWound', 'onHit', 'onWound'];
export const TARGET_KEYS: readonly string[] = ['models', 'health', 'save', 'ward', 'saveModifier', 'damageTaken', 'rerollSave', 'ethereal'];
const HIT_TRIGGER_KEYS: readonly string[] = ['on', 'modified', 'extraHits', 'mortal', 'instead'];
const WOUND_TRIGGER_KEYS: readonly string[] = ['on', 'modified', 'mortal', 'instead'];
/** Work budget of one exact distribution (multiply-adds); beyond it the problem is refused as too large. */
export const MAX_COMBAT_WORK = 2e8;
// Stryker restore all

/** Caps a sum of hit or wound modifiers at +1 / -1 (FACTS §9, both editions). */
export function capModifier(sum: number): number {
  return Math.max(-1, Math.min(1, sum));
}

/** Caps a sum of save modifiers: positive ones at +1, negative ones not at all (FACTS §9, both editions). */
export function capSaveModifier(sum: number): number {
  return Math.min(1, sum);
}

/** A record read once into a null-prototype copy of its own keys, or null after a violation. */
type Snapshot = Readonly<Record<string, unknown>>;

/**
 * Reads a plain object once: its own enumerable keys, each checked against `allowed` and copied. A value that is not a
 * plain object, a key not allowed, or a getter or Proxy trap that throws gives a violation instead. The copy is what
 * the maths reads afterwards, so a Proxy cannot answer differently twice.
 */
export function snapshot(raw: unknown, allowed: readonly string[], code: string, path: readonly (string | number)[], what: string, out: RuleViolation[]): Snapshot | null {
  try {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      out.push(violation(code, `${what} is an object { ${allowed.join(', ')} }, not ${raw === null ? 'null' : Array.isArray(raw) ? 'an array' : typeof raw}.`, { path: [...path] }));
      return null;
    }
    const copy: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    const before = out.length;
    const keys = Object.keys(raw);
    if (keys.length > allowed.length + 8) {
      out.push(violation(code, `${what} has ${keys.length} keys; its fields are ${allowed.join(', ')}.`, { path: [...path] }));
      return null;
    }
    for (const k of keys) {
      if (!allowed.includes(k)) {
        out.push(violation(code, `"${k.slice(0, 40)}" is not a field of ${what.toLowerCase()}: the combat maths would ignore it and give a wrong answer. The fields are ${allowed.join(', ')}.`, { path: [...path, k] }));
        continue;
      }
      copy[k] = (raw as Record<string, unknown>)[k];
    }
    return out.length > before ? null : copy;
  } catch {
    out.push(violation(code, `${what} could not be read: a getter or a Proxy trap threw. Give a plain object { ${allowed.join(', ')} }.`, { path: [...path] }));
    return null;
  }
}

/** Reads a list (an array or a Proxy of one) once, bounded by `max` entries, or null after a violation. */
export function snapshotList(raw: readonly unknown[], max: number, code: string, path: readonly (string | number)[], out: RuleViolation[]): unknown[] | null {
  try {
    const n: unknown = raw.length;
    if (!Number.isInteger(n) || (n as number) < 1 || (n as number) > max) { // Number.isInteger is false for a length that is not a number
      out.push(violation(code, `An attack has 1 to ${max} weapon profiles, not ${String(n)}.`, { path: [...path] }));
      return null;
    }
    const copy: unknown[] = [];
    for (let i = 0; i < (n as number); i++) copy.push(raw[i]);
    return copy;
  } catch {
    out.push(violation(code, 'The list of weapon profiles could not be read: a getter or a Proxy trap threw. Give a plain array of profiles.', { path: [...path] }));
    return null;
  }
}

function isArray(x: unknown): boolean {
  try {
    return Array.isArray(x);
  } catch {
    // a revoked Proxy: not an array, and the object check will refuse it
    return false;
  }
}

/** Validates a whole problem; `attacks` may be one profile or several weapons of one attacking unit. */
export function checkCombat(
  attack: AttackProfile | readonly AttackProfile[],
  target: CombatTarget,
  options: CombatOptions,
): { readonly ok: true; readonly value: CheckedCombat } | { readonly ok: false; readonly violations: readonly RuleViolation[] } {
  const out: RuleViolation[] = [];
  const o = snapshotOptions(options, out);
  const edition = o?.['edition'];
  const ed: Edition | null = edition === 3 || edition === 4 ? edition : null;
  if (o !== null && ed === null)
    out.push(violation('combat/invalid-options', `The edition is ${typeof edition === 'number' || typeof edition === 'string' ? JSON.stringify(edition) : edition === undefined ? 'missing' : typeof edition}; give { edition: 3 } (Gallet) or { edition: 4 } (Blighted Wilds): editions never mix.`, { path: ['options', 'edition'] }));

  const single = !isArray(attack);
  const list = single ? [attack as unknown] : snapshotList(attack as readonly unknown[], MAX_WEAPONS, 'combat/invalid-attack', ['attack'], out);
  const attacks: CheckedAttack[] = [];
  const items = list ?? [];
  for (let i = 0; i < items.length; i++) {
    const a = checkAttack(items[i], single ? ['attack'] : ['attack', i], ed, out);
    if (a !== null) attacks.push(a);
  }
  const t = checkTarget(target, out);
  // every refusal (of the options, an attack or the target) pushed its violation, so with none the edition is 3 or 4
  // and the target was read
  if (out.length > 0) return { ok: false, violations: out };

  // the exact maths costs about (attacks)^2 x (damage per attack) x (outcomes per attack) / 2 multiply-adds per weapon
  let work = 0;
  let pool = 0;
  let count = 0;
  for (const a of attacks) {
    const n = a.models * diceMax(a.attacks) + a.leaderAttacks;
    const perAttack = attackMaxBound(a);
    work += (n * n * perAttack * (perAttack + 1)) / 2;
    pool += n * perAttack;
    count += n;
    work += pool * (n * perAttack + 1);
  }
  if (work > MAX_COMBAT_WORK)
    return {
      ok: false,
      violations: [violation('combat/too-large', `This attack could deal up to ${pool} damage points from ${count} attacks: too large to compute exactly; split it into smaller attacks (fewer models or attacks per profile).`, { path: ['attack'] })],
    };
  return { ok: true, value: { edition: ed as Edition, attacks, target: t as CheckedTarget } };
}

/**
 * An upper bound of the damage points one attack can put in the pool (for the work budget). A crit of 2 hits reaches it
 * only in 4th edition and extra hits only without `instead`: the checks refuse the others (profile-input.test.ts).
 */
function attackMaxBound(a: CheckedAttack): number {
  const damage = diceMax(a.damage);
  const w = a.onWound;
  const afterHit = w === null ? damage : w.instead ? Math.max(damage, diceMax(w.mortal)) : damage + diceMax(w.mortal);
  const h = a.onHit;
  const hits = a.crit === '2-hits' ? 2 : h !== null ? 1 + diceMax(h.extraHits) : 1;
  return hits * afterHit + (h !== null && h.mortal !== null ? diceMax(h.mortal) : 0);
}

/** Reads the options once (extra keys are allowed: `RollOptions` adds its own), or null after a violation. */
export function snapshotOptions(raw: unknown, out: RuleViolation[]): Snapshot | null {
  try {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      out.push(violation('combat/invalid-options', `The options are ${raw === null ? 'null' : typeof raw}, so the edition is missing; give { edition: 3 } (Gallet) or { edition: 4 } (Blighted Wilds).`, { path: ['options', 'edition'] }));
      return null;
    }
    const copy: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const k of ['edition', 'rng', 'unit', 'by']) copy[k] = (raw as Record<string, unknown>)[k];
    return copy;
  } catch {
    out.push(violation('combat/invalid-options', 'The options could not be read: a getter or a Proxy trap threw. Give a plain object { edition }.', { path: ['options'] }));
    return null;
  }
}

function intIn(x: unknown, min: number, max: number): x is number {
  // Number.isInteger is false for anything that is not a number
  return Number.isInteger(x) && (x as number) >= min && (x as number) <= max;
}

function show(x: unknown): string {
  if (typeof x === 'string') return JSON.stringify(x.slice(0, 40));
  if (typeof x === 'object' && x !== null) return Array.isArray(x) ? 'an array' : 'an object';
  return String(x);
}

function checkReroll(x: unknown, code: string, base: readonly (string | number)[], f: string, out: RuleViolation[]): Reroll {
  const r = x ?? 'none';
  if (!(REROLLS as readonly unknown[]).includes(r)) fieldViolation(out, code, base, f, `A re-roll is one of ${REROLLS.join(', ')}, not ${show(r)}.`);
  // a value refused above is returned too, but never used: every violation pushed refuses the problem (checkCombat)
  return r as Reroll;
}

function checkTrigger(raw: unknown, kind: 'onHit' | 'onWound', base: readonly (string | number)[], out: RuleViolation[]): CheckedTrigger | null {
  const path = [...base, kind];
  const what = kind === 'onHit' ? 'A hit trigger' : 'A wound trigger';
  const s = snapshot(raw, kind === 'onHit' ? HIT_TRIGGER_KEYS : WOUND_TRIGGER_KEYS, 'combat/invalid-attack', path, what, out);
  if (s === null) return null;
  const bad = (f: string, msg: string): void => void out.push(violation('combat/invalid-attack', msg, { path: [...path, f] }));
  const on = s['on'] ?? 6;
  const modified = s['modified'] ?? false;
  const instead = s['instead'] ?? false;
  if (!intIn(on, 2, 6)) bad('on', `A trigger's roll is a whole number from 2 to 6 (6 means on a 6, 5 on a 5+), not ${show(on)}.`);
  if (typeof modified !== 'boolean') bad('modified', `modified is true or false, not ${show(modified)}.`);
  if (typeof instead !== 'boolean') bad('instead', `instead is true or false, not ${show(instead)}.`);
  let extraHits: DiceExpression = { dice: 0, sides: 6, plus: 0 };
  if (s['extraHits'] !== undefined) {
    const d = toDice(s['extraHits'] as DiceValue, [...path, 'extraHits']);
    if ('code' in d) out.push({ ...d, code: 'combat/invalid-attack' });
    else extraHits = d;
  }
  let mortal: DiceExpression | null = null;
  if (s['mortal'] !== undefined) {
    const d = toDice(s['mortal'] as DiceValue, [...path, 'mortal']);
    if ('code' in d) out.push({ ...d, code: 'combat/invalid-attack' });
    else mortal = d;
  }
  if (kind === 'onWound' && s['mortal'] === undefined) bad('mortal', 'A wound trigger causes mortal wounds: give mortal (a number or dice).');
  if (kind === 'onHit' && s['mortal'] === undefined && s['extraHits'] === undefined) out.push(violation('combat/invalid-attack', 'A hit trigger gives extraHits, mortal, or both.', { path }));
  if (instead === true && s['mortal'] === undefined) bad('instead', 'instead: true replaces the normal damage with mortal wounds: give mortal too.');
  if (instead === true && s['extraHits'] !== undefined) bad('instead', 'instead: true ends the attack sequence, so it cannot also score extraHits.');
  // a trigger with a violation is returned too, but never used: every violation pushed refuses the problem (checkCombat)
  return { on: on as number, modified: modified as boolean, extraHits, mortal, instead: instead as boolean };
}

/** Adds a violation of `code` at `base.field`. */
function fieldViolation(out: RuleViolation[], code: string, base: readonly (string | number)[], field: string, msg: string): void {
  out.push(violation(code, msg, { path: [...base, field] }));
}

function checkAttack(raw: unknown, base: readonly (string | number)[], edition: Edition | null, out: RuleViolation[]): CheckedAttack | null {
  const s = snapshot(raw, ATTACK_KEYS, 'combat/invalid-attack', base, 'An attack profile', out);
  if (s === null) return null;
  const { models, hit, wound } = s;
  const rend = s['rend'] ?? 0;
  const crit = s['crit'] ?? 'none';
  const hitModifier = s['hitModifier'] ?? 0;
  const woundModifier = s['woundModifier'] ?? 0;
  const leaderAttacks = s['leaderAttacks'] ?? 0;
  if (!intIn(models, 1, MAX_MODELS)) fieldViolation(out, 'combat/invalid-attack', base, 'models', `Attacking models must be a whole number from 1 to ${MAX_MODELS}, not ${show(models)}.`);
  if (!intIn(hit, 1, 6)) fieldViolation(out, 'combat/invalid-attack', base, 'hit', `The Hit characteristic must be a whole number from 1 to 6 (4 means 4+), not ${show(hit)}.`);
  if (!intIn(wound, 1, 6)) fieldViolation(out, 'combat/invalid-attack', base, 'wound', `The Wound characteristic must be a whole number from 1 to 6 (4 means 4+), not ${show(wound)}.`);
  if (!intIn(rend, 0, 6)) fieldViolation(out, 'combat/invalid-attack', base, 'rend', `Rend must be a whole number from 0 to 6, written as a positive number (a 3rd-edition "-1" is rend 1), not ${show(rend)}.`);
  if (!intIn(hitModifier, -20, 20)) fieldViolation(out, 'combat/invalid-attack', base, 'hitModifier', `The hit modifier must be a whole number from -20 to 20 (it is capped at +1 / -1), not ${show(hitModifier)}.`);
  if (!intIn(woundModifier, -20, 20)) fieldViolation(out, 'combat/invalid-attack', base, 'woundModifier', `The wound modifier must be a whole number from -20 to 20 (it is capped at +1 / -1), not ${show(woundModifier)}.`);
  if (!intIn(leaderAttacks, 0, 20)) fieldViolation(out, 'combat/invalid-attack', base, 'leaderAttacks', `A leader's extra attacks are a whole number from 0 to 20, not ${show(leaderAttacks)}.`);
  const rerollHit = checkReroll(s['rerollHit'], 'combat/invalid-attack', base, 'rerollHit', out);
  const rerollWound = checkReroll(s['rerollWound'], 'combat/invalid-attack', base, 'rerollWound', out);
  if (!(CRITS as readonly unknown[]).includes(crit)) fieldViolation(out, 'combat/invalid-attack', base, 'crit', `The crit ability must be one of ${CRITS.join(', ')}, not ${show(crit)}.`);
  // 3rd edition (FACTS §9) has no critical hits in its core attack sequence
  else if (edition === 3 && crit !== 'none')
    out.push(violation('combat/not-in-edition', `Crit (${crit as CritAbility}) is a 4th-edition weapon ability; the 3rd-edition attack sequence has no critical hits: use crit 'none' with edition 3.`, { path: [...base, 'crit'] }));
  const onHit = s['onHit'] === undefined ? null : checkTrigger(s['onHit'], 'onHit', base, out);
  // a wound trigger without mortal is refused in checkTrigger ('A wound trigger causes mortal wounds')
  const onWound = s['onWound'] === undefined ? null : (checkTrigger(s['onWound'], 'onWound', base, out) as CheckedWoundTrigger | null);
  // ruling sim/edition-abilities: triggers on a 6 are 3rd-edition weapon abilities; 4th edition has crits instead
  for (const k of ['onHit', 'onWound'] as const)
    if (edition === 4 && s[k] !== undefined)
      out.push(violation('combat/not-in-edition', `${k} is a 3rd-edition ability (a trigger on a 6); in 4th edition an unmodified 6 to hit is a critical hit: use crit ('2-hits', 'auto-wound' or 'mortal') with edition 4.`, { path: [...base, k] }));
  const attacks = toDice(s['attacks'] as DiceValue, [...base, 'attacks']);
  if ('code' in attacks) out.push(attacks);
  const damage = toDice(s['damage'] as DiceValue, [...base, 'damage']);
  if ('code' in damage) out.push(damage);
  // an attack with a violation (its dice included) is returned too, but never used: every violation pushed refuses the
  // problem (checkCombat)
  return {
    models: models as number,
    attacks: attacks as DiceExpression,
    hit: hit as number,
    wound: wound as number,
    rend: rend as number,
    damage: damage as DiceExpression,
    crit: crit as CritAbility,
    hitMod: capModifier(hitModifier as number),
    woundMod: capModifier(woundModifier as number),
    leaderAttacks: leaderAttacks as number,
    rerollHit,
    rerollWound,
    onHit,
    onWound,
  };
}

// Stryker disable next-line all: module-load constant (see above); the path is asserted in test/sim/combat/profile-input.test.ts
const TARGET_PATH: readonly string[] = ['target'];

function checkTarget(raw: unknown, out: RuleViolation[]): CheckedTarget | null {
  const s = snapshot(raw, TARGET_KEYS, 'combat/invalid-target', ['target'], 'A target', out);
  if (s === null) return null;
  const { models, health } = s;
  const save = s['save'] ?? null;
  const ward = s['ward'] ?? null;
  const saveModifier = s['saveModifier'] ?? 0;
  const damageTaken = s['damageTaken'] ?? 0;
  const ethereal = s['ethereal'] ?? false;
  if (!intIn(models, 1, MAX_MODELS)) fieldViolation(out, 'combat/invalid-target', TARGET_PATH, 'models', `The target's models must be a whole number from 1 to ${MAX_MODELS}, not ${show(models)}.`);
  if (!intIn(health, 1, 100)) fieldViolation(out, 'combat/invalid-target', TARGET_PATH, 'health', `Health (Wounds in 3rd edition) must be a whole number from 1 to 100, not ${show(health)}.`);
  if (save !== null && !intIn(save, 1, 6)) fieldViolation(out, 'combat/invalid-target', TARGET_PATH, 'save', `The Save characteristic must be a whole number from 1 to 6 (4 means 4+), or null for none, not ${show(save)}.`);
  if (ward !== null && !intIn(ward, 2, 6)) fieldViolation(out, 'combat/invalid-target', TARGET_PATH, 'ward', `A ward value must be a whole number from 2 to 6 (5 means WARD (5+)), or null for none, not ${show(ward)}.`);
  if (!intIn(saveModifier, -20, 20)) fieldViolation(out, 'combat/invalid-target', TARGET_PATH, 'saveModifier', `The save modifier must be a whole number from -20 to 20 (a positive sum counts as +1 at most), not ${show(saveModifier)}.`);
  if (!intIn(damageTaken, 0, 99) || (intIn(health, 1, 100) && damageTaken >= health))
    fieldViolation(out, 'combat/invalid-target', TARGET_PATH, 'damageTaken', `Damage already taken sits on one model, so it is a whole number from 0 to Health - 1 (${intIn(health, 1, 100) ? health - 1 : 'Health - 1'}), not ${show(damageTaken)}.`);
  if (typeof ethereal !== 'boolean') fieldViolation(out, 'combat/invalid-target', TARGET_PATH, 'ethereal', `ethereal is true or false, not ${show(ethereal)}.`);
  const rerollSave = checkReroll(s['rerollSave'], 'combat/invalid-target', TARGET_PATH, 'rerollSave', out);
  // a value refused above is returned too, but never used: every violation pushed refuses the problem (checkCombat)
  return {
    models: models as number,
    health: health as number,
    save: save as number | null,
    ward: ward as number | null,
    saveMod: capSaveModifier(saveModifier as number),
    damageTaken: damageTaken as number,
    rerollSave,
    ethereal: ethereal as boolean,
  };
}
