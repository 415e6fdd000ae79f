/**
 * `apply` on an event of round 5 against the same event type in round 1 (`npm run bench -- --rounds [--quick]`; issue
 * 23's target: within 1.2×), on the built package with the default freezing. The row's recorded battles are applied
 * event by event; the state before each event of round 1 and round 5 is kept with its event, and each event type's
 * two sets are timed interleaved (CPU time): a history that was copied whole on every append makes round 5 dearer.
 */
import { galletEngine, recordBattles, type GalletEvent, type PlanKind } from './battles.js';
import { measureInterleaved, ratioTo, type Case, type Figure } from './harness.js';

type State = ReturnType<typeof galletEngine.initialState>;
const kind = (process.argv[2] ?? 'cheap') as PlanKind;
const count = Number(process.argv[3] ?? 200);
const samples = Number(process.argv[4] ?? 7);
let sink = 0;

const byRound = new Map<string, { s: State; e: GalletEvent }[]>();
for (const b of recordBattles(kind, count)) {
  let s = galletEngine.initialState();
  for (const e of b) {
    const round = s.clock.round;
    if ((round === 1 || round === 5) && s.clock.stage === 'battle') {
      const key = `${e.type}@${round}`;
      const l = byRound.get(key) ?? [];
      l.push({ s, e });
      byRound.set(key, l);
    }
    const r = galletEngine.apply(s, e);
    if (!r.ok) throw new Error(`refused: ${r.violations[0]?.message ?? ''}`);
    s = r.state;
  }
}

const ns = (f: Figure): string => `${(1e9 / f.median).toFixed(0)} ns`;
process.stdout.write(`\n${kind} (${count} battles): \`apply\` of the same event type in round 1 and round 5 (CPU time, ${samples} interleaved samples)\n\n`);
process.stdout.write('| event type | events r1 / r5 | round 1 | round 5 | round 5 ÷ round 1 |\n|---|---|---|---|---|\n');
const types = [...new Set([...byRound.keys()].map((k) => k.split('@')[0] as string))].sort();
for (const type of types) {
  const r1 = byRound.get(`${type}@1`);
  const r5 = byRound.get(`${type}@5`);
  if (r1 === undefined || r5 === undefined || r1.length < 20 || r5.length < 20) continue;
  const mk = (l: { s: State; e: GalletEvent }[], name: string): Case => ({
    name,
    unit: 'event',
    opsPerCall: l.length,
    fn: () => {
      for (const x of l) {
        const r = galletEngine.apply(x.s, x.e);
        if (r.ok) sink += r.state.eventCount;
      }
    },
  });
  const [a, b] = measureInterleaved([mk(r1, 'r1'), mk(r5, 'r5')], { warmupMs: 200, sampleMs: 100, samples, clock: 'cpu' }) as [Figure, Figure];
  process.stdout.write(`| ${type} | ${r1.length} / ${r5.length} | ${ns(a)} | ${ns(b)} | ${ratioTo(a, b).toFixed(2)} |\n`);
}
if (sink === 0) process.stderr.write('(sink)\n');
