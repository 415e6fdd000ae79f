/**
 * What people ask of a simulation, as mergeable counts: win, draw and loss rates per battleplan and role, VP
 * distributions, battle tactic and grand strategy success, and first-turn effects. Everything is an integer count, so
 * statistics of shards merged with {@link mergeSimulationStats} are exactly those of one run over the same games.
 * @module
 */
import { selectRounds } from '../core/state/battle-selectors.js';
import { selectBattleTactics } from '../core/state/scoring-selectors.js';
import type { BattleState } from '../core/state/state.js';
import { statsOrThrow } from './stats-schema.js';

/** A role in a battle. */
import type { Role } from '../core/events/schema.js';
export type { Role };
const ROLES: readonly Role[] = ['attacker', 'defender'];

/** What one simulated game left behind, in plain numbers and ids. */
export interface GameResult {
  readonly index: number;
  readonly seed: number;
  readonly battleplan: string;
  readonly attackerVp: number;
  readonly defenderVp: number;
  /** The winning role, or null for a draw or an unfinished battle. */
  readonly winner: Role | null;
  readonly kind: 'major' | 'minor' | 'draw' | 'unfinished';
  readonly rounds: number;
  readonly events: number;
  /** The role that took the first turn of each round, in order. */
  readonly firstTurns: readonly Role[];
  /** Battle tactics picked: role, tactic id, completed. */
  readonly tactics: readonly (readonly [Role, string, boolean])[];
  /** Grand strategies: role, strategy id, completed. */
  readonly strategies: readonly (readonly [Role, string, boolean])[];
  /** Set when the game could not be played (a bug in a pack or the generator). */
  readonly error?: string;
}

/** Reads the result of a finished (or abandoned) battle. */
export function gameResult(spec: { readonly index: number; readonly seed: number; readonly battleplan: string }, state: BattleState<unknown>): GameResult {
  const roleOf = (id: string): Role => state.players[id]?.role ?? 'attacker';
  const byRole = (role: Role) => Object.values(state.players).find((p) => p.role === role);
  const r = state.clock.result;
  return {
    index: spec.index,
    seed: spec.seed,
    battleplan: spec.battleplan,
    attackerVp: byRole('attacker')?.vp ?? 0,
    defenderVp: byRole('defender')?.vp ?? 0,
    winner: r === null || r.winner === null ? null : roleOf(r.winner),
    kind: r === null ? 'unfinished' : r.kind,
    rounds: state.clock.round,
    events: state.eventCount,
    firstTurns: selectRounds(state).map((x) => roleOf(x.first)),
    tactics: selectBattleTactics(state).map((t) => [roleOf(t.player), t.tactic, t.status === 'completed'] as const),
    strategies: Object.values(state.players)
      .filter((p) => p.grandStrategy !== null)
      .map((p) => [p.role, p.grandStrategy ?? '', p.grandStrategyCompleted === true] as const),
  };
}

/** The result of a game that could not be played. */
export function failedGame(spec: { readonly index: number; readonly seed: number; readonly battleplan: string }, error: string): GameResult {
  return { ...spec, attackerVp: 0, defenderVp: 0, winner: null, kind: 'unfinished', rounds: 0, events: 0, firstTurns: [], tactics: [], strategies: [], error };
}

/** Wins, draws and losses. */
export interface Record3 {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

/** A distribution of whole numbers: value → count (keys in ascending order). */
export type Histogram = Readonly<Record<string, number>>;

/** Picks and completions of one rule, per role. */
export type PickCounts = Readonly<Record<Role, { readonly picked: number; readonly completed: number }>>;

/** The counts of one battleplan. */
export interface PlanStats {
  readonly games: number;
  readonly results: { readonly major: number; readonly minor: number; readonly draw: number; readonly unfinished: number };
  /** Per role: results and the VP distribution. */
  readonly roles: Readonly<Record<Role, Record3 & { readonly vp: Histogram }>>;
  /** The results of the player who took the first turn of round 1. */
  readonly firstTurnRound1: Record3;
  /** The results of the player who took more first turns than the other (games where neither did are left out). */
  readonly moreFirstTurns: Record3;
  /** Battle rounds played. */
  readonly rounds: Histogram;
  readonly events: number;
  readonly tactics: Readonly<Record<string, PickCounts>>;
  readonly strategies: Readonly<Record<string, PickCounts>>;
}

/** The statistics of a simulation: counts per battleplan, mergeable across shards. */
export interface SimulationStats {
  readonly format: 'battlepack-simulation-stats';
  readonly version: 1;
  readonly pack: string;
  readonly seed: number;
  readonly games: number;
  /** Games that could not be played, in game order. */
  readonly failed: readonly { readonly index: number; readonly seed: number; readonly battleplan: string; readonly error: string }[];
  /** Counts per battleplan, keys in alphabetical order. */
  readonly plans: Readonly<Record<string, PlanStats>>;
  /** The shards of the run these statistics hold, when not all of them (absent for a whole run). */
  readonly shard?: { readonly count: number; readonly indices: readonly number[] };
}


/** A record with no prototype: an id such as `constructor` or `toString` is a key like any other. */
function record<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends object ? Mutable<T[K]> : T[K] };

function sortKeys<T>(from: Readonly<Record<string, T>>, compare?: (a: string, b: string) => number): Record<string, T> {
  const out = record<T>();
  for (const k of Object.keys(from).sort(compare)) out[k] = from[k] as T;
  return out;
}

function emptyPlan(): Mutable<PlanStats> {
  const r3 = (): Mutable<Record3> => ({ wins: 0, draws: 0, losses: 0 });
  return {
    games: 0,
    results: { major: 0, minor: 0, draw: 0, unfinished: 0 },
    roles: { attacker: { ...r3(), vp: record() }, defender: { ...r3(), vp: record() } },
    firstTurnRound1: r3(),
    moreFirstTurns: r3(),
    rounds: record(),
    events: 0,
    tactics: record(),
    strategies: record(),
  };
}

function bump(h: Record<string, number>, key: string | number, by = 1): void {
  h[String(key)] = (h[String(key)] ?? 0) + by;
}

function tally(r: Mutable<Record3>, role: Role, winner: Role | null): void {
  if (winner === null) r.draws++;
  else if (winner === role) r.wins++;
  else r.losses++;
}

function addGame(p: Mutable<PlanStats>, g: GameResult): void {
  p.games++;
  p.results[g.kind]++;
  for (const role of ROLES) {
    const r = p.roles[role];
    if (g.kind !== 'unfinished') tally(r, role, g.winner);
    bump(r.vp as Record<string, number>, role === 'attacker' ? g.attackerVp : g.defenderVp);
  }
  if (g.kind !== 'unfinished') {
    const first = g.firstTurns[0];
    if (first !== undefined) tally(p.firstTurnRound1, first, g.winner);
    const attackerFirsts = g.firstTurns.filter((r) => r === 'attacker').length;
    const defenderFirsts = g.firstTurns.length - attackerFirsts;
    if (attackerFirsts !== defenderFirsts) tally(p.moreFirstTurns, attackerFirsts > defenderFirsts ? 'attacker' : 'defender', g.winner);
  }
  bump(p.rounds as Record<string, number>, g.rounds);
  p.events += g.events;
  const picks = (table: Record<string, Mutable<PickCounts>>, entries: readonly (readonly [Role, string, boolean])[]): void => {
    for (const [role, id, done] of entries) {
      const t = (table[id] ??= { attacker: { picked: 0, completed: 0 }, defender: { picked: 0, completed: 0 } });
      t[role].picked++;
      if (done) t[role].completed++;
    }
  };
  picks(p.tactics as Record<string, Mutable<PickCounts>>, g.tactics);
  picks(p.strategies as Record<string, Mutable<PickCounts>>, g.strategies);
}

function canonicalPlan(p: PlanStats): PlanStats {
  const num = (a: string, b: string): number => Number(a) - Number(b);
  return {
    ...p,
    roles: {
      attacker: { ...p.roles.attacker, vp: sortKeys(p.roles.attacker.vp, num) },
      defender: { ...p.roles.defender, vp: sortKeys(p.roles.defender.vp, num) },
    },
    rounds: sortKeys(p.rounds, num),
    tactics: sortKeys(p.tactics),
    strategies: sortKeys(p.strategies),
  };
}

/** The statistics of a set of game results (any order; failed games are listed, not counted). */
export function simulationStats(results: readonly GameResult[], run: { readonly pack: string; readonly seed: number; readonly shard?: Shard }): SimulationStats {
  const plans = record<Mutable<PlanStats>>();
  const failed: Mutable<SimulationStats['failed']> = [];
  for (const g of results) {
    if (g.error !== undefined) {
      failed.push({ index: g.index, seed: g.seed, battleplan: g.battleplan, error: g.error });
      continue;
    }
    addGame((plans[g.battleplan] ??= emptyPlan()), g);
  }
  failed.sort((a, b) => a.index - b.index);
  const canonical = record<PlanStats>();
  for (const [id, p] of Object.entries(sortKeys(plans))) canonical[id] = canonicalPlan(p);
  const shard = run.shard !== undefined && run.shard.count > 1 ? { count: run.shard.count, indices: [run.shard.index] } : undefined;
  return { format: 'battlepack-simulation-stats', version: 1, pack: run.pack, seed: run.seed, games: results.length, failed, plans: canonical, ...(shard !== undefined ? { shard } : {}) };
}

function addRecord3(a: Record3, b: Record3): Record3 {
  return { wins: a.wins + b.wins, draws: a.draws + b.draws, losses: a.losses + b.losses };
}

function addHistogram(a: Histogram, b: Histogram): Histogram {
  const out = Object.assign(record<number>(), a);
  for (const [k, v] of Object.entries(b)) bump(out, k, v);
  return out;
}

function addPicks(a: Readonly<Record<string, PickCounts>>, b: Readonly<Record<string, PickCounts>>): Record<string, PickCounts> {
  const out = Object.assign(record<PickCounts>(), a);
  for (const [id, x] of Object.entries(b)) {
    const y = out[id];
    out[id] =
      y === undefined
        ? x
        : {
            attacker: { picked: x.attacker.picked + y.attacker.picked, completed: x.attacker.completed + y.attacker.completed },
            defender: { picked: x.defender.picked + y.defender.picked, completed: x.defender.completed + y.defender.completed },
          };
  }
  return out;
}

function addPlans(a: PlanStats, b: PlanStats): PlanStats {
  const role = (r: Role) => ({ ...addRecord3(a.roles[r], b.roles[r]), vp: addHistogram(a.roles[r].vp, b.roles[r].vp) });
  return {
    games: a.games + b.games,
    results: { major: a.results.major + b.results.major, minor: a.results.minor + b.results.minor, draw: a.results.draw + b.results.draw, unfinished: a.results.unfinished + b.results.unfinished },
    roles: { attacker: role('attacker'), defender: role('defender') },
    firstTurnRound1: addRecord3(a.firstTurnRound1, b.firstTurnRound1),
    moreFirstTurns: addRecord3(a.moreFirstTurns, b.moreFirstTurns),
    rounds: addHistogram(a.rounds, b.rounds),
    events: a.events + b.events,
    tactics: addPicks(a.tactics, b.tactics),
    strategies: addPicks(a.strategies, b.strategies),
  };
}

/** Thrown when statistics of different runs are merged. */
export class StatsMismatch extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatsMismatch';
  }
}

/**
 * The statistics of two shards (or sets of shards) of one run together: the same as {@link simulationStats} of all
 * their results; once every shard is in, exactly the statistics of the whole run. Throws {@link StatsMismatch} for
 * another pack or seed, another split, a shard in both, or a whole run (its games would count twice), and a
 * `TypeError` for a value that is not statistics (`checkSimulationStats`).
 */
export function mergeSimulationStats(a: SimulationStats, b: SimulationStats): SimulationStats {
  return mergeCheckedStats(statsOrThrow('mergeSimulationStats', a), statsOrThrow('mergeSimulationStats', b));
}

/** {@link mergeSimulationStats} of statistics already checked (`checkSimulationStats`). @internal */
export function mergeCheckedStats(a: SimulationStats, b: SimulationStats): SimulationStats {
  if (a.pack !== b.pack) throw new StatsMismatch(`statistics of pack "${a.pack}" and "${b.pack}" cannot be merged`);
  if (a.seed !== b.seed) throw new StatsMismatch(`statistics of seed ${a.seed} and ${b.seed} are of different runs`);
  if (a.shard === undefined || b.shard === undefined) {
    const shard = a.shard ?? b.shard;
    const some = shard === undefined ? '' : ` shard${shard.indices.length === 1 ? '' : 's'} ${shard.indices.length > 3 ? `${shard.indices.slice(0, 3).join(', ')}… (${shard.indices.length})` : shard.indices.join(', ')} of ${shard.count}`;
    throw new StatsMismatch(
      a.shard === undefined && b.shard === undefined
        ? 'both are whole runs (every shard, or a run without --shard); merging them would count every game twice'
        : a.shard === undefined
          ? `what is merged so far is already the whole run (every shard, or a run without --shard), so${some} would count ${shard?.indices.length === 1 ? 'its' : 'their'} games twice`
          : `it is a whole run (every shard, or a run without --shard), and what is merged so far holds${some}: their games would count twice`,
    );
  }
  if (a.shard.count !== b.shard.count) throw new StatsMismatch(`shards of a run split ${a.shard.count} ways and of one split ${b.shard.count} ways cannot be merged`);
  const inA = new Set(a.shard.indices);
  const twice = b.shard.indices.find((i) => inA.has(i));
  if (twice !== undefined) throw new StatsMismatch(`shard ${twice}/${a.shard.count} is in both: its games would count twice`);
  const indices = [...a.shard.indices, ...b.shard.indices].sort((x, y) => x - y);
  const plans = Object.assign(record<PlanStats>(), a.plans);
  for (const [id, p] of Object.entries(b.plans)) {
    const q = plans[id];
    plans[id] = q === undefined ? p : addPlans(q, p);
  }
  const canonical = record<PlanStats>();
  for (const [id, p] of Object.entries(sortKeys(plans))) canonical[id] = canonicalPlan(p);
  return {
    format: 'battlepack-simulation-stats',
    version: 1,
    pack: a.pack,
    seed: a.seed,
    games: a.games + b.games,
    failed: [...a.failed, ...b.failed].sort((x, y) => x.index - y.index),
    plans: canonical,
    // every shard there: the statistics of the whole run
    ...(indices.length < a.shard.count ? { shard: { count: a.shard.count, indices } } : {}),
  };
}

/** A histogram read once and checked: whole counts under whole-number keys, or a `TypeError`. */
function histogramOrThrow(given: unknown): Histogram {
  const out = record<number>();
  try {
    if (given === null || typeof given !== 'object' || Array.isArray(given)) throw new Error('not an object');
    for (const k of Object.keys(given)) {
      const c: unknown = (given as Record<string, unknown>)[k];
      if (!/^(0|[1-9][0-9]{0,14})$/.test(k) || typeof c !== 'number' || !Number.isSafeInteger(c) || c < 0) throw new Error(`key "${k.slice(0, 40)}"`);
      out[k] = c;
    }
  } catch (e) {
    throw new TypeError(`histogramSpread: a histogram is an object of whole counts under whole-number keys (${e instanceof Error ? e.message : 'unreadable'}).`);
  }
  return out;
}

/** Mean and standard deviation of a histogram (a `TypeError` for anything else). */
export function histogramSpread(given: Histogram): { readonly count: number; readonly mean: number; readonly sd: number; readonly min: number; readonly max: number } {
  const h = histogramOrThrow(given);
  let n = 0;
  let sum = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const [k, c] of Object.entries(h)) {
    const x = Number(k);
    n += c;
    sum += x * c;
    min = Math.min(min, x);
    max = Math.max(max, x);
  }
  if (n === 0) return { count: 0, mean: 0, sd: 0, min: 0, max: 0 };
  const mean = sum / n;
  let sq = 0;
  for (const [k, c] of Object.entries(h)) sq += c * (Number(k) - mean) ** 2;
  return { count: n, mean, sd: Math.sqrt(sq / n), min, max };
}

/** A 95 % Wilson score interval for `successes` out of `trials` ([0, 1] when there are none). */
export function wilson(successes: number, trials: number, z = 1.959964): { readonly rate: number; readonly low: number; readonly high: number } {
  for (const [name, v] of [['successes', successes], ['trials', trials], ['z', z]] as const) if (typeof v !== 'number' || !Number.isFinite(v)) throw new TypeError(`wilson: ${name} must be a finite number.`);
  if (trials <= 0) return { rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const den = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / den;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / den;
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The seed of game `index` of a run seeded with `seed`: the same on every thread, shard and machine. */
export function gameSeed(seed: number, index: number): number {
  if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(index)) throw new TypeError('gameSeed: seed and index must be whole numbers.');
  const mix32 = (x: number): number => {
    let t = (x + 0x9e3779b9) >>> 0;
    t = Math.imul(t ^ (t >>> 16), 0x21f0aaad);
    t = Math.imul(t ^ (t >>> 15), 0x735a2d97);
    return (t ^ (t >>> 15)) >>> 0;
  };
  return mix32(mix32(seed >>> 0) ^ mix32(index + 1));
}

/** One shard of a run: `index` from 1 to `count`. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** Reads `i/n` (1 ≤ i ≤ n); null when it is not one. */
export function parseShard(text: string): Shard | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (m === null) return null;
  const index = Number(m[1]);
  const count = Number(m[2]);
  return Number.isSafeInteger(count) && count >= 1 && index >= 1 && index <= count ? { index, count } : null;
}

/** The game indices of a shard: every `count`-th game of the run, starting at `index - 1` (all of them for 1/1). */
export function shardGames(games: number, shard: Shard = { index: 1, count: 1 }): number[] {
  let index: unknown;
  let count: unknown;
  try {
    index = shard.index;
    count = shard.count;
  } catch {
    // read below as not whole numbers
  }
  if (!Number.isSafeInteger(games) || games < 0 || games > 100_000_000 || !Number.isSafeInteger(index) || !Number.isSafeInteger(count) || (count as number) < 1 || (index as number) < 1 || (index as number) > (count as number))
    throw new TypeError('shardGames: games is a whole number from 0 to 100,000,000, and the shard { index, count } has 1 ≤ index ≤ count.');
  shard = { index: index as number, count: count as number };
  const out: number[] = [];
  for (let i = shard.index - 1; i < games; i += shard.count) out.push(i);
  return out;
}
