/**
 * Combat-maths benchmark (`npm run bench:combat`; `-- --quick` samples less). Measures the exact distribution of
 * 40 attacks with D3 damage against 10 models with a ward (budget: 1 ms), and compares it with the naive way to get a
 * distribution: sampling 100,000 seeded rolls (which is slower and still only approximate). Prints figures, never asserts.
 */
import { createRng, attackDistribution, rollAttack, type AttackProfile, type CombatTarget } from '../src/sim.js';
import { fmt, measureInterleaved, ratioTo } from './harness.js';

const quick = process.argv.includes('--quick');
const log = (s: string): void => void process.stdout.write(`${s}\n`);

const SAMPLED_ROLLS = 100_000;
const target: CombatTarget = { models: 10, health: 2, save: 4, ward: 5 };
// the first case is the one with the 1 ms budget; the others show how the cost grows with crits and bigger damage
const cases: { name: string; attack: AttackProfile; budgetMs?: number; edition?: 3 | 4 }[] = [
  { name: '40 attacks, D3, no crit ability', budgetMs: 1, attack: { models: 20, attacks: 2, hit: 3, wound: 4, rend: 1, damage: 'D3' } },
  { name: '40 attacks, D3, Crit (2 Hits)', attack: { models: 20, attacks: 2, hit: 3, wound: 4, rend: 1, damage: 'D3', crit: '2-hits' } },
  { name: '40 attacks, 2D6, Crit (2 Hits)', attack: { models: 10, attacks: 4, hit: 3, wound: 3, rend: 2, damage: '2D6', crit: '2-hits' } },
  {
    name: '40 attacks, D3, 3rd edition: +1 hit and D3 mortal on 6s, re-rolled hit 1s',
    edition: 3,
    attack: { models: 20, attacks: 2, hit: 3, wound: 4, rend: 1, damage: 'D3', rerollHit: 'ones', onHit: { extraHits: 1 }, onWound: { mortal: 'D3' } },
  },
];

function exactOnce(attack: AttackProfile, edition: 3 | 4 = 4): readonly number[] {
  const r = attackDistribution(attack, target, { edition });
  if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('\n'));
  return r.damage;
}

/** The naive way: a histogram of seeded rolls. */
function sampled(attack: AttackProfile, rolls: number, seed: number, edition: 3 | 4 = 4): number[] {
  const rng = createRng(seed);
  const counts: number[] = [];
  for (let i = 0; i < rolls; i++) {
    const r = rollAttack(attack, target, { edition, rng, unit: 'target' });
    if (!r.ok) throw new Error('refused');
    counts[r.damage] = (counts[r.damage] ?? 0) + 1;
  }
  return Array.from(counts, (c) => (c ?? 0) / rolls);
}

/** Total variation distance: half the sum of absolute differences. */
function tv(a: readonly number[], b: readonly number[]): number {
  let s = 0;
  for (let k = 0; k < Math.max(a.length, b.length); k++) s += Math.abs((a[k] ?? 0) - (b[k] ?? 0));
  return s / 2;
}

log(`combat maths, node ${process.version}${quick ? ' (quick)' : ''}; target: 10 models, Health 2, save 4+, ward 5+; 4th edition unless said`);
for (const c of cases) {
  const [exact, sampling] = measureInterleaved(
    [
      { name: 'exact', unit: 'distribution', fn: () => void exactOnce(c.attack, c.edition), opsPerCall: 1 },
      { name: `sampling ${fmt(SAMPLED_ROLLS)} rolls`, unit: 'distribution', fn: () => void sampled(c.attack, SAMPLED_ROLLS, 1, c.edition), opsPerCall: 1 },
    ],
    quick ? { warmupMs: 200, sampleMs: 100, samples: 3 } : { warmupMs: 1500, sampleMs: 300, samples: 7 },
  );
  if (exact === undefined || sampling === undefined) throw new Error('no figures');
  const ms = 1000 / exact.median;
  const error = tv(sampled(c.attack, SAMPLED_ROLLS, 2, c.edition), exactOnce(c.attack, c.edition));
  log(`\n${c.name}`);
  const budget = c.budgetMs === undefined ? '' : `  ${ms <= c.budgetMs ? 'within' : 'OVER'} the ${c.budgetMs} ms budget`;
  log(`  exact distribution      ${ms.toFixed(3)} ms (median of ${exact.samples}, spread ${(exact.spread * 100).toFixed(0)}%)${budget}`);
  log(`  sampling ${fmt(SAMPLED_ROLLS)} rolls   ${(1000 / sampling.median).toFixed(1)} ms  (still off by ${(error * 100).toFixed(2)}% total variation)`);
  log(`  ratio                   exact is ${ratioTo(exact, sampling).toFixed(0)}x faster than sampling`);
}
