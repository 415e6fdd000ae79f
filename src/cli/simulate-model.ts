/**
 * `battlepack simulate --model table`: games of the playable model of a battle (src/sim/model) with two armies from
 * files and two bots, instead of random battles. The statistics are the same mergeable counts as for random battles
 * (so `--shard` and `battlepack merge` work alike); the text and HTML reports add the model's own figures: win rates by
 * army and by bot with 95 % intervals, the average control of each objective at the end of each round, and the map of
 * one sample game per round. Games are played in this thread.
 * @module
 */
import { escapeHtml } from '../sheet/escape.js';
import type { BattleState } from '../core/state/state.js';
import { selectPlayers } from '../core/state/battle-selectors.js';
import { selectResult } from '../core/state/scoring-selectors.js';
import { selectTable } from '../core/state/board-selectors.js';
import { battleMapsByRound } from '../table/battle-map.js';
import { greedyModelBot, monteCarloModelBot, randomModelBot, type ModelBotFactory } from '../sim/model/bots.js';
import { playModelGame } from '../sim/model/play.js';
import { pairResult } from '../sim/model/play.js';
import type { ArmyProfile } from '../sim/model/profile.js';
import { failedGame, gameResult, simulationStats, type GameResult, type Shard, type SimulationStats } from '../sim/stats.js';
import { simulationGames } from '../sim/simulation.js';
import type { PackEntry } from './registry.js';

/** The bots `--bots` names. */
export const MODEL_BOTS: Readonly<Record<string, ModelBotFactory>> = {
  random: randomModelBot,
  greedy: greedyModelBot,
  mc: monteCarloModelBot({ rollouts: 3, maxOptions: 4 }),
};

/** What a model run is given. */
export interface ModelRunInput {
  readonly entry: PackEntry;
  readonly armies: readonly [ArmyProfile, ArmyProfile];
  /** Bot names (keys of {@link MODEL_BOTS}). */
  readonly bots: readonly [string, string];
  readonly seed: number;
  readonly games: number;
  readonly battleplans: readonly string[];
  readonly shard?: Shard;
  readonly onGame?: (done: number) => void;
}

/** The model's own figures of a run. */
export interface ModelRunSummary {
  /** Per army name and per bot name: wins, draws, losses over the games it played. */
  readonly byArmy: Readonly<Record<string, { wins: number; draws: number; losses: number }>>;
  readonly byBot: Readonly<Record<string, { wins: number; draws: number; losses: number }>>;
  /** Per battleplan, objective and round: how often the first army, the second army or nobody controlled it at the end of the round. */
  readonly control: Readonly<Record<string, Readonly<Record<string, readonly { a: number; b: number; none: number }[]>>>>;
  /** The maps of the run's first game, one per round. */
  readonly sample: { readonly battleplan: string; readonly seed: number; readonly maps: readonly { round: number; svg: string }[] } | null;
}

/** Plays the games of a model run (or of one shard of it); never throws for a game that fails (it is counted as failed). */
export async function runModelSimulation(input: ModelRunInput): Promise<{ readonly stats: SimulationStats; readonly summary: ModelRunSummary }> {
  const specs = simulationGames(input.seed, input.games, input.battleplans, input.shard);
  const records: GameResult[] = [];
  const count = () => ({ wins: 0, draws: 0, losses: 0 });
  const byArmy: Record<string, { wins: number; draws: number; losses: number }> = {};
  const byBot: Record<string, { wins: number; draws: number; losses: number }> = {};
  const control: Record<string, Record<string, { a: number; b: number; none: number }[]>> = {};
  let sample: ModelRunSummary['sample'] = null;
  let done = 0;
  let yielded = performance.now();
  for (const spec of specs) {
    // seats swap every game, armies every two games: each bot plays each army from each seat
    const flipBots = spec.index % 2 === 1;
    const flipArmies = Math.floor(spec.index / 2) % 2 === 1;
    const bots = flipBots ? [input.bots[1], input.bots[0]] : [input.bots[0], input.bots[1]];
    const armies = (flipArmies ? [input.armies[1], input.armies[0]] : [input.armies[0], input.armies[1]]) as [ArmyProfile, ArmyProfile];
    try {
      const factories = bots.map((b) => MODEL_BOTS[b as string] as ModelBotFactory);
      const g = playModelGame(input.entry.engine, { seed: spec.seed, battleplan: spec.battleplan, armies, bots: [(factories[0] as ModelBotFactory)(spec.seed ^ 0x1234), (factories[1] as ModelBotFactory)(spec.seed ^ 0x4321)] });
      const state = g.state as BattleState<unknown>;
      records.push(gameResult(spec, state));
      const players = selectPlayers(state).map((p) => p.id);
      const winner = selectResult(state)?.winner ?? null;
      for (let seat = 0; seat < 2; seat++) {
        const outcome = winner === null ? 'draws' : players.indexOf(winner) === seat ? 'wins' : 'losses';
        ((byArmy[(armies[seat] as ArmyProfile).name] ??= count())[outcome] as number)++;
        ((byBot[bots[seat] as string] ??= count())[outcome] as number)++;
      }
      const plan = (control[spec.battleplan] ??= {});
      for (const r of selectTable(state).rounds)
        for (const [objective, who] of Object.entries(r.controllers)) {
          const rounds = (plan[objective] ??= []);
          const cell = (rounds[r.round - 1] ??= { a: 0, b: 0, none: 0 });
          // by army: the first army of the run is `a` whichever seat it had
          const seat = who === null ? -1 : players.indexOf(who);
          if (seat < 0) cell.none++;
          else if ((seat === 0) !== flipArmies) cell.a++;
          else cell.b++;
        }
      if (sample === null) sample = { battleplan: spec.battleplan, seed: spec.seed, maps: battleMapsByRound(state) };
    } catch (e) {
      records.push(failedGame(spec, e instanceof Error ? e.message : String(e)));
    }
    input.onGame?.(++done);
    if (performance.now() - yielded > 50) {
      await new Promise((r) => setTimeout(r, 0));
      yielded = performance.now();
    }
  }
  const stats = simulationStats(records, { pack: input.entry.pack.id, seed: input.seed, ...(input.shard !== undefined ? { shard: input.shard } : {}) });
  return { stats, summary: { byArmy, byBot, control, sample } };
}

function rateLine(name: string, c: { wins: number; draws: number; losses: number }): string {
  const r = pairResult({ bot: name, opponent: '', ...c });
  return `${name}: ${c.wins} won, ${c.draws} drawn, ${c.losses} lost; ${(r.rate * 100).toFixed(1)} % (95 % interval ${(r.low * 100).toFixed(1)}–${(r.high * 100).toFixed(1)} %)`;
}

/** The model's figures as text, after the statistics. */
export function modelSummaryText(s: ModelRunSummary): string {
  const lines = ['', 'Model of a battle', '', 'By army:', ...Object.entries(s.byArmy).map(([n, c]) => `  ${rateLine(n, c)}`), 'By bot:', ...Object.entries(s.byBot).map(([n, c]) => `  ${rateLine(n, c)}`), '', 'Control at the end of each round (first army / second army / nobody, % of games):'];
  for (const [plan, objectives] of Object.entries(s.control)) {
    lines.push(`  ${plan}`);
    for (const [o, rounds] of Object.entries(objectives)) lines.push(`    ${o}: ${rounds.map((c, i) => `R${i + 1} ${pct(c.a, c)}/${pct(c.b, c)}/${pct(c.none, c)}`).join('  ')}`);
  }
  return `${lines.join('\n')}\n`;
}

function pct(n: number, c: { a: number; b: number; none: number }): string {
  const t = c.a + c.b + c.none;
  return t === 0 ? '-' : `${Math.round((100 * n) / t)}`;
}

/** The model's figures as an HTML section, put into the simulation page before its end. */
export function withModelHtml(page: string, s: ModelRunSummary, armies: readonly [string, string]): string {
  const rows = (m: Readonly<Record<string, { wins: number; draws: number; losses: number }>>): string =>
    Object.entries(m)
      .map(([n, c]) => {
        const r = pairResult({ bot: n, opponent: '', ...c });
        return `<tr><td>${escapeHtml(n)}</td><td>${c.wins}</td><td>${c.draws}</td><td>${c.losses}</td><td>${(r.rate * 100).toFixed(1)} %</td><td>${(r.low * 100).toFixed(1)}–${(r.high * 100).toFixed(1)} %</td></tr>`;
      })
      .join('');
  const head = '<thead><tr><th></th><th>won</th><th>drawn</th><th>lost</th><th>rate</th><th>95 % interval</th></tr></thead>';
  const control = Object.entries(s.control)
    .map(([plan, objectives]) => {
      const n = Math.max(0, ...Object.values(objectives).map((r) => r.length));
      const head2 = `<thead><tr><th>objective</th>${Array.from({ length: n }, (_, i) => `<th>round ${i + 1}</th>`).join('')}</tr></thead>`;
      const body = Object.entries(objectives)
        .map(([o, rounds]) => `<tr><td>${escapeHtml(o)}</td>${rounds.map((c) => `<td>${pct(c.a, c)} / ${pct(c.b, c)} / ${pct(c.none, c)}</td>`).join('')}</tr>`)
        .join('');
      return `<h3>${escapeHtml(plan)}</h3><table data-testid="model-control">${head2}<tbody>${body}</tbody></table>`;
    })
    .join('');
  const maps = s.sample === null ? '' : `<h2>One game, round by round</h2><p>${escapeHtml(s.sample.battleplan)}, seed ${s.sample.seed}.</p>${s.sample.maps.map((m) => `<figure data-testid="model-map"><figcaption>End of round ${m.round}</figcaption>${m.svg}</figure>`).join('')}`;
  const section = `<section data-testid="model"><h2>Model of a battle: win rates by army</h2><table data-testid="model-armies">${head}<tbody>${rows(s.byArmy)}</tbody></table><h2>Win rates by bot</h2><table data-testid="model-bots">${head}<tbody>${rows(s.byBot)}</tbody></table><h2>Average control per objective and round</h2><p>% of games: ${escapeHtml(armies[0])} / ${escapeHtml(armies[1])} / nobody.</p>${control}${maps}</section>`;
  const at = page.lastIndexOf('</main>');
  return at < 0 ? page + section : `${page.slice(0, at)}${section}\n${page.slice(at)}`;
}
