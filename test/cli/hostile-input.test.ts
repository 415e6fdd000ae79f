import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/main.js';
import { packEntry } from '../../src/cli/registry.js';
import { createLog, serializeLog } from '../../src/index.js';
import { testPack } from '../support/test-pack.js';
import { testBattleEvents, testBattleLog } from '../sheet/fixture.js';
import { cli, hasStackTrace, tempDir, tempJson } from './run.js';

// Findings about what the command line reads: a byte-order mark, invalid UTF-8, an empty file, /dev/zero.

const packs = [packEntry('test', testPack)];
const LOG = serializeLog(testBattleLog());
const ROSTER = 'test/fixtures/rosters/gallet-2000-valid.json';

function file(bytes: Uint8Array | string, name = 'file.json'): string {
  const path = join(tempDir(), name);
  writeFileSync(path, bytes);
  return path;
}

describe('a UTF-8 byte-order mark', () => {
  it('the CLI accepted no log or roster starting with a BOM; now a BOM is ignored, as parseLog and docs/errors.md say', async () => {
    const log = file(`\ufeff${LOG}`);
    const r = await cli(['replay', log], { packs });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).toContain('Result: Major victory: Ann');
    const v = await cli(['validate', log], { packs });
    expect(v.code).toBe(EXIT.ok);
    const { readFileSync } = await import('node:fs');
    const roster = file(`\ufeff${readFileSync(ROSTER, 'utf8')}`);
    const rr = await cli(['validate-roster', roster, '--points', '2000']);
    expect(rr.stderr).toBe('');
    expect(rr.code).toBe(EXIT.ok);
  });
});

describe('invalid UTF-8', () => {
  it('is refused with its byte offset (no silent U+FFFD), in a log and in a roster', async () => {
    const bytes = new TextEncoder().encode(LOG);
    const at = LOG.indexOf('"Ann"') + 2;
    const bad = new Uint8Array([...bytes.slice(0, at), 0xc3, 0x28, ...bytes.slice(at)]);
    const r = await cli(['validate', file(bad)], { packs });
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toContain(`✗ The log is not valid UTF-8: the byte 0xc3 at byte offset ${at} does not start or continue a character. Save the log as UTF-8. [log/invalid-encoding]`);
    const roster = file(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]));
    const rr = await cli(['validate-roster', roster, '--points', '2000']);
    expect(rr.code).toBe(EXIT.invalid);
    expect(rr.stderr).toMatch(/^battlepack: The roster ".*" is not valid UTF-8: the byte 0xff at byte offset 2 does not start or continue a character\. Save it as UTF-8\.\n$/);
  });

  it('a character cut at the end of the file is refused too', async () => {
    const bytes = new TextEncoder().encode(`${LOG.trimEnd()} é`);
    const r = await cli(['validate', file(bytes.slice(0, bytes.length - 1))], { packs });
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toContain(`it ends in the middle of a character (byte offset ${bytes.length - 2})`);
  });
});

describe('an empty file', () => {
  it('says the file is empty, not "Unexpected end of JSON input"', async () => {
    for (const text of ['', '  \n\n', '\ufeff']) {
      const r = await cli(['validate', file(text)], { packs });
      expect(r.code).toBe(EXIT.invalid);
      expect(r.stderr).toContain('✗ The log is empty: there is no text to read.');
      expect(r.stderr).not.toContain('Unexpected end');
      const rr = await cli(['validate-roster', file(text), '--points', '2000']);
      expect(rr.code).toBe(EXIT.invalid);
      expect(rr.stderr).toMatch(/^battlepack: The roster ".*" is empty: there is no text to read\.\n$/);
    }
  });
});

describe('validate /dev/zero', () => {
  it('is refused at the first byte, at once, instead of reading without end', async () => {
    // reading without end would never return: the test's timeout is the guard, not a timed assertion
    const r = await cli(['validate', '/dev/zero'], { packs });
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toContain('✗ The log is not valid JSON at line 1, column 1: expected "{", the start of a log, found the character U+0000.');
    const rr = await cli(['validate-roster', '/dev/zero', '--points', '2000']);
    expect(rr.code).toBe(EXIT.invalid);
    expect(rr.stderr).toBe('battlepack: The roster "/dev/zero" is larger than the limit of 16 MiB; no roster is that large.\n');
  });
});

describe('a log beyond the size limit', () => {
  it('an endless stream of blank space is refused at 256 MiB, with the limit in the message', async () => {
    const fs = await import('node:fs');
    const { main } = await import('../../src/cli/main.js');
    let served = 0;
    // a file that never ends: every read fills the buffer with spaces
    const endless = {
      ...fs,
      readSync: ((_fd: number, buf: Uint8Array, offset: number, length: number) => {
        buf.fill(0x20, offset, offset + length);
        served += length;
        return length;
      }) as typeof fs.readSync,
    };
    let stderr = '';
    const code = await main(['validate', tempJson('{}')], { io: { stdout: () => undefined, stderr: (t) => void (stderr += t), stderrIsTTY: false, cwd: process.cwd() }, packs, fs: endless });
    expect(code).toBe(EXIT.invalid);
    expect(stderr).toContain('✗ The log is larger than the limit of 256 MiB; no battle needs a log that large. [log/too-large]');
    expect(served).toBeLessThan(256 * 2 ** 20 + 2 ** 20);
  });
});

describe('the one-event-per-line form', () => {
  const lines = [
    JSON.stringify({ format: 'battlepack-log', formatVersion: 1, engineVersion: '0.1.0', battlepack: { id: 'test-pack', version: '1.0.0' } }),
    ...testBattleLog().events.map((e) => JSON.stringify(e)),
  ].join('\n');

  it('replays to the same sheet as the JSON form', async () => {
    const a = await cli(['replay', tempJson(LOG)], { packs });
    const b = await cli(['replay', file(`${lines}\n`, 'battle.jsonl')], { packs });
    expect(b.stderr).toBe('');
    expect(b.code).toBe(EXIT.ok);
    expect(b.stdout).toBe(a.stdout);
  });

  it('a broken line is named by its event index and line', async () => {
    const broken = lines.split('\n');
    broken[5] = '{"seq":5,"type":"TurnStarted","data":{"player":"ann"}';
    const r = await cli(['validate', file(broken.join('\n'), 'battle.jsonl')], { packs });
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toMatch(/✗ event 4 at events\.4: Event 4 \(from line 6\) is not valid JSON: .+ \[log\/invalid-json\]/);
    expect(hasStackTrace(r.stderr)).toBe(false);
  });
});

describe('a battle cut short', () => {
  it('validate says the log is cut short and how many events it read', async () => {
    const r = await cli(['validate', file(LOG.slice(0, LOG.length / 2))], { packs });
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toMatch(/✗ (event \d+ at events\.\d+: )?The log is cut short: it ends inside (the events, after \d+ of them|event \d+) \(line \d+\)\. Was the file copied whole\? \[log\/invalid-json\]/);
  });

  it('a partial battle that is whole JSON is valid and says where it stands', async () => {
    const r = await cli(['validate', tempJson(serializeLog(createLog(testPack, testBattleEvents().slice(0, 5))))], { packs });
    expect(r.code).toBe(EXIT.ok);
  });
});
