/**
 * A simulation worker (worker_threads, run under tsx): plays full random legal battles with the seeded generator,
 * which checks every event and folds it on the trusted fast path. It warms up, says `ready`, then answers each `go`
 * with the battles and events it played in that many milliseconds.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { cheapBattle, fullBattle } from './battles.js';

/** What a worker is told when it starts. */
export interface SimWorkerData {
  readonly battleplan: string;
  /** `cheap`: core events only and the bench set-up; `full`: the pack's own events (the property tests' extras). */
  readonly kind: 'cheap' | 'full';
  readonly seed: number;
  readonly warmupMs: number;
}

/** One sample of a worker. */
export interface SimSample {
  readonly battles: number;
  readonly events: number;
  readonly ms: number;
}

const data = workerData as SimWorkerData;
let seed = data.seed;
const play = (): number => (data.kind === 'cheap' ? cheapBattle(seed++) : fullBattle(seed++, data.battleplan)).length;

function run(ms: number): SimSample {
  let battles = 0;
  let events = 0;
  const start = performance.now();
  let now = start;
  do {
    events += play();
    battles++;
    now = performance.now();
  } while (now - start < ms);
  return { battles, events, ms: now - start };
}

run(data.warmupMs);
parentPort?.postMessage({ ready: true });
parentPort?.on('message', (m: { go?: number; stop?: boolean }) => {
  if (m.stop === true) {
    parentPort?.close();
    return;
  }
  if (m.go !== undefined) parentPort?.postMessage(run(m.go));
});
