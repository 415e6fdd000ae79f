/**
 * The shape of simulation statistics (what `simulate --json` writes and `merge` reads), checked field by field: whole
 * counts, histogram keys that are whole numbers within {@link STATS_LIMITS}, at most `maxIds` battleplans, tactics or
 * strategies per table, no `__proto__` key. Every library function that takes statistics checks them here first.
 * @module
 */
import * as z from 'zod/mini';
import { protoKeyPath } from '../core/engine.js';
import { PARSE_OPTIONS, pathText, zodIssues } from '../core/events/issues.js';
import { PROTO_KEY_MESSAGE, readEvent } from '../core/events/plain.js';
import type { SimulationStats } from './stats.js';

/**
 * What statistics may hold, so that merging and drawing them is bounded by the file's size (issue 25,
 * docs/security.md): histogram keys are whole numbers from 0 to `maxHistogramKey` (victory points and battle rounds:
 * no battleplan comes near), and each table of battleplans, battle tactics or grand strategies has at most
 * `maxIds` entries.
 */
export const STATS_LIMITS = { maxHistogramKey: 1000, maxIds: 1000 } as const;

const Count = z.int().check(z.minimum(0));
const Name = z.string().check(z.minLength(1), z.maxLength(500));
const KEY = /^(0|[1-9][0-9]{0,5})$/;
const HistogramKey = z.string().check(
  z.refine((k) => KEY.test(k) && Number(k) <= STATS_LIMITS.maxHistogramKey, { error: `a histogram key is a whole number from 0 to ${STATS_LIMITS.maxHistogramKey}` }),
);
const Histogram = z.record(HistogramKey, Count);
const bounded = <T extends z.ZodMiniType>(schema: T) =>
  schema.check(z.refine((v) => Object.keys(v as object).length <= STATS_LIMITS.maxIds, { error: `a table holds at most ${STATS_LIMITS.maxIds.toLocaleString('en')} entries` }));
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
  tactics: bounded(z.record(Name, PickCounts)),
  strategies: bounded(z.record(Name, PickCounts)),
});

/** The JSON statistics of `battlepack simulate`. */
const SimulationStatsSchema = z.strictObject({
  format: z.literal('battlepack-simulation-stats'),
  version: z.literal(1),
  pack: Name,
  seed: Count,
  games: Count,
  failed: z.array(z.strictObject({ index: Count, seed: Count, battleplan: Name, error: z.string() })),
  plans: bounded(z.record(Name, PlanStatsSchema)),
  shard: z.optional(
    z
      .strictObject({ count: z.int().check(z.minimum(1)), indices: z.array(z.int().check(z.minimum(1))) })
      .check(z.refine((s) => s.indices.every((i) => i <= s.count), { error: 'a shard index is larger than the count of shards', path: ['indices'] })),
  ),
});

/** Statistics checked, or why not (a message naming the first wrong field). */
export type StatsCheck = { readonly ok: true; readonly value: SimulationStats } | { readonly ok: false; readonly problem: string };

/**
 * Checks that `value` is simulation statistics (the shape `simulate --json` writes), read once as plain data: every
 * count a whole number, histogram keys whole numbers from 0 to `STATS_LIMITS.maxHistogramKey`, at most
 * `STATS_LIMITS.maxIds` entries per table, no `__proto__` key. Never throws.
 */
export function checkSimulationStats(value: unknown): StatsCheck {
  // tables over their limit are found first, by counting keys (a huge one costs little); a value that throws while
  // counted is read below, where what it throws becomes the problem
  let early: string | null = null;
  try {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) early = tooLarge(value as Record<string, unknown>);
  } catch {
    early = null;
  }
  if (early !== null) return { ok: false, problem: early };
  const read = readEvent(value, { depth: 16, values: 20_000_000 });
  if (!read.ok && read.problem.message === PROTO_KEY_MESSAGE) return { ok: false, problem: `a key named "__proto__" at ${pathText(read.problem.path)}` };
  if (!read.ok) return { ok: false, problem: `${read.problem.message.replace(/^The event/, 'the statistics')}${read.problem.path.length > 0 ? ` at ${pathText(read.problem.path)}` : ''}` };
  const v = read.value;
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return { ok: false, problem: 'not an object' };
  const head = v as { format?: unknown; version?: unknown };
  if (head.format !== 'battlepack-simulation-stats') return { ok: false, problem: '"format" is not "battlepack-simulation-stats"' };
  if (head.version !== 1) return { ok: false, problem: `version ${typeof head.version === 'number' || typeof head.version === 'string' ? JSON.stringify(head.version) : `(${head.version === null ? 'null' : typeof head.version})`} is not 1` };
  const proto = protoKeyPath(v);
  if (proto !== null) return { ok: false, problem: `a key named "__proto__" at ${pathText(proto)}` };
  const big = tooLarge(v as Record<string, unknown>);
  if (big !== null) return { ok: false, problem: big };
  const r = SimulationStatsSchema.safeParse(v, PARSE_OPTIONS);
  if (!r.success) {
    const first = zodIssues(r.error)[0];
    return { ok: false, problem: first === undefined ? 'a field is wrong' : `${first.message} at ${pathText(first.path) || 'the top level'}` };
  }
  // (re-keyed into records without a prototype: an id such as `constructor` is a key like any other)
  return { ok: true, value: nullProto(r.data) as SimulationStats };
}

/** A table over its limit, found by counting keys before the schema looks at each entry (so that a huge one costs little). */
function tooLarge(v: Record<string, unknown>): string | null {
  const count = (x: unknown): number => (x !== null && typeof x === 'object' && !Array.isArray(x) ? Object.keys(x).length : 0);
  const over = (n: number, max: number, path: string): string | null => (n > max ? `a table holds at most ${max.toLocaleString('en')} entries, found ${n.toLocaleString('en')} at ${path}` : null);
  const plans = v['plans'];
  const top = over(count(plans), STATS_LIMITS.maxIds, 'plans');
  if (top !== null || plans === null || typeof plans !== 'object') return top;
  for (const [id, p] of Object.entries(plans as Record<string, unknown>)) {
    if (p === null || typeof p !== 'object') continue;
    const plan = p as Record<string, unknown>;
    for (const k of ['tactics', 'strategies']) {
      const bad = over(count(plan[k]), STATS_LIMITS.maxIds, `plans.${id.slice(0, 40)}.${k}`);
      if (bad !== null) return bad;
    }
  }
  return null;
}

/** Statistics checked, or a `TypeError` from `fn` naming the first wrong field. */
export function statsOrThrow(fn: string, value: unknown): SimulationStats {
  const r = checkSimulationStats(value);
  if (!r.ok) throw new TypeError(`${fn}: these are not simulation statistics (${r.problem}).`);
  return r.value;
}

/** A copy of plain data whose objects have no prototype (arrays stay arrays). */
function nullProto(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(nullProto);
  if (v === null || typeof v !== 'object') return v;
  const out = Object.create(null) as Record<string, unknown>;
  for (const k of Object.keys(v)) out[k] = nullProto((v as Record<string, unknown>)[k]);
  return out;
}
