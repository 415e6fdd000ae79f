import { galletEngine } from '../src/battlepack/gallet/index.js';
import { recordBattles, type GalletEvent } from './battles.js';
import { floorReplay } from './floor.js';
import { measureInterleaved, ratioTo, fmt } from './harness.js';
import type { BattleState } from '../src/index.js';

const base = recordBattles(200);
const N = 1000;
const battles: (readonly GalletEvent[])[] = [];
for (let i = 0; i < N; i++) battles.push(base[i % base.length] as readonly GalletEvent[]);
const events = battles.reduce((n, b) => n + b.length, 0);
const maxLen = Math.max(...battles.map((b) => b.length));
let sink = 0;
const [floor, seq, rr] = measureInterleaved(
  [
    { name: 'floor', unit: 'event', opsPerCall: events, fn: () => { for (const b of battles) sink += floorReplay(b).vpA; } },
    {
      name: 'apply sequential', unit: 'event', opsPerCall: events,
      fn: () => {
        for (const b of battles) {
          let s = galletEngine.initialState();
          for (const e of b) { const r = galletEngine.apply(s, e); if (r.ok) s = r.state; }
          sink += s.eventCount;
        }
      },
    },
    {
      name: 'apply round robin', unit: 'event', opsPerCall: events,
      fn: () => {
        const states: BattleState<unknown>[] = battles.map(() => galletEngine.initialState() as BattleState<unknown>);
        for (let k = 0; k < maxLen; k++)
          for (let i = 0; i < N; i++) {
            const e = (battles[i] as readonly GalletEvent[])[k];
            if (e === undefined) continue;
            const r = galletEngine.apply(states[i] as never, e);
            if (r.ok) states[i] = r.state as BattleState<unknown>;
          }
        for (const s of states) sink += s.eventCount;
      },
    },
  ],
  { warmupMs: 2000, sampleMs: 1500, samples: 5 },
);
for (const f of [floor!, seq!, rr!]) console.log(f.name.padEnd(20), fmt(f.median), `${ratioTo(floor!, f).toFixed(1)}x floor`, `±${(f.spread * 100).toFixed(0)}%`);
console.log('round robin / sequential', ratioTo(rr!, seq!).toFixed(3), (seq!.median / rr!.median).toFixed(3), sink > 0);
