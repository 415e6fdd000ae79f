/**
 * A tiny benchmark harness: warm-up, several samples, median and spread. Prints figures; never asserts.
 */

export interface Sample {
  /** Operations per second, one value per sample. */
  readonly opsPerSec: readonly number[];
}

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
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}

/**
 * Runs `fn` (which performs `opsPerCall` operations) repeatedly: first for `warmupMs`, then `samples` samples of at
 * least `sampleMs` each. Returns operations per second per sample.
 */
export function measure(name: string, unit: string, fn: () => void, opsPerCall: number, options: { warmupMs?: number; sampleMs?: number; samples?: number } = {}): Figure {
  const warmupMs = options.warmupMs ?? 300;
  const sampleMs = options.sampleMs ?? 300;
  const samples = options.samples ?? 7;
  const t0 = performance.now();
  while (performance.now() - t0 < warmupMs) fn();
  const rates: number[] = [];
  for (let i = 0; i < samples; i++) {
    let calls = 0;
    const start = performance.now();
    let now = start;
    do {
      fn();
      calls++;
      now = performance.now();
    } while (now - start < sampleMs);
    rates.push((calls * opsPerCall) / ((now - start) / 1000));
  }
  const med = median(rates);
  return { name, unit, median: med, min: Math.min(...rates), max: Math.max(...rates), spread: (Math.max(...rates) - Math.min(...rates)) / med, samples };
}

export function fmt(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(2)}M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)}k`;
  return n.toFixed(1);
}
