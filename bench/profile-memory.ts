/** A private breakdown (`npx tsx bench/profile-memory.ts`): per event type, which parts of the state `apply` copies, and how many slots they hold. */
import type { BattleState } from '../src/index.js';
import { galletEngine, recordBattles } from './battles.js';

const slots = (v: unknown): number => (v === null || typeof v !== 'object' ? 0 : Array.isArray(v) ? v.length : Object.keys(v).length);
const byType = new Map<string, { n: number; parts: Map<string, number> }>();
function walk(path: string, next: unknown, prev: unknown, into: Map<string, number>, depth: number): void {
  if (next === prev || next === null || typeof next !== 'object') return;
  into.set(path, (into.get(path) ?? 0) + slots(next) + 2);
  if (depth > 3) return;
  for (const k of Object.keys(next)) {
    const p = prev !== null && typeof prev === 'object' ? (prev as Record<string, unknown>)[k] : undefined;
    walk(Array.isArray(next) ? `${path}[]` : depth >= 1 && ['units', 'zones', 'contests', 'objectives', 'players'].some((x) => path.endsWith(x)) ? `${path}.*` : `${path}.${k}`, (next as Record<string, unknown>)[k], p, into, depth + 1);
  }
}
for (const b of recordBattles(20)) {
  let s = galletEngine.initialState() as BattleState<unknown>;
  for (const e of b) {
    const r = galletEngine.apply(s as never, e);
    if (!r.ok) throw new Error('refused');
    const next = r.state as BattleState<unknown>;
    const t = byType.get(e.type) ?? { n: 0, parts: new Map<string, number>() };
    t.n++;
    walk('', next, s, t.parts, 0);
    byType.set(e.type, t);
    s = next;
  }
}
let total = 0;
let events = 0;
const rows: [string, number, string][] = [];
for (const [type, t] of byType) {
  const sum = [...t.parts.values()].reduce((a, b) => a + b, 0);
  total += sum;
  events += t.n;
  rows.push([type, sum, [...t.parts].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k}:${(v / t.n).toFixed(0)}`).join(' ')]);
}
rows.sort((a, b) => b[1] - a[1]);
console.log(`slots per event: ${(total / events).toFixed(1)} (${events} events)`);
for (const [type, sum, parts] of rows) console.log(`${type.padEnd(24)} ${((sum / total) * 100).toFixed(1).padStart(5)}%  per event: ${parts}`);
