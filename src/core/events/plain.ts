/**
 * Reading a caller's value once, as plain data: events before their schema, states the engine did not make. Getters
 * are called once, Proxies are asked once per key, and whatever throws, nests without end or is far too large is
 * refused as a problem instead of an exception.
 * @module
 */
import { echo } from '../errors.js';

/** Where a problem was found (a path inside the value) and what it was. */
export interface PlainProblem {
  readonly path: (string | number)[];
  readonly message: string;
}

/** The plain copy of a value, or the first problem found in it. */
export type PlainRead = { readonly ok: true; readonly value: unknown; readonly truncated: boolean } | { readonly ok: false; readonly problem: PlainProblem };

// a path built only when a problem is found: each level links to its parent
interface At {
  readonly key: string | number;
  readonly up: At | null;
}

function pathOf(at: At | null): (string | number)[] {
  const out: (string | number)[] = [];
  for (let a = at; a !== null; a = a.up) out.push(a.key);
  return out.reverse();
}

/** A problem found while reading, thrown to the top; `inner` is the same problem one level down (its path continues). */
class Stop {
  constructor(
    readonly at: At | null,
    readonly message: string,
    readonly inner: Stop | null = null,
  ) {}

  /** The full path: this level's keys, then the levels below. */
  path(): (string | number)[] {
    const out = pathOf(this.at);
    return this.inner === null ? out : [...out, ...this.inner.path()];
  }
}

/** How deep a value may nest, and how many values it may hold, before it is cut (events) or refused (states). */
export interface PlainLimits {
  readonly depth: number;
  readonly values: number;
}

/** The limits for an event: deeper than any event schema, far larger than any event. */
export const EVENT_LIMITS: PlainLimits = { depth: 64, values: 1_000_000 };
/** The limits for a battle state. */
export const STATE_LIMITS: PlainLimits = { depth: 64, values: 10_000_000 };

/** The message for an own `__proto__` key. */
export const PROTO_KEY_MESSAGE = 'A key named "__proto__" is never allowed (it could change what objects inherit); remove it';

function errorText(e: unknown): string {
  try {
    return e instanceof Error ? e.message : String(e);
  } catch {
    return 'an unreadable error';
  }
}

/**
 * A plain copy of an event, read once: arrays by index, objects by their enumerable keys, inherited ones included (the
 * schema reads fields the same way), so that a getter runs once and a Proxy is asked once per key. A key named
 * `__proto__` is a problem. Below `limits.depth` levels an object or array is replaced by an empty one and `truncated`
 * is set: no event schema reaches that deep, so the schema refuses the value above it; a schema that accepts it
 * anyway must be refused by the caller.
 */
export function readEvent(value: unknown, limits: PlainLimits = EVENT_LIMITS): PlainRead {
  if (value === null || typeof value !== 'object') return { ok: true, value, truncated: false };
  const ctx: EventRead = { values: 0, truncated: false, limits };
  try {
    const out = copyEvent(ctx, value, 0);
    return { ok: true, value: out, truncated: ctx.truncated };
  } catch (e) {
    if (e instanceof Stop) return { ok: false, problem: { path: e.path(), message: e.message } };
    return { ok: false, problem: { path: [], message: unreadable(e) } };
  }
}

// module-level functions with their state in `ctx` (no closures made per event); the path of a problem is built as the
// exception unwinds (each level puts its key in front), so reading a good event makes no path objects at all
interface EventRead {
  values: number;
  truncated: boolean;
  readonly limits: PlainLimits;
}

function copyEvent(ctx: EventRead, v: object, depth: number): unknown {
  if (++ctx.values > ctx.limits.values) throw new Stop(null, `The event holds more than ${ctx.limits.values.toLocaleString('en')} values; no event is that large`);
  if (depth >= ctx.limits.depth) {
    ctx.truncated = true;
    return Array.isArray(v) ? [] : {};
  }
  // the key whose value is being read or copied, so that what a getter, a Proxy's trap or a level below throws is
  // reported at its key (one try per object, not one per value, and no call between levels: a plain loop)
  let at: string | number | undefined;
  try {
    if (Array.isArray(v)) {
      const n = v.length;
      const out: unknown[] = new Array<unknown>(n);
      for (let i = 0; i < n; i++) {
        at = i;
        const x: unknown = v[i];
        out[i] = x === null || typeof x !== 'object' ? x : copyEvent(ctx, x, depth + 1);
        at = undefined;
      }
      return out;
    }
    const out: Record<string, unknown> = {};
    for (const k in v) {
      // (thrown with no key being read: it already names its key)
      if (k === '__proto__') throw new Stop({ key: k, up: null }, PROTO_KEY_MESSAGE);
      at = k;
      const x: unknown = (v as Record<string, unknown>)[k];
      out[k] = x === null || typeof x !== 'object' ? x : copyEvent(ctx, x, depth + 1);
      at = undefined;
    }
    return out;
  } catch (e) {
    // a problem below (or this level's own) gets this level's key in front of its path; anything else thrown (a
    // getter, a Proxy's trap listing the keys, a revoked Proxy below) is a problem here, at the key being read
    if (e instanceof Stop) throw at === undefined ? e : new Stop({ key: at, up: null }, e.message, e);
    throw new Stop(at === undefined ? null : { key: at, up: null }, unreadable(e));
  }
}

/** Why a value could not be read (`what`: the event, the log, the roster), naming what was thrown, its text cut by `echo`. */
export function unreadable(e: unknown, what = 'event'): string {
  return `The ${what} could not be read as plain data (${echo(errorText(e))})`;
}

/**
 * A plain copy of a state, read once and strictly as JSON: plain objects (own enumerable keys) and arrays of strings,
 * finite numbers, booleans and null. A key whose value is `undefined` is left out, as JSON would; `-0` becomes `0`.
 * Anything else (a function, a class instance, a `__proto__` key, a value nested deeper or larger than `limits`,
 * something that throws when read) is a problem.
 */
export function readPlainState(value: unknown, limits: PlainLimits = STATE_LIMITS): PlainRead {
  let values = 0;
  const copy = (v: unknown, depth: number, at: At | null): unknown => {
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return v;
      case 'number':
        if (!Number.isFinite(v)) throw new Stop(at, `${String(v)} is not a number JSON can hold`);
        return v + 0;
      case 'object':
        break;
      default:
        throw new Stop(at, `a ${typeof v} is not plain data`);
    }
    if (v === null) return null;
    if (++values > limits.values) throw new Stop(at, `the state holds more than ${limits.values.toLocaleString('en')} values`);
    if (depth >= limits.depth) throw new Stop(at, `the state nests more than ${limits.depth} levels deep (or refers to itself)`);
    if (Array.isArray(v)) {
      const n = v.length;
      const out: unknown[] = new Array<unknown>(n);
      for (let i = 0; i < n; i++) {
        const x: unknown = v[i];
        if (x === undefined) throw new Stop({ key: i, up: at }, 'undefined is not plain data');
        out[i] = copy(x, depth + 1, { key: i, up: at });
      }
      return out;
    }
    const proto: unknown = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) throw new Stop(at, 'only plain objects and arrays are plain data, not class instances');
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) {
      if (k === '__proto__') throw new Stop({ key: k, up: at }, PROTO_KEY_MESSAGE);
      const x: unknown = (v as Record<string, unknown>)[k];
      if (x !== undefined) out[k] = copy(x, depth + 1, { key: k, up: at });
    }
    return out;
  };
  try {
    return { ok: true, value: copy(value, 0, null), truncated: false };
  } catch (e) {
    if (e instanceof Stop) return { ok: false, problem: { path: e.path(), message: e.message } };
    return { ok: false, problem: { path: [], message: `it could not be read as plain data (${errorText(e)})` } };
  }
}
