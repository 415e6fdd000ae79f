/**
 * A simulation worker (worker_threads, run from the bundle `bench/.out/sim-worker.js` on the built package): plays
 * random legal battles on the simulation's fast path (each event checked by the rules alone and folded on the trusted
 * path). It warms up, says `ready`, then answers each `go` with the battles and events it played in that many
 * milliseconds, and the CPU time its own thread used meanwhile.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { battleOf, type PlanKind } from './battles.js';
import { threadCpuMs } from './harness.js';

/** What a worker is told when it starts. */
export interface SimWorkerData {
  readonly kind: PlanKind;
  readonly seed: number;
  readonly warmupMs: number;
}

/** One sample of a worker. */
export interface SimSample {
  readonly battles: number;
  readonly events: number;
  readonly ms: number;
  /** CPU time of this worker's own thread during the sample (null where it cannot be read). */
  readonly threadCpuMs: number | null;
}

const data = workerData as SimWorkerData;
let seed = data.seed;

function run(ms: number): SimSample {
  let battles = 0;
  let events = 0;
  const cpu0 = threadCpuMs();
  const start = performance.now();
  let now = start;
  do {
    events += battleOf(data.kind, seed++, true).length;
    battles++;
    now = performance.now();
  } while (now - start < ms);
  const cpu1 = threadCpuMs();
  return { battles, events, ms: now - start, threadCpuMs: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0 };
}

// warm up for that much of this thread's own CPU time (on a busy machine, wall time is mostly waiting for a core),
// within ten times as much wall time
const cpuAtStart = threadCpuMs();
const wallAtStart = performance.now();
const warm = (): boolean => {
  const wall = performance.now() - wallAtStart;
  const cpu = threadCpuMs();
  return cpuAtStart === null || cpu === null ? wall >= data.warmupMs : cpu - cpuAtStart >= data.warmupMs || wall >= data.warmupMs * 10;
};
do run(200);
while (!warm());
parentPort?.postMessage({ ready: true });
parentPort?.on('message', (m: { go?: number; stop?: boolean }) => {
  if (m.stop === true) {
    parentPort?.close();
    return;
  }
  if (m.go !== undefined) parentPort?.postMessage(run(m.go));
});
