/**
 * Fingerprints of model games (issue 27), to check that a speed change keeps every seeded game byte-identical:
 * `npx tsx bench/model-identity.ts record <file>` on the code before, `check <file>` on the code after.
 *
 * Every plan of Gallet, Blighted Wilds and the bench's illustrative 4th-edition layouts, with the sample armies and with
 * `uniformArmy(10 × 10)`, `SEEDS` seeds each (default 4), greedy against random and random against greedy in turn;
 * plus `MC` Monte Carlo games per pack (default 1; rollouts 2, 3 options). Each fingerprint hashes the game's events
 * (the battle log, byte for byte as JSON), its final state, every move traced (`trace: true`) and the bots' requests.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createEngine, type Engine } from '../src/index.js';
import type { AnyEventSchema, PackEventDef } from '../src/authoring.js';
import { gallet } from '../src/gallet.js';
import { galletTable } from '../src/gallet-table.js';
import { blightedWilds } from '../src/blighted-wilds.js';
import { tableRules } from '../src/table.js';
import { blightedWildsBench } from './game-plans-4e.js';
import { greedyModelBot, monteCarloModelBot, playModelGame, randomModelBot, sampleArmies, uniformArmy, type ArmyProfile, type ModelBot } from '../src/sim-model.js';

type AnyEngine = Engine<unknown, readonly PackEventDef<unknown, AnyEventSchema>[]>;
const packs: { name: string; edition: 3 | 4; engine: AnyEngine }[] = [
  { name: 'gallet', edition: 3, engine: createEngine(gallet, { table: galletTable }) as unknown as AnyEngine },
  { name: 'blighted-wilds', edition: 4, engine: createEngine(blightedWilds, { table: tableRules }) as unknown as AnyEngine },
  { name: 'blighted-wilds-bench', edition: 4, engine: createEngine(blightedWildsBench(), { table: tableRules }) as unknown as AnyEngine },
];

// `OMIT=a,b`: keys left out of the fingerprints (a state field a change moves on purpose, as in bench/gen-identity.ts)
const omit = new Set((process.env.OMIT ?? '').split(',').filter((k) => k !== ''));
const h = (x: unknown): string => createHash('sha1').update(JSON.stringify(x, (k, v: unknown) => (omit.has(k) ? undefined : v))).digest('hex').slice(0, 16);
const SEEDS = Number(process.env.SEEDS ?? 4);
const MC = Number(process.env.MC ?? 1);
const out: Record<string, string> = {};

// a bot that records every request it answers (kinds, players and option keys), so the choices offered are checked too
function logged(bot: ModelBot, log: string[]): ModelBot {
  return (req, game) => {
    log.push(`${req.player} ${req.kind} ${req.required} ${req.options.map((o) => o.key).join('|')}`);
    return bot(req, game);
  };
}

function play(engine: AnyEngine, seed: number, plan: string, armies: readonly [ArmyProfile, ArmyProfile], bots: readonly [ModelBot, ModelBot]): string {
  const asked: string[] = [];
  try {
    const r = playModelGame(engine, { seed, battleplan: plan, armies, bots: [logged(bots[0], asked), logged(bots[1], asked)], trace: true });
    return h([r.events, r.state, r.game.moves, h(asked)]);
  } catch (e) {
    return `error ${e instanceof Error ? e.message : String(e)}`;
  }
}

for (const p of packs) {
  const armySets: Record<string, readonly [ArmyProfile, ArmyProfile]> = { sample: sampleArmies[p.edition], uniform: [uniformArmy(p.edition, 10, 10, 'A'), uniformArmy(p.edition, 10, 10, 'B')] };
  for (const plan of Object.keys(p.engine.pack.battleplans))
    for (const [set, armies] of Object.entries(armySets))
      for (let seed = 1; seed <= SEEDS; seed++) {
        const bots: [ModelBot, ModelBot] = seed % 2 === 1 ? [greedyModelBot(), randomModelBot(seed)] : [randomModelBot(seed), greedyModelBot()];
        out[`${p.name} ${plan} ${set} ${seed}`] = play(p.engine, seed * 7919, plan, armies, bots);
      }
  const plans = Object.keys(p.engine.pack.battleplans);
  for (let i = 0; i < MC; i++) {
    const mc = monteCarloModelBot({ rollouts: 2, maxOptions: 3 });
    const plan = plans[i % plans.length] as string;
    out[`${p.name} ${plan} mc ${i}`] = play(p.engine, 100 + i, plan, sampleArmies[p.edition], [mc(100 + i), greedyModelBot()]);
  }
}

const [mode, file] = process.argv.slice(2);
const path = file ?? '/tmp/model-identity.json';
if (mode === 'record') {
  writeFileSync(path, JSON.stringify(out, null, 1));
  console.log(`${Object.keys(out).length} fingerprints written to ${path}`);
} else {
  const before = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  const diff = Object.keys(before).filter((k) => before[k] !== out[k]);
  const missing = Object.keys(out).filter((k) => !(k in before));
  console.log(`${Object.keys(before).length} fingerprints, ${diff.length} differ${diff.length ? `: ${diff.slice(0, 20).join(', ')}` : ''}${missing.length ? `; ${missing.length} new` : ''}`);
  if (diff.length > 0 || missing.length > 0) process.exitCode = 1;
}
