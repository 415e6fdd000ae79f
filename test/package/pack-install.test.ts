import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packedTarball } from '../support/packed.js';
import * as api from '../../src/index.js';
import * as authoring from '../../src/authoring.js';

// Issue 2 "Must show": the `npm pack` output installs into an empty folder and works with both `import` and `require`.
// dist/ is built by `npm run build` before vitest runs in `npm test`; without it this test fails (it never skips).

const root = join(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  exports: Record<string, string | { import: { types: string; default: string }; require: { types: string; default: string } }>;
};
// the JavaScript subpaths (not package.json or the JSON Schema)
const subpaths = Object.keys(pkg.exports).filter((k) => k !== '.' && !k.endsWith('.json'));

// A tiny pack written in plain JavaScript, loaded the same way by the installed package and by the sources here.
const PACK_SOURCE = `module.exports = function makePack(authoring) {
  return authoring.defineBattlepack({
    id: 'install-check', version: '1.0.0', name: 'Install check', edition: 3, summary: 'A pack for the package test.',
    battleplans: { field: { id: 'field', name: 'Field', summary: 'Two objectives.', timing: 'battle', source: { document: 'test', section: '1' },
      objectives: [{ id: 'left' }, { id: 'right' }], layoutConfidence: 'high', territories: 'halves', specialRules: [], maxVp: { perTurn: 2, perBattle: 8 } } },
    battleTactics: { rally: { id: 'rally', name: 'Rally', summary: 'Say it was done.', timing: 'start of hero phase', source: { document: 'test', section: '2' }, scoring: '1 VP' } },
    grandStrategies: {}, rules: [], battleTacticVp: 1, grandStrategyVp: 0, length: { kind: 'fixed', rounds: 1 }, pointsLimits: [],
    roundOnePriority: 'deployment-first', options: { seizeInitiative: false }, initialExt: function () { return {}; },
    hooks: { scoreTurn: function (state) {
      var p = state.turn && state.turn.player;
      return p ? authoring.controlledBy(state, p).map(function (o) { return { kind: 'award', player: p, amount: 1, source: 'install-check/hold', reason: 'holds ' + o }; }) : [];
    } },
    events: [],
  });
};
`;

const BATTLE = [
  { type: 'BattleSetUp', data: { battlepack: { id: 'install-check', version: '1.0.0' }, battleplan: 'field', pointsLimit: 1000, players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }] } },
  { type: 'UnitsAdded', data: { origin: 'roster', units: [{ id: 'a1', owner: 'ann', name: 'Guard', wounds: 1, models: 10, general: true }, { id: 'b1', owner: 'bob', name: 'Orcs', wounds: 2, models: 5 }] } },
  { type: 'DeploymentFinished', data: { firstFinished: 'ann' } },
  { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } },
  { type: 'TurnStarted', data: { player: 'ann' } },
  { type: 'PhaseStarted', data: { phase: 'hero' } },
  { type: 'BattleTacticPicked', data: { player: 'ann', tactic: 'rally' } },
  { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'a1', objective: 'left', models: 10 }, { unit: 'b1', objective: 'right', models: 5 }] } },
  { type: 'BattleTacticCompleted', data: { player: 'ann', tactic: 'rally' } },
  { type: 'TurnEnded', data: { player: 'ann' } },
  { type: 'TurnStarted', data: { player: 'bob' } },
  { type: 'TurnEnded', data: { player: 'bob' } },
];

// The same script body for ESM and CJS: replay the battle through a serialized log and print what came out.
const RUN_BODY = `
const engine = api.createEngine(makePack(authoring));
const events = JSON.parse(fs.readFileSync(new URL('./battle.json', 'file://' + dir + '/'), 'utf8'));
const log = api.parseLog(api.serializeLog(api.createLog(engine.pack, events)));
if (!log.ok) throw new Error('log refused');
const r = api.replayLog(engine, log.value);
const bad = engine.apply(r.state, { type: 'TurnStarted', data: { player: 'ann' } });
console.log(JSON.stringify({
  ok: r.ok, state: r.state, scoreboard: api.selectScoreboard(r.state), version: api.ENGINE_VERSION,
  frozen: authoring.isDeepFrozen(r.state), badCode: bad.ok ? null : bad.violations[0].code,
  errorIsClass: typeof api.BattleError === 'function', exports: Object.keys(api).sort(),
}));
`;
const ESM = `import * as api from 'battlepack-engine';
import * as authoring from 'battlepack-engine/authoring';
import fs from 'node:fs';
import makePack from './make-pack.cjs';
const dir = import.meta.dirname;
${RUN_BODY}`;
const CJS = `const api = require('battlepack-engine');
const authoring = require('battlepack-engine/authoring');
const fs = require('node:fs');
const makePack = require('./make-pack.cjs');
const dir = __dirname;
${RUN_BODY}`;

/**
 * Loads every subpath in one Node process per module system (`import` or `require`: `load` is the statement that loads
 * one, `SPEC` its name), after the root entry, and describes each: export names, and the id of each battlepack-shaped
 * export. One process for all the entries rather than one per entry (30 processes): an entry that fails to load is
 * reported as its own error, and fails its own test below.
 */
const subpathProbe = (head: string, load: string) => `${head}
const describe = (m) => ({
  exports: Object.keys(m).sort(),
  packs: Object.entries(m).filter(([, v]) => v && typeof v === 'object' && typeof v.id === 'string' && v.battleplans && v.battleTactics)
    .map(([k, v]) => ({ name: k, id: v.id, stage: core.selectStage(core.createEngine(v).initialState()) })),
});
const out = {};
for (const spec of ${JSON.stringify(subpaths.map((sp) => `battlepack-engine/${sp.slice(2)}`))}) {
  try {
    out[spec] = describe(${load});
  } catch (err) {
    out[spec] = { error: String(err && err.stack || err) };
  }
}
console.log(JSON.stringify(out));
`;
/** What the probe says of one subpath. */
type Probe = { exports: string[]; packs: { id: string; stage: string }[] } | { error: string };

const srcEntries = new Map(
  [...readFileSync(join(root, 'tsup.config.ts'), 'utf8').matchAll(/(['"]?)([\w-]+)\1:\s*'(src\/[^']+)'/g)].map((m) => [m[2] ?? '', m[3] ?? '']),
);

let work = '';
let app = '';
/** The probes' findings per subpath, with `import` and with `require`. */
let probed: { esm: Record<string, Probe>; cjs: Record<string, Probe> } = { esm: {}, cjs: {} };
const run = (cmd: string, args: string[], cwd: string) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 240_000 });

function missingDist(): string[] {
  const files = ['./dist/index.js', './dist/index.cjs', './dist/index.d.ts', './dist/index.d.cts'];
  for (const sp of subpaths) {
    const e = pkg.exports[sp];
    if (typeof e === 'object') files.push(e.import.default, e.import.types, e.require.default, e.require.types);
  }
  return files.filter((f) => !existsSync(join(root, f)));
}

beforeAll(async () => {
  const missing = missingDist();
  if (missing.length > 0)
    throw new Error(`dist/ is missing or incomplete (${missing.join(', ')}): run \`npm run build\` first (\`npm test\` builds before running vitest).`);
  work = mkdtempSync(join(tmpdir(), 'battlepack-pack-'));
  // packed once per content of dist/ and shared with zod-versions.test.ts (test/support/packed.ts); --ignore-scripts:
  // dist/ is built already (prepack would build it again, under the feet of other test files)
  const packed = await packedTarball(root);
  const tgz = packed.tgz;
  expect(existsSync(tgz)).toBe(true);
  // only dist, the log's JSON Schema and the package metadata go into the tarball
  expect(packed.files.length).toBeGreaterThan(0);
  for (const f of packed.files) expect(f).toMatch(/^(dist\/|schema\/battle-log\.schema\.json$|package\.json$|README\.md$|LICENSE$|CHANGELOG\.md$)/);
  app = join(work, 'app');
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'pack-install-check', version: '0.0.0', private: true }));
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tgz], app);
  writeFileSync(join(app, 'make-pack.cjs'), PACK_SOURCE);
  writeFileSync(join(app, 'battle.json'), JSON.stringify(BATTLE));
  writeFileSync(join(app, 'esm.mjs'), ESM);
  writeFileSync(join(app, 'cjs.cjs'), CJS);
  writeFileSync(join(app, 'subpaths.mjs'), subpathProbe("import * as core from 'battlepack-engine';", 'await import(spec)'));
  writeFileSync(join(app, 'subpaths.cjs'), subpathProbe("const core = require('battlepack-engine');", 'require(spec)'));
  probed = {
    esm: JSON.parse(run('node', ['subpaths.mjs'], app)) as Record<string, Probe>,
    cjs: JSON.parse(run('node', ['subpaths.cjs'], app)) as Record<string, Probe>,
  };
}, 300_000);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

/** What the sources here make of the same battle. */
function expected() {
  const makePack = createRequire(import.meta.url)(join(app, 'make-pack.cjs')) as (a: typeof authoring) => api.Battlepack;
  const engine = api.createEngine(makePack(authoring));
  const r = engine.replay(BATTLE);
  return { ok: r.ok, state: JSON.parse(JSON.stringify(r.state)) as unknown, scoreboard: api.selectScoreboard(r.state) };
}

describe('the packed package, installed into an empty folder', () => {
  it('was installed from the tarball with its dependencies', () => {
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/battlepack-engine/package.json'), 'utf8')) as { version: string };
    expect(installed.version).toBe(pkg.version);
    expect(existsSync(join(app, 'node_modules/zod/package.json'))).toBe(true);
    expect(existsSync(join(app, 'node_modules/battlepack-engine/src'))).toBe(false);
  });

  it.each([
    ['import (ESM)', 'esm.mjs'],
    ['require (CJS)', 'cjs.cjs'],
  ])('%s replays a tiny battle exactly like the sources', (_name, script) => {
    const out = JSON.parse(run('node', [script], app)) as ReturnType<typeof expected> & { version: string; frozen: boolean; badCode: string | null; errorIsClass: boolean; exports: string[] };
    const want = expected();
    expect(want.ok).toBe(true);
    expect(out.ok).toBe(true);
    expect(out.state).toStrictEqual(want.state);
    expect(out.scoreboard).toStrictEqual(JSON.parse(JSON.stringify(want.scoreboard)));
    expect(out.version).toBe(pkg.version);
    expect(out.frozen).toBe(true);
    expect(out.badCode).toBe('battle/already-over');
    expect(out.errorIsClass).toBe(true);
    expect(out.exports).toEqual(Object.keys(api).sort());
  });

  it('installs only the library\'s runtime packages: no command-line package', () => {
    for (const p of ['cac', 'cli-progress', 'cli-table3']) expect(existsSync(join(app, 'node_modules', p)), p).toBe(false);
    expect(existsSync(join(app, 'node_modules/immer/package.json'))).toBe(true);
  });

  it('the battlepack command runs from the tarball, with its command-line packages bundled in', () => {
    const bin = join(app, 'node_modules/.bin/battlepack');
    const demo = run(bin, ['demo'], app);
    expect(demo).toMatch(/Result: Major victory/);
    const sim = run(bin, ['simulate', '--games', '4', '--workers', '2', '--seed', '1'], app);
    expect(sim).toMatch(/4 random battles of gallet-2022-s1, seed 1/);
  });

  it('the log\'s JSON Schema is exported as battlepack-engine/schema.json', () => {
    const out = run('node', ['-e', "const s = require('battlepack-engine/schema.json'); console.log(s.$schema, s.properties.format.const)"], app).trim();
    expect(out).toBe('https://json-schema.org/draft/2020-12/schema battlepack-log');
  });

  it('package.json is exported', () => {
    const v = run('node', ['-e', "console.log(require('battlepack-engine/package.json').version)"], app).trim();
    expect(v).toBe(pkg.version);
  });

  it.each(subpaths)('the subpath %s loads with import and require, with the same exports, and any packs it has make engines', async (sp) => {
    const spec = `battlepack-engine/${sp.slice(2)}`;
    const fromEsm = probed.esm[spec];
    const fromCjs = probed.cjs[spec];
    if (fromEsm === undefined || 'error' in fromEsm) throw new Error(`import '${spec}' failed: ${fromEsm?.error ?? 'not probed'}`);
    if (fromCjs === undefined || 'error' in fromCjs) throw new Error(`require('${spec}') failed: ${fromCjs?.error ?? 'not probed'}`);
    expect(fromCjs).toStrictEqual(fromEsm);
    // the same public surface as the entry's sources (tsup.config.ts names the source of each entry)
    // tsup names an entry by its subpath with '-' for '/' (./gallet/table is gallet-table)
    const source = srcEntries.get(sp.slice(2).replace('/', '-'));
    expect(source, `tsup.config.ts has no entry for ${sp}`).toBeDefined();
    const fromSrc = Object.keys((await import(join(root, source ?? ''))) as object).sort();
    expect(fromEsm.exports).toEqual(fromSrc);
    // the pack entries carry packs; the table and the simulators' tools carry none
    if (sp === './gallet' || sp === './blighted-wilds') expect(fromEsm.packs.length).toBeGreaterThan(0);
    else expect(fromEsm.packs).toEqual([]);
    for (const p of fromEsm.packs) expect(p.stage).toBe('awaiting-setup');
  });
});
