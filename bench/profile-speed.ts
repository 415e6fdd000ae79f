/**
 * A private profiling run for the engine's hot paths (not part of the suite): the floor, then the trusted replay, the
 * validated replay and `apply` one battle after another, for the cheap plan (Won't Back Down, core events) and for
 * Close to the Chest (the plan with the most pack events), plus in-process simulation of both plans. Everything is
 * measured interleaved in one process, in CPU time, and given as a ratio to the floor of the same round (the floor replays the cheap
 * battles: its events per second are the yardstick for both plans).
 *
 * `npx tsx bench/profile-speed.ts [--only=trusted|validated|apply|sim] [--ms=300] [--rounds=5]`; with
 * `node --cpu-prof --import tsx bench/profile-speed.ts --only=trusted` it doubles as a profile driver.
 */
import os from 'node:os';
import type { BattleState } from '../src/index.js';
import { CHEAP_PLAN, cheapBattle, fullBattle, galletEngine, recordBattles, type GalletEvent } from './battles.js';
import { floorReplay } from './floor.js';
import { figure, type Case, type Figure } from './harness.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const only = args.get('only');
const sampleMs = Number(args.get('ms') ?? 300);
const samples = Number(args.get('rounds') ?? 5);
const FULL_PLAN = 'close-to-the-chest';

const cheap = recordBattles(40);
const full: (readonly GalletEvent[])[] = Array.from({ length: 40 }, (_, i) => fullBattle(30_000 + i, FULL_PLAN));
const count = (bs: readonly (readonly GalletEvent[])[]): number => bs.reduce((n, b) => n + b.length, 0);
let sink = 0;

const trusted = (bs: readonly (readonly GalletEvent[])[]) => (): void => {
  for (const b of bs) sink += galletEngine.trusted.replay(b).eventCount;
};
const validated = (bs: readonly (readonly GalletEvent[])[]) => (): void => {
  for (const b of bs) sink += galletEngine.replay(b).applied;
};
const apply = (bs: readonly (readonly GalletEvent[])[]) => (): void => {
  for (const b of bs) {
    let s = galletEngine.initialState() as BattleState<unknown>;
    for (const e of b) {
      const r = galletEngine.apply(s as never, e);
      if (r.ok) s = r.state as BattleState<unknown>;
    }
    sink += s.eventCount;
  }
};
let simEvents = 0;
let seed = 1;
const sim = (plan: string) => (): void => {
  for (let i = 0; i < 4; i++) simEvents += plan === CHEAP_PLAN ? cheapBattle(seed++).length : fullBattle(seed++, plan).length;
};

const cases: Case[] = [{ name: 'floor (cheap)', unit: 'event', opsPerCall: count(cheap), fn: () => void cheap.forEach((b) => (sink += floorReplay(b).vpA)) }];
for (const [label, bs] of [
  ['cheap', cheap],
  ['chest', full],
] as const) {
  if (only === undefined || only.includes('trusted')) cases.push({ name: `trusted ${label}`, unit: 'event', opsPerCall: count(bs), fn: trusted(bs) });
  if (only === undefined || only.includes('validated')) cases.push({ name: `validated ${label}`, unit: 'event', opsPerCall: count(bs), fn: validated(bs) });
  if (only === undefined || only.includes('apply')) cases.push({ name: `apply ${label}`, unit: 'event', opsPerCall: count(bs), fn: apply(bs) });
}
// simulation: events per call are not fixed, so the figure is computed from the events counted
const simCases: { name: string; fn: () => void }[] = [];
if (only === undefined || only.includes('sim'))
  for (const plan of [CHEAP_PLAN, FULL_PLAN]) simCases.push({ name: `sim ${plan === CHEAP_PLAN ? 'cheap' : 'chest'}`, fn: sim(plan) });

console.log(`load ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}; cheap ${count(cheap)} events, chest ${count(full)} events`);
// CPU time of this process, not wall time: on a machine shared by many jobs the wall clock counts the others' turns
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
function measureCpu(cs: readonly Case[]): Figure[] {
  for (const c of cs) {
    const t0 = cpuMs();
    while (cpuMs() - t0 < 1500) c.fn();
  }
  const rates: number[][] = cs.map(() => []);
  for (let r = 0; r < samples; r++)
    cs.forEach((c, i) => {
      let calls = 0;
      const t0 = cpuMs();
      let t = t0;
      do {
        c.fn();
        calls++;
        t = cpuMs();
      } while (t - t0 < sampleMs);
      rates[i]?.push((calls * c.opsPerCall) / ((t - t0) / 1000));
    });
  return cs.map((c, i) => figure(c.name, c.unit, rates[i] ?? []));
}
const figs = measureCpu(cases);
const floor = figs[0];
const ratio = (rates: readonly number[]): number => {
  const rs = rates.map((r, i) => (floor?.rates[i] ?? 0) / r).sort((a, b) => a - b);
  return rs[Math.floor(rs.length / 2)] ?? 0;
};
for (const f of figs) console.log(`${f.name.padEnd(18)} ${(f.median / 1e6).toFixed(3)}M ev/s  ±${(f.spread * 100).toFixed(0)}%  ${ratio(f.rates).toFixed(2)}× floor`);
for (const c of simCases) {
  const t0 = cpuMs();
  while (cpuMs() - t0 < 1500) c.fn();
  const rates: number[] = [];
  for (let r = 0; r < samples; r++) {
    simEvents = 0;
    const start = cpuMs();
    while (cpuMs() - start < sampleMs) c.fn();
    rates.push(simEvents / ((cpuMs() - start) / 1000));
  }
  rates.sort((a, b) => a - b);
  const med = rates[Math.floor(rates.length / 2)] ?? 0;
  const tr = figs.find((f) => f.name === `trusted ${c.name.slice(4)}`);
  console.log(`${c.name.padEnd(18)} ${(med / 1e6).toFixed(3)}M ev/s  ${tr === undefined ? '' : `${((med / tr.median) * 100).toFixed(0)}% of trusted`}`);
}
if (sink === 0) console.log('(sink)');
