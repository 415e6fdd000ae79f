import type { EventOf } from '../../src/index.js';
import { describe, expect, it } from 'vitest';
import { createLog, formatViolation, parseLog, serializeLog } from '../../src/index.js';
import { echo, violation } from '../../src/authoring.js';
import { engine3, round1Begun3 } from '../support/core-fixtures.js';

// Finding: a 10 MB unknown key produced a 21 MB error message, and a 10 MB `type` string was echoed whole. Now every
// value a message echoes is cut after 120 characters, followed by "…" and its length.

const MB10 = 10 * 1024 * 1024;
const huge = (c: string) => c.repeat(MB10);
type Ev = EventOf<typeof engine3>;

describe('a huge value in an event', () => {
  it('a 10 MB unknown key: one short message, the key cut with its length', () => {
    const key = huge('k');
    const r = engine3.apply(engine3.replayOrThrow(round1Begun3), { type: 'TurnStarted', data: { player: 'bob', [key]: 1 } } as Ev);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.violations).toHaveLength(1);
    const v = r.violations[0];
    expect(v?.code).toBe('schema/invalid');
    expect(v?.message.length).toBeLessThan(600);
    expect(v?.message).toContain(`${'k'.repeat(120)}… (10,485,760 characters)`);
    // the path still leads to the field; its key is cut the same way
    expect(v?.path?.slice(0, 1)).toEqual(['data']);
    expect(String(v?.path?.[1]).length).toBeLessThan(200);
    expect(formatViolation(v ?? violation('x/y', '')).length).toBeLessThan(1000);
  });

  it('a 10 MB type: the message names it cut, with its length', () => {
    const r = engine3.apply(engine3.replayOrThrow(round1Begun3), { type: huge('T'), data: {} } as unknown as Ev);
    expect(!r.ok && r.violations[0]?.code).toBe('event/unknown-type');
    const m = !r.ok ? (r.violations[0]?.message ?? '') : '';
    expect(m.length).toBeLessThan(2000);
    expect(m).toContain(`"${'T'.repeat(120)}… (10,485,760 characters)"`);
  });

  it('a 10 MB string where an id is expected: no copy of it in the message', () => {
    const r = engine3.apply(engine3.replayOrThrow(round1Begun3), { type: 'TurnStarted', data: { player: huge('p') } } as Ev);
    expect(!r.ok && r.violations[0]?.code).toBe('schema/invalid');
    expect(!r.ok && (r.violations[0]?.message.length ?? 0)).toBeLessThan(600);
  });

  it('where it does not apply: a short unknown key is echoed whole', () => {
    const r = engine3.apply(engine3.replayOrThrow(round1Begun3), { type: 'TurnStarted', data: { player: 'bob', colour: 'red' } } as Ev);
    expect(!r.ok && r.violations[0]?.message).toMatch(/Unknown field "colour"/);
    expect(!r.ok && r.violations[0]?.path).toEqual(['data', 'colour']);
  });
});

describe('echo and violation', () => {
  it('echo cuts at 120 characters, never inside a surrogate pair, and says how long the value was', () => {
    expect(echo('short')).toBe('short');
    expect(echo('x'.repeat(120))).toBe('x'.repeat(120));
    expect(echo('x'.repeat(121))).toBe(`${'x'.repeat(120)}… (121 characters)`);
    const emoji = `${'x'.repeat(119)}😀😀`;
    expect(echo(emoji).startsWith(`${'x'.repeat(119)}…`)).toBe(true);
  });

  it('a violation’s message is capped at 2,000 characters, its path keys and ref at 120', () => {
    const v = violation('a/b', 'm'.repeat(5000), { path: ['data', 'k'.repeat(500)], ref: 'r'.repeat(500) });
    expect(v.message.length).toBeLessThanOrEqual(2001);
    expect(String(v.path?.[1]).length).toBeLessThan(160);
    expect(v.ref?.length).toBeLessThan(160);
  });
});

describe('a huge key in a log, outside the events’ data', () => {
  // Finding (audit of issue 11): the log-level messages (parseLog, the streaming reader) cut the key in "Unknown field"
  // but then named the path with the key whole, so a 10 MB header key still made a 2,000-character message of it
  const log = (): Record<string, unknown> => JSON.parse(serializeLog(createLog(engine3.pack, [...round1Begun3]))) as Record<string, unknown>;

  it('a 10 MB unknown header key: parseLog names it cut, with its length, in the message and the path', () => {
    const r = parseLog({ ...log(), [huge('h')]: 1 });
    expect(r.ok).toBe(false);
    const v = !r.ok ? r.violations[0] : undefined;
    expect(v?.code).toBe('log/invalid');
    expect(v?.message.length).toBeLessThan(600);
    expect(v?.message).toMatch(new RegExp(`at ${'h'.repeat(120)}… \\(10,485,760 characters\\)\\.$`));
    expect(String(v?.path?.[0]).length).toBeLessThan(200);
  });

  it('the same key in the log’s text: the same short message', () => {
    const text = JSON.stringify(log()).replace('{', `{"${huge('h')}":1,`);
    const r = parseLog(text);
    expect(!r.ok && r.violations[0]?.message.length).toBeLessThan(600);
  });

  it('where it does not apply: a short unknown header key is named whole', () => {
    const r = parseLog({ ...log(), referee: 'Dana' });
    expect(!r.ok && r.violations[0]?.message).toMatch(/Unknown field "referee".* at referee\.$/);
  });
});
