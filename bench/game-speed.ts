/**
 * Speed of the model of a battle (issue 27): games per second per core on each battleplan with two armies of 10 units
 * × 10 models (`uniformArmy`), greedy against random, printed beside the random battles' rate on the same plan. CPU time
 * of this process is the measure (the machine may be shared); wall time is printed too. Writes
 * bench/results/game-speed.md with `--out`.
 *
 * `--warm N` (default 10) plays N games on every plan of a pack before any plan is measured, so that each plan's rate is
 * the steady rate of a long run (a simulation of thousands of games) rather than the JIT compiling the model: with one
 * warm-up game only (`--warm 0`, the bench's first method), the first plans measured read 3–5 times slower than the
 * same plans measured after the others (bench/results/game-speed.md). The warm-up plays random battles too (first), and
 * every plan's model games are measured before any plan's random battles: model games played right after random
 * battles read 2–3 times slower for some 50 games. A process still compiles the model for about 300 games (`--trace-opt`: dozens of functions
 * optimized per 40 games until then), so with `--warm 10` (120 games on Gallet) the plans measured first still read
 * below the steady rate: use `--warm 30` or more for the steady rate of every plan (branch modelspeed2 in the results).
 *
 *   npx tsx bench/game-speed.ts [--games 20] [--random 200] [--warm 10] [--out bench/results/game-speed.md]
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createEngine, type Engine } from '../src/index.js';
import type { AnyEventSchema, PackEventDef } from '../src/authoring.js';
import { gallet, galletEngine } from '../src/gallet.js';
import { galletTable } from '../src/gallet-table.js';
import { blightedWilds, blightedWildsEngine } from '../src/blighted-wilds.js';
import { tableRules } from '../src/table.js';
import { randomBattle } from '../src/sim.js';
import { greedyModelBot, playModelGame, randomModelBot, uniformArmy } from '../src/sim-model.js';

type AnyEngine = Engine<unknown, readonly PackEventDef<unknown, AnyEventSchema>[]>;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : (process.argv[i + 1] ?? fallback);
}

const games = Number(arg('games', '20'));
const randoms = Number(arg('random', '200'));
const warm = Number(arg('warm', '10'));
const packs: { name: string; edition: 3 | 4; model: AnyEngine; random: AnyEngine }[] = [
  { name: 'gallet', edition: 3, model: createEngine(gallet, { table: galletTable }) as unknown as AnyEngine, random: galletEngine as unknown as AnyEngine },
  { name: 'blighted-wilds', edition: 4, model: createEngine(blightedWilds, { table: tableRules }) as unknown as AnyEngine, random: blightedWildsEngine as unknown as AnyEngine },
];

function cpuRate(n: number, f: (i: number) => void): { cpu: number; wall: number } {
  const c = process.cpuUsage();
  const t = performance.now();
  for (let i = 0; i < n; i++) f(i);
  const u = process.cpuUsage(c);
  return { cpu: n / ((u.user + u.system) / 1e6), wall: n / ((performance.now() - t) / 1000) };
}

const lines = [
  '# Model of a battle: games per second',
  '',
  `\`npx tsx bench/game-speed.ts --games ${games} --random ${randoms} --warm ${warm}\`, ${new Date().toISOString().slice(0, 16)} UTC, ${availableParallelism()} cores shared with other jobs (loaded: the CPU-time rate is the per-core figure; wall time is what this process got). Model games: greedy against random, two armies of 10 units × 10 models (\`uniformArmy\`), seeds 1…${games}; random battles: \`randomBattle\` on the same plan, seeds 1…${randoms}. ${warm} × ${randoms} / ${games} warm-up random battles per plan, then ${warm} warm-up games on every plan of the pack (seeds -1…-${warm}), then one more game per plan before it is measured; every plan's model games are measured before any plan's random battles.`,
  '',
  '| pack | battleplan | model games/s per core (CPU) | wall | random battles/s per core (CPU) | ratio |',
  '|---|---|---|---|---|---|',
];
for (const p of packs) {
  const armies = [uniformArmy(p.edition, 10, 10, 'A'), uniformArmy(p.edition, 10, 10, 'B')] as const;
  const plans = Object.keys(p.model.pack.battleplans);
  const playOn = (plan: string, seed: number): void => void playModelGame(p.model, { seed, battleplan: plan, armies, bots: [greedyModelBot(), randomModelBot(seed)] });
  const randomOn = (plan: string, seed: number): void => void randomBattle(p.random, { seed, battleplan: plan });
  // the warm-up plays both workloads the bench measures, random battles first: right after random battles, model
  // games read 2–3 times slower for some 50 games, the process compiling the model again (bench/results/game-speed.md,
  // branch modelspeed2), so the model's warm-up comes last, right before the model is measured
  const randomWarm = Math.ceil((warm * randoms) / Math.max(1, games));
  for (let i = 1; i <= randomWarm; i++) for (const plan of plans) randomOn(plan, -i);
  for (let i = 1; i <= warm; i++) for (const plan of plans) playOn(plan, -i);
  // every plan's model games first, then every plan's random battles: neither workload runs between the other's measures
  const model = new Map<string, { cpu: number; wall: number }>();
  for (const plan of plans) {
    playOn(plan, 0);
    model.set(plan, cpuRate(games, (i) => playOn(plan, i + 1)));
  }
  for (const plan of plans) {
    const m = model.get(plan) as { cpu: number; wall: number };
    const r = cpuRate(randoms, (i) => randomOn(plan, i + 1));
    const line = `| ${p.name} | ${plan} | ${m.cpu.toFixed(1)} | ${m.wall.toFixed(1)} | ${r.cpu.toFixed(0)} | ${(r.cpu / m.cpu).toFixed(1)}× |`;
    lines.push(line);
    console.log(line);
  }
}
const out = arg('out', '');
if (out !== '') writeFileSync(out, `${lines.join('\n')}\n`);
