import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngine, createLog, createLogReader, LOG_LIMITS, parseLog, replayLog, replayLogChunks, serializeLog } from '../../src/index.js';
import { utf8ErrorOffset } from '../../src/core/log/log-stream.js';
import { testPack } from '../support/test-pack.js';
import { testBattleEvents, testBattleLog } from '../sheet/fixture.js';

// The streaming log reader: the same verdict as parseLog + replayLog whatever the chunk sizes, the line form, size
// limits, UTF-8 checked with byte offsets, a byte-order mark split across chunks, a header after the events.

const engine = createEngine(testPack);
const TEXT = serializeLog(testBattleLog());
const BYTES = new TextEncoder().encode(TEXT);
const RUNS = Number(process.env['PROPERTY_RUNS'] ?? 200);

function split<T extends string | Uint8Array>(input: T, cuts: readonly number[]): T[] {
  const at = [...new Set(cuts.map((c) => c % (input.length + 1)))].sort((a, b) => a - b);
  const out: T[] = [];
  let prev = 0;
  for (const c of [...at, input.length]) {
    out.push(input.slice(prev, c) as T);
    prev = c;
  }
  return out;
}

/** parseLog + replayLog on the whole text: the reference verdict. */
function whole(text: string): { ok: boolean; codes: string[]; applied: number } {
  const p = parseLog(text);
  if (!p.ok) return { ok: false, codes: p.violations.map((v) => v.code), applied: 0 };
  const r = replayLog(engine, p.value);
  return { ok: r.ok, codes: r.ok ? [] : r.violations.map((v) => v.code), applied: r.applied };
}

describe('replayLogChunks', () => {
  it('gives the state replayLog gives, for any chunking, as text or bytes', () => {
    const expected = replayLog(engine, parseLog(TEXT).ok ? (parseLog(TEXT) as { value: ReturnType<typeof testBattleLog> }).value : testBattleLog());
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), fc.boolean(), (cuts, asBytes) => {
        const r = replayLogChunks(engine, asBytes ? split(BYTES, cuts) : split(TEXT, cuts));
        expect(r.ok).toBe(true);
        expect(r.ok && r.state).toStrictEqual(expected.state);
        expect(r.ok && r.applied).toBe(26);
      }),
      { numRuns: RUNS },
    );
  });

  it('agrees with parseLog + replayLog on a mutated log: accepted or refused alike, with the same first code', () => {
    const ops = fc.oneof(
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('byte' as const), at: fc.nat(), ch: fc.constantFrom('{', '}', '[', ']', ',', '"', ':', '\\', 'x', '1', ' ', '\n') }),
      fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
    );
    fc.assert(
      fc.property(ops, fc.array(fc.nat(), { maxLength: 8 }), (op, cuts) => {
        const i = op.at % TEXT.length;
        const text = op.kind === 'cut' ? TEXT.slice(0, i) : op.kind === 'drop' ? TEXT.slice(0, i) + TEXT.slice(i + 1) : TEXT.slice(0, i) + op.ch + TEXT.slice(i + 1);
        const want = whole(text);
        const got = replayLogChunks(engine, split(text, cuts));
        expect(got.ok).toBe(want.ok);
        if (!got.ok && want.codes[0] !== 'log/invalid-json') expect(got.violations[0]?.code).toBe(want.codes[0]);
        if (!got.ok && got.problem === 'rules') expect(got.applied).toBe(want.applied);
      }),
      { numRuns: RUNS },
    );
  });

  it('reads the one-event-per-line form', () => {
    const lines = [JSON.stringify({ format: 'battlepack-log', formatVersion: 1, engineVersion: '0.1.0', battlepack: { id: 'test-pack', version: '1.0.0' } }), ...testBattleLog().events.map((e) => JSON.stringify(e))].join('\n');
    const r = replayLogChunks(engine, split(`${lines}\r\n`, [7, 300, 301, 999]));
    expect(r.ok && r.applied).toBe(26);
    const reader = createLogReader();
    reader.push(lines);
    reader.end();
    expect(reader.form).toBe('lines');
    expect(reader.header).toMatchObject({ battlepack: { id: 'test-pack' } });
  });

  it('reads a log whose header comes after its events (keys sorted), holding the events until the header is read', () => {
    const log = testBattleLog() as unknown as Record<string, unknown>;
    const sorted = Object.fromEntries(Object.keys(log).sort().map((k) => [k, log[k]]));
    expect(Object.keys(sorted).indexOf('events')).toBeLessThan(Object.keys(sorted).indexOf('formatVersion'));
    const r = replayLogChunks(engine, [JSON.stringify(sorted)]);
    expect(r.ok && r.applied).toBe(26);
    // beyond the limit it says where the header belongs
    const small = replayLogChunks(engine, [JSON.stringify(sorted)], { maxBufferedBytes: 200 });
    expect(!small.ok && small.violations[0]?.code).toBe('log/too-large');
    expect(!small.ok && small.violations[0]?.message).toContain('Put "formatVersion" and "battlepack" before "events"');
  });

  it('refuses a header field given twice (JSON.parse would keep the last one silently)', () => {
    const text = TEXT.replace('"format": "battlepack-log",', '"format": "battlepack-log",\n  "format": "battlepack-log",');
    const r = replayLogChunks(engine, [text]);
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'log/invalid', path: ['format'] });
  });

  it('refuses a __proto__ key in an event, with its path', () => {
    const text = TEXT.replace('"firstFinished": "ann"', '"firstFinished": "ann", "__proto__": { "x": 1 }');
    const r = replayLogChunks(engine, [text]);
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'log/invalid', path: ['events', 2, 'data', '__proto__'], eventIndex: 2 });
  });

  it('refuses a log for another battlepack', () => {
    const r = replayLogChunks(engine, [TEXT.replace(/"test-pack"/g, '"other-pack"')]);
    expect(!r.ok && r.problem).toBe('battlepack');
    expect(!r.ok && r.violations[0]?.code).toBe('log/battlepack-mismatch');
  });
});

describe('limits', () => {
  it('a log larger than maxBytes is refused with log/too-large, and the source is read no further', () => {
    let pulled = 0;
    function* endless(): Generator<string> {
      for (;;) {
        pulled++;
        yield ' '.repeat(1024);
      }
    }
    const r = replayLogChunks(engine, endless(), { maxBytes: 64 * 1024 });
    expect(!r.ok && r.violations[0]?.code).toBe('log/too-large');
    expect(pulled).toBeLessThanOrEqual(65);
  });

  it('an event larger than maxEventBytes is refused while it is read, not after', () => {
    const big = TEXT.replace('"firstFinished": "ann"', `"firstFinished": "ann", "pad": "${'x'.repeat(5000)}"`);
    const r = replayLogChunks(engine, split(big, [100, 200, 3000]), { maxEventBytes: 1000 });
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'log/too-large', eventIndex: 2 });
    expect(LOG_LIMITS.maxEventBytes).toBe(2 ** 20);
  });

  it('a header field larger than maxHeaderFieldBytes is refused', () => {
    const big = TEXT.replace('"title": "Test battle"', `"title": "${'x'.repeat(5000)}"`);
    const r = replayLogChunks(engine, [big], { maxHeaderFieldBytes: 1000 });
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'log/too-large', path: ['meta'] });
  });

  it('keeps maxViolations and counts the rest', () => {
    const log = JSON.parse(TEXT) as { events: { seq?: number }[] };
    for (const e of log.events) delete e.seq;
    const r = replayLogChunks(engine, [JSON.stringify(log)], { maxViolations: 5 });
    expect(!r.ok && r.violations.length).toBe(5);
    expect(!r.ok && r.violationCount).toBe(26);
  });
});

describe('UTF-8', () => {
  it('an invalid byte is refused with its offset, whatever the chunking', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BYTES.length - 1 }), fc.constantFrom(0xff, 0xc0, 0x80, 0xed), fc.array(fc.nat(), { maxLength: 6 }), (at, byte, cuts) => {
        // put the bad byte where an ASCII byte was (inside a string or not)
        const bytes = BYTES.slice();
        bytes[at] = byte;
        const r = replayLogChunks(engine, split(bytes, cuts));
        expect(r.ok).toBe(false);
        if (!r.ok && r.violations[0]?.code === 'log/invalid-encoding') expect(r.violations[0].message).toMatch(new RegExp(`byte offset (${at}|${at - 1}|${at - 2}|${at - 3})\\b|ends in the middle`));
      }),
      { numRuns: RUNS },
    );
  });

  it('a multi-byte character split across chunks is read whole; a byte-order mark split across chunks is dropped', () => {
    const named = serializeLog(createLog(testPack, testBattleEvents({ ann: 'Ånn 北京 😀' })));
    const bytes = new TextEncoder().encode(`\ufeff${named}`);
    for (let cut = 1; cut < 8; cut++) {
      const r = replayLogChunks(engine, [bytes.slice(0, 1), bytes.slice(1, cut + 1), bytes.slice(cut + 1)]);
      expect(r.ok).toBe(true);
    }
    const at = bytes.indexOf(0xf0);
    const r = replayLogChunks(engine, [bytes.slice(0, at + 1), bytes.slice(at + 1, at + 3), bytes.slice(at + 3)]);
    expect(r.ok && r.state.players['ann']?.name).toBe('Ånn 北京 😀');
  });

  it('utf8ErrorOffset agrees with a strict TextDecoder', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 12 }), (bytes) => {
        let valid = true;
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        } catch {
          valid = false;
        }
        expect(utf8ErrorOffset(bytes) === -1).toBe(valid);
      }),
      { numRuns: RUNS * 5 },
    );
  });
});

describe('the reader never throws', () => {
  it('on any chunks at all', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ unit: 'binary' }), fc.uint8Array()), { maxLength: 6 }), (chunks) => {
        const reader = createLogReader();
        for (const c of chunks) reader.push(c);
        reader.end();
        expect(reader.violationCount > 0 || reader.stopped || reader.form !== null).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('on something that is neither text nor bytes', () => {
    const reader = createLogReader();
    expect(() => reader.push(42 as unknown as string)).not.toThrow();
    expect(reader.violations[0]?.code).toBe('log/invalid');
  });
});
