/**
 * `npm run bench:bot`: the reference bot (flat Monte Carlo over the simulator) against the random player, on every
 * Gallet battleplan and the Blighted Wilds example battleplan, in pairs of games that share a seed with the bot in each
 * seat. Prints the bot's results per battleplan with 95 % Wilson intervals, and whether it beat the random player
 * significantly (the interval of its share of the decided games lies above one half).
 *
 *   npm run bench:bot                          # 1,000 games per battleplan, 6 rollouts, every core
 *   npm run bench:bot -- --games 40            # a quick look
 *   npm run bench:bot -- --write bench/results/bot.md
 *
 *   npm run bench:bot -- --plans turf-war --from 1000 --games 2000 --add bench/results/bot.md --write more.md
 *                                              # 1,000 more games of one plan, added to an earlier table
 *
 * Options: --games N (per battleplan, even; default 1000), --from F (first game, even; default 0), --add FILE (the
 * Markdown table of an earlier run of other games, whose counts are added in),, --rollouts R (default 6), --options K (default 8) (most options compared per choice),
 * --horizon H (battle rounds a rollout plays; default the bot's: 1, or to the end where the plan scores no VP),
 * --workers W, --seed S, --plans a,b (ids), --write FILE (the Markdown table).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { Worker } from 'node:worker_threads';
import { wilson } from '../src/sim.js';
import { gallet } from '../src/gallet.js';
import { blightedWilds } from '../src/blighted-wilds.js';
import type { BotGame, BotGameResult } from './bot-games.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const GAMES = Math.max(2, Math.ceil(Number(arg('games', '1000')) / 2) * 2);
const FROM = Math.max(0, Math.floor(Number(arg('from', '0')) / 2) * 2);
const ADD = arg('add', '');
const ROLLOUTS = Number(arg('rollouts', '6'));
const MAX_OPTIONS = Number(arg('options', '8'));
const HORIZON = arg('horizon', '') === '' ? undefined : Number(arg('horizon', ''));
const WORKERS = Math.max(1, Number(arg('workers', String(availableParallelism()))));
const SEED = Number(arg('seed', '2026'));
const WRITE = arg('write', '');
const ALL_PLANS: readonly (readonly [string, string])[] = [
  ...Object.keys(gallet.battleplans).map((id) => ['gallet', id] as const),
  ...Object.keys(blightedWilds.battleplans).map((id) => ['blighted-wilds', id] as const),
];
const wanted = arg('plans', '');
const PLANS = wanted === '' ? ALL_PLANS : ALL_PLANS.filter(([, id]) => wanted.split(',').includes(id));

const games: BotGame[] = [];
// interleave the battleplans, so a partial run (or a slow one) covers them all alike
for (let index = FROM; index < GAMES; index++)
  for (const [pack, battleplan] of PLANS) games.push({ pack, battleplan, index, runSeed: SEED, rollouts: ROLLOUTS, maxOptions: MAX_OPTIONS, ...(HORIZON !== undefined ? { horizon: HORIZON } : {}) });

function startWorker(): Worker {
  // on Node 20 a worker does not inherit tsx's loader: it registers it before importing its TypeScript entry
  const entry = JSON.stringify(new URL('./bot-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); });`, { eval: true });
}

const results: BotGameResult[] = [];
const started = Date.now();
const loadStart = loadavg();
let lastReport = Date.now();

async function run(): Promise<void> {
  const queue = [...games];
  const one = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const w = startWorker();
      let outstanding = 0;
      const feed = (): void => {
        const batch = queue.splice(0, 4);
        if (batch.length === 0) {
          w.postMessage({ stop: true });
          return;
        }
        outstanding = batch.length;
        w.postMessage({ games: batch });
      };
      w.on('message', (m: { ready?: boolean } & Partial<BotGameResult>) => {
        if (m.ready === true) return feed();
        results.push(m as BotGameResult);
        if (Date.now() - lastReport > 60_000) {
          lastReport = Date.now();
          process.stderr.write(`${results.length}/${games.length} games, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
          // a partial table now and then, so a long run that is stopped still leaves its figures
          if (WRITE !== '') writeFileSync(`${WRITE}.partial`, report(true));
        }
        if (--outstanding === 0) feed();
      });
      w.on('error', reject);
      w.on('exit', () => resolve());
    });
  await Promise.all(Array.from({ length: Math.min(WORKERS, games.length) }, one));
}

/** Counts per battleplan from the table of an earlier run (`--add`). */
interface Earlier {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly botVp: number;
  readonly randomVp: number;
}
const earlier = new Map<string, Earlier>();
const earlierNotes: string[] = [];
if (ADD !== '') {
  const text = readFileSync(ADD, 'utf8');
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // | pack | battleplan | games | wins | draws | losses | win rate | share | bot VP | random VP | beats |
    if (cells.length < 12 || cells[1] === 'pack' || cells[1] === 'all' || cells[1]?.startsWith('---')) continue;
    const [games, wins, draws, losses] = [cells[3], cells[4], cells[5], cells[6]].map(Number);
    if ([games, wins, draws, losses].some((n) => n === undefined || !Number.isFinite(n))) continue;
    earlier.set(`${cells[1]} ${cells[2]}`, { games: games ?? 0, wins: wins ?? 0, draws: draws ?? 0, losses: losses ?? 0, botVp: Number(cells[9]), randomVp: Number(cells[10]) });
  }
  earlierNotes.push(`Counts of ${ADD} (games before ${FROM}) are added in.`);
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

function table(): { markdown: string; allSignificant: boolean } {
  const rows: string[] = [];
  let allSignificant = true;
  rows.push('| pack | battleplan | games | bot wins | draws | bot losses | win rate (95 % CI) | share of decided games (95 % CI) | bot VP | random VP | beats random |');
  rows.push('|---|---|---|---|---|---|---|---|---|---|---|');
  const total = { games: 0, wins: 0, draws: 0, losses: 0 };
  for (const [pack, id] of PLANS) {
    const rs = results.filter((r) => r.pack === pack && r.battleplan === id);
    const before = earlier.get(`${pack} ${id}`) ?? { games: 0, wins: 0, draws: 0, losses: 0, botVp: 0, randomVp: 0 };
    const wins = rs.filter((r) => r.outcome === 'win').length + before.wins;
    const draws = rs.filter((r) => r.outcome === 'draw').length + before.draws;
    const games = rs.length + before.games;
    const losses = games - wins - draws;
    total.games += games;
    total.wins += wins;
    total.draws += draws;
    total.losses += losses;
    const w = wilson(wins, games);
    const share = wilson(wins, wins + losses);
    const significant = share.low > 0.5;
    if (!significant) allSignificant = false;
    const vp = (f: (r: BotGameResult) => number, b: number): string => (games === 0 ? '—' : ((rs.reduce((n, r) => n + f(r), 0) + b * before.games) / games).toFixed(2));
    rows.push(
      `| ${pack} | ${id} | ${games} | ${wins} | ${draws} | ${losses} | ${pct(w.rate)} (${pct(w.low)}–${pct(w.high)}) | ${pct(share.rate)} (${pct(share.low)}–${pct(share.high)}) | ${vp((r) => r.botVp, before.botVp)} | ${vp((r) => r.randomVp, before.randomVp)} | ${significant ? 'yes' : '**no**'} |`,
    );
  }
  const w = wilson(total.wins, total.games);
  const share = wilson(total.wins, total.wins + total.losses);
  rows.push(`| all | all | ${total.games} | ${total.wins} | ${total.draws} | ${total.losses} | ${pct(w.rate)} (${pct(w.low)}–${pct(w.high)}) | ${pct(share.rate)} (${pct(share.low)}–${pct(share.high)}) | | | ${share.low > 0.5 ? 'yes' : '**no**'} |`);
  return { markdown: rows.join('\n'), allSignificant };
}

function report(partial: boolean): string {
const seconds = (Date.now() - started) / 1000;
const { markdown } = table();
const cpu = cpus()[0]?.model ?? 'unknown CPU';
const head = [
  `${new Date().toISOString()}, ${seconds.toFixed(0)} s on ${WORKERS} worker thread(s). Machine: ${cpu}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, node ${process.version}, ${process.platform} ${process.arch}. Load average at start ${loadStart.map((x) => x.toFixed(2)).join(' ')}, at end ${loadavg().map((x) => x.toFixed(2)).join(' ')}.`,
  '',
  `Bot: flat Monte Carlo, ${Math.ceil(ROLLOUTS / 2)} rollouts for every option and ${ROLLOUTS} more for the two best, at most ${MAX_OPTIONS} options compared per choice (plus passing, where a choice may be declined); the random player plays each rollout on for both sides ${HORIZON === undefined ? 'to the end of the battle round the choice is made for, valued by the VP margin then (to the end of the battle, valued by its result, in a battleplan that scores no VP)' : Number.isFinite(HORIZON) ? `for ${HORIZON} battle round(s), valued by the VP margin then` : 'to the end of the battle, valued by its result'}. Opponent: the random player of \`randomBattle\`. Games ${FROM} to ${GAMES - 1} of each battleplan in pairs sharing a seed, the bot in each seat once; run seed ${SEED}. ${earlierNotes.join(' ')} Mean time per game ${(results.reduce((n, r) => n + r.ms, 0) / Math.max(1, results.length)).toFixed(0)} ms (one thread).`,
];
return `${partial ? `PARTIAL: ${results.length} of ${games.length} games so far.\n\n` : ''}${head.join('\n')}\n\n${markdown}\n`;
}

await run();
const out = report(false);
console.log(out);
if (WRITE !== '') writeFileSync(WRITE, `# Bot bench: the reference bot against the random player\n\n${out}`);
process.exitCode = table().allSignificant ? 0 : 1;
