import { linkSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/main.js';
import { packEntry } from '../../src/cli/registry.js';
import { serializeLog } from '../../src/index.js';
import { testPack } from '../support/test-pack.js';
import { testBattleLog } from '../sheet/fixture.js';
import { cli, tempDir } from './run.js';

// Finding: `battlepack replay log.json --out log.json` overwrote the input log with the scoring sheet and exited 0;
// the same through a symbolic link. An --out that is (or resolves to) the input is refused with exit code 2.

const packs = [packEntry('test', testPack)];
const LOG = serializeLog(testBattleLog());

function setup(): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'log.json'), LOG);
  return dir;
}

describe('--out that is the input log', () => {
  it.each([['log.json'], ['./log.json'], ['sub/../log.json']])('replay log.json --out %s is refused (exit 2) and the log is left whole', async (out) => {
    const dir = setup();
    const r = await cli(['replay', 'log.json', '--out', out], { packs, cwd: dir });
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toBe(`battlepack: --out "${out}" is the input file "log.json"; writing there would destroy it. Choose another file for --out.\n`);
    expect(readFileSync(join(dir, 'log.json'), 'utf8')).toBe(LOG);
  });

  it('through a symbolic link to the log: refused, the log whole', async () => {
    const dir = setup();
    symlinkSync(join(dir, 'log.json'), join(dir, 'sheet.txt'));
    const r = await cli(['replay', 'log.json', '--out', 'sheet.txt'], { packs, cwd: dir });
    expect(r.code).toBe(EXIT.usage);
    expect(readFileSync(join(dir, 'log.json'), 'utf8')).toBe(LOG);
  });

  it('the log given through a symbolic link and --out the real file: refused', async () => {
    const dir = setup();
    symlinkSync(join(dir, 'log.json'), join(dir, 'link.json'));
    const r = await cli(['replay', 'link.json', '--out', 'log.json'], { packs, cwd: dir });
    expect(r.code).toBe(EXIT.usage);
    expect(readFileSync(join(dir, 'log.json'), 'utf8')).toBe(LOG);
  });

  it('through a hard link: refused', async () => {
    const dir = setup();
    linkSync(join(dir, 'log.json'), join(dir, 'hard.json'));
    const r = await cli(['replay', 'log.json', '--out', 'hard.json'], { packs, cwd: dir });
    expect(r.code).toBe(EXIT.usage);
    expect(readFileSync(join(dir, 'log.json'), 'utf8')).toBe(LOG);
  });

  it('another file: written, and a symbolic link as --out is written through (the link stays a link)', async () => {
    const dir = setup();
    const a = await cli(['replay', 'log.json', '--out', 'sheet.txt'], { packs, cwd: dir });
    expect(a.code).toBe(EXIT.ok);
    expect(readFileSync(join(dir, 'sheet.txt'), 'utf8')).toContain('SKIRMISH: SCORING SHEET');
    symlinkSync(join(dir, 'sheet.txt'), join(dir, 'latest.txt'));
    const b = await cli(['replay', 'log.json', '--out', 'latest.txt', '--format', 'markdown'], { packs, cwd: dir });
    expect(b.code).toBe(EXIT.ok);
    expect(readFileSync(join(dir, 'sheet.txt'), 'utf8')).toContain('# Skirmish: scoring sheet');
    expect(readdirSync(dir).sort()).toEqual(['latest.txt', 'log.json', 'sheet.txt']);
    expect(readFileSync(join(dir, 'log.json'), 'utf8')).toBe(LOG);
  });
});
