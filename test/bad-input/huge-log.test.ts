import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createEngine, createLog, parseLog, replayLog } from '../../src/index.js';
import { deployed3, engine3, setUp3, type Ev3 } from '../support/core-fixtures.js';

// Bad input: a 1,000,000-event log replays without stack overflow and in bounded memory; deep nesting does not
// overflow the stack either. How fast is the bench's business (bench/stream.ts), never a timed assertion here.

const N = 1_000_000;
const zones: Ev3 = { type: 'ZonesReported', data: { units: { a1: { wholly: ['q1'], partly: ['centre'] } } } };
const cp: Ev3 = { type: 'CommandPointsGained', data: { player: 'ann', amount: 1 } };

/** `count` copies of one event after `head` (the copies share one object, so the list itself stays small). */
function longLog(head: readonly Ev3[], event: Ev3, count: number): Ev3[] {
  const events = head.slice();
  for (let i = 0; i < count; i++) events.push(event);
  return events;
}

const heapMb = () => process.memoryUsage().heapUsed / 2 ** 20;

describe('a 1,000,000-event log', () => {
  it('replays on the safe path (validated) in bounded memory, and the trusted fast path gives the same state', () => {
    const events = longLog(deployed3, zones, N);
    // a bulk replay, where the engine's ahead-of-time compiled schemas (`compile`) are meant to be used
    const engine = createEngine(engine3.pack, { compile: z.compile });
    const before = heapMb();
    const r = engine.replay(events);
    expect(r.ok).toBe(true);
    expect(r.applied).toBe(events.length);
    expect(r.state.eventCount).toBe(events.length);
    // the state does not grow with repeated reports: it holds the latest zones only
    expect(JSON.stringify(r.state).length).toBeLessThan(20_000);
    expect(heapMb() - before).toBeLessThan(256);
    expect(engine3.trusted.replay(events)).toStrictEqual(r.state);
  });

  it('the trusted fast path folds a million command-point gains', () => {
    const events = longLog(deployed3, cp, N);
    const trusted = engine3.trusted.replay(events);
    expect(trusted.players['ann']?.commandPoints).toBe(N);
    expect(trusted.eventCount).toBe(events.length);
  });

  it('a refused event at the end of a long log is reported with its index, the rest kept', () => {
    const events: unknown[] = longLog(deployed3, cp, 100_000);
    events.push({ type: 'TurnEnded', data: { player: 'ann' } });
    const r = engine3.replay(events);
    expect(r.ok).toBe(false);
    expect(r.applied).toBe(events.length - 1);
    expect(r.state.players['ann']?.commandPoints).toBe(100_000);
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'turn/no-turn', eventIndex: events.length - 1 });
  });

  it('a 200,000-event log goes through createLog, parseLog and replayLog', () => {
    const log = createLog(engine3.pack, longLog(deployed3, zones, 200_000));
    const parsed = parseLog(log);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const r = replayLog(engine3, parsed.value);
    expect(r.ok && r.applied).toBe(200_000 + deployed3.length);
  });
});

describe('deep nesting', () => {
  const deep = (depth: number): unknown => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = [v];
    return v;
  };
  const deepText = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

  it('an event with data nested 100,000 deep is refused, not a stack overflow', () => {
    const s = engine3.replayOrThrow([setUp3]);
    let r: ReturnType<typeof engine3.apply> | undefined;
    expect(() => {
      r = engine3.apply(s, { type: 'ZonesReported', data: { units: { a1: { wholly: deep(100_000) } } } } as never);
    }).not.toThrow();
    expect(r?.ok).toBe(false);
  });

  it('a log whose event data is nested 100,000 deep parses without a stack overflow; the replay refuses the event', () => {
    const text = `{"format":"battlepack-log","formatVersion":1,"engineVersion":"0.1.0","battlepack":{"id":"test-pack","version":"1.0.0"},"events":[{"seq":1,"type":"BattleSetUp","data":${deepText(100_000)}}]}`;
    let parsed: ReturnType<typeof parseLog> | undefined;
    expect(() => {
      parsed = parseLog(text);
    }).not.toThrow();
    expect(parsed?.ok).toBe(true);
    if (parsed?.ok !== true) return;
    const r = replayLog(engine3, parsed.value);
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'schema/invalid', eventIndex: 0, path: ['data'] });
  });
});
