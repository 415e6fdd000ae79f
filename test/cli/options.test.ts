import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/main.js';
import { packEntry } from '../../src/cli/registry.js';
import { serializeLog } from '../../src/index.js';
import { testPack } from '../support/test-pack.js';
import { testBattleLog } from '../sheet/fixture.js';
import { cli, tempDir, tempJson } from './run.js';

// Findings about options: `--out ""` wrote a file named `0`; `--out a --out b` wrote `a.txt,b.txt`; `--seed ""` ran
// seed 0; `--points -2000` said `Unknown option "-0"`; `--points 0x7d0` was taken as 2000; `--games -5` said
// `Unknown option "-5"`. Now: decimal numbers only, ranges checked, negative values answered as out of range,
// duplicate and empty options refused.

const packs = [packEntry('test', testPack)];
const log = tempJson(serializeLog(testBattleLog()), 'log.json');
const ROSTER = 'test/fixtures/rosters/gallet-2000-valid.json';

describe('option values', () => {
  it('--out "" is refused and writes nothing (it wrote a file named 0)', async () => {
    const dir = tempDir();
    for (const args of [['--out', ''], ['--out=']]) {
      const r = await cli(['replay', log, ...args], { packs, cwd: dir });
      expect(r.code).toBe(EXIT.usage);
      expect(r.stderr).toBe('battlepack: --out needs a value, not an empty one: --out <file>.\n');
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it('--out a --out b is refused and writes nothing (it wrote "a.txt,b.txt")', async () => {
    const dir = tempDir();
    const r = await cli(['replay', log, '--out', 'a.txt', '--out', 'b.txt'], { packs, cwd: dir });
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toBe('battlepack: --out is given more than once; give it once.\n');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('--seed "" is refused (it ran seed 0)', async () => {
    const r = await cli(['simulate', '--seed', '', '--games', '1', '--workers', '1']);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toBe('battlepack: --seed needs a value, not an empty one: --seed <s>.\n');
  });

  it('--points -2000 is answered as out of range (it said Unknown option "-0")', async () => {
    const r = await cli(['validate-roster', ROSTER, '--points', '-2000']);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toBe('battlepack: --points must be a whole number from 1 to 100000, not "-2000".\n');
  });

  it.each(['0x7d0', '2e3', '2000.0', ' 2000', '+2000', '２０００', '1_000', 'Infinity', '99999999999999999999'])('--points %s is refused: decimal digits only (0x7d0 was taken as 2000)', async (value) => {
    const r = await cli(['validate-roster', ROSTER, '--points', value]);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toBe(`battlepack: --points must be a whole number from 1 to 100000, not ${JSON.stringify(value)}.\n`);
  });

  // Finding (audit of issue 11): option values, unknown options and commands were echoed whole: a 100,000-character
  // argument made a 100 KB message. They are cut as `echo` cuts values: 120 characters, then … and the length.
  it('a 100,000-character value, option or command is echoed cut, with its length', async () => {
    const long = '9'.repeat(100_000);
    const cut = `"${'9'.repeat(120)}… (100,000 characters)"`;
    for (const args of [['validate-roster', ROSTER, '--points', long], ['simulate', '--battleplan', long], ['replay', log, `--${long}`], [long]]) {
      const r = await cli(args, args[0] === 'replay' ? { packs } : {});
      expect(r.code).toBe(EXIT.usage);
      expect(r.stderr.length).toBeLessThan(1_000);
      expect(r.stderr).toContain(args[0] === 'replay' ? `"--${'9'.repeat(118)}… (100,002 characters)"` : cut);
    }
  });

  it('--points 2000 and --points=2000 are read', async () => {
    expect((await cli(['validate-roster', ROSTER, '--points', '2000'])).code).toBe(EXIT.ok);
    expect((await cli(['validate-roster', ROSTER, '--points=2000'])).code).toBe(EXIT.ok);
  });

  it('--games -5 is answered as out of range (it said Unknown option "-5")', async () => {
    const r = await cli(['simulate', '--games', '-5']);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toBe('battlepack: --games must be a whole number from 1 to 1000000, not "-5".\n');
  });

  it('--seed out of range, --workers 0', async () => {
    expect((await cli(['simulate', '--seed', '4294967296'])).stderr).toBe('battlepack: --seed must be a whole number from 0 to 4294967295, not "4294967296".\n');
    expect((await cli(['simulate', '--workers', '0'])).stderr).toBe('battlepack: --workers must be a whole number from 1 to 1024, not "0".\n');
  });

  it('a missing value, a value given to a switch, an unknown or single-dash option: exit 2 in plain words', async () => {
    expect((await cli(['replay', log, '--out'], { packs })).stderr).toBe('battlepack: --out needs a value: --out <file>.\n');
    expect((await cli(['replay', log, '--out', '--all'], { packs })).stderr).toBe('battlepack: --out needs a value: --out <file>.\n');
    expect((await cli(['simulate', '--json=yes'])).stderr).toBe('battlepack: --json is a switch and takes no value.\n');
    expect((await cli(['replay', log, '--colour'], { packs })).stderr).toBe('battlepack: Unknown option "--colour" for replay. Its options are --format, --out, --event, --table, --all, --pack.\n');
    const r = await cli(['replay', '-x'], { packs });
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain('Unknown option "-x" for replay');
    expect((await cli(['--out', 'x', 'replay', log], { packs })).stderr).toBe('battlepack: Give the command first: battlepack <command> [options], not "--out". Run battlepack --help for the commands.\n');
  });

  it('a file whose name starts with "-" is given after --', async () => {
    const dir = tempDir();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${dir}/-log.json`, serializeLog(testBattleLog()));
    const r = await cli(['validate', '--', '-log.json'], { packs, cwd: dir });
    expect(r.code).toBe(EXIT.ok);
  });
});
