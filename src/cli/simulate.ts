/**
 * `battlepack simulate`: random legal battles on the trusted path, spread over worker threads, with statistics
 * that depend only on the seed (each game's seed comes from the run's seed and the game's index, and results are
 * aggregated in game order whatever thread played them).
 * @module
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BattleState } from '../core/state.js';
import type { PackEntry } from './registry.js';

/** Marks the worker threads of `simulate` (checked by the CLI module when it loads in a worker). */
export const SIMULATE_WORKER = 'battlepack-simulate-worker';

/** What one simulated game left behind, in plain numbers and ids. */
export interface GameRecord {
  readonly index: number;
  readonly seed: number;
  readonly battleplan: string;
  readonly attackerVp: number;
  readonly defenderVp: number;
  /** The winning role, or null for a draw or an unfinished battle. */
  readonly winner: 'attacker' | 'defender' | null;
  readonly kind: 'major' | 'minor' | 'draw' | 'unfinished';
  readonly rounds: number;
  readonly events: number;
  /** Battle tactics picked: role, tactic id, completed. */
  readonly tactics: readonly (readonly ['attacker' | 'defender', string, boolean])[];
  /** Grand strategies: role, strategy id, completed. */
  readonly strategies: readonly (readonly ['attacker' | 'defender', string, boolean])[];
  /** Set when the game could not be played (a bug in a pack or the generator). */
  readonly error?: string;
}

/** One game to play. */
export interface GameSpec {
  readonly index: number;
  readonly seed: number;
  readonly battleplan: string;
}

/** The message a worker is started with. */
export interface WorkerInput {
  readonly kind: typeof SIMULATE_WORKER;
  readonly pack: string;
  /** The module a pack given with `--pack <module>` comes from (a file URL). */
  readonly module?: string;
}

/** Messages between the main thread and a worker. */
export type ToWorker = { readonly type: 'play'; readonly games: readonly GameSpec[] } | { readonly type: 'stop' };
/** Messages from a worker. */
export type FromWorker = { readonly type: 'ready' } | { readonly type: 'result'; readonly record: GameRecord };

function mix32(x: number): number {
  // splitmix32 finaliser: a well-spread 32-bit hash
  let t = (x + 0x9e3779b9) >>> 0;
  t = Math.imul(t ^ (t >>> 16), 0x21f0aaad);
  t = Math.imul(t ^ (t >>> 15), 0x735a2d97);
  return (t ^ (t >>> 15)) >>> 0;
}

/** The seed of game `index` of a run seeded with `seed`: the same on every thread and every run. */
export function gameSeed(seed: number, index: number): number {
  return mix32(mix32(seed >>> 0) ^ mix32(index + 1));
}

/** The games of a run: battleplans taken in turn when several are asked for. */
export function planGames(seed: number, games: number, battleplans: readonly string[]): GameSpec[] {
  return Array.from({ length: games }, (_, index) => ({ index, seed: gameSeed(seed, index), battleplan: battleplans[index % battleplans.length] ?? '' }));
}

/** Reads the record of a finished (or abandoned) battle. */
export function recordOf(spec: GameSpec, state: BattleState<unknown>): GameRecord {
  const roleOf = (id: string): 'attacker' | 'defender' => state.players[id]?.role ?? 'attacker';
  const byRole = (role: 'attacker' | 'defender') => Object.values(state.players).find((p) => p.role === role);
  const r = state.result;
  return {
    index: spec.index,
    seed: spec.seed,
    battleplan: spec.battleplan,
    attackerVp: byRole('attacker')?.vp ?? 0,
    defenderVp: byRole('defender')?.vp ?? 0,
    winner: r === null || r.winner === null ? null : roleOf(r.winner),
    kind: r === null ? 'unfinished' : r.kind,
    rounds: state.round,
    events: state.eventCount,
    tactics: state.tactics.map((t) => [roleOf(t.player), t.tactic, t.status === 'completed'] as const),
    strategies: Object.values(state.players)
      .filter((p) => p.grandStrategy !== null)
      .map((p) => [p.role, p.grandStrategy ?? '', p.grandStrategyCompleted === true] as const),
  };
}

/** Plays one game with a pack's random-battle generator; never throws. */
export function playGame(entry: PackEntry, spec: GameSpec): GameRecord {
  try {
    if (entry.playRandom === undefined) throw new Error(`${entry.pack.name} has no random-battle generator`);
    return recordOf(spec, entry.playRandom(spec.battleplan, spec.seed));
  } catch (e) {
    return { index: spec.index, seed: spec.seed, battleplan: spec.battleplan, attackerVp: 0, defenderVp: 0, winner: null, kind: 'unfinished', rounds: 0, events: 0, tactics: [], strategies: [], error: e instanceof Error ? e.message : String(e) };
  }
}

/** How a run is carried out. */
export interface RunOptions {
  readonly entry: PackEntry;
  readonly games: readonly GameSpec[];
  /** Worker threads; 1 or less plays in this thread. */
  readonly workers: number;
  /** The module the workers load (the CLI module itself). */
  readonly workerModule: URL;
  /** Called after each game, in completion order. */
  readonly onGame?: (done: number) => void;
}

/** The default number of workers: one per core, at most one per game. */
export function defaultWorkers(games: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, games));
}

/** Starts a worker on `module`; from TypeScript sources (tsx, vitest) it loads the module through tsx's API. */
function startWorker(module: URL, workerData: WorkerInput): Worker {
  if (!module.pathname.endsWith('.ts')) return new Worker(module, { workerData });
  // worker threads do not inherit loader hooks: load the .ts module with tsx's scoped import instead
  const tsxDir = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const api = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const code = `import(${JSON.stringify(api)}).then(({ tsImport }) => tsImport(${JSON.stringify(module.href)}, ${JSON.stringify(import.meta.url)}));`;
  return new Worker(code, { eval: true, workerData });
}

/** Plays every game and returns the records in game order. */
export async function runGames(opts: RunOptions): Promise<GameRecord[]> {
  const records: GameRecord[] = new Array<GameRecord>(opts.games.length);
  let done = 0;
  if (opts.workers <= 1) {
    let yielded = performance.now();
    for (const g of opts.games) {
      records[g.index] = playGame(opts.entry, g);
      opts.onGame?.(++done);
      // let the event loop run now and then: Ctrl-C is handled there
      if (performance.now() - yielded > 50) {
        await new Promise((r) => setImmediate(r));
        yielded = performance.now();
      }
    }
    return records;
  }
  const queue = [...opts.games];
  const chunk = Math.max(1, Math.min(16, Math.ceil(opts.games.length / (opts.workers * 4))));
  const input: WorkerInput = { kind: SIMULATE_WORKER, pack: opts.entry.key, ...(opts.entry.module !== undefined ? { module: opts.entry.module } : {}) };
  const one = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const w = startWorker(opts.workerModule, input);
      let outstanding = 0;
      const feed = (): void => {
        const games = queue.splice(0, chunk);
        if (games.length === 0) {
          w.postMessage({ type: 'stop' } satisfies ToWorker);
          return;
        }
        outstanding += games.length;
        w.postMessage({ type: 'play', games } satisfies ToWorker);
      };
      w.on('message', (m: FromWorker) => {
        if (m.type === 'ready') feed();
        else {
          records[m.record.index] = m.record;
          opts.onGame?.(++done);
          if (--outstanding === 0) feed();
        }
      });
      w.on('error', (e) => reject(e));
      w.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a simulation worker stopped with exit code ${code}`))));
    });
  await Promise.all(Array.from({ length: Math.min(opts.workers, opts.games.length) }, one));
  return records;
}

/** The body of a worker thread: plays the games it is sent until told to stop. */
export function serveWorker(entry: PackEntry, port: { postMessage(m: FromWorker): void; on(event: 'message', f: (m: ToWorker) => void): void; close(): void }): void {
  port.on('message', (m) => {
    if (m.type === 'stop') {
      port.close();
      return;
    }
    for (const g of m.games) port.postMessage({ type: 'result', record: playGame(entry, g) });
  });
  port.postMessage({ type: 'ready' });
}

/** Mean and standard deviation. */
export interface Spread {
  readonly mean: number;
  readonly sd: number;
  readonly min: number;
  readonly max: number;
}

function spread(xs: readonly number[]): Spread {
  if (xs.length === 0) return { mean: 0, sd: 0, min: 0, max: 0 };
  let sum = 0;
  for (const x of xs) sum += x;
  const mean = sum / xs.length;
  let sq = 0;
  for (const x of xs) sq += (x - mean) * (x - mean);
  return { mean, sd: Math.sqrt(sq / xs.length), min: Math.min(...xs), max: Math.max(...xs) };
}

/** A rule's pick and completion counts. */
export interface PickStats {
  readonly id: string;
  readonly name: string;
  readonly picked: number;
  readonly completed: number;
}

/** Statistics of a run, all computed in game order. */
export interface SimulationStats {
  readonly pack: string;
  readonly seed: number;
  readonly games: number;
  readonly failed: readonly { readonly index: number; readonly seed: number; readonly battleplan: string; readonly error: string }[];
  readonly byBattleplan: readonly { readonly id: string; readonly name: string; readonly games: number; readonly attackerWins: number; readonly defenderWins: number; readonly draws: number; readonly attackerVp: Spread; readonly defenderVp: Spread }[];
  readonly attackerWins: number;
  readonly defenderWins: number;
  readonly draws: number;
  readonly unfinished: number;
  readonly majorVictories: number;
  readonly minorVictories: number;
  readonly attackerVp: Spread;
  readonly defenderVp: Spread;
  readonly rounds: Spread;
  readonly events: Spread;
  readonly battleTactics: readonly PickStats[];
  readonly grandStrategies: readonly PickStats[];
}

/** Aggregates the records of a run (in game order, so the result is the same for any number of workers). */
export function aggregate(entry: PackEntry, seed: number, records: readonly GameRecord[]): SimulationStats {
  const ok = records.filter((r) => r.error === undefined);
  const count = (rs: readonly GameRecord[], f: (r: GameRecord) => boolean): number => rs.filter(f).length;
  const plans = [...new Set(records.map((r) => r.battleplan))];
  const pickStats = (ids: readonly [string, string][], pairs: (r: GameRecord) => readonly (readonly [unknown, string, boolean])[]): PickStats[] => {
    const picked = new Map<string, number>();
    const completed = new Map<string, number>();
    for (const r of ok)
      for (const [, id, done] of pairs(r)) {
        picked.set(id, (picked.get(id) ?? 0) + 1);
        if (done) completed.set(id, (completed.get(id) ?? 0) + 1);
      }
    return ids.map(([id, name]) => ({ id, name, picked: picked.get(id) ?? 0, completed: completed.get(id) ?? 0 }));
  };
  return {
    pack: entry.pack.id,
    seed,
    games: records.length,
    failed: records.filter((r) => r.error !== undefined).map((r) => ({ index: r.index, seed: r.seed, battleplan: r.battleplan, error: r.error ?? '' })),
    byBattleplan: plans.map((id) => {
      const rs = ok.filter((r) => r.battleplan === id);
      return {
        id,
        name: entry.pack.battleplans[id]?.name ?? id,
        games: rs.length,
        attackerWins: count(rs, (r) => r.winner === 'attacker'),
        defenderWins: count(rs, (r) => r.winner === 'defender'),
        draws: count(rs, (r) => r.kind === 'draw'),
        attackerVp: spread(rs.map((r) => r.attackerVp)),
        defenderVp: spread(rs.map((r) => r.defenderVp)),
      };
    }),
    attackerWins: count(ok, (r) => r.winner === 'attacker'),
    defenderWins: count(ok, (r) => r.winner === 'defender'),
    draws: count(ok, (r) => r.kind === 'draw'),
    unfinished: count(ok, (r) => r.kind === 'unfinished'),
    majorVictories: count(ok, (r) => r.kind === 'major'),
    minorVictories: count(ok, (r) => r.kind === 'minor'),
    attackerVp: spread(ok.map((r) => r.attackerVp)),
    defenderVp: spread(ok.map((r) => r.defenderVp)),
    rounds: spread(ok.map((r) => r.rounds)),
    events: spread(ok.map((r) => r.events)),
    battleTactics: pickStats(
      Object.values(entry.pack.battleTactics).map((t) => [t.id, t.name]),
      (r) => r.tactics,
    ),
    grandStrategies: pickStats(
      Object.values(entry.pack.grandStrategies).map((g) => [g.id, g.name]),
      (r) => r.strategies,
    ),
  };
}
