/**
 * The size limits of a log reader: their defaults and the check of the limits a caller asks for.
 * @module
 */

/** The default limits of {@link createLogReader} and `replayLogChunks`; see `docs/security.md`. */
export const LOG_LIMITS = {
  /** The largest log read: 256 MiB (bytes; for string chunks, UTF-16 code units). */
  maxBytes: 256 * 2 ** 20,
  /** The largest single event: 1 MiB of JSON text. */
  maxEventBytes: 2 ** 20,
  /** The largest value of one header field (`battlepack`, `meta`…) or field name: 64 KiB of JSON text. */
  maxHeaderFieldBytes: 64 * 2 ** 10,
  /** Events read before the header says which battlepack and format version they are in are held, up to 16 MiB. */
  maxBufferedBytes: 16 * 2 ** 20,
  /** Violations kept (the others are only counted): 100. */
  maxViolations: 100,
} as const;

/** Limits of a log reader (each defaults to its {@link LOG_LIMITS} value). */
export interface LogReaderOptions {
  readonly maxBytes?: number;
  readonly maxEventBytes?: number;
  readonly maxHeaderFieldBytes?: number;
  readonly maxBufferedBytes?: number;
  /** How many violations to keep; the rest are counted in `violationCount`. `Infinity` keeps every one. */
  readonly maxViolations?: number;
}

/**
 * The limits asked for, read once: each absent (its default) or a number more than 0 (`Infinity` lifts it). Anything
 * else — `NaN`, 0, a negative number, a text, options that are not an object — is a `TypeError`: a limit is never
 * dropped silently (issue 25).
 */
/** @internal The reader's limits, checked: `fn` names the function in the error. */
export function readerLimits(fn: string, given: unknown): LogReaderOptions {
  if (given === undefined) return {};
  if (given === null || typeof given !== 'object' || Array.isArray(given)) throw new TypeError(`${fn}: the options must be an object of limits.`);
  const out: Record<string, number> = {};
  for (const k of ['maxBytes', 'maxEventBytes', 'maxHeaderFieldBytes', 'maxBufferedBytes', 'maxViolations'] as const) {
    let v: unknown;
    try {
      v = (given as Record<string, unknown>)[k];
    } catch {
      throw new TypeError(`${fn}: the option ${k} could not be read.`);
    }
    if (v === undefined) continue;
    if (typeof v !== 'number' || !(v > 0)) throw new TypeError(`${fn}: ${k} must be a number more than 0 (Infinity for no limit), not ${typeof v === 'number' ? String(v) : typeof v}.`);
    out[k] = v;
  }
  return out;
}
