/**
 * Damaging recorded events for the differential parse tests (test/core/fast-parse, test/core/compiled-parse): every
 * path inside an event, and a copy of it with one value replaced, removed, or a key added beside it.
 */

/** Every path inside a value (objects and arrays), the root included. */
export function paths(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

/** A copy of `event` with the value at `path` replaced, removed, or a key added next to it. */
export function damaged(event: unknown, path: readonly (string | number)[], how: 'set' | 'remove' | 'add', value: unknown): unknown {
  const copy = structuredClone(event) as Record<string | number, unknown>;
  if (path.length === 0) return how === 'set' ? value : copy;
  let cur = copy;
  for (const p of path.slice(0, -1)) cur = cur[p] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (how === 'remove') delete cur[last];
  else if (how === 'add') cur[`${String(last)}X`] = value;
  else cur[last] = value;
  return copy;
}
