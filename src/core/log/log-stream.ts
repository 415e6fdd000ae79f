/**
 * Reading a battle log a piece at a time: a 100 MB log is checked and replayed without ever holding it whole.
 * Browser-safe: it takes string or `Uint8Array` chunks (from a file, a fetch body, a socket) in any sizes. It reads the
 * JSON form of `docs/battle-log.md` and the one-event-per-line form (a header line, then one event per line), checks
 * what `parseLog` checks, event by event, and enforces the size limits of {@link LOG_LIMITS}.
 * @module
 */
import { PROTO_KEY_MESSAGE, protoKeyPath } from '../engine.js';
import { pathText, zodIssues } from '../events/issues.js';
import { violation, type RuleViolation } from '../errors.js';
import { LOG_EVENT_UPGRADES, LogEventEnvelopeSchema, logFormatVersion, parseLog, type BattleLog } from './log.js';
import { LOG_LIMITS, readerLimits, type LogReaderOptions } from './reader-limits.js';
import { incompleteTail, utf8ErrorOffset } from './utf8.js';
import { LOG_FORMAT_VERSION } from './version.js';

export { LOG_LIMITS, utf8ErrorOffset, type LogReaderOptions };

/** A log's header: everything but the events. */
export type LogHeader = Omit<BattleLog, 'events'>;

/** One event read from a log, its envelope checked (and upgraded to the current format). */
export interface LogStreamEvent {
  /** 0-based position in the log (the event with `seq` n has index n − 1). */
  readonly index: number;
  readonly event: BattleLog['events'][number];
}

/** A log reader: feed it chunks with `push`, then call `end`; it never throws. */
export interface LogReader {
  /** Reads the next chunk and returns the events it completed, in order (none once a problem was found). */
  push(chunk: string | Uint8Array): readonly LogStreamEvent[];
  /** Says the input is over; returns the last events. Checks the header (complete only now in the JSON form). */
  end(): readonly LogStreamEvent[];
  /** Whether events flow: the format version and battlepack were read (or the input ended). */
  readonly ready: boolean;
  /** The battlepack the header names, once `ready` (`null` if it names none that is well formed). */
  readonly battlepack: { readonly id: string; readonly version: string } | null;
  /** The header, once `end` was called and it is valid (in the line form: once its line was read). */
  readonly header: LogHeader | null;
  /** `json` or `lines`, once known. */
  readonly form: 'json' | 'lines' | null;
  /** The problems found so far, in reading order (at most `maxViolations`). */
  readonly violations: readonly RuleViolation[];
  /** How many problems were found, kept or not. */
  readonly violationCount: number;
  /** Whether reading stopped at a problem it cannot read past (bad JSON, bad UTF-8, a limit, a bad version). */
  readonly stopped: boolean;
  /** Events seen so far (valid or not). */
  readonly eventCount: number;
  /** The parsed value of an event a violation points at (kept for the kept violations only). */
  eventAt(index: number): unknown;
}

type Mode = 'start' | 'key-or-close' | 'key' | 'colon' | 'value' | 'comma-or-close' | 'elem-or-close' | 'elem' | 'elem-comma-or-close' | 'after' | 'lines' | 'done';

interface Capture {
  readonly kind: 'key' | 'field' | 'event';
  /** Offset in `buf` of the value's first character. */
  start: number;
  readonly line: number;
  /** The value is a number or literal: it ends at a delimiter. */
  readonly primitive: boolean;
  depth: number;
  inString: boolean;
}

const MiB = (n: number): string => (n >= 2 ** 20 ? `${+(n / 2 ** 20).toFixed(1)} MiB` : n >= 1024 ? `${+(n / 1024).toFixed(1)} KiB` : `${n} bytes`);



/** Creates a {@link LogReader}. Limits that are not numbers more than 0 are a `TypeError`. */
export function createLogReader(given: LogReaderOptions = {}): LogReader {
  const options = readerLimits('createLogReader', given);
  const maxBytes = options.maxBytes ?? LOG_LIMITS.maxBytes;
  const maxEventBytes = options.maxEventBytes ?? LOG_LIMITS.maxEventBytes;
  const maxFieldBytes = options.maxHeaderFieldBytes ?? LOG_LIMITS.maxHeaderFieldBytes;
  const maxBuffered = options.maxBufferedBytes ?? LOG_LIMITS.maxBufferedBytes;
  const maxViolations = options.maxViolations ?? LOG_LIMITS.maxViolations;

  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let carry: Uint8Array | null = null;
  let bytesRead = 0;
  let atStart = true;

  let buf = '';
  let base = 0; // absolute offset (in characters) of buf[0]
  let pos = 0;
  let line = 1;
  let lineStart = 0; // absolute offset of the current line's first character
  let mode: Mode = 'start';
  let cap: Capture | null = null;
  let key = '';
  const fields = new Map<string, unknown>();
  let eventsKey = false;

  let version: number | null = null;
  let ready = false;
  let battlepack: { id: string; version: string } | null = null;
  let header: LogHeader | null = null;
  let form: 'json' | 'lines' | null = null;
  const pending: { text: string; line: number }[] = [];
  let pendingBytes = 0;

  const violations: RuleViolation[] = [];
  let violationCount = 0;
  let seqReported = false;
  let stopped = false;
  let eventCount = 0;
  const rawAt = new Map<number, unknown>();
  let out: LogStreamEvent[] = [];

  const add = (v: RuleViolation, raw?: unknown): void => {
    violationCount++;
    if (violations.length < maxViolations) {
      violations.push(v);
      if (v.eventIndex !== undefined && raw !== undefined) rawAt.set(v.eventIndex, raw);
    }
  };
  const stop = (code: string, message: string, extra: { path?: (string | number)[]; eventIndex?: number } = {}): void => {
    if (stopped) return;
    add(violation(code, message, { path: extra.path ?? [], ...(extra.eventIndex !== undefined ? { eventIndex: extra.eventIndex } : {}) }));
    stopped = true;
    mode = 'done';
    cap = null;
    buf = '';
    pos = 0;
    pending.length = 0;
  };
  const where = (at: number): string => `line ${line}, column ${at - lineStart + 1}`;
  const syntax = (what: string): void => {
    const c = buf[pos];
    const found = c === undefined ? 'the end of the text' : /[\x20-\x7e]/.test(c) ? `"${c}"` : `the character U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    stop('log/invalid-json', `The log is not valid JSON at ${where(base + pos)}: expected ${what}, found ${found}. A log is one JSON object with a header and "events", or a header line followed by one event per line (see docs/battle-log.md).`);
  };

  // the version and battlepack, from the header fields read so far; events flow once both are known
  const settle = (): boolean => {
    const obj: Record<string, unknown> = {};
    for (const [k, v] of fields) if (k === 'formatVersion' || k === 'version' || k === 'pack' || k === 'battlepack') obj[k] = v;
    const v = logFormatVersion(obj);
    if (typeof v !== 'number') {
      stop(v.code, v.message, { path: v.path as (string | number)[] });
      return false;
    }
    version = v;
    const bp = obj['battlepack'];
    const pack = obj['pack'];
    if (v < 1 && typeof pack === 'string') {
      const at = pack.lastIndexOf('@');
      battlepack = { id: at > 0 ? pack.slice(0, at) : pack, version: at > 0 ? pack.slice(at + 1) : '0.0.0' };
    } else if (bp !== null && typeof bp === 'object' && typeof (bp as { id?: unknown }).id === 'string')
      battlepack = { id: (bp as { id: string }).id, version: String((bp as { version?: unknown }).version ?? '') };
    ready = true;
    return true;
  };
  const canSettle = (): boolean => (fields.has('formatVersion') || fields.has('version')) && (fields.has('battlepack') || fields.has('pack'));

  // checks the whole header, as parseLog checks it, once every field is read
  const checkHeader = (): void => {
    const obj: Record<string, unknown> = {};
    for (const [k, v] of fields) Object.defineProperty(obj, k, { value: v, enumerable: true, writable: true, configurable: true });
    if (!fields.has('events')) obj['events'] = [];
    const r = parseLog(obj);
    if (!r.ok) {
      for (const v of r.violations) add(v);
      return;
    }
    const { events: _events, ...rest } = r.value;
    header = rest;
  };

  const checkEvent = (text: string, startLine: number, index: number): void => {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (err) {
      stop('log/invalid-json', `Event ${index} (from line ${startLine}) is not valid JSON: ${err instanceof Error ? err.message : String(err)}.`, { path: ['events', index], eventIndex: index });
      return;
    }
    const proto = protoKeyPath(raw);
    if (proto !== null) {
      const path = ['events', index, ...proto];
      add(violation('log/invalid', `${PROTO_KEY_MESSAGE} at ${path.join('.')}.`, { path, eventIndex: index }), raw);
      return;
    }
    let e = raw;
    for (let v = version ?? LOG_FORMAT_VERSION; v < LOG_FORMAT_VERSION; v++) e = (LOG_EVENT_UPGRADES[v] ?? ((x: unknown) => x))(e, index);
    const r = LogEventEnvelopeSchema.safeParse(e);
    if (!r.success) {
      for (const i of zodIssues(r.error)) {
        const path = ['events', index, ...i.path];
        add(violation('log/invalid', `${i.message} at ${pathText(path)}.`, { path, eventIndex: index }), raw);
      }
      return;
    }
    if (r.data.seq !== index + 1) {
      if (!seqReported) {
        seqReported = true;
        add(
          violation('log/sequence', `Event ${index} has seq ${r.data.seq}; sequence numbers run 1, 2, 3… without gaps, so it should be ${index + 1}.`, {
            path: ['events', index, 'seq'],
            eventIndex: index,
          }),
          raw,
        );
      }
      return;
    }
    if (violationCount === 0) out.push({ index, event: r.data as LogStreamEvent['event'] });
  };

  const onEvent = (text: string, startLine: number): void => {
    const index = eventCount++;
    if (!ready) {
      pendingBytes += text.length;
      if (pendingBytes > maxBuffered) {
        stop(
          'log/too-large',
          `The events of this log come before its header says which battlepack and format version they are in, and there are more than ${MiB(maxBuffered)} of them. Put "formatVersion" and "battlepack" before "events" (as serializeLog does) to read a log this large.`,
          { path: ['events'] },
        );
        return;
      }
      pending.push({ text, line: startLine });
      return;
    }
    checkEvent(text, startLine, index);
  };

  const flushPending = (): void => {
    const items = pending.splice(0);
    pendingBytes = 0;
    items.forEach((p, i) => checkEvent(p.text, p.line, i));
  };

  // refuses a value past its limit (checked as it grows, and when it ends); true when refused
  const tooLarge = (c: Capture, length: number): boolean => {
    const limit = c.kind === 'event' ? maxEventBytes : maxFieldBytes;
    if (length <= limit) return false;
    if (c.kind === 'event')
      stop('log/too-large', `Event ${eventCount} (from line ${c.line}) is longer than the limit of ${MiB(limit)}; no event of a battle is that large.`, { path: ['events', eventCount], eventIndex: eventCount });
    else stop('log/too-large', `The header ${c.kind === 'key' ? 'has a field name' : `field "${key}" is`} longer than the limit of ${MiB(limit)} (line ${c.line}).`, { path: c.kind === 'key' ? [] : [key] });
    return true;
  };

  const complete = (end: number): void => {
    const c = cap as Capture;
    if (tooLarge(c, end - c.start)) return;
    const text = buf.slice(c.start, end);
    cap = null;
    pos = end;
    if (c.kind === 'key') {
      try {
        key = JSON.parse(text) as string;
      } catch (err) {
        stop('log/invalid-json', `The log is not valid JSON: a field name of the header at line ${c.line} cannot be read (${err instanceof Error ? err.message : String(err)}).`);
        return;
      }
      if (fields.has(key) || (key === 'events' && eventsKey)) {
        stop('log/invalid', `The header has the field "${key}" twice (line ${c.line}); each field is given once.`, { path: [key] });
        return;
      }
      mode = 'colon';
      return;
    }
    if (c.kind === 'field') {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (err) {
        stop('log/invalid-json', `The header field "${key}" (line ${c.line}) is not valid JSON: ${err instanceof Error ? err.message : String(err)}.`, { path: [key] });
        return;
      }
      fields.set(key, value);
      if (key === 'events') eventsKey = true;
      mode = 'comma-or-close';
      return;
    }
    onEvent(text, c.line);
    if (!stopped) mode = form === 'lines' ? 'lines' : 'elem-comma-or-close';
  };

  const begin = (kind: Capture['kind']): void => {
    const ch = buf.charCodeAt(pos);
    cap = { kind, start: pos, line, primitive: ch !== 0x22 && ch !== 0x7b && ch !== 0x5b, depth: 0, inString: false };
  };

  // continues the capture; returns false when it needs more text
  const captureStep = (final: boolean): boolean => {
    const c = cap as Capture;
    const s = buf;
    let i = pos;
    const n = s.length;
    if (c.primitive) {
      while (i < n) {
        const ch = s.charCodeAt(i);
        if (ch === 0x2c || ch === 0x7d || ch === 0x5d || ch === 0x20 || ch === 0x0a || ch === 0x0d || ch === 0x09) break;
        i++;
      }
      if (i < n || final) {
        complete(i);
        return true;
      }
    } else {
      while (i < n) {
        if (c.inString) {
          const j = s.indexOf('"', i);
          if (j < 0) {
            i = n;
            break;
          }
          let k = j - 1;
          while (s.charCodeAt(k) === 0x5c) k--;
          i = j + 1;
          if ((j - 1 - k) % 2 === 0) {
            c.inString = false;
            if (c.depth === 0) {
              complete(i);
              return true;
            }
          }
          continue;
        }
        const ch = s.charCodeAt(i);
        i++;
        if (ch === 0x22) c.inString = true;
        else if (ch === 0x7b || ch === 0x5b) c.depth++;
        else if (ch === 0x7d || ch === 0x5d) {
          if (--c.depth === 0) {
            complete(i);
            return true;
          }
        } else if (ch === 0x0a) {
          // in the line form an event ends with its line: a broken line cannot swallow the lines after it
          if (form === 'lines' && c.kind === 'event') {
            complete(i - 1);
            return true;
          }
          line++;
          lineStart = base + i;
        }
      }
    }
    pos = i;
    tooLarge(c, pos - c.start);
    return false;
  };

  const closeTop = (): void => {
    pos++;
    if (eventsKey) {
      form = 'json';
      mode = 'after';
      if (!ready && settle()) flushPending();
      if (!stopped) checkHeader();
    } else {
      form = 'lines';
      mode = 'lines';
      if (settle()) checkHeader();
    }
  };

  const scan = (final: boolean): void => {
    const s = buf;
    while (!stopped) {
      if (cap !== null) {
        if (!captureStep(final)) return;
        continue;
      }
      // blank space between tokens
      let ch = s.charCodeAt(pos);
      while (ch === 0x20 || ch === 0x0a || ch === 0x0d || ch === 0x09) {
        pos++;
        if (ch === 0x0a) {
          line++;
          lineStart = base + pos;
        }
        ch = s.charCodeAt(pos);
      }
      if (pos >= s.length) return;
      switch (mode) {
        case 'start':
          if (ch !== 0x7b) return syntax('"{", the start of a log');
          pos++;
          mode = 'key-or-close';
          break;
        case 'key-or-close':
        case 'key':
          if (ch === 0x22) begin('key');
          else if (ch === 0x7d && mode === 'key-or-close') closeTop();
          else return syntax('a field name in double quotes');
          break;
        case 'colon':
          if (ch !== 0x3a) return syntax('":" after the field name');
          pos++;
          mode = 'value';
          break;
        case 'value':
          if (key === 'events' && ch === 0x5b) {
            pos++;
            eventsKey = true;
            if (canSettle() && !settle()) return;
            mode = 'elem-or-close';
          } else if (ch === 0x2c || ch === 0x7d || ch === 0x5d || ch === 0x3a) return syntax(`the value of "${key}"`);
          else begin('field');
          break;
        case 'comma-or-close':
          if (ch === 0x2c) {
            pos++;
            mode = 'key';
          } else if (ch === 0x7d) closeTop();
          else return syntax('"," or "}" after a header field');
          break;
        case 'elem-or-close':
        case 'elem':
          if (ch === 0x5d && mode === 'elem-or-close') {
            pos++;
            mode = 'comma-or-close';
          } else if (ch === 0x2c || ch === 0x5d || ch === 0x7d || ch === 0x3a) return syntax('an event');
          else begin('event');
          break;
        case 'elem-comma-or-close':
          if (ch === 0x2c) {
            pos++;
            mode = 'elem';
          } else if (ch === 0x5d) {
            pos++;
            mode = 'comma-or-close';
          } else return syntax('"," or "]" after an event');
          break;
        case 'lines':
          begin('event');
          break;
        case 'after':
          return syntax('nothing more after the end of the log');
        case 'done':
          return;
      }
    }
  };

  const feedText = (text: string, final: boolean): void => {
    if (stopped) return;
    buf += text;
    scan(final);
    // keep what a capture still needs; drop the rest
    if (stopped) return;
    const keep = cap === null ? pos : cap.start;
    if (keep > 0) {
      buf = buf.slice(keep);
      base += keep;
      pos -= keep;
      if (cap !== null) cap.start = 0;
    }
  };

  const push = (chunk: string | Uint8Array): readonly LogStreamEvent[] => {
    out = [];
    if (stopped) return out;
    let text: string;
    if (typeof chunk === 'string') {
      bytesRead += chunk.length;
      text = atStart && chunk.charCodeAt(0) === 0xfeff ? chunk.slice(1) : chunk;
      if (chunk.length > 0) atStart = false;
    } else if (chunk instanceof Uint8Array) {
      const before = bytesRead - (carry?.length ?? 0);
      bytesRead += chunk.length;
      let bytes: Uint8Array = chunk;
      if (carry !== null) {
        const joined = new Uint8Array(carry.length + chunk.length);
        joined.set(carry);
        joined.set(chunk, carry.length);
        bytes = joined;
        carry = null;
      }
      let skip = 0;
      if (atStart && bytes.length > 0) {
        if (bytes.length < 3 && bytes[0] === 0xef && (bytes.length < 2 || bytes[1] === 0xbb)) {
          carry = bytes.slice();
          return out;
        }
        if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) skip = 3;
        atStart = false;
      }
      const tail = incompleteTail(bytes);
      if (tail > 0) carry = bytes.slice(bytes.length - tail);
      const body = bytes.subarray(skip, bytes.length - tail);
      try {
        text = decoder.decode(body);
      } catch {
        const at = utf8ErrorOffset(body);
        const offset = before + skip + Math.max(0, at);
        const b = body[Math.max(0, at)] ?? 0;
        stop('log/invalid-encoding', `The log is not valid UTF-8: the byte 0x${b.toString(16).padStart(2, '0')} at byte offset ${offset} does not start or continue a character. Save the log as UTF-8.`);
        return out;
      }
    } else {
      stop('log/invalid', 'A log is read from text or bytes (a string or a Uint8Array).');
      return out;
    }
    if (bytesRead > maxBytes) {
      stop('log/too-large', `The log is larger than the limit of ${MiB(maxBytes)}; no battle needs a log that large.`);
      return out;
    }
    feedText(text, false);
    return out;
  };

  const end = (): readonly LogStreamEvent[] => {
    out = [];
    if (stopped || mode === 'done') return out;
    if (carry !== null && carry.length > 0) {
      stop('log/invalid-encoding', `The log is not valid UTF-8: it ends in the middle of a character (byte offset ${bytesRead - carry.length}). Save the log as UTF-8.`);
      return out;
    }
    feedText('', true);
    if (stopped) return out;
    if (cap !== null) {
      stop(
        'log/invalid-json',
        `The log is cut short: it ends inside ${cap.kind === 'event' ? `event ${eventCount}` : 'the header'} (line ${line}). Was the file copied whole?`,
        cap.kind === 'event' ? { path: ['events', eventCount], eventIndex: eventCount } : {},
      );
      return out;
    }
    switch (mode) {
      case 'start':
        stop('log/invalid-json', 'The log is empty: there is no text to read. A log is one JSON object with a header and "events" (see docs/battle-log.md).');
        break;
      case 'after':
      case 'lines':
        mode = 'done';
        break;
      default:
        stop(
          'log/invalid-json',
          `The log is cut short: it ends ${mode === 'elem' || mode === 'elem-or-close' || mode === 'elem-comma-or-close' ? `inside the events, after ${eventCount} of them` : 'inside the header'} (line ${line}). Was the file copied whole?`,
        );
    }
    return out;
  };

  return {
    push,
    end,
    get ready() {
      return ready;
    },
    get battlepack() {
      return battlepack;
    },
    get header() {
      return header;
    },
    get form() {
      return form;
    },
    get violations() {
      return violations;
    },
    get violationCount() {
      return violationCount;
    },
    get stopped() {
      return stopped;
    },
    get eventCount() {
      return eventCount;
    },
    eventAt: (index) => rawAt.get(index),
  };
}
