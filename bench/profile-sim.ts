/** A private A/B of the random-battle generator (`npx tsx bench/profile-sim.ts`): rules-only checks against full `trusted.check`, interleaved. */
import { randomBattle } from '../src/sim.js';
import { galletEngine } from './battles.js';

const plans = ['wont-back-down', 'close-to-the-chest'] as const;
let seed = 1;
// CPU time of this process (the machine is shared: the wall clock counts the others' turns)
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const run = (rulesOnly: boolean, plan: (typeof plans)[number], ms: number): number => {
  let events = 0;
  const t0 = cpuMs();
  while (cpuMs() - t0 < ms) events += randomBattle(galletEngine, { seed: seed++, battleplan: plan, rulesOnly }).events.length;
  return events / ((cpuMs() - t0) / 1000);
};
for (const plan of plans) {
  run(true, plan, 1000);
  run(false, plan, 1000);
  const ratios: number[] = [];
  const rates: number[] = [];
  for (let r = 0; r < 5; r++) {
    const a = run(true, plan, 400);
    const b = run(false, plan, 400);
    ratios.push(a / b);
    rates.push(a);
  }
  ratios.sort((x, y) => x - y);
  rates.sort((x, y) => x - y);
  console.log(`${plan}: rules only ${(rates[2] ?? 0).toFixed(0)} events/s, ${(ratios[2] ?? 0).toFixed(2)}× the full check`);
}
