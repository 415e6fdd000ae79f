/**
 * A tiny benchmark harness: warm-up, several samples, median and spread. Prints figures; never asserts.
 *
 * Cases measured together are interleaved: every round takes one sample of each case in turn, so a change of machine
 * load hits them alike, and a ratio between two cases is the median of their per-round ratios. Rates are per second
 * of wall time, or of the process's CPU time (see {@link MeasureOptions.clock}).
 */
import { readFileSync } from 'node:fs';

/** One measured case: operations per second over several samples. */
export interface Figure {
  readonly name: string;
  /** What one operation is. */
  readonly unit: string;
  readonly median: number;
  readonly min: number;
  readonly max: number;
  /** Relative spread: (max - min) / median. */
  readonly spread: number;
  readonly samples: number;
  /** Operations per second, one value per sample (in round order): per second of the process's CPU time, or of wall time (see {@link MeasureOptions.clock}). */
  readonly rates: readonly number[];
  /** Operations per second of wall time, one value per sample (the same as `rates` with the wall clock). */
  readonly wallRates?: readonly number[];
}

/** A case to measure: `fn` performs `opsPerCall` operations. */
export interface Case {
  readonly name: string;
  readonly unit: string;
  readonly fn: () => void;
  readonly opsPerCall: number;
}

/** How long to warm up and sample, and by which clock. */
export interface MeasureOptions {
  readonly warmupMs?: number;
  readonly sampleMs?: number;
  readonly samples?: number;
  /**
   * `cpu`: warm-up, samples and rates by the process's CPU time (`process.cpuUsage()`, every thread: the JavaScript
   * thread and V8's garbage-collector and compiler threads), so that time spent waiting for a core on a busy machine
   * is not counted, and a process starved of cores still warms up as long (for a process that runs nothing else, as bench/paths.ts); `wall` (the default): per second of wall time.
   */
  readonly clock?: 'cpu' | 'wall';
}

/** The median of a list (0 for an empty list). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}

/** A figure from per-sample rates. */
export function figure(name: string, unit: string, rates: readonly number[]): Figure {
  const med = median(rates);
  const min = Math.min(...rates);
  const max = Math.max(...rates);
  return { name, unit, median: med, min, max, spread: med > 0 ? (max - min) / med : 0, samples: rates.length, rates };
}

/** The process's CPU time since `since` (from `process.cpuUsage()`), in milliseconds. */
const cpuMsSince = (since: NodeJS.CpuUsage): number => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

// By the CPU clock, a warm-up or a sample lasts `ms` of the process's CPU time, but never more than this many times
// `ms` of wall time (a process starved of cores still finishes).
const WALL_CAP = 20;

/** Calls `c.fn` for `ms` of wall time, or of CPU time; returns the rates of the calls made. */
function sample(c: Case, ms: number, cpuClock: boolean): { wall: number; cpu: number } {
  let calls = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let now = start;
  do {
    c.fn();
    calls++;
    now = performance.now();
  } while (cpuClock ? cpuMsSince(cpu0) < ms && now - start < ms * WALL_CAP : now - start < ms);
  const ops = calls * c.opsPerCall;
  return { wall: ops / ((now - start) / 1000), cpu: ops / Math.max(cpuMsSince(cpu0) / 1000, 1e-6) };
}

/** Runs one case: `warmupMs` of warm-up, then `samples` samples of at least `sampleMs` each. */
export function measure(name: string, unit: string, fn: () => void, opsPerCall: number, options: MeasureOptions = {}): Figure {
  return measureInterleaved([{ name, unit, fn, opsPerCall }], options)[0] as Figure;
}

/** Runs several cases round-robin: each is warmed up, then every round takes one sample of each case. */
export function measureInterleaved(cases: readonly Case[], options: MeasureOptions = {}): Figure[] {
  const warmupMs = options.warmupMs ?? 300;
  const sampleMs = options.sampleMs ?? 300;
  const samples = options.samples ?? 7;
  const cpu = options.clock === 'cpu';
  for (const c of cases) sample(c, warmupMs, cpu);
  const rates: number[][] = cases.map(() => []);
  const wall: number[][] = cases.map(() => []);
  for (let r = 0; r < samples; r++)
    cases.forEach((c, i) => {
      const x = sample(c, sampleMs, cpu);
      rates[i]?.push(cpu ? x.cpu : x.wall);
      wall[i]?.push(x.wall);
    });
  return cases.map((c, i) => ({ ...figure(c.name, c.unit, rates[i] ?? []), wallRates: wall[i] ?? [] }));
}

/** How many times slower `f` is than `floor`: the median of the per-round ratios when both have the same rounds. */
export function ratioTo(floor: Figure, f: Figure): number {
  if (floor.rates.length === f.rates.length && floor.rates.length > 0) return median(floor.rates.map((r, i) => r / (f.rates[i] ?? Number.NaN)));
  return floor.median / f.median;
}

/** A number with a k / M suffix. */
export function fmt(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(2)}M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)}k`;
  return n.toFixed(1);
}

/** Bytes as kB / MB. */
export function fmtBytes(n: number): string {
  if (Math.abs(n) >= 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  if (Math.abs(n) >= 1024) return `${(n / 1024).toFixed(1)} kB`;
  return `${n.toFixed(0)} B`;
}

/**
 * CPU time of the calling thread (the main thread, or a worker) in milliseconds, from Linux's `/proc/thread-self/stat`
 * (10 ms resolution); `null` elsewhere. Node 20 has no per-thread CPU clock, and `process.cpuUsage()` counts every
 * thread of the process, V8's helper threads (garbage collection, compilers) included.
 */
export function threadCpuMs(): number | null {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    // the fields after the command name (which may hold spaces): utime and stime are the 12th and 13th
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

// USER_HZ: 100 on every Linux this runs on
const CLOCK_TICKS = 100;
