/**
 * Memory figures, each run in a child process of its own (`node --expose-gc --import tsx bench/memory.ts …`) so that
 * nothing else lives in its heap. Prints one JSON line.
 *
 * - `history <battles>`: bytes retained per event when an app keeps every intermediate state from `apply`
 *   (structural sharing), against keeping a full copy of the state after every event, for the engine and the floor.
 * - `replay <file> <engine|floor> <load|stream>`: peak memory while replaying a long log on the fast path, the log
 *   read whole (`load`, a JSON battle log) or line by line (`stream`, one event per line).
 */
import { createReadStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { BattleState } from '../src/index.js';
import { galletEngine, recordBattles, type GalletEvent } from './battles.js';
import { floorApply, floorInitial, floorReplay } from './floor.js';

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

function history(count: number): Record<string, number> {
  const battles = recordBattles(count);
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
      const s = floorInitial();
      for (const e of b) {
        floorApply(s, e);
        all.push(structuredClone(s));
      }
    }
    return all;
  });
  const finalStates = retained(() => battles.map((b) => galletEngine.trusted.replay(b)));
  const floorFinal = retained(() => battles.map((b) => floorReplay(b)));
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

async function replay(file: string, who: 'engine' | 'floor', how: 'load' | 'stream'): Promise<Record<string, number>> {
  const base = process.memoryUsage();
  let peakHeap = base.heapUsed;
  let peakRss = base.rss;
  const sampleMem = (): void => {
    const m = process.memoryUsage();
    if (m.heapUsed > peakHeap) peakHeap = m.heapUsed;
    if (m.rss > peakRss) peakRss = m.rss;
  };
  const engineState = who === 'engine' ? galletEngine.trusted.initialState() : null;
  const floorState = who === 'floor' ? floorInitial() : null;
  const fold = (e: GalletEvent): void => {
    if (engineState !== null) galletEngine.trusted.apply(engineState, e);
    else if (floorState !== null) floorApply(floorState, e);
  };
  let n = 0;
  let loadedRss = base.rss;
  const t0 = performance.now();
  if (how === 'load') {
    const log = JSON.parse(readFileSync(file, 'utf8')) as { events: GalletEvent[] };
    sampleMem();
    loadedRss = process.memoryUsage().rss;
    // the same loop as trusted.replay (fresh state, every event folded), sampling memory now and then
    for (const e of log.events) {
      fold(e);
      if ((++n & 0xffff) === 0) sampleMem();
    }
  } else {
    const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
    for await (const line of lines) {
      if (line.length === 0) continue;
      fold(JSON.parse(line) as GalletEvent);
      if ((++n & 0xffff) === 0) sampleMem();
    }
  }
  const ms = performance.now() - t0;
  sampleMem();
  const vp = engineState !== null ? Object.values(engineState.players).map((p) => p.vp) : floorState !== null ? [floorState.vpA, floorState.vpB] : [];
  return {
    events: n,
    ms,
    baseRss: base.rss,
    loadedRss,
    peakRss: Math.max(peakRss, process.resourceUsage().maxRSS * 1024),
    peakHeap,
    vpA: vp[0] ?? 0,
    vpB: vp[1] ?? 0,
  };
}

const [mode, ...args] = process.argv.slice(2);
const out = mode === 'history' ? history(Number(args[0] ?? 40)) : await replay(args[0] ?? '', args[1] === 'floor' ? 'floor' : 'engine', args[2] === 'stream' ? 'stream' : 'load');
process.stdout.write(`${JSON.stringify(out)}\n`);
