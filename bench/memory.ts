/**
 * Memory figures, each run in a child process of its own (`node --expose-gc bench/.out/memory.js …`) so that
 * nothing else lives in its heap. Prints one JSON line.
 *
 * - `history <kind> <battles>`: bytes retained per event when an app keeps every intermediate state from `apply`
 *   (structural sharing), against keeping a full copy of the state after every event, for the engine and the floor.
 * - `replay <file> <engine|floor|lines>`: peak memory while a long log, one event per line, is read line by line and
 *   each event replayed on the fast path (`trusted.initialState()` + `trusted.apply`, the loop of `trusted.replay`) —
 *   or folded by the floor, or only read and parsed (`lines`: the baseline, what reading the lines alone takes).
 */
import { createReadStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { BattleState } from 'battlepack-engine';
import { galletEngine, recordBattles, type GalletEvent, type PlanKind } from './battles.js';
import { floor } from './floor.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('run with node --expose-gc');
const collect = (): number => {
  for (let i = 0; i < 4; i++) gc();
  return process.memoryUsage().heapUsed;
};

/** Heap retained by what `keep` builds, in bytes (after full collections before and after). */
function retained(keep: () => unknown): { bytes: number; kept: unknown } {
  const before = collect();
  const kept = keep();
  const after = collect();
  return { bytes: after - before, kept };
}

function history(kind: PlanKind, count: number): Record<string, number> {
  const battles = recordBattles(kind, count);
  const events = battles.reduce((n, b) => n + b.length, 0);
  const shared = retained(() => {
    const all: BattleState<unknown>[] = [];
    for (const b of battles) {
      let s = galletEngine.initialState();
      for (const e of b) {
        const r = galletEngine.apply(s, e);
        if (!r.ok) throw new Error(`rejected: ${r.violations[0]?.message ?? ''}`);
        s = r.state;
        all.push(s as BattleState<unknown>);
      }
    }
    return all;
  });
  const copies = retained(() => {
    const all: unknown[] = [];
    for (const b of battles) {
      const s = galletEngine.trusted.initialState();
      for (const e of b) {
        galletEngine.trusted.apply(s, e);
        all.push(structuredClone(s));
      }
    }
    return all;
  });
  const floorCopies = retained(() => {
    const all: unknown[] = [];
    for (const b of battles) {
      const s = floor.initial();
      for (const e of b) {
        floor.apply(s, e);
        all.push(structuredClone(s));
      }
    }
    return all;
  });
  const finalStates = retained(() => battles.map((b) => galletEngine.trusted.replay(b)));
  const floorFinal = retained(() => battles.map((b) => floor.replay(b)));
  return {
    battles: count,
    events,
    sharedPerEvent: shared.bytes / events,
    copyPerEvent: copies.bytes / events,
    floorCopyPerEvent: floorCopies.bytes / events,
    finalStateBytes: finalStates.bytes / count,
    floorFinalStateBytes: floorFinal.bytes / count,
  };
}

/**
 * The peak resident set size of this process's memory in bytes: Linux's `VmHWM` (`/proc/self/status`), which belongs
 * to the address space the process got when it started; `null` elsewhere. Not `process.resourceUsage().maxRSS`: Linux
 * carries that across `fork` and `exec`, so in a child it is at least the parent's size when the child was started
 * (the suite holds the whole long log then, ~290 MB), whatever the child did.
 */
function peakRssOfProcess(): number | null {
  try {
    const m = /^VmHWM:\s*(\d+)\s*kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    return m?.[1] === undefined ? null : Number(m[1]) * 1024;
  } catch {
    return null;
  }
}

async function replay(file: string, who: 'engine' | 'floor' | 'lines'): Promise<Record<string, number>> {
  const base = process.memoryUsage();
  let peakHeap = base.heapUsed;
  let peakRss = base.rss;
  const sampleMem = (): void => {
    const m = process.memoryUsage();
    if (m.heapUsed > peakHeap) peakHeap = m.heapUsed;
    if (m.rss > peakRss) peakRss = m.rss;
  };
  const engineState = who === 'engine' ? galletEngine.trusted.initialState() : null;
  const floorState = who === 'floor' ? floor.initial() : null;
  let parsed = 0;
  const fold = (e: GalletEvent): void => {
    if (engineState !== null) galletEngine.trusted.apply(engineState, e);
    else if (floorState !== null) floor.apply(floorState, e);
    else parsed += e.type.length;
  };
  let n = 0;
  const t0 = performance.now();
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.length === 0) continue;
    fold(JSON.parse(line) as GalletEvent);
    if ((++n & 0xffff) === 0) sampleMem();
  }
  const ms = performance.now() - t0;
  sampleMem();
  const vp = engineState !== null ? engineState.setup.playerOrder.map((p) => engineState.players[p]?.vp ?? 0) : floorState !== null ? [floorState.vpA, floorState.vpB] : [];
  return {
    events: n,
    ms,
    baseRss: base.rss,
    // the high-water mark where Linux gives it (it sees every moment); elsewhere the samples taken every 65,536 events
    peakRss: peakRssOfProcess() ?? peakRss,
    sampledPeakRss: peakRss,
    peakHeap,
    vpA: vp[0] ?? -1,
    vpB: vp[1] ?? -1,
    parsed,
  };
}

const [mode, ...args] = process.argv.slice(2);
const out =
  mode === 'history'
    ? history(args[0] === 'pack' ? 'pack' : 'cheap', Number(args[1] ?? 40))
    : await replay(args[0] ?? '', args[1] === 'floor' ? 'floor' : args[1] === 'lines' ? 'lines' : 'engine');
process.stdout.write(`${JSON.stringify(out)}\n`);
