/** A profile driver (`node --cpu-prof --import tsx bench/profile-drive.ts trusted|validated|apply|sim [ms]`): runs one path over recorded battles of both plans. */
import { recordBattles, fullBattle, galletEngine } from './battles.js';
const which = process.argv[2] ?? 'trusted';
const cheap = recordBattles(40);
const full = Array.from({ length: 40 }, (_, i) => fullBattle(30_000 + i, 'close-to-the-chest'));
const all = [...cheap, ...full];
let sink = 0;
const t0 = performance.now();
while (performance.now() - t0 < Number(process.argv[3] ?? 8000)) {
  for (const b of all) {
    if (which === 'trusted') sink += galletEngine.trusted.replay(b).eventCount;
    else if (which === 'validated') sink += galletEngine.replay(b).applied;
    else if (which === 'apply') { let s = galletEngine.initialState(); for (const e of b) { const r = galletEngine.apply(s, e); if (r.ok) s = r.state; } sink += s.eventCount; }
    else if (which === 'sim') sink += fullBattle(sink % 100000, 'close-to-the-chest').length;
  }
}
console.log(sink);
