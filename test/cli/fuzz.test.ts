/**
 * A fuzz harness for the command line: fast-check drives `main` itself (in this process, not a process per case) with
 * generated logs, rosters and options — CLI_FUZZ_RUNS cases (2,000 by default;
 * 10,000 in `npm run test:long`, whose results are committed in test/long-runs/) — and checks, for every case: the exit
 * code is 0, 1 or 2; no stack trace and no "unexpected error"; no file is written but the `--out` asked for (and that
 * only on success); the input files are unchanged.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as fs from 'node:fs';
import { main, type CliFs } from '../../src/cli/main.js';
import { packEntry, PACKS } from '../../src/cli/registry.js';
import { createLog, serializeLog } from '../../src/index.js';
import { testPack } from '../support/test-pack.js';
import { testBattleEvents } from '../sheet/fixture.js';
import { hasStackTrace, tempDir } from './run.js';

const RUNS = Number(process.env['CLI_FUZZ_RUNS'] ?? 2_000);
// a generated "-" reads standard input: an empty one here, never the terminal the tests were started from
const NULL_FD = fs.openSync('/dev/null', 'r');
// the real file system, less the flush to the disk before a rename (10 ms a write here; what is tested is which files
// change, not whether they survive a power cut)
const FS: CliFs = { ...fs, fsyncSync: () => undefined };
const packs = [packEntry('test', testPack), ...PACKS.filter((p) => p.key === 'gallet')];
const ROSTER = readFileSync('test/fixtures/rosters/gallet-1000-valid.json', 'utf8');

// --- logs ---------------------------------------------------------------------------------------------------------

const nasty = fc.constantFrom('Ann', '\x1b]0;x\x07', 'B\u202eob', '"quoted"', 'a|b*c', '<b>', '\ud800', 'x'.repeat(600), '', ' ');
const names = fc.record({ ann: nasty, bob: nasty });
type Ev = { type: string; data: unknown };

const eventEdit = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('repeat' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('data' as const), at: fc.nat(), value: fc.jsonValue({ maxDepth: 2 }) }),
  fc.record({ kind: fc.constant('type' as const), at: fc.nat(), value: fc.string({ maxLength: 12 }) }),
);

function editEvents(events: Ev[], edits: readonly fc.Arbitrary<unknown>[] | readonly { kind: string; at: number; value?: unknown }[]): Ev[] {
  const out = events.slice();
  for (const e of edits as { kind: string; at: number; value?: unknown }[]) {
    if (out.length === 0) break;
    const i = e.at % out.length;
    const ev = out[i] as Ev;
    if (e.kind === 'drop') out.splice(i, 1);
    else if (e.kind === 'swap' && i + 1 < out.length) [out[i], out[i + 1]] = [out[i + 1] as Ev, ev];
    else if (e.kind === 'repeat') out.splice(i, 0, ev);
    else if (e.kind === 'data') out[i] = { ...ev, data: e.value };
    else if (e.kind === 'type') out[i] = { ...ev, type: String(e.value) };
  }
  return out;
}

const textEdit = fc.oneof(
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('put' as const), at: fc.nat(), s: fc.constantFrom('{', '}', '[', ']', ',', '"', ':', '\\', '\n', '\x00', '\ufeff', 'null', '1e999', '-0', '"__proto__":{}') }),
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
);

function editText(text: string, edits: readonly { kind: string; at: number; s?: string }[]): string {
  let t = text;
  for (const e of edits) {
    const i = t.length === 0 ? 0 : e.at % t.length;
    t = e.kind === 'cut' ? t.slice(0, i) : e.kind === 'drop' ? t.slice(0, i) + t.slice(i + 1) : t.slice(0, i) + (e.s ?? '') + t.slice(i);
  }
  return t;
}

const lineForm = (events: Ev[]): string =>
  [JSON.stringify({ format: 'battlepack-log', formatVersion: 1, engineVersion: '0.1.0', battlepack: { id: 'test-pack', version: '1.0.0' } }), ...events.map((e, i) => JSON.stringify({ seq: i + 1, ...e }))].join('\n');

const logBytes: fc.Arbitrary<Uint8Array | string> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(names, fc.array(eventEdit, { maxLength: 3 })).map(([n, edits]) => serializeLog(createLog(testPack, editEvents(testBattleEvents(n) as Ev[], edits)))) },
  { weight: 3, arbitrary: fc.tuple(fc.array(textEdit, { minLength: 1, maxLength: 3 }), fc.boolean()).map(([edits, bom]) => (bom ? '\ufeff' : '') + editText(serializeLog(createLog(testPack, testBattleEvents())), edits)) },
  { weight: 2, arbitrary: fc.tuple(fc.array(eventEdit, { maxLength: 2 }), fc.array(textEdit, { maxLength: 1 })).map(([edits, t]) => editText(lineForm(editEvents(testBattleEvents() as Ev[], edits)), t)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? '') },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
);

const rosterBytes: fc.Arbitrary<Uint8Array | string> = fc.oneof(
  fc.constant(ROSTER),
  fc.array(textEdit, { minLength: 1, maxLength: 2 }).map((edits) => editText(ROSTER, edits)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? ''),
  fc.uint8Array({ maxLength: 32 }),
);

// --- argv ---------------------------------------------------------------------------------------------------------

const value = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('text', 'markdown', 'html', 'json', 'pdf', 'test', 'test-pack', 'gallet', 'skirmish', 'all', '1', '2', '1000', '2000', '0', '-5', '-2000', '0x7d0', '2e3', ' 1', '', '4294967296') },
  { weight: 4, arbitrary: fc.constantFrom('sheet.txt', 'out.md', 'log.json', './log.json', 'link.json', 'roster.json', 'dir', 'dir/sheet.txt', 'no/such/dir/x.txt', '../escape.txt', 'missing.json', '/dev/null', './no-pack.mjs') },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);
const option = fc.constantFrom('--format', '--out', '--all', '--pack', '--points', '--json', '--games', '--seed', '--workers', '--battleplan', '--colour', '-x', '-h', '--help', '--', '--out=', '--format=json', '--points=1000', '--all=1');
// mostly whole options (a name and a value that fit), some loose tokens
const pair = fc.oneof(
  fc.constantFrom('text', 'markdown', 'html', 'json').map((f) => ['--format', f]),
  fc.constantFrom('sheet.txt', 'out.md', 'dir/sheet.txt').map((f) => ['--out', f]),
  fc.constantFrom('1000', '2000').map((n) => ['--points', n]),
  fc.constantFrom('test', 'test-pack').map((n) => ['--pack', n]),
  fc.constant(['--all'] as string[]),
  fc.tuple(option, value).map(([o, v]) => [o, v]),
);
const tokens = fc.array(fc.oneof({ weight: 3, arbitrary: pair }, { weight: 1, arbitrary: fc.oneof(option, value).map((t) => [t]) }), { maxLength: 3 }).map((ts) => ts.flat());
const command = fc.oneof(
  { weight: 120, arbitrary: fc.constantFrom('replay', 'validate', 'validate-roster') },
  { weight: 20, arbitrary: fc.constantFrom('rules', 'nope', '--version', '', 'demo', 'simulate') },
  // schema builds a JSON Schema of every pack (~10 ms): a few are enough
  { weight: 1, arbitrary: fc.constant('schema') },
);
const positional = fc.constantFrom('log.json', 'log.json', 'log.json', 'roster.json', 'link.json', 'missing.json', 'dir', '/dev/null');

const loose = fc.tuple(command, fc.option(positional, { freq: 6 }), tokens).map(([c, p, rest]) => {
  const args = [c, ...(p === null ? [] : [p]), ...rest].filter((a, i) => i > 0 || a !== '');
  // simulate plays 100 battles unless told otherwise: keep it to a couple
  return c === 'simulate' && !rest.includes('--games') ? [...args, '--games', '2'] : args;
});

// a command with options that fit it (the outcome then turns on the files), now and then one token changed
const some = (...opts: fc.Arbitrary<string[]>[]) => fc.tuple(...opts.map((o) => fc.option(o, { freq: 2 }))).map((os) => os.flatMap((o) => o ?? []));
const fitting = fc.oneof(
  fc.tuple(fc.constantFrom('replay'), some(pair.filter((p) => p[0] === '--format'), fc.constantFrom('sheet.txt', 'out.md', 'log.json', 'dir').map((f) => ['--out', f]), fc.constant(['--all'] as string[]), fc.constant(['--pack', 'test'] as string[]))),
  fc.tuple(fc.constantFrom('validate'), some(fc.constant(['--all'] as string[]), fc.constantFrom('test', 'test-pack', 'gallet', 'nope').map((p) => ['--pack', p]))),
  fc.tuple(fc.constantFrom('validate-roster'), some(fc.constantFrom('1000', '2000', '0', '-1000').map((n) => ['--points', n]), fc.constant(['--pack', 'gallet'] as string[]), fc.constant(['--all'] as string[]))),
);
const wellFormed = fc.tuple(fitting, fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.tuple(fc.nat(), value) })).map(([[c, opts], change]) => {
  const args = [c, c === 'validate-roster' ? 'roster.json' : 'log.json', ...opts];
  if (change !== null) args[1 + (change[0] % args.length)] = change[1];
  return args[0] === '' ? args.slice(1) : args;
});
const argv = fc.oneof({ weight: 2, arbitrary: wellFormed }, { weight: 1, arbitrary: loose });


// --- the harness --------------------------------------------------------------------------------------------------

function listing(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).map((f) => f.toString()).sort();
}

describe('the command line under fuzzing', () => {
  it(`${RUNS} generated cases: exit 0, 1 or 2, no stack trace, no stray file, the inputs unchanged`, async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'dir'));
    const logPath = join(dir, 'log.json');
    const rosterPath = join(dir, 'roster.json');
    writeFileSync(logPath, '{}');
    symlinkSync(logPath, join(dir, 'link.json'));
    const base = listing(dir);
    let cases = 0;
    const seen = new Map<number, number>();
    const reasons = new Map<string, number>();
    const t0 = performance.now();
    await fc.assert(
      fc.asyncProperty(logBytes, rosterBytes, argv, async (log, roster, args) => {
        cases++;
        writeFileSync(logPath, log);
        writeFileSync(rosterPath, roster);
        const before = [readFileSync(logPath), readFileSync(rosterPath)];
        let stdout = '';
        let stderr = '';
        const code = await main(args, { io: { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), stderrIsTTY: false, cwd: dir, stdinFd: NULL_FD }, packs, cores: 1, fs: FS });
        seen.set(code, (seen.get(code) ?? 0) + 1);
        // CLI_FUZZ_DEBUG=1 prints the most common usage errors: a harness stuck on one refusal tests little
        if (process.env['CLI_FUZZ_DEBUG'] !== undefined && code === 2) { const k = stderr.slice(0, 40); reasons.set(k, (reasons.get(k) ?? 0) + 1); }
        const where = `battlepack ${args.map((a) => JSON.stringify(a)).join(' ')}`;
        expect([0, 1, 2], where).toContain(code);
        expect(hasStackTrace(stdout + stderr), `${where}\n${stderr}`).toBe(false);
        expect(stderr, where).not.toContain('unexpected error');
        // JSON printed to standard output stays JSON (control characters are escaped the JSON way)
        const json = args.includes('--json') || args.includes('--format=json') || args.some((a, i) => a === '--format' && args[i + 1] === 'json') || args[0] === 'schema';
        const help = args.some((a, i) => (a === '--help' || a === '-h' || a === '--version' || a === '-v') && args.slice(0, i).every((b) => b !== '--'));
        if (code === 0 && json && !help && stdout !== '') expect(() => JSON.parse(stdout), where).not.toThrow();
        // the files: the inputs as they were; nothing new but the --out asked for, and that only on success
        const outAt = args.findIndex((a) => a === '--out' || a.startsWith('--out='));
        const outArg = outAt < 0 ? undefined : args[outAt]?.startsWith('--out=') ? args[outAt]?.slice(6) : args[outAt + 1];
        const allowed = code === 0 && outArg !== undefined ? relative(dir, resolve(dir, outArg)) : null;
        // a file that existed may change only as the --out of a successful command (through a link too), and never
        // when it is the file the command read
        const real = (p: string): string => {
          try {
            return fs.realpathSync(p);
          } catch {
            return p;
          }
        };
        const read = args[1] !== undefined && !args[1].startsWith('-') ? real(resolve(dir, args[1])) : null;
        for (const [path, old] of [[logPath, before[0]], [rosterPath, before[1]]] as const) {
          if (readFileSync(path).equals(old as Buffer)) continue;
          expect(allowed !== null && real(resolve(dir, allowed)) === path, `${where}: ${path} changed`).toBe(true);
          expect(read, `${where}: the input ${path} was overwritten`).not.toBe(path);
        }
        const added = listing(dir).filter((f) => !base.includes(f) && f !== 'roster.json');
        // link.json may have been written through to log.json; put it back as a link for the next case
        if (!fs.lstatSync(join(dir, 'link.json')).isSymbolicLink()) throw new Error(`${where}: link.json was replaced by a file`);
        for (const f of added) {
          expect(f, `${where}: wrote ${f}`).toBe(allowed);
          rmSync(join(dir, f), { recursive: true, force: true });
        }
      }),
      { numRuns: RUNS },
    );
    const secs = (performance.now() - t0) / 1000;
    if (process.env['CLI_FUZZ_DEBUG'] !== undefined) console.log([...reasons].sort((a, b) => b[1] - a[1]).slice(0, 15));
    // the cases reach every outcome (a harness whose cases all fail the same way checks little)
    expect(cases).toBe(RUNS);
    expect(seen.get(0) ?? 0).toBeGreaterThan(RUNS / 50);
    expect(seen.get(1) ?? 0).toBeGreaterThan(RUNS / 20);
    expect(seen.get(2) ?? 0).toBeGreaterThan(RUNS / 20);
    console.log(`CLI fuzz: ${cases} cases in ${secs.toFixed(1)} s (${Math.round(cases / secs)}/s); exit codes ${[...seen].sort().map(([c, n]) => `${c}: ${n}`).join(', ')}`);
  });
});
