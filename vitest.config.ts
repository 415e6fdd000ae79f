import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The folders of pure unit tests, run without a fresh module graph per file (see `projects` below). */
const UNIT = ['battlepack', 'core', 'sim', 'bad-input', 'properties', 'table', 'sheet', 'campaign', 'reference', 'bench', 'types', 'cli'];

const src = (file: string): string => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

export default defineConfig({
  // the package's own name resolves to its sources (as tsconfig "paths" does for the typecheck), so examples and tests
  // import 'battlepack-engine' like a user's code and run without a build
  resolve: {
    alias: [
      { find: /^battlepack-engine$/, replacement: src('index.ts') },
      { find: /^battlepack-engine\/gallet$/, replacement: src('gallet.ts') },
      { find: /^battlepack-engine\/gallet\/reference$/, replacement: src('gallet-reference.ts') },
      { find: /^battlepack-engine\/gallet\/army$/, replacement: src('gallet-army.ts') },
      { find: /^battlepack-engine\/gallet\/schema$/, replacement: src('gallet-schema.ts') },
      { find: /^battlepack-engine\/blighted-wilds\/schema$/, replacement: src('blighted-wilds-schema.ts') },
      { find: /^battlepack-engine\/blighted-wilds$/, replacement: src('blighted-wilds.ts') },
      { find: /^battlepack-engine\/blighted-wilds\/reference$/, replacement: src('blighted-wilds-reference.ts') },
      { find: /^battlepack-engine\/blighted-wilds\/campaign$/, replacement: src('blighted-wilds-campaign.ts') },
      { find: /^battlepack-engine\/gallet\/table$/, replacement: src('gallet-table.ts') },
      { find: /^battlepack-engine\/table$/, replacement: src('table.ts') },
      { find: /^battlepack-engine\/sim$/, replacement: src('sim.ts') },
      { find: /^battlepack-engine\/sheet$/, replacement: src('sheet.ts') },
      { find: /^battlepack-engine\/authoring$/, replacement: src('authoring.ts') },
      { find: /^battlepack-engine\/sim\/model$/, replacement: src('sim-model.ts') },
      { find: /^battlepack-engine\/json-schema$/, replacement: src('json-schema.ts') },
    ],
  },
  test: {
    // Two projects (every test/**/*.test.ts is in exactly one; `include` is per project, since a project's arrays are
    // added to the root's). The unit folders test pure code (the rules, the engine, the simulator, the bad-input catalogue…):
    // their files share one module graph per worker (`isolate: false`), so the sources and zod's schemas are loaded
    // once per worker rather than once per file (on battle-tactics' 10 files: 3.4 CPU s instead of 7.4). They mock
    // nothing, stub no globals and keep no state between files. The command line's tests (`cli`) are among them: they
    // call its `main` in process with their own io and read no module state (the signal handlers `main` installs are
    // removed when its command ends); those that run `dist/cli.js` do it in a child process either way. Shared, the
    // 24 files took 46.6-53.9 CPU s instead of 89.2 (load 15-17). The folders that start browsers, servers or the built
    // package in process keep a fresh module graph per file.
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT.map((d) => `test/${d}/**/*.test.ts`), isolate: false } },
      { extends: true, test: { name: 'isolated', include: ['test/**/*.test.ts'], exclude: UNIT.map((d) => `test/${d}/**`) } },
    ],
    // generous: on a machine shared with other work a type-check of the doc examples took 163 s (2026-12-02, load 30)
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'threads',
    // vitest's default in run mode is one worker fewer than the cores: one worker on a 2-core machine; the main
    // process does little while the workers run, so use every core
    maxWorkers: Math.max(availableParallelism(), 1),
    // the ten slowest files are printed last (test/support/slowest-reporter.ts)
    reporters: ['default', 'json', './test/support/slowest-reporter.ts'],
    outputFile: { json: 'test-output/vitest.json' },
  },
});
