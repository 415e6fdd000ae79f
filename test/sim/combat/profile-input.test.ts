import { describe, expect, it } from 'vitest';
import { attackDistribution, createRng, rollAttack, type AttackProfile, type CombatTarget } from '../../../src/sim.js';

// The checks of a combat problem, whole (code, message, path): the options, the list of weapons, each field of a
// profile, a trigger and a target with its bounds, and the work budget.

const attack: AttackProfile = { models: 1, attacks: 1, hit: 4, wound: 4, damage: 1 };
const target: CombatTarget = { models: 1, health: 2 };
const ATTACK_FIELDS = 'models, attacks, hit, wound, rend, damage, crit, hitModifier, woundModifier, leaderAttacks, rerollHit, rerollWound, onHit, onWound';
const TARGET_FIELDS = 'models, health, save, ward, saveModifier, damageTaken, rerollSave, ethereal';

function violations(a: unknown, t: unknown = target, options: unknown = { edition: 3 }): unknown {
  const r = attackDistribution(a as AttackProfile, t as CombatTarget, options as { edition: 3 });
  return r.ok ? 'accepted' : r.violations;
}
const v = (code: string, message: string, path: (string | number)[]): unknown => ({ code, message, path });
const onAttack = (field: string, message: string, path: (string | number)[] = ['attack']): unknown => [v('combat/invalid-attack', message, [...path, field])];
const onTarget = (field: string, message: string): unknown => [v('combat/invalid-target', message, ['target', field])];

describe('options', () => {
  const missing = (what: string): unknown => [v('combat/invalid-options', `The options are ${what}, so the edition is missing; give { edition: 3 } (Gallet) or { edition: 4 } (Blighted Wilds).`, ['options', 'edition'])];
  const edition = (what: string): unknown => [v('combat/invalid-options', `The edition is ${what}; give { edition: 3 } (Gallet) or { edition: 4 } (Blighted Wilds): editions never mix.`, ['options', 'edition'])];
  it('an object with the edition, 3 or 4', () => {
    expect(violations(attack, target, null)).toEqual(missing('null'));
    expect(violations(attack, target, 3)).toEqual(missing('number'));
    expect(violations(attack, target, [3])).toEqual(missing('object'));
    expect(violations(attack, target, {})).toEqual(edition('missing'));
    expect(violations(attack, target, { edition: 5 })).toEqual(edition('5'));
    expect(violations(attack, target, { edition: '3' })).toEqual(edition('"3"'));
    expect(violations(attack, target, { edition: null })).toEqual(edition('object'));
    expect(violations(attack, target, Object.defineProperty({}, 'edition', { enumerable: true, get: () => { throw new Error('no'); } }))).toEqual([
      v('combat/invalid-options', 'The options could not be read: a getter or a Proxy trap threw. Give a plain object { edition }.', ['options']),
    ]);
    // the profile and the target are checked all the same
    expect(violations({ ...attack, hit: 0 }, { ...target, health: 0 }, {})).toHaveLength(3);
    expect(violations(attack, target, { edition: 4 })).toBe('accepted');
  });
});

describe('weapons', () => {
  it('1 to 32 profiles in a list, each at its index', () => {
    expect(violations([])).toEqual([v('combat/invalid-attack', 'An attack has 1 to 32 weapon profiles, not 0.', ['attack'])]);
    expect(violations(Array.from({ length: 33 }, () => attack))).toEqual([v('combat/invalid-attack', 'An attack has 1 to 32 weapon profiles, not 33.', ['attack'])]);
    expect(violations(Array.from({ length: 32 }, () => attack))).toBe('accepted');
    expect(violations([attack, { ...attack, hit: 0 }])).toEqual(onAttack('hit', 'The Hit characteristic must be a whole number from 1 to 6 (4 means 4+), not 0.', ['attack', 1]));
    const unreadable = new Proxy([attack], { get: (t, k) => { if (k === 'length') throw new Error('no'); return Reflect.get(t, k); } });
    // a Proxy of a list may give any length: only a whole number from 1 to 32 is read
    const lengthOf = (n: unknown): unknown => violations(new Proxy([attack, attack], { get: (t, k) => (k === 'length' ? n : Reflect.get(t, k)) }));
    expect(lengthOf(1.5)).toEqual([v('combat/invalid-attack', 'An attack has 1 to 32 weapon profiles, not 1.5.', ['attack'])]);
    expect(lengthOf('2')).toEqual([v('combat/invalid-attack', 'An attack has 1 to 32 weapon profiles, not 2.', ['attack'])]);
    expect(lengthOf(Number.NaN)).toEqual([v('combat/invalid-attack', 'An attack has 1 to 32 weapon profiles, not NaN.', ['attack'])]);
    expect(lengthOf(2)).toBe('accepted');
    // a revoked Proxy (even Array.isArray throws on it) is a profile that cannot be read, not a list
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(violations(revoked.proxy)).toEqual([v('combat/invalid-attack', `An attack profile could not be read: a getter or a Proxy trap threw. Give a plain object { ${ATTACK_FIELDS} }.`, ['attack'])]);
    expect(violations(unreadable)).toEqual([v('combat/invalid-attack', 'The list of weapon profiles could not be read: a getter or a Proxy trap threw. Give a plain array of profiles.', ['attack'])]);
  });

  it('a profile is a plain object of known fields', () => {
    expect(violations(null)).toEqual([v('combat/invalid-attack', `An attack profile is an object { ${ATTACK_FIELDS} }, not null.`, ['attack'])]);
    expect(violations('x')).toEqual([v('combat/invalid-attack', `An attack profile is an object { ${ATTACK_FIELDS} }, not string.`, ['attack'])]);
    expect(violations([[attack]])).toEqual([v('combat/invalid-attack', `An attack profile is an object { ${ATTACK_FIELDS} }, not an array.`, ['attack', 0])]);
    const key = 'k'.repeat(50);
    expect(violations({ ...attack, extra: 1, [key]: 2 })).toEqual([
      v('combat/invalid-attack', `"extra" is not a field of an attack profile: the combat maths would ignore it and give a wrong answer. The fields are ${ATTACK_FIELDS}.`, ['attack', 'extra']),
      v('combat/invalid-attack', `"${'k'.repeat(40)}" is not a field of an attack profile: the combat maths would ignore it and give a wrong answer. The fields are ${ATTACK_FIELDS}.`, ['attack', key]),
    ]);
    // more keys than a profile could hold (its 14 fields and 8 more) are refused before they are read
    const many = Object.fromEntries(Array.from({ length: 23 }, (_, i) => [`k${i}`, i]));
    expect(violations(many)).toEqual([v('combat/invalid-attack', `An attack profile has 23 keys; its fields are ${ATTACK_FIELDS}.`, ['attack'])]);
    const some = Object.fromEntries(Array.from({ length: 22 }, (_, i) => [`k${i}`, i]));
    expect(violations(some)).toHaveLength(22);
    expect(violations(Object.defineProperty({ ...attack }, 'hit', { enumerable: true, get: () => { throw new Error('no'); } }))).toEqual([
      v('combat/invalid-attack', `An attack profile could not be read: a getter or a Proxy trap threw. Give a plain object { ${ATTACK_FIELDS} }.`, ['attack']),
    ]);
  });

  it('each field within its bounds', () => {
    const cases: [keyof AttackProfile, unknown[], unknown[], string][] = [
      ['models', [1, 1000], [0, 1001, 1.5], 'Attacking models must be a whole number from 1 to 1000, not '],
      ['hit', [1, 6], [0, 7], 'The Hit characteristic must be a whole number from 1 to 6 (4 means 4+), not '],
      ['wound', [1, 6], [0, 7], 'The Wound characteristic must be a whole number from 1 to 6 (4 means 4+), not '],
      ['rend', [0, 6], [-1, 7], 'Rend must be a whole number from 0 to 6, written as a positive number (a 3rd-edition "-1" is rend 1), not '],
      ['hitModifier', [-20, 20], [-21, 21], 'The hit modifier must be a whole number from -20 to 20 (it is capped at +1 / -1), not '],
      ['woundModifier', [-20, 20], [-21, 21], 'The wound modifier must be a whole number from -20 to 20 (it is capped at +1 / -1), not '],
      ['leaderAttacks', [0, 20], [-1, 21], "A leader's extra attacks are a whole number from 0 to 20, not "],
    ];
    for (const [field, good, bad, message] of cases) {
      for (const x of good) expect(violations({ ...attack, [field]: x }), `${field} ${String(x)}`).toBe('accepted');
      for (const x of bad) expect(violations({ ...attack, [field]: x }), `${field} ${String(x)}`).toEqual(onAttack(field, `${message}${String(x)}.`));
    }
    // how a wrong value is shown
    expect(violations({ ...attack, hit: '4' })).toEqual(onAttack('hit', 'The Hit characteristic must be a whole number from 1 to 6 (4 means 4+), not "4".'));
    expect(violations({ ...attack, hit: 'h'.repeat(60) })).toEqual(onAttack('hit', `The Hit characteristic must be a whole number from 1 to 6 (4 means 4+), not "${'h'.repeat(40)}".`));
    expect(violations({ ...attack, hit: {} })).toEqual(onAttack('hit', 'The Hit characteristic must be a whole number from 1 to 6 (4 means 4+), not an object.'));
    expect(violations({ ...attack, hit: [4] })).toEqual(onAttack('hit', 'The Hit characteristic must be a whole number from 1 to 6 (4 means 4+), not an array.'));
    expect(violations({ models: 1, attacks: 1, wound: 4, damage: 1 })).toEqual(onAttack('hit', 'The Hit characteristic must be a whole number from 1 to 6 (4 means 4+), not undefined.'));
    expect(violations({ ...attack, hit: null })).toEqual(onAttack('hit', 'The Hit characteristic must be a whole number from 1 to 6 (4 means 4+), not null.'));
    expect(violations({ ...attack, hit: true })).toEqual(onAttack('hit', 'The Hit characteristic must be a whole number from 1 to 6 (4 means 4+), not true.'));
    for (const field of ['rerollHit', 'rerollWound'] as const) {
      for (const x of ['none', 'ones', 'failed', 'all']) expect(violations({ ...attack, [field]: x })).toBe('accepted');
      expect(violations({ ...attack, [field]: 'some' })).toEqual(onAttack(field, 'A re-roll is one of none, ones, failed, all, not "some".'));
      expect(violations({ ...attack, [field]: true })).toEqual(onAttack(field, 'A re-roll is one of none, ones, failed, all, not true.'));
    }
    expect(violations({ ...attack, crit: 'x' }, target, { edition: 4 })).toEqual(onAttack('crit', 'The crit ability must be one of none, 2-hits, auto-wound, mortal, not "x".'));
    expect(violations({ ...attack, crit: 2 }, target, { edition: 3 })).toEqual(onAttack('crit', 'The crit ability must be one of none, 2-hits, auto-wound, mortal, not 2.'));
    for (const crit of ['2-hits', 'auto-wound', 'mortal']) {
      expect(violations({ ...attack, crit }, target, { edition: 4 })).toBe('accepted');
      expect(violations({ ...attack, crit }, target, { edition: 3 })).toEqual([
        v('combat/not-in-edition', `Crit (${crit}) is a 4th-edition weapon ability; the 3rd-edition attack sequence has no critical hits: use crit 'none' with edition 3.`, ['attack', 'crit']),
      ]);
    }
    expect(violations({ ...attack, crit: 'none' }, target, { edition: 3 })).toBe('accepted');
    expect(violations({ ...attack, attacks: 'D7' })).toMatchObject([{ code: 'combat/invalid-dice', path: ['attack', 'attacks'] }]);
    expect(violations({ ...attack, attacks: 'D7', damage: 'D8' })).toMatchObject([{ path: ['attack', 'attacks'] }, { path: ['attack', 'damage'] }]);
  });
});

describe('triggers', () => {
  const HIT = 'on, modified, extraHits, mortal, instead';
  it('3rd edition only', () => {
    for (const k of ['onHit', 'onWound'] as const) {
      expect(violations({ ...attack, [k]: { mortal: 1 } }, target, { edition: 4 })).toEqual([
        v('combat/not-in-edition', `${k} is a 3rd-edition ability (a trigger on a 6); in 4th edition an unmodified 6 to hit is a critical hit: use crit ('2-hits', 'auto-wound' or 'mortal') with edition 4.`, ['attack', k]),
      ]);
      expect(violations({ ...attack, [k]: { mortal: 1 } })).toBe('accepted');
    }
  });

  it('each field of a trigger', () => {
    const hit = (t: unknown): unknown => violations({ ...attack, onHit: t });
    const at = (field: string, message: string): unknown => onAttack(field, message, ['attack', 'onHit']);
    expect(hit(null)).toEqual([v('combat/invalid-attack', `A hit trigger is an object { ${HIT} }, not null.`, ['attack', 'onHit'])]);
    expect(violations({ ...attack, onWound: 5 })).toEqual([v('combat/invalid-attack', 'A wound trigger is an object { on, modified, mortal, instead }, not number.', ['attack', 'onWound'])]);
    expect(violations({ ...attack, onWound: { mortal: 1, extraHits: 1 } })).toMatchObject([{ code: 'combat/invalid-attack', path: ['attack', 'onWound', 'extraHits'] }]);
    for (const on of [2, 6]) expect(hit({ on, mortal: 1 })).toBe('accepted');
    for (const on of [1, 7, '5']) expect(hit({ on, mortal: 1 })).toEqual(at('on', `A trigger's roll is a whole number from 2 to 6 (6 means on a 6, 5 on a 5+), not ${typeof on === 'string' ? `"${on}"` : on}.`));
    expect(hit({ modified: 'yes', mortal: 1 })).toEqual(at('modified', 'modified is true or false, not "yes".'));
    expect(hit({ instead: 1, mortal: 1 })).toEqual(at('instead', 'instead is true or false, not 1.'));
    expect(hit({ modified: true, instead: true, mortal: 1 })).toBe('accepted');
    expect(hit({ extraHits: 'D7' })).toMatchObject([{ code: 'combat/invalid-attack', path: ['attack', 'onHit', 'extraHits'], message: expect.stringMatching(/^"D7" is not a dice expression/) as unknown }]);
    expect(hit({ mortal: -1 })).toMatchObject([{ code: 'combat/invalid-attack', path: ['attack', 'onHit', 'mortal'], message: expect.stringMatching(/^-1 is not a whole number/) as unknown }]);
    expect(hit({})).toEqual([v('combat/invalid-attack', 'A hit trigger gives extraHits, mortal, or both.', ['attack', 'onHit'])]);
    expect(hit({ extraHits: 1 })).toBe('accepted');
    expect(violations({ ...attack, onWound: {} })).toEqual(onAttack('mortal', 'A wound trigger causes mortal wounds: give mortal (a number or dice).', ['attack', 'onWound']));
    expect(violations({ ...attack, onWound: { mortal: 'D3', instead: true } })).toBe('accepted');
    expect(violations({ ...attack, onWound: { instead: true } })).toEqual([
      v('combat/invalid-attack', 'A wound trigger causes mortal wounds: give mortal (a number or dice).', ['attack', 'onWound', 'mortal']),
      v('combat/invalid-attack', 'instead: true replaces the normal damage with mortal wounds: give mortal too.', ['attack', 'onWound', 'instead']),
    ]);
    expect(hit({ instead: true, extraHits: 1, mortal: 1 })).toEqual(at('instead', 'instead: true ends the attack sequence, so it cannot also score extraHits.'));
    expect(hit({ instead: false, extraHits: 1 })).toBe('accepted');
  });
});

describe('the target', () => {
  it('a plain object of known fields, each within its bounds', () => {
    expect(violations(attack, null)).toEqual([v('combat/invalid-target', `A target is an object { ${TARGET_FIELDS} }, not null.`, ['target'])]);
    expect(violations(attack, { ...target, armour: 1 })).toEqual([
      v('combat/invalid-target', `"armour" is not a field of a target: the combat maths would ignore it and give a wrong answer. The fields are ${TARGET_FIELDS}.`, ['target', 'armour']),
    ]);
    const cases: [keyof CombatTarget, unknown[], unknown[], string][] = [
      ['models', [1, 1000], [0, 1001], "The target's models must be a whole number from 1 to 1000, not "],
      ['health', [1, 100], [0, 101], 'Health (Wounds in 3rd edition) must be a whole number from 1 to 100, not '],
      ['save', [1, 6, null], [0, 7], 'The Save characteristic must be a whole number from 1 to 6 (4 means 4+), or null for none, not '],
      ['ward', [2, 6, null], [1, 7], 'A ward value must be a whole number from 2 to 6 (5 means WARD (5+)), or null for none, not '],
      ['saveModifier', [-20, 20], [-21, 21], 'The save modifier must be a whole number from -20 to 20 (a positive sum counts as +1 at most), not '],
    ];
    for (const [field, good, bad, message] of cases) {
      for (const x of good) expect(violations(attack, { ...target, [field]: x }), `${field} ${String(x)}`).toBe('accepted');
      for (const x of bad) expect(violations(attack, { ...target, [field]: x }), `${field} ${String(x)}`).toEqual(onTarget(field, `${message}${String(x)}.`));
    }
    const taken = (most: string, x: unknown): unknown => onTarget('damageTaken', `Damage already taken sits on one model, so it is a whole number from 0 to Health - 1 (${most}), not ${String(x)}.`);
    expect(violations(attack, { models: 1, health: 3, damageTaken: 2 })).toBe('accepted');
    expect(violations(attack, { models: 1, health: 3, damageTaken: 0 })).toBe('accepted');
    expect(violations(attack, { models: 1, health: 3, damageTaken: 3 })).toEqual(taken('2', 3));
    expect(violations(attack, { models: 1, health: 3, damageTaken: -1 })).toEqual(taken('2', -1));
    expect(violations(attack, { models: 1, health: 100, damageTaken: 99 })).toBe('accepted');
    expect(violations(attack, { models: 1, health: 100, damageTaken: 100 })).toEqual(taken('99', 100));
    expect(violations(attack, { models: 1, health: 0, damageTaken: 100 })).toEqual([
      v('combat/invalid-target', 'Health (Wounds in 3rd edition) must be a whole number from 1 to 100, not 0.', ['target', 'health']),
      v('combat/invalid-target', 'Damage already taken sits on one model, so it is a whole number from 0 to Health - 1 (Health - 1), not 100.', ['target', 'damageTaken']),
    ]);
    // -0 damage taken is 0: the unit after an attack that deals nothing carries +0, not -0
    const after = rollAttack({ ...attack, hit: 6, hitModifier: -1 }, { models: 1, health: 3, damageTaken: -0 }, { edition: 3, rng: createRng(1), unit: 'u' });
    expect(after.ok && Object.is(after.after.damageTaken, 0)).toBe(true);
    // with no valid Health, damage taken is only checked for its own range
    expect(violations(attack, { models: 1, health: 0, damageTaken: 1 })).toEqual(onTarget('health', 'Health (Wounds in 3rd edition) must be a whole number from 1 to 100, not 0.'));
    expect(violations(attack, { models: 1, health: '3', damageTaken: 5 })).toEqual(onTarget('health', 'Health (Wounds in 3rd edition) must be a whole number from 1 to 100, not "3".'));
    expect(violations(attack, { ...target, ethereal: 'yes' })).toEqual(onTarget('ethereal', 'ethereal is true or false, not "yes".'));
    expect(violations(attack, { ...target, rerollSave: 'twice' })).toEqual(onTarget('rerollSave', 'A re-roll is one of none, ones, failed, all, not "twice".'));
  });
});

describe('the work budget at its edge', () => {
  // (before the tests with attackDistribution below: a mutant that accepts those would compute for minutes)
  // the budget is 2e8 multiply-adds: per weapon, n attacks of p damage points at most cost n² p (p + 1) / 2, and the
  // pool so far (every weapon's n p) times (n p + 1). Checked with rollAttack, which runs the same checks but rolls
  // the dice instead of computing the distribution, so an attack at the edge is cheap to accept.
  const checked = (a: AttackProfile | AttackProfile[], edition: 3 | 4 = 3): unknown => {
    const r = rollAttack(a, { models: 1, health: 2 }, { edition, rng: createRng(1), unit: 'u' });
    return r.ok ? 'accepted' : r.violations;
  };
  const tooLarge = (pool: number, count: number): unknown => [
    v('combat/too-large', `This attack could deal up to ${pool} damage points from ${count} attacks: too large to compute exactly; split it into smaller attacks (fewer models or attacks per profile).`, ['attack']),
  ];

  it('1 damage point an attack: 9,999 attacks (2n² + n = 199,970,001) are computed, 10,000 (200,010,000) are not', () => {
    expect(checked({ ...attack, models: 999, attacks: 10, leaderAttacks: 9 })).toBe('accepted');
    expect(checked({ ...attack, models: 1000, attacks: 10 })).toEqual(tooLarge(10000, 10000));
    expect(checked({ ...attack, models: 999, attacks: 10, leaderAttacks: 10 })).toEqual(tooLarge(10000, 10000));
  });

  it('2 damage points an attack: 5,345 attacks (7n² + 2n = 199,993,865) are computed, 5,346 are not', () => {
    expect(checked({ ...attack, models: 213, attacks: 25, leaderAttacks: 20, damage: 2 })).toBe('accepted');
    expect(checked({ ...attack, models: 594, attacks: 9, damage: 2 })).toEqual(tooLarge(10692, 5346));
  });

  it('exactly 2e8 is still computed; the pool of the weapons before counts in each', () => {
    // 5,375 attacks of 1 point (28,890,625 + 5,375 x 5,376), then 800 of 10 (35,200,000 + 13,375 x 8,001): 2e8 exactly
    expect(checked([{ ...attack, models: 215, attacks: 25 }, { ...attack, models: 80, attacks: 10, damage: 10 }])).toBe('accepted');
    expect(checked([{ ...attack, models: 215, attacks: 25 }, { ...attack, models: 80, attacks: 10, damage: 10, leaderAttacks: 1 }])).toEqual(tooLarge(13385, 6176));
    // the same weapons the other way round cost more (the 5,375 attacks are counted with the 8,000 points before them)
    expect(checked([{ ...attack, models: 80, attacks: 10, damage: 10 }, { ...attack, models: 215, attacks: 25 }])).toEqual(tooLarge(13375, 6175));
  });

  it('counts the largest damage of an attack: its crit, a trigger\'s extra hits and mortal wounds, in addition or instead', () => {
    // 4th edition: 2 hits from a crit double it; another crit does not
    expect(checked({ ...attack, models: 213, attacks: 25, leaderAttacks: 20, crit: '2-hits' }, 4)).toBe('accepted');
    expect(checked({ ...attack, models: 594, attacks: 9, crit: '2-hits' }, 4)).toEqual(tooLarge(10692, 5346));
    expect(checked({ ...attack, models: 999, attacks: 10, leaderAttacks: 9, crit: 'mortal' }, 4)).toBe('accepted');
    expect(checked({ ...attack, models: 999, attacks: 10, leaderAttacks: 9, crit: 'auto-wound' }, 4)).toBe('accepted');
    // 3rd edition: an extra hit doubles it (with no mortal wounds), mortal wounds on a hit add to it, even instead
    expect(checked({ ...attack, models: 594, attacks: 9, onHit: { extraHits: 1 } })).toEqual(tooLarge(10692, 5346));
    expect(checked({ ...attack, models: 213, attacks: 25, leaderAttacks: 20, onHit: { extraHits: 1 } })).toBe('accepted');
    expect(checked({ ...attack, models: 500, attacks: 10, onHit: { mortal: 2, instead: true } })).toEqual(tooLarge(15000, 5000));
    // mortal wounds on a wound roll: in addition, the sum; instead, the larger of the two
    expect(checked({ ...attack, models: 300, attacks: 10, damage: 2, onWound: { mortal: 3 } })).toEqual(tooLarge(15000, 3000));
    expect(checked({ ...attack, models: 500, attacks: 10, damage: 2, onWound: { mortal: 3, instead: true } })).toEqual(tooLarge(15000, 5000));
    expect(checked({ ...attack, models: 500, attacks: 10, damage: 3, onWound: { mortal: 1, instead: true } })).toEqual(tooLarge(15000, 5000));
    expect(checked({ ...attack, models: 213, attacks: 25, leaderAttacks: 20, damage: 1, onWound: { mortal: 2, instead: true } })).toBe('accepted');
    expect(checked({ ...attack, models: 213, attacks: 25, leaderAttacks: 20, damage: 2, onWound: { mortal: 1, instead: true } })).toBe('accepted');
  });
});

describe('the work budget', () => {
  it('refuses an attack too large to compute exactly, saying how large', () => {
    // 20,000 attacks of 1 damage: 2 x 20,000² multiply-adds and more, beyond 2e8
    expect(violations({ ...attack, models: 1000, attacks: 20 })).toEqual([
      v('combat/too-large', 'This attack could deal up to 20000 damage points from 20000 attacks: too large to compute exactly; split it into smaller attacks (fewer models or attacks per profile).', ['attack']),
    ]);
    // the leader's attacks, D6 damage, and a trigger's extra hits and mortal wounds count
    expect(violations({ ...attack, models: 200, attacks: 10, leaderAttacks: 5, damage: 'D6' })).toEqual([
      v('combat/too-large', 'This attack could deal up to 12030 damage points from 2005 attacks: too large to compute exactly; split it into smaller attacks (fewer models or attacks per profile).', ['attack']),
    ]);
    expect(violations({ ...attack, models: 300, attacks: 10, onHit: { extraHits: 2, mortal: 3 } })).toEqual([
      v('combat/too-large', 'This attack could deal up to 18000 damage points from 3000 attacks: too large to compute exactly; split it into smaller attacks (fewer models or attacks per profile).', ['attack']),
    ]);
    // the largest Damage and Attacks of dice: D3+1 is 4 at most, 2D6 12
    expect(violations({ ...attack, models: 300, attacks: 10, damage: 'D3+1' })).toEqual([
      v('combat/too-large', 'This attack could deal up to 12000 damage points from 3000 attacks: too large to compute exactly; split it into smaller attacks (fewer models or attacks per profile).', ['attack']),
    ]);
    expect(violations({ ...attack, models: 1000, attacks: '2D6' })).toEqual([
      v('combat/too-large', 'This attack could deal up to 12000 damage points from 12000 attacks: too large to compute exactly; split it into smaller attacks (fewer models or attacks per profile).', ['attack']),
    ]);
    expect(violations([{ ...attack, models: 700, attacks: 10 }, { ...attack, models: 700, attacks: 10 }])).toEqual([
      v('combat/too-large', 'This attack could deal up to 14000 damage points from 14000 attacks: too large to compute exactly; split it into smaller attacks (fewer models or attacks per profile).', ['attack']),
    ]);
  });
});
