/**
 * What each `apply` adds to a kept state, event type by event type and by the state's top-level key (`npx tsx
 * bench/kept-by-type.ts [cheap|pack] [battles]`): the row's recorded battles are applied event by event, and each new
 * state is walked against the one before; every object or list not shared with it is new, and is counted at the size
 * V8 gives a plain object or list on a 64-bit heap without pointer compression (an object: a 24-byte header and 8
 * bytes a field; a list: a 32-byte header and its store, 16 bytes and 8 a slot).
 *
 * An estimate: strings, numbers stored as heap numbers and V8's spare slots are not counted, so it comes out below
 * the bench's measured bytes retained per event (`npm run bench -- --one memory:<plan>`). It says where those bytes
 * come from: which events, which parts of the state. Not part of the suite; for working on memory (see
 * docs/performance.md).
 */
import { galletEngine, recordBattles, type PlanKind } from './battles.js';

const kind = (process.argv[2] ?? 'cheap') as PlanKind;
const count = Number(process.argv[3] ?? 30);
// `--paths`: for each event type, also where in the state its new objects are (ids and list places folded to `*`, `#`)
const paths = process.argv.includes('--paths');
const battles = recordBattles(kind, count);

interface Tally {
  events: number;
  bytes: number;
  objects: number;
}
const byType = new Map<string, Tally>();
const byKey = new Map<string, number>();
/** By event type, by place in the state (a path with ids as `*` and list places as `#`): new bytes and objects. */
const byPath = new Map<string, Map<string, { bytes: number; objects: number }>>();
/** The records keyed by id, whose keys a path shows as `*`. */
const KEYED = new Set(['players', 'units', 'objectives', 'terrain', 'contests', 'zones', 'positions', 'markers', 'vpAfter', 'rolls']);

/** The estimated size of one object or list of `fields` fields or slots. */
const sizeOf = (list: boolean, fields: number): number => (list ? 32 + 16 + 8 * fields : 24 + 8 * fields);

/**
 * Counts every object in `next` not shared with `prev` (the same place in the state before) into `tally`, once: an
 * object met again in the same new state (a report shared by the objectives it covers, a moment) is not counted again.
 */
function walk(next: unknown, prev: unknown, top: string, tally: Tally, seen: Set<unknown>, at: string, places: Map<string, { bytes: number; objects: number }> | undefined): void {
  if (next === null || typeof next !== 'object' || next === prev || seen.has(next)) return;
  seen.add(next);
  const list = Array.isArray(next);
  const keys = Object.keys(next);
  const bytes = sizeOf(list, keys.length);
  tally.bytes += bytes;
  tally.objects += 1;
  byKey.set(top, (byKey.get(top) ?? 0) + bytes);
  if (places !== undefined) {
    const p = places.get(at) ?? { bytes: 0, objects: 0 };
    p.bytes += bytes;
    p.objects += 1;
    places.set(at, p);
  }
  const before = prev !== null && typeof prev === 'object' ? (prev as Record<string, unknown>) : undefined;
  const last = at.slice(at.lastIndexOf('.') + 1);
  for (const k of keys) {
    const step = list ? '#' : KEYED.has(last) ? '*' : k;
    walk((next as Record<string, unknown>)[k], before?.[k], top === '(root)' ? k : top, tally, seen, at === '' ? step : `${at}.${step}`, places);
  }
}

let events = 0;
let total = 0;
for (const battle of battles) {
  let s = galletEngine.initialState();
  for (const e of battle) {
    const r = galletEngine.apply(s, e);
    if (!r.ok) throw new Error(`refused: ${r.violations[0]?.message ?? ''}`);
    const tally = byType.get(e.type) ?? { events: 0, bytes: 0, objects: 0 };
    const before = tally.bytes;
    tally.events += 1;
    let places = byPath.get(e.type);
    if (paths && places === undefined) byPath.set(e.type, (places = new Map()));
    walk(r.state, s, '(root)', tally, new Set(), '', places);
    byType.set(e.type, tally);
    total += tally.bytes - before;
    events += 1;
    s = r.state;
  }
}

const pct = (n: number): string => `${((100 * n) / total).toFixed(1)} %`;
console.log(`${kind}: ${count} battles, ${events} events, ~${(total / events).toFixed(0)} B of new objects per event (estimate)`);
console.log('\nby event type: events, new bytes and objects per event of the type, share of all new bytes');
for (const [type, t] of [...byType].sort((a, b) => b[1].bytes - a[1].bytes))
  console.log(`${type.padEnd(28)}${String(t.events).padStart(7)}${(t.bytes / t.events).toFixed(0).padStart(7)} B${(t.objects / t.events).toFixed(1).padStart(7)} objects${pct(t.bytes).padStart(9)}`);
console.log('\nby top-level key of the state: new bytes per event (of all events)');
for (const [key, bytes] of [...byKey].sort((a, b) => b[1] - a[1])) console.log(`${key.padEnd(28)}${(bytes / events).toFixed(1).padStart(8)} B${pct(bytes).padStart(9)}`);
if (paths)
  for (const [type, t] of [...byType].sort((a, b) => b[1].bytes - a[1].bytes)) {
    console.log(`\n${type} (${t.events} events): new objects per event of the type, by place in the state`);
    for (const [at, p] of [...(byPath.get(type) ?? [])].sort((a, b) => b[1].bytes - a[1].bytes))
      console.log(`  ${(at === '' ? '(root)' : at).padEnd(44)}${(p.bytes / t.events).toFixed(0).padStart(6)} B${(p.objects / t.events).toFixed(2).padStart(7)} objects`);
  }
