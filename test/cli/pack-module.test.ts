import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/main.js';
import { createLog, serializeLog } from '../../src/index.js';
import { testBattleEvents } from '../sheet/fixture.js';
import { DIST_CLI, needDist } from './dist.js';
import { cli, hasStackTrace, ROOT, tempDir } from './run.js';

// Issue 10: a custom battlepack reached the command line only by editing src/cli/registry.ts. `--pack <module>` now
// loads a pack from a module path or an installed package (its default export, or an export named `battlepack`).

/** The body of a small pack as plain JavaScript: the test pack's rules under another id (a module that imports nothing, so it reads the destroyed units' chunked list itself). */
const PACK_BODY = (id: string) => `{
  id: ${JSON.stringify(id)}, version: '2.0.0', name: 'My Pack', edition: 3, summary: 'A pack published on its own.',
  battleplans: { skirmish: { id: 'skirmish', name: 'Skirmish', summary: 'Three objectives.', timing: 'battle', source: { document: 'my-pack', section: '1' },
    objectives: [{ id: 'west', placement: 'attacker-territory' }, { id: 'centre', placement: 'centre' }, { id: 'east', placement: 'defender-territory' }],
    layoutConfidence: 'high', territories: 'halves', specialRules: [], maxVp: { perTurn: 5, perBattle: 20 } } },
  battleTactics: {
    'slay-the-foe': { id: 'slay-the-foe', name: 'Slay the Foe', summary: 'Destroy the picked unit.', timing: 'start of hero phase', source: { document: 'my-pack', section: '2' }, scoring: '2 VP',
      target: { kind: 'unit', describe: 'an enemy unit', validate: () => [], options: (state, player) => Object.values(state.units).filter((u) => u.def.owner !== player).map((u) => ({ kind: 'unit', id: u.def.id })) },
      judge: (state, pick) => ([...state.history.destroyed[0].flat(), ...state.history.destroyed.slice(1)].some((d) => d.unit === pick.target?.id && d.round === pick.round) ? 'completed' : 'failed') },
    'hold-fast': { id: 'hold-fast', name: 'Hold Fast', summary: 'Said by the players.', timing: 'start of hero phase', source: { document: 'my-pack', section: '3' }, scoring: '2 VP' },
  },
  grandStrategies: { 'hold-the-centre': { id: 'hold-the-centre', name: 'Hold the Centre', summary: 'Hold the centre.', timing: 'end of battle', source: { document: 'my-pack', section: '4' }, scoring: '3 VP',
    judge: (state, player) => state.board.objectives.centre?.controller === player } },
  rules: [], battleTacticVp: 2, grandStrategyVp: 3, length: { kind: 'fixed', rounds: 2 }, pointsLimits: [1000, 2000],
  roundOnePriority: 'deployment-first', options: { seizeInitiative: false }, initialExt: () => ({}),
  hooks: { scoreTurn: (state) => { const p = state.clock.turn?.player; if (p === undefined) return [];
    return Object.values(state.board.objectives).filter((o) => o.controller === p).map((o) => ({ kind: 'award', player: p, amount: 1, source: 'my-pack/hold', reason: 'holds ' + o.id })); } },
  events: [],
}`;

function battleLog(id: string): string {
  const events = testBattleEvents();
  const setUp = events[0] as { data: { battlepack: { id: string; version: string } } };
  setUp.data.battlepack = { id, version: '2.0.0' };
  return serializeLog(createLog({ id, version: '2.0.0' }, events));
}

/** A project folder with `my-pack` installed in node_modules, a log of it, and a loose pack file. */
function project(): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'club', private: true, type: 'module' }));
  const pkg = join(dir, 'node_modules/my-pack');
  mkdirSync(join(pkg, 'lib'), { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'my-pack', version: '2.0.0', type: 'module', exports: { '.': { import: './lib/index.js' } } }));
  writeFileSync(
    join(pkg, 'lib/index.js'),
    `const pack = ${PACK_BODY('my-pack-2025')};\nexport default pack;\nexport const validateRoster = (roster, points) => (points === 1000 ? [] : [{ code: 'my-pack/points', message: 'My Pack is played at 1000 points.', path: [] }]);\n`,
  );
  mkdirSync(join(dir, 'packs'));
  writeFileSync(join(dir, 'packs/named.mjs'), `export const battlepack = ${PACK_BODY('named-pack')};\n`);
  writeFileSync(join(dir, 'packs/empty.mjs'), 'export const nothing = 1;\n');
  writeFileSync(join(dir, 'packs/broken.mjs'), 'export default {{;\n');
  writeFileSync(join(dir, 'log.json'), battleLog('my-pack-2025'));
  writeFileSync(join(dir, 'named.json'), battleLog('named-pack'));
  writeFileSync(join(dir, 'roster.json'), '{}');
  return dir;
}

describe('--pack <module>', () => {
  it('replays a log with a pack installed as its own package: battlepack replay log.json --pack my-pack', async () => {
    const dir = project();
    const r = await cli(['replay', 'log.json', '--pack', 'my-pack'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).toContain('SKIRMISH: SCORING SHEET');
    expect(r.stdout).toContain('My Pack (my-pack-2025 2.0.0)');
    const v = await cli(['validate', 'log.json', '--pack', 'my-pack'], { cwd: dir });
    expect(v.stdout).toContain('log.json is a valid My Pack battle log: 26 events; the battle is over');
  });

  it('loads a module by path, with the pack as a named export "battlepack"', async () => {
    const dir = project();
    const r = await cli(['replay', 'named.json', '--pack', './packs/named.mjs', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(EXIT.ok);
    expect(JSON.parse(r.stdout)).toMatchObject({ battlepack: { id: 'named-pack' } });
  });

  it('works for the other commands: rules, schema, validate-roster (with the module’s validateRoster)', async () => {
    const dir = project();
    const rules = await cli(['rules', 'my-pack'], { cwd: dir });
    expect(rules.stdout).toContain('My Pack (my-pack-2025 2.0.0)');
    expect(rules.stdout).toMatch(/slay-the-foe\s+Slay the Foe/);
    const schema = await cli(['schema', '--pack', 'my-pack'], { cwd: dir });
    expect(schema.code).toBe(EXIT.ok);
    expect((await cli(['validate-roster', 'roster.json', '--pack', 'my-pack', '--points', '1000'], { cwd: dir })).code).toBe(EXIT.ok);
    const bad = await cli(['validate-roster', 'roster.json', '--pack', 'my-pack', '--points', '2000'], { cwd: dir });
    expect(bad.code).toBe(EXIT.invalid);
    expect(bad.stderr).toContain('My Pack is played at 1000 points. [my-pack/points]');
  });

  it('a log of another pack than --pack gives: exit 1, saying both', async () => {
    const dir = project();
    const r = await cli(['replay', 'named.json', '--pack', 'my-pack'], { cwd: dir });
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toBe('battlepack: This log was recorded with battlepack "named-pack", but --pack gave "my-pack-2025".\n');
  });

  it('without --pack, an unknown pack’s log says how to give one', async () => {
    const dir = project();
    const r = await cli(['replay', 'log.json'], { cwd: dir });
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toContain('Give its pack with --pack <module>.');
  });

  it('a module that exports no pack, does not load, or is missing: exit 2 in plain words, no stack trace', async () => {
    const dir = project();
    const empty = await cli(['replay', 'log.json', '--pack', './packs/empty.mjs'], { cwd: dir });
    expect(empty.code).toBe(EXIT.usage);
    expect(empty.stderr).toBe('battlepack: The module "./packs/empty.mjs" does not export a battlepack: export the object defineBattlepack returns as the default export, or as an export named "battlepack".\n');
    const broken = await cli(['replay', 'log.json', '--pack', './packs/broken.mjs'], { cwd: dir });
    expect(broken.code).toBe(EXIT.usage);
    expect(broken.stderr).toMatch(/^battlepack: Cannot load the pack module "\.\/packs\/broken\.mjs": /);
    expect(hasStackTrace(broken.stderr)).toBe(false);
    const missing = await cli(['replay', 'log.json', '--pack', './packs/none.js'], { cwd: dir });
    expect(missing.code).toBe(EXIT.usage);
    expect(missing.stderr).toContain('Cannot find the pack module "./packs/none.js"');
    const unknown = await cli(['replay', 'log.json', '--pack', 'not-installed'], { cwd: dir });
    expect(unknown.code).toBe(EXIT.usage);
    expect(unknown.stderr).toContain('Unknown pack "not-installed"');
  });

  it('from the built command line, a pack that imports battlepack-engine itself: replay, and simulate on worker threads', () => {
    needDist();
    const dir = project();
    symlinkSync(ROOT, join(dir, 'node_modules/battlepack-engine'));
    writeFileSync(
      join(dir, 'node_modules/my-pack/lib/index.js'),
      `import { defineBattlepack } from 'battlepack-engine/authoring';\nexport default defineBattlepack(${PACK_BODY('my-pack-2025')});\n`,
    );
    const run = (args: string[]) => spawnSync(process.execPath, [DIST_CLI, ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    const r = run(['replay', 'log.json', '--pack', 'my-pack']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('My Pack (my-pack-2025 2.0.0)');
    const s = run(['simulate', '--pack', 'my-pack', '--games', '4', '--workers', '2', '--json']);
    expect(s.stderr).toMatch(/4 battles in [\d.]+ s on \d threads?/);
    expect(s.status).toBe(0);
    expect(JSON.parse(s.stdout)).toMatchObject({ pack: 'my-pack-2025', games: 4 });
  });
});
