import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packedTarball } from '../support/packed.js';

// Public types hold with the pack author's own zod: the battlepack-author example of docs/writing-a-battlepack.md
// (classic zod), plus a pack event written with zod/mini, type-checks (strict, skipLibCheck off, so the package's
// declaration files are checked too; TypeScript's own lib files are not, skipDefaultLibCheck) and runs against the
// packed tarball (packed once per content of dist/, shared with pack-install.test.ts: test/support/packed.ts), in a
// project that installs the lowest zod of the peer range (with the lowest immer of its range) and in one that installs
// the newest zod 4.
// dist/ is built by `npm test` before vitest runs; without it this test fails.

const root = join(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  peerDependencies: { zod: string };
  dependencies: { immer: string };
  devDependencies: { zod: string };
};
const lowest = (range: string): string => {
  const m = /^\^(\d+\.\d+\.\d+)$/.exec(range);
  if (m?.[1] === undefined) throw new Error(`expected a caret range, got ${range}`);
  return m[1];
};
const ZOD_LOWEST = lowest(pkg.peerDependencies.zod);
const IMMER_LOWEST = lowest(pkg.dependencies.immer);

// a pack event written with zod/mini, in one pack with the guide's classic-zod event
const MINI = `import * as zm from 'zod/mini';
import { createEngine, type EventOf } from 'battlepack-engine';
import { defineBattlepack, definePackEvent, Id } from 'battlepack-engine/authoring';
import { beacons } from './example.js';

const BeaconDimmed = zm.strictObject({ type: zm.literal('BeaconDimmed'), data: zm.strictObject({ player: Id, objective: Id }), seq: zm.optional(zm.int().check(zm.minimum(1))) });
const beaconDimmed = definePackEvent<{ lit: Record<string, string> }, typeof BeaconDimmed>({
  schema: BeaconDimmed,
  decide: () => [],
  effects: (_state, e) => [{ kind: 'ext', update: (x) => void delete x.lit[e.data.objective] }],
});
const both = defineBattlepack({ ...beacons, id: 'beacons-mini', events: [...beacons.events, beaconDimmed] });
const engine = createEngine(both);
const dimmed: EventOf<typeof engine> = { type: 'BeaconDimmed', data: { player: 'ann', objective: 'west' } };
// @ts-expect-error a misspelt battleplan fails to compile against the pack's own ids
const wrong: EventOf<typeof engine> = { type: 'BattleSetUp', data: { battlepack: { id: 'beacons-mini', version: '1.0.0' }, battleplan: 'three-hils', pointsLimit: 1000, players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }] } };
console.log('mini:', engine.check(engine.initialState(), dimmed).map((v) => v.code).join(','), engine.check(engine.initialState(), wrong).map((v) => v.code).join(','));
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: false,
    // TypeScript's own lib files (lib.dom.d.ts…) are not the package's nor zod's: checking them was a fifth of the time
    skipDefaultLibCheck: true,
    types: [],
    outDir: 'out',
  },
  files: ['example.ts', 'mini.ts'],
};

/** The code blocks of the guide, one program (they build on each other). */
function guideExample(): string {
  const text = readFileSync(join(root, 'docs/writing-a-battlepack.md'), 'utf8');
  return [...text.matchAll(/^```ts\n([\s\S]*?)^```/gm)].map((m) => m[1]).join('\n');
}

let work = '';
let tgz = '';

beforeAll(async () => {
  if (!existsSync(join(root, 'dist/index.d.ts'))) throw new Error('dist/ is missing: run `npm run build` first (`npm test` builds before running vitest).');
  work = mkdtempSync(join(tmpdir(), 'battlepack-zod-'));
  tgz = (await packedTarball(root)).tgz;
}, 300_000);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

interface Project {
  readonly name: string;
  readonly zod: string;
  readonly immer: string | null;
  dir: string;
  /** The type-check report (empty when clean) and the output of the run. */
  tsc: string;
  out: string;
}

const projects: Project[] = [
  { name: 'the lowest zod of the peer range', zod: ZOD_LOWEST, immer: IMMER_LOWEST, dir: '', tsc: '', out: '' },
  { name: 'the newest zod 4', zod: '^4', immer: null, dir: '', tsc: '', out: '' },
];

const runAsync = promisify(execFile);

/** Installs, type-checks and runs one project; the two projects go side by side. */
async function prepare(p: Project): Promise<void> {
  p.dir = join(work, `zod-${p.zod.replace(/\W/g, '')}`);
  mkdirSync(p.dir, { recursive: true });
  writeFileSync(join(p.dir, 'package.json'), JSON.stringify({ name: 'pack-author', version: '0.0.0', private: true, type: 'module' }));
  await runAsync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tgz, `zod@${p.zod}`, ...(p.immer !== null ? [`immer@${p.immer}`] : [])], { cwd: p.dir, timeout: 240_000 });
  writeFileSync(join(p.dir, 'example.ts'), guideExample());
  writeFileSync(join(p.dir, 'mini.ts'), MINI);
  writeFileSync(join(p.dir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
  try {
    await runAsync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', '.'], { cwd: p.dir, timeout: 240_000 });
  } catch (err) {
    p.tsc = String((err as { stdout?: string }).stdout ?? err) || String(err);
    return;
  }
  p.out = (await runAsync(process.execPath, ['out/mini.js'], { cwd: p.dir, timeout: 60_000 })).stdout;
}

beforeAll(async () => {
  await Promise.all(projects.map(prepare));
}, 400_000);

describe.each(projects.map((p) => [p.name, p] as const))('a pack author\'s project with %s', (_name, p) => {
  it('installed that zod (one copy, shared with the package)', () => {
    const version = (JSON.parse(readFileSync(join(p.dir, 'node_modules/zod/package.json'), 'utf8')) as { version: string }).version;
    if (p.zod === ZOD_LOWEST) expect(version).toBe(ZOD_LOWEST);
    else expect(version).toMatch(/^4\./);
    expect(existsSync(join(p.dir, 'node_modules/battlepack-engine/node_modules/zod'))).toBe(false);
    if (p.immer !== null) expect((JSON.parse(readFileSync(join(p.dir, 'node_modules/immer/package.json'), 'utf8')) as { version: string }).version).toBe(p.immer);
  });

  it('type-checks the guide\'s pack (classic zod) and a zod/mini event against the package\'s declarations, and runs them', () => {
    expect(p.tsc, p.tsc).toBe('');
    expect(p.out).toContain('Major victory: Ann');
    expect(p.out).toContain('mini: setup/not-set-up setup/unknown-battleplan');
  });
});

it('one of the zod versions tested is another minor than the one the package is developed with', () => {
  expect(ZOD_LOWEST.split('.').slice(0, 2)).not.toEqual(pkg.devDependencies.zod.split('.').slice(0, 2));
});
