/**
 * Bytes retained per kept `apply` state (`node --expose-gc --import tsx bench/kept-retained.ts <cheap|pack> [battles]
 * [--cold | --other]`), as the bench's memory row measures them (every state of the recorded battles kept, full
 * collections before and after). `--cold`: nothing applied before, as the bench's child process (its figure); `--other`:
 * after applying as many other battles (other seeds), so the code is compiled and the shared hidden classes exist, but
 * the measured battles' own records still make theirs, as in a server that has run a while; neither: after applying
 * the same battles twice (their per-battle hidden classes then exist already: a figure below what a new battle costs).
 * `--snap`, `--strings`, `--owners <types>`, `--proparr`: what the heap holds, by V8 type, string, retainer. Not part of
 * the suite; for working on memory (docs/performance-log.md, "Memory per kept state: per-battle hidden classes").
 */
import v8 from 'node:v8';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { galletEngine, recordBattles, type PlanKind } from './battles.js';
const kind = (process.argv[2] ?? 'cheap') as PlanKind;
const count = Number(process.argv[3] ?? 60);
const snap = process.argv.includes('--snap');
const gc = (globalThis as { gc?: () => void }).gc!;
const battles = recordBattles(kind, count);
const events = battles.reduce((n, b) => n + b.length, 0);
function keepAll(): unknown[] {
  const all: unknown[] = [];
  for (const b of battles) {
    let s = galletEngine.initialState();
    for (const e of b) {
      const r = galletEngine.apply(s, e);
      if (!r.ok) throw new Error('refused');
      s = r.state;
      all.push(s);
    }
  }
  return all;
}
if (process.argv.includes('--other')) { const w = recordBattles(kind, count, 1_000_000); for (const b of w) { let s = galletEngine.initialState(); for (const e of b) { const r = galletEngine.apply(s, e); if (r.ok) s = r.state; } } }
else if (!process.argv.includes("--cold")) { keepAll(); keepAll(); }
const collect = () => { for (let i = 0; i < 4; i++) gc(); return process.memoryUsage().heapUsed; };
function tally(file: string): Map<string, number> {
  const j = JSON.parse(readFileSync(file, 'utf8'));
  const f = j.snapshot.meta.node_fields as string[];
  const types = j.snapshot.meta.node_types[0] as string[];
  const n = f.length, ti = f.indexOf('type'), ni = f.indexOf('name'), si = f.indexOf('self_size');
  const m = new Map<string, number>();
  const nodes = j.nodes as number[];
  for (let i = 0; i < nodes.length; i += n) {
    const t = types[nodes[i + ti]!]!;
    let name = t === 'hidden' || t === 'native' || t === 'code' || t === 'array' ? (j.strings[nodes[i + ni]!] as string) : t;
    if (t === 'array') name = 'array:' + name.slice(0, 30);
    if (t === 'object') name = 'object';
    const k = `${t}|${name.slice(0, 50)}`;
    m.set(k, (m.get(k) ?? 0) + nodes[i + si]!);
  }
  return m;
}
/** A heap snapshot of now, parsed, with the indices of the node and edge fields the reports below read. */
function heapNow() {
  const file = v8.writeHeapSnapshot(join(tmpdir(), `kept-retained-${process.pid}-${Date.now()}.heapsnapshot`));
  const j = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(file);
  const f = j.snapshot.meta.node_fields as string[]; const types = j.snapshot.meta.node_types[0] as string[];
  const ef = j.snapshot.meta.edge_fields as string[]; const etypes = j.snapshot.meta.edge_types[0] as string[];
  return {
    j, types, etypes, nodes: j.nodes as number[], edges: j.edges as number[],
    n: f.length, ti: f.indexOf('type'), ni: f.indexOf('name'), si: f.indexOf('self_size'), ei: f.indexOf('edge_count'),
    en: ef.length, eti: ef.indexOf('type'), eni: ef.indexOf('name_or_index'), eto: ef.indexOf('to_node'),
  };
}
let a: Map<string, number> | undefined;
if (snap) { collect(); const fa = v8.writeHeapSnapshot(join(tmpdir(), 'kept-retained-a.heapsnapshot')); a = tally(fa); rmSync(fa); }
const before = collect();
const kept = keepAll();
const after = collect();
console.log(`${kind} ${count} battles ${events} events: ${((after - before) / events).toFixed(1)} B retained per kept state`);
if (snap && a) {
  const fb = v8.writeHeapSnapshot(join(tmpdir(), 'kept-retained-b.heapsnapshot'));
  const b = tally(fb); rmSync(fb);
  const rows = [...b].map(([k, v]) => [k, (v - (a!.get(k) ?? 0)) / events] as const).filter(([, v]) => Math.abs(v) > 0.5).sort((x, y) => y[1] - x[1]);
  for (const [k, v] of rows.slice(0, 40)) console.log(k.padEnd(60), v.toFixed(1));
}
if (kept.length === 0) console.log('');
if (process.argv.includes('--strings')) {
  const { j, types, nodes, n, ti, ni, si } = heapNow();
  const m = new Map<string, [number, number]>();
  for (let i = 0; i < nodes.length; i += n) {
    const t = types[nodes[i + ti]!]!;
    if (t !== 'string' && t !== 'concatenated string' && t !== 'sliced string') continue;
    const name = t + ':' + (j.strings[nodes[i + ni]!] as string).slice(0, 40);
    const x = m.get(name) ?? [0, 0]; x[0]++; x[1] += nodes[i + si]!; m.set(name, x);
  }
  for (const [k, [c, s]] of [...m].sort((x, y) => y[1][1] - x[1][1]).slice(0, 40)) console.log(k.padEnd(60), c, s);
}
if (process.argv.includes('--owners')) {
  const want = (process.argv[process.argv.indexOf('--owners') + 1] ?? 'concatenated string').split(',');
  const { j, types, etypes, nodes, edges, n, ti, ni, si, ei, en, eti, eni, eto } = heapNow();
  const m = new Map<string, [number, number]>();
  let e = 0;
  for (let i = 0; i < nodes.length; i += n) {
    const pt = types[nodes[i + ti]!]!;
    const pname = j.strings[nodes[i + ni]!] as string;
    for (let k = 0; k < nodes[i + ei]!; k++, e += en) {
      const to = edges[e + eto]!;
      const t = types[nodes[to + ti]!]!;
      const tname = t === 'hidden' || t === 'array' ? t + ':' + (j.strings[nodes[to + ni]!] as string).slice(0, 30) : t;
      if (!want.includes(t) && !want.includes(tname)) continue;
      const et = etypes[edges[e + eti]!]!;
      const name = et === 'element' || et === 'hidden' ? '#' : String(j.strings[edges[e + eni]!]);
      const key = `${tname} <- ${pt}:${pname.slice(0, 20)} .${et}:${name.slice(0, 30)}`;
      const x = m.get(key) ?? [0, 0]; x[0]++; x[1] += nodes[to + si]!; m.set(key, x);
    }
  }
  for (const [k, [c, s]] of [...m].sort((x, y) => y[1][1] - x[1][1]).slice(0, 30)) console.log(k.padEnd(90), c, s);
}
if (process.argv.includes('--proparr')) {
  const { j, types, etypes, nodes, edges, n, ti, ni, si, ei, en, eti, eni, eto } = heapNow();
  // objects owning a property array: size of it
  const owning = new Map<number, number>();
  let e = 0;
  const firstEdge = new Int32Array(nodes.length / n + 1);
  for (let i = 0, x = 0; i < nodes.length; i += n, x++) {
    firstEdge[x] = e;
    for (let k = 0; k < nodes[i + ei]!; k++, e += en) {
      const to = edges[e + eto]!;
      if (types[nodes[i + ti]!] === 'object' && (j.strings[nodes[to + ni]!] as string) === 'system / PropertyArray') owning.set(i, nodes[to + si]!);
    }
  }
  const m = new Map<string, [number, number]>();
  e = 0;
  for (let i = 0; i < nodes.length; i += n) {
    for (let k = 0; k < nodes[i + ei]!; k++, e += en) {
      const to = edges[e + eto]!;
      const sz = owning.get(to);
      if (sz === undefined) continue;
      const et = etypes[edges[e + eti]!]!;
      if (et === 'weak' || et === 'shortcut') continue;
      const name = et === 'element' || et === 'hidden' ? '#' : String(j.strings[edges[e + eni]!]);
      if (name === '__proto__') continue;
      owning.delete(to);
      const key = `${types[nodes[i + ti]!]}:${(j.strings[nodes[i + ni]!] as string).slice(0, 20)} .${name.slice(0, 30)}`;
      const x = m.get(key) ?? [0, 0]; x[0]++; x[1] += sz; m.set(key, x);
    }
  }
  for (const [k, [c, s]] of [...m].sort((x, y) => y[1][1] - x[1][1]).slice(0, 25)) console.log(k.padEnd(70), c, s);
}
