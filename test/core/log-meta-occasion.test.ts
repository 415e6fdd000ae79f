/**
 * The log's metadata names the occasion (issue 28): optional `event` and `table`, bounded like every other name; the
 * sheet and `battlepack replay` print them when the log has them, and `--event` / `--table` still win. Old logs
 * without them still parse.
 */
import { describe, expect, it } from 'vitest';
import { createLog, parseLog, serializeLog, type BattleLog } from 'battlepack-engine';
import { gallet } from 'battlepack-engine/gallet';
import { sheetDetailsFromLog } from 'battlepack-engine/sheet';
import { DEMO_LOG } from '../../src/cli/demo-battle.js';
import { TEXT_MAX } from '../../src/core/events/limits.js';
import { cli, tempJson } from '../cli/run.js';

const pack = { id: gallet.id, version: gallet.version };
const withMeta = (meta: Record<string, unknown>): Record<string, unknown> => ({ ...JSON.parse(serializeLog(DEMO_LOG)), meta });

describe('event and table in the log header', () => {
  it('createLog writes them, and parseLog reads them back', () => {
    const log = createLog(pack, [], { event: 'Spring GT', table: 'Table 12', recordedAt: '2026-04-11T10:00:00Z' });
    const parsed = parseLog(serializeLog(log));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.value.meta).toEqual({ event: 'Spring GT', table: 'Table 12', recordedAt: '2026-04-11T10:00:00Z' });
  });

  it('an old log without them still parses, with no event or table', () => {
    for (const meta of [undefined, { title: 'Club night', note: 'n' }]) {
      const log: BattleLog = createLog(pack, [], meta);
      const parsed = parseLog(serializeLog(log));
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(sheetDetailsFromLog(parsed.value)).toEqual({});
    }
  });

  it(`refuses an event or table longer than ${TEXT_MAX} characters, or not a text, naming the field`, () => {
    expect(parseLog(createLog(pack, [], { event: 'x'.repeat(TEXT_MAX) })).ok).toBe(true);
    for (const [field, value] of [
      ['event', 'x'.repeat(TEXT_MAX + 1)],
      ['table', 'x'.repeat(TEXT_MAX + 1)],
      ['table', 12],
    ] as const) {
      const r = parseLog(JSON.stringify({ ...createLog(pack, []), meta: { [field]: value } }));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.violations[0]?.path).toEqual(['meta', field]);
    }
  });
});

describe('sheetDetailsFromLog', () => {
  it('takes the event, the table and the day recorded; leaves out what is absent or empty', () => {
    expect(sheetDetailsFromLog({ meta: { event: 'Spring GT', table: '12', recordedAt: '2026-04-11T10:00:00Z', title: 't' } })).toEqual({ event: 'Spring GT', table: '12', date: '2026-04-11' });
    expect(sheetDetailsFromLog({ meta: { event: '', table: '3' } })).toEqual({ table: '3' });
    expect(sheetDetailsFromLog({})).toEqual({});
  });
});

describe('battlepack replay', () => {
  it("prints the log's event and table on the sheet", async () => {
    const file = tempJson(withMeta({ event: 'Spring GT', table: '12' }), 'occasion.json');
    const r = await cli(['replay', file, '--format', 'markdown']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('| **Event** | Spring GT |');
    expect(r.stdout).toContain('| **Table** | 12 |');
  });

  it('--event and --table override the log', async () => {
    const file = tempJson(withMeta({ event: 'Spring GT', table: '12' }), 'occasion.json');
    const r = await cli(['replay', file, '--format', 'markdown', '--event', 'Autumn GT', '--table', '4']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('| **Event** | Autumn GT |');
    expect(r.stdout).toContain('| **Table** | 4 |');
    expect(r.stdout).not.toContain('Spring GT');
  });

  it('a log without them: no event or table on the sheet', async () => {
    const file = tempJson(withMeta({ title: 'Club night' }), 'plain.json');
    const r = await cli(['replay', file, '--format', 'markdown']);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/\*\*(Event|Table)\*\*/);
  });
});
