#!/usr/bin/env node
// `npm run mutation -- --slice <name> [--concurrency N] [--mutate file,file] [--tests file,glob] [--name report-name] [--timeout-ms N] [--dry-run-minutes N] [--no-isolate]`: StrykerJS (vitest runner) over one slice of the rule code.
// Not part of `npm test`. Each slice mutates a set of source files and runs only the tests that cover them, so it
// finishes within ~15 minutes on 2 quiet cores. Reports: reports/mutation/<slice>.html and .json (not committed);
// the summaries committed in test/mutation/reports/ are written by hand from them (see docs/testing.md).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Stryker } from '@stryker-mutator/core';

/** @type {Record<string, { mutate: string[]; testFiles: string[] }>} */
export const slices = {
  'gallet-battle-tactics': {
    mutate: ['src/battlepack/gallet/battle-tactics/*.ts', '!src/battlepack/gallet/battle-tactics/index.ts'],
    testFiles: ['test/battlepack/gallet/battle-tactics/*.test.ts'],
  },
  'gallet-grand-strategies': {
    mutate: ['src/battlepack/gallet/grand-strategies/*.ts', '!src/battlepack/gallet/grand-strategies/index.ts'],
    testFiles: ['test/battlepack/gallet/grand-strategies/*.test.ts'],
  },
  // the rest of the Gallet pack is cut in three so that each slice stays near 15 minutes on 2 cores (about 1.2 mutants
  // per source line and 0.7-1.2 s of CPU per mutant, measured; docs/testing.md)
  'gallet-battleplans': {
    mutate: ['src/battlepack/gallet/battleplans/**/*.ts', '!src/battlepack/gallet/battleplans/index.ts'],
    testFiles: ['test/battlepack/gallet/battleplans/**/*.test.ts', 'test/battlepack/gallet/*.test.ts'],
  },
  'gallet-army': {
    mutate: ['src/battlepack/gallet/army.ts', 'src/battlepack/gallet/army-limits.ts', 'src/battlepack/gallet/before-battle.ts', 'src/battlepack/gallet/unique-units.ts'],
    testFiles: ['test/battlepack/gallet/army/**/*.test.ts', 'test/battlepack/gallet/before-battle/**/*.test.ts', 'test/battlepack/gallet/*.test.ts'],
  },
  'gallet-rules': {
    mutate: [
      'src/battlepack/gallet/*.ts',
      'src/battlepack/gallet/realm-rules/**/*.ts',
      '!src/battlepack/gallet/index.ts',
      '!src/battlepack/gallet/maps.ts',
      // in their own slices
      '!src/battlepack/gallet/army.ts',
      '!src/battlepack/gallet/army-limits.ts',
      '!src/battlepack/gallet/before-battle.ts',
      '!src/battlepack/gallet/unique-units.ts',
      // not rule code: the rules reference (text data), the events' schemas, the random-battle generator
      '!src/battlepack/gallet/reference.ts',
      '!src/battlepack/gallet/reference-battleplans.ts',
      '!src/battlepack/gallet/events.ts',
      '!src/battlepack/gallet/random.ts',
      // not rule code either: generated from the events' schemas (scripts/generate-parsers.ts), and the schemas themselves
      '!src/battlepack/gallet/events.gen.ts',
      '!src/battlepack/gallet/event-parsers.ts',
      '!src/battlepack/gallet/event-schema.ts',
      // and the roster's schema (zod, built at import; the roster's checks are army.ts, in the gallet-army slice)
      '!src/battlepack/gallet/roster-schema.ts',
    ],
    testFiles: ['test/battlepack/gallet/*.test.ts', 'test/battlepack/gallet/realm-rules/**/*.test.ts', 'test/battlepack/gallet/battleplans/**/*.test.ts'],
  },
  'blighted-wilds': {
    mutate: [
      'src/battlepack/blighted-wilds/**/*.ts',
      '!src/battlepack/blighted-wilds/index.ts',
      '!src/battlepack/blighted-wilds/maps.ts',
      '!src/battlepack/blighted-wilds/reference.ts',
      '!src/battlepack/blighted-wilds/random.ts',
      // not rule code: the events' schemas (zod, built at import) and what is generated from them, as in the Gallet slice
      '!src/battlepack/blighted-wilds/events.ts',
      '!src/battlepack/blighted-wilds/event-schema.ts',
      '!src/battlepack/blighted-wilds/event-parsers.ts',
      '!src/battlepack/blighted-wilds/events.gen.ts',
    ],
    testFiles: ['test/battlepack/blighted-wilds/*.test.ts'],
  },
  'core-scoring': {
    // control: the contest reports by moment (moments.ts), the control helpers of rules-of.ts (`opponentOf` to `has`), and the part of the fold
    // that records contests and settles control at a checkpoint (src/core/fold/board.ts, whole)
    mutate: [
      'src/core/state/scoring-sheet.ts',
      'src/core/rules/result.ts',
      'src/core/rules/tactic-window.ts',
      'src/core/state/battle-selectors.ts',
      'src/core/state/scoring-selectors.ts',
      'src/core/state/board-selectors.ts',
      'src/core/events/moments.ts',
      'src/core/rules/rules-of.ts:157-202',
      'src/core/fold/board.ts',
    ],
    testFiles: ['test/core/*.test.ts'],
  },
  // the combat maths and the table are cut in two each (mutants counted by Stryker's instrumenter: src/sim/combat
  // 2,111, the table's measuring 2,409, about twice the first estimate; docs/testing.md)
  'sim-combat': {
    // the exact maths: dice, distributions, allocation, the die-level rules (1,089 mutants)
    mutate: ['src/sim/combat/allocate.ts', 'src/sim/combat/dice.ts', 'src/sim/combat/distribution.ts', 'src/sim/combat/sequence.ts'],
    testFiles: ['test/sim/combat/**/*.test.ts'],
  },
  'sim-combat-checks': {
    // the checks of a combat problem and the seeded roller (1,022 mutants)
    mutate: ['src/sim/combat/profile.ts', 'src/sim/combat/roll.ts'],
    testFiles: ['test/sim/combat/**/*.test.ts'],
  },
  'table-measure': {
    // measuring and the facts of a snapshot (1,200 mutants)
    mutate: ['src/table/measure.ts', 'src/table/facts.ts'],
    testFiles: ['test/table/*.test.ts'],
  },
  'table-geometry': {
    // the geometry under them: shapes, distances, regions (1,209 mutants)
    mutate: ['src/table/geometry/shapes.ts', 'src/table/geometry/polygons.ts', 'src/table/geometry/distance.ts', 'src/table/geometry/overlap.ts'],
    testFiles: ['test/table/*.test.ts'],
  },
};

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
const testFiles = (option('tests')?.split(',') ?? slice.testFiles).flatMap((p) => (p.includes('*') ? expand(p) : [p])).sort();
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
