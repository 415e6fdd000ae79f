/**
 * Fingerprints of seeded random battles (`npx tsx bench/gen-identity.ts record|check <file>`): the events and final
 * state of many seeds per plan, to check that a change to the generator keeps every seeded battle identical
 * (`OMIT=key,…`: those keys left out of what is hashed).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { galletEngine } from '../src/gallet.js';
import { galletBattleplans } from '../src/battlepack/gallet/index.js';
import { blightedWildsEngine } from '../src/blighted-wilds.js';
import { continueRandomBattle, decisions, randomBattle, createRng } from '../src/sim.js';
import { playBotGame } from './bot-games.js';
import { battleOf } from './battles.js';

// `OMIT=a,b`: keys left out of the fingerprints (a field a change moves or drops on purpose, e.g. `OMIT=unitNames`)
const omit = new Set((process.env.OMIT ?? '').split(',').filter((k) => k !== ''));
const h = (x: unknown): string => createHash('sha1').update(JSON.stringify(x, (k, v: unknown) => (omit.has(k) ? undefined : v))).digest('hex').slice(0, 16);
const out: Record<string, string> = {};
const N = Number(process.env.SEEDS ?? 200);
for (let seed = 1; seed <= N; seed++) {
  out[`cheap ${seed}`] = h(battleOf('cheap', seed, true));
  out[`pack ${seed}`] = h(battleOf('pack', seed, true));
}
for (let seed = 1; seed <= 40; seed++) {
  out[`pack-full ${seed}`] = h(battleOf('pack', seed, false));
  for (const plan of Object.keys(galletBattleplans)) {
    const b = randomBattle(galletEngine, { seed, battleplan: plan as never });
    out[`gallet ${plan} ${seed}`] = h([b.events, b.state]);
  }
  const bw = randomBattle(blightedWildsEngine, { seed });
  out[`bw ${seed}`] = h([bw.events, bw.state]);
  // played on from a mid-battle state, and the decisions listed there
  const mid = randomBattle(galletEngine, { seed, stopAfter: 60 });
  const rest = continueRandomBattle(galletEngine, mid.state, { seed: seed + 7 });
  out[`continue ${seed}`] = h([rest.events, rest.state]);
  out[`decisions ${seed}`] = h(decisions(galletEngine, mid.state));
  out[`decisions-dice ${seed}`] = h(decisions(galletEngine, mid.state, { dice: createRng(seed) }));
}
for (let i = 0; i < Number(process.env.BOTS ?? 4); i++) { const r = playBotGame({ pack: i % 2 ? 'blighted-wilds' : 'gallet', battleplan: i % 2 ? 'example-tainted-springs' : 'close-to-the-chest', index: i, runSeed: 2026, rollouts: 3, maxOptions: 8 }); out[`bot ${i}`] = h({ ...r, ms: 0 }); }
const [mode, file] = process.argv.slice(2);
if (mode === 'record') writeFileSync(file ?? '/tmp/gen-identity.json', JSON.stringify(out, null, 0));
else {
  const before = JSON.parse(readFileSync(file ?? '/tmp/gen-identity.json', 'utf8')) as Record<string, string>;
  const diff = Object.keys(before).filter((k) => before[k] !== out[k]);
  console.log(`${Object.keys(before).length} fingerprints, ${diff.length} differ${diff.length ? `: ${diff.slice(0, 20).join(', ')}` : ''}`);
  if (diff.length > 0) process.exitCode = 1;
}
