import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (file: string): string => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

export default defineConfig({
  // the package's own name resolves to its sources (as tsconfig "paths" does for the typecheck), so examples and tests
  // import 'battlepack-engine' like a user's code and run without a build
  resolve: {
    alias: [
      { find: /^battlepack-engine$/, replacement: src('index.ts') },
      { find: /^battlepack-engine\/gallet$/, replacement: src('gallet.ts') },
      { find: /^battlepack-engine\/blighted-wilds$/, replacement: src('blighted-wilds.ts') },
      { find: /^battlepack-engine\/gallet\/table$/, replacement: src('gallet-table.ts') },
      { find: /^battlepack-engine\/table$/, replacement: src('table.ts') },
      { find: /^battlepack-engine\/sim$/, replacement: src('sim.ts') },
      { find: /^battlepack-engine\/sim\/model$/, replacement: src('sim-model.ts') },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'threads',
    // vitest's default in run mode is one worker fewer than the cores: one worker on a 2-core machine; the main
    // process does little while the workers run, so use every core
    maxWorkers: Math.max(availableParallelism(), 1),
    reporters: ['default', 'json'],
    outputFile: { json: 'test-output/vitest.json' },
  },
});
