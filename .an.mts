import { galletEngine, recordBattles } from './bench/battles.ts';
const kind = (process.argv[2] ?? 'cheap') as 'cheap' | 'pack';
const battles = recordBattles(kind, 30);
const byType = new Map<string, { n: number; bytes: number; objs: number }>();
const byKey = new Map<string, number>();
let total = 0, events = 0;
function walk(next: unknown, prev: unknown, path: string, acc: { bytes: number; objs: number }) {
  if (next === null || typeof next !== 'object' || next === prev) return;
  const isArr = Array.isArray(next);
  const keys = Object.keys(next);
  const b = isArr ? 32 + 16 + 8 * keys.length : 24 + 8 * keys.length;
  acc.bytes += b; acc.objs++;
  const k = path.split(".")[0] || "(root)";
  byKey.set(k, (byKey.get(k) ?? 0) + b);
  for (const key of keys) {
    const pv = prev !== null && typeof prev === 'object' ? (prev as any)[key] : undefined;
    walk((next as any)[key], pv, path === '' ? key : path + '.' + (isArr ? '[]' : key), acc);
  }
}
for (const b of battles) {
  let s = galletEngine.initialState();
  for (const e of b) {
    const r = galletEngine.apply(s, e);
    if (!r.ok) throw new Error('rej');
    const acc = { bytes: 0, objs: 0 };
    walk(r.state, s, '', acc);
    const t = byType.get(e.type) ?? { n: 0, bytes: 0, objs: 0 };
    t.n++; t.bytes += acc.bytes; t.objs += acc.objs; byType.set(e.type, t);
    total += acc.bytes; events++;
    s = r.state;
  }
}
console.log('events', events, 'est bytes/event', (total / events).toFixed(0));
for (const [t, v] of [...byType].sort((a, b) => b[1].bytes - a[1].bytes)) console.log(t.padEnd(28), String(v.n).padStart(6), (v.bytes / v.n).toFixed(0).padStart(7), 'B/ev', (v.objs / v.n).toFixed(1).padStart(5), 'obj/ev', ((100 * v.bytes) / total).toFixed(1).padStart(5) + '%');
console.log('--- by key');
for (const [k, v] of [...byKey].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(k.padEnd(40), (v / events).toFixed(1).padStart(7), 'B/ev');
