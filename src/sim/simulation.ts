/**
 * A simulation run as a library: the games of a run (each seeded from the run's seed and its index, battleplans in
 * turn), a shard's slice of them, and one game played to its result. The command line spreads the same games over
 * worker threads; any scheduler can spread shards over machines.
 * @module
 */
import type { AnyEventSchema, PackEventDef, PackIds } from '../core/pack/battlepack.js';
import type { Engine } from '../core/engine-types.js';
import { randomBattle, type RandomBattleOptions } from './random-battle.js';
import { failedGame, gameResult, gameSeed, shardGames, type GameResult, type Shard } from './stats.js';

/** One game of a run. */
export interface GameSpec {
  readonly index: number;
  readonly seed: number;
  readonly battleplan: string;
}

/** The games of a run (or of one shard of it): battleplans taken in turn, each game's seed from `gameSeed`. */
export function simulationGames(seed: number, games: number, battleplans: readonly string[], shard?: Shard): GameSpec[] {
  return shardGames(games, shard).map((index) => ({ index, seed: gameSeed(seed, index), battleplan: battleplans[index % battleplans.length] ?? '' }));
}

/** Plays one game with the random-battle generator and reads its result; never throws (a failure is recorded). */
export function playSimulationGame<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds>(
  engine: Engine<X, E, I>,
  options: Omit<RandomBattleOptions<X, E, I>, 'seed' | 'battleplan'>,
  spec: GameSpec,
): GameResult {
  try {
    return gameResult(spec, randomBattle(engine, { ...options, seed: spec.seed, battleplan: spec.battleplan as I['battleplan'] }).state as never);
  } catch (e) {
    return failedGame(spec, e instanceof Error ? e.message : String(e));
  }
}
