import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT, main, type CliFs } from '../../src/cli/main.js';
import { packEntry } from '../../src/cli/registry.js';
import { serializeLog } from '../../src/index.js';
import { testPack } from '../support/test-pack.js';
import { testBattleLog } from '../sheet/fixture.js';
import { DIST_CLI, needDist } from './dist.js';
import { hasStackTrace, tempDir } from './run.js';

// Finding: --out wrote in place, not atomically: on a full disk the old file was replaced by a partial sheet; write
// failures showed a raw ENOENT. Writes now go to a temporary file in the same folder, then a rename; a failed write
// leaves the old file whole and no temporary file behind, and says what went wrong in plain words.

const packs = [packEntry('test', testPack)];
const OLD = 'the old sheet, whole\n';

async function run(args: readonly string[], cwd: string, fsys: CliFs = fs) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { io: { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), stderrIsTTY: false, cwd }, packs, fs: fsys });
  return { code, stdout, stderr };
}

function setup(): string {
  const dir = tempDir();
  fs.writeFileSync(join(dir, 'log.json'), serializeLog(testBattleLog()));
  fs.writeFileSync(join(dir, 'sheet.txt'), OLD);
  return dir;
}

const enospcAfter = (bytes: number): CliFs => ({
  ...fs,
  writeSync: ((fd: number, buf: Uint8Array, offset: number, length: number) => {
    // writes part of the text, then the disk is full
    const n = Math.min(length, bytes);
    if (n <= 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    fs.writeSync(fd, buf, offset, n);
    bytes -= n;
    return n;
  }) as CliFs['writeSync'],
});

describe('--out is written whole or not at all', () => {
  it('on a full disk the old file is left whole, no temporary file is left, and the message says so in plain words', async () => {
    const dir = setup();
    const r = await run(['replay', 'log.json', '--out', 'sheet.txt'], dir, enospcAfter(100));
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toBe('battlepack: Cannot write the text scoring sheet to "sheet.txt": the disk is full; "sheet.txt" was left as it was.\n');
    expect(fs.readFileSync(join(dir, 'sheet.txt'), 'utf8')).toBe(OLD);
    expect(fs.readdirSync(dir).sort()).toEqual(['log.json', 'sheet.txt']);
  });

  it('a failed rename leaves the old file whole and removes the temporary file', async () => {
    const dir = setup();
    const failing: CliFs = { ...fs, renameSync: () => { throw Object.assign(new Error('EIO: i/o error, rename'), { code: 'EIO' }); } };
    const r = await run(['replay', 'log.json', '--out', 'sheet.txt'], dir, failing);
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toContain('the disk could not be read or written (an input/output error); "sheet.txt" was left as it was.');
    expect(fs.readFileSync(join(dir, 'sheet.txt'), 'utf8')).toBe(OLD);
    expect(fs.readdirSync(dir).sort()).toEqual(['log.json', 'sheet.txt']);
  });

  it('a missing folder: no raw ENOENT, nothing written', async () => {
    const dir = setup();
    const r = await run(['replay', 'log.json', '--out', 'no/such/folder/sheet.txt'], dir);
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toBe('battlepack: Cannot write the text scoring sheet to "no/such/folder/sheet.txt": there is no such file or folder; nothing was written.\n');
    expect(r.stderr).not.toMatch(/ENOENT|EACCES|EISDIR/);
    expect(hasStackTrace(r.stderr)).toBe(false);
  });

  it('a folder as --out: refused in plain words, the folder untouched', async () => {
    const dir = setup();
    fs.mkdirSync(join(dir, 'out'));
    const r = await run(['replay', 'log.json', '--out', 'out'], dir);
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toBe('battlepack: Cannot write the text scoring sheet to "out": it is a folder, not a file; "out" was left as it was.\n');
    expect(fs.readdirSync(join(dir, 'out'))).toEqual([]);
  });

  it('a read-only folder: permission denied, nothing written', async () => {
    if (process.getuid?.() === 0) return; // root may write anywhere: the refusal cannot be provoked
    const dir = setup();
    fs.mkdirSync(join(dir, 'ro'), 0o555);
    const r = await run(['replay', 'log.json', '--out', 'ro/sheet.txt'], dir);
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toContain('permission denied; nothing was written.');
  });

  it('a successful write replaces the old file whole and keeps its permissions', async () => {
    const dir = setup();
    fs.chmodSync(join(dir, 'sheet.txt'), 0o640);
    const r = await run(['replay', 'log.json', '--out', 'sheet.txt'], dir);
    expect(r.code).toBe(EXIT.ok);
    expect(fs.readFileSync(join(dir, 'sheet.txt'), 'utf8')).toContain('SKIRMISH: SCORING SHEET');
    expect(fs.statSync(join(dir, 'sheet.txt')).mode & 0o777).toBe(0o640);
    expect(fs.readdirSync(dir).sort()).toEqual(['log.json', 'sheet.txt']);
  });

  it('a device as --out (/dev/null) is written into, never replaced by a file', async () => {
    const dir = setup();
    const r = await run(['replay', 'log.json', '--out', '/dev/null'], dir);
    expect(r.code).toBe(EXIT.ok);
    expect(fs.statSync('/dev/null').isCharacterDevice()).toBe(true);
    expect(fs.readdirSync('/dev').filter((f) => f.startsWith('.null'))).toEqual([]);
  });

  // Finding (audit of issue 11): /dev/stdout on a pipe has no real path (it links to "pipe:[…]"), so the write took
  // it for a new file in /dev and failed with "there is no such file or folder". A device or pipe is now recognised
  // by the path itself and written into.
  it('/dev/stdout as --out when standard output is a pipe: the sheet goes down the pipe, exit 0', () => {
    needDist();
    const dir = tempDir();
    fs.copyFileSync('test/fixtures/gallet/turf-war.log.json', join(dir, 'log.json'));
    // a shell pipe (Node's own child-process pipes are sockets, which cannot be opened by name)
    const cmd = `(${JSON.stringify(process.execPath)} ${JSON.stringify(DIST_CLI)} replay log.json --out /dev/stdout; echo "exit $?" >&2) | cat`;
    const r = spawnSync('sh', ['-c', cmd], { cwd: dir, encoding: 'utf8' });
    expect(r.stderr).toBe('Wrote the text scoring sheet to /dev/stdout\nexit 0\n');
    expect(r.stdout).toContain('TURF WAR: SCORING SHEET');
    expect(fs.readdirSync(dir)).toEqual(['log.json']);
  });

  it('a log that cannot be read is named with the reason in plain words', async () => {
    const dir = setup();
    const r = await run(['validate', '.'], dir);
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toBe('battlepack: Cannot read the battle log ".": it is a folder, not a file.\n');
  });
});
