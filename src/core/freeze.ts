/**
 * Deep freezing and cloning of plain JSON state.
 * @module
 */

/** Freezes a plain JSON value and everything in it; returns it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const k of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[k]);
  }
  return value;
}

/** Whether a value and everything in it is frozen. */
export function isDeepFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (!Object.isFrozen(value)) return false;
  return Object.keys(value).every((k) => isDeepFrozen((value as Record<string, unknown>)[k]));
}

/** A deep, mutable copy of a plain JSON value (the state is plain JSON by design). */
export function clonePlain<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(clonePlain) as T;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value)) out[k] = clonePlain((value as Record<string, unknown>)[k]);
  return out as T;
}
