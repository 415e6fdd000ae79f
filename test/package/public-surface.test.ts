import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as root from 'battlepack-engine';

// One name per idea (issue 23): the root entry stays small (what an app needs to record, replay and read battles), and
// what is marked @internal stays out of the published types (tsup.config.ts: dts stripInternal).

const ROOT = join(import.meta.dirname, '../..');

/** The most names the root entry exports at run time. */
const ROOT_LIMIT = 60;

describe('the root entry', () => {
  it(`exports at most ${ROOT_LIMIT} names`, () => {
    const names = Object.keys(root);
    expect(names.length, names.sort().join(', ')).toBeLessThanOrEqual(ROOT_LIMIT);
    // what an app needs is there
    for (const n of ['createEngine', 'createLog', 'parseLog', 'replayLog', 'replayLogChunks', 'BattleError', 'selectScoreboard', 'selectScoringSheet']) expect(names).toContain(n);
  });

  it('the built entry exports the same names as its source', async () => {
    const file = join(ROOT, 'dist/index.js');
    if (!existsSync(file)) throw new Error('dist/index.js is missing: run `npm run build` first (`npm test` builds before running vitest).');
    const built = (await import(file)) as Record<string, unknown>;
    expect(Object.keys(built).sort()).toEqual(Object.keys(root).sort());
  });
});

describe('the published types', () => {
  // functions the sources mark @internal, each with the entry whose bundle would carry it
  const internal: readonly (readonly [string, string])[] = [
    ['index', 'declare function hooksOf'],
    ['index', 'declare function decide'],
    ['index', 'declare function createInitialState'],
    ['index', 'declare function migrationFor'],
    ['index', 'declare function versionParts'],
    ['sim', 'declare function decide'],
  ];
  it.each(internal)('dist/%s.d.ts has no "%s"', (entry, text) => {
    const file = join(ROOT, `dist/${entry}.d.ts`);
    if (!existsSync(file)) throw new Error(`dist/${entry}.d.ts is missing: run \`npm run build\` first.`);
    const all = [file, ...chunksOf(file)].map((f) => readFileSync(f, 'utf8')).join('\n');
    expect(all).not.toContain(text);
  });
});

/** The declaration chunks an entry's .d.ts imports (tsup splits shared declarations into chunks). */
function chunksOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '\.\/([^']+)\.js'/g)].map((m) => join(ROOT, 'dist', `${m[1]}.d.ts`)).filter((f) => existsSync(f));
}
