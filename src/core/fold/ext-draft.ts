/**
 * The copy-on-write draft a pack's `ext` update writes into on the public path. Part of the fold (`evolve`,
 * src/core/fold/evolve.ts).
 * @module
 */
import { has } from '../rules/rules-of.js';
import { isObject, own } from './write.js';

/**
 * The draft a pack's `ext` update works on, on the public path, where the `ext` of the state before is deep-frozen: the
 * update gets a Proxy of a shallow copy of it, and every object it reaches through the draft is copied on first reach
 * (a frozen one; a new one is used as it is) and handed out as a draft in turn. So an update copies only the path it
 * walks, not the whole `ext`, and writes as it would into a plain object (`x.list.push(…)`, `x.map[k] = v`,
 * `delete x.map[k]`, `x.rec[i].field = v`). {@link ExtDraft.settle} then takes the drafts out again and puts back what
 * the update left equal (shared with the state before, as it was under immer); the fold freezes the new parts at the end.
 */
export class ExtDraft {
  /** A draft's proxy by its object, and the object by its proxy. */
  private readonly proxies = new Map<object, object>();
  private readonly targets = new Map<object, object>();
  /** The frozen value each copy was made from. */
  private readonly originals = new Map<object, object>();
  private readonly handler: ProxyHandler<Record<string | symbol, unknown>> = {
    get: (t, k) => {
      const v = t[k];
      if (!isObject(v)) return v;
      let w: object = v;
      if (!Object.isExtensible(v)) {
        w = Array.isArray(v) ? [...(v as unknown[])] : { ...v };
        this.originals.set(w, v);
        t[k] = w;
      }
      return this.draft(w);
    },
    set: (t, k, v) => {
      t[k] = isObject(v) ? (this.targets.get(v) ?? v) : v;
      return true;
    },
  };

  /** The draft of `value`, an object of the update's own (a copy, or one it made). */
  draft(value: object): object {
    let p = this.proxies.get(value);
    if (p === undefined) {
      p = new Proxy(value as Record<string | symbol, unknown>, this.handler);
      this.proxies.set(value, p);
      this.targets.set(p, value);
    }
    return p;
  }

  /**
   * `value` (an object the update copied or made; never frozen) with every draft in it replaced by its object, and every
   * part equal to the same part of `before` (the value it replaces, deep-frozen) replaced by that part: `before` itself
   * when nothing changed. A list the update grew is copied at its exact length (a list grown by `push` keeps spare room).
   */
  settle(value: Record<string, unknown>, before: unknown): unknown {
    const was = this.originals.get(value) ?? before;
    // only the parts that are not frozen can hold drafts or changes (a proxy is asked of its target: a copy or a part
    // the update made, never frozen); frozen parts are the state before's, or shared with it, and are not looked up
    if (Array.isArray(value)) {
      const prev = Array.isArray(was) ? (was as unknown[]) : undefined;
      const n = value.length;
      let same = prev !== undefined && n === prev.length;
      for (let i = 0; i < n; i++) {
        let v = value[i] as unknown;
        if (v !== null && typeof v === 'object' && Object.isExtensible(v)) {
          const t = this.targets.get(v);
          if (t !== undefined) v = value[i] = t;
          const r = this.settle(v as Record<string, unknown>, prev?.[i]);
          if (r !== v) v = value[i] = r;
        }
        if (same && v !== (prev as unknown[])[i]) same = false;
      }
      if (same) return prev;
      return prev !== undefined && n > prev.length ? [...(value as unknown[])] : value;
    }
    const prev = isObject(was) && !Array.isArray(was) ? was : undefined;
    let same = prev !== undefined;
    let n = 0;
    for (const k in value) {
      n++;
      let v = value[k];
      if (v !== null && typeof v === 'object' && Object.isExtensible(v)) {
        const t = this.targets.get(v) as Record<string, unknown> | undefined;
        if (t !== undefined) v = value[k] = t;
        const r = this.settle(v as Record<string, unknown>, prev?.[k]);
        if (r !== v) v = value[k] = r;
      }
      if (same && (v !== (prev as Record<string, unknown>)[k] || (v === undefined && !Object.hasOwn(prev as object, k)))) same = false;
    }
    if (same) {
      // every value equal: the same part when it has no other keys
      let m = 0;
      for (const k in prev) if (Object.hasOwn(prev as object, k)) m++;
      if (m === n) return prev;
    }
    return value;
  }
}
