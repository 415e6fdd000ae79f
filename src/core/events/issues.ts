/**
 * Messages for zod issues. The library parses with `zod/mini`, which carries no message text (classic zod bundles
 * every locale); these messages are written from each issue's code and facts: what was wrong, and what is allowed.
 * @module
 * @internal
 */
import type { $ZodError, $ZodErrorMap, $ZodIssue, $ZodRawIssue } from 'zod/v4/core';
import { echo } from '../errors.js';

const FORMATS: Readonly<Record<string, string>> = {
  datetime: 'ISO date-time (e.g. 2024-05-01T18:30:00Z)',
  date: 'ISO date (e.g. 2024-05-01)',
  time: 'ISO time (e.g. 18:30:00)',
  duration: 'ISO duration',
  email: 'email address',
  url: 'URL',
  uuid: 'UUID',
};

const UNITS: Readonly<Record<string, string>> = { string: 'characters', array: 'items', set: 'items', map: 'entries', file: 'bytes' };

/** The kind of a value as a message names it: `string`, `number`, `array`, `null`, `NaN`… */
function kindOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number') return Number.isNaN(input) ? 'NaN' : Number.isFinite(input) ? 'number' : String(input);
  return typeof input;
}

/** A primitive as it is written in JSON (strings quoted and cut short), or its kind. */
function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === undefined) return 'nothing';
  return kindOf(value);
}

function sizeOf(input: unknown): number | undefined {
  if (typeof input === 'string' || Array.isArray(input)) return input.length;
  if (input instanceof Set || input instanceof Map) return input.size;
  return undefined;
}

function bound(issue: { readonly origin: string; readonly inclusive?: boolean | undefined; readonly exact?: boolean | undefined; readonly input?: unknown }, dir: '<' | '>', limit: number | bigint): string {
  const op = issue.exact === true ? 'exactly ' : issue.inclusive === false ? dir : `${dir}=`;
  const unit = UNITS[issue.origin];
  if (unit !== undefined) {
    const size = sizeOf(issue.input);
    return `expected ${issue.origin} to have ${op}${limit} ${unit}${size !== undefined ? `, received ${size}` : ''}`;
  }
  const got = typeof issue.input === 'number' || typeof issue.input === 'bigint' ? `, received ${shown(issue.input)}` : '';
  return `expected ${issue.origin} to be ${op}${limit}${got}`;
}

/** Merges the options of a union whose every form was an enum or literal refused at the same place, else null. */
function unionOptions(errors: readonly (readonly $ZodIssue[])[]): unknown[] | null {
  const values: unknown[] = [];
  for (const form of errors) {
    const only = form.length === 1 ? form[0] : undefined;
    if (only?.code !== 'invalid_value' || only.path.length > 0) return null;
    for (const v of only.values) if (!values.includes(v)) values.push(v);
  }
  return values.length > 0 ? values : null;
}

/**
 * The message of an issue the generated parsers raise (src/core/events/compiled.ts: types, values, sizes and bounds,
 * patterns, unknown fields and keys, unions): what was expected, what was received, and the bounds or options that are
 * allowed. {@link formatIssue} gives the same message for the same issue; the parsers bundle only this part.
 */
export function formatParsedIssue(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = issue.expected === 'nonoptional' ? 'a value' : issue.expected;
      if (issue.input === undefined) return `Missing: expected ${expected}, received nothing`;
      if (issue.expected === 'int' && typeof issue.input === 'number' && Number.isFinite(issue.input))
        return `Invalid input: expected int, received number (${issue.input} is ${Number.isInteger(issue.input) ? 'beyond the safe integer range' : 'not a whole number'})`;
      return `Invalid input: expected ${expected}, received ${kindOf(issue.input)}`;
    }
    case 'invalid_value': {
      const got = issue.input === undefined ? '' : `, received ${shown(issue.input)}`;
      if (issue.values.length === 1) return `Invalid input: expected ${shown(issue.values[0])}${got}`;
      return `Invalid option: expected one of ${issue.values.map(shown).join(', ')}${got}`;
    }
    case 'too_big':
      return `Too big: ${bound(issue, '<', issue.maximum)}`;
    case 'too_small':
      return `Too small: ${bound(issue, '>', issue.minimum)}`;
    case 'invalid_format': {
      const got = typeof issue.input === 'string' ? `, received ${shown(issue.input)}` : '';
      return issue.format === 'regex' && issue.pattern !== undefined ? `Invalid string: must match the pattern ${issue.pattern}${got}` : `Invalid ${issue.format}${got}`;
    }
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => JSON.stringify(echo(k))).join(', ')}; only the fields of the schema are allowed`;
    case 'invalid_key':
      return `Invalid key in ${issue.origin}${issue.issues[0] !== undefined ? `: ${issue.issues[0].message}` : ''}`;
    case 'invalid_union': {
      if (issue.discriminator !== undefined && Array.isArray(issue.options) && issue.options.length > 0)
        return `Invalid "${issue.discriminator}": expected one of ${issue.options.map(shown).join(', ')}${issue.input !== null && typeof issue.input === 'object' ? `, received ${shown((issue.input as Record<string, unknown>)[issue.discriminator])}` : ''}`;
      if (issue.inclusive === false) return 'Invalid input: it matches more than one of the allowed forms';
      const options = unionOptions(issue.errors);
      if (options !== null) return `Invalid option: expected one of ${options.map(shown).join(', ')}${issue.input === undefined ? '' : `, received ${shown(issue.input)}`}`;
      const forms = issue.errors.map((f) => f[0]?.message).filter((m): m is string => m !== undefined);
      return `Invalid input: it matches none of the allowed forms${forms.length > 0 ? ` (${forms.join('; or ')})` : ''}`;
    }
    default:
      return 'Invalid input';
  }
}

/**
 * The message of one zod issue, from its code: what was expected, what was received, and the bounds or options that
 * are allowed. Used as the error map of every parse in the library (a schema's own message still comes first): the
 * issues only zod's parse raises (string formats, multiples, elements of sets and maps) here, the rest by
 * {@link formatParsedIssue}.
 */
export function formatIssue(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_format': {
      if (issue.format === 'regex') break;
      const got = typeof issue.input === 'string' ? `, received ${shown(issue.input)}` : '';
      if (issue.format === 'starts_with' && typeof issue['prefix'] === 'string') return `Invalid string: must start with ${shown(issue['prefix'])}${got}`;
      if (issue.format === 'ends_with' && typeof issue['suffix'] === 'string') return `Invalid string: must end with ${shown(issue['suffix'])}${got}`;
      if (issue.format === 'includes' && typeof issue['includes'] === 'string') return `Invalid string: must include ${shown(issue['includes'])}${got}`;
      return `Invalid ${FORMATS[issue.format] ?? issue.format}${got}`;
    }
    case 'not_multiple_of':
      return `Invalid number: must be a multiple of ${issue.divisor}`;
    case 'invalid_element':
      return `Invalid value in ${issue.origin}${issue.issues[0] !== undefined ? `: ${issue.issues[0].message}` : ''}`;
  }
  return formatParsedIssue(issue);
}

/** The error map the library parses with: {@link formatIssue} for every issue without a message of its own. */
export const errorMap: $ZodErrorMap = (issue) => formatIssue(issue);

/** Parse options for `safeParse` (zod/mini or classic): messages from {@link formatIssue}. */
export const PARSE_OPTIONS = { error: errorMap } as const;

/** A path as a message shows it: each key cut (see `echo`), joined with dots. */
export function pathText(path: readonly (string | number)[]): string {
  return path.map((k) => (typeof k === 'string' ? echo(k) : String(k))).join('.');
}

/** Zod issues with a plain path; an unknown key gets one issue per key, its path ending in the key. */
export function zodIssues(error: $ZodError): { message: string; path: (string | number)[] }[] {
  return error.issues.flatMap((i) => {
    const path = i.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    if (i.code === 'unrecognized_keys')
      return i.keys.map((k) => ({ message: `Unknown field "${echo(k)}"; only the fields of the schema are allowed, so remove it or fix its spelling`, path: [...path, k] }));
    return [{ message: i.message, path }];
  });
}
