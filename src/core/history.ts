/**
 * The battle's growing histories (ledger, destroyed units, battle tactics, turn summaries, rounds) as chunked lists:
 * full chunks of {@link HISTORY_CHUNK} entries that are never copied again, and a short tail. Appending on the public
 * path copies the tail (fewer than {@link HISTORY_CHUNK} entries) and one small node, never the whole history, so an
 * event of round 5 costs what the same event costs in round 1. The lists stay plain JSON.
 *
 * Apps read them through the selectors (`selectLedger`, `selectDestroyed`, `selectBattleTactics`,
 * `selectTurnSummaries`, `selectRounds`), which return plain readonly arrays.
 * @module
 */

/** Entries per full chunk of a history list. @internal */
export const HISTORY_CHUNK = 8;

/**
 * A history list as the state stores it: `full` chunks of exactly 8 entries each (oldest first), then `tail` (0 to 7
 * entries), `length` entries in all. Read it through the selectors, which give a plain array.
 */
export interface HistoryList<T> {
  /** Full chunks of 8 entries, oldest first; a full chunk is never copied again. */
  readonly full: readonly (readonly T[])[];
  /** The newest entries after the full chunks: fewer than 8. */
  readonly tail: readonly T[];
  /** Number of entries. */
  readonly length: number;
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** An empty history list (a new object: the fold freezes it with the state). @internal */
export function emptyHistory<T>(): HistoryList<T> {
  return { full: [], tail: [], length: 0 };
}

/** A history list holding `items` in order (a new plain object, not frozen). @internal */
export function historyOf<T>(items: readonly T[]): HistoryList<T> {
  const full: T[][] = [];
  const cut = items.length - (items.length % HISTORY_CHUNK);
  for (let i = 0; i < cut; i += HISTORY_CHUNK) full.push(items.slice(i, i + HISTORY_CHUNK));
  return { full, tail: items.slice(cut), length: items.length };
}

/**
 * The entries of a history list as one plain readonly array, oldest first. The tail itself when there is no full
 * chunk, otherwise a new array.
 * @internal
 */
export function historyItems<T>(list: HistoryList<T>): readonly T[] {
  const full = list.full;
  if (full.length === 0) return list.tail;
  if (list.tail.length === 0 && full.length === 1) return full[0] as readonly T[];
  const out = new Array<T>(list.length);
  let k = 0;
  for (let c = 0; c < full.length; c++) {
    const ch = full[c] as readonly T[];
    for (let i = 0; i < ch.length; i++) out[k++] = ch[i] as T;
  }
  const tail = list.tail;
  for (let i = 0; i < tail.length; i++) out[k++] = tail[i] as T;
  return out;
}

/** Entry `i` of a history list (`undefined` out of range; a negative `i` counts from the end). @internal */
export function historyAt<T>(list: HistoryList<T>, i: number): T | undefined {
  const j = i < 0 ? list.length + i : i;
  if (j < 0 || j >= list.length) return undefined;
  const f = list.full.length * HISTORY_CHUNK;
  return j < f ? (list.full[(j / HISTORY_CHUNK) | 0] as readonly T[])[j % HISTORY_CHUNK] : list.tail[j - f];
}

/** The first entry, oldest first, for which `test` holds (`undefined` if none); no array is made. @internal */
export function historyFind<T>(list: HistoryList<T>, test: (x: T) => boolean): T | undefined {
  for (const ch of list.full) for (const x of ch) if (test(x)) return x;
  for (const x of list.tail) if (test(x)) return x;
  return undefined;
}

/** The index of the first entry for which `test` holds, or -1; no array is made. @internal */
export function historyIndex<T>(list: HistoryList<T>, test: (x: T) => boolean): number {
  let k = 0;
  for (const ch of list.full) for (const x of ch) if (test(x)) return k;
  else k++;
  for (const x of list.tail) if (test(x)) return k;
  else k++;
  return -1;
}

/**
 * Appends `item`. `shared` (the public path): the list may be shared with an earlier state, so a new node is returned
 * with a copy of the tail (fewer than 8 entries) and, when the tail fills a chunk, a copy of the list of chunks;
 * nothing else is copied. Otherwise (a private draft) the list is written in place and returned.
 * @internal
 */
export function historyPush<T>(shared: boolean, list: HistoryList<T>, item: T): HistoryList<T> {
  const n = list.tail.length;
  if (!shared) {
    const l = list as Writable<HistoryList<T>>;
    (l.tail as T[]).push(item);
    if (n + 1 === HISTORY_CHUNK) {
      (l.full as (readonly T[])[]).push(l.tail);
      l.tail = [];
    }
    l.length = list.length + 1;
    return l;
  }
  // copied at its exact new length (a list grown by `push` keeps spare room every kept state would retain)
  const tail = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) tail[i] = list.tail[i] as T;
  tail[n] = item;
  if (n + 1 < HISTORY_CHUNK) return { full: list.full, tail, length: list.length + 1 };
  const m = list.full.length;
  const full = new Array<readonly T[]>(m + 1);
  for (let i = 0; i < m; i++) full[i] = list.full[i] as readonly T[];
  full[m] = tail;
  return { full, tail: [], length: list.length + 1 };
}

/**
 * Replaces entry `i` (which must exist). `shared`: returns a new node with a copy of the tail or of the one chunk that
 * holds it (and of the list of chunks); otherwise writes in place and returns the list.
 * @internal
 */
export function historySet<T>(shared: boolean, list: HistoryList<T>, i: number, item: T): HistoryList<T> {
  const f = list.full.length * HISTORY_CHUNK;
  if (!shared) {
    if (i >= f) (list.tail as T[])[i - f] = item;
    else (list.full[(i / HISTORY_CHUNK) | 0] as T[])[i % HISTORY_CHUNK] = item;
    return list;
  }
  if (i >= f) {
    const tail = [...list.tail];
    tail[i - f] = item;
    return { full: list.full, tail, length: list.length };
  }
  const k = (i / HISTORY_CHUNK) | 0;
  const chunk = [...(list.full[k] as readonly T[])];
  chunk[i % HISTORY_CHUNK] = item;
  const full = [...list.full];
  full[k] = chunk;
  return { full, tail: list.tail, length: list.length };
}

/** Whether `v` has the shape of a history list whose entries each pass `entry` (a restored state's check). @internal */
export function isHistoryList(v: unknown, entry: (x: unknown) => boolean): boolean {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const l = v as Record<string, unknown>;
  const full = l['full'];
  const tail = l['tail'];
  if (!Array.isArray(full) || !Array.isArray(tail) || typeof l['length'] !== 'number') return false;
  if (tail.length >= HISTORY_CHUNK || l['length'] !== full.length * HISTORY_CHUNK + tail.length) return false;
  for (const ch of full) if (!Array.isArray(ch) || ch.length !== HISTORY_CHUNK || !ch.every(entry)) return false;
  return tail.every(entry);
}
