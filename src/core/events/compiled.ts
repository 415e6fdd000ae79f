/**
 * Event parsers generated at build time from the zod schemas (`npm run parsers:generate`, scripts/generate-parsers.ts):
 * each schema is written out as a small table (`*.gen.ts`), which this module turns into a parser once, when the pack
 * loads — closures, nothing evaluated, so a strict content security policy is kept, and no zod in the bundle. A parser
 * accepts and refuses what zod's parse of the schema does, with zod's copy (defaults, `-0` as `0`) and zod's issues:
 * the same codes, paths and order, so the same messages (`formatIssue`). `test/core/compiled-parse.test.ts` compares
 * them on valid events, damaged copies and fuzzed values of every pack.
 * @module
 * @internal
 */
import type { $ZodRawIssue } from 'zod/v4/core';
import { echo } from '../errors.js';
import { notReserved, zeroNotNegative } from './id-rules.js';
import { formatParsedIssue } from './issues.js';
import type { AnyEventSchema, CompiledEventSchema } from '../pack/battlepack.js';
import type { EngineParsers } from '../engine.js';
import { coreEventTables } from './core-events.gen.js';

/**
 * A check of a string, number or array, as zod runs it: `>=`, `>`, `<=`, `<` a number; `max`, `min`, `len` a length
 * (strings in code points); `re` a pattern and `id` not a name of `Object.prototype` (each with its own message, if
 * any); `zero` writes `-0` as `0`.
 */
export type CheckDesc =
  | readonly ['>=' | '>' | '<=' | '<' | 'max' | 'min' | 'len', number]
  | readonly ['re', RegExp, string?]
  | readonly ['id', string?]
  | readonly ['zero'];

/**
 * A schema as a table: `s` string, `n` number, `i` safe integer, `b` boolean, `e` enum, `l` literal (their values),
 * `?` optional, `N` nullable, `d` default (its value), `a` array, `o` strict object (its fields), `r` record (key and
 * value), `u` union discriminated by a field, `U` union of the first form that fits.
 */
export type SchemaDesc =
  | readonly ['s' | 'n' | 'i', (readonly CheckDesc[])?]
  | readonly ['b']
  | readonly ['e' | 'l', readonly unknown[]]
  | readonly ['?' | 'N', SchemaDesc]
  | readonly ['d', SchemaDesc, unknown]
  | readonly ['a', SchemaDesc, (readonly CheckDesc[])?]
  | readonly ['o', { readonly [key: string]: SchemaDesc }]
  | readonly ['r', SchemaDesc, SchemaDesc]
  | readonly ['u', string, readonly SchemaDesc[]]
  | readonly ['U', readonly SchemaDesc[]];

/** One issue of a refused event, as `zodIssues` gives zod's: its message and path. */
export interface ParseIssue {
  readonly message: string;
  readonly path: (string | number)[];
}

/** A parse that refused: its issues. */
export class Refused {
  constructor(readonly issues: readonly ParseIssue[]) {}
}

/** A raw issue as zod makes it, with the message already settled when a check has its own, and whether it aborts. */
type Issue = Record<string, unknown> & { path: (string | number)[]; code: string; message?: string; continue?: boolean };
/** A node: parses `v`, pushing its issues (paths relative to it) onto `is`, and returns the value zod would leave. */
type Run = (v: unknown, is: Issue[]) => unknown;
interface Node {
  readonly run: Run;
  readonly optin?: 'optional' | 'defaulted';
  readonly optout?: 'optional';
  /** A literal's or enum's values, for a discriminated union's map. */
  readonly values?: readonly unknown[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isPlainObject(o: unknown): o is Record<string, unknown> {
  if (!isObject(o)) return false;
  const ctor = (o as { constructor?: unknown }).constructor;
  if (ctor === undefined || typeof ctor !== 'function') return true;
  const prot = (ctor as { prototype?: unknown }).prototype;
  return isObject(prot) && Object.prototype.hasOwnProperty.call(prot, 'isPrototypeOf');
}

/** Whether an issue from `start` on stops later checks (zod's `aborted`), or, `strict`, was marked so (`explicitlyAborted`). */
function aborted(is: Issue[], start: number, strict?: boolean): boolean {
  for (let i = start; i < is.length; i++) if (strict ? (is[i] as Issue).continue === false : (is[i] as Issue).continue !== true) return true;
  return false;
}

/** Puts `key` in front of the paths of the issues from `start` on. */
function prefix(is: Issue[], start: number, key: string | number): void {
  for (let i = start; i < is.length; i++) (is[i] as Issue).path.unshift(key);
}

function codePoints(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++)
    if ((s.charCodeAt(i) & 0xfc00) === 0xd800 && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n--;
      i++;
    }
  return n;
}

const origin = (v: unknown): string => (Array.isArray(v) ? 'array' : typeof v === 'string' ? 'string' : 'unknown');
const LENGTH = new Set(['max', 'min', 'len']);

/** One check as a step: the value it leaves; issues pushed onto `is`. */
function step(c: CheckDesc): (v: unknown, is: Issue[]) => unknown {
  const [k, x, message] = c as readonly [string, unknown, string?];
  const own = message === undefined ? {} : { message };
  switch (k) {
    case 'zero':
      return (v) => zeroNotNegative(v as number);
    case 're': {
      const re = x as RegExp;
      return (v, is) => {
        re.lastIndex = 0;
        if (!re.test(v as string)) is.push({ origin: 'string', code: 'invalid_format', format: 'regex', input: v, pattern: re.toString(), path: [], continue: true, ...own });
        return v;
      };
    }
    case 'id': {
      const m = x === undefined ? {} : { message: x as string };
      return (v, is) => {
        if (!notReserved(v as string)) is.push({ code: 'custom', input: v, path: [], continue: true, ...m });
        return v;
      };
    }
    case 'max':
    case 'min':
    case 'len': {
      const n = x as number;
      return (v, is) => {
        const units = (v as { length: number }).length;
        // strings are measured in code points, counted only where that can change the answer (as zod does)
        const len = typeof v === 'string' && (k === 'max' ? units > n : units >= n && units <= 2 * n) ? codePoints(v) : units;
        if (k === 'max' ? len <= n : k === 'min' ? len >= n : len === n) return v;
        const big = k === 'max' || (k === 'len' && len > n);
        is.push({ origin: origin(v), code: big ? 'too_big' : 'too_small', [big ? 'maximum' : 'minimum']: n, inclusive: true, ...(k === 'len' ? { exact: true } : {}), input: v, path: [], continue: true });
        return v;
      };
    }
    default: {
      const n = x as number;
      const small = k[0] === '>';
      const inclusive = k.length === 2;
      const ok: (u: number) => boolean = small ? (inclusive ? (u) => u >= n : (u) => u > n) : inclusive ? (u) => u <= n : (u) => u < n;
      return (v, is) => {
        if (ok(v as number)) return v;
        is.push({ origin: 'number', code: small ? 'too_small' : 'too_big', [small ? 'minimum' : 'maximum']: n, input: v, inclusive, path: [], continue: true });
        return v;
      };
    }
  }
}

/** A safe integer, as zod's `int` format checks it (before the schema's own checks). */
const intStep = (v: unknown, is: Issue[]): unknown => {
  const u = v as number;
  if (!Number.isInteger(u)) is.push({ expected: 'int', format: 'safeint', code: 'invalid_type', continue: false, input: v, path: [] });
  else if (!Number.isSafeInteger(u))
    is.push(u > 0 ? { input: v, code: 'too_big', maximum: Number.MAX_SAFE_INTEGER, origin: 'int', inclusive: true, path: [], continue: true } : { input: v, code: 'too_small', minimum: Number.MIN_SAFE_INTEGER, origin: 'int', inclusive: true, path: [], continue: true });
  return v;
};

/**
 * A node's own parse followed by its checks, run as zod's `$ZodType` runs them: a check is skipped once an issue of the
 * node stops it, except the length checks, which run on anything with a length unless an issue was marked to stop all.
 */
function withChecks(parse: Run, checks: readonly CheckDesc[], int: boolean, array: boolean): Run {
  const steps = checks.map(step);
  const kinds: string[] = checks.map((c) => c[0]);
  if (int) {
    steps.unshift(intStep);
    kinds.unshift('int');
  }
  if (steps.length === 0) return parse;
  const n = steps.length;
  const isLength = kinds.map((k) => LENGTH.has(k));
  // zod's array cap: over the smallest maximum of its leading length checks, only that check runs, on the input as it is
  let cap = Infinity;
  const caps: number[] = [];
  if (array) {
    for (const c of checks) {
      if (!LENGTH.has(c[0])) break;
      if (c[0] !== 'min') {
        cap = Math.min(cap, c[1] as number);
        caps.push(checks.indexOf(c));
      }
    }
  }
  return (v, is) => {
    const start = is.length;
    if (array && Array.isArray(v) && v.length > cap) {
      for (const i of caps) {
        if (v.length > ((checks[i] as CheckDesc)[1] as number)) {
          const at = is.length;
          (steps[i + (int ? 1 : 0)] as Run)(v, is);
          (is[at] as Issue).continue = false;
          return v;
        }
      }
    }
    let x = parse(v, is);
    // (no issue: nothing to look at, the common case)
    let stop = is.length !== start && aborted(is, start);
    for (let i = 0; i < n; i++) {
      if (isLength[i] === true) {
        if ((is.length !== start && aborted(is, start, true)) || x === null || x === undefined || (x as { length?: unknown }).length === undefined) continue;
      } else if (stop) continue;
      const at = is.length;
      x = (steps[i] as Run)(x, is);
      if (is.length !== at && !stop) stop = aborted(is, at);
    }
    return x;
  };
}

const typeIssue = (expected: string, input: unknown): Issue => ({ expected, code: 'invalid_type', input, path: [] });

function typed(t: string): Run {
  const ok: (v: unknown) => boolean = t === 'number' ? (v) => typeof v === 'number' && Number.isFinite(v) : (v) => typeof v === t;
  return (v, is) => {
    if (ok(v)) return v;
    is.push(typeIssue(t, v));
    return v;
  };
}

const clone = (v: unknown): unknown => (Array.isArray(v) ? [...v] : isPlainObject(v) ? { ...v } : v);

/** The parser node of one table. */
function node(d: SchemaDesc): Node {
  switch (d[0]) {
    case 's':
    case 'n':
    case 'i':
      return { run: withChecks(typed(d[0] === 's' ? 'string' : 'number'), d[1] ?? [], d[0] === 'i', false) };
    case 'b':
      return { run: typed('boolean') };
    case 'e':
    case 'l': {
      const values = d[1];
      const set = new Set(values);
      return {
        values,
        run: (v, is) => {
          if (!set.has(v)) is.push({ code: 'invalid_value', values, input: v, path: [] });
          return v;
        },
      };
    }
    case '?': {
      const inner = node(d[1]);
      const defaulted = inner.optin === 'defaulted';
      return {
        optin: defaulted ? 'defaulted' : 'optional',
        optout: 'optional',
        ...(inner.values === undefined ? {} : { values: [...inner.values, undefined] }),
        run: (v, is) => {
          if (v !== undefined) return inner.run(v, is);
          if (!defaulted) return v;
          const own: Issue[] = [];
          const r = inner.run(v, own);
          return own.length > 0 ? undefined : r;
        },
      };
    }
    case 'N': {
      const inner = node(d[1]);
      return { ...(inner.optin === undefined ? {} : { optin: inner.optin }), ...(inner.optout === undefined ? {} : { optout: inner.optout }), run: (v, is) => (v === null ? v : inner.run(v, is)) };
    }
    case 'd': {
      const inner = node(d[1]);
      const value = d[2];
      return {
        optin: 'defaulted',
        ...(inner.values === undefined ? {} : { values: inner.values }),
        run: (v, is) => {
          if (v === undefined) return clone(value);
          const r = inner.run(v, is);
          return r === undefined ? clone(value) : r;
        },
      };
    }
    case 'a': {
      const el = node(d[1]).run;
      const parse: Run = (v, is) => {
        if (!Array.isArray(v)) {
          is.push(typeIssue('array', v));
          return v;
        }
        const n = v.length;
        const out = new Array<unknown>(n);
        for (let i = 0; i < n; i++) {
          const at = is.length;
          out[i] = el(v[i], is);
          if (is.length !== at) prefix(is, at, i);
        }
        return out;
      };
      return { run: withChecks(parse, d[2] ?? [], false, true) };
    }
    case 'o': {
      const shape = d[1];
      const keys = Object.keys(shape).filter((k) => k !== '__proto__');
      const known = new Set(Object.keys(shape));
      // one shape for every field (a loop over fields of mixed shapes is slower), its absence rules settled here
      const fields = keys.map((key) => {
        const f = node(shape[key] as SchemaDesc);
        const optional = f.optout === 'optional';
        return { key, run: f.run, skip: optional && f.optin === 'optional', drop: optional && f.optin !== undefined, required: f.optin === undefined, keep: f.optin === 'defaulted' && !optional };
      });
      return {
        run: (v, is) => {
          if (!isObject(v)) {
            is.push(typeIssue('object', v));
            return v;
          }
          const out: Record<string, unknown> = {};
          for (let i = 0; i < fields.length; i++) {
            const f = fields[i] as (typeof fields)[number];
            const at = is.length;
            const present = f.key in v;
            const r = f.run(v[f.key], is);
            // as zod's object handles each property (handlePropertyResult)
            if (!present && f.skip) {
              is.length = at;
              continue;
            }
            if (is.length !== at) {
              if (f.drop && !present) {
                is.length = at;
                continue;
              }
              prefix(is, at, f.key);
            }
            if (!present && f.required) {
              if (is.length === at) is.push({ code: 'invalid_type', expected: 'nonoptional', input: undefined, path: [f.key] });
              continue;
            }
            if (r === undefined) {
              if (present || f.keep) out[f.key] = undefined;
            } else out[f.key] = r;
          }
          let unknown: string[] | undefined;
          for (const k in v) if (!known.has(k)) (unknown ??= []).push(k);
          if (unknown !== undefined) is.push({ code: 'unrecognized_keys', keys: unknown, input: v, path: [], continue: true });
          return out;
        },
      };
    }
    case 'r': {
      const key = node(d[1]).run;
      const value = node(d[2]).run;
      return {
        run: (v, is) => {
          if (!isPlainObject(v)) {
            is.push(typeIssue('record', v));
            return v;
          }
          const out: Record<string, unknown> = {};
          for (const k of Reflect.ownKeys(v)) {
            if (k === '__proto__' || !Object.prototype.propertyIsEnumerable.call(v, k)) continue;
            const own: Issue[] = [];
            const kk = key(k, own);
            if (own.length > 0) {
              is.push({ code: 'invalid_key', origin: 'record', issues: own.map(finalize), input: k, path: [k as string] });
              continue;
            }
            if (kk === '__proto__') continue;
            const at = is.length;
            out[kk as string] = value(v[k as string], is);
            if (is.length !== at) prefix(is, at, k as string);
          }
          return out;
        },
      };
    }
    case 'U': {
      const options = d[1].map(node);
      const runs = options.map((o) => o.run);
      const values = options.every((o) => o.values !== undefined) ? options.flatMap((o) => o.values as unknown[]) : undefined;
      const optin = options.some((o) => o.optin === 'defaulted') ? 'defaulted' : options.some((o) => o.optin !== undefined) ? 'optional' : undefined;
      return {
        ...(values === undefined ? {} : { values }),
        ...(optin === undefined ? {} : { optin }),
        ...(options.some((o) => o.optout === 'optional') ? { optout: 'optional' as const } : {}),
        // as zod's union: the first form without issues; else the one form that did not stop, or all forms' issues
        run: (v, is) => {
          if (runs.length === 1) return (runs[0] as Run)(v, is);
          const results: [unknown, Issue[]][] = [];
          for (const r of runs) {
            const own: Issue[] = [];
            const x = r(v, own);
            if (own.length === 0) return x;
            results.push([x, own]);
          }
          const going = results.filter(([, own]) => !aborted(own, 0));
          if (going.length === 1) {
            is.push(...(going[0] as [unknown, Issue[]])[1]);
            return (going[0] as [unknown, Issue[]])[0];
          }
          is.push({ code: 'invalid_union', input: v, errors: results.map(([, own]) => own.map(finalize)), path: [] });
          return v;
        },
      };
    }
    case 'u': {
      const field = d[1];
      const map = new Map<unknown, Run>();
      for (const o of d[2]) {
        const f = node(((o as readonly ['o', Record<string, SchemaDesc>])[1][field]) as SchemaDesc);
        const run = node(o).run;
        for (const x of f.values ?? []) map.set(x, run);
      }
      const options = [...map.keys()];
      return {
        run: (v, is) => {
          if (!isObject(v)) {
            is.push(typeIssue('object', v));
            return v;
          }
          const opt = map.get(v[field]);
          if (opt !== undefined) return opt(v, is);
          is.push({ code: 'invalid_union', errors: [], note: 'No matching discriminator', discriminator: field, options, input: v, path: [field] });
          return v;
        },
      };
    }
  }
}

/** A raw issue with its message: the check's own, else the library's (`formatParsedIssue`, which `formatIssue` gives too). */
function finalize(i: Issue): Issue {
  return { ...i, message: i.message ?? formatParsedIssue(i as unknown as $ZodRawIssue) };
}

/**
 * The parser of one event schema's table: the parsed copy zod would make, or {@link Refused} with zod's issues (an
 * unknown key gives one issue per key, its path ending in the key, as `zodIssues` gives them).
 */
export function compiledParser(d: SchemaDesc): (raw: unknown) => unknown {
  const run = node(d).run;
  return (raw) => {
    const is: Issue[] = [];
    const out = run(raw, is);
    if (is.length === 0) return out;
    return new Refused(
      is.flatMap((i) =>
        i.code === 'unrecognized_keys'
          ? (i['keys'] as string[]).map((k) => ({ message: `Unknown field "${echo(k)}"; only the fields of the schema are allowed, so remove it or fix its spelling`, path: [...i.path, k] }))
          : [{ message: finalize(i).message as string, path: i.path }],
      ),
    );
  };
}

/**
 * The schema of a pack event as the packs of this library ship it: the parser of its generated table, typed by the
 * zod schema `S` it was generated from (a type only).
 */
export function compiledSchema<S extends AnyEventSchema>(type: string, table: SchemaDesc | undefined): CompiledEventSchema<S> {
  if (table === undefined) throw new Error(`no generated parser for the event type ${type}: run npm run parsers:generate`);
  return { generated: true, type, parse: compiledParser(table) };
}

/** The parsers of the core events generated from their schemas (`core-events.gen.ts`), by type: one set per engine. */
export const generatedParsers: EngineParsers = {
  core: () => new Map(Object.entries(coreEventTables).map(([t, d]) => [t, compiledParser(d)])),
};
