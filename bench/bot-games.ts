/**
 * The games of the bot bench: the reference bot (flat Monte Carlo) against the random player, in pairs of games that
 * share a seed (the same set-up and armies) with the bot in each seat, so the luck of the armies cancels out.
 */
import { type Engine } from '../src/index.js';
import { type AnyEventSchema, type PackEventDef } from '../src/authoring.js';
import { galletRandomOptions, gameSeed, monteCarloBot, randomBattle, type RandomBattleOptions } from '../src/sim.js';
import { galletEngine } from '../src/gallet.js';
import { blightedWildsEngine, blightedWildsRandomExtras, BLIGHTED_WILDS_SAMPLE_TERRAIN } from '../src/blighted-wilds.js';

type AnyEngine = Engine<unknown, readonly PackEventDef<unknown, AnyEventSchema>[]>;
type Options = Omit<RandomBattleOptions<unknown, readonly PackEventDef<unknown, AnyEventSchema>[]>, 'seed'>;

/** The packs of the bench, with the generator options of their random player. */
export const BENCH_PACKS: Readonly<Record<string, { readonly engine: AnyEngine; readonly options: Options }>> = {
  gallet: { engine: galletEngine as unknown as AnyEngine, options: galletRandomOptions as Options },
  'blighted-wilds': { engine: blightedWildsEngine as unknown as AnyEngine, options: { extras: blightedWildsRandomExtras, terrain: BLIGHTED_WILDS_SAMPLE_TERRAIN } as Options },
};

/** One game to play. */
export interface BotGame {
  readonly pack: string;
  readonly battleplan: string;
  /** The game's number within its battleplan; games 2k and 2k+1 share a seed. */
  readonly index: number;
  readonly runSeed: number;
  readonly rollouts: number;
  readonly maxOptions: number;
  /** The bot's horizon in battle rounds (`undefined`: the bot's default). */
  readonly horizon?: number;
}

/** What a game gave. */
export interface BotGameResult {
  readonly pack: string;
  readonly battleplan: string;
  readonly index: number;
  readonly outcome: 'win' | 'draw' | 'loss';
  readonly botVp: number;
  readonly randomVp: number;
  readonly botRole: 'attacker' | 'defender';
  readonly ms: number;
}

/** Plays one game: the bot takes seat p1 in even games and p2 in odd ones. */
export function playBotGame(g: BotGame): BotGameResult {
  const start = performance.now();
  const { engine, options } = BENCH_PACKS[g.pack] ?? (() => { throw new Error(`unknown pack ${g.pack}`); })();
  const seed = gameSeed(g.runSeed + hashPlan(g.battleplan), Math.floor(g.index / 2));
  const bot = g.index % 2 === 0 ? 'p1' : 'p2';
  const other = bot === 'p1' ? 'p2' : 'p1';
  const chooser = monteCarloBot({ engine, seed: seed ^ 0x2545f491, rollouts: g.rollouts, maxOptions: g.maxOptions, random: options, ...(g.horizon !== undefined ? { horizon: g.horizon } : {}) });
  const { state } = randomBattle(engine, { ...options, seed, battleplan: g.battleplan, choosers: { [bot]: chooser } });
  const winner = state.clock.result?.winner ?? null;
  return {
    pack: g.pack,
    battleplan: g.battleplan,
    index: g.index,
    outcome: winner === null ? 'draw' : winner === bot ? 'win' : 'loss',
    botVp: state.players[bot]?.vp ?? 0,
    randomVp: state.players[other]?.vp ?? 0,
    botRole: state.players[bot]?.role ?? 'attacker',
    ms: performance.now() - start,
  };
}

function hashPlan(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (Math.imul(h, 31) + id.charCodeAt(i)) >>> 0;
  return h;
}
