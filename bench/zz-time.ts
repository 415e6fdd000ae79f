import { createEngine } from '../src/index.js';
import { gallet } from '../src/gallet.js';
import { galletTable } from '../src/gallet-table.js';
import { ModelGame, greedyModelBot, randomModelBot, uniformArmy } from '../src/sim-model.js';
const g = createEngine(gallet, { table: galletTable });
const arm = [uniformArmy(3, 10, 10, 'A'), uniformArmy(3, 10, 10, 'B')] as const;
const botT: Record<string, number> = {}, chooseT: Record<string, number> = {};
let ctor = 0;
const now = () => Number(process.hrtime.bigint()) / 1e3;
function run(s: number, rec: boolean) {
  let t = now();
  const game = new ModelGame(g as never, { seed: s, battleplan: 'the-prize-of-gallet', armies: arm });
  if (rec) ctor += now() - t;
  const bots = [greedyModelBot(), randomModelBot(s)];
  while (!game.ended) {
    const r = game.request!; const k = r.kind;
    t = now(); const d = bots[r.player === 'p2' ? 1 : 0]!(r, game as never); const t2 = now();
    game.choose(d); const t3 = now();
    if (rec) { botT[k] = (botT[k] ?? 0) + t2 - t; chooseT[`${k}`] = (chooseT[k] ?? 0) + t3 - t2; }
  }
}
for (let s = 0; s < 60; s++) run(-s - 1, false);
const N = 60; for (let s = 1; s <= N; s++) run(s, true);
let tot = ctor; for (const v of [...Object.values(botT), ...Object.values(chooseT)]) tot += v;
console.log(`per game ${(tot / N / 1000).toFixed(2)} ms; constructor (set-up to first request) ${(ctor / N / 1000).toFixed(2)} ms`);
for (const k of Object.keys(botT)) console.log(`${k.padEnd(22)} bot ${(botT[k]! / N / 1000).toFixed(2)} ms  choose+advance ${(chooseT[k]! / N / 1000).toFixed(2)} ms`);
