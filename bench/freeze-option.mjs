// `freeze: false` against the default, `apply` on the built package (`node bench/freeze-option.mjs [close-to-the-chest|wont-back-down]`):
// both engines in one process, alternated battle by battle, CPU time, 7 rounds; prints freeze:false's time over the default's.
const dist = new URL('../dist', import.meta.url).href;
const core = await import(dist + '/index.js'); const sim = await import(dist + '/sim.js'); const { gallet, galletEngine } = await import(dist + '/gallet.js');
const loose = core.createEngine(gallet, { freeze: false });
const plan = process.argv[2] ?? 'close-to-the-chest';
const battles = []; for (let s = 0; s < 100; s++) battles.push(sim.randomBattle(galletEngine, { seed: 20220701 + s, battleplan: plan }).events);
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
let sink = 0;
const one = (engine, b) => { let s = engine.initialState(); for (const e of b) { const r = engine.apply(s, e); if (r.ok) s = r.state; } sink += s.eventCount; };
for (let i = 0; i < 3; i++) for (const b of battles) { one(galletEngine, b); one(loose, b); }
const ratios = [];
for (let r = 0; r < 7; r++) {
  let ta = 0, tb = 0, n = 0;
  for (let k = 0; k < 3; k++) battles.forEach((b, i) => { const first = (i + k) % 2 === 0; const t0 = cpu(); one(first ? galletEngine : loose, b); const t1 = cpu(); one(first ? loose : galletEngine, b); const t2 = cpu(); if (first) { ta += t1 - t0; tb += t2 - t1; } else { tb += t1 - t0; ta += t2 - t1; } n += b.length; });
  ratios.push(tb / ta); console.log(`round ${r}: frozen ${(ta * 1000 / n).toFixed(0)} ns/event, freeze:false ${(tb * 1000 / n).toFixed(0)} ns/event, ratio ${(tb / ta).toFixed(3)}`);
}
ratios.sort((a, b) => a - b); console.log(plan, 'median freeze:false / frozen', ratios[3].toFixed(3), sink > 0 ? '' : '(no events folded)');
