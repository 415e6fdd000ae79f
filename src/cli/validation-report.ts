/**
 * What `battlepack validate --format json` and `battlepack validate-roster --format json` print: one JSON object, the
 * same shape for a battle log and a roster, whether it is valid or not (the exit code says it too: 0 or 1). Its JSON
 * Schema is in docs/command-line.md (a test keeps the two equal).
 * @module
 */
import * as z from 'zod/mini';
import type { RuleViolation } from '../core/errors.js';

/** One problem, as the engine reported it. */
export const ValidationReportViolation = z.strictObject({
  code: z.string(),
  message: z.string(),
  path: z.optional(z.array(z.union([z.string(), z.number()]))),
  eventIndex: z.optional(z.number()),
  ref: z.optional(z.string()),
});

/** The report of one check. */
export const ValidationReport = z.strictObject({
  format: z.literal('battlepack-validation'),
  formatVersion: z.literal(1),
  /** What was checked. */
  kind: z.enum(['battle-log', 'roster']),
  /** The file as given on the command line (`-` for standard input). */
  file: z.string(),
  /** Whether it is valid. */
  ok: z.boolean(),
  /** The pack it was checked with. */
  pack: z.nullable(z.strictObject({ key: z.string(), id: z.string(), name: z.string() })),
  /** A battle log: the events accepted (all of them when valid); null for a roster. */
  events: z.nullable(z.number()),
  /** A battle log: where the battle stands after them (`not-set-up`, `deployment`, `battle`, `ended`); null otherwise. */
  stage: z.nullable(z.string()),
  /** A roster: the points limit it was checked against; null for a log. */
  pointsLimit: z.nullable(z.number()),
  /** How many problems were found (at least the number listed). */
  violationCount: z.number(),
  /** The problems: the first 50, or every one with `--all`. */
  violations: z.array(ValidationReportViolation),
});

/** The report of one check, as printed. */
export type ValidationReport = z.infer<typeof ValidationReport>;

/** A violation as the report lists it (only the fields the engine set). */
export function reportViolation(v: RuleViolation): z.infer<typeof ValidationReportViolation> {
  return {
    code: v.code,
    message: v.message,
    ...(v.path !== undefined ? { path: [...v.path] } : {}),
    ...(v.eventIndex !== undefined ? { eventIndex: v.eventIndex } : {}),
    ...(v.ref !== undefined ? { ref: v.ref } : {}),
  };
}

/** The JSON Schema of the report (draft 2020-12). */
export function validationReportJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(ValidationReport) as Record<string, unknown>;
}
