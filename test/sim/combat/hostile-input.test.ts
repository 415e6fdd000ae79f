import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from 'battlepack-engine/sim';
import { allocateDamage, attackDistribution, combatTargetOf, formatDice, healUnit, MAX_DICE_TEXT, parseDice, rollAttack, type AttackProfile, type CombatTarget } from '../../../src/sim.js';

// Issue 25 items 5, 11 and 15: every exported combat function answers hostile arguments with a typed violation (or a
// documented TypeError) from one check at its entry; profiles are strict; dice texts are read in linear time.
const attack: AttackProfile = { models: 2, attacks: 2, hit: 4, wound: 4, damage: 'D3' };
const target: CombatTarget = { models: 3, health: 2, save: 4 };

/** An object whose getter for `key` throws. */
function throwing<T extends object>(base: T, key: string): T {
  const o = { ...base };
  Object.defineProperty(o, key, { enumerable: true, get: () => { throw new Error('boom'); } });
  return o;
}

/** A Proxy whose every trap throws. */
function trapped<T extends object>(base: T): T {
  const boom = (): never => { throw new Error('trap'); };
  return new Proxy(base, { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom });
}

/** A revoked Proxy: every operation on it throws, even Array.isArray. */
function revoked(): object {
  const p = Proxy.revocable({}, {});
  p.revoke();
  return p.proxy;
}

const hostile = (base: object): unknown[] => [throwing(base, 'models'), trapped(base), revoked(), 'x', 7, () => 1, null, Symbol('s'), [[base]]];

function refusedWith(r: { ok: boolean; violations?: readonly { code: string }[] }, code: RegExp): void {
  expect(r.ok).toBe(false);
  expect(r.violations?.[0]?.code).toMatch(code);
}

describe('strict profiles: unknown keys are refused, never ignored', () => {
  it.each([['reroll', 'all'], ['rerollhit', 'failed'], ['mortalWounds', 1], ['abilities', ['mortal-6s']], ['explodingHits', 1], ['constructor', 1], ['toString', 'x']])('an attack with %s', (key, value) => {
    const r = attackDistribution({ ...attack, [key]: value } as AttackProfile, target, { edition: 3 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.violations).toHaveLength(1);
    expect(r.violations[0]).toMatchObject({ code: 'combat/invalid-attack', path: ['attack', key] });
    // the message names the key and the keys allowed
    expect(r.violations[0]?.message).toContain(`"${key}"`);
    expect(r.violations[0]?.message).toContain('rerollHit, rerollWound, onHit, onWound');
  });

  it('a target with Ethereal, wardSave or __proto__ (as JSON gives it)', () => {
    for (const t of [{ ...target, Ethereal: true }, { ...target, wardSave: 5 }, JSON.parse('{"models":3,"health":2,"__proto__":{"ward":2}}') as CombatTarget]) {
      const r = attackDistribution(attack, t as CombatTarget, { edition: 4 });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.violations[0]?.code).toBe('combat/invalid-target');
        expect(r.violations[0]?.message).toContain('models, health, save, ward, saveModifier, damageTaken, rerollSave, ethereal');
      }
    }
    // the same target without the unknown key is accepted, and ethereal is a known key
    expect(attackDistribution(attack, { ...target, ethereal: true }, { edition: 4 }).ok).toBe(true);
  });

  it('in a list of weapons, in a trigger and in a dice object, with the path to the key', () => {
    const list = attackDistribution([attack, { ...attack, rerolls: 'ones' } as AttackProfile], target, { edition: 3 });
    expect(list.ok ? null : list.violations[0]?.path).toEqual(['attack', 1, 'rerolls']);
    const trig = attackDistribution({ ...attack, onHit: { mortal: 1, onlyOnCharge: true } as never }, target, { edition: 3 });
    expect(trig.ok ? null : trig.violations[0]?.path).toEqual(['attack', 'onHit', 'onlyOnCharge']);
    const dice = attackDistribution({ ...attack, damage: { dice: 1, sides: 3, plus: 0, minimum: 2 } as never }, target, { edition: 3 });
    expect(dice.ok ? null : dice.violations[0]).toMatchObject({ code: 'combat/invalid-dice', path: ['attack', 'damage', 'minimum'] });
    expect(parseDice({ dice: 1, sides: 6, plus: 0, reroll: true } as never).ok).toBe(false);
  });

  it('rollAttack refuses them the same way (no event from an unknown ability)', () => {
    const r = rollAttack({ ...attack, mortalWounds: 2 } as AttackProfile, target, { edition: 3, rng: createRng(1), unit: 'u' });
    refusedWith(r, /^combat\/invalid-attack$/);
  });
});

describe('parseDice: bounded, linear, the same path for Attacks and Damage', () => {
  it(`refuses a text longer than ${MAX_DICE_TEXT} characters before reading it, saying the limit`, () => {
    const long = ' '.repeat(80_000) + 'x';
    for (const r of [parseDice(long), attackDistribution({ ...attack, attacks: long }, target, { edition: 3 }), attackDistribution({ ...attack, damage: long }, target, { edition: 3 })]) {
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.violations[0]?.code).toBe('combat/invalid-dice');
        expect(r.violations[0]?.message).toContain(`longer than ${MAX_DICE_TEXT}`);
      }
    }
  });

  it('reads a text of the maximum length, spaces and all', () => {
    const padded = `${' '.repeat(MAX_DICE_TEXT - 5)}2D6+1`;
    expect(padded).toHaveLength(MAX_DICE_TEXT);
    expect(parseDice(padded)).toEqual({ ok: true, value: { dice: 2, sides: 6, plus: 1 } });
    expect(parseDice(`${padded} `).ok).toBe(false);
    // the adversarial shapes of a backtracking pattern, at the limit: refused with a reason, not a stall
    for (const s of ['1'.repeat(MAX_DICE_TEXT), 'D'.repeat(MAX_DICE_TEXT), '+'.repeat(MAX_DICE_TEXT), `${'1 '.repeat(31)}x`]) expect(parseDice(s).ok).toBe(false);
  });

  it('reads negative constants and mixed sums, and writes them back', () => {
    const read = (s: string): unknown => { const r = parseDice(s); return r.ok ? r.value : r.violations[0]?.message; };
    expect(read('D6-1')).toEqual({ dice: 1, sides: 6, plus: -1 });
    expect(read('2D6+D3')).toEqual({ dice: 2, sides: 6, plus: 0, more: { dice: 1, sides: 3 } });
    expect(read('3+D6')).toEqual({ dice: 1, sides: 6, plus: 3 });
    expect(read('d3 + d3 - 2')).toEqual({ dice: 2, sides: 3, plus: -2 });
    expect(read('1+2')).toEqual({ dice: 0, sides: 6, plus: 3 });
    for (const s of ['D6-1', '2D6+D3', '2D6+D3-1', 'D6+3', '3']) {
      const r = parseDice(s);
      expect(r.ok && formatDice(r.value)).toBe(s);
    }
    expect(formatDice({ dice: 1, sides: 6, plus: 3 })).toBe('D6+3');
  });

  it('a total below 0 counts as 0: D3-2 is 0, 0 or 1', () => {
    const d = attackDistribution({ models: 1, attacks: 1, hit: 1, wound: 1, damage: 'D3-2' }, { models: 1, health: 5 }, { edition: 3 });
    if (!d.ok) throw new Error('refused');
    const lands = 25 / 36;
    expect(d.damage[1]).toBeCloseTo(lands / 3, 14);
    expect(d.damage[0]).toBeCloseTo(1 - lands / 3, 14);
    expect(d.maxDamage).toBe(1);
  });

  it('refuses a constant below 0 with no dice, and a negative whole result', () => {
    for (const s of ['1-2', '0-1', { dice: 0, sides: 6, plus: -1 }]) expect(parseDice(s as never).ok).toBe(false);
  });
});

describe('hostile arguments: a violation or a documented TypeError from the entry, never a crash from inside', () => {
  it('attackDistribution and rollAttack: throwing getters, throwing Proxy traps, revoked Proxies, wrong types', () => {
    for (const bad of hostile(attack)) {
      refusedWith(attackDistribution(bad as AttackProfile, target, { edition: 3 }), /^combat\/invalid-attack$/);
      refusedWith(rollAttack(bad as AttackProfile, target, { edition: 3, rng: createRng(1), unit: 'u' }), /^combat\/invalid-attack$/);
    }
    for (const bad of hostile(target)) {
      refusedWith(attackDistribution(attack, bad as CombatTarget, { edition: 3 }), /^combat\/invalid-target$/);
      refusedWith(rollAttack(attack, bad as CombatTarget, { edition: 3, rng: createRng(1), unit: 'u' }), /^combat\/invalid-target$/);
    }
    for (const bad of [throwing({ edition: 3 }, 'edition'), trapped({ edition: 3 }), revoked(), 3, 'x']) {
      refusedWith(attackDistribution(attack, target, bad as never), /^combat\/invalid-options$/);
      refusedWith(rollAttack(attack, target, bad as never), /^combat\/invalid-options$/);
    }
    // a getter inside a trigger, a dice object, a list of weapons
    refusedWith(attackDistribution({ ...attack, onHit: throwing({ mortal: 1 }, 'mortal') }, target, { edition: 3 }), /^combat\/invalid-attack$/);
    refusedWith(attackDistribution({ ...attack, damage: trapped({ dice: 1, sides: 3 as const, plus: 0 }) }, target, { edition: 3 }), /^combat\/invalid-dice$/);
    refusedWith(attackDistribution(trapped([attack]), target, { edition: 3 }), /^combat\/invalid-attack$/);
  });

  it('a list that claims a billion weapons is refused without being walked', () => {
    let reads = 0;
    const list = new Proxy([attack], { get: (t, k) => (k === 'length' ? 1e9 : (reads++, Reflect.get(t, k))) });
    refusedWith(attackDistribution(list, target, { edition: 3 }), /^combat\/invalid-attack$/);
    expect(reads).toBe(0);
  });

  it('rollAttack: a generator lacking d3, returning a non-face, or throwing is refused (combat/invalid-options)', () => {
    const rng = createRng(5);
    const noD3 = { d6: () => rng.d6() } as unknown as Rng;
    const r = rollAttack(attack, target, { edition: 3, rng: noD3, unit: 'u' });
    refusedWith(r, /^combat\/invalid-options$/);
    if (!r.ok) expect(r.violations.find((v) => v.code === 'combat/invalid-options')?.path).toEqual(['options', 'rng']);
    for (const d6 of [() => 7, () => Number.NaN, () => '3', () => { throw new Error('dead'); }]) {
      const bad = { ...createRng(1), d6 } as unknown as Rng;
      const out = rollAttack(attack, target, { edition: 3, rng: bad, unit: 'u' });
      refusedWith(out, /^combat\/invalid-options$/);
    }
    refusedWith(rollAttack(attack, target, { edition: 3, rng: trapped(createRng(1)), unit: 'u' }), /^combat\/invalid-options$/);
    // a sound generator is accepted
    expect(rollAttack(attack, target, { edition: 3, rng: createRng(1), unit: 'u' }).ok).toBe(true);
  });

  it("rollAttack: the attacker ids must be texts (the events would be refused by the battle)", () => {
    refusedWith(rollAttack(attack, target, { edition: 3, rng: createRng(1), unit: 'u', by: { unit: 5 as never } }), /^combat\/invalid-options$/);
    refusedWith(rollAttack(attack, target, { edition: 3, rng: createRng(1), unit: 'u', by: 'me' as never }), /^combat\/invalid-options$/);
    refusedWith(rollAttack(attack, target, { edition: 3, rng: createRng(1), unit: 'u', by: throwing({ unit: 'a' }, 'unit') }), /^combat\/invalid-options$/);
  });

  it('parseDice and formatDice', () => {
    for (const bad of [trapped({ dice: 1, sides: 6, plus: 0 }), throwing({ dice: 1, sides: 6, plus: 0 }, 'dice'), revoked(), null, [], () => 1]) {
      refusedWith(parseDice(bad as never), /^combat\/invalid-dice$/);
      expect(() => formatDice(bad as never)).toThrow(TypeError);
    }
  });

  it('allocateDamage and healUnit', () => {
    const unit = { models: 3, health: 2, damageTaken: 0 };
    for (const bad of [throwing(unit, 'models'), trapped(unit), revoked(), 'x', null]) {
      refusedWith(allocateDamage(bad as never, 2), /^combat\/invalid-target$/);
      refusedWith(healUnit(bad as never, 1), /^combat\/invalid-target$/);
    }
    for (const n of ['2', Number.NaN, Infinity, -1, 1e12, trapped({})]) {
      refusedWith(allocateDamage(unit, n as never), /^combat\/invalid-target$/);
      refusedWith(healUnit(unit, n as never), /^combat\/invalid-target$/);
    }
  });

  it('combatTargetOf throws a TypeError naming itself; its values are checked where the target is used', () => {
    const unit = { modelsRemaining: 5, wounds: 2 };
    for (const [u, d] of [[throwing(unit, 'wounds'), { save: 4 }], [unit, trapped({ save: 4 })], [revoked(), { save: 4 }], [null, { save: 4 }], [unit, null]] as const)
      expect(() => combatTargetOf(u as never, d as never)).toThrow(/^combatTargetOf:/);
    const t = combatTargetOf(unit, { save: 4, ethereal: true, rerollSave: 'ones' });
    expect(t).toEqual({ models: 5, health: 2, save: 4, ward: null, saveModifier: 0, damageTaken: 0, ethereal: true, rerollSave: 'ones' });
    refusedWith(attackDistribution(attack, combatTargetOf({ modelsRemaining: -1, wounds: 2 }, { save: 4 }), { edition: 4 }), /^combat\/invalid-target$/);
  });
});
