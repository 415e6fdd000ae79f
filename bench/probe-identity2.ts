import { galletEngine } from '../src/battlepack/gallet/index.js';
import { recordBattles, type GalletEvent } from './battles.js';
import type { BattleState } from '../src/index.js';

const base = recordBattles(200);
const N = 1000;
const battles: (readonly GalletEvent[])[] = [];
for (let i = 0; i < N; i++) battles.push(base[i % base.length] as readonly GalletEvent[]);
const events = battles.reduce((n, b) => n + b.length, 0);
const maxLen = Math.max(...battles.map((b) => b.length));
let sink = 0;
const seq = () => {
  for (const b of battles) {
    let s = galletEngine.initialState();
    for (const e of b) { const r = galletEngine.apply(s, e); if (r.ok) s = r.state; }
    sink += s.eventCount;
  }
};
const rr = () => {
  const states: BattleState<unknown>[] = battles.map(() => galletEngine.initialState() as BattleState<unknown>);
  for (let k = 0; k < maxLen; k++)
    for (let i = 0; i < N; i++) {
      const e = (battles[i] as readonly GalletEvent[])[k];
      if (e === undefined) continue;
      const r = galletEngine.apply(states[i] as never, e);
      if (r.ok) states[i] = r.state as BattleState<unknown>;
    }
  for (const s of states) sink += s.eventCount;
};
const cpu = (f: () => void) => { const c0 = process.cpuUsage(); f(); const c = process.cpuUsage(c0); return (c.user + c.system) / 1000; };
seq(); rr(); seq(); rr();
const a: number[] = [], b: number[] = [];
for (let i = 0; i < 6; i++) { a.push(cpu(seq)); b.push(cpu(rr)); }
const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[xs.length >> 1] as number;
console.log(`seq ${(events / med(a) * 1000 / 1000).toFixed(1)}k ev/s cpu, rr ${(events / med(b) * 1000 / 1000).toFixed(1)}k ev/s cpu, rr/seq time ${(med(b) / med(a)).toFixed(3)} ratios ${b.map((x, i) => (x / (a[i] as number)).toFixed(2)).join(' ')}`, sink > 0);
