/**
 * Where the time of `apply` over many open battles goes: the same 1,000 battles applied one after another and
 * round-robin (as bench/paths.ts `open` does), and the floor the same two ways, each in a child process of its own
 * started with `--trace-gc-nvp`, so that V8 reports every young-generation collection (scavenge) with what survived
 * it and what it promoted to the old generation. Prints, per mode: CPU and wall time per event, and per 100,000
 * events the scavenges, their pause, the bytes that survived and were promoted, and the pauses of the full collections.
 *
 * Not part of the suite (it runs the sources under tsx, and its figures are for understanding, not for targets):
 * `npx tsx bench/open-gc.ts cheap|pack [rounds]` (see docs/performance.md).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { galletEngine, recordBattles, type GalletEvent, type PlanKind } from './battles.js';
import { floor, type FloorState } from './floor.js';

type Mode = 'apply-sequential' | 'apply-round-robin' | 'floor-sequential' | 'floor-round-robin';
const MODES: readonly Mode[] = ['apply-sequential', 'apply-round-robin', 'floor-sequential', 'floor-round-robin'];
const OPEN = 1000;

interface Sample {
  readonly mode: Mode;
  readonly events: number;
  readonly cpuNs: number;
  readonly wallNs: number;
  readonly scavenges: number;
  readonly scavengeMs: number;
  readonly survivedBytes: number;
  readonly promotedBytes: number;
  readonly fullMs: number;
}

function child(mode: Mode, kind: PlanKind): Omit<Sample, 'scavenges' | 'scavengeMs' | 'survivedBytes' | 'promotedBytes' | 'fullMs'> {
  const battles = recordBattles(kind, 200);
  const open = Array.from({ length: OPEN }, (_, i) => battles[i % battles.length] as readonly GalletEvent[]);
  const longest = Math.max(...open.map((b) => b.length));
  const events = open.reduce((n, b) => n + b.length, 0);
  let sink = 0;
  const run = (): void => {
    if (mode === 'apply-sequential') {
      const states: unknown[] = [];
      for (const b of open) {
        let s = galletEngine.initialState();
        for (const e of b) {
          const r = galletEngine.apply(s, e);
          if (r.ok) s = r.state;
        }
        states.push(s);
      }
      sink += states.length;
    } else if (mode === 'apply-round-robin') {
      const states = open.map(() => galletEngine.initialState());
      for (let k = 0; k < longest; k++)
        for (let i = 0; i < OPEN; i++) {
          const e = (open[i] as readonly GalletEvent[])[k];
          if (e === undefined) continue;
          const r = galletEngine.apply(states[i] as never, e);
          if (r.ok) states[i] = r.state as never;
        }
      sink += states.length;
    } else if (mode === 'floor-sequential') {
      for (const b of open) sink += floor.replay(b).vpA;
    } else {
      const states: FloorState[] = open.map(() => floor.initial());
      for (let k = 0; k < longest; k++)
        for (let i = 0; i < OPEN; i++) {
          const e = (open[i] as readonly GalletEvent[])[k];
          if (e !== undefined) floor.apply(states[i] as FloorState, e);
        }
      for (const s of states) sink += s.vpA;
    }
  };
  // warm up, then mark the start of the measured runs in the trace (the parent counts collections after the mark)
  for (let i = 0; i < 3; i++) run();
  const runs = mode.startsWith('floor') ? 20 : 4;
  process.stdout.write('@@start\n');
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) run();
  const wall = Number(process.hrtime.bigint() - t0);
  const c = process.cpuUsage(c0);
  process.stdout.write(`@@end ${sink > 0 ? 1 : 0}\n`);
  const n = events * runs;
  return { mode, events: n, cpuNs: ((c.user + c.system) * 1000) / n, wallNs: wall / n };
}

function field(line: string, key: string): number {
  const m = new RegExp(`[ ,]${key}=([0-9.]+)`).exec(line);
  return m === null ? 0 : Number(m[1]);
}

function measure(mode: Mode, kind: PlanKind): Sample {
  const here = fileURLToPath(import.meta.url);
  const r = spawnSync(process.execPath, ['--trace-gc-nvp', '--import', 'tsx', here, '--child', mode, kind], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`child ${mode} failed: ${r.stderr}`);
  const lines = r.stdout.split('\n');
  const start = lines.indexOf('@@start');
  const end = lines.findIndex((l) => l.startsWith('@@end'));
  const json = lines.find((l) => l.startsWith('{'));
  if (start < 0 || end < 0 || json === undefined) throw new Error(`child ${mode}: no figures`);
  let scavenges = 0;
  let scavengeMs = 0;
  let survivedBytes = 0;
  let promotedBytes = 0;
  let fullMs = 0;
  for (const l of lines.slice(start, end)) {
    if (l.includes(' gc=s ')) {
      scavenges++;
      scavengeMs += field(l, 'pause');
      survivedBytes += field(l, 'new_space_survived');
      promotedBytes += field(l, 'promoted');
    } else if (/ gc=(ms|mc) /.test(l)) fullMs += field(l, 'pause');
  }
  return { ...(JSON.parse(json) as ReturnType<typeof child>), scavenges, scavengeMs, survivedBytes, promotedBytes, fullMs };
}

if (process.argv.includes('--child')) {
  const i = process.argv.indexOf('--child');
  const figures = child(process.argv[i + 1] as Mode, process.argv[i + 2] as PlanKind);
  process.stdout.write(`${JSON.stringify(figures)}\n`);
} else {
  const kind = (process.argv[2] ?? 'cheap') as PlanKind;
  const rounds = Number(process.argv[3] ?? 3);
  const samples = new Map<Mode, Sample[]>(MODES.map((m) => [m, []]));
  // the modes alternated, round after round, so a change of load on the machine hits them alike
  for (let r = 0; r < rounds; r++) for (const m of MODES) samples.get(m)?.push(measure(m, kind));
  const med = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const per100k = (s: Sample, x: number): number => (x * 100_000) / s.events;
  process.stdout.write(`${kind}, ${OPEN} battles, ${rounds} children per mode (medians), sources under tsx\n`);
  process.stdout.write('mode                 CPU ns/event  wall ns/event  per 100k events: scavenges  pause ms  survived MB  promoted MB  full GC pause ms\n');
  for (const m of MODES) {
    const xs = samples.get(m) ?? [];
    const row = [
      med(xs.map((s) => s.cpuNs)).toFixed(0).padStart(12),
      med(xs.map((s) => s.wallNs)).toFixed(0).padStart(14),
      med(xs.map((s) => per100k(s, s.scavenges))).toFixed(1).padStart(28),
      med(xs.map((s) => per100k(s, s.scavengeMs))).toFixed(1).padStart(9),
      med(xs.map((s) => per100k(s, s.survivedBytes) / 1e6)).toFixed(1).padStart(12),
      med(xs.map((s) => per100k(s, s.promotedBytes) / 1e6)).toFixed(1).padStart(12),
      med(xs.map((s) => per100k(s, s.fullMs))).toFixed(1).padStart(17),
    ];
    process.stdout.write(`${m.padEnd(20)} ${row.join(' ')}\n`);
  }
  const ratio = (a: Mode, b: Mode): number => med((samples.get(b) ?? []).map((s, i) => s.cpuNs / ((samples.get(a) ?? [])[i]?.cpuNs ?? Number.NaN)));
  process.stdout.write(`round-robin ÷ one after another (CPU): apply ${ratio('apply-sequential', 'apply-round-robin').toFixed(2)}×, the floor ${ratio('floor-sequential', 'floor-round-robin').toFixed(2)}×\n`);
}
