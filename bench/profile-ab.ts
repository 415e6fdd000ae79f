/**
 * A private before/after run (`npx tsx bench/profile-ab.ts --base=/tmp/speed-base`, where the base directory holds
 * `src/` and `bench/` of an earlier commit, e.g. from `git archive`): the floor, then the trusted replay, validated
 * replay, `apply` and simulation of both engines, for the cheap plan and Close to the Chest, interleaved in one process
 * and timed in CPU time; every figure as a ratio to the floor of the same round.
 */
import os from 'node:os';
import type { BattleState } from '../src/index.js';
import * as now from './battles.js';
import { floorReplay } from './floor.js';

type Battles = typeof now;
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const base = args.get('base');
if (base === undefined) throw new Error('--base=<dir> is required');
const then = (await import(`${base}/bench/battles.ts`)) as Battles;
const sampleMs = Number(args.get('ms') ?? 300);
const rounds = Number(args.get('rounds') ?? 7);
const only = args.get('only');
const FULL = 'close-to-the-chest';

const cheap = now.recordBattles(40);
const full = Array.from({ length: 40 }, (_, i) => now.fullBattle(30_000 + i, FULL));
const count = (bs: readonly (readonly unknown[])[]): number => bs.reduce((n, b) => n + b.length, 0);
let sink = 0;
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
interface C {
  name: string;
  fn: () => number;
}
const cases: C[] = [{ name: 'floor', fn: () => cheap.reduce((n, b) => ((sink += floorReplay(b).vpA), n + b.length), 0) }];
for (const [tag, m] of [
  ['base', then],
  ['new ', now],
] as const) {
  const e = m.galletEngine;
  for (const [plan, bs] of [
    ['cheap', cheap],
    ['chest', full],
  ] as const) {
    const want = (k: string): boolean => only === undefined || only.includes(k);
    if (want('trusted')) cases.push({ name: `${tag} trusted ${plan}`, fn: () => bs.reduce((n, b) => ((sink += e.trusted.replay(b as never).eventCount), n + b.length), 0) });
    if (want('validated')) cases.push({ name: `${tag} validated ${plan}`, fn: () => bs.reduce((n, b) => ((sink += e.replay(b).applied), n + b.length), 0) });
    if (want('apply'))
      cases.push({
        name: `${tag} apply ${plan}`,
        fn: () =>
          bs.reduce((n, b) => {
            let s = e.initialState() as BattleState<unknown>;
            for (const x of b) {
              const r = e.apply(s as never, x as never);
              if (r.ok) s = r.state as BattleState<unknown>;
            }
            sink += s.eventCount;
            return n + b.length;
          }, 0),
      });
    let seed = 1;
    if (want('sim')) cases.push({ name: `${tag} sim ${plan}`, fn: () => [0, 1].reduce((n) => n + (plan === 'cheap' ? m.cheapBattle(seed++) : m.fullBattle(seed++, FULL)).length, 0) });
  }
}
console.log(`load ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}; cheap ${count(cheap)} events, chest ${count(full)} events; ${rounds} rounds of ${sampleMs} ms CPU per case`);
for (const c of cases) {
  const t0 = cpuMs();
  while (cpuMs() - t0 < 1000) c.fn();
}
const rates: number[][] = cases.map(() => []);
for (let r = 0; r < rounds; r++)
  cases.forEach((c, i) => {
    let ops = 0;
    const t0 = cpuMs();
    let t = t0;
    do {
      ops += c.fn();
      t = cpuMs();
    } while (t - t0 < sampleMs);
    rates[i]?.push(ops / ((t - t0) / 1000));
  });
const med = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};
const floorRates = rates[0] ?? [];
cases.forEach((c, i) => {
  const rs = rates[i] ?? [];
  const ratio = med(rs.map((x, k) => (floorRates[k] ?? 0) / x));
  console.log(`${c.name.padEnd(22)} ${(med(rs) / 1e3).toFixed(1).padStart(8)}k ev/s  ${ratio.toFixed(2).padStart(6)}× floor`);
});
if (sink === 0) console.log('(sink)');
