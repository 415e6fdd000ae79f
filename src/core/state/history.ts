/**
 * The battle's growing histories (ledger, destroyed units, battle tactics, turn summaries, rounds) as chunked lists:
 * full chunks of {@link HISTORY_CHUNK} entries that are never copied again, and the newest entries. Appending on the
 * public path copies one list of at most 8 slots, never the whole history, so an event of round 5 costs what the same
 * event costs in round 1, and a kept state retains no more for a long history than for a short one. Plain JSON.
 *
 * Apps read them through the selectors (`selectLedger`, `selectDestroyed`, `selectBattleTactics`,
 * `selectTurnSummaries`, `selectRounds`), which return plain readonly arrays.
 * @module
 */

/** Entries per full chunk of a history list. @internal */
export const HISTORY_CHUNK = 8;

/**
 * A history list as the state stores it, one plain list: its first item holds the earlier entries as full chunks of
 * exactly 8 (oldest first), and the items after it are the newest entries (0 to 7 of them). An append copies that one
 * list (at most 8 slots), never the earlier chunks. Read it through the selectors, which give a plain array.
 */
export type HistoryList<T> = readonly [earlier: readonly (readonly T[])[], ...recent: T[]];

type Open<T> = [(readonly T[])[], ...T[]];

/** An empty history list (a new object: the fold freezes it with the state). @internal */
export function emptyHistory<T>(): HistoryList<T> {
  return [[]];
}

/** A history list holding `items` in order (a new plain list, not frozen). @internal */
export function historyOf<T>(items: readonly T[]): HistoryList<T> {
  const full: T[][] = [];
  const cut = items.length - (items.length % HISTORY_CHUNK);
  for (let i = 0; i < cut; i += HISTORY_CHUNK) full.push(items.slice(i, i + HISTORY_CHUNK));
  return [full, ...items.slice(cut)];
}

/** The number of entries of a history list. @internal */
export function historyLength(list: HistoryList<unknown>): number {
  return list[0].length * HISTORY_CHUNK + list.length - 1;
}

/** The entries of a history list as one new plain array, oldest first. @internal */
export function historyItems<T>(list: HistoryList<T>): T[] {
  const full = list[0];
  const out = new Array<T>(full.length * HISTORY_CHUNK + list.length - 1);
  let k = 0;
  for (let c = 0; c < full.length; c++) {
    const ch = full[c] as readonly T[];
    for (let i = 0; i < ch.length; i++) out[k++] = ch[i] as T;
  }
  for (let i = 1; i < list.length; i++) out[k++] = list[i] as T;
  return out;
}

/** Entry `i` of a history list (`undefined` out of range; a negative `i` counts from the end). @internal */
export function historyAt<T>(list: HistoryList<T>, i: number): T | undefined {
  const n = historyLength(list);
  const j = i < 0 ? n + i : i;
  if (j < 0 || j >= n) return undefined;
  const f = list[0].length * HISTORY_CHUNK;
  return j < f ? (list[0][(j / HISTORY_CHUNK) | 0] as readonly T[])[j % HISTORY_CHUNK] : (list[j - f + 1] as T);
}

/** The first entry, oldest first, for which `test` holds (`undefined` if none); no array is made. @internal */
export function historyFind<T>(list: HistoryList<T>, test: (x: T) => boolean): T | undefined {
  const i = historyIndex(list, test);
  return i < 0 ? undefined : historyAt(list, i);
}

/** The index of the first entry for which `test` holds, or -1; no array is made. @internal */
export function historyIndex<T>(list: HistoryList<T>, test: (x: T) => boolean): number {
  let k = 0;
  for (const ch of list[0]) for (const x of ch) if (test(x)) return k;
  else k++;
  for (let i = 1; i < list.length; i++) if (test(list[i] as T)) return k;
  else k++;
  return -1;
}

/**
 * Appends `item`. `shared` (the public path): the list may be shared with an earlier state, so a new list is returned:
 * the newest entries copied with `item` (at most 8 slots), or, when `item` makes 8 newest entries, those 8 as a new
 * full chunk (with a copy of the list of chunks) and no newest entry; the earlier chunks are never copied. The same
 * entries always make the same list, however they were folded or restored. Otherwise (a private draft) the list is
 * written in place and returned.
 * @internal
 */
export function historyPush<T>(shared: boolean, list: HistoryList<T>, item: T): HistoryList<T> {
  const n = list.length;
  if (!shared) {
    const l = list as unknown as Open<T>;
    l.push(item);
    if (n === HISTORY_CHUNK) l[0].push(l.splice(1) as T[]);
    return list;
  }
  if (n < HISTORY_CHUNK) {
    // copied at its exact new length (a list grown by `push` keeps spare room every kept state would retain)
    const next = new Array<unknown>(n + 1);
    for (let i = 0; i < n; i++) next[i] = list[i];
    next[n] = item;
    return next as unknown as HistoryList<T>;
  }
  const chunk = new Array<T>(HISTORY_CHUNK);
  for (let i = 1; i < n; i++) chunk[i - 1] = list[i] as T;
  chunk[n - 1] = item;
  const m = list[0].length;
  const full = new Array<readonly T[]>(m + 1);
  for (let i = 0; i < m; i++) full[i] = list[0][i] as readonly T[];
  full[m] = chunk;
  return [full];
}

/**
 * Replaces entry `i` (which must exist). `shared`: returns a new list (and, for an entry of a full chunk, a copy of that
 * chunk and of the list of chunks); otherwise writes in place and returns the list.
 * @internal
 */
export function historySet<T>(shared: boolean, list: HistoryList<T>, i: number, item: T): HistoryList<T> {
  const f = list[0].length * HISTORY_CHUNK;
  if (!shared) {
    if (i >= f) (list as unknown as T[])[i - f + 1] = item;
    else (list[0][(i / HISTORY_CHUNK) | 0] as T[])[i % HISTORY_CHUNK] = item;
    return list;
  }
  const next = [...list] as unknown as Open<T>;
  if (i >= f) next[i - f + 1] = item;
  else {
    const k = (i / HISTORY_CHUNK) | 0;
    const chunk = [...(list[0][k] as readonly T[])];
    chunk[i % HISTORY_CHUNK] = item;
    const full = [...list[0]];
    full[k] = chunk;
    next[0] = full;
  }
  return next as unknown as HistoryList<T>;
}

/** Whether `v` has the shape of a history list (a restored state's check; its entries are checked apart). @internal */
export function isHistoryList(v: unknown): boolean {
  if (!Array.isArray(v) || v.length === 0 || v.length > HISTORY_CHUNK) return false;
  const full: unknown = v[0];
  if (!Array.isArray(full)) return false;
  for (const ch of full) if (!Array.isArray(ch) || ch.length !== HISTORY_CHUNK) return false;
  return true;
}
