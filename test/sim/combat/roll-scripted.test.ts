import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from 'battlepack-engine/sim';
import { rollAttack, type AttackProfile, type CombatTarget, type CritAbility, type RollOptions } from '../../../src/sim.js';

// rollAttack die by die: a generator whose d6 and d3 answer from lists shows which dice the roller rolls, in which
// order, and what each does (FACTS §9 for both editions, core 4e crits, 3rd-edition triggers, re-rolls, the ward);
// then its options checked whole, and the events it ends with (ruling sim/slain-events).

/** A generator whose d6 and d3 answer from lists, in order; `left()` says what was not rolled. */
function scripted(d6: number[], d3: number[] = []): Rng & { left(): number[][] } {
  const six = [...d6];
  const three = [...d3];
  return { ...createRng(1), d6: () => six.shift() ?? 99, d3: () => three.shift() ?? 99, left: () => [six, three] };
}

/** The damage of a roll with exactly these dice (every one rolled, none more). */
function damage(attack: AttackProfile, target: CombatTarget, edition: 3 | 4, d6: number[], d3: number[] = []): number {
  const rng = scripted(d6, d3);
  const r = rollAttack(attack, target, { edition, rng, unit: 'u' });
  if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('\n'));
  expect(rng.left()).toEqual([[], []]);
  return r.damage;
}

const one = { models: 1, attacks: 1, hit: 4, wound: 4, damage: 2 } as const;
const big: CombatTarget = { models: 1, health: 100 };
const saved: CombatTarget = { models: 1, health: 100, save: 4 };

describe('the attack sequence, die by die', () => {
  it('hit, wound and save rolls: the characteristic reached succeeds, an unmodified 1 fails', () => {
    expect(damage(one, saved, 3, [4, 4, 3])).toBe(2);
    expect(damage(one, saved, 3, [4, 4, 4])).toBe(0);
    expect(damage(one, saved, 3, [3])).toBe(0);
    expect(damage(one, saved, 3, [4, 3])).toBe(0);
    expect(damage({ ...one, hit: 1, wound: 1 }, saved, 3, [1])).toBe(0);
    expect(damage({ ...one, hit: 1, wound: 1 }, saved, 3, [2, 1])).toBe(0);
    expect(damage(one, { ...saved, save: 1 }, 3, [4, 4, 1])).toBe(2);
    // no save: no save roll
    expect(damage(one, big, 3, [4, 4])).toBe(2);
    // rend and the save modifier
    expect(damage({ ...one, rend: 1 }, saved, 3, [4, 4, 4])).toBe(2);
    expect(damage({ ...one, rend: 1 }, { ...saved, saveModifier: 1 }, 3, [4, 4, 4])).toBe(0);
    expect(damage(one, { ...saved, ethereal: true }, 3, [4, 4, 4])).toBe(0);
    expect(damage({ ...one, rend: 2 }, { ...saved, ethereal: true }, 3, [4, 4, 3])).toBe(2);
    // modifiers to hit and wound
    expect(damage({ ...one, hitModifier: 1, woundModifier: -1 }, big, 3, [3, 5])).toBe(2);
    expect(damage({ ...one, hitModifier: 1, woundModifier: -1 }, big, 3, [3, 4])).toBe(0);
  });

  it('each model rolls its attacks; D6 attacks once per model', () => {
    expect(damage({ ...one, models: 2, attacks: 2 }, big, 3, [4, 4, 1, 6, 6, 2])).toBe(4);
    expect(damage({ ...one, models: 2, attacks: 'D3' }, big, 3, [4, 4, 2, 2], [1, 2])).toBe(2);
  });

  it("a leader's extra attacks are the first model's, added before a total below 0 counts as 0", () => {
    // one model with 1 attack and a leader's 1 more: 2 attacks
    expect(damage({ ...one, leaderAttacks: 1 }, big, 3, [4, 4, 4, 4])).toBe(4);
    // D3-2 Attacks, a leader with 2 more: the leader rolls 1 (1 - 2 + 2 = 1 attack), the other model 3 (3 - 2 = 1)
    expect(damage({ ...one, models: 2, attacks: 'D3-2', leaderAttacks: 2 }, big, 3, [4, 4, 4, 4], [1, 3])).toBe(4);
    // the leader rolls 3 (3 attacks), the other 1 (0)
    expect(damage({ ...one, models: 2, attacks: 'D3-2', leaderAttacks: 2 }, big, 3, [4, 4, 4, 4, 4, 4], [3, 1])).toBe(6);
  });

  it('re-rolls: once, before modifiers', () => {
    expect(damage({ ...one, rerollHit: 'failed' }, big, 3, [3, 4, 4])).toBe(2);
    expect(damage({ ...one, rerollHit: 'failed' }, big, 3, [3, 3])).toBe(0);
    expect(damage({ ...one, rerollHit: 'all' }, big, 3, [2, 5, 4])).toBe(2);
    expect(damage({ ...one, rerollHit: 'ones' }, big, 3, [2])).toBe(0);
    expect(damage({ ...one, rerollHit: 'ones' }, big, 3, [1, 4, 4])).toBe(2);
    expect(damage({ ...one, rerollHit: 'none' }, big, 3, [1])).toBe(0);
    expect(damage({ ...one, hitModifier: 1, rerollHit: 'failed' }, big, 3, [3, 4])).toBe(2);
    expect(damage({ ...one, rerollWound: 'failed' }, big, 3, [4, 2, 6])).toBe(2);
    expect(damage({ ...one, rerollWound: 'ones' }, big, 3, [4, 1, 5])).toBe(2);
    expect(damage({ ...one, rerollWound: 'ones' }, big, 3, [4, 3])).toBe(0);
    expect(damage(one, { ...saved, rerollSave: 'failed' }, 3, [4, 4, 2, 4])).toBe(0);
    expect(damage(one, { ...saved, rerollSave: 'ones' }, 3, [4, 4, 2])).toBe(2);
    expect(damage(one, { ...saved, rerollSave: 'ones' }, 3, [4, 4, 1, 6])).toBe(0);
    expect(damage(one, { ...saved, rerollSave: 'none' }, 3, [4, 4, 1])).toBe(2);
  });

  it('4th edition: an unmodified 6 to hit is a crit, and hits whatever the modifier', () => {
    const crit = (c: CritAbility): AttackProfile => ({ ...one, hit: 6, hitModifier: -1, crit: c });
    expect(damage(crit('none'), saved, 4, [6, 4, 3])).toBe(2);
    expect(damage(crit('2-hits'), saved, 4, [6, 4, 3, 4, 3])).toBe(4);
    expect(damage(crit('2-hits'), saved, 4, [6, 4, 3, 3])).toBe(2);
    expect(damage(crit('auto-wound'), saved, 4, [6, 3])).toBe(2);
    expect(damage(crit('mortal'), saved, 4, [6])).toBe(2);
    // a hit that is not a 6 is one ordinary hit, whatever the crit ability: one wound roll, then the save
    for (const c of ['2-hits', 'auto-wound', 'mortal'] as const) expect(damage({ ...one, crit: c }, saved, 4, [5, 4, 3])).toBe(2);
    // a 5 with -1 misses the 6+; in 3rd edition a 6 with -1 misses too
    expect(damage(crit('mortal'), saved, 4, [5])).toBe(0);
    expect(damage({ ...one, hit: 6, hitModifier: -1 }, saved, 3, [6])).toBe(0);
  });

  it('3rd edition: triggers on the hit roll', () => {
    expect(damage({ ...one, onHit: { extraHits: 1 } }, big, 3, [6, 4, 4])).toBe(4);
    expect(damage({ ...one, onHit: { extraHits: 1 } }, big, 3, [5, 4])).toBe(2);
    expect(damage({ ...one, onHit: { on: 5, extraHits: 'D3' } }, big, 3, [5, 4, 4, 3], [2])).toBe(4);
    expect(damage({ ...one, onHit: { mortal: 'D3' } }, big, 3, [6, 4], [3])).toBe(5);
    expect(damage({ ...one, onHit: { mortal: 3, instead: true } }, saved, 3, [6])).toBe(3);
    expect(damage({ ...one, onHit: { mortal: 1, extraHits: 1 } }, saved, 3, [6, 4, 4, 4, 3])).toBe(3);
    // unmodified by default; the modified roll when the ability says so
    expect(damage({ ...one, hitModifier: 1, onHit: { mortal: 3, instead: true } }, big, 3, [5, 4])).toBe(2);
    expect(damage({ ...one, hitModifier: 1, onHit: { mortal: 3, instead: true, modified: true } }, big, 3, [5])).toBe(3);
  });

  it('3rd edition: triggers on the wound roll', () => {
    expect(damage({ ...one, onWound: { mortal: 1 } }, saved, 3, [4, 6, 4])).toBe(1);
    expect(damage({ ...one, onWound: { mortal: 1 } }, saved, 3, [4, 6, 3])).toBe(3);
    expect(damage({ ...one, onWound: { mortal: 'D3', instead: true } }, saved, 3, [4, 6], [2])).toBe(2);
    expect(damage({ ...one, onWound: { mortal: 1, on: 5 } }, saved, 3, [4, 5, 4])).toBe(1);
    expect(damage({ ...one, onWound: { mortal: 1 } }, saved, 3, [4, 5, 4])).toBe(0);
    expect(damage({ ...one, woundModifier: 1, onWound: { mortal: 1, modified: true } }, saved, 3, [4, 5, 4])).toBe(1);
  });

  it('the ward: a D6 per point of the pool, the ward value or more removes it', () => {
    expect(damage({ ...one, models: 2 }, { ...big, ward: 5 }, 3, [4, 4, 4, 4, 5, 4, 6, 1])).toBe(2);
    expect(damage(one, { ...big, ward: 6 }, 3, [4, 4, 6, 5])).toBe(1);
    expect(damage(one, { ...big, ward: 4 }, 3, [4, 4, 4, 6])).toBe(0);
    expect(damage(one, { ...big, ward: 4 }, 3, [4, 4, 3, 1])).toBe(2);
    expect(damage({ ...one, onHit: { mortal: 2, instead: true } }, { ...big, ward: 2 }, 3, [6, 2, 1])).toBe(1);
  });
});

describe('rollAttack: options checked whole', () => {
  const attack: AttackProfile = { models: 1, attacks: 1, hit: 4, wound: 4, damage: 1 };
  const target: CombatTarget = { models: 2, health: 1 };
  const refused = (options: unknown, a: AttackProfile = attack): unknown => {
    const r = rollAttack(a, target, options as RollOptions);
    return r.ok ? 'accepted' : r.violations;
  };
  const RNG = { code: 'combat/invalid-options', message: 'Rolling needs a seeded generator with d6() and d3(): { rng: createRng(seed) }.', path: ['options', 'rng'] };
  const UNIT = { code: 'combat/invalid-options', message: 'Rolling needs the id of the target unit, { unit }, to name it in the events.', path: ['options', 'unit'] };

  it('a generator with d6 and d3, and the target unit', () => {
    const rng = createRng(1);
    for (const bad of [undefined, null, 3, {}, { d6: rng.d6 }, { d3: rng.d3 }, { d6: 1, d3: rng.d3 }, Object.defineProperty({}, 'd6', { enumerable: true, get: () => { throw new Error('no'); } })])
      expect(refused({ edition: 3, rng: bad, unit: 'u' })).toEqual([RNG]);
    // the generator is an object: a function carrying d6 and d3 is not one
    expect(refused({ edition: 3, rng: Object.assign(() => 0, { d6: () => 4, d3: () => 2 }), unit: 'u' })).toEqual([RNG]);
    for (const unit of [undefined, '', 5]) expect(refused({ edition: 3, rng, unit })).toEqual([UNIT]);
    expect(refused({ edition: 3 })).toEqual([RNG, UNIT]);
    // the profile's violations first, then the options'
    expect(refused({ edition: 3, rng }, { ...attack, hit: 7 })).toEqual([
      { code: 'combat/invalid-attack', message: 'The Hit characteristic must be a whole number from 1 to 6 (4 means 4+), not 7.', path: ['attack', 'hit'] },
      UNIT,
    ]);
    expect(refused({ edition: 3, rng: null, unit: 'u' }, { ...attack, hit: 7 })).toHaveLength(2);
  });

  it('the attacker, when given: a unit and a player id, non-empty texts', () => {
    const rng = createRng(1);
    expect(refused({ edition: 3, rng, unit: 'u', by: 'me' })).toEqual([{ code: 'combat/invalid-options', message: 'The attacker (by) is an object { unit, player }, not string.', path: ['options', 'by'] }]);
    expect(refused({ edition: 3, rng, unit: 'u', by: { unit: 5 } })).toEqual([{ code: 'combat/invalid-options', message: 'by.unit is the id of the attacking unit, a non-empty text.', path: ['options', 'by', 'unit'] }]);
    expect(refused({ edition: 3, rng, unit: 'u', by: { player: '' } })).toEqual([{ code: 'combat/invalid-options', message: 'by.player is the id of the attacking player, a non-empty text.', path: ['options', 'by', 'player'] }]);
    expect(refused({ edition: 3, rng, unit: 'u', by: { unit: '', player: 7 } })).toHaveLength(2);
    // no attacker given: null reads as absent
    expect(refused({ edition: 3, rng, unit: 'u', by: null })).toBe('accepted');
    expect(refused({ edition: 3, rng, unit: 'u', by: [] })).toEqual([{ code: 'combat/invalid-options', message: 'The attacker (by) is an object { unit, player }, not an array.', path: ['options', 'by'] }]);
  });

  it('a generator that answers other than a face, or throws, refuses the roll', () => {
    const violation = (message: string): unknown => [{ code: 'combat/invalid-options', message: `${message}: give a seeded generator, createRng(seed).`, path: ['options', 'rng'] }];
    const with6 = (d6: () => unknown): unknown => refused({ edition: 3, rng: { ...createRng(1), d6 }, unit: 'u' });
    expect(with6(() => 7)).toEqual(violation('options.rng.d6() returned 7, not a whole number from 1 to 6'));
    expect(with6(() => 0)).toEqual(violation('options.rng.d6() returned 0, not a whole number from 1 to 6'));
    expect(with6(() => 2.5)).toEqual(violation('options.rng.d6() returned 2.5, not a whole number from 1 to 6'));
    expect(with6(() => '3')).toEqual(violation('options.rng.d6() returned string, not a whole number from 1 to 6'));
    expect(with6(() => { throw new Error('dead'); })).toEqual(violation('options.rng.d6() threw (dead)'));
    expect(with6(() => { throw new Error('x'.repeat(100)); })).toEqual(violation(`options.rng.d6() threw (${'x'.repeat(80)})`));
    expect(with6(() => { throw 'dead'; })).toEqual(violation('options.rng.d6() threw (a non-error)'));
    const d3 = (f: () => unknown): unknown => refused({ edition: 3, rng: { ...scripted([4]), d3: f }, unit: 'u' }, { ...attack, attacks: 'D3' });
    expect(d3(() => 4)).toEqual(violation('options.rng.d3() returned 4, not a whole number from 1 to 3'));
    expect(d3(() => { throw new Error('gone'); })).toEqual(violation('options.rng.d3() threw (gone)'));
    // faces 1 and 6 are faces
    expect(with6(() => 6)).toBe('accepted');
    expect(refused({ edition: 3, rng: scripted([1]), unit: 'u' })).toBe('accepted');
  });

  it("the generator's own methods are called on it", () => {
    class Counter {
      n = 0;
      d6(): number {
        this.n++;
        return 6;
      }
      d3(): number {
        this.n++;
        return 3;
      }
    }
    const rng = new Counter();
    const r = rollAttack({ ...attack, attacks: 'D3' }, target, { edition: 3, rng: rng as unknown as Rng, unit: 'u' });
    expect(r.ok && r.damage).toBe(3);
    expect(rng.n).toBe(7);
  });
});

describe('rollAttack: the events', () => {
  const target: CombatTarget = { models: 3, health: 2 };
  const roll = (d6: number[], by?: RollOptions['by']) => {
    const r = rollAttack({ models: 1, attacks: 1, hit: 4, wound: 4, damage: 'D6' }, target, { edition: 3, rng: scripted(d6), unit: 'foes', ...(by === undefined ? {} : { by }) });
    if (!r.ok) throw new Error('refused');
    return r;
  };

  it('none when no model is slain, ModelsSlain with the count, UnitDestroyed for the last', () => {
    expect(roll([4, 4, 1])).toMatchObject({ damage: 1, slain: 0, destroyed: false, after: { models: 3, damageTaken: 1 }, events: [] });
    expect(roll([4, 4, 5], { unit: 'a', player: 'p' })).toMatchObject({ damage: 5, slain: 2, destroyed: false, events: [{ type: 'ModelsSlain', data: { unit: 'foes', count: 2, by: { unit: 'a', player: 'p', means: 'attack' } } }] });
    expect(roll([4, 4, 6], { player: 'p' })).toMatchObject({ damage: 6, slain: 3, destroyed: true, events: [{ type: 'UnitDestroyed', data: { unit: 'foes', by: { player: 'p', means: 'attack' } } }] });
    expect(roll([4, 4, 6]).events).toEqual([{ type: 'UnitDestroyed', data: { unit: 'foes', by: { means: 'attack' } } }]);
    // an attacker not given is absent from the cause, not present as undefined
    expect(roll([4, 4, 6]).events[0]?.data.by).toStrictEqual({ means: 'attack' });
    expect(roll([4, 4, 6], { unit: 'a' }).events[0]?.data.by).toStrictEqual({ unit: 'a', means: 'attack' });
    expect(roll([4, 4, 6], { player: 'p' }).events[0]?.data.by).toStrictEqual({ player: 'p', means: 'attack' });
    expect(roll([4, 4, 2], { unit: 'a' }).events).toEqual([{ type: 'ModelsSlain', data: { unit: 'foes', count: 1, by: { unit: 'a', means: 'attack' } } }]);
  });
});
