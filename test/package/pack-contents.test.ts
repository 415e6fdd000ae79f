import { CLI_PACKAGES } from '../../tsup.config.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packedTarball } from '../support/packed.js';

// Publishable: `npm pack` holds every file the package.json points at (each "exports" target, "main", "module",
// "types", the bin) and the log's JSON Schema, and nothing of the sources or tests; `prepack` builds dist/.

const root = join(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  main: string;
  module: string;
  types: string;
  bin: Record<string, string>;
  exports: Record<string, unknown>;
  files: string[];
  scripts: Record<string, string>;
  repository: { url: string };
  homepage: string;
  bugs: { url: string };
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Every file path an "exports" target names. */
function targets(t: unknown): string[] {
  if (typeof t === 'string') return [t];
  if (t !== null && typeof t === 'object') return Object.values(t).flatMap(targets);
  return [];
}

// the tarball `npm pack --ignore-scripts` makes of dist/ as `npm test` built it, shared with the test files that install
// it (test/support/packed.ts): this file used to run an `npm pack --dry-run` of its own
const tarball = await packedTarball(root);
const packed = [tarball];
const files = new Set(tarball.files);
const norm = (p: string) => p.replace(/^\.\//, '');

/**
 * The tarball's budget: what a user downloads and installs. Raise it deliberately, with the reason in the commit.
 * Measured 2026-12-02: 677 kB packed, 2.99 MB unpacked, 62 files (1.34 MB / 5.7 MB before the source maps went); after
 * issues 23–28 merged, 865 kB / 3.75 MB / 106 files: five new entries (`./sheet`, `./authoring`, `./sim/model`, the
 * two rules references, each in ESM and CJS with its types) and the bigger CLI bundle, which carries the library again
 * (the next cut: `dist/cli.js` importing the library's own chunks). Issue 23's runtime entries (bundles branch) added
 * three entries (`./gallet/army`, `./blighted-wilds/campaign`, `./json-schema`) and the chunks they share: 841 kB /
 * 3.65 MB / 130 files, so 140 files. The packs' schema entries (`./gallet/schema`, `./blighted-wilds/schema`: the
 * zod schemas the runtime entries no longer bundle, issue 23) add 8 files and their chunks: 150 files. Moving Gallet's
 * reference facts, random play and choices out of `./gallet` (branch gallet45) split the shared code into 6 more chunks
 * (ESM and CJS): 156 files, so 160.
 */
export const TARBALL_BUDGET = { packedBytes: 950_000, unpackedBytes: 4_200_000, files: 160 } as const;

describe('npm pack', () => {
  it(`stays within its budget: ${TARBALL_BUDGET.packedBytes / 1000} kB packed, ${TARBALL_BUDGET.unpackedBytes / 1e6} MB unpacked, ${TARBALL_BUDGET.files} files`, () => {
    const p = packed[0];
    expect(p).toBeDefined();
    expect(p?.size ?? Infinity).toBeLessThanOrEqual(TARBALL_BUDGET.packedBytes);
    expect(p?.unpackedSize ?? Infinity).toBeLessThanOrEqual(TARBALL_BUDGET.unpackedBytes);
    expect(files.size).toBeLessThanOrEqual(TARBALL_BUDGET.files);
  });

  it('holds no source map (the sources they would point at are not shipped), and no script refers to one', () => {
    expect([...files].filter((f) => f.endsWith('.map'))).toEqual([]);
    for (const f of [...files].filter((x) => /\.(c?js)$/.test(x))) expect(readFileSync(join(root, f), 'utf8'), f).not.toMatch(/sourceMappingURL/);
  });

  it('holds every entry of "exports", "main", "module", "types" and the bin', () => {
    const wanted = [...Object.values(pkg.exports).flatMap(targets), pkg.main, pkg.module, pkg.types, ...Object.values(pkg.bin)].map(norm);
    expect(wanted.length).toBeGreaterThan(12);
    for (const f of wanted) expect(files.has(f), `${f} is not in the tarball`).toBe(true);
  });

  it('holds the log\'s JSON Schema, exported as ./schema.json', () => {
    expect(pkg.exports['./schema.json']).toBe('./schema/battle-log.schema.json');
    expect(files.has('schema/battle-log.schema.json')).toBe(true);
  });

  it('holds the changelog', () => {
    expect(files.has('CHANGELOG.md')).toBe(true);
  });

  it('holds nothing of the sources, tests, docs or scripts', () => {
    for (const f of files) expect(f).toMatch(/^(dist\/|schema\/battle-log\.schema\.json$|package\.json$|README\.md$|LICENSE$|CHANGELOG\.md$)/);
  });

  it('is built before packing, and says where the project lives', () => {
    expect(pkg.scripts['prepack']).toBe('npm run build');
    expect(pkg.repository.url).toBe('git+https://github.com/battlepack-engine/battlepack-engine.git');
    expect(pkg.homepage).toMatch(/^https:\/\/github\.com\/battlepack-engine\/battlepack-engine/);
    expect(pkg.bugs.url).toBe('https://github.com/battlepack-engine/battlepack-engine/issues');
  });

  it('asks a library user for the library\'s runtime needs only: zod as a peer, immer; the command line\'s packages are bundled', () => {
    expect(Object.keys(pkg.dependencies)).toEqual(['immer']);
    expect(Object.keys(pkg.peerDependencies)).toEqual(['zod']);
    for (const range of [...Object.values(pkg.dependencies), ...Object.values(pkg.peerDependencies)]) expect(range).toMatch(/^\^\d+\.\d+\.\d+$/);
    // the exact zod the package is developed and tested with is inside the peer range
    expect(pkg.devDependencies['zod']).toMatch(/^4\.\d+\.\d+$/);
    for (const p of CLI_PACKAGES) expect(pkg.devDependencies[p], p).toBeDefined();
    // the command line parses its own arguments and draws its tables with the sheet's renderer
    for (const p of ['cac', 'cli-table3']) expect(pkg.devDependencies[p], p).toBeUndefined();
  });
});
