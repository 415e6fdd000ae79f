/**
 * Statistics read back from a JSON file (`battlepack merge`): the shape `simulate --json` writes, checked field by field
 * before anything is merged or printed.
 * @module
 */
import * as z from 'zod/mini';
import { protoKeyPath } from '../core/engine.js';
import { PARSE_OPTIONS, pathText, zodIssues } from '../core/issues.js';
import type { SimulationStats } from '../sim/stats.js';
import { inputError } from './io.js';

const Count = z.int().check(z.minimum(0));
const Name = z.string().check(z.minLength(1), z.maxLength(500));
const Histogram = z.record(z.string().check(z.maxLength(20)), Count);
const Record3 = z.strictObject({ wins: Count, draws: Count, losses: Count });
const Picks = z.strictObject({ picked: Count, completed: Count });
const PickCounts = z.strictObject({ attacker: Picks, defender: Picks });

const PlanStatsSchema = z.strictObject({
  games: Count,
  results: z.strictObject({ major: Count, minor: Count, draw: Count, unfinished: Count }),
  roles: z.strictObject({ attacker: z.extend(Record3, { vp: Histogram }), defender: z.extend(Record3, { vp: Histogram }) }),
  firstTurnRound1: Record3,
  moreFirstTurns: Record3,
  rounds: Histogram,
  events: Count,
  tactics: z.record(Name, PickCounts),
  strategies: z.record(Name, PickCounts),
});

/** The JSON statistics of `battlepack simulate`, as `merge` reads them. */
const SimulationStatsSchema = z.strictObject({
  format: z.literal('battlepack-simulation-stats'),
  version: z.literal(1),
  pack: Name,
  seed: Count,
  games: Count,
  failed: z.array(z.strictObject({ index: Count, seed: Count, battleplan: Name, error: z.string() })),
  plans: z.record(Name, PlanStatsSchema),
  shard: z.optional(
    z
      .strictObject({ count: z.int().check(z.minimum(1)), indices: z.array(z.int().check(z.minimum(1))) })
      .check(z.refine((s) => s.indices.every((i) => i <= s.count), { error: 'a shard index is larger than the count of shards', path: ['indices'] })),
  ),
});

/**
 * Checks that `value` is the JSON statistics of `battlepack simulate`, every field of the right type (counts are whole
 * numbers, no `__proto__` key); anything else is an input error (exit code 1) naming the first wrong field.
 */
export function readStats(value: unknown, file: string): SimulationStats {
  const bad = (why: string): never => {
    throw inputError(`${file} is not the JSON statistics of battlepack simulate (${why}).`);
  };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return bad('not an object');
  const v = value as { format?: unknown; version?: unknown };
  if (v.format !== 'battlepack-simulation-stats') return bad('"format" is not "battlepack-simulation-stats"');
  if (v.version !== 1) return bad(`version ${JSON.stringify(v.version) ?? 'undefined'} is not 1`);
  const proto = protoKeyPath(value);
  if (proto !== null) return bad(`a key named "__proto__" at ${pathText(proto)}`);
  const r = SimulationStatsSchema.safeParse(value, PARSE_OPTIONS);
  if (!r.success) {
    const first = zodIssues(r.error)[0];
    return bad(first === undefined ? 'a field is wrong' : `${first.message} at ${pathText(first.path) || 'the top level'}`);
  }
  return value as SimulationStats;
}
