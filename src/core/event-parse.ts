/**
 * How the engine runs one event type's schema on the plain copy of an event (see `readEvent`): zod's own parse, with
 * the library's messages, through the fastest entry the schema offers.
 * @module
 * @internal
 */
import * as z from 'zod/mini';
import { $ZodError, type $ZodType } from 'zod/v4/core';
import { PARSE_OPTIONS } from './issues.js';

/** Zod's refusal of an event: the error whose issues become violations. */
export class Refused {
  constructor(readonly error: z.core.$ZodError) {}
}

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
    return r.success ? r.data : new Refused(r.error);
  };
}

/**
 * The parse of one event type. Without `compile`, zod's runtime parser (`z.safeParse`). With it, the compiled schema's
 * own `parse` (or `safeParse`): zod's `compile` installs ones that call the generated parser directly and, only when
 * that answers invalid, run the original schema's runtime parse with the same options, so a refused event gets the
 * issues (and messages) it gets without `compile`. Calling them skips the parse context, the compiled wrapper and its
 * cycle check that `z.safeParse` on the compiled schema goes through (about 4× the cost of the generated parser on
 * Gallet events); `parse` also makes no result object for an event it accepts (it throws zod's error for one it
 * refuses, caught here and returned as {@link Refused}; anything else it throws, a refinement's own exception, propagates as from `safeParse`). A
 * schema whose `compile` returned it unchanged, or without such methods of its own, is run by `z.safeParse`.
 */
export function eventParser(schema: $ZodType, compile?: <T extends $ZodType>(schema: T) => T): EventParse {
  if (compile === undefined) return runtimeParse(schema);
  const compiled = compile(schema);
  if (compiled === schema) return runtimeParse(compiled);
  if (hasOwnParse(compiled))
    return (raw) => {
      try {
        return compiled.parse(raw, PARSE_OPTIONS);
      } catch (e) {
        if (e instanceof $ZodError) return new Refused(e);
        throw e;
      }
    };
  if (!hasSafeParse(compiled)) return runtimeParse(compiled);
  return (raw) => {
    const r = compiled.safeParse(raw, PARSE_OPTIONS);
    return r.success ? r.data : new Refused(r.error);
  };
}
