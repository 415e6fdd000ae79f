/**
 * Renaming players through a whole log or state: what "swap the two players' labels" means.
 */

function swapText(text: string, a: string, b: string): string {
  if (text === a) return b;
  if (text === b) return a;
  if (!text.includes(a) && !text.includes(b)) return text;
  // ids inside free text and compound keys (`remediated:p1`): whole words, with `. : -` as separators
  const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(?<![A-Za-z0-9_])(${esc(a)}|${esc(b)})(?![A-Za-z0-9_])`, 'g'), (m) => (m === a ? b : a));
}

/**
 * A deep copy of `value` with the player ids `a` and `b` swapped wherever they appear: as string values, as record
 * keys, and as whole words inside text and compound keys. Everything else is kept, including the order of arrays
 * and keys. (Unit and other ids must not contain the player ids as words, or they are renamed too — consistently.)
 */
export function swapPlayers<T>(value: T, a: string, b: string): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return swapText(v, a, b);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[swapText(k, a, b)] = walk(x);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}
