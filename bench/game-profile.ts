/**
 * Profile helper for the model of a battle: plays greedy-vs-random games of two `uniformArmy(10 × 10)` armies on one
 * plan, after `--warm` warm-up games, and prints games per CPU second in chunks (to see the JIT settle).
 *
 *   npx tsx bench/game-profile.ts [plan] [games] [warm] [chunk]
 *   node --cpu-prof bench-bundle.mjs …   (bundle it with esbuild first for line-exact profiles)
 */
import { createEngine } from '../src/index.js';
import { gallet } from '../src/gallet.js';
import { galletTable } from '../src/gallet-table.js';
import { blightedWilds } from '../src/blighted-wilds.js';
import { tableRules } from '../src/table.js';
import { greedyModelBot, playModelGame, randomModelBot, uniformArmy } from '../src/sim-model.js';

const plan = process.argv[2] ?? 'the-prize-of-gallet';
const n = Number(process.argv[3] ?? 20);
const warm = Number(process.argv[4] ?? 1);
const chunk = Number(process.argv[5] ?? n);
const bw = plan === 'example-tainted-springs';
const engine = bw ? createEngine(blightedWilds, { table: tableRules }) : createEngine(gallet, { table: galletTable });
const ed = bw ? 4 : 3;
const armies = [uniformArmy(ed, 10, 10, 'A'), uniformArmy(ed, 10, 10, 'B')] as const;
const play = (seed: number): number => playModelGame(engine as never, { seed, battleplan: plan as never, armies, bots: [greedyModelBot(), randomModelBot(seed)] }).events.length;
for (let i = 0; i < warm; i++) play(-1 - i);
// a hook for a profiler started after the warm-up (an allocation profile: see bench/results/game-speed.md)
(globalThis as { onWarm?: () => void }).onWarm?.();
const rates: string[] = [];
let ev = 0;
for (let i = 0; i < n; i += chunk) {
  const c = process.cpuUsage();
  for (let k = i; k < Math.min(n, i + chunk); k++) ev += play(k + 1);
  const u = process.cpuUsage(c);
  rates.push((Math.min(chunk, n - i) / ((u.user + u.system) / 1e6)).toFixed(1));
}
(globalThis as { onDone?: () => void }).onDone?.();
console.log(`${plan}: games/s per CPU second by chunk of ${chunk}: ${rates.join(' ')}; ${(ev / n).toFixed(0)} events/game`);
