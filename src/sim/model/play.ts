/**
 * Playing model games with bots, and round-robins of bots per battleplan with win rates, 95 % confidence intervals
 * and Elo-style ratings.
 * @module
 */
import type { AnyEventSchema, PackEventDef, PackIds } from '../../core/pack/battlepack.js';
import type { Engine } from '../../core/engine-types.js';
import type { AnyEvent } from '../../core/pack/battlepack.js';
import type { BattleState } from '../../core/state/state.js';
import { gameSeed, wilson } from '../stats.js';
import type { ModelBot, ModelBotFactory } from './bots.js';
import { ModelGame, type ModelGameOptions } from './game.js';
import type { ArmyProfile } from './profile.js';

/** Options of {@link playModelGame}: the game's, and a bot for each player (in player order). */
export interface PlayModelOptions<I extends PackIds = PackIds> extends ModelGameOptions<I> {
  readonly bots: readonly [ModelBot, ModelBot];
}

/** A played model game: its events (an ordinary battle log's), the final state and the game itself. */
export interface ModelGameRecord<X = unknown> {
  readonly events: readonly AnyEvent[];
  readonly state: BattleState<X>;
  readonly game: ModelGame<X>;
}

/**
 * Plays a model game to its end with two bots. The same seed, armies and bots give the same log byte for byte.
 * @example
 * ```ts
 * import { createEngine, selectResult } from 'battlepack-engine';
 * import { gallet } from 'battlepack-engine/gallet';
 * import { galletTable } from 'battlepack-engine/gallet/table';
 * import { greedyModelBot, playModelGame, randomModelBot, sampleArmies } from 'battlepack-engine/sim/model';
 *
 * const engine = createEngine(gallet, { table: galletTable });
 * const g = playModelGame(engine, { seed: 1, battleplan: 'turf-war', armies: sampleArmies[3], bots: [greedyModelBot(), randomModelBot(1)] });
 * console.log(selectResult(g.state)?.winner, engine.replay(g.events).ok); // the winner, and true: the public engine replays it
 * ```
 */
export function playModelGame<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds>(engine: Engine<X, E, I>, options: PlayModelOptions<I>): ModelGameRecord<X> {
  const game = new ModelGame<X>(engine as unknown as Engine<X, readonly PackEventDef<X, AnyEventSchema>[]>, options);
  const players = options.players ?? ['p1', 'p2'];
  while (!game.ended) {
    const req = game.request;
    if (req === null) break;
    const bot = options.bots[req.player === players[1] ? 1 : 0];
    game.choose(bot(req, game as unknown as ModelGame));
  }
  return { events: game.events, state: game.state, game };
}

/** One game of a round-robin: who played which side with which army, and how it ended. */
export interface RoundRobinGame {
  readonly index: number;
  readonly seed: number;
  readonly battleplan: string;
  /** Bot names in player order. */
  readonly bots: readonly [string, string];
  /** Army names in player order. */
  readonly armies: readonly [string, string];
  /** The winning bot's seat (0 or 1), or null for a draw. */
  readonly winner: 0 | 1 | null;
  readonly vp: readonly [number, number];
  /** Per objective, the player seat (0, 1) or null that controlled it at the end of each round. */
  readonly control: Readonly<Record<string, readonly (0 | 1 | null)[]>>;
  /** Set when the game could not be played. */
  readonly error?: string;
}

/** Win rate of one bot against another on a plan, with its Wilson 95 % interval (draws count half). */
export interface PairResult {
  readonly bot: string;
  readonly opponent: string;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** (wins + draws / 2) / games. */
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/** Options of {@link roundRobin}. */
export interface RoundRobinOptions<I extends PackIds = PackIds> {
  readonly battleplans: readonly I['battleplan'][];
  /** The bots by name: each pair plays `games` games per battleplan, seats and armies swapped in turn. */
  readonly bots: Readonly<Record<string, ModelBotFactory>>;
  /** The armies: the first army goes to seat 0 on even games of a pair, to seat 1 on odd ones. */
  readonly armies: readonly [ArmyProfile, ArmyProfile];
  readonly games: number;
  readonly seed: number;
  /** Only these bot pairs (`"a vs b"`); default every pair. */
  readonly pairs?: readonly (readonly [string, string])[];
  /** Called after each game. */
  readonly onGame?: (game: RoundRobinGame) => void;
}

/** The result of a round-robin: every game, the pair results per plan and overall, and the ratings. */
export interface RoundRobinResult {
  readonly seed: number;
  readonly games: readonly RoundRobinGame[];
  /** Per battleplan, per pair (`"a vs b"`), a's result against b. */
  readonly byPlan: Readonly<Record<string, Readonly<Record<string, PairResult>>>>;
  /** Elo-style ratings (Bradley–Terry, mean 1500) over every game. */
  readonly ratings: Readonly<Record<string, number>>;
}

/** The objective controllers at the end of each round, as seats. */
function controlByRound(state: BattleState<unknown>, players: readonly string[]): Record<string, (0 | 1 | null)[]> {
  const out: Record<string, (0 | 1 | null)[]> = {};
  for (const r of state.board.table.rounds) {
    for (const [id, who] of Object.entries(r.controllers)) {
      const list = (out[id] ??= []);
      list.push(who === null ? null : players.indexOf(who) === 1 ? 1 : 0);
    }
  }
  return out;
}

/** Plays one game of a round-robin (never throws: a failed game carries its error). */
export function playRoundRobinGame<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds>(
  engine: Engine<X, E, I>,
  spec: { readonly index: number; readonly seed: number; readonly battleplan: I['battleplan']; readonly bots: readonly [string, string]; readonly factories: readonly [ModelBotFactory, ModelBotFactory]; readonly armies: readonly [ArmyProfile, ArmyProfile] },
): RoundRobinGame {
  const base = { index: spec.index, seed: spec.seed, battleplan: spec.battleplan, bots: spec.bots, armies: [spec.armies[0].name, spec.armies[1].name] as const };
  try {
    const r = playModelGame(engine, { seed: spec.seed, battleplan: spec.battleplan, armies: spec.armies, bots: [spec.factories[0](spec.seed ^ 0x1234), spec.factories[1](spec.seed ^ 0x4321)] });
    const players = r.state.setup.playerOrder;
    const w = r.state.clock.result?.winner ?? null;
    const vp: [number, number] = [r.state.players[players[0] ?? '']?.vp ?? 0, r.state.players[players[1] ?? '']?.vp ?? 0];
    return { ...base, winner: w === null ? null : players.indexOf(w) === 1 ? 1 : 0, vp, control: controlByRound(r.state as BattleState<unknown>, players) };
  } catch (e) {
    return { ...base, winner: null, vp: [0, 0], control: {}, error: e instanceof Error ? e.message : String(e) };
  }
}

/** The games a round-robin plays, in order: `games` rounds of every plan and pair, seats and armies swapped in turn. */
export function roundRobinSpecs<I extends PackIds>(options: RoundRobinOptions<I>): { index: number; seed: number; battleplan: I['battleplan']; bots: [string, string]; armies: [ArmyProfile, ArmyProfile] }[] {
  const names = Object.keys(options.bots);
  const pairs = options.pairs ?? names.flatMap((a, i) => names.slice(i + 1).map((b) => [a, b] as const));
  const out: { index: number; seed: number; battleplan: I['battleplan']; bots: [string, string]; armies: [ArmyProfile, ArmyProfile] }[] = [];
  // game by game across the plans and pairs, so that a run stopped early has played every plan about as often
  for (let g = 0; g < options.games; g++)
    for (const plan of options.battleplans)
      for (const [a, b] of pairs) {
        const index = out.length;
        // seats swap every game; armies every two, so each bot plays each army from each seat
        const seats: [string, string] = g % 2 === 0 ? [a, b] : [b, a];
        const armies: [ArmyProfile, ArmyProfile] = Math.floor(g / 2) % 2 === 0 ? [options.armies[0], options.armies[1]] : [options.armies[1], options.armies[0]];
        out.push({ index, seed: gameSeed(options.seed, index), battleplan: plan, bots: seats, armies });
      }
  return out;
}

/**
 * A round-robin of bots: every pair plays `games` games on every battleplan, seats and armies swapped in turn, each
 * game seeded from the run's seed and its index.
 */
export function roundRobin<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds>(engine: Engine<X, E, I>, options: RoundRobinOptions<I>): RoundRobinResult {
  const games: RoundRobinGame[] = [];
  for (const s of roundRobinSpecs(options)) {
    const g = playRoundRobinGame(engine, { ...s, factories: [options.bots[s.bots[0]] as ModelBotFactory, options.bots[s.bots[1]] as ModelBotFactory] });
    games.push(g);
    options.onGame?.(g);
  }
  return summarizeRoundRobin(options.seed, games);
}

/** The pair results and ratings of a list of round-robin games (games of shards may be concatenated first). */
export function summarizeRoundRobin(seed: number, games: readonly RoundRobinGame[]): RoundRobinResult {
  const byPlan: Record<string, Record<string, { bot: string; opponent: string; wins: number; draws: number; losses: number }>> = {};
  for (const g of games) {
    if (g.error !== undefined) continue;
    const [x, y] = [...g.bots].sort() as [string, string];
    const key = `${x} vs ${y}`;
    const plan = (byPlan[g.battleplan] ??= {});
    const p = (plan[key] ??= { bot: x, opponent: y, wins: 0, draws: 0, losses: 0 });
    const xSeat = g.bots[0] === x ? 0 : 1;
    if (g.winner === null) p.draws++;
    else if (g.winner === xSeat) p.wins++;
    else p.losses++;
  }
  const out: Record<string, Record<string, PairResult>> = {};
  for (const [plan, pairs] of Object.entries(byPlan)) {
    out[plan] = {};
    for (const [key, p] of Object.entries(pairs)) out[plan][key] = pairResult(p);
  }
  return { seed, games, byPlan: out, ratings: eloRatings(games) };
}

/** A pair's counts as a result with its Wilson 95 % interval (draws count half a win). */
export function pairResult(p: { bot: string; opponent: string; wins: number; draws: number; losses: number }): PairResult {
  const games = p.wins + p.draws + p.losses;
  const w = wilson(p.wins + p.draws / 2, games);
  return { ...p, games, rate: w.rate, low: w.low, high: w.high };
}

/**
 * Elo-style ratings: the Bradley–Terry strengths that best explain every game (draws half a win each way), on the Elo
 * scale (400 points: 10 to 1 odds), mean 1500. Deterministic (a fixed number of minorization–maximization steps).
 */
export function eloRatings(games: readonly Pick<RoundRobinGame, 'bots' | 'winner' | 'error'>[]): Record<string, number> {
  const names = [...new Set(games.flatMap((g) => g.bots))].sort();
  const wins = new Map<string, number>();
  const met = new Map<string, number>();
  const k = (a: string, b: string): string => `${a}\u0000${b}`;
  for (const g of games) {
    if (g.error !== undefined) continue;
    const [a, b] = g.bots;
    const sa = g.winner === null ? 0.5 : g.winner === 0 ? 1 : 0;
    wins.set(a, (wins.get(a) ?? 0) + sa);
    wins.set(b, (wins.get(b) ?? 0) + 1 - sa);
    met.set(k(a, b), (met.get(k(a, b)) ?? 0) + 1);
    met.set(k(b, a), (met.get(k(b, a)) ?? 0) + 1);
  }
  let p = new Map(names.map((n) => [n, 1]));
  for (let it = 0; it < 200; it++) {
    const next = new Map<string, number>();
    for (const i of names) {
      let denom = 0;
      for (const j of names) if (i !== j) denom += (met.get(k(i, j)) ?? 0) / ((p.get(i) ?? 1) + (p.get(j) ?? 1));
      // half a win each way keeps a bot that never won (or never lost) finite
      next.set(i, ((wins.get(i) ?? 0) + 0.5) / Math.max(denom + 1 / ((p.get(i) ?? 1) + 1), 1e-12));
    }
    p = next;
  }
  const logs = names.map((n) => 400 * Math.log10(p.get(n) ?? 1));
  const mean = logs.reduce((s, x) => s + x, 0) / Math.max(1, logs.length);
  return Object.fromEntries(names.map((n, i) => [n, Math.round(1500 + (logs[i] as number) - mean)]));
}
