import type { Rng } from '../../src/core/dice.js';

/**
 * Dice that give the listed values in order (and throw when they run out), counting what is left: a choices hook's
 * candidates carry the dice they drew, so a test scripts them and checks that every one was drawn.
 */
export function scriptedDice(values: readonly number[]): { rng: Rng; left: () => number } {
  const q = [...values];
  const take = (): number => {
    const v = q.shift();
    if (v === undefined) throw new Error('out of dice');
    return v;
  };
  const rng: Rng = {
    next: () => (take() - 1) / 6,
    int: (min) => min + take() - 1,
    d6: take,
    d3: () => Math.ceil(take() / 2),
    d6s: (n) => Array.from({ length: n }, take),
    pick: (items) => items[0] as (typeof items)[number],
    state: () => [0, 0, 0, 0],
  };
  return { rng, left: () => q.length };
}
