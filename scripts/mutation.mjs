#!/usr/bin/env node
// `npm run mutation -- --slice <name> [--concurrency N] [--mutate file,file] [--tests file,glob] [--name report-name] [--timeout-ms N] [--dry-run-minutes N] [--no-isolate]`: StrykerJS (vitest runner) over one slice of the rule code.
// Not part of `npm test`. Each slice mutates a set of source files and runs only the tests that cover them, so it
// finishes within ~15 minutes on 2 quiet cores. Reports: reports/mutation/<slice>.html and .json (not committed);
// the summaries committed in test/mutation/reports/ are written by hand from them (see docs/testing.md).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Stryker } from '@stryker-mutator/core';

import { slices } from './mutation-slices.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const name = option('slice');
if (name === undefined || !(name in slices)) {
  console.error(`usage: npm run mutation -- --slice <name> [--concurrency N]\nslices: ${Object.keys(slices).join(', ')}`);
  process.exit(2);
}
const slice = slices[name];
// testFiles are listed as globs above and handed to Stryker as concrete paths (`dir/*.test.ts` or `dir/**/*.test.ts`)
const expand = (pattern) => {
  const [dir, rest] = pattern.split(/\/\*/, 2);
  const deep = rest.startsWith('*/');
  const walk = (at) =>
    readdirSync(at, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? (deep ? walk(join(at, entry.name)) : []) : entry.name.endsWith('.test.ts') ? [join(at, entry.name)] : [],
    );
  return walk(dir);
};
// --tests a.test.ts,dir/*.test.ts narrows the test files too (a quick per-file run; its score is a lower bound of the slice's)
// whole-battle tests that take seconds and cover every line (golden logs, random battles) are left to `npm test` unless
// named with --tests: under Stryker each mutant would run them
const slow = new Set(['test/battlepack/gallet/golden.test.ts', 'test/battlepack/gallet/random.test.ts']);
const testFiles = (option('tests')?.split(',') ?? slice.testFiles.flatMap((p) => (p.includes('*') ? expand(p) : [p])).filter((f) => !slow.has(f)))
  .flatMap((p) => (p.includes('*') ? expand(p) : [p]))
  .sort();
const concurrency = Number(option('concurrency') ?? 2);
// --mutate a.ts,b.ts narrows a slice to some of its files (a quicker re-run after new tests)
const mutate = option('mutate')?.split(',') ?? slice.mutate;
const reportName = option('name') ?? (option('mutate') === undefined ? name : `${name}-partial`);
// --timeout-ms N: the time a mutant may take beyond its tests' own before it counts as a timeout (default 60 s; a
// mutant that loops forever costs this much, so a per-file run of fast tests may lower it)
const timeoutMS = Number(option('timeout-ms') ?? 60_000);
// --dry-run-minutes N: the time the first, unmutated run of the tests may take (default 30; Stryker's own default of 5
// failed a run at load 24, when its worker got 2 % of a core)
const dryRunTimeoutMinutes = Number(option('dry-run-minutes') ?? 30);
// --no-isolate: vitest keeps the test files' modules loaded between mutants instead of loading the whole package again
// for each (vitest.stryker.config.ts reads STRYKER_VITEST_ISOLATE). A mutant is switched on at run time (mutant
// schemata), so module-load code is untested either way; the package's module-level caches are keyed by the pack
// object and hold no rule's result. Much less CPU per mutant on a loaded machine (docs/testing.md).
if (args.includes('--no-isolate')) process.env.STRYKER_VITEST_ISOLATE = 'false';

const result = await new Stryker({
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.stryker.config.ts', related: false },
  testFiles,
  mutate,
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  concurrency,
  timeoutMS,
  dryRunTimeoutMinutes,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${reportName}.html` },
  jsonReporter: { fileName: `reports/mutation/${reportName}.json` },
  tempDirName: `.stryker-tmp/${reportName}`,
  cleanTempDir: 'always',
  // other slices' sandboxes and reports are not part of the project
  ignorePatterns: ['.stryker-tmp', 'reports', 'test-output'],
}).runMutationTest();
console.log(`${name}: ${result.length} mutants`);
