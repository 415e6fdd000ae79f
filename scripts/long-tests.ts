/**
 * The long test run: the property invariants with 1,000 random battles per property and pack (PROPERTY_RUNS=1000;
 * `npm test` runs 200) and the command-line fuzz harness with 10,000 cases (CLI_FUZZ_RUNS=10000; `npm test` runs
 * 2,000). Run it before a release and commit the summary it writes to test/long-runs/.
 *
 *   npm run test:long                              # runs them, writes test/long-runs/<date>-<commit>.json
 *   npm run test:long -- --from test-output/x.json # summarises a vitest JSON report of such a run instead
 *
 * Exits 1 when a test failed.
 * @module
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** The budgets of the long run; each can be raised further from the environment. */
export const LONG_ENV: Readonly<Record<string, string>> = { PROPERTY_RUNS: '1000', CLI_FUZZ_RUNS: '10000' };

/** The files whose budgets the long run raises: the invariants that read NUM_RUNS, and the CLI fuzz harness. */
export function longFiles(): string[] {
  const props = readdirSync(join(ROOT, 'test/properties'))
    .filter((f) => f.endsWith('.test.ts') && /\bNUM_RUNS\b/.test(readFileSync(join(ROOT, 'test/properties', f), 'utf8')))
    .sort()
    .map((f) => `test/properties/${f}`);
  return [...props, 'test/cli/fuzz.test.ts'];
}

interface VitestReport {
  readonly success: boolean;
  readonly startTime: number;
  readonly numPassedTests: number;
  readonly numFailedTests: number;
  readonly testResults: readonly {
    readonly name: string;
    readonly status: string;
    readonly startTime: number;
    readonly endTime: number;
    readonly assertionResults: readonly { readonly status: string; readonly title: string }[];
  }[];
}

function summarise(report: VitestReport, files: readonly string[], env: Readonly<Record<string, string>>, note: string): unknown {
  const wanted = new Set(files);
  const rows = report.testResults
    .map((t) => ({ ...t, file: relative(ROOT, t.name).replace(/\\/g, '/') }))
    .filter((t) => wanted.has(t.file))
    .map((t) => ({
      file: t.file,
      status: t.status,
      tests: t.assertionResults.length,
      failed: t.assertionResults.filter((a) => a.status === 'failed').length,
      seconds: Math.round((t.endTime - t.startTime) / 100) / 10,
      titles: t.assertionResults.map((a) => `${a.status}: ${a.title}`),
    }));
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  return {
    date: new Date(report.startTime).toISOString(),
    commit,
    node: process.version,
    env,
    note,
    files: rows.length,
    tests: rows.reduce((a, r) => a + r.tests, 0),
    failed: rows.reduce((a, r) => a + r.failed, 0),
    results: rows,
  };
}

function main(argv: readonly string[]): number {
  const files = longFiles();
  const fromAt = argv.indexOf('--from');
  const noteAt = argv.indexOf('--note');
  const note = noteAt >= 0 ? (argv[noteAt + 1] ?? '') : '';
  const env = { ...LONG_ENV, ...Object.fromEntries(Object.keys(LONG_ENV).flatMap((k) => (process.env[k] === undefined ? [] : [[k, process.env[k] as string]]))) };
  let reportFile: string;
  if (fromAt >= 0) reportFile = resolve(argv[fromAt + 1] ?? '');
  else {
    reportFile = join(ROOT, 'test-output/long-run.json');
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    if (r.error !== undefined) throw r.error;
  }
  const summary = summarise(JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport, files, env, note) as { date: string; commit: string; failed: number; tests: number };
  mkdirSync(join(ROOT, 'test/long-runs'), { recursive: true });
  const out = join(ROOT, 'test/long-runs', `${summary.date.slice(0, 10)}-${summary.commit.slice(0, 7)}.json`);
  writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`long run: ${summary.tests} tests, ${summary.failed} failed; summary in ${relative(ROOT, out)}`);
  return summary.failed === 0 && summary.tests > 0 ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
