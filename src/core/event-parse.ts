/**
 * How the engine runs one event type's schema on the plain copy of an event (see `readEvent`): zod's own parse, with
 * the library's messages, through the fastest entry the schema offers.
 * @module
 * @internal
 */
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { PARSE_OPTIONS } from './issues.js';

/** Zod's answer for one event: the parsed event, or the error whose issues become violations. */
export type EventParseResult = { readonly success: true; readonly data: unknown } | { readonly success: false; readonly error: z.core.$ZodError };

/** Parses the plain copy of an event with one event type's schema. */
export type EventParse = (raw: unknown) => EventParseResult;

interface WithSafeParse {
  safeParse(data: unknown, params: typeof PARSE_OPTIONS): EventParseResult;
}

function hasSafeParse(schema: $ZodType): schema is $ZodType & WithSafeParse {
  return typeof (schema as { safeParse?: unknown }).safeParse === 'function';
}

/**
 * The parse of one event type. Without `compile`, zod's runtime parser (`z.safeParse`). With it, the compiled schema's
 * own `safeParse`: zod's `compile` installs one that calls the generated parser directly and, only when that answers
 * invalid, runs the original schema's runtime parse with the same options, so a refused event gets the issues (and
 * messages) it gets without `compile`. Calling it skips the parse context, the compiled wrapper and its cycle check
 * that `z.safeParse` on the compiled schema goes through (about 4× the cost of the generated parser on Gallet
 * events). A schema whose `compile` returned it unchanged, or without a `safeParse` of its own, is run by
 * `z.safeParse`.
 */
export function eventParser(schema: $ZodType, compile?: <T extends $ZodType>(schema: T) => T): EventParse {
  if (compile === undefined) return (raw) => z.safeParse(schema, raw, PARSE_OPTIONS);
  const compiled = compile(schema);
  if (compiled === schema || !hasSafeParse(compiled)) return (raw) => z.safeParse(compiled, raw, PARSE_OPTIONS);
  return (raw) => compiled.safeParse(raw, PARSE_OPTIONS);
}
