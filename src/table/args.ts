/**
 * One argument check at the entry of every function of `battlepack-engine/table` (issue 25): a caller's value is read
 * once as plain data (a getter runs once, a Proxy is asked once per key, whatever throws is caught), so nothing deep
 * inside can throw on it. Functions that answer with violations turn a problem into one; functions that answer with a
 * number or a picture throw a `TypeError` naming the function and the argument (documented on each).
 * @module
 */
import { readEvent } from '../core/events/plain.js';

/** The plain copy of an argument, or why it cannot be read (a path inside it and a message). */
export type ArgRead = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly path: (string | number)[]; readonly message: string };

/** The most values an argument may hold (a map of 4,096 corners holds ~10,000; a snapshot of 2,000 models ~10,000). */
const ARG_VALUES = 1_000_000;

/** Reads `value` once as plain data (objects by their enumerable keys, arrays by index); never throws. */
export function readArg(value: unknown): ArgRead {
  const r = readEvent(value, { depth: 64, values: ARG_VALUES });
  if (!r.ok) return { ok: false, path: r.problem.path, message: r.problem.message.replace(/^The event/, 'The value') };
  return { ok: true, value: r.value };
}

/** The plain copy of `value`, or a `TypeError` naming `fn` and the argument. */
export function argOrThrow(fn: string, name: string, value: unknown): unknown {
  const r = readArg(value);
  if (!r.ok) throw new TypeError(`${fn}: the argument ${name} could not be read${r.path.length > 0 ? ` at ${r.path.join('.')}` : ''} (${r.message}).`);
  return r.value;
}

/** Throws a `TypeError` from `fn` saying that `name` must be `what`. */
export function badArg(fn: string, name: string, what: string): never {
  throw new TypeError(`${fn}: ${name} must be ${what}.`);
}

/** Whether a value is a plain object (not null, not an array). */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a value is a finite number. */
export const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A finite number, or a `TypeError` from `fn`. */
export function finiteArg(fn: string, name: string, v: unknown): number {
  if (!isFiniteNumber(v)) badArg(fn, name, 'a finite number');
  return v;
}
