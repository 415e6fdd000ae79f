/**
 * The round-robin bench of the model of a battle (issue 27): greedy against random on every battleplan of both packs,
 * Monte Carlo against greedy on a few, each game seeded from the run's seed and its index, seats and armies swapped
 * in turn. Results (every game with its seed, the win rates with Wilson 95 % intervals, the Elo-style ratings) go to
 * bench/results/. Shards (`--shard i/n`) play every n-th game; `--merge a.json b.json --md out.md` joins them.
 *
 *   npx tsx bench/game-bots.ts --pack gallet --pair greedy:random --games 1000 --seed 27 --shard 1/2 --out bench/results/game-bots-g-1.json
 *   npx tsx bench/game-bots.ts --merge bench/results/game-bots-*.json --md bench/results/game-bots.md
 *   npx tsx bench/game-bots.ts --verify bench/results/game-bots-g-1.json --every 10   (play every 10th game again: same results? `--plans` as for the run)
 *   npx tsx bench/game-bots.ts --pack gallet --pair mc:greedy --games 1000 --seed 2727 --skip a.json,b.json --shard 1/2 --out c.json
 *     (go on with a run stopped early: the games of a.json and b.json are left out; `--only plan` plays one plan of
 *     `--plans`, `--from-game n` only games n and later of each plan; indices and seeds stay those of the whole run;
 *     `--until 2026-12-02T13:20Z` stops cleanly at that time, the run file written)
 *
 * `--pack blighted-wilds-bench` plays the Blighted Wilds example plan beside three illustrative 4th-edition layouts
 * defined as data in bench/game-plans-4e.ts (not from any source).
 *
 * Budgets are printed with the results; nothing here is asserted by a test.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createEngine, type Engine } from '../src/index.js';
import type { AnyEventSchema, PackEventDef } from '../src/authoring.js';
import { gallet } from '../src/gallet.js';
import { galletTable } from '../src/gallet-table.js';
import { blightedWilds } from '../src/blighted-wilds.js';
import { tableRules } from '../src/table.js';
import { blightedWildsBench } from './game-plans-4e.js';
import { greedyModelBot, monteCarloModelBot, playRoundRobinGame, randomModelBot, roundRobinSpecs, sampleArmies, summarizeRoundRobin, type ModelBotFactory, type RoundRobinGame } from '../src/sim-model.js';

type AnyEngine = Engine<unknown, readonly PackEventDef<unknown, AnyEventSchema>[]>;

/** The engines of the bench: each pack measuring the table. */
export const GAME_ENGINES: Readonly<Record<string, { engine: AnyEngine; edition: 3 | 4 }>> = {
  gallet: { engine: createEngine(gallet, { table: galletTable }) as unknown as AnyEngine, edition: 3 },
  'blighted-wilds': { engine: createEngine(blightedWilds, { table: tableRules }) as unknown as AnyEngine, edition: 4 },
  // the pack's own example plan and three illustrative layouts defined as data by the bench (not from any source)
  'blighted-wilds-bench': { engine: createEngine(blightedWildsBench(), { table: tableRules }) as unknown as AnyEngine, edition: 4 },
};

/** The Monte Carlo budget of the bench. */
export const MC_BUDGET = { rollouts: 3, maxOptions: 4 } as const;

/** The bots of the bench by name. */
export const GAME_BOTS: Readonly<Record<string, ModelBotFactory>> = {
  random: randomModelBot,
  greedy: greedyModelBot,
  mc: monteCarloModelBot(MC_BUDGET),
};

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
}

interface RunFile {
  readonly kind: 'battlepack-game-bots';
  readonly pack: string;
  readonly pair: readonly [string, string];
  readonly seed: number;
  readonly gamesPerPlan: number;
  readonly shard: string;
  /** The run's plan list, which fixes the games' indices (absent in older files: the pack's plans or `--plans`). */
  readonly plans?: readonly string[];
  /** What the run left out: games of earlier run files (`--skip`), plans (`--only`), game numbers (`--from-game`). */
  readonly resumed?: { readonly skipped: number; readonly only?: readonly string[]; readonly fromGame: number };
  readonly mcBudget: typeof MC_BUDGET;
  readonly cpuSeconds: number;
  readonly wallSeconds: number;
  readonly machine: string;
  readonly games: readonly RoundRobinGame[];
}

function merge(files: readonly string[], md: string | undefined): void {
  const runs = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as RunFile);
  const groups = new Map<string, RunFile[]>();
  for (const r of runs) groups.set(`${r.pack} ${r.pair.join(' vs ')}`, [...(groups.get(`${r.pack} ${r.pair.join(' vs ')}`) ?? []), r]);
  const lines: string[] = ['# Model of a battle: bot round-robins', '', 'Written by `bench/game-bots.ts --merge` from the run files beside it (every game with its seed). Win rate = (wins + draws/2) / games for the first bot named; 95 % Wilson interval; Elo-style rating: Bradley–Terry over the games, mean 1500.', ''];
  for (const [name, rs] of groups) {
    const games = rs.flatMap((r) => r.games);
    // a game played twice (overlapping run files) would count twice
    const seen = new Set<number>();
    for (const g of games) {
      if (seen.has(g.index) && rs.every((r) => r.seed === rs[0]?.seed)) throw new Error(`${name}: game ${g.index} is in two run files`);
      seen.add(g.index);
    }
    const sum = summarizeRoundRobin(rs[0]?.seed ?? 0, games);
    // games of runs with different seeds are distinct games (each has its own seed)
    const r0 = rs[0] as RunFile;
    const failed = games.filter((g) => g.error !== undefined).length;
    lines.push(`## ${name}`, '', `Seeds ${[...new Set(rs.map((r) => r.seed))].join(', ')} (run files: ${rs.map((r) => `seed ${r.seed} shard ${r.shard}${r.resumed === undefined ? '' : ` (resumed: ${r.resumed.skipped} games of earlier files left out${r.resumed.only === undefined ? '' : `, only ${r.resumed.only.join(', ')}`}${r.resumed.fromGame > 0 ? `, from game ${r.resumed.fromGame} of each plan` : ''})`}: ${r.games.length} games played of ${r.gamesPerPlan} per plan asked`).join('; ')}); ${games.length} games (${failed} failed); ${rs.reduce((s, r) => s + r.cpuSeconds, 0).toFixed(0)} CPU s (${(rs.reduce((s, r) => s + r.cpuSeconds, 0) / Math.max(1, games.length)).toFixed(3)} a game), the longest run file ${Math.max(...rs.map((r) => r.wallSeconds)).toFixed(0)} s wall, on ${r0.machine}. Monte Carlo budget: ${JSON.stringify(r0.mcBudget)}.`, '');
    lines.push('| battleplan | games | first bot W / D / L | rate | 95 % interval | significant |', '|---|---|---|---|---|---|');
    for (const [plan, pairs] of Object.entries(sum.byPlan))
      for (const p of Object.values(pairs)) {
        const [first] = r0.pair;
        // the result of the run's first bot against the second
        const flip = p.bot !== first;
        const rate = flip ? 1 - p.rate : p.rate;
        const low = flip ? 1 - p.high : p.low;
        const high = flip ? 1 - p.low : p.high;
        const wdl = flip ? `${p.losses} / ${p.draws} / ${p.wins}` : `${p.wins} / ${p.draws} / ${p.losses}`;
        lines.push(`| ${plan} | ${p.games} | ${wdl} | ${(rate * 100).toFixed(1)} % | ${(low * 100).toFixed(1)}–${(high * 100).toFixed(1)} % | ${low > 0.5 ? 'yes' : high < 0.5 ? 'no (the other bot is better)' : 'no'} |`);
      }
    lines.push('', `Ratings: ${Object.entries(sum.ratings).map(([b, r]) => `${b} ${r}`).join(', ')}.`, '');
  }
  const text = lines.join('\n');
  if (md !== undefined) writeFileSync(md, text);
  console.log(text);
}

/**
 * Plays again every `every`-th game of a run file with the code as it is now and counts the games whose result (winner
 * and VP) differs: a check that a change meant to keep games byte-identical (a speed-up) did.
 */
function verify(file: string, every: number): void {
  const run = JSON.parse(readFileSync(file, 'utf8')) as RunFile;
  const entry = GAME_ENGINES[run.pack];
  if (entry === undefined) throw new Error(`unknown pack ${run.pack}`);
  const plans = [...new Set(run.games.map((g) => g.battleplan))];
  const bots = { [run.pair[0]]: GAME_BOTS[run.pair[0]] as ModelBotFactory, [run.pair[1]]: GAME_BOTS[run.pair[1]] as ModelBotFactory };
  // the run's plans in the order it was given them (`--plans`, as for the run), else all the pack's (a shard may have
  // played only some of them: the indices count every plan of the run)
  const order = run.plans ?? arg('plans')?.split(',') ?? Object.keys(entry.engine.pack.battleplans);
  const byIndex = new Map(roundRobinSpecs({ battleplans: order, bots, armies: sampleArmies[entry.edition], games: run.gamesPerPlan, seed: run.seed, pairs: [[run.pair[0], run.pair[1]]] }).map((s) => [s.index, s]));
  let checked = 0;
  let differ = 0;
  for (let i = 0; i < run.games.length; i += every) {
    const g = run.games[i] as RoundRobinGame;
    const s = byIndex.get(g.index);
    if (s === undefined || s.seed !== g.seed || s.battleplan !== g.battleplan || s.bots.join() !== g.bots.join() || s.armies.map((x) => x.name).join() !== g.armies.join()) throw new Error(`game ${g.index}: not a game of this run's specs (plans ${plans.join(', ')})`);
    const again = playRoundRobinGame(entry.engine, { ...s, factories: [bots[s.bots[0]] as ModelBotFactory, bots[s.bots[1]] as ModelBotFactory] });
    checked++;
    if (again.winner !== g.winner || again.vp[0] !== g.vp[0] || again.vp[1] !== g.vp[1]) {
      differ++;
      console.log(`game ${g.index} (seed ${g.seed}, ${g.battleplan}): was ${g.winner} ${g.vp.join('-')}, now ${again.winner} ${again.vp.join('-')}`);
    }
  }
  console.log(`${file}: ${checked} games played again, ${differ} with another result`);
}

function main(): void {
  const v = process.argv.indexOf('--verify');
  if (v >= 0) return verify(process.argv[v + 1] as string, Number(arg('every') ?? '10'));
  const m = process.argv.indexOf('--merge');
  if (m >= 0) {
    const files = process.argv.slice(m + 1).filter((a) => a.endsWith('.json'));
    return merge(files, arg('md'));
  }
  const pack = arg('pack') ?? 'gallet';
  const entry = GAME_ENGINES[pack];
  if (entry === undefined) throw new Error(`unknown pack ${pack}`);
  const [a, b] = (arg('pair') ?? 'greedy:random').split(':') as [string, string];
  const games = Number(arg('games') ?? '100');
  const seed = Number(arg('seed') ?? '27');
  const [si, sn] = (arg('shard') ?? '1/1').split('/').map(Number) as [number, number];
  const plansArg = arg('plans') ?? 'all';
  const plans = plansArg === 'all' ? Object.keys(entry.engine.pack.battleplans) : plansArg.split(',');
  const bots = { [a]: GAME_BOTS[a] as ModelBotFactory, [b]: GAME_BOTS[b] as ModelBotFactory };
  // games already played (`--skip` run files of the same pack, pair and seed), plans left out (`--only`), game numbers
  // below `--from-game`: none of them changes the games' indices and seeds, which `--plans` and `--seed` fix
  const skipped = new Set<number>();
  for (const f of arg('skip')?.split(',') ?? []) {
    const r = JSON.parse(readFileSync(f, 'utf8')) as RunFile;
    if (r.pack !== pack || r.pair.join(':') !== `${a}:${b}` || r.seed !== seed) throw new Error(`--skip ${f}: a run of ${r.pack} ${r.pair.join(':')} seed ${r.seed}, not of this one`);
    for (const g of r.games) skipped.add(g.index);
  }
  const only = arg('only')?.split(',');
  const fromGame = Number(arg('from-game') ?? '0');
  const all = roundRobinSpecs({ battleplans: plans, bots, armies: sampleArmies[entry.edition], games, seed, pairs: [[a, b]] });
  // the game number of a spec: specs go game by game across the plans (one pair here)
  const left = all.filter((s) => !skipped.has(s.index) && (only === undefined || only.includes(s.battleplan)) && Math.floor(s.index / plans.length) >= fromGame);
  // shards take every n-th game of what is left to play (without --skip, --only and --from-game: every n-th index)
  const specs = left.filter((_, k) => k % sn === si - 1);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const played: RoundRobinGame[] = [];
  let last = t0;
  const out = arg('out');
  // the run file is written as the games are played (a run stopped early keeps what it played) and at the end
  const save = (): RunFile => {
    const cpu = process.cpuUsage(cpu0);
    const run = { ...runFile(pack, [a, b], seed, games, `${si}/${sn}`, (cpu.user + cpu.system) / 1e6, (performance.now() - t0) / 1000, played), plans, resumed: { skipped: skipped.size, ...(only === undefined ? {} : { only }), fromGame } };
    if (out !== undefined) writeFileSync(out, JSON.stringify(run));
    return run;
  };
  // `--until <ISO time>`: stop cleanly (the run file written) once that time has passed, to fit a session
  const until = arg('until') === undefined ? Infinity : Date.parse(arg('until') as string);
  for (const s of specs) {
    if (Date.now() > until) {
      console.error(`stopped at ${new Date().toISOString()} (--until): ${played.length}/${specs.length} games played`);
      break;
    }
    played.push(playRoundRobinGame(entry.engine, { ...s, factories: [bots[s.bots[0]] as ModelBotFactory, bots[s.bots[1]] as ModelBotFactory] }));
    if (performance.now() - last > 30_000) {
      last = performance.now();
      save();
      console.error(`${played.length}/${specs.length} games, ${((last - t0) / 1000).toFixed(0)} s`);
    }
  }
  const run = save();
  const sum = summarizeRoundRobin(seed, played);
  for (const [plan, pairs] of Object.entries(sum.byPlan)) for (const p of Object.values(pairs)) console.log(plan, p.bot, 'vs', p.opponent, `${p.wins}/${p.draws}/${p.losses}`, (p.rate * 100).toFixed(1), `[${(p.low * 100).toFixed(1)}, ${(p.high * 100).toFixed(1)}]`);
  console.log(`${played.length} games, ${run.cpuSeconds.toFixed(1)} CPU s, ${run.wallSeconds.toFixed(1)} s wall`);
}

function runFile(pack: string, pair: readonly [string, string], seed: number, gamesPerPlan: number, shard: string, cpuSeconds: number, wallSeconds: number, games: readonly RoundRobinGame[]): RunFile {
  return {
    kind: 'battlepack-game-bots',
    pack,
    pair,
    seed,
    gamesPerPlan,
    shard,
    mcBudget: MC_BUDGET,
    cpuSeconds,
    wallSeconds,
    machine: `${availableParallelism()} cores, shared with other jobs (loaded)`,
    games: games.map((g) => ({ ...g, control: {} })),
  };
}

main();
