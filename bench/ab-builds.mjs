// Two builds of the package compared in one process (`node bench/ab-builds.mjs <distA> <distB> <row:plan> [seconds]`):
// each recorded battle is replayed on the trusted path (`trusted`), replayed (`validated`), applied event by event (`apply`) or generated again from its seed on
// the fast path (`gen`: randomBattle with rulesOnly) by engine A and engine B in turn,
// the order swapped every battle (A B, B A…) so that neither side always finds the other's data warm in the caches,
// and each side's CPU time (process.cpuUsage) is summed. Prints B's time over A's for 5 rounds and their median. The
// machine's load hits both sides alike, so a few per cent can be told apart on a busy machine where `--one` rows swing
// by ±20 %. A build: `npx tsup` in a checkout (for the commit before a change: `git archive <commit> | tar -x -C dir`,
// `node_modules` linked, `npx tsup` there); pass its `dist` directory as an absolute path. Run it both ways (A B, then
// B A): an A/A run of `gen` here gave the build loaded second ~1 % more time. `ROUNDS=n` runs n rounds (default 5).
const [distA, distB, rowPlan, secs] = process.argv.slice(2);
const [row, plan] = rowPlan.split(':');
const z = await import('zod/mini');
// randomBattle comes from the `sim` entry (the root entry does not export it)
// ENGINE=gallet: the engine users import as it comes (`galletEngine`, generated parsers); else `createEngine(gallet, { compile })`
const load = async (dist) => { const core = await import(dist + '/index.js'); const sim = await import(dist + '/sim.js'); const { gallet, galletEngine } = await import(dist + '/gallet.js'); return { core: { ...core, randomBattle: sim.randomBattle }, engine: process.env.ENGINE === 'gallet' ? galletEngine : core.createEngine(gallet, { compile: z.compile }) }; };
const A = await load(distA), B = await load(distB);
const PL = ['attacker-territory', 'defender-territory', 'centre', 'neutral', 'border-attacker', 'border-defender'];
const cheapSetUp = (data, rng) => { const n = rng.int(3, 6); const objectives = []; for (let i = 0; i < n; i++) objectives.push({ id: `o${i + 1}`, placement: i === 0 ? 'centre' : rng.pick(PL) }); return { ...data, objectives }; };
const battles = [];
for (let s = 0; s < 100; s++) {
  const seed = 20220701 + s;
  battles.push(plan === 'cheap' ? A.core.randomBattle(A.engine, { seed, battleplan: 'wont-back-down', setUp: cheapSetUp, extras: () => [], chances: { packChoice: 0 } }).events : A.core.randomBattle(A.engine, { seed, battleplan: 'close-to-the-chest' }).events);
}
let sink = 0;
// `gen`: the battle of the same seed generated on the fast path (randomBattle, rulesOnly) by each build
const seedOf = new Map(battles.map((b, s) => [b, 20220701 + s]));
const one = (engine, b) => {
  if (row === 'gen') {
    const X = engine === A.engine ? A : B;
    const seed = seedOf.get(b);
    sink += (plan === 'cheap' ? X.core.randomBattle(X.engine, { seed, battleplan: 'wont-back-down', setUp: cheapSetUp, extras: () => [], chances: { packChoice: 0 }, rulesOnly: true }) : X.core.randomBattle(X.engine, { seed, battleplan: 'close-to-the-chest', rulesOnly: true })).events.length;
  } else if (row === 'trusted') sink += engine.trusted.replay(b).eventCount ?? 1;
  else if (row === 'validated') sink += engine.replay(b).applied;
  else { let s = engine.initialState(); for (const e of b) { const r = engine.apply(s, e); if (r.ok) s = r.state; } sink += s.clock?.eventCount ?? s.eventCount; }
};
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
// warm up both
for (let i = 0; i < 5; i++) for (const b of battles) { one(A.engine, b); one(B.engine, b); }
const ratios = [];
// ROUNDS (default 5): more rounds for a steadier median on a loaded machine
const ROUNDS = Number(process.env.ROUNDS ?? 5);
for (let round = 0; round < ROUNDS; round++) {
  let ta = 0, tb = 0; const end = Date.now() + Number(secs ?? 4) * 1000;
  let flip = false;
  while (Date.now() < end) for (const b of battles) {
    flip = !flip;
    if (flip) { let t = cpu(); one(A.engine, b); ta += cpu() - t; t = cpu(); one(B.engine, b); tb += cpu() - t; }
    else { let t = cpu(); one(B.engine, b); tb += cpu() - t; t = cpu(); one(A.engine, b); ta += cpu() - t; }
  }
  ratios.push(tb / ta);
  console.log(`${rowPlan} round ${round}: B/A ${(tb / ta).toFixed(3)}`);
}
ratios.sort((a, b) => a - b);
console.log(`${rowPlan}: median B/A ${ratios[(ratios.length - 1) >> 1].toFixed(3)} (${ratios.map((r) => r.toFixed(3)).join(' ')})${sink ? '' : '!'}`);
