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
import type { BattleState } from '../core/state/state.js';
import { type GameSpec, simulationGames } from '../sim/simulation.js';
import { failedGame, gameResult, gameSeed, simulationStats, type GameResult, type Shard, type SimulationStats } from '../sim/stats.js';
import type { PackEntry } from './registry.js';

export type { SimulationStats };

/** Marks the worker threads of `simulate` (checked by the CLI module when it loads in a worker). */
export const SIMULATE_WORKER = 'battlepack-simulate-worker';

/** What one simulated game left behind, in plain numbers and ids (the library's {@link GameResult}). */
export type GameRecord = GameResult;

/** One game to play. */
export type { GameSpec };

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

/** The seed of game `index` of a run seeded with `seed`: the same on every thread, shard and run. */
export { gameSeed };

/** The games of a run (or of one shard of it): battleplans taken in turn when several are asked for. */
export function planGames(seed: number, games: number, battleplans: readonly string[], shard?: Shard): GameSpec[] {
  return simulationGames(seed, games, battleplans, shard);
}

/** Reads the record of a finished (or abandoned) battle. */
export function recordOf(spec: GameSpec, state: BattleState<unknown>): GameRecord {
  return gameResult(spec, state);
}

/** Plays one game with a pack's random-battle generator; never throws. */
export function playGame(entry: PackEntry, spec: GameSpec): GameRecord {
  try {
    if (entry.playRandom === undefined) throw new Error(`${entry.pack.name} has no random-battle generator`);
    return recordOf(spec, entry.playRandom(spec.battleplan, spec.seed));
  } catch (e) {
    return failedGame(spec, e instanceof Error ? e.message : String(e));
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

/** The statistics of a run (or a shard): the library's mergeable counts, in game order whatever thread played them. */
export function aggregate(entry: PackEntry, seed: number, records: readonly GameRecord[], shard?: Shard): SimulationStats {
  return simulationStats(records, { pack: entry.pack.id, seed, ...(shard !== undefined ? { shard } : {}) });
}
