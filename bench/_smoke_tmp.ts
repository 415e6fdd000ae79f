import { createEngine } from '../src/index.js';
import { gallet } from '../src/gallet.js';
import { galletTable } from '../src/gallet-table.js';
import { blightedWilds } from '../src/blighted-wilds.js';
import { tableRules } from '../src/table.js';
import { greedyModelBot, playModelGame, randomModelBot, sampleArmies, uniformArmy } from '../src/sim/model/index.js';
const g3 = createEngine(gallet, { table: galletTable });
const g4 = createEngine(blightedWilds, { table: tableRules });
for (const [eng, ed] of [[g3, 3], [g4, 4]] as const) {
  for (const plan of Object.keys(eng.pack.battleplans)) {
    const t = performance.now();
    try {
      const r = playModelGame(eng as never, { seed: 1, battleplan: plan, armies: sampleArmies[ed], bots: [greedyModelBot(), randomModelBot(1)] });
      const rep = eng.replay(r.events as never);
      console.log(ed, plan, r.events.length, r.state.result?.winner, JSON.stringify(Object.values(r.state.players).map((p) => p.vp)), 'replay', rep.ok, rep.ok && rep.state.result?.winner, (performance.now() - t).toFixed(0) + 'ms');
      if (!rep.ok) console.log(rep.violations.slice(0, 2));
    } catch (e) { console.log(ed, plan, 'ERR', (e as Error).message.slice(0, 300)); }
  }
}
