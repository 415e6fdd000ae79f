import { galletEngine } from '../src/battlepack/gallet/index.js';
import { recordBattles, type GalletEvent } from './battles.js';
import type { BattleState } from '../src/index.js';
const mode = process.argv[2];
const base = recordBattles(200);
const N = 1000;
const battles: (readonly GalletEvent[])[] = [];
for (let i = 0; i < N; i++) battles.push(base[i % base.length] as readonly GalletEvent[]);
const maxLen = Math.max(...battles.map((b) => b.length));
let sink = 0;
const seq = () => { for (const b of battles) { let s = galletEngine.initialState(); for (const e of b) { const r = galletEngine.apply(s, e); if (r.ok) s = r.state; } sink += s.eventCount; } };
const rr = () => {
  const states: BattleState<unknown>[] = battles.map(() => galletEngine.initialState() as BattleState<unknown>);
  for (let k = 0; k < maxLen; k++) for (let i = 0; i < N; i++) { const e = (battles[i] as readonly GalletEvent[])[k]; if (e === undefined) continue; const r = galletEngine.apply(states[i] as never, e); if (r.ok) states[i] = r.state as BattleState<unknown>; }
  for (const s of states) sink += s.eventCount;
};
const f = mode === 'rr' ? rr : seq;
for (let i = 0; i < 4; i++) f();
console.log(sink);
