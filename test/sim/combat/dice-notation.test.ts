import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from 'battlepack-engine/sim';
import { attackDistribution, formatDice, MAX_DICE_TEXT, parseDice, rollAttack, type AttackProfile, type DiceValue } from '../../../src/sim.js';
import { naiveDice } from './brute-force.js';
import { enumeratePaths, exact } from './support.js';

// Dice notation (ruling sim/dice-notation) read through the public API: what parseDice accepts and refuses, and with
// which message and path; the exact distribution of a dice characteristic against a naive enumeration of its faces;
// and the seeded roller's sum, die by die, with a scripted generator.

/** The violation parseDice gives for `v`, or the expression it reads. */
function read(v: unknown): unknown {
  const r = parseDice(v as DiceValue);
  return r.ok ? r.value : r.violations[0];
}

const tail = 'a characteristic is a whole number from 0 to 100, or dice such as "D3", "D6", "2D6", "D3+1", "D6-1" or "2D6+D3" (up to 20 dice, at most 64 characters).';

/** The violation of a dice text, whole. */
const refusedText = (text: string, why: string): unknown => ({ code: 'combat/invalid-dice', message: `"${text}" is not a dice expression (${why}); ${tail}`, path: [] });
/** The violation of a dice value, whole. */
const refused = (why: string, path: readonly (string | number)[] = []): unknown => ({ code: 'combat/invalid-dice', message: `${why}; ${tail}`, path });

describe('parseDice: texts refused, with the reason and where', () => {
  it('says what is wrong and at which character', () => {
    expect(read('')).toEqual(refusedText('', 'it is empty'));
    expect(read(' \t ')).toEqual(refusedText(' \t ', 'it is empty'));
    expect(read('D6 x')).toEqual(refusedText('D6 x', '"x" at character 4 is not + or -'));
    expect(read('D6*2')).toEqual(refusedText('D6*2', '"*" at character 3 is not + or -'));
    expect(read('D6+')).toEqual(refusedText('D6+', '"" at character 4 is not a number or a dice'));
    expect(read('+3')).toEqual(refusedText('+3', '"+" at character 1 is not a number or a dice'));
    expect(read('2+x')).toEqual(refusedText('2+x', '"x" at character 3 is not a number or a dice'));
    expect(read('D4')).toEqual(refusedText('D4', 'D4 is not a dice of the attack sequence (D3 or D6)'));
    expect(read('2D')).toEqual(refusedText('2D', 'D is not a dice of the attack sequence (D3 or D6)'));
    expect(read('D36')).toEqual(refusedText('D36', 'D36 is not a dice of the attack sequence (D3 or D6)'));
    expect(read('1-D6')).toEqual(refusedText('1-D6', 'dice are added, never subtracted'));
    expect(read('D6-D3')).toEqual(refusedText('D6-D3', 'dice are added, never subtracted'));
  });

  it('quotes at most 40 characters of the text', () => {
    const text = `${'1+'.repeat(25)}x`;
    expect(text.length).toBeLessThanOrEqual(MAX_DICE_TEXT);
    expect(read(text)).toEqual(refusedText(text.slice(0, 40), '"x" at character 51 is not a number or a dice'));
    const long = 'D'.repeat(MAX_DICE_TEXT + 1);
    expect(read(long)).toEqual(refused(`a text of ${MAX_DICE_TEXT + 1} characters is longer than ${MAX_DICE_TEXT}`));
  });

  it('counts dice up to 20 in all, D6 and D3 together', () => {
    expect(read('20D6')).toEqual({ dice: 20, sides: 6, plus: 0 });
    expect(read('20D3')).toEqual({ dice: 20, sides: 3, plus: 0 });
    expect(read('10D6+10D3')).toEqual({ dice: 10, sides: 6, plus: 0, more: { dice: 10, sides: 3 } });
    expect(read('21D6')).toEqual(refused('21 dice is more than 20'));
    expect(read('21D3')).toEqual(refused('21 dice is more than 20'));
    expect(read('11D6+10D3')).toEqual(refused('21 dice is more than 20'));
    expect(read(`D6${'+D3'.repeat(20)}`)).toEqual(refused('21 dice is more than 20'));
  });

  it('bounds the constant: 0 to 100 alone, -100 to 100 with dice', () => {
    expect(read('100')).toEqual({ dice: 0, sides: 6, plus: 100 });
    expect(read('0')).toEqual({ dice: 0, sides: 6, plus: 0 });
    expect(read('101')).toEqual(refused('101 is not a whole number from 0 to 100'));
    expect(read('0-1')).toEqual(refused('-1 is not a whole number from 0 to 100'));
    expect(read('D6+100')).toEqual({ dice: 1, sides: 6, plus: 100 });
    expect(read('D6-100')).toEqual({ dice: 1, sides: 6, plus: -100 });
    expect(read('D3+101')).toEqual(refused('+101 is not a whole number from -100 to 100'));
    expect(read('D3-101')).toEqual(refused('-101 is not a whole number from -100 to 100'));
    expect(read('D3+50+51')).toEqual(refused('+101 is not a whole number from -100 to 100'));
    // with dice of both sizes too: the range is the one of a constant beside dice
    expect(read('D6+D3-101')).toEqual(refused('-101 is not a whole number from -100 to 100'));
    expect(read('2D6+D3+101')).toEqual(refused('+101 is not a whole number from -100 to 100'));
  });
});

describe('parseDice: numbers and objects', () => {
  it('a number is a fixed value from 0 to 100; -0 reads as 0', () => {
    expect(read(0)).toEqual({ dice: 0, sides: 6, plus: 0 });
    expect(read(100)).toEqual({ dice: 0, sides: 6, plus: 100 });
    expect(Object.is((parseDice(-0) as { value: { plus: number } }).value.plus, 0)).toBe(true);
    expect(read(101)).toEqual(refused('101 is not a whole number from 0 to 100'));
    expect(read(-1)).toEqual(refused('-1 is not a whole number from 0 to 100'));
    expect(read(2.5)).toEqual(refused('2.5 is not a whole number from 0 to 100'));
  });

  it('an object is read field by field; plus defaults to 0, -0 reads as 0', () => {
    expect(read({ dice: 2, sides: 6 })).toEqual({ dice: 2, sides: 6, plus: 0 });
    expect(read({ dice: 0, sides: 3, plus: 4 })).toEqual({ dice: 0, sides: 6, plus: 4 });
    expect(read({ dice: 20, sides: 3, plus: -100 })).toEqual({ dice: 20, sides: 3, plus: -100 });
    // -0 reads as 0 in each canonical form: D6s, D3s, D6s and D3s
    for (const v of [{ dice: 1, sides: 6, plus: -0 }, { dice: 1, sides: 3, plus: -0 }, { dice: 1, sides: 6, plus: -0, more: { dice: 1, sides: 3 } }] as const)
      expect(Object.is((parseDice(v) as { value: { plus: number } }).value.plus, 0), JSON.stringify(v)).toBe(true);
    expect(read({ dice: 21, sides: 6 })).toEqual(refused('21 dice is not a whole number from 0 to 20'));
    expect(read({ dice: -1, sides: 6 })).toEqual(refused('-1 dice is not a whole number from 0 to 20'));
    expect(read({ dice: 1.5, sides: 6 })).toEqual(refused('1.5 dice is not a whole number from 0 to 20'));
    expect(read({ sides: 6 })).toEqual(refused('undefined dice is not a whole number from 0 to 20'));
    expect(read({ dice: 1, sides: 4 })).toEqual(refused('D4 is not a dice of the attack sequence (D3 or D6)'));
    expect(read({ dice: 1, sides: '6' })).toEqual(refused('D6 is not a dice of the attack sequence (D3 or D6)'));
    expect(read({ dice: 1, sides: 6, plus: 'x' })).toEqual(refused('+x is not a whole number'));
    expect(read({ dice: 1, sides: 6, plus: 0.5 })).toEqual(refused('+0.5 is not a whole number'));
    expect(read({ dice: 1, sides: 6, plus: 101 })).toEqual(refused('+101 is not a whole number from -100 to 100'));
    expect(read({ dice: 0, sides: 6, plus: -1 })).toEqual(refused('-1 is not a whole number from 0 to 100'));
  });

  it('fields inherited from a prototype are not read', () => {
    const inherited = Object.assign(Object.create({ dice: 2 }) as object, { sides: 6 });
    expect(read(inherited)).toEqual(refused('undefined dice is not a whole number from 0 to 20'));
    const more = Object.assign(Object.create({ dice: 2 }) as object, { sides: 3 });
    expect(read({ dice: 1, sides: 6, more })).toEqual(refused('undefined dice is not a whole number from 0 to 20'));
  });

  it('a value that is no number, text or object is refused whole', () => {
    for (const v of [null, [1, 6], true, () => 1]) expect(read(v)).toEqual(refused('the value is neither a number, a text nor a dice expression'));
    const getter = Object.defineProperty({ sides: 6 }, 'dice', { enumerable: true, get: () => { throw new Error('no'); } });
    expect(read(getter)).toEqual(refused('the value could not be read (a getter or a Proxy trap threw)'));
  });

  it('an unknown field is named, at its path', () => {
    expect(read({ dice: 1, sides: 6, plus: 0, reroll: true })).toEqual({
      code: 'combat/invalid-dice',
      message: '"reroll" is not a field of a dice expression; its fields are dice, sides, plus, more.',
      path: ['reroll'],
    });
    const key = 'k'.repeat(50);
    expect((read({ dice: 1, sides: 6, [key]: 1 }) as { message: string }).message).toBe(`"${'k'.repeat(40)}" is not a field of a dice expression; its fields are dice, sides, plus, more.`);
    expect(read({ dice: 1, sides: 6, more: { dice: 1, sides: 3, plus: 1 } })).toEqual({
      code: 'combat/invalid-dice',
      message: '"plus" is not a field of a group of dice; its fields are dice, sides.',
      path: ['more', 'plus'],
    });
    expect((read({ dice: 1, sides: 6, more: { dice: 1, sides: 3, [key]: 1 } }) as { message: string }).message).toBe(`"${'k'.repeat(40)}" is not a field of a group of dice; its fields are dice, sides.`);
    // the path of a characteristic is kept in front
    const r = attackDistribution({ models: 1, attacks: 1, hit: 4, wound: 4, damage: { dice: 1, sides: 6, more: { dice: 1, sides: 3, x: 1 } } as never }, { models: 1, health: 1 }, { edition: 3 });
    expect(r.ok ? null : r.violations[0]?.path).toEqual(['attack', 'damage', 'more', 'x']);
    const s = attackDistribution({ models: 1, attacks: 1, hit: 4, wound: 4, damage: { dice: 1, sides: 6, x: 1 } as never }, { models: 1, health: 1 }, { edition: 3 });
    expect(s.ok ? null : s.violations[0]?.path).toEqual(['attack', 'damage', 'x']);
    const t = attackDistribution({ models: 1, attacks: 1, hit: 4, wound: 4, damage: 'D7' }, { models: 1, health: 1 }, { edition: 3 });
    expect(t.ok ? null : t.violations[0]?.path).toEqual(['attack', 'damage']);
  });

  it('a second group of dice: added to the first, in the canonical form', () => {
    expect(read({ dice: 2, sides: 6, plus: 1, more: { dice: 1, sides: 3 } })).toEqual({ dice: 2, sides: 6, plus: 1, more: { dice: 1, sides: 3 } });
    expect(read({ dice: 1, sides: 3, more: { dice: 2, sides: 6 } })).toEqual({ dice: 2, sides: 6, plus: 0, more: { dice: 1, sides: 3 } });
    expect(read({ dice: 1, sides: 6, more: { dice: 2, sides: 6 } })).toEqual({ dice: 3, sides: 6, plus: 0 });
    expect(read({ dice: 1, sides: 3, more: { dice: 2, sides: 3 } })).toEqual({ dice: 3, sides: 3, plus: 0 });
    expect(read({ dice: 0, sides: 6, plus: 2, more: { dice: 0, sides: 3 } })).toEqual({ dice: 0, sides: 6, plus: 2 });
    expect(read({ dice: 10, sides: 6, more: { dice: 11, sides: 3 } })).toEqual(refused('21 dice is more than 20'));
    for (const more of [null, [1], 3, 'D3']) expect(read({ dice: 1, sides: 6, more })).toEqual(refused('`more` is an object { dice, sides }'));
    expect(read({ dice: 1, sides: 6, more: { dice: 21, sides: 3 } })).toEqual(refused('21 dice is not a whole number from 0 to 20'));
    expect(read({ dice: 1, sides: 6, more: { dice: -1, sides: 3 } })).toEqual(refused('-1 dice is not a whole number from 0 to 20'));
    expect(read({ dice: 1, sides: 6, more: { dice: 0.5, sides: 3 } })).toEqual(refused('0.5 dice is not a whole number from 0 to 20'));
    expect(read({ dice: 1, sides: 6, more: { dice: 20, sides: 3 } })).toEqual(refused('21 dice is more than 20'));
    expect(read({ dice: 0, sides: 6, more: { dice: 20, sides: 3 } })).toEqual({ dice: 20, sides: 3, plus: 0 });
    expect(read({ dice: 1, sides: 6, more: { dice: 1, sides: 4 } })).toEqual(refused('D4 is not a dice of the attack sequence (D3 or D6)'));
  });
});

describe('formatDice', () => {
  it('writes each canonical form back', () => {
    const cases: [DiceValue, string][] = [
      [{ dice: 0, sides: 6, plus: 0 }, '0'],
      [{ dice: 0, sides: 3, plus: 7 }, '7'],
      [{ dice: 1, sides: 3, plus: 0 }, 'D3'],
      [{ dice: 3, sides: 3, plus: 2 }, '3D3+2'],
      [{ dice: 2, sides: 6, plus: -3 }, '2D6-3'],
      [{ dice: 1, sides: 6, plus: 0, more: { dice: 2, sides: 3 } }, 'D6+2D3'],
      [{ dice: 2, sides: 6, plus: 1, more: { dice: 1, sides: 3 } }, '2D6+D3+1'],
      [{ dice: 1, sides: 3, plus: 0, more: { dice: 1, sides: 6 } }, 'D6+D3'],
    ];
    for (const [d, text] of cases) expect(formatDice(d as never)).toBe(text);
    expect(() => formatDice({ dice: 1, sides: 4, plus: 0 } as never)).toThrow(new TypeError(`formatDice: D4 is not a dice of the attack sequence (D3 or D6); ${tail}`));
  });
});

/** The chances of each total of a dice text, by listing every face of every die (brute-force.ts, not the library). */
function faces(text: string, bonus = 0): number[] {
  const m = enumeratePaths((roll) => naiveDice(text, roll, bonus));
  const out = new Array<number>(Math.max(...m.keys()) + 1).fill(0);
  for (const [k, p] of m) out[k] = p;
  return out;
}

describe('the exact distribution of a dice characteristic', () => {
  // one attack that hits on 2+ and wounds on 2+ with no save lands with chance 25/36; its damage is then the dice
  const lands = 25 / 36;
  it.each(['D3', 'D6', '2D3', 'D6+2', 'D6-1', 'D3-2', 'D3-5', '2D6+D3', 'D6+D3-3', '4'])('Damage %s: every total a landed attack can deal, with its chance', (text) => {
    const e = exact({ models: 1, attacks: 1, hit: 2, wound: 2, damage: text }, { models: 1, health: 100 }, 3);
    const want = faces(text);
    const max = want.length - 1;
    expect(e.maxDamage).toBe(max);
    expect(e.damage).toHaveLength(Math.max(1, max + 1));
    for (let k = 1; k <= max; k++) expect(e.damage[k], `${text}: ${k}`).toBeCloseTo(lands * (want[k] as number), 14);
    expect(e.damage[0]).toBeCloseTo(1 - lands + lands * (want[0] as number), 14);
  });

  it('Attacks that can only total below 0 make no attack', () => {
    for (const attacks of ['D3-4', 'D6-6', '2D3-9']) {
      const e = exact({ models: 2, attacks, hit: 2, wound: 2, damage: 1 }, { models: 1, health: 100 }, 3);
      expect(e.damage, attacks).toHaveLength(1);
      expect(e.damage[0], attacks).toBeCloseTo(1, 14);
      expect(e.maxDamage).toBe(0);
    }
  });

  it.each([
    ['D3-2', 0],
    ['D3-2', 1],
    ['D6-3', 2],
    ['D3', 2],
    ['2', 3],
  ] as const)("Attacks %s with %i extra attacks of a leader: the leader's total, not below 0", (text, leader) => {
    // every attack lands (hit and wound on 2+ make 25/36; damage 1 each, so the pool counts the attacks that landed)
    const e = exact({ models: 1, attacks: text, hit: 2, wound: 2, damage: 1, leaderAttacks: leader }, { models: 1, health: 100 }, 3);
    const count = faces(text, leader);
    const want = new Array<number>(count.length).fill(0);
    count.forEach((p, n) => {
      // binomial(n, lands)
      let c = 1;
      for (let k = 0; k <= n; k++) {
        want[k] = (want[k] as number) + p * c * lands ** k * (1 - lands) ** (n - k);
        c = (c * (n - k)) / (k + 1);
      }
    });
    expect(e.maxDamage).toBe(count.length - 1);
    for (let k = 0; k < want.length; k++) expect(e.damage[k] ?? 0, `${k}`).toBeCloseTo(want[k] as number, 14);
  });
});

/** A generator whose d6 and d3 answer from lists, in order. */
function scripted(d6: number[], d3: number[]): Rng {
  const six = [...d6];
  const three = [...d3];
  return {
    ...createRng(1),
    d6: () => six.shift() ?? Number.NaN,
    d3: () => three.shift() ?? Number.NaN,
  };
}

describe('the seeded roller sums the dice it rolls', () => {
  const sure: Pick<AttackProfile, 'models' | 'attacks' | 'hit' | 'wound'> = { models: 1, attacks: 1, hit: 2, wound: 2 };
  const roll = (attack: AttackProfile, d6: number[], d3: number[]): number => {
    const r = rollAttack(attack, { models: 1, health: 100 }, { edition: 3, rng: scripted(d6, d3), unit: 'u' });
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('\n'));
    return r.damage;
  };

  it('D6s, D3s and the constant, a total below 0 counting as 0', () => {
    // hit 6, wound 6, then the damage dice
    expect(roll({ ...sure, damage: '2D6+D3-1' }, [6, 6, 3, 4], [2])).toBe(8);
    expect(roll({ ...sure, damage: 'D6+2D3+3' }, [6, 6, 5], [1, 3])).toBe(12);
    expect(roll({ ...sure, damage: 'D3-2' }, [6, 6], [3])).toBe(1);
    expect(roll({ ...sure, damage: 'D3-2' }, [6, 6], [1])).toBe(0);
    expect(roll({ ...sure, damage: 'D6-4' }, [6, 6, 2], [])).toBe(0);
  });

  it("a leader's extra attacks are added to one model's dice before a total below 0 counts as 0", () => {
    // 2 models with D3-2 attacks, a leader with 2 more: model 0 rolls a 1 (1 - 2 + 2 = 1 attack), model 1 a 1 (0 attacks)
    expect(roll({ models: 2, attacks: 'D3-2', hit: 2, wound: 2, damage: 5, leaderAttacks: 2 }, [6, 6], [1, 1])).toBe(5);
    // model 0 rolls a 3 (3 attacks), model 1 a 3 (1 attack): 4 attacks, every one lands
    expect(roll({ models: 2, attacks: 'D3-2', hit: 2, wound: 2, damage: 1, leaderAttacks: 2 }, [6, 6, 6, 6, 6, 6, 6, 6], [3, 3])).toBe(4);
  });
});

// every code point up to U+3100 (all of the spaces but one, and the characters around them) and the last ones of the
// basic plane around U+FEFF: the test runs under mutation testing, where a loop over all 65,536 costs seconds per mutant
const CODES: readonly number[] = [...Array.from({ length: 0x3101 }, (_, c) => c), ...Array.from({ length: 0x10000 - 0xfe00 }, (_, k) => 0xfe00 + k)];

describe('parseDice: spaces and digits', () => {
  it('skips exactly the characters String.prototype.trim skips, around and inside an expression', () => {
    const wrong: string[] = [];
    for (const c of CODES) {
      const ch = String.fromCharCode(c);
      // a digit, a sign or a D in every gap makes another expression; every other character is a space or refused
      if (/[0-9+\-dD]/.test(ch)) continue;
      const r = parseDice(`${ch}2${ch}D${ch}6${ch}+${ch}1${ch}`);
      const read = r.ok ? `${r.value.dice}D${r.value.sides}+${r.value.plus}` : 'refused';
      if (read !== (ch.trim() === '' ? '2D6+1' : 'refused')) wrong.push(`U+${c.toString(16)}: ${read}`);
    }
    expect(wrong).toEqual([]);
  });

  it('reads the digits 0 to 9 and no other character as a number', () => {
    const wrong: string[] = [];
    for (const c of CODES) {
      const ch = String.fromCharCode(c);
      if (ch.trim() === '') continue;
      const r = parseDice(`1${ch}`);
      const read = r.ok ? `${r.value.dice}D${r.value.sides}+${r.value.plus}` : 'refused';
      if (read !== (/[0-9]/.test(ch) ? `0D6+${10 + Number(ch)}` : 'refused')) wrong.push(`U+${c.toString(16)}: ${read}`);
    }
    expect(wrong).toEqual([]);
    expect(read('D 3')).toEqual({ dice: 1, sides: 3, plus: 0 });
    expect(read('2 d6')).toEqual({ dice: 2, sides: 6, plus: 0 });
  });
});
