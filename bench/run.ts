/**
 * The benchmark suite (`npm run bench`; `-- --reference` also writes the reference run, `-- --quick` samples less).
 * One process measures, in this order: the floor, the trusted replay, the validated replay and single applies
 * (interleaved, over the same recorded battles), then the simulation on 1 and 2 worker threads, then memory in child
 * processes. Every figure is also given as a ratio to the floor of the same run. Writes bench/results/latest.{json,md}.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { gallet } from '../src/battlepack/gallet/index.js';
import { ENGINE_VERSION, LOG_FORMAT_VERSION, type BattleState } from '../src/index.js';
import { CHEAP_PLAN, RECORD_SEED, fullBattle, galletEngine, paddedLog, recordBattles, type GalletEvent } from './battles.js';
import { floorReplay, type FloorState } from './floor.js';
import { figure, fmt, fmtBytes, measureInterleaved, median, ratioTo, type Figure } from './harness.js';
import type { SimSample, SimWorkerData } from './sim-worker.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const argv = new Set(process.argv.slice(2));
const quick = argv.has('--quick');
const reference = argv.has('--reference');

const CONFIG = {
  battles: quick ? 60 : 200,
  warmupMs: quick ? 300 : 2500,
  sampleMs: quick ? 200 : 500,
  samples: quick ? 3 : 9,
  // V8 keeps compiling for ~3 s of simulation (the process uses 1.3–1.7 cores meanwhile), then settles at one core
  simWarmupMs: quick ? 500 : 6000,
  simSampleMs: quick ? 500 : 1000,
  simSamples: quick ? 3 : 7,
  calibrationBattles: quick ? 4 : 36,
  calibrationRounds: quick ? 2 : 6,
  calibrationWarmupMs: quick ? 500 : 4000,
  longLog: quick ? 200_000 : 1_000_000,
  historyBattles: quick ? 20 : 60,
  // figure 7: battles open at once, applied round-robin and one after another (each call applies every event once)
  openBattles: quick ? 300 : 1000,
  openSamples: quick ? 3 : 7,
};

const log = (s: string): void => void process.stdout.write(`${s}\n`);

// ---------------------------------------------------------------------------------------------------------------------
// machine

function machine(): Record<string, unknown> {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    const m = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (m?.[1] !== undefined) cpu = m[1].trim();
  } catch {
    // not Linux: os.cpus() it is
  }
  return {
    cpu,
    cores: os.availableParallelism(),
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    v8: process.versions.v8,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    runner: 'tsx (esbuild transform of src/ on load)',
    loadAverageAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// recorded battles, and the floor's check

interface FloorCheck {
  readonly battles: number;
  readonly agree: number;
  readonly mismatches: readonly string[];
  /** Battles whose final state is the same (as JSON) on the trusted path, the validated replay and apply. */
  readonly pathsAgree: number;
}

function vpOf(s: BattleState<unknown>): [number, number] {
  const [a, b] = s.playerOrder;
  return [s.players[a ?? '']?.vp ?? 0, s.players[b ?? '']?.vp ?? 0];
}

function checkFloor(battles: readonly (readonly GalletEvent[])[]): FloorCheck {
  const mismatches: string[] = [];
  let pathsAgree = 0;
  battles.forEach((events, i) => {
    const trusted = galletEngine.trusted.replay(events) as BattleState<unknown>;
    const validated = galletEngine.replay(events);
    let s = galletEngine.initialState();
    for (const e of events) {
      const r = galletEngine.apply(s, e);
      if (!r.ok) throw new Error(`battle ${i}: apply refused event ${s.eventCount}: ${r.violations[0]?.message ?? ''}`);
      s = r.state;
    }
    if (!validated.ok) throw new Error(`battle ${i}: validated replay refused event ${validated.applied}: ${validated.violations[0]?.message ?? ''}`);
    const json = JSON.stringify(trusted);
    if (JSON.stringify(validated.state) === json && JSON.stringify(s) === json) pathsAgree++;
    const f: FloorState = floorReplay(events);
    const engineVp = vpOf(trusted);
    const same = (x: BattleState<unknown>): boolean => {
      const [a, b] = vpOf(x);
      return a === engineVp[0] && b === engineVp[1] && x.result?.kind === trusted.result?.kind && x.result?.winner === trusted.result?.winner;
    };
    const ok =
      trusted.stage === 'ended' &&
      same(validated.state as BattleState<unknown>) &&
      same(s as BattleState<unknown>) &&
      f.ended &&
      f.vpA === engineVp[0] &&
      f.vpB === engineVp[1] &&
      f.result?.kind === trusted.result?.kind &&
      f.result?.winner === trusted.result?.winner;
    if (!ok)
      mismatches.push(
        `battle ${i} (seed ${RECORD_SEED + i}): engine ${engineVp.join('-')} ${trusted.result?.kind ?? '?'} ${trusted.result?.winner ?? ''}, floor ${f.vpA}-${f.vpB} ${f.result?.kind ?? '?'} ${f.result?.winner ?? ''}`,
      );
  });
  return { battles: battles.length, agree: battles.length - mismatches.length, mismatches, pathsAgree };
}

// ---------------------------------------------------------------------------------------------------------------------
// simulation

interface SimResult {
  readonly figure: Figure;
  readonly eventsPerSec: Figure;
  readonly eventsPerBattle: number;
  /** CPU time of the whole process per second of wall time during the samples: how many cores the workers got. */
  readonly coresUsed: number;
}

/**
 * Simulation throughput with 1 and with 2 workers, from the same two warmed-up workers: rounds alternate (worker A
 * alone, then A and B together), so a change of machine load hits both figures alike; the scaling is the median of
 * the per-round ratios.
 */
async function simulate(kind: 'cheap' | 'full', battleplan: string): Promise<{ one: SimResult; two: SimResult; scaling: number }> {
  const ws = [0, 1].map((i) => {
    const data: SimWorkerData = { battleplan, kind, seed: 7_000_000 + i * 1_000_000, warmupMs: CONFIG.simWarmupMs };
    // on Node 20, `execArgv: ['--import', 'tsx']` does not reach a worker's own module loading (ERR_UNKNOWN_FILE_EXTENSION
    // for the .ts entry), so the worker registers tsx's loader itself before importing its TypeScript entry
    const entry = JSON.stringify(new URL('./sim-worker.ts', import.meta.url).href);
    return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); });`, { eval: true, workerData: data });
  });
  const next = (w: Worker): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const onMessage = (m: unknown): void => {
        w.off('error', onError);
        resolve(m);
      };
      const onError = (e: Error): void => {
        w.off('message', onMessage);
        reject(e);
      };
      w.once('message', onMessage);
      w.once('error', onError);
    });
  const acc = () => ({ battleRates: [] as number[], eventRates: [] as number[], cores: [] as number[], battles: 0, events: 0 });
  const one = acc();
  const two = acc();
  const round = async (pool: readonly Worker[], into: ReturnType<typeof acc>): Promise<number> => {
    const replies = pool.map(next);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (const w of pool) w.postMessage({ go: CONFIG.simSampleMs });
    const samples = (await Promise.all(replies)) as SimSample[];
    const cpu = process.cpuUsage(cpu0);
    // how many cores the process got: CPU time of all its threads per second of wall time
    into.cores.push((cpu.user + cpu.system) / 1000 / (performance.now() - t0));
    // throughput of the pool: the sum of each worker's own rate over the same window
    const rate = samples.reduce((n, x) => n + x.battles / (x.ms / 1000), 0);
    into.battleRates.push(rate);
    into.eventRates.push(samples.reduce((n, x) => n + x.events / (x.ms / 1000), 0));
    for (const x of samples) {
      into.battles += x.battles;
      into.events += x.events;
    }
    return rate;
  };
  try {
    await Promise.all(ws.map(next));
    const ratios: number[] = [];
    for (let r = 0; r < CONFIG.simSamples; r++) {
      const a = await round([ws[0] as Worker], one);
      const b = await round(ws, two);
      ratios.push(b / a);
    }
    const result = (x: ReturnType<typeof acc>, n: number): SimResult => ({
      figure: figure(`simulation, ${battleplan}, ${n} worker${n > 1 ? 's' : ''}`, 'battle', x.battleRates),
      eventsPerSec: figure('events', 'event', x.eventRates),
      eventsPerBattle: x.events / x.battles,
      coresUsed: median(x.cores),
    });
    return { one: result(one, 1), two: result(two, 2), scaling: median(ratios) };
  } finally {
    for (const w of ws) w.postMessage({ stop: true });
    await Promise.all(ws.map((w) => w.terminate()));
  }
}

function calibrate(): { plan: string; msPerBattle: number; eventsPerBattle: number }[] {
  const plans = Object.keys(gallet.battleplans);
  // warm every plan's code first (round robin), so the first plan measured is not the one that paid for the JIT
  const t0 = performance.now();
  for (let i = 0; performance.now() - t0 < CONFIG.calibrationWarmupMs; i++) for (const plan of plans) fullBattle(9_000 + i, plan);
  // then rounds of a few battles of every plan in turn: the median round of each plan ranks it, whatever else ran
  const ms = new Map<string, number[]>(plans.map((p) => [p, []]));
  const events = new Map<string, number>(plans.map((p) => [p, 0]));
  const rounds = CONFIG.calibrationRounds;
  const per = Math.max(1, Math.round(CONFIG.calibrationBattles / rounds));
  for (let r = 0; r < rounds; r++)
    for (const plan of plans) {
      const start = performance.now();
      let n = 0;
      for (let i = 0; i < per; i++) n += fullBattle(10_000 + r * per + i, plan).length;
      ms.get(plan)?.push((performance.now() - start) / per);
      events.set(plan, (events.get(plan) ?? 0) + n);
    }
  return plans
    .map((plan) => ({ plan, msPerBattle: median(ms.get(plan) ?? []), eventsPerBattle: (events.get(plan) ?? 0) / (rounds * per) }))
    .sort((a, b) => b.msPerBattle - a.msPerBattle);
}

// ---------------------------------------------------------------------------------------------------------------------
// memory (child processes)

function child(args: readonly string[]): Record<string, number> {
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(here, 'memory.ts'), ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  const last = out.trim().split('\n').pop() ?? '{}';
  return JSON.parse(last) as Record<string, number>;
}

// ---------------------------------------------------------------------------------------------------------------------

interface Row {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly spread: string;
  readonly ratio: string;
  readonly target: string;
  readonly met: boolean | null;
}

async function main(): Promise<void> {
  const started = Date.now();
  const m = machine();
  log(`battlepack-engine ${ENGINE_VERSION} benchmarks${quick ? ' (quick)' : ''}`);
  log(`machine: ${String(m['cpu'])}, ${String(m['cores'])} cores, node ${process.version}, load ${(m['loadAverageAtStart'] as number[]).join(' ')}`);

  // the recorded battles
  let t0 = performance.now();
  const battles = recordBattles(CONFIG.battles);
  const events = battles.reduce((n, b) => n + b.length, 0);
  log(`recorded ${battles.length} ${CHEAP_PLAN} battles (seed ${RECORD_SEED}), ${events} events, ${(events / battles.length).toFixed(0)} per battle, in ${(performance.now() - t0).toFixed(0)} ms`);
  const check = checkFloor(battles);
  log(`floor check: the floor's final VP and result agree with the engine (trusted, validated and apply) in ${check.agree}/${check.battles} battles`);
  log(`path check: the trusted, validated and apply final states are the same JSON in ${check.pathsAgree}/${check.battles} battles`);
  for (const x of check.mismatches.slice(0, 10)) log(`  mismatch: ${x}`);

  // (1)–(4): interleaved
  let sink = 0;
  const opts = { warmupMs: CONFIG.warmupMs, sampleMs: CONFIG.sampleMs, samples: CONFIG.samples };
  log(`measuring floor, trusted replay, validated replay and apply (${CONFIG.samples} interleaved samples of ${CONFIG.sampleMs} ms after ${CONFIG.warmupMs} ms of warm-up each)…`);
  const [floor, trusted, validated, apply] = measureInterleaved(
    [
      {
        name: 'floor: hand-written mutable reducer',
        unit: 'event',
        opsPerCall: events,
        fn: () => {
          for (const b of battles) sink += floorReplay(b).vpA;
        },
      },
      {
        name: 'trusted replay (fast path)',
        unit: 'event',
        opsPerCall: events,
        fn: () => {
          for (const b of battles) sink += galletEngine.trusted.replay(b).eventCount;
        },
      },
      {
        name: 'validated replay (parse + rule checks, frozen result)',
        unit: 'event',
        opsPerCall: events,
        fn: () => {
          for (const b of battles) sink += galletEngine.replay(b).applied;
        },
      },
      {
        name: 'apply one event (public path), over whole battles',
        unit: 'event',
        opsPerCall: events,
        fn: () => {
          for (const b of battles) {
            let s = galletEngine.initialState();
            for (const e of b) {
              const r = galletEngine.apply(s, e);
              if (r.ok) s = r.state;
            }
            sink += s.eventCount;
          }
        },
      },
    ],
    opts,
  ) as [Figure, Figure, Figure, Figure];
  if (sink === 0) log('(sink)');
  for (const f of [floor, trusted, validated, apply])
    log(`  ${f.name.padEnd(56)} ${fmt(f.median).padStart(8)} ${f.unit}s/s  ±${(f.spread * 100).toFixed(0)}%  ${(ratioTo(floor, f)).toFixed(1)}× floor`);

  // (7) many battles open: the same events applied round-robin (event k of every battle, then k + 1) and one battle
  // after another; both keep every battle's state, as an app or server with that many battles open does
  const open: (readonly GalletEvent[])[] = Array.from({ length: CONFIG.openBattles }, (_, i) => battles[i % battles.length] as readonly GalletEvent[]);
  const openEvents = open.reduce((n, b) => n + b.length, 0);
  const openLongest = Math.max(...open.map((b) => b.length));
  log(`measuring apply over ${CONFIG.openBattles} open battles, round-robin and one after another (${CONFIG.openSamples} interleaved samples)…`);
  const [sequentialOpen, roundRobin] = measureInterleaved(
    [
      {
        name: `apply, ${CONFIG.openBattles} battles one after another`,
        unit: 'event',
        opsPerCall: openEvents,
        fn: () => {
          const states: BattleState<unknown>[] = [];
          for (const b of open) {
            let s = galletEngine.initialState();
            for (const e of b) {
              const r = galletEngine.apply(s, e);
              if (r.ok) s = r.state;
            }
            states.push(s as BattleState<unknown>);
          }
          sink += states.length;
        },
      },
      {
        name: `apply, ${CONFIG.openBattles} battles round-robin`,
        unit: 'event',
        opsPerCall: openEvents,
        fn: () => {
          const states = open.map(() => galletEngine.initialState());
          for (let k = 0; k < openLongest; k++)
            for (let i = 0; i < open.length; i++) {
              const e = (open[i] as readonly GalletEvent[])[k];
              if (e === undefined) continue;
              const r = galletEngine.apply(states[i] as BattleState<never>, e);
              if (r.ok) states[i] = r.state;
            }
          sink += states.length;
        },
      },
    ],
    { warmupMs: CONFIG.warmupMs, sampleMs: CONFIG.sampleMs, samples: CONFIG.openSamples },
  ) as [Figure, Figure];
  const rRoundRobin = ratioTo(sequentialOpen, roundRobin);
  for (const f of [sequentialOpen, roundRobin]) log(`  ${f.name.padEnd(56)} ${fmt(f.median).padStart(8)} ${f.unit}s/s  ±${(f.spread * 100).toFixed(0)}%  ${(floor.median / f.median).toFixed(1)}× floor`);
  log(`  round-robin ÷ one after another: ${rRoundRobin.toFixed(2)}× (median of per-round ratios)`);

  // (5) simulation
  log('simulation: calibrating the most expensive battleplan (with the pack’s own events)…');
  const cal = calibrate();
  for (const c of cal) log(`  ${c.plan.padEnd(28)} ${c.msPerBattle.toFixed(1).padStart(7)} ms/battle  ${c.eventsPerBattle.toFixed(0).padStart(5)} events`);
  const expensive = cal[0]?.plan ?? CHEAP_PLAN;
  const sims: { label: string; kind: 'cheap' | 'full'; plan: string; one: SimResult; two: SimResult; scaling: number }[] = [];
  for (const [label, kind, plan] of [
    ['cheap', 'cheap', CHEAP_PLAN],
    ['most expensive', 'full', expensive],
  ] as const) {
    const { one, two, scaling } = await simulate(kind, plan);
    sims.push({ label, kind, plan, one, two, scaling });
    log(
      `  ${`${label} (${plan})`.padEnd(40)} 1 worker ${fmt(one.figure.median)} battles/s (±${(one.figure.spread * 100).toFixed(0)}%, ${one.coresUsed.toFixed(2)} cores), 2 workers ${fmt(two.figure.median)} battles/s (±${(two.figure.spread * 100).toFixed(0)}%, ${two.coresUsed.toFixed(2)} cores): ${scaling.toFixed(2)}× (median of per-round ratios)`,
    );
  }

  // (6) memory
  log(`memory: history of apply states over ${CONFIG.historyBattles} battles…`);
  const hist = child(['history', String(CONFIG.historyBattles)]);
  log(
    `  retained per event: ${fmtBytes(hist['sharedPerEvent'] ?? 0)} with structural sharing; ${fmtBytes(hist['copyPerEvent'] ?? 0)} as full copies; floor full copies ${fmtBytes(hist['floorCopyPerEvent'] ?? 0)}`,
  );
  log(`memory: a ${CONFIG.longLog.toLocaleString('en')}-event log…`);
  t0 = performance.now();
  const long = paddedLog(CONFIG.longLog);
  const longCheck = galletEngine.replay(long);
  if (!longCheck.ok || longCheck.applied !== long.length) throw new Error(`the long log is not legal: ${longCheck.ok ? '' : (longCheck.violations[0]?.message ?? '')}`);
  const longVp = vpOf(longCheck.state as BattleState<unknown>);
  const longFloor = floorReplay(long);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'battlepack-bench-'));
  const jsonFile = path.join(dir, 'log.json');
  const ndFile = path.join(dir, 'log.ndjson');
  writeFileSync(
    jsonFile,
    JSON.stringify({
      format: 'battlepack-log',
      formatVersion: LOG_FORMAT_VERSION,
      engineVersion: ENGINE_VERSION,
      battlepack: { id: gallet.id, version: gallet.version },
      events: long.map((e, i) => ({ seq: i + 1, ...e })),
    }),
  );
  writeFileSync(ndFile, `${long.map((e) => JSON.stringify(e)).join('\n')}\n`);
  const fileBytes = readFileSync(jsonFile).length;
  log(`  built, validated (replay ok, ${longVp.join('-')} VP; floor ${longFloor.vpA}-${longFloor.vpB}) and written (${fmtBytes(fileBytes)}) in ${(performance.now() - t0).toFixed(0)} ms`);
  const mem: Record<string, Record<string, number>> = {};
  try {
    for (const who of ['engine', 'floor'] as const)
      for (const how of ['load', 'stream'] as const) {
        const r = child(['replay', how === 'load' ? jsonFile : ndFile, who, how]);
        mem[`${who}-${how}`] = r;
        if (r['vpA'] !== longVp[0] || r['vpB'] !== longVp[1]) throw new Error(`${who} ${how}: final VP ${r['vpA']}-${r['vpB']}, expected ${longVp.join('-')}`);
        log(
          `  ${who.padEnd(6)} ${how.padEnd(6)} peak RSS ${fmtBytes(r['peakRss'] ?? 0).padStart(9)} (runtime ${fmtBytes(r['baseRss'] ?? 0)}, after load ${fmtBytes(r['loadedRss'] ?? 0)}), peak heap ${fmtBytes(r['peakHeap'] ?? 0)}, ${((r['events'] ?? 0) / ((r['ms'] ?? 1) / 1000) / 1e6).toFixed(2)}M events/s`,
        );
      }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // ratios and targets
  const ratio = (f: Figure): number => ratioTo(floor, f);
  const rTrusted = ratio(trusted);
  const rValidated = ratio(validated);
  const rApply = ratio(apply);
  const rows: Row[] = [];
  const pct = (f: Figure): string => `±${(f.spread * 100).toFixed(0)}% (${fmt(f.min)}–${fmt(f.max)})`;
  rows.push({ id: '1', name: `floor: hand-written mutable reducer of the default Gallet scoring`, value: `${fmt(floor.median)} events/s`, spread: pct(floor), ratio: '1×', target: '—', met: null });
  rows.push({ id: '2', name: 'trusted replay (fast path)', value: `${fmt(trusted.median)} events/s`, spread: pct(trusted), ratio: `${rTrusted.toFixed(1)}×`, target: '≤ 3× floor', met: rTrusted <= 3 });
  rows.push({ id: '3', name: 'validated replay (parse + rule checks, frozen result)', value: `${fmt(validated.median)} events/s`, spread: pct(validated), ratio: `${rValidated.toFixed(1)}×`, target: '≤ 60× floor', met: rValidated <= 60 });
  rows.push({ id: '4', name: 'apply one event on the public path (over whole battles)', value: `${fmt(apply.median)} events/s`, spread: pct(apply), ratio: `${rApply.toFixed(1)}×`, target: '≤ 60× floor', met: rApply <= 60 });
  for (const s of sims) {
    const scale = s.scaling;
    const r1 = floor.median / s.one.eventsPerSec.median;
    const r2 = floor.median / s.two.eventsPerSec.median;
    rows.push({
      id: '5',
      name: `simulation, ${s.label} battleplan (${s.plan}${s.kind === 'full' ? ', with the pack’s own events' : ''}), 1 worker`,
      value: `${fmt(s.one.figure.median)} battles/s (${fmt(s.one.eventsPerSec.median)} events/s, ${s.one.eventsPerBattle.toFixed(0)} per battle)`,
      spread: pct(s.one.figure),
      ratio: `${r1.toFixed(1)}×`,
      target: '—',
      met: null,
    });
    rows.push({
      id: '5',
      name: `simulation, ${s.label} battleplan (${s.plan}), 2 workers`,
      value: `${fmt(s.two.figure.median)} battles/s = ${scale.toFixed(2)}× one worker (the process used ${s.two.coresUsed.toFixed(2)} cores; ${s.one.coresUsed.toFixed(2)} with one worker)`,
      spread: pct(s.two.figure),
      ratio: `${r2.toFixed(1)}×`,
      target: '≥ 1.7× one worker',
      met: scale >= 1.7,
    });
  }
  const shared = hist['sharedPerEvent'] ?? 0;
  const floorCopy = hist['floorCopyPerEvent'] ?? 1;
  rows.push({
    id: '6',
    name: 'memory: bytes retained per event, keeping every state from apply (structural sharing)',
    value: fmtBytes(shared),
    spread: `full copies would take ${fmtBytes(hist['copyPerEvent'] ?? 0)}`,
    ratio: `${(shared / floorCopy).toFixed(2)}× (floor keeping a copy per event: ${fmtBytes(floorCopy)})`,
    target: '—',
    met: null,
  });
  const el = mem['engine-load'] ?? {};
  const es = mem['engine-stream'] ?? {};
  const fl = mem['floor-load'] ?? {};
  const fs = mem['floor-stream'] ?? {};
  const peakLoad = el['peakRss'] ?? 0;
  const peakStream = es['peakRss'] ?? 0;
  rows.push({
    id: '6',
    name: `memory: peak RSS, trusted replay of a ${CONFIG.longLog.toLocaleString('en')}-event log read line by line`,
    value: fmtBytes(peakStream),
    spread: `peak heap ${fmtBytes(es['peakHeap'] ?? 0)}`,
    ratio: `${(peakStream / (fs['peakRss'] ?? 1)).toFixed(2)}×`,
    target: '< 300 MB',
    met: CONFIG.longLog >= 1_000_000 ? peakStream < 300 * 1024 * 1024 : null,
  });
  rows.push({
    id: '6',
    name: `memory: peak RSS, trusted replay of the same log read whole (${fmtBytes(fileBytes)} of JSON)`,
    value: fmtBytes(peakLoad),
    spread: `log loaded: ${fmtBytes(el['loadedRss'] ?? 0)}; peak heap ${fmtBytes(el['peakHeap'] ?? 0)}`,
    ratio: `${(peakLoad / (fl['peakRss'] ?? 1)).toFixed(2)}×`,
    target: '< 300 MB',
    met: CONFIG.longLog >= 1_000_000 ? peakLoad < 300 * 1024 * 1024 : null,
  });

  rows.push({
    id: '7',
    name: `apply over ${CONFIG.openBattles} open battles, one after another`,
    value: `${fmt(sequentialOpen.median)} events/s`,
    spread: pct(sequentialOpen),
    ratio: `${(floor.median / sequentialOpen.median).toFixed(1)}× (floor of figure 1)`,
    target: '—',
    met: null,
  });
  rows.push({
    id: '7',
    name: `apply over ${CONFIG.openBattles} open battles, round-robin`,
    value: `${fmt(roundRobin.median)} events/s = ${rRoundRobin.toFixed(2)}× the time of one after another`,
    spread: pct(roundRobin),
    ratio: `${(floor.median / roundRobin.median).toFixed(1)}× (floor of figure 1)`,
    target: '≤ 1.2× one after another',
    met: rRoundRobin <= 1.2,
  });
  const result = {
    schema: 1,
    engineVersion: ENGINE_VERSION,
    date: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    quick,
    machine: { ...m, loadAverageAtEnd: os.loadavg().map((x) => Math.round(x * 100) / 100) },
    config: { ...CONFIG, recordSeed: RECORD_SEED, cheapPlan: CHEAP_PLAN, events },
    floorCheck: check,
    figures: {
      floor: { eventsPerSec: floor },
      trusted: { eventsPerSec: trusted, ratioToFloor: rTrusted },
      validated: { eventsPerSec: validated, ratioToFloor: rValidated },
      apply: { eventsPerSec: apply, ratioToFloor: rApply },
      openBattles: { battles: CONFIG.openBattles, events: openEvents, sequential: { eventsPerSec: sequentialOpen }, roundRobin: { eventsPerSec: roundRobin }, roundRobinOverSequential: rRoundRobin },
      simulation: {
        calibration: cal,
        runs: sims.map((s) => ({
          label: s.label,
          kind: s.kind,
          battleplan: s.plan,
          oneWorker: { battlesPerSec: s.one.figure, eventsPerSec: s.one.eventsPerSec, eventsPerBattle: s.one.eventsPerBattle, ratioToFloor: floor.median / s.one.eventsPerSec.median },
          twoWorkers: { battlesPerSec: s.two.figure, eventsPerSec: s.two.eventsPerSec, eventsPerBattle: s.two.eventsPerBattle, ratioToFloor: floor.median / s.two.eventsPerSec.median },
          scaling: s.scaling,
          coresUsed: { oneWorker: s.one.coresUsed, twoWorkers: s.two.coresUsed },
        })),
      },
      memory: { history: hist, longLog: { events: CONFIG.longLog, jsonBytes: fileBytes, runs: mem } },
    },
    table: rows,
  };
  const md = markdown(result.machine, result.date, result.durationSeconds, check, rows, quick);
  const dir2 = path.join(here, 'results');
  writeFileSync(path.join(dir2, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(dir2, 'latest.md'), md);
  if (reference) {
    writeFileSync(path.join(dir2, 'reference.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(path.join(dir2, 'reference.md'), md);
  }
  log('');
  log(md);
  log(`wrote bench/results/latest.json and latest.md${reference ? ', reference.json and reference.md' : ''} (${result.durationSeconds} s)`);
}

function markdown(m: Record<string, unknown>, date: string, seconds: number, check: FloorCheck, rows: readonly Row[], isQuick: boolean): string {
  const met = (x: boolean | null): string => (x === null ? '' : x ? 'met' : '**missed**');
  const lines = [
    `# Benchmarks${isQuick ? ' (quick run)' : ''}`,
    '',
    `${date}, ${seconds} s. Machine: ${String(m['cpu'])}, ${String(m['cores'])} cores, ${String(m['memoryGB'])} GB, node ${String(m['node'])} (V8 ${String(m['v8'])}), ${String(m['platform'])}; ${String(m['runner'])}. Load average at start ${(m['loadAverageAtStart'] as number[]).join(' ')}, at end ${(m['loadAverageAtEnd'] as number[]).join(' ')}.`,
    '',
    `Floor check: the floor's final VP and result agree with the engine's in ${check.agree}/${check.battles} recorded battles; the trusted, validated and apply paths end in the same state (as JSON) in ${check.pathsAgree}/${check.battles}.`,
    '',
    '| # | measurement | median | spread | ratio to floor | target | |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.id} | ${r.name} | ${r.value} | ${r.spread} | ${r.ratio} | ${r.target} | ${met(r.met)} |`),
    '',
    `Ratios are the median of per-round ratios (floor and engine samples interleave); for the simulation, floor events/s ÷ simulated events/s; for memory, engine ÷ floor. See docs/performance.md.`,
    '',
  ];
  return lines.join('\n');
}

await main();
