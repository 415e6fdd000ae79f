// scratch: merges the per-plan rows of several bench:bot tables and adds the overall row (not committed)
import { readFileSync } from 'node:fs';
import { wilson } from './src/sim.js';
const rows: string[] = [];
const t = { games: 0, wins: 0, draws: 0, losses: 0 };
let sig = 0, n = 0;
for (const f of process.argv.slice(2)) {
  for (const line of readFileSync(f, 'utf8').split('\n')) {
    const c = line.split('|').map((x) => x.trim());
    if (c.length < 12 || c[1] === 'pack' || c[1] === 'all' || c[1]?.startsWith('---')) continue;
    rows.push(line);
    t.games += Number(c[3]); t.wins += Number(c[4]); t.draws += Number(c[5]); t.losses += Number(c[6]);
    n++; if (c[11] === 'yes') sig++;
  }
}
const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
const w = wilson(t.wins, t.games), s = wilson(t.wins, t.wins + t.losses);
console.log('| pack | battleplan | games | bot wins | draws | bot losses | win rate (95 % CI) | share of decided games (95 % CI) | bot VP | random VP | beats random |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
console.log(`| all | all | ${t.games} | ${t.wins} | ${t.draws} | ${t.losses} | ${pct(w.rate)} (${pct(w.low)}–${pct(w.high)}) | ${pct(s.rate)} (${pct(s.low)}–${pct(s.high)}) | | | ${s.low > 0.5 ? 'yes' : '**no**'} |`);
console.log(`\n${sig} of ${n} battleplans significant.`);
