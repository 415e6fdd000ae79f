/**
 * How the engine runs one event type's schema on the plain copy of an event (see `readEvent`): zod's own parse, with
 * the library's messages, through the fastest entry the schema offers.
 * @module
 * @internal
 */
import * as z from 'zod/mini';
import { $ZodError, type $ZodType } from 'zod/v4/core';
import { PARSE_OPTIONS, zodIssues } from './issues.js';
import { Refused } from './compiled.js';

export { Refused };

/**
 * Parses the plain copy of an event with one event type's schema: the parsed event, or {@link Refused} (no parsed
 * event is one). No result object is made for an event that is accepted.
 */
export type EventParse = (raw: unknown) => unknown;

interface WithParse {
  parse(data: unknown, params: typeof PARSE_OPTIONS): unknown;
}

interface WithSafeParse {
  safeParse(data: unknown, params: typeof PARSE_OPTIONS): { readonly success: true; readonly data: unknown } | { readonly success: false; readonly error: z.core.$ZodError };
}

function hasOwnParse(schema: $ZodType): schema is $ZodType & WithParse {
  return Object.prototype.hasOwnProperty.call(schema, 'parse') && typeof (schema as { parse?: unknown }).parse === 'function';
}

function hasSafeParse(schema: $ZodType): schema is $ZodType & WithSafeParse {
  return typeof (schema as { safeParse?: unknown }).safeParse === 'function';
}

/** Zod's runtime parse: the parsed event, or the error. */
function runtimeParse(schema: $ZodType): EventParse {
  return (raw) => {
    const r = z.safeParse(schema, raw, PARSE_OPTIONS);
    return r.success ? r.data : new Refused(zodIssues(r.error));
  };
}

/** What a fast parser answers for a value it refuses (zod's runtime parse then says why). */
const FAIL: unique symbol = Symbol('refused');
type Fast = (v: unknown) => unknown;

// the parts of zod's internals the fast parser reads (zod/v4/core: every schema and check keeps its definition)
interface Def {
  readonly type: string;
  readonly checks?: readonly ZodCheck[];
  readonly format?: string;
  readonly coerce?: boolean;
  readonly shape?: Readonly<Record<string, $ZodType>>;
  readonly catchall?: $ZodType;
  readonly element?: $ZodType;
  readonly innerType?: $ZodType;
  readonly options?: readonly $ZodType[];
  readonly values?: readonly unknown[];
  readonly entries?: Readonly<Record<string, unknown>>;
  readonly keyType?: $ZodType;
  readonly valueType?: $ZodType;
  readonly mode?: string;
  readonly defaultValue?: unknown;
}
/** What zod's own checks read and write: the value, and the issues they add. */
interface Payload {
  value: unknown;
  issues: unknown[];
}
interface ZodCheck {
  readonly _zod: { readonly def: CheckDef; readonly check: (payload: Payload) => void };
}
interface CheckDef {
  readonly check: string;
  readonly value?: unknown;
  readonly inclusive?: boolean;
  readonly maximum?: number;
  readonly minimum?: number;
  readonly length?: number;
  readonly pattern?: RegExp;
  readonly tx?: (v: unknown) => unknown;
  readonly when?: (payload: Payload) => boolean;
}
interface Internals {
  readonly def: Def;
  readonly optin?: string;
  readonly optout?: string;
  readonly values?: ReadonlySet<unknown>;
  readonly check?: unknown;
}
const internals = (schema: $ZodType): Internals => (schema as unknown as { _zod: Internals })._zod;

const isRecordLike = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** zod's runtime parse of one part, as a fast parser (a part the fast parser does not know). */
function slow(schema: $ZodType): Fast {
  return (v) => {
    const r = z.safeParse(schema, v, PARSE_OPTIONS);
    return r.success ? r.data : FAIL;
  };
}

/**
 * A check zod knows and this file does not (a refinement, a check with a condition): zod's own check function, run on
 * the value as zod runs it (its condition first); the value it leaves, or FAIL when it adds an issue.
 */
function zodCheck(c: ZodCheck): (v: unknown) => unknown {
  const when = c._zod.def.when;
  const check = c._zod.check;
  return (v) => {
    const payload: Payload = { value: v, issues: [] };
    if (when !== undefined && !when(payload)) return v;
    check(payload);
    return payload.issues.length > 0 ? FAIL : payload.value;
  };
}

/** A common check as a test of the value, or null for one zod's own code runs ({@link zodCheck}). */
function checkOf(d: CheckDef): ((v: unknown) => boolean) | null {
  if (d.when !== undefined) return null;
  switch (d.check) {
    case 'greater_than': {
      const x = d.value as number;
      return d.inclusive === true ? (v) => (v as number) >= x : (v) => (v as number) > x;
    }
    case 'less_than': {
      const x = d.value as number;
      return d.inclusive === true ? (v) => (v as number) <= x : (v) => (v as number) < x;
    }
    case 'max_length': {
      const m = d.maximum as number;
      return (v) => (v as { length: number }).length <= m;
    }
    case 'min_length': {
      const m = d.minimum as number;
      return (v) => (v as { length: number }).length >= m;
    }
    case 'length_equals': {
      const m = d.length as number;
      return (v) => (v as { length: number }).length === m;
    }
    case 'string_format': {
      const re = d.pattern;
      if (re === undefined || (d as { format?: string }).format !== 'regex') return null;
      return (v) => {
        re.lastIndex = 0;
        return re.test(v as string);
      };
    }
    default:
      return null;
  }
}

/**
 * The checks of a part, run in order on its value: the value they leave (an `overwrite` check, such as a trim,
 * replaces it), or FAIL.
 */
function checksOf(def: Def): (v: unknown) => unknown {
  const list = def.checks ?? [];
  if (list.length === 0) return (v) => v;
  const steps: ((v: unknown) => unknown)[] = [];
  for (const c of list) {
    const d = c._zod.def;
    if (d.check === 'overwrite' && typeof d.tx === 'function' && d.when === undefined) {
      const tx = d.tx;
      steps.push(tx);
      continue;
    }
    const t = checkOf(d);
    if (t === null) steps.push(zodCheck(c));
    else steps.push((v) => (t(v) ? v : FAIL));
  }
  return (v) => {
    let x = v;
    for (let i = 0; i < steps.length; i++) {
      x = (steps[i] as (v: unknown) => unknown)(x);
      if (x === FAIL) return FAIL;
    }
    return x;
  };
}

/**
 * A fast parser of one schema, built once from zod's definitions (closures, nothing evaluated: a strict content
 * security policy is kept): the parsed copy zod would make, or FAIL where zod would refuse. Parts it does not know
 * (refinements, transforms, records keyed by an enum…) are parsed by zod's runtime parser. `test/core/fast-parse.test.ts`
 * compares it with zod on valid and mutated events of every pack.
 */
export function fastParser(schema: $ZodType): Fast {
  const zi = internals(schema);
  const def = zi.def;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean': {
      if (def.coerce === true) return slow(schema);
      const checks = checksOf(def);
      const t = def.type;
      const safeint = t === 'number' && def.format === 'safeint';
      if (t === 'number' && def.format !== undefined && !safeint) return slow(schema);
      if (t === 'string' && def.format !== undefined) return slow(schema);
      return (v) => {
        if (typeof v !== t) return FAIL;
        if (t === 'number' && (!Number.isFinite(v) || (safeint && !Number.isSafeInteger(v)))) return FAIL;
        return checks(v);
      };
    }
    case 'literal': {
      const values = def.values ?? [];
      if (values.some((x) => x !== null && typeof x === 'object')) return slow(schema);
      const set = new Set(values);
      return (v) => (set.has(v) ? v : FAIL);
    }
    case 'enum': {
      const set = zi.values;
      if (set === undefined) return slow(schema);
      return (v) => (set.has(v) ? v : FAIL);
    }
    case 'optional': {
      const inner = fastParser(def.innerType as $ZodType);
      return (v) => (v === undefined ? undefined : inner(v));
    }
    case 'nullable': {
      const inner = fastParser(def.innerType as $ZodType);
      return (v) => (v === null ? null : inner(v));
    }
    case 'default': {
      const inner = fastParser(def.innerType as $ZodType);
      return (v) => (v === undefined ? (def.defaultValue as unknown) : inner(v));
    }
    case 'array': {
      const checks = checksOf(def);
      const el = fastParser(def.element as $ZodType);
      return (v) => {
        if (!Array.isArray(v)) return FAIL;
        const n = v.length;
        const out = new Array<unknown>(n);
        for (let i = 0; i < n; i++) {
          const x = el(v[i]);
          if (x === FAIL) return FAIL;
          out[i] = x;
        }
        return checks(out);
      };
    }
    case 'union': {
      const options = (def.options ?? []).map(fastParser);
      return (v) => {
        for (let i = 0; i < options.length; i++) {
          const x = (options[i] as Fast)(v);
          if (x !== FAIL) return x;
        }
        return FAIL;
      };
    }
    case 'record': {
      const key = def.keyType as $ZodType;
      if ((def.checks ?? []).length > 0 || def.mode === 'loose' || internals(key).values !== undefined || internals(key).def.type !== 'string') return slow(schema);
      const k = fastParser(key);
      const value = fastParser(def.valueType as $ZodType);
      return (v) => {
        if (!isRecordLike(v)) return FAIL;
        const out: Record<string, unknown> = {};
        for (const name of Object.keys(v)) {
          if (name === '__proto__') continue;
          const kk = k(name);
          if (kk === FAIL || kk === '__proto__') return FAIL;
          const x = value(v[name]);
          if (x === FAIL) return FAIL;
          out[kk as string] = x;
        }
        return out;
      };
    }
    case 'object': {
      if ((def.checks ?? []).length > 0) return slow(schema);
      const catchall = def.catchall;
      const strict = catchall !== undefined && internals(catchall).def.type === 'never';
      if (catchall !== undefined && !strict) return slow(schema);
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      if (Object.getOwnPropertySymbols(shape).length > 0) return slow(schema);
      const known = new Set(keys);
      const parts = keys.map((k) => {
        const s = shape[k] as $ZodType;
        const i = internals(s);
        return { key: k, parse: fastParser(s), optin: i.optin, optout: i.optout };
      });
      const n = parts.length;
      return (v) => {
        if (!isRecordLike(v)) return FAIL;
        const out: Record<string, unknown> = {};
        for (let i = 0; i < n; i++) {
          const p = parts[i] as (typeof parts)[number];
          const present = p.key in v;
          // as zod's object does with each key (handlePropertyResult): an absent optional key adds nothing
          if (!present && p.optout === 'optional' && p.optin === 'optional') continue;
          const x = p.parse(v[p.key]);
          if (x === FAIL) {
            if (p.optin !== undefined && p.optout === 'optional' && !present) continue;
            return FAIL;
          }
          if (!present && p.optin === undefined) return FAIL;
          if (x === undefined) {
            if (present || (p.optin === 'defaulted' && p.optout !== 'optional')) out[p.key] = undefined;
          } else out[p.key] = x;
        }
        if (strict) for (const k in v) if (!known.has(k)) return FAIL;
        return out;
      };
    }
    default:
      return slow(schema);
  }
}

/**
 * The parse of one event type. Without `compile`, the fast parser built from the schema ({@link fastParser}); an event
 * it refuses is parsed by zod's runtime parser (`z.safeParse`), whose issues become the violations, so they are the
 * same as without the fast parser. With it, the compiled schema's
 * own `parse` (or `safeParse`): zod's `compile` installs ones that call the generated parser directly and, only when
 * that answers invalid, run the original schema's runtime parse with the same options, so a refused event gets the
 * issues (and messages) it gets without `compile`. Calling them skips the parse context, the compiled wrapper and its
 * cycle check that `z.safeParse` on the compiled schema goes through (about 4× the cost of the generated parser on
 * Gallet events); `parse` also makes no result object for an event it accepts (it throws zod's error for one it
 * refuses, caught here and returned as {@link Refused}; anything else it throws, a refinement's own exception, propagates as from `safeParse`). A
 * schema whose `compile` returned it unchanged, or without such methods of its own, is run by `z.safeParse`.
 */
export function eventParser(schema: $ZodType, compile?: <T extends $ZodType>(schema: T) => T): EventParse {
  if (compile === undefined) {
    // the fast parser accepts what zod accepts, with zod's copy; what it refuses is parsed again by zod, for its issues
    const fast = fastParser(schema);
    const runtime = runtimeParse(schema);
    return (raw) => {
      const r = fast(raw);
      return r !== FAIL ? r : runtime(raw);
    };
  }
  const compiled = compile(schema);
  if (compiled === schema) return runtimeParse(compiled);
  if (hasOwnParse(compiled))
    return (raw) => {
      try {
        return compiled.parse(raw, PARSE_OPTIONS);
      } catch (e) {
        if (e instanceof $ZodError) return new Refused(zodIssues(e));
        throw e;
      }
    };
  if (!hasSafeParse(compiled)) return runtimeParse(compiled);
  return (raw) => {
    const r = compiled.safeParse(raw, PARSE_OPTIONS);
    return r.success ? r.data : new Refused(zodIssues(r.error));
  };
}
