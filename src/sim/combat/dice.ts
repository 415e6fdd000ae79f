/**
 * Dice expressions as data (`D3`, `D6`, `2D6`, `D3+1`, a fixed value): parsing, exact distributions and seeded rolls.
 * @module
 */
import type { Rng } from '../../core/dice.js';
import { violation, type RuleViolation } from '../../core/errors.js';

/** A dice expression: the sum of `dice` dice with `sides` sides, plus `plus`. A fixed value has `dice: 0`. */
export interface DiceExpression {
  /** How many dice are rolled (0 to 20; 0 for a fixed value). */
  readonly dice: number;
  /** D3 or D6: the only dice the attack sequence uses. */
  readonly sides: 3 | 6;
  /** Added to the dice (0 to 100). */
  readonly plus: number;
}

/** A characteristic that may be random: a whole number, a text such as `"2D6"` or `"D3+1"`, or a {@link DiceExpression}. */
export type DiceValue = number | string | DiceExpression;

/** The outcome of {@link parseDice}: the expression, or why the value was refused. */
export type DiceParseResult = { readonly ok: true; readonly value: DiceExpression } | { readonly ok: false; readonly violations: readonly RuleViolation[] };

const MAX_DICE = 20;
const MAX_PLUS = 100;
const PATTERN = /^\s*(\d*)\s*[dD]\s*(3|6)\s*(?:\+\s*(\d+))?\s*$/;

/** The expression of a value, or a violation at `path` (code `combat/invalid-dice`). */
export function toDice(value: DiceValue, path: ReadonlyArray<string | number>): DiceExpression | RuleViolation {
  const bad = (why: string): RuleViolation =>
    violation('combat/invalid-dice', `${why}; a characteristic is a whole number from 0 to ${MAX_PLUS}, or dice such as "D3", "D6", "2D6" or "D3+1" (up to ${MAX_DICE} dice).`, { path });
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value > MAX_PLUS) return bad(`${String(value)} is not a whole number from 0 to ${MAX_PLUS}`);
    return { dice: 0, sides: 6, plus: value + 0 };
  }
  if (typeof value === 'string') {
    if (/^\s*\d+\s*$/.test(value)) return toDice(Number(value), path);
    const m = PATTERN.exec(value);
    if (m === null) return bad(`"${value.slice(0, 40)}" is not a dice expression`);
    return toDice({ dice: m[1] === undefined || m[1] === '' ? 1 : Number(m[1]), sides: m[2] === '3' ? 3 : 6, plus: m[3] === undefined ? 0 : Number(m[3]) }, path);
  }
  if (typeof value !== 'object' || value === null) return bad('the value is neither a number, a text nor a dice expression');
  const { dice, sides, plus } = value;
  if (!Number.isInteger(dice) || dice < 0 || dice > MAX_DICE) return bad(`${String(dice)} dice is not a whole number from 0 to ${MAX_DICE}`);
  if (sides !== 3 && sides !== 6) return bad(`D${String(sides)} is not a dice of the attack sequence (D3 or D6)`);
  if (!Number.isInteger(plus) || plus < 0 || plus > MAX_PLUS) return bad(`+${String(plus)} is not a whole number from 0 to ${MAX_PLUS}`);
  return { dice: dice + 0, sides, plus: plus + 0 };
}

/**
 * Reads a dice value: `"2D6"`, `"D3+1"`, `"3"`, `3` or `{ dice, sides, plus }`. Bad input comes back as a
 * `combat/invalid-dice` violation, never as an exception.
 * @example
 * ```ts
 * import { parseDice } from 'battlepack-engine/sim';
 *
 * console.log(parseDice('D3+1')); // { ok: true, value: { dice: 1, sides: 3, plus: 1 } }
 * ```
 */
export function parseDice(value: DiceValue): DiceParseResult {
  const d = toDice(value, []);
  return 'code' in d ? { ok: false, violations: [d] } : { ok: true, value: d };
}

/** The largest value of an expression. */
export function diceMax(d: DiceExpression): number {
  return d.dice * d.sides + d.plus;
}

/** The exact distribution of an expression: entry `k` is the chance of a total of `k` (length `diceMax + 1`). */
export function diceDistribution(d: DiceExpression): Float64Array {
  let dist = new Float64Array(1);
  dist[0] = 1;
  const p = 1 / d.sides;
  for (let i = 0; i < d.dice; i++) {
    const next = new Float64Array(dist.length + d.sides);
    for (let a = 0; a < dist.length; a++) {
      const w = (dist[a] as number) * p;
      if (w === 0) continue;
      for (let f = 1; f <= d.sides; f++) next[a + f] = (next[a + f] as number) + w;
    }
    dist = next;
  }
  if (d.plus === 0) return dist;
  const shifted = new Float64Array(dist.length + d.plus);
  shifted.set(dist, d.plus);
  return shifted;
}

/** Rolls an expression with a seeded generator (a D3 is the generator's halved D6). */
export function rollDice(d: DiceExpression, rng: Rng): number {
  let total = d.plus;
  for (let i = 0; i < d.dice; i++) total += d.sides === 3 ? rng.d3() : rng.d6();
  return total;
}

/** The expression as text: `2D6`, `D3+1`, `4`. */
export function formatDice(d: DiceExpression): string {
  if (d.dice === 0) return String(d.plus);
  return `${d.dice === 1 ? '' : d.dice}D${d.sides}${d.plus > 0 ? `+${d.plus}` : ''}`;
}
