/**
 * The benchmark suite, run on the built package by `npm run bench` (run.ts bundles this file and starts it with plain
 * Node: the engine is `dist/*.js`, imported as `battlepack-engine`). Flags: `--quick` (fewer, shorter samples),
 * `--reference` (also writes bench/results/reference.{json,md}).
 *
 * For each of the two plans (battles.ts: the cheapest, and the one with the most pack events), in this order: the
 * floor's check; the trusted replay, the validated replay and `apply`, each in a process of its own against the floor;
 * `apply` over many open battles; the simulation's fast path against the trusted replay; the simulation on 1 and 2
 * worker threads; memory. Every figure is a ratio to the floor of the same process and rounds where it can be.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ENGINE_VERSION } from 'battlepack-engine';
import { galletEngine, paddedLog, planOf, RECORD_SEED, type PlanKind } from './battles.js';
import { checkPlan, deadRules, type PlanCheck } from './floor-check.js';
import { floor } from './floor.js';
import { figure, fmt, fmtBytes, median, ratioTo, threadCpuMs, type Figure } from './harness.js';
import type { PathsAnswer, PathsJob } from './paths.js';
import type { SimSample, SimWorkerData } from './sim-worker.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const argv = new Set(process.argv.slice(2));
const quick = argv.has('--quick');
const reference = argv.has('--reference');

// Quick mode measures the same battles with the same warm-up and sample lengths as the full run, in fewer rounds
// (shorter warm-ups and samples made its ratios land 25-50 % off the full run's); its floor check, open battles,
// simulation rounds, memory history and long log are smaller.
const CONFIG = {
  checkBattles: quick ? 200 : 1000,
  battles: 200,
  // CPU time (see harness.ts): a shorter warm-up overstates the ratios
  warmupMs: 2500,
  sampleMs: 500,
  samples: quick ? 5 : 9,
  openBattles: quick ? 300 : 1000,
  openSamples: quick ? 3 : 7,
  genBattles: 40,
  // the workers' own CPU time
  simWarmupMs: quick ? 4000 : 6000,
  simSampleMs: quick ? 600 : 1000,
  simSamples: quick ? 3 : 7,
  historyBattles: quick ? 20 : 60,
  longLog: quick ? 200_000 : 1_000_000,
};

const PLANS: readonly PlanKind[] = ['cheap', 'pack'];
const log = (s: string): void => void process.stdout.write(`${s}\n`);
const loads: number[] = [];
const noteLoad = (): void => void loads.push(os.loadavg()[0] ?? 0);

function machine(): Record<string, unknown> {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    const m = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (m?.[1] !== undefined) cpu = m[1].trim();
  } catch {
    // not Linux: os.cpus() it is
  }
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  return {
    cpu,
    cores: os.availableParallelism(),
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    v8: process.versions.v8,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    runner: `the built package (dist/, ${pkg.version}) under plain Node; the bench bundled by esbuild`,
    loadAverageAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

function child(script: string, args: readonly string[], nodeArgs: readonly string[] = []): string {
  const out = execFileSync(process.execPath, [...nodeArgs, path.join(here, script), ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return out.trim().split('\n').pop() ?? '{}';
}

function paths(job: PathsJob): PathsAnswer {
  noteLoad();
  return JSON.parse(child('paths.js', [JSON.stringify(job)])) as PathsAnswer;
}

const opts = { warmupMs: CONFIG.warmupMs, sampleMs: CONFIG.sampleMs, samples: CONFIG.samples };
/** The ratio by the wall clock (the figures' rates are per second of CPU time): the median of the per-round ratios. */
const wallRatio = (floorFigure: Figure, f: Figure): number => {
  const a = floorFigure.wallRates ?? [];
  const b = f.wallRates ?? [];
  return a.length > 0 && a.length === b.length ? median(a.map((r, i) => r / (b[i] ?? Number.NaN))) : Number.NaN;
};
const pct = (f: Figure): string => `±${((f.spread * 100) / 2).toFixed(0)}% (${fmt(f.min)}–${fmt(f.max)})`;

// ---------------------------------------------------------------------------------------------------------------------
// simulation on worker threads

interface WorkerRun {
  readonly battlesPerSec: Figure;
  readonly eventsPerSec: Figure;
  /** CPU of the JavaScript threads (main and workers) per second of wall time. */
  readonly jsCores: number | null;
  /** CPU of every other thread of the process (V8's garbage collector and compilers, libuv) per second of wall time. */
  readonly helperCores: number | null;
}

async function workers(kind: PlanKind): Promise<{ one: WorkerRun; two: WorkerRun; scaling: number }> {
  const ws = [0, 1].map((i) => {
    const data: SimWorkerData = { kind, seed: 7_000_000 + i * 1_000_000, warmupMs: CONFIG.simWarmupMs };
    return new Worker(new URL('./sim-worker.js', import.meta.url), { workerData: data });
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
  const acc = () => ({ battles: [] as number[], events: [] as number[], js: [] as number[], helpers: [] as number[] });
  const one = acc();
  const two = acc();
  const round = async (pool: readonly Worker[], into: ReturnType<typeof acc>): Promise<number> => {
    const replies = pool.map(next);
    const cpu0 = process.cpuUsage();
    const main0 = threadCpuMs();
    const t0 = performance.now();
    for (const w of pool) w.postMessage({ go: CONFIG.simSampleMs });
    const samples = (await Promise.all(replies)) as SimSample[];
    const wall = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const main1 = threadCpuMs();
    const total = (cpu.user + cpu.system) / 1000;
    const js = main0 === null || main1 === null || samples.some((x) => x.threadCpuMs === null) ? null : main1 - main0 + samples.reduce((n, x) => n + (x.threadCpuMs ?? 0), 0);
    if (js !== null) {
      into.js.push(js / wall);
      into.helpers.push(Math.max(0, total - js) / wall);
    }
    const rate = samples.reduce((n, x) => n + x.battles / (x.ms / 1000), 0);
    into.battles.push(rate);
    into.events.push(samples.reduce((n, x) => n + x.events / (x.ms / 1000), 0));
    return rate;
  };
  try {
    await Promise.all(ws.map(next));
    const ratios: number[] = [];
    for (let r = 0; r < CONFIG.simSamples; r++) {
      noteLoad();
      const a = await round([ws[0] as Worker], one);
      const b = await round(ws, two);
      ratios.push(b / a);
    }
    const result = (x: ReturnType<typeof acc>, n: number): WorkerRun => ({
      battlesPerSec: figure(`simulation, ${planOf(kind)}, ${n} worker${n > 1 ? 's' : ''}`, 'battle', x.battles),
      eventsPerSec: figure('events', 'event', x.events),
      jsCores: x.js.length > 0 ? median(x.js) : null,
      helperCores: x.helpers.length > 0 ? median(x.helpers) : null,
    });
    return { one: result(one, 1), two: result(two, 2), scaling: median(ratios) };
  } finally {
    for (const w of ws) w.postMessage({ stop: true });
    await Promise.all(ws.map((w) => w.terminate()));
  }
}

// ---------------------------------------------------------------------------------------------------------------------

interface Row {
  readonly plan: string;
  readonly name: string;
  readonly value: string;
  readonly spread: string;
  readonly ratio: string;
  readonly target: string;
  readonly met: boolean | null;
}

interface PlanFigures {
  readonly kind: PlanKind;
  readonly plan: string;
  readonly check: Omit<PlanCheck, 'recorded'>;
  readonly trusted: { floor: Figure; path: Figure; ratio: number; wallRatio: number };
  readonly validated: { floor: Figure; path: Figure; ratio: number; wallRatio: number };
  readonly apply: { floor: Figure; path: Figure; ratio: number; wallRatio: number };
  readonly open: {
    floor: Figure;
    sequential: Figure;
    roundRobin: Figure;
    roundRobinOverSequential: number;
    sequentialRatio: number;
    roundRobinRatio: number;
    /** The floor over the same battles round-robin, and its time against its own one after another. */
    floorRoundRobin: Figure;
    floorRoundRobinOverSequential: number;
  };
  readonly gen: { floor: Figure; trusted: Figure; sim: Figure; simOverTrusted: number; simRatio: number; trustedRatio: number; battlesPerSec: number; eventsPerBattle: number };
  readonly workers: { one: WorkerRun; two: WorkerRun; scaling: number };
  readonly history: Record<string, number>;
}

async function measurePlan(kind: PlanKind, check: PlanCheck): Promise<PlanFigures> {
  const plan = planOf(kind);
  const pathFigure = (p: 'trusted' | 'validated' | 'apply'): { floor: Figure; path: Figure; ratio: number; wallRatio: number } => {
    const a = paths({ mode: 'path', kind, path: p, battles: CONFIG.battles, ...opts });
    const [f, x] = a.figures as [Figure, Figure];
    const r = ratioTo(f, x);
    const w = wallRatio(f, x);
    log(`  ${plan} ${p.padEnd(9)} ${fmt(x.median).padStart(8)} events/CPU-s (${pct(x)}), floor ${fmt(f.median)} events/CPU-s: ${r.toFixed(2)}× the floor (wall clock ${w.toFixed(2)}×)`);
    return { floor: f, path: x, ratio: r, wallRatio: w };
  };
  const trusted = pathFigure('trusted');
  const validated = pathFigure('validated');
  const apply = pathFigure('apply');

  const o = paths({ mode: 'open', kind, battles: CONFIG.battles, openBattles: CONFIG.openBattles, warmupMs: CONFIG.warmupMs, sampleMs: CONFIG.sampleMs, samples: CONFIG.openSamples });
  const [of, seq, rr, frr] = o.figures as [Figure, Figure, Figure, Figure];
  const open = {
    floor: of,
    sequential: seq,
    roundRobin: rr,
    roundRobinOverSequential: ratioTo(seq, rr),
    sequentialRatio: ratioTo(of, seq),
    roundRobinRatio: ratioTo(of, rr),
    floorRoundRobin: frr,
    floorRoundRobinOverSequential: ratioTo(of, frr),
  };
  log(
    `  ${plan} apply over ${CONFIG.openBattles} open battles: one after another ${fmt(seq.median)} events/s (${open.sequentialRatio.toFixed(1)}× the floor), round-robin ${fmt(rr.median)} events/s (${open.roundRobinRatio.toFixed(1)}×): ${open.roundRobinOverSequential.toFixed(2)}× the time; the floor round-robin ${open.floorRoundRobinOverSequential.toFixed(2)}× its own time`,
  );

  const g = paths({ mode: 'gen', kind, battles: CONFIG.genBattles, ...opts });
  const [gf, gt, gs] = g.figures as [Figure, Figure, Figure];
  const eventsPerBattle = g.events / g.battles;
  const gen = {
    floor: gf,
    trusted: gt,
    sim: gs,
    simOverTrusted: median(gs.rates.map((r, i) => r / (gt.rates[i] ?? Number.NaN))),
    simRatio: ratioTo(gf, gs),
    trustedRatio: ratioTo(gf, gt),
    battlesPerSec: gs.median / eventsPerBattle,
    eventsPerBattle,
  };
  log(
    `  ${plan} simulation (fast path) ${fmt(gs.median)} events/s = ${fmt(gen.battlesPerSec)} games/s, ${(gen.simOverTrusted * 100).toFixed(0)}% of the trusted replay's events/s (${fmt(gt.median)}); ${gen.simRatio.toFixed(1)}× the floor`,
  );

  const w = await workers(kind);
  const cores = (x: WorkerRun): string => (x.jsCores === null ? 'cores unknown' : `JS threads ${x.jsCores.toFixed(2)} cores, V8/libuv helper threads ${(x.helperCores ?? 0).toFixed(2)}`);
  log(`  ${plan} 1 worker ${fmt(w.one.battlesPerSec.median)} games/s (${cores(w.one)}), 2 workers ${fmt(w.two.battlesPerSec.median)} games/s (${cores(w.two)}): ${w.scaling.toFixed(2)}×`);

  noteLoad();
  const history = JSON.parse(child('memory.js', ['history', kind, String(CONFIG.historyBattles)], ['--expose-gc'])) as Record<string, number>;
  log(`  ${plan} retained per event keeping every apply state: ${fmtBytes(history['sharedPerEvent'] ?? 0)} (full copies ${fmtBytes(history['copyPerEvent'] ?? 0)}, the floor's copies ${fmtBytes(history['floorCopyPerEvent'] ?? 0)})`);
  const { recorded: _recorded, ...checkFigures } = check;
  return { kind, plan, check: checkFigures, trusted, validated, apply, open, gen, workers: w, history };
}

async function main(): Promise<void> {
  const started = Date.now();
  const m = machine();
  noteLoad();
  log(`battlepack-engine ${ENGINE_VERSION} benchmarks${quick ? ' (quick)' : ''}, on the built package`);
  log(`machine: ${String(m['cpu'])}, ${String(m['cores'])} cores, node ${process.version}, load ${(m['loadAverageAtStart'] as number[]).join(' ')}`);

  // the floor's check, both plans
  const checks: PlanCheck[] = [];
  for (const kind of PLANS) {
    const t0 = performance.now();
    const c = checkPlan(kind, CONFIG.checkBattles, RECORD_SEED);
    checks.push(c);
    log(
      `floor check, ${planOf(kind)}: ${c.battles} battles, ${(c.events / c.battles).toFixed(0)} events each; the floor agrees with the engine (trusted, validated, apply) on final VP, result and winner in ${c.agree}/${c.battles}; the three paths end in the same state in ${c.pathsAgree}/${c.battles}; the generator's fast path makes the same battle in ${c.fastPathSame}/${c.fastPathChecked} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
    for (const x of c.mismatches.slice(0, 10)) log(`  mismatch: ${x}`);
  }
  // the floor must agree before anything is timed: a ratio to a floor that computes something else means nothing
  const failed = checks.filter((c) => c.agree < c.battles || c.pathsAgree < c.battles || c.fastPathSame < c.fastPathChecked);
  if (failed.length > 0) {
    log(`the floor check failed (${failed.map((c) => planOf(c.kind)).join(', ')}): nothing is timed`);
    process.exit(1);
  }
  const dead = deadRules(checks);
  log(`floor rules switched off one at a time: ${dead.length === 0 ? 'each one makes the floor disagree in some battle' : `no battle notices ${dead.join(', ')}`}`);

  const plans: PlanFigures[] = [];
  for (const [i, kind] of PLANS.entries()) {
    log(`measuring ${planOf(kind)}…`);
    plans.push(await measurePlan(kind, checks[i] as PlanCheck));
  }

  // the streamed 1,000,000-event replay
  log(`memory: a ${CONFIG.longLog.toLocaleString('en')}-event log read line by line…`);
  const t0 = performance.now();
  const long = paddedLog(CONFIG.longLog);
  const longCheck = galletEngine.replay(long);
  if (!longCheck.ok || longCheck.applied !== long.length) throw new Error(`the long log is not legal: ${longCheck.ok ? '' : (longCheck.violations[0]?.message ?? '')}`);
  const longFloor = floor.replay(long);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'battlepack-bench-'));
  const ndFile = path.join(dir, 'log.ndjson');
  writeFileSync(ndFile, `${long.map((e) => JSON.stringify(e)).join('\n')}\n`);
  const fileBytes = readFileSync(ndFile).length;
  log(`  built, validated and written (${fmtBytes(fileBytes)}) in ${(performance.now() - t0).toFixed(0)} ms`);
  const stream: Record<string, Record<string, number>> = {};
  try {
    for (const who of ['lines', 'engine', 'floor'] as const) {
      noteLoad();
      const r = JSON.parse(child('memory.js', ['replay', ndFile, who], ['--expose-gc'])) as Record<string, number>;
      stream[who] = r;
      if (who === 'floor' && (r['vpA'] !== longFloor.vpA || r['vpB'] !== longFloor.vpB)) throw new Error('the floor replayed the long log differently');
      log(`  ${who.padEnd(6)} peak RSS ${fmtBytes(r['peakRss'] ?? 0).padStart(9)} (at start ${fmtBytes(r['baseRss'] ?? 0)}), peak heap ${fmtBytes(r['peakHeap'] ?? 0)}, ${((r['events'] ?? 0) / ((r['ms'] ?? 1) / 1000) / 1e6).toFixed(2)}M events/s`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  noteLoad();

  // the table
  const rows: Row[] = [];
  const met = (x: boolean): boolean => x;
  for (const p of plans) {
    const name = p.plan;
    rows.push({ plan: name, name: 'floor (hand-written mutable reducer), in the trusted replay\'s process', value: `${fmt(p.trusted.floor.median)} events/s`, spread: pct(p.trusted.floor), ratio: '1×', target: '—', met: null });
    rows.push({ plan: name, name: 'trusted replay, alone in its process', value: `${fmt(p.trusted.path.median)} events/s`, spread: pct(p.trusted.path), ratio: `${p.trusted.ratio.toFixed(2)}× (wall ${p.trusted.wallRatio.toFixed(2)}×)`, target: '≤ 2×', met: met(p.trusted.ratio <= 2) });
    rows.push({ plan: name, name: 'validated replay (parse + rule checks, frozen result)', value: `${fmt(p.validated.path.median)} events/s`, spread: pct(p.validated.path), ratio: `${p.validated.ratio.toFixed(2)}× (wall ${p.validated.wallRatio.toFixed(2)}×)`, target: '≤ 8×', met: met(p.validated.ratio <= 8) });
    rows.push({ plan: name, name: '`apply`, one battle after another', value: `${fmt(p.apply.path.median)} events/s (${(1e6 / p.apply.path.median).toFixed(2)} µs)`, spread: pct(p.apply.path), ratio: `${p.apply.ratio.toFixed(2)}× (wall ${p.apply.wallRatio.toFixed(2)}×)`, target: '≤ 15×', met: met(p.apply.ratio <= 15) });
    rows.push({
      plan: name,
      name: `\`apply\`, ${CONFIG.openBattles.toLocaleString('en')} battles round-robin`,
      value: `${fmt(p.open.roundRobin.median)} events/s = ${p.open.roundRobinOverSequential.toFixed(2)}× the time of one after another (${fmt(p.open.sequential.median)} events/s); the floor round-robin: ${p.open.floorRoundRobinOverSequential.toFixed(2)}× its own time`,
      spread: pct(p.open.roundRobin),
      ratio: `${p.open.roundRobinRatio.toFixed(2)}×`,
      target: '≤ 1.2× one after another',
      met: met(p.open.roundRobinOverSequential <= 1.2),
    });
    rows.push({
      plan: name,
      name: 'simulation on the fast path (rules-only checks), 1 process',
      value: `${fmt(p.gen.battlesPerSec)} games/s (${fmt(p.gen.sim.median)} events/s, ${p.gen.eventsPerBattle.toFixed(0)} per game) = ${(p.gen.simOverTrusted * 100).toFixed(0)}% of the trusted replay's events/s`,
      spread: pct(p.gen.sim),
      ratio: `${p.gen.simRatio.toFixed(2)}×`,
      target: '≥ 25% of trusted',
      met: met(p.gen.simOverTrusted >= 0.25),
    });
    const cores = (x: WorkerRun): string => (x.jsCores === null ? '' : `; JS threads ${x.jsCores.toFixed(2)} cores + V8/libuv helper threads ${(x.helperCores ?? 0).toFixed(2)}`);
    // games per second of JavaScript-thread CPU, 2 workers against 1: below 1, the workers slow each other down; near 1,
    // a scaling below 2 is the machine's (the workers did not get two cores)
    const perCore = (w: PlanFigures['workers']): string =>
      w.one.jsCores === null || w.two.jsCores === null || w.one.jsCores === 0 || w.two.jsCores === 0
        ? ''
        : `; per core of JavaScript thread ${((w.two.battlesPerSec.median / w.two.jsCores) / (w.one.battlesPerSec.median / w.one.jsCores)).toFixed(2)}× one worker's`;
    rows.push({ plan: name, name: 'simulation, 1 worker thread', value: `${fmt(p.workers.one.battlesPerSec.median)} games/s${cores(p.workers.one)}`, spread: pct(p.workers.one.battlesPerSec), ratio: '', target: '—', met: null });
    rows.push({
      plan: name,
      name: 'simulation, 2 worker threads',
      value: `${fmt(p.workers.two.battlesPerSec.median)} games/s = ${p.workers.scaling.toFixed(2)}× one worker${cores(p.workers.two)}${perCore(p.workers)}`,
      spread: pct(p.workers.two.battlesPerSec),
      ratio: '',
      target: '≥ 1.8× one',
      met: met(p.workers.scaling >= 1.8),
    });
    const shared = p.history['sharedPerEvent'] ?? 0;
    rows.push({
      plan: name,
      name: 'memory retained per event, every `apply` state kept',
      value: `${fmtBytes(shared)}`,
      spread: `full copies ${fmtBytes(p.history['copyPerEvent'] ?? 0)}; the floor's copies ${fmtBytes(p.history['floorCopyPerEvent'] ?? 0)}`,
      ratio: '',
      target: '≤ 500 B',
      met: met(shared <= 500),
    });
  }
  const lines = stream['lines'] ?? {};
  const eng = stream['engine'] ?? {};
  const fl = stream['floor'] ?? {};
  const streamRatio = (eng['peakRss'] ?? 0) / (lines['peakRss'] ?? 1);
  rows.push({
    plan: planOf('cheap'),
    name: `peak RSS, ${CONFIG.longLog.toLocaleString('en')}-event trusted replay read line by line (${fmtBytes(fileBytes)})`,
    value: `${fmtBytes(eng['peakRss'] ?? 0)}; reading the lines alone ${fmtBytes(lines['peakRss'] ?? 0)}; the floor ${fmtBytes(fl['peakRss'] ?? 0)}`,
    spread: `peak heap ${fmtBytes(eng['peakHeap'] ?? 0)} (lines alone ${fmtBytes(lines['peakHeap'] ?? 0)})`,
    ratio: `${streamRatio.toFixed(2)}× the lines alone`,
    target: '≤ 1.1× the lines alone',
    met: CONFIG.longLog >= 1_000_000 ? streamRatio <= 1.1 : null,
  });

  const result = {
    schema: 2,
    engineVersion: ENGINE_VERSION,
    date: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    quick,
    machine: { ...m, loadAverageAtEnd: os.loadavg().map((x) => Math.round(x * 100) / 100), loadAverageDuring: { min: Math.min(...loads), max: Math.max(...loads) } },
    config: { ...CONFIG, recordSeed: RECORD_SEED },
    deadFloorRules: dead,
    plans,
    stream: { events: CONFIG.longLog, bytes: fileBytes, runs: stream, ratio: streamRatio },
    table: rows,
  };
  const md = markdown(result.machine, result.date, result.durationSeconds, plans, dead, rows, quick);
  const out = path.join(root, 'bench', 'results');
  writeFileSync(path.join(out, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(out, 'latest.md'), md);
  if (reference) {
    writeFileSync(path.join(out, 'reference.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(path.join(out, 'reference.md'), md);
  }
  log('');
  log(md);
  log(`wrote bench/results/latest.json and latest.md${reference ? ', reference.json and reference.md' : ''} (${result.durationSeconds} s)`);
}

function markdown(m: Record<string, unknown>, date: string, seconds: number, plans: readonly PlanFigures[], dead: readonly string[], rows: readonly Row[], isQuick: boolean): string {
  const met = (x: boolean | null): string => (x === null ? '' : x ? 'met' : '**missed**');
  const during = m['loadAverageDuring'] as { min: number; max: number };
  const lines = [
    `# Benchmarks${isQuick ? ' (quick run)' : ''}`,
    '',
    `${date}, ${seconds} s. Machine: ${String(m['cpu'])}, ${String(m['cores'])} cores, ${String(m['memoryGB'])} GB, node ${String(m['node'])} (V8 ${String(m['v8'])}), ${String(m['platform'])}; ${String(m['runner'])}. Load average (1 min) at start ${(m['loadAverageAtStart'] as number[]).join(' ')}, during ${during.min.toFixed(2)}–${during.max.toFixed(2)}, at end ${(m['loadAverageAtEnd'] as number[]).join(' ')}.`,
    '',
    ...plans.map(
      (p) =>
        `Floor check, ${p.plan}: the floor agrees with the engine (trusted, validated and \`apply\`) on final VP, result and winner in ${p.check.agree}/${p.check.battles} battles (${(p.check.events / p.check.battles).toFixed(0)} events each); the three paths end in the same state in ${p.check.pathsAgree}/${p.check.battles}; the generator's fast path makes the same battles as full checks in ${p.check.fastPathSame}/${p.check.fastPathChecked}.`,
    ),
    '',
    `Each rule of the floor switched off: ${dead.length === 0 ? 'every one makes the floor disagree with the engine in some battle' : `no battle notices ${dead.join(', ')}`}.`,
    '',
    '| plan | measurement | median | spread | ratio to the floor | target | |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.plan} | ${r.name} | ${r.value} | ${r.spread} | ${r.ratio} | ${r.target} | ${met(r.met)} |`),
    '',
    'Each path runs in a process of its own against the floor on the same event arrays, interleaved (one sample of each per round); a ratio is the median of the per-round ratios, the spread half the range over the median. Rates and ratios of the floor, the three paths, the open battles and the one-process simulation are per second of the child process\'s CPU time (all its threads), so that waiting for a core on a shared machine is not counted; "wall" gives the same ratio by the wall clock. The worker rows are wall-clock throughput, with the CPU of the JavaScript threads and of the other threads (V8\'s garbage collector and compilers, libuv) named apart. See docs/performance.md.',
    '',
  ];
  return lines.join('\n');
}

await main();
