import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLog, parseLog, replayLog, type BattleLog } from '../../src/index.js';
import { coreEventSchemas, eventTypeOf } from '../../src/authoring.js';
import { BattleLogSchema } from '../../src/core/log/log.js';
import { galletEngine } from '../../src/battlepack/gallet/index.js';

// docs/battle-log.md: its JSON example is a valid log that replays, and its tables name every header field and
// every core event.

const doc = readFileSync(join(import.meta.dirname, '../../docs/battle-log.md'), 'utf8');
const jsonBlocks = [...doc.matchAll(/^```json\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');

describe('docs/battle-log.md', () => {
  it('has one JSON example, a valid log that replays with the engine of its battlepack', () => {
    expect(jsonBlocks).toHaveLength(1);
    const parsed = parseLog(jsonBlocks[0]);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const log: BattleLog = parsed.value;
    expect(log.battlepack.id).toBe(galletEngine.pack.id);
    const r = replayLog(galletEngine, log);
    expect(r.ok, r.ok ? '' : JSON.stringify(r.violations)).toBe(true);
    expect(r.applied).toBe(log.events.length);
    // and it is what createLog would write for those events (header, seq)
    const again = createLog(log.battlepack, log.events, log.meta);
    expect({ ...again, engineVersion: log.engineVersion }).toStrictEqual(log);
  });

  it('describes every header field', () => {
    const header = doc.slice(doc.indexOf('## The header'), doc.indexOf('## Events'));
    for (const field of Object.keys(BattleLogSchema.shape)) expect(header).toContain(`| \`${field}\` |`);
  });

  it('describes every core event', () => {
    const events = doc.slice(doc.indexOf('### Core events'), doc.indexOf('## Format versions'));
    for (const s of coreEventSchemas) expect(events).toMatch(new RegExp(`^\\| \`${eventTypeOf(s)}\`|/ \`${eventTypeOf(s)}\` \\|`, 'm'));
  });
});
