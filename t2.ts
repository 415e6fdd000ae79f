import { randomBattle } from './src/sim/random-battle.js';
import { decisions } from './src/sim/decisions.js';
import { galletEngine, galletRandomOptions } from './src/gallet.js';
import { blightedWildsEngine, blightedWildsRandomExtras, BLIGHTED_WILDS_SAMPLE_TERRAIN } from './src/blighted-wilds.js';
const kinds = new Map<string, number>();
for (const [engine, opts] of [[galletEngine, galletRandomOptions], [blightedWildsEngine, { extras: blightedWildsRandomExtras, terrain: BLIGHTED_WILDS_SAMPLE_TERRAIN }]] as const) {
  for (let seed = 1; seed <= 30; seed++) {
    const b = randomBattle(engine as any, { ...(opts as any), seed });
    let st = (engine as any).initialState();
    for (const e of b.events) {
      for (const d of decisions(engine as any, st)) {
        kinds.set(d.kind, (kinds.get(d.kind) ?? 0) + 1);
        const r = (engine as any).apply(st, d.event);
        if (!r.ok) console.log('REFUSED', d.key, r.violations);
      }
      st = (engine as any).applyOrThrow(st, e);
    }
  }
}
console.log(kinds);
