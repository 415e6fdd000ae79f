import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/main.js';
import { cli, tempJson } from './run.js';

// Finding (audit of issue 11): the library cut a long event `type` in its messages, but the command line printed the
// type of the refused event whole beside its index: a 900,000-character type (under the 1 MiB event limit) made a
// 900 KB line. The command line now cuts it as `echo` does: 120 characters, then `…` and the length.

const LOG = readFileSync('test/fixtures/gallet/turf-war.log.json', 'utf8');

function withType(type: string): string {
  const log = JSON.parse(LOG) as { events: { type: string }[] };
  const e = log.events[5];
  if (e !== undefined) e.type = type;
  return tempJson(log);
}

describe('a long event type in a violation line', () => {
  it('a 900,000-character type is printed cut, with its length, by validate and replay', async () => {
    const file = withType('T'.repeat(900_000));
    for (const command of ['validate', 'replay']) {
      const r = await cli([command, file]);
      expect(r.code).toBe(EXIT.invalid);
      expect(r.stderr.length).toBeLessThan(1_000);
      expect(r.stderr).toContain(`event 5 (${'T'.repeat(120)}… (900,000 characters), seq 6)`);
    }
  });

  it('where it does not apply: a short unknown type is printed whole', async () => {
    const r = await cli(['validate', withType('NoSuchEvent')]);
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toContain('event 5 (NoSuchEvent, seq 6)');
  });
});
