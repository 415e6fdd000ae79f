/**
 * What the heap holds for the kept `apply` states, by V8 node type, by the edge that retains each new node, and the
 * new hidden classes by the keys they describe (`node --expose-gc --import tsx bench/kept-heap.ts <cheap|pack>
 * [battles] [--cold | --other]`, `TOP=n` rows): a heap snapshot before and after keeping every state, new nodes told
 * apart by their snapshot ids. Keys that look like unit ids print as UNIT, `owner:name` keys (Gallet's
 * `ext.unitNames`) as P:NAME, objective ids as OBJ. The first rows (`array: <- object.table`) are this script's own set
 * of ids. Modes as in bench/kept-retained.ts. Not part of the suite.
 */
import v8 from 'node:v8';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { galletEngine, recordBattles, type PlanKind } from './battles.js';
const kind = (process.argv[2] ?? 'cheap') as PlanKind;
const count = Number(process.argv[3] ?? 30);
const gc = (globalThis as { gc?: () => void }).gc!;
const battles = recordBattles(kind, count);
const events = battles.reduce((n, b) => n + b.length, 0);
function keepAll(): unknown[] {
  const all: unknown[] = [];
  for (const b of battles) { let s = galletEngine.initialState(); for (const e of b) { const r = galletEngine.apply(s, e); if (!r.ok) throw new Error('refused'); s = r.state; all.push(s); } }
  return all;
}
if (process.argv.includes("--other")) { const w = recordBattles(kind, count, 1_000_000); for (const b of w) { let s = galletEngine.initialState(); for (const e of b) { const r = galletEngine.apply(s, e); if (r.ok) s = r.state; } } } else if (!process.argv.includes("--cold")) { keepAll(); keepAll(); }
const collect = () => { for (let i = 0; i < 4; i++) gc(); };
function load(file: string) { const j = JSON.parse(readFileSync(file, 'utf8')); rmSync(file); return j; }
collect();
let A = load(v8.writeHeapSnapshot(join(tmpdir(), 'kept-heap-a.heapsnapshot')));
const n = A.snapshot.meta.node_fields.length;
const idi = A.snapshot.meta.node_fields.indexOf('id');
const old = new Set<number>(); for (let i = 0; i < A.nodes.length; i += n) old.add(A.nodes[i + idi]);
A = null;
collect();
const kept = keepAll();
collect();
const B = load(v8.writeHeapSnapshot(join(tmpdir(), 'kept-heap-b.heapsnapshot')));
const f = B.snapshot.meta.node_fields as string[]; const types = B.snapshot.meta.node_types[0] as string[];
const ef = B.snapshot.meta.edge_fields as string[]; const etypes = B.snapshot.meta.edge_types[0] as string[];
const ti = f.indexOf('type'), ni = f.indexOf('name'), si = f.indexOf('self_size'), ei = f.indexOf('edge_count');
const en = ef.length, eti = ef.indexOf('type'), eni = ef.indexOf('name_or_index'), eto = ef.indexOf('to_node');
const nodes = B.nodes as number[]; const edges = B.edges as number[];
const isNew = (i: number) => !old.has(nodes[i + idi]!);
const label = (i: number) => { const t = types[nodes[i + ti]!]!; return t === 'hidden' || t === 'array' || t === 'object shape' || t === 'code' ? `${t}:${(B.strings[nodes[i + ni]!] as string).slice(0, 28)}` : t; };
const owner = new Map<number, string>();
let e = 0;
for (let i = 0; i < nodes.length; i += n) {
  for (let k = 0; k < nodes[i + ei]!; k++, e += en) {
    const to = edges[e + eto]!;
    const et = etypes[edges[e + eti]!]!;
    if (et === 'weak' || et === 'shortcut' || owner.has(to) || !isNew(to)) continue;
    const name = et === 'element' ? '#' : et === 'hidden' ? 'h' : String(B.strings[edges[e + eni]!]).slice(0, 24);
    owner.set(to, `${label(i)}.${name}`);
  }
}
const byType = new Map<string, number>(); const byOwner = new Map<string, [number, number]>();
let total = 0;
for (let i = 0; i < nodes.length; i += n) {
  if (!isNew(i)) continue;
  const sz = nodes[i + si]!; total += sz;
  const l = label(i);
  byType.set(l, (byType.get(l) ?? 0) + sz);
  const k = `${l} <- ${owner.get(i) ?? '?'}`;
  const x = byOwner.get(k) ?? [0, 0]; x[0]++; x[1] += sz; byOwner.set(k, x);
}
console.log(`${kind} ${count} battles ${events} events: new nodes ${(total / events).toFixed(1)} B per event`);
for (const [k, v] of [...byType].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log('  ' + k.padEnd(50), (v / events).toFixed(1));
console.log('by owner edge:');
for (const [k, [c, s]] of [...byOwner].sort((a, b) => b[1][1] - a[1][1]).slice(0, Number(process.env.TOP ?? 60))) console.log('  ' + k.padEnd(80), (c / events).toFixed(3), (s / events).toFixed(1));
if (kept.length < 0) console.log();
{
  // new descriptor arrays and enum caches, by the keys they hold (first 6)
  const firstEdge = new Int32Array(nodes.length / n + 1);
  for (let i = 0, x = 0, ee = 0; i < nodes.length; i += n, x++) { firstEdge[x] = ee; ee += nodes[i + ei]! * en; }
  const keysOf = (i: number): string => {
    const out: string[] = [];
    const start = firstEdge[i / n]!;
    for (let k = 0; k < nodes[i + ei]!; k++) {
      const to = edges[start + k * en + eto]!;
      if (types[nodes[to + ti]!] === 'string' || types[nodes[to + ti]!] === 'concatenated string') out.push(String(B.strings[nodes[to + ni]!]).slice(0, 12));
    }
    return out.slice(0, 8).join(',') + (out.length > 8 ? `…(${out.length})` : '');
  };
  const g = new Map<string, [number, number]>();
  for (let i = 0; i < nodes.length; i += n) {
    if (!isNew(i)) continue;
    const l = label(i);
    if (l !== 'object shape:system / DescriptorArray' && l !== 'object shape:(enum cache)') continue;
    const k = `${l.slice(13)} ${keysOf(i)}`;
    const x = g.get(k) ?? [0, 0]; x[0]++; x[1] += nodes[i + si]!; g.set(k, x);
  }
  console.log('new descriptor arrays / enum caches by keys:');
  for (const [k, [c, s]] of [...g].sort((a, b) => b[1][1] - a[1][1]).slice(0, 40)) console.log('  ' + k.padEnd(100), c, (s / events).toFixed(2));
}
{
  const firstEdge = new Int32Array(nodes.length / n + 1);
  for (let i = 0, x = 0, ee = 0; i < nodes.length; i += n, x++) { firstEdge[x] = ee; ee += nodes[i + ei]! * en; }
  const out = (i: number) => { const r: [string, number][] = []; const s = firstEdge[i / n]!; for (let k = 0; k < nodes[i + ei]!; k++) { const e = s + k * en; const et = etypes[edges[e + eti]!]!; r.push([et === 'element' || et === 'hidden' ? '#' : String(B.strings[edges[e + eni]!]), edges[e + eto]!]); } return r; };
  const parent = new Map<number, number>();
  for (let i = 0; i < nodes.length; i += n) for (const [, to] of out(i)) if (!parent.has(to)) parent.set(to, i);
  const daLabel = (da: number): string => {
    const ks: string[] = [];
    for (const [, to] of out(da)) if (types[nodes[to + ti]!] === 'string') ks.push(String(B.strings[nodes[to + ni]!]));
    const cls = (k: string) => /^p\d:/.test(k) ? 'P:NAME' : /^[ab]r?\d+$/.test(k) || /^[a-z]+-\d+$/.test(k) ? 'UNIT' : /^o\d+$/.test(k) ? 'OBJ' : k;
    const c = [...new Set(ks.map(cls))];
    return c.slice(0, 6).join(',') + (c.length > 6 ? '…' : '');
  };
  const nm = (i: number) => String(B.strings[nodes[i + ni]!]);
  const labelOf = (i: number): string => {
    let cur = i;
    for (let d = 0; d < 5; d++) {
      const t = nm(cur);
      if (t === 'system / DescriptorArray') return daLabel(cur);
      if (t === 'system / Map') { const de = out(cur).find(([k]) => k === 'descriptors'); if (de) return daLabel(de[1]); return '?map'; }
      const p = parent.get(cur); if (p === undefined) return '?';
      cur = p;
    }
    return '?';
  };
  const g = new Map<string, number>();
  for (let i = 0; i < nodes.length; i += n) {
    if (!isNew(i)) continue;
    const t = types[nodes[i + ti]!]!;
    if (t !== 'object shape') continue;
    const l = labelOf(i);
    g.set(l, (g.get(l) ?? 0) + nodes[i + si]!);
  }
  console.log('new hidden-class bytes per event by keys:');
  for (const [k, s] of [...g].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log('  ' + k.slice(0, 90).padEnd(92), (s / events).toFixed(2));
}
