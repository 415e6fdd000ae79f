/**
 * One row of the suite, quickly, for working on a path (`npm run bench -- --one <row>`): the row's ratios to the floor
 * (per-round median, CPU clock) with 5 rounds after a 2.5 s warm-up, printed as a line per case. With `--profile`, the
 * engine path alone runs for 8 s under `--cpu-prof` and the heaviest functions (self and inclusive time) are printed;
 * for `gen`, the generator on its fast path, round and round the row's 50 seeds.
 *
 * Rows: `trusted`, `validated`, `apply` (one battle after another), `open` (1,000 battles one after another and
 * round-robin), `gen` (the simulation's fast path against the trusted replay), `memory` (bytes retained per event when
 * every `apply` state is kept: the suite's `history` child, 60 battles), each followed by `:cheap` or `:pack`
 * (default `pack`). Not part of the reference: the suite's figures are the ones to quote.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PathsAnswer, PathsJob } from './paths.js';
import { battleOf, galletEngine, recordBattles, type PlanKind } from './battles.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const [row = 'apply', kindArg = 'pack'] = (process.argv[2] ?? '').split(':');
const kind = kindArg as PlanKind;
const profile = process.argv.includes('--profile');

if (process.argv.includes('--child')) {
  // the profiled process: the engine path alone, 8 s
  const battles = row === 'gen' ? [] : recordBattles(kind, 200);
  let sink = 0;
  const t0 = Date.now();
  // gen: the generator on its fast path, seeds as the bench's (5,000,000 on), round and round
  for (let seed = 5_000_000; row === 'gen' && Date.now() - t0 < 8000; seed = seed >= 5_000_049 ? 5_000_000 : seed + 1) sink += battleOf(kind, seed, true).length;
  while (row !== 'gen' && Date.now() - t0 < 8000)
    for (const b of battles) {
      if (row === 'validated') sink += galletEngine.replay(b).applied;
      else if (row === 'trusted') sink += galletEngine.trusted.replay(b).eventCount;
      else {
        let s = galletEngine.initialState();
        for (const e of b) {
          const r = galletEngine.apply(s, e);
          if (r.ok) s = r.state;
        }
        sink += s.eventCount;
      }
    }
  if (sink === 0) process.stderr.write('(sink)\n');
} else if (row === 'memory') {
  // memory: bytes retained per event with every `apply` state kept (the suite's `history` child, 60 battles)
  const r = spawnSync(process.execPath, ['--expose-gc', path.join(here, 'memory.js'), 'history', kind, '60'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const m = JSON.parse(r.stdout) as Record<string, number>;
  process.stdout.write(`retained per event, every apply state kept: ${Math.round(m['sharedPerEvent'] ?? 0)} B (full copies ${Math.round(m['copyPerEvent'] ?? 0)} B; the floor's copies ${Math.round(m['floorCopyPerEvent'] ?? 0)} B; ${m['events'] ?? 0} events)\n`);
} else if (profile) {
  const dir = path.join(here, 'profile');
  rmSync(dir, { recursive: true, force: true });
  spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, fileURLToPath(import.meta.url), `${row}:${kind}`, '--child'], { stdio: 'inherit' });
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (file === undefined) throw new Error('no profile written');
  printProfile(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile);
} else {
  const mode: PathsJob['mode'] = row === 'open' || row === 'gen' ? row : 'path';
  const job: PathsJob = {
    mode,
    kind,
    ...(mode === 'path' ? { path: row as 'trusted' | 'validated' | 'apply' } : {}),
    battles: mode === 'gen' ? 50 : 200,
    ...(mode === 'open' ? { openBattles: 1000 } : {}),
    warmupMs: 2500,
    sampleMs: 500,
    samples: 5,
  };
  const r = spawnSync(process.execPath, [path.join(here, 'paths.js'), JSON.stringify(job)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const answer = JSON.parse(r.stdout) as PathsAnswer;
  const [floor, ...rest] = answer.figures;
  if (floor === undefined) throw new Error('no figures');
  const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  for (const f of [floor, ...rest]) {
    const ratio = median(floor.rates.map((x, i) => x / (f.rates[i] ?? x)));
    process.stdout.write(`${f.name}: ${Math.round(f.median).toLocaleString('en')} ${f.unit}s/s, ±${Math.round(f.spread * 50)}%, ${ratio.toFixed(2)}× the floor\n`);
  }
}

interface CpuProfile {
  readonly nodes: readonly { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

function printProfile(p: CpuProfile): void {
  const time = new Map<number, number>();
  p.samples.forEach((id, i) => time.set(id, (time.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (id: number): string => {
    const f = byId.get(id)?.callFrame;
    return f === undefined ? '?' : `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const incl = new Map<string, number>();
  let total = 0;
  for (const n of p.nodes) {
    const t = time.get(n.id) ?? 0;
    if (t === 0) continue;
    total += t;
    self.set(name(n.id), (self.get(name(n.id)) ?? 0) + t);
    const seen = new Set<string>();
    for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) {
      const k = name(id);
      if (!seen.has(k)) incl.set(k, (incl.get(k) ?? 0) + t);
      seen.add(k);
    }
  }
  const top = (m: Map<string, number>, n: number): string =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, t]) => `${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  process.stdout.write(`self time\n${top(self, 30)}\n\ninclusive time\n${top(incl, 40)}\n`);
}
