/**
 * Statistics read back from a JSON file (`battlepack merge`): the shape `simulate --json` writes, checked field by field
 * before anything is merged or printed.
 * @module
 */
import { checkSimulationStats } from '../sim/stats-schema.js';
import type { SimulationStats } from '../sim/stats.js';
import { inputError } from './io.js';

/**
 * Checks that `value` is the JSON statistics of `battlepack simulate`, every field of the right type (counts are whole
 * numbers, histogram keys whole numbers within `STATS_LIMITS`, no `__proto__` key); anything else is an input error
 * (exit code 1) naming the first wrong field.
 */
export function readStats(value: unknown, file: string): SimulationStats {
  const r = checkSimulationStats(value);
  if (!r.ok) throw inputError(`${file} is not the JSON statistics of battlepack simulate (${r.problem}).`);
  return r.value;
}
