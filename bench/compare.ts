/**
 * `npx tsx bench/compare.ts <quick.json> <full.json>`: the ratios of two bench runs side by side (a quick run and a
 * full one, both written by `npm run bench` as bench/results/latest.json or reference.json), and how far the first
 * lands from the second, in per cent. The quick mode's promise is that its ratios land within 20 % of the full run's.
 * Prints a Markdown table.
 */
import { readFileSync } from 'node:fs';

interface PlanResult {
  readonly plan: string;
  readonly trusted: { readonly ratio: number };
  readonly validated: { readonly ratio: number };
  readonly apply: { readonly ratio: number };
  readonly open: { readonly roundRobinOverSequential: number };
  readonly gen: { readonly simOverTrusted: number };
  readonly workers: { readonly scaling: number };
}

interface RunResult {
  readonly date: string;
  readonly quick: boolean;
  readonly machine: { readonly loadAverageAtStart: readonly number[]; readonly loadAverageAtEnd: readonly number[] };
  readonly plans: readonly PlanResult[];
}

const ROWS: readonly [string, (p: PlanResult) => number][] = [
  ['trusted replay ÷ floor', (p) => p.trusted.ratio],
  ['validated replay ÷ floor', (p) => p.validated.ratio],
  ['`apply` ÷ floor', (p) => p.apply.ratio],
  ['`apply` round-robin ÷ one after another', (p) => p.open.roundRobinOverSequential],
  ['simulation ÷ trusted replay (events/s)', (p) => p.gen.simOverTrusted],
  ['2 workers ÷ 1', (p) => p.workers.scaling],
];

const [a, b] = process.argv.slice(2).map((f) => JSON.parse(readFileSync(f, 'utf8')) as RunResult);
if (a === undefined || b === undefined) throw new Error('usage: tsx bench/compare.ts <quick.json> <full.json>');
const load = (r: RunResult): string => `load ${r.machine.loadAverageAtStart[0] ?? '?'} → ${r.machine.loadAverageAtEnd[0] ?? '?'}`;
const lines = [
  `| plan | ratio | ${a.quick ? 'quick' : 'full'} (${a.date.slice(11, 16)}, ${load(a)}) | ${b.quick ? 'quick' : 'full'} (${b.date.slice(11, 16)}, ${load(b)}) | difference | within 20 % |`,
  '|---|---|---|---|---|---|',
];
for (const pa of a.plans) {
  const pb = b.plans.find((p) => p.plan === pa.plan);
  if (pb === undefined) continue;
  for (const [name, f] of ROWS) {
    const x = f(pa);
    const y = f(pb);
    const d = x / y - 1;
    lines.push(`| ${pa.plan} | ${name} | ${x.toFixed(2)} | ${y.toFixed(2)} | ${d >= 0 ? '+' : ''}${(d * 100).toFixed(0)} % | ${Math.abs(d) <= 0.2 ? 'yes' : '**no**'} |`);
  }
}
process.stdout.write(`${lines.join('\n')}\n`);
