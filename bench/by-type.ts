/**
 * Where the trusted replay's time goes, event type by event type, against the floor (`npx tsx bench/by-type.ts
 * [cheap|pack] [battles]`): the row's recorded battles are folded event by event by the trusted path and by the floor,
 * each event timed alone (`performance.now()` around one `trusted.apply`, then around one floor `apply`), and the
 * median per type is printed with its count per battle and the gap to the floor per battle, largest gap first.
 *
 * A timer read costs ~0.1 µs, which is in every median of both columns: read the gaps and the order, not the sums.
 * Not part of the suite; for working on the fold (see docs/performance.md).
 */
import { battleOf, galletEngine, type PlanKind } from './battles.js';
import { createFloor } from './floor.js';

const kind = (process.argv[2] ?? 'cheap') as PlanKind;
const count = Number(process.argv[3] ?? 200);
const battles = Array.from({ length: count }, (_, i) => battleOf(kind, 20_220_701 + i));
const floor = createFloor();
const engine: Record<string, number[]> = {};
const floorTimes: Record<string, number[]> = {};
const add = (m: Record<string, number[]>, k: string, d: number): void => void (m[k] ??= []).push(d);
const rounds = 30;
const warm = 10;
for (let r = 0; r < rounds; r++)
  for (const b of battles) {
    const s = galletEngine.trusted.initialState();
    const fs = floor.initial();
    for (const e of b) {
      let t = performance.now();
      galletEngine.trusted.apply(s, e);
      const de = performance.now() - t;
      t = performance.now();
      floor.apply(fs, e);
      const df = performance.now() - t;
      if (r >= warm) {
        add(engine, e.type, de);
        add(floorTimes, e.type, df);
      }
    }
  }
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const rows = Object.keys(engine).map((type) => {
  const n = (engine[type]?.length ?? 0) / (rounds - warm) / battles.length;
  const e = median(engine[type] ?? []) * 1e6;
  const f = median(floorTimes[type] ?? []) * 1e6;
  return { type, n, e, f, gap: (n * (e - f)) / 1000 };
});
rows.sort((a, b) => b.gap - a.gap);
process.stdout.write(`${kind}: ${battles.length} battles, medians of ${rounds - warm} rounds (µs per battle = count × median gap)\n`);
for (const r of rows)
  process.stdout.write(`${r.type.padEnd(28)} ${r.n.toFixed(1).padStart(5)}/battle  engine ${r.e.toFixed(0).padStart(5)} ns  floor ${r.f.toFixed(0).padStart(5)} ns  gap ${r.gap.toFixed(1).padStart(5)} µs/battle\n`);
