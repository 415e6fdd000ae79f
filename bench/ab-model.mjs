// Two source trees of the model of a battle (issue 27) compared in one process, game by game:
//   npx tsx bench/ab-model.mjs <srcA> <srcB> [rounds 30] [warm 3] [packs 0,1] [plans]
// srcA and srcB are absolute paths to `src` directories (for the commit before a change: `git archive <commit> src |
// tar -x -C dir`, then pass dir/src). Each round plays one game per plan of Gallet (pack 0) and Blighted Wilds (pack 1),
// greedy against random with two armies of 10 units × 10 models, on tree A and tree B in turn, the order swapped every
// round, and sums each side's CPU time (process.cpuUsage). The machine's load hits both sides alike, so a few per cent
// can be told apart where separate `bench/game-speed.ts` runs swing by ±20 %. Prints B's time over A's, per pack and per
// plan. `plans` (comma-separated ids) plays only those plans.
const [srcA, srcB, roundsArg, warmArg, packsArg, plansArg] = process.argv.slice(2);
if (srcA === undefined || srcB === undefined) throw new Error('usage: npx tsx bench/ab-model.mjs <srcA> <srcB> [rounds] [warm] [packs]');
const rounds = Number(roundsArg ?? 30);
const warm = Number(warmArg ?? 3);
const packs = (packsArg ?? '0,1').split(',').map(Number);
const only = plansArg === undefined ? null : plansArg.split(',');
async function load(root) {
  const core = await import(`${root}/index.ts`);
  const { gallet } = await import(`${root}/gallet.ts`);
  const { galletTable } = await import(`${root}/gallet-table.ts`);
  const { blightedWilds } = await import(`${root}/blighted-wilds.ts`);
  const { tableRules } = await import(`${root}/table.ts`);
  const m = await import(`${root}/sim-model.ts`);
  return { m, packs: [{ engine: core.createEngine(gallet, { table: galletTable }), edition: 3 }, { engine: core.createEngine(blightedWilds, { table: tableRules }), edition: 4 }] };
}
const A = await load(srcA);
const B = await load(srcB);
const cpu = { A: [0, 0], B: [0, 0] };
const byPlan = {};
function play(side, pi, plan, seed) {
  const p = side.packs[pi];
  const armies = [side.m.uniformArmy(p.edition, 10, 10, 'A'), side.m.uniformArmy(p.edition, 10, 10, 'B')];
  const c = process.cpuUsage();
  side.m.playModelGame(p.engine, { seed, battleplan: plan, armies, bots: [side.m.greedyModelBot(), side.m.randomModelBot(seed)] });
  const u = process.cpuUsage(c);
  return (u.user + u.system) / 1e6;
}
for (let r = -warm; r < rounds; r++)
  for (const pi of packs)
    for (const plan of Object.keys(A.packs[pi].engine.pack.battleplans)) {
      if (only !== null && !only.includes(plan)) continue;
      const order = r % 2 === 0 ? [['A', A], ['B', B]] : [['B', B], ['A', A]];
      for (const [name, side] of order) {
        const t = play(side, pi, plan, 1000 + r);
        if (r >= 0) {
          cpu[name][pi] += t;
          (byPlan[plan] ??= { A: 0, B: 0 })[name] += t;
        }
      }
    }
const names = ['gallet', 'blighted-wilds'];
for (const pi of packs) console.log(`${names[pi]}: ${rounds} rounds (${warm} warm-up), CPU s A ${cpu.A[pi].toFixed(2)}, B ${cpu.B[pi].toFixed(2)}, B/A ${(cpu.B[pi] / cpu.A[pi]).toFixed(3)}`);
for (const [plan, t] of Object.entries(byPlan)) console.log(`  ${plan}: A ${(rounds / t.A).toFixed(1)}, B ${(rounds / t.B).toFixed(1)} games/s (CPU), B/A ${(t.B / t.A).toFixed(3)}`);
