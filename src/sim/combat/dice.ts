/**
 * Dice expressions as data (`D3`, `D6`, `2D6`, `D3+1`, `D6-1`, `2D6+D3`, a fixed value): parsing, exact distributions
 * and seeded rolls.
 * @module
 */
import type { Rng } from '../../core/dice.js';
import { violation, type RuleViolation } from '../../core/errors.js';

/**
 * A dice expression: the sum of `dice` dice with `sides` sides, plus an optional second group of the other size
 * (`more`, for `2D6+D3`), plus `plus`. A fixed value has `dice: 0`. A total below 0 counts as 0 (ruling
 * sim/dice-notation).
 */
export interface DiceExpression {
  /** How many dice are rolled (0 to 20 with `more`; 0 for a fixed value). */
  readonly dice: number;
  /** D3 or D6: the only dice the attack sequence uses. */
  readonly sides: 3 | 6;
  /** Added to the dice: 0 to 100, or down to -100 when there are dice (`D6-1`). */
  readonly plus: number;
  /** A second group of dice added to the first (`2D6+D3`: `{ dice: 2, sides: 6, more: { dice: 1, sides: 3 } }`). */
  readonly more?: { readonly dice: number; readonly sides: 3 | 6 };
}

/** A characteristic that may be random: a whole number, a text such as `"2D6"` or `"D3+1"`, or a {@link DiceExpression}. */
export type DiceValue = number | string | DiceExpression;

/** The outcome of {@link parseDice}: the expression, or why the value was refused. */
export type DiceParseResult = { readonly ok: true; readonly value: DiceExpression } | { readonly ok: false; readonly violations: readonly RuleViolation[] };

const MAX_DICE = 20;
const MAX_PLUS = 100;
/** The longest dice text {@link parseDice} reads (characters); a longer text is refused before it is read. */
export const MAX_DICE_TEXT = 64;
// Stryker disable all: module-load constants, evaluated once at import before any mutant is switched on (docs/testing.md); the key lists are asserted in the messages of test/sim/combat/dice-notation.test.ts
const EXPRESSION_KEYS: readonly string[] = ['dice', 'sides', 'plus', 'more'];
const MORE_KEYS: readonly string[] = ['dice', 'sides'];
// Stryker restore all

/** Counts of D6 and D3 and the constant: the canonical form every expression is read into. */
interface Counts {
  readonly d6: number;
  readonly d3: number;
  readonly plus: number;
}

function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0xfeff || (c >= 0x2000 && c <= 0x200a) || c === 0x3000 || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x1680;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** The index of the first character at or after `i` that is not a space (at the end, `charCodeAt` is NaN: no space). */
function skipSpaces(s: string, i: number): number {
  while (isSpace(s.charCodeAt(i))) i++;
  return i;
}

/** The index after the digits that start at `i` (at the end, `charCodeAt` is NaN: no digit). */
function skipDigits(s: string, i: number): number {
  while (isDigit(s.charCodeAt(i))) i++;
  return i;
}

/** Reads a dice text in one pass (linear in its length): terms `N`, `D3`, `ND6`… joined by `+`, constants also by `-`. */
function readText(s: string): Counts | string {
  const n = s.length;
  let d6 = 0;
  let d3 = 0;
  let plus = 0;
  let i = skipSpaces(s, 0);
  if (i === n) return 'it is empty';
  for (let first = true; ; first = false) {
    let sign = 1;
    if (!first) {
      // i < n here: the previous term returned at the end of the text
      const c = s.charAt(i);
      if (c === '-') sign = -1;
      else if (c !== '+') return `"${c}" at character ${i + 1} is not + or -`;
      i = skipSpaces(s, i + 1);
    }
    const start = i;
    i = skipDigits(s, i);
    const count = s.slice(start, i);
    i = skipSpaces(s, i);
    const c = s.charAt(i); // '' at the end of the text
    if (c === 'd' || c === 'D') {
      const from = skipSpaces(s, i + 1);
      i = skipDigits(s, from);
      const sides = s.slice(from, i);
      if (sides !== '3' && sides !== '6') return `D${sides} is not a dice of the attack sequence (D3 or D6)`;
      if (sign < 0) return 'dice are added, never subtracted';
      const k = count === '' ? 1 : Number(count);
      if (sides === '6') d6 += k;
      else d3 += k;
    } else {
      if (count === '') return `"${c}" at character ${i + 1} is not a number or a dice`;
      plus += sign * Number(count);
    }
    i = skipSpaces(s, i);
    if (i === n) return { d6, d3, plus };
  }
}

/** The violation of a value that is no dice expression, at `path`. */
function badDice(why: string, path: ReadonlyArray<string | number>): RuleViolation {
  return violation(
    'combat/invalid-dice',
    `${why}; a characteristic is a whole number from 0 to ${MAX_PLUS}, or dice such as "D3", "D6", "2D6", "D3+1", "D6-1" or "2D6+D3" (up to ${MAX_DICE} dice, at most ${MAX_DICE_TEXT} characters).`,
    { path },
  );
}

// Counts are whole and at least 0: readText sums digit strings (at most MAX_DICE_TEXT digits, so finite), readDice
// checks each group's dice first (0 to MAX_DICE); only their sum can be too large.
function fromCounts({ d6, d3, plus }: Counts, path: ReadonlyArray<string | number>): DiceExpression | RuleViolation {
  if (d6 + d3 > MAX_DICE) return badDice(`${d6 + d3} dice is more than ${MAX_DICE}`, path);
  if (!Number.isInteger(plus) || plus > MAX_PLUS || plus < (d6 + d3 === 0 ? 0 : -MAX_PLUS))
    return badDice(d6 + d3 === 0 ? `${String(plus)} is not a whole number from 0 to ${MAX_PLUS}` : `${plus > 0 ? '+' : ''}${String(plus)} is not a whole number from -${MAX_PLUS} to ${MAX_PLUS}`, path);
  if (d6 > 0 && d3 > 0) return { dice: d6, sides: 6, plus: plus + 0, more: { dice: d3, sides: 3 } };
  if (d3 > 0) return { dice: d3, sides: 3, plus: plus + 0 };
  return { dice: d6, sides: 6, plus: plus + 0 };
}

/** Reads one own field of a record, or `undefined` (the caller has checked it is a plain object). */
function own(o: object, k: string): unknown {
  return Object.prototype.hasOwnProperty.call(o, k) ? (o as Record<string, unknown>)[k] : undefined;
}

/** The expression of a value, or a violation at `path` (code `combat/invalid-dice`). Never throws. */
export function toDice(value: DiceValue, path: ReadonlyArray<string | number>): DiceExpression | RuleViolation {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value > MAX_PLUS) return badDice(`${String(value)} is not a whole number from 0 to ${MAX_PLUS}`, path);
    return { dice: 0, sides: 6, plus: value + 0 };
  }
  return readDice(value, path);
}

function readDice(value: Exclude<DiceValue, number>, path: ReadonlyArray<string | number>): DiceExpression | RuleViolation {
  if (typeof value === 'string') {
    // bounded first, then read in one pass: the cost is linear in at most MAX_DICE_TEXT characters
    if (value.length > MAX_DICE_TEXT) return badDice(`a text of ${value.length} characters is longer than ${MAX_DICE_TEXT}`, path);
    const r = readText(value);
    if (typeof r === 'string') return badDice(`"${value.slice(0, 40)}" is not a dice expression (${r})`, path);
    return fromCounts(r, path);
  }
  const bad = (why: string): RuleViolation => badDice(why, path);
  try {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad('the value is neither a number, a text nor a dice expression');
    for (const k of Object.keys(value))
      if (!EXPRESSION_KEYS.includes(k)) return violation('combat/invalid-dice', `"${k.slice(0, 40)}" is not a field of a dice expression; its fields are ${EXPRESSION_KEYS.join(', ')}.`, { path: [...path, k] });
    const dice = own(value, 'dice');
    const sides = own(value, 'sides');
    const plus = own(value, 'plus') ?? 0;
    const more = own(value, 'more');
    if (!Number.isInteger(dice) || (dice as number) < 0 || (dice as number) > MAX_DICE) return bad(`${String(dice)} dice is not a whole number from 0 to ${MAX_DICE}`);
    if (sides !== 3 && sides !== 6) return bad(`D${String(sides)} is not a dice of the attack sequence (D3 or D6)`);
    // Number.isInteger is false for every value that is not a number
    if (!Number.isInteger(plus)) return bad(`+${String(plus)} is not a whole number`);
    const counts = { d6: sides === 6 ? (dice as number) : 0, d3: sides === 3 ? (dice as number) : 0, plus: plus as number };
    if (more === undefined) return fromCounts(counts, path);
    if (typeof more !== 'object' || more === null || Array.isArray(more)) return bad('`more` is an object { dice, sides }');
    for (const k of Object.keys(more))
      if (!MORE_KEYS.includes(k)) return violation('combat/invalid-dice', `"${k.slice(0, 40)}" is not a field of a group of dice; its fields are ${MORE_KEYS.join(', ')}.`, { path: [...path, 'more', k] });
    const md = own(more, 'dice');
    const ms = own(more, 'sides');
    if (!Number.isInteger(md) || (md as number) < 0 || (md as number) > MAX_DICE) return bad(`${String(md)} dice is not a whole number from 0 to ${MAX_DICE}`);
    if (ms !== 3 && ms !== 6) return bad(`D${String(ms)} is not a dice of the attack sequence (D3 or D6)`);
    return fromCounts({ d6: counts.d6 + (ms === 6 ? (md as number) : 0), d3: counts.d3 + (ms === 3 ? (md as number) : 0), plus: counts.plus }, path);
  } catch {
    // a getter or a Proxy trap that throws: the value cannot be read
    return bad('the value could not be read (a getter or a Proxy trap threw)');
  }
}

/**
 * Reads a dice value: `"2D6"`, `"D3+1"`, `"D6-1"`, `"2D6+D3"`, `"3+D6"`, `"3"`, `3` or `{ dice, sides, plus, more? }`.
 * Texts longer than {@link MAX_DICE_TEXT} characters are refused before they are read; shorter ones are read in one
 * pass. Bad input comes back as a `combat/invalid-dice` violation, never as an exception.
 * @example
 * ```ts
 * import { parseDice } from 'battlepack-engine/sim';
 *
 * console.log(parseDice('D3+1')); // { ok: true, value: { dice: 1, sides: 3, plus: 1 } }
 * console.log(parseDice('2D6+D3-1')); // { ok: true, value: { dice: 2, sides: 6, plus: -1, more: { dice: 1, sides: 3 } } }
 * ```
 */
export function parseDice(value: DiceValue): DiceParseResult {
  const d = toDice(value, []);
  return 'code' in d ? { ok: false, violations: [d] } : { ok: true, value: d };
}

/** D6 and D3 counts of a (checked) expression. */
function counts(d: DiceExpression): { d6: number; d3: number } {
  const m = d.more;
  return {
    d6: (d.sides === 6 ? d.dice : 0) + (m !== undefined && m.sides === 6 ? m.dice : 0),
    d3: (d.sides === 3 ? d.dice : 0) + (m !== undefined && m.sides === 3 ? m.dice : 0),
  };
}

/** The largest value of an expression. */
export function diceMax(d: DiceExpression): number {
  const { d6, d3 } = counts(d);
  return Math.max(0, d6 * 6 + d3 * 3 + d.plus);
}

function addDie(dist: Float64Array, sides: number): Float64Array {
  const next = new Float64Array(dist.length + sides);
  const p = 1 / sides;
  for (let a = 0; a < dist.length; a++) {
    const w = (dist[a] as number) * p;
    if (w === 0) continue;
    for (let f = 1; f <= sides; f++) next[a + f] = (next[a + f] as number) + w;
  }
  return next;
}

/**
 * The exact distribution of an expression: entry `k` is the chance of a total of `k` (length `diceMax + 1`); a total
 * below 0 counts as 0. `bonus` is added to the constant (a leader's extra attacks).
 */
export function diceDistribution(d: DiceExpression, bonus = 0): Float64Array {
  const { d6, d3 } = counts(d);
  let dist: Float64Array = new Float64Array(1);
  dist[0] = 1;
  for (let i = 0; i < d6; i++) dist = addDie(dist, 6);
  for (let i = 0; i < d3; i++) dist = addDie(dist, 3);
  const plus = d.plus + bonus;
  if (plus === 0) return dist;
  const max = Math.max(0, dist.length - 1 + plus);
  const out = new Float64Array(max + 1);
  for (let k = 0; k < dist.length; k++) {
    const at = Math.max(0, k + plus);
    out[at] = (out[at] as number) + (dist[k] as number);
  }
  return out;
}

/** Rolls an expression with a seeded generator (a D3 is the generator's halved D6); a total below 0 counts as 0. */
export function rollDice(d: DiceExpression, rng: Pick<Rng, 'd3' | 'd6'>, bonus = 0): number {
  const { d6, d3 } = counts(d);
  let total = d.plus + bonus;
  for (let i = 0; i < d6; i++) total += rng.d6();
  for (let i = 0; i < d3; i++) total += rng.d3();
  return Math.max(0, total);
}

/**
 * The expression as text: `2D6`, `D3+1`, `D6-1`, `2D6+D3`, `4`.
 * @throws TypeError when `d` is not a valid dice expression (see {@link parseDice}).
 * @example
 * ```ts
 * import { formatDice } from 'battlepack-engine/sim';
 *
 * console.log(formatDice({ dice: 2, sides: 6, plus: -1, more: { dice: 1, sides: 3 } })); // 2D6+D3-1
 * ```
 */
export function formatDice(d: DiceExpression): string {
  const c = toDice(d, []);
  if ('code' in c) throw new TypeError(`formatDice: ${c.message}`);
  const { d6, d3 } = counts(c);
  const parts: string[] = [];
  if (d6 > 0) parts.push(`${d6 === 1 ? '' : d6}D6`);
  if (d3 > 0) parts.push(`${d3 === 1 ? '' : d3}D3`);
  if (parts.length === 0) return String(c.plus);
  const text = parts.join('+');
  return c.plus === 0 ? text : `${text}${c.plus > 0 ? '+' : ''}${c.plus}`;
}
