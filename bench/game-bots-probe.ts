/**
 * A probe of the Monte Carlo bot's budget on one plan (issue 27): plays `games` games of a Monte Carlo bot with the
 * given options (or the greedy bot, `{"greedy":true}`) against the greedy bot, seats and armies swapped in turn as in
 * bench/game-bots.ts, and prints the win rate and VP margin overall and by the army the probed bot played, with the
 * CPU seconds per game. Small samples to compare budgets, not results: bench/game-bots.ts plays those.
 *
 *   npx tsx bench/game-bots-probe.ts bench-flanks 200 '{"rollouts":6,"maxOptions":6}' 99
 */
import { blightedWildsBench } from './game-plans-4e.js';
import { createEngine } from '../src/index.js';
import { tableRules } from '../src/table.js';
import { gallet } from '../src/gallet.js';
import { galletTable } from '../src/gallet-table.js';
import { greedyModelBot, monteCarloModelBot, playRoundRobinGame, roundRobinSpecs, sampleArmies, type ModelBotFactory, type MonteCarloModelOptions } from '../src/sim-model.js';

const plan = process.argv[2] ?? 'bench-flanks';
const games = Number(process.argv[3] ?? '100');
const variant = JSON.parse(process.argv[4] ?? '{}') as MonteCarloModelOptions & { greedy?: boolean };
const seed = Number(process.argv[5] ?? '99');
const bench4 = createEngine(blightedWildsBench(), { table: tableRules });
const edition = plan in bench4.pack.battleplans ? 4 : 3;
const engine = edition === 4 ? bench4 : createEngine(gallet, { table: galletTable });
const probed: ModelBotFactory = variant.greedy === true ? greedyModelBot : monteCarloModelBot(variant);
const factories: Record<string, ModelBotFactory> = { probed, greedy: greedyModelBot };
const specs = roundRobinSpecs({ battleplans: [plan], bots: factories, armies: sampleArmies[edition], games, seed, pairs: [['probed', 'greedy']] });
const cpu0 = process.cpuUsage();
const byArmy: Record<string, { n: number; score: number; margin: number }> = {};
const all = { n: 0, score: 0, margin: 0 };
for (const s of specs) {
  const g = playRoundRobinGame(engine as never, { ...s, factories: [factories[s.bots[0]] as ModelBotFactory, factories[s.bots[1]] as ModelBotFactory] });
  if (g.error !== undefined) {
    console.log(`game ${g.index}: ${g.error}`);
    continue;
  }
  const seat = g.bots[0] === 'probed' ? 0 : 1;
  const score = g.winner === null ? 0.5 : g.winner === seat ? 1 : 0;
  const margin = (g.vp[seat] ?? 0) - (g.vp[1 - seat] ?? 0);
  const a = (byArmy[g.armies[seat] ?? ''] ??= { n: 0, score: 0, margin: 0 });
  for (const x of [a, all]) {
    x.n++;
    x.score += score;
    x.margin += margin;
  }
}
const cpu = process.cpuUsage(cpu0);
const fmt = (x: { n: number; score: number; margin: number }): string => `${((100 * x.score) / x.n).toFixed(1)} % (VP margin ${(x.margin / x.n).toFixed(2)}, ${x.n} games)`;
console.log(`${plan} ${JSON.stringify(variant)} seed ${seed}: ${fmt(all)}; by the probed bot's army: ${Object.entries(byArmy).map(([k, v]) => `${k} ${fmt(v)}`).join('; ')}; ${((cpu.user + cpu.system) / 1e6 / all.n).toFixed(3)} CPU s a game`);
