/**
 * Prints the names every entry of the package exported at a past commit, types included, as JSON: how
 * `test/fixtures/api/exports-0.1.json` (the public surface of 0.1, before issue 23 reshaped it) was made.
 *
 *   npx tsx scripts/api-exports.ts 762e707 > test/fixtures/api/exports-0.1.json
 *
 * The commit's `src/` and `package.json` are unpacked under `test-output/` (so its imports of zod and immer resolve to
 * this checkout's node_modules) and read by TypeScript.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { entryExports, sourceEntries } from '../test/support/api-exports.js';

const rev = process.argv[2];
if (rev === undefined) throw new Error('usage: api-exports.ts <commit>');
const root = resolve(import.meta.dirname, '..');
const commit = execFileSync('git', ['rev-parse', rev], { cwd: root, encoding: 'utf8' }).trim();
const dir = join(root, 'test-output', `api-${commit.slice(0, 12)}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const tar = execFileSync('git', ['archive', commit, 'src', 'package.json'], { cwd: root, maxBuffer: 1 << 28 });
execFileSync('tar', ['-x', '-C', dir], { input: tar });
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string; exports: Record<string, unknown> };
const entries = entryExports(dir, sourceEntries(pkg.exports));
process.stdout.write(`${JSON.stringify({ commit, version: pkg.version, madeBy: `npx tsx scripts/api-exports.ts ${rev}`, entries }, null, 1)}\n`);
rmSync(dir, { recursive: true, force: true });
