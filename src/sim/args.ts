/**
 * One argument check at the entry of the simulators' functions (issue 25): options read once, each field of its kind,
 * or a `TypeError` naming the function and the field. Internal.
 * @module
 */

/** The fields of an options object, each read once (a getter or a Proxy trap that throws is a `TypeError`). */
export function readOptions(fn: string, given: unknown, keys: readonly string[], required = false): Record<string, unknown> {
  if (given === undefined && !required) return {};
  if (given === null || typeof given !== 'object' || Array.isArray(given)) throw new TypeError(`${fn}: the options must be an object.`);
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  try {
    for (const k of keys) {
      const v = (given as Record<string, unknown>)[k];
      // a list is copied here too, element by element: a getter on an element runs once, inside this check
      out[k] = Array.isArray(v) ? Array.from({ length: Math.min(v.length, 1_000_001) }, (_, i) => v[i] as unknown) : v;
    }
  } catch (e) {
    throw new TypeError(`${fn}: the options could not be read (${e instanceof Error ? e.message.slice(0, 120) : 'an error'}).`);
  }
  return out;
}

/** Throws a `TypeError` from `fn`: `name` must be `what`. */
export function badOption(fn: string, name: string, what: string): never {
  throw new TypeError(`${fn}: ${name} must be ${what}.`);
}

/** A whole number within [min, max] (or undefined when absent and allowed). */
export function wholeOption(fn: string, name: string, v: unknown, min: number, max: number): number | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) badOption(fn, name, `a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`);
  return v;
}

/** Whether `v` looks like a generator from `createRng` (its methods are functions). */
export function isRng(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return false;
  try {
    const r = v as Record<string, unknown>;
    return typeof r['next'] === 'function' && typeof r['int'] === 'function' && typeof r['pick'] === 'function';
  } catch {
    return false;
  }
}

/** Whether `engine` has the parts of an engine the simulators use. */
export function engineOrThrow(fn: string, engine: unknown): void {
  let ok = false;
  try {
    const e = engine as Record<string, unknown> | null;
    ok = e !== null && typeof e === 'object' && typeof e['pack'] === 'object' && e['pack'] !== null && typeof e['trusted'] === 'object' && typeof e['available'] === 'function';
  } catch {
    ok = false;
  }
  if (!ok) throw new TypeError(`${fn}: engine must be an engine from createEngine (or a pack's, e.g. galletEngine).`);
}
