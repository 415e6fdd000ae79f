import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './run.js';

/** The built command line; these tests need `npx tsup` (or `npm run build`) first, as `npm test` does. */
export const DIST_CLI = join(ROOT, 'dist/cli.js');

/** Fails with what to do when the build is missing. */
export function needDist(): void {
  if (!existsSync(DIST_CLI)) throw new Error(`${DIST_CLI} is missing: run npx tsup (or npm run build) before these tests`);
}
