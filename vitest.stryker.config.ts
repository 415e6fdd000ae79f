// Vitest config used by StrykerJS (`npm run mutation`): the aliases of vitest.config.ts (so tests import
// 'battlepack-engine' from the sources), without its JSON outputFile and extra reporters, which every Stryker
// run would otherwise write to and race on.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

export default defineConfig({
  ...(base.resolve === undefined ? {} : { resolve: base.resolve }),
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'threads',
    // `npm run mutation -- --no-isolate` (STRYKER_VITEST_ISOLATE=false): the test files share one module graph instead of
    // importing the sources again for each file, ~5x less CPU for a run of many small test files (docs/testing.md); only
    // for test files that keep no state between them
    isolate: process.env['STRYKER_VITEST_ISOLATE'] !== 'false',
    reporters: ['default'],
  },
});
