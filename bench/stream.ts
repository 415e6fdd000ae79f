/**
 * `npm run bench:stream`: peak memory and speed of `battlepack validate` on a large log, read in chunks and replayed
 * while reading, against reading the log whole (`readFileSync` + `JSON.parse` + `parseLog` + `replayLog`, what the
 * command line did before). Each measurement runs in a child process of its own; the figure is the child's peak
 * resident set size (Linux's `VmHWM`; `process.resourceUsage().maxRSS` elsewhere, which counts the parent's size too),
 * which includes Node itself and the tsx loader.
 *
 *   npm run bench:stream               # a 100 MB log (JSON form), then the same events one per line
 *   npm run bench:stream -- --mb 20    # another size
 *   npm run bench:stream -- --write bench/results/stream.md   # also write the table, with date, machine and load
 *
 * The log: one recorded Gallet battle (the benchmark's cheap battleplan) in which every contest report, zones report
 * and command-point gain is repeated until the file has the size asked for; a legal log, replayed in full.
 * @module
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { galletEngine } from '../src/battlepack/gallet/index.js';
import { main } from '../src/cli/main.js';
import { ENGINE_VERSION, parseLog, replayLog } from '../src/index.js';
import { battleOf, RECORD_SEED } from './battles.js';

const REPEATABLE = new Set(['ObjectiveContestReported', 'ZonesReported', 'CommandPointsGained']);
const MB = 2 ** 20;

/** Writes a legal Gallet log of about `bytes` bytes, as JSON or one event per line; returns its event count. */
function writeLog(path: string, bytes: number, form: 'json' | 'lines'): number {
  let events = battleOf('cheap', RECORD_SEED);
  for (let s = RECORD_SEED + 1; events.filter((e) => REPEATABLE.has(e.type)).length < 20; s++) events = battleOf('cheap', s);
  const header = { format: 'battlepack-log', formatVersion: 1, engineVersion: ENGINE_VERSION, battlepack: { id: galletEngine.pack.id, version: galletEngine.pack.version } };
  const body = events.map((e) => JSON.stringify({ type: e.type, data: e.data }).slice(1));
  const repeatBytes = events.reduce((n, e, i) => (REPEATABLE.has(e.type) ? n + (body[i]?.length ?? 0) + 16 : n), 0);
  const copies = Math.max(1, Math.round(bytes / repeatBytes));
  const fd = openSync(path, 'w');
  let seq = 0;
  let pending = '';
  const put = (s: string): void => {
    pending += s;
    if (pending.length > MB) {
      writeSync(fd, pending);
      pending = '';
    }
  };
  put(form === 'json' ? `${JSON.stringify(header).slice(0, -1)},"events":[\n` : `${JSON.stringify(header)}\n`);
  events.forEach((e, i) => {
    const n = REPEATABLE.has(e.type) ? copies : 1;
    for (let k = 0; k < n; k++) put(`${seq > 0 && form === 'json' ? ',\n' : ''}{"seq":${++seq},${body[i]}${form === 'lines' ? '\n' : ''}`);
  });
  put(form === 'json' ? '\n]}\n' : '');
  writeSync(fd, pending);
  closeSync(fd);
  return seq;
}

interface ChildResult {
  readonly ok: boolean;
  readonly secs: number;
  readonly maxRssMb: number;
  readonly detail: string;
}

async function child(mode: string, file: string): Promise<void> {
  const t0 = performance.now();
  let ok = false;
  let detail = '';
  if (mode === 'stream') {
    let out = '';
    let err = '';
    const code = await main(['validate', file], { io: { stdout: (t) => void (out += t), stderr: (t) => void (err += t), stderrIsTTY: false, cwd: process.cwd() } });
    ok = code === 0;
    detail = (out || err).trim().split('\n')[0] ?? '';
  } else {
    const parsed = parseLog(JSON.parse(readFileSync(file, 'utf8')) as unknown);
    const r = parsed.ok ? replayLog(galletEngine, parsed.value) : null;
    ok = r?.ok === true;
    detail = `${r?.applied ?? 0} events applied`;
  }
  // Linux's VmHWM: the peak of this process's own memory (`resourceUsage().maxRSS` is carried over from the parent)
  let hwm: string | undefined;
  try {
    hwm = /^VmHWM:\s*(\d+)\s*kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  } catch {
    // not Linux
  }
  const result: ChildResult = { ok, secs: (performance.now() - t0) / 1000, maxRssMb: (hwm === undefined ? process.resourceUsage().maxRSS : Number(hwm)) / 1024, detail };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

function measure(mode: string, file: string): ChildResult {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/stream.ts', '--child', mode, file], { encoding: 'utf8', maxBuffer: 16 * MB });
  const line = r.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(line) as ChildResult;
  } catch {
    return { ok: false, secs: 0, maxRssMb: 0, detail: `the child failed: ${(r.stderr || r.stdout).slice(-400)}` };
  }
}

async function run(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--child') return child(args[1] ?? '', args[2] ?? '');
  const mbAt = args.indexOf('--mb');
  const size = (mbAt >= 0 ? Number(args[mbAt + 1]) : 100) * 1e6;
  const loadStart = loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
  const dir = mkdtempSync(join(tmpdir(), 'battlepack-bench-stream-'));
  try {
    const baseline = measure('stream', '/dev/null');
    console.log(`baseline: the command line refusing an empty file, peak RSS ${baseline.maxRssMb.toFixed(0)} MB (Node, tsx, the engine's modules)`);
    const rows: string[] = [];
    for (const form of ['json', 'lines'] as const) {
      const file = join(dir, `big.${form === 'json' ? 'json' : 'jsonl'}`);
      const events = writeLog(file, size, form);
      const bytes = statSync(file).size;
      console.log(`\n${form === 'json' ? 'JSON form' : 'one event per line'}: ${(bytes / 1e6).toFixed(1)} MB, ${events.toLocaleString('en-US')} events`);
      const modes = form === 'json' ? ['stream', 'whole'] : ['stream'];
      for (const mode of modes) {
        const r = measure(mode, file);
        const line = `${mode === 'stream' ? 'validate (streamed)' : 'read whole (before)'}: ${r.ok ? 'valid' : 'NOT VALID'}, ${r.secs.toFixed(1)} s, ${((bytes / 1e6) / Math.max(r.secs, 1e-9)).toFixed(1)} MB/s, ${Math.round(events / Math.max(r.secs, 1e-9)).toLocaleString('en-US')} events/s, peak RSS ${r.maxRssMb.toFixed(0)} MB — ${r.detail}`;
        console.log(`  ${line}`);
        rows.push(`| ${form} | ${mode === 'stream' ? 'streamed' : 'whole'} | ${(bytes / 1e6).toFixed(1)} MB | ${events.toLocaleString('en-US')} | ${r.secs.toFixed(1)} s | ${r.maxRssMb.toFixed(0)} MB |`);
      }
      rmSync(file);
    }
    const table = `| form | read | size | events | time | peak RSS |\n|---|---|---|---|---|---|\n${rows.join('\n')}`;
    console.log(`\n${table}`);
    const writeAt = args.indexOf('--write');
    const out = writeAt >= 0 ? args[writeAt + 1] : undefined;
    if (out !== undefined) {
      const load = (xs: number[]): string => xs.map((x) => x.toFixed(2)).join(' ');
      const text = [
        '# Streamed validation of a large log',
        '',
        `\`npm run bench:stream -- --mb ${size / 1e6} --write ${out}\`, ${new Date().toISOString()}: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, node ${process.version}, ${process.platform}; load average at start ${loadStart}, at end ${load(loadavg())}.`,
        '',
        `Each row runs in a child process of its own (Node with the tsx loader, on the sources); peak RSS is the child's own high-water mark (Linux's VmHWM) and includes Node, tsx and the engine's modules: ${baseline.maxRssMb.toFixed(0)} MB when the command line refuses an empty file. "streamed" is \`battlepack validate <file>\` (the command line's own entry function), reading the log in chunks and replaying while it reads; "whole" reads the file into one string, then \`JSON.parse\`, \`parseLog\` and \`replayLog\`, as the command line did before.`,
        '',
        table,
        '',
      ].join('\n');
      writeFileSync(out, text);
      console.log(`written to ${out}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void run();
