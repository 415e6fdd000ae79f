/**
 * Deep freezing and cloning of plain JSON state.
 * @module
 */
import { SHARED_FOLD, own } from '../fold/write.js';

/**
 * Freezes a plain JSON value and everything in it; returns it.
 * @internal
 */
export function deepFreeze<T>(value: T): T {
  // the walk of `freezeChanges` with nothing shared: a part already frozen is skipped, the rest walked without
  // `Object.keys` arrays (`isFrozen`, which looks at every key, only runs on a part that is not extensible)
  return freezeChanges(value, undefined);
}

/**
 * How a finished part of a state is closed: `Object.freeze` (the default: states are deeply immutable), or, on an
 * engine made with `{ freeze: false }`, `Object.preventExtensions`, which marks the part as shared with a state
 * handed out (the fold copies it before writing, as it copies a frozen one) without freezing its fields.
 */
export type Lock = (o: object) => unknown;

/** The lock of an engine made with `{ freeze: false }`: parts are marked shared, not frozen. @internal */
export const markShared: Lock = (o) => Object.preventExtensions(o);

/**
 * `parent[key]`, ready to be written in place: a part that is shared with an earlier state (frozen, or marked shared on
 * an engine made with `{ freeze: false }`) is replaced by a shallow copy first. For writers outside the fold's own
 * copy on write (the table rules), on a part that holds only references (the board, the histories).
 * @internal
 */
export function writable<P extends object, K extends keyof P>(parent: P, key: K): P[K] {
  // the fold's own copy on write, as on the public path (an extensible part is written in place)
  return own(SHARED_FOLD, parent, key);
}

/**
 * Freezes `next` and everything in it that is not shared with `prev`, a deep-frozen earlier version of it: a part
 * found at the same place in both is skipped without a look (`prev` is frozen through and through), so the cost
 * follows what changed, not the size of the state. Returns `next`, deep-frozen.
 *
 * A part that replaces one of `prev` is frozen without a look first (`isExtensible` is a call into V8's runtime of
 * ~30 ns, about what the freeze costs): one moved from elsewhere in the frozen state is frozen again and walked, which
 * changes nothing. Where `prev` has nothing (`undefined`: `deepFreeze`, a new key or item), a part already frozen is
 * skipped (`isFrozen`, which looks at every key, only runs on a part that is not extensible). With `prev` null, what
 * is below is walked as new all the way down: a state the engine folded itself.
 */
export function freezeChanges<T>(next: T, prev: unknown, lock: Lock = Object.freeze): T {
  if (next === null || typeof next !== 'object' || (next as unknown) === prev) return next;
  if (prev === undefined && !Object.isExtensible(next) && (lock !== Object.freeze || Object.isFrozen(next))) return next;
  lock(next);
  // below a part `prev` has no counterpart of, each part is given what `prev` is (undefined or null)
  const before = prev !== null && typeof prev === 'object' ? (prev as Record<string | number, unknown>) : undefined;
  if (Array.isArray(next)) {
    for (let i = 0; i < next.length; i++) {
      const v = next[i] as unknown;
      if (v !== null && typeof v === 'object') {
        const b = before === undefined ? prev : before[i];
        if (v !== b) freezeChanges(v, b, lock);
      }
    }
    return next;
  }
  // most keys of a copied record still hold what `prev` held: skipped here, without a call. A `for…in` walks the keys
  // from V8's cache of them and reads each value by its slot (`Object.keys` made an array of them, then looked each up)
  const rec = next as Record<string, unknown>;
  for (const k in rec) {
    const v = rec[k];
    if (v !== null && typeof v === 'object') {
      const b = before === undefined ? prev : before[k];
      if (v !== b) freezeChanges(v, b, lock);
    }
  }
  return next;
}

/** Whether a value and everything in it is frozen. */
export function isDeepFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (!Object.isFrozen(value)) return false;
  return Object.keys(value).every((k) => isDeepFrozen((value as Record<string, unknown>)[k]));
}

/**
 * A deep, mutable copy of a plain JSON value (the state is plain JSON by design).
 * @internal
 */
export function clonePlain<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const n = value.length;
    const arr: unknown[] = new Array<unknown>(n);
    for (let i = 0; i < n; i++) arr[i] = clonePlain(value[i] as unknown);
    return arr as T;
  }
  // a spread copies every own key at once and keeps the object's fast shape; adding 20+ keys one by one would leave
  // V8 a slow dictionary-mode object (the state root has 24 keys), which made every later read and copy of it slow
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const k of Object.keys(out)) {
    const v = out[k];
    if (v !== null && typeof v === 'object') out[k] = clonePlain(v);
  }
  return out as T;
}

/**
 * Freezes the data of a battlepack definition in place: every plain object and array reachable from `value`. Functions
 * (hooks) and objects of other kinds (zod schemas, which keep caches of their own) are left as they are, and so is what
 * they hold. Returns `value`.
 */
export function freezeData<T>(value: T): T {
  const seen = new Set<object>();
  const todo: unknown[] = [value];
  while (todo.length > 0) {
    const v = todo.pop();
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    const proto: unknown = Object.getPrototypeOf(v);
    if (!Array.isArray(v) && proto !== Object.prototype && proto !== null) continue;
    // a part frozen only at its top (an `Object.freeze([...])` list) is still walked: its children may not be
    Object.freeze(v);
    for (const k of Object.keys(v)) todo.push((v as Record<string, unknown>)[k]);
  }
  return value;
}
