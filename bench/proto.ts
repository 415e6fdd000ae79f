/**
 * The 0.2 state prototype (bench/proto-state.ts) timed against the floor in the same process (`npm run bench --
 * --proto [--quick]`, or `node --expose-gc bench/.out/proto.js <kind> <battles> <rounds>`). Prints its figures as
 * Markdown. Never asserts a speed.
 *
 * 1. Agreement: every recorded battle folded by the floor, by the prototype's trusted (transient) replay and by its
 *    `apply`: the final VP and result must agree with the floor, and the two prototype paths must end in equal states
 *    (as JSON). The run stops if one battle disagrees.
 * 2. Interleaved rounds, by the process's CPU time (bench/harness.ts): the floor; the prototype's trusted replay
 *    (one private draft, one freeze at the end); its validated replay (each event parsed by zod's compiled parser of
 *    the engine's event union, which yields the plain copy the fold keeps, then the transient fold); its `apply` event
 *    by event with every object frozen once; `apply` over the open battles one after another and round-robin; the
 *    floor round-robin. Besides, the engine's own rule checks (`trusted.check` before `trusted.apply`, less the
 *    trusted replay): what the prototype's validated row leaves out.
 * 3. Memory (needs `--expose-gc`): heap retained per kept state when every `apply` state of 60 battles is kept; and the
 *    estimate of new objects and bytes per event type (as bench/kept-by-type.ts counts them).
 * 4. `apply` of the same event type in round 1 and round 5: the history never gets copied whole.
 */
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { galletEventSchema } from 'battlepack-engine/gallet/schema';
import { galletEngine, recordBattles, type GalletEvent, type PlanKind } from './battles.js';
import { floor, type FloorState } from './floor.js';
import { measureInterleaved, median, ratioTo, type Case, type Figure } from './harness.js';
import { apply, context, deepFreeze, fold, FROZEN_INITIAL, initial, replayPersistent, replayTransient, vpOf, type ProtoState } from './proto-state.js';

const kind = (process.argv[2] ?? 'cheap') as PlanKind;
const count = Number(process.argv[3] ?? 200);
const rounds = Number(process.argv[4] ?? 5);
const openCount = Number(process.argv[5] ?? 1000);
const battles = recordBattles(kind, Math.max(count, 60));
const timed = battles.slice(0, count);
const events = timed.reduce((n, b) => n + b.length, 0);
let sink = 0;
const out: string[] = [];
const say = (line: string): void => {
  out.push(line);
  process.stdout.write(`${line}\n`);
};

// 1. agreement ------------------------------------------------------------------------------------------------------
let agree = 0;
for (const b of timed) {
  const f: FloorState = floor.replay(b);
  const t = replayTransient(b);
  const p = replayPersistent(b);
  const sameVp = vpOf(t, 0) === f.vpA && vpOf(t, 1) === f.vpB && vpOf(p, 0) === f.vpA && vpOf(p, 1) === f.vpB;
  const sameResult = (t.result?.kind ?? null) === (f.result?.kind ?? null) && (t.result?.winner ?? null) === (f.result?.winner ?? null);
  if (sameVp && sameResult && JSON.stringify(t) === JSON.stringify(p)) agree++;
}
say(`agreement with the floor (final VP, result) and between the prototype's paths (equal states): ${agree} / ${timed.length} battles`);
if (agree !== timed.length) {
  process.stderr.write('the prototype disagrees: nothing is timed\n');
  process.exit(1);
}

// 2. timing ---------------------------------------------------------------------------------------------------------
// (the packs' engines parse with generated parsers and carry no zod schema: the union comes from the schema entry)
const compiled = z.compile(galletEventSchema as unknown as $ZodType) as unknown as { parse(v: unknown): unknown };
const trusted = galletEngine.trusted;
const open = Array.from({ length: openCount }, (_, i) => battles[i % battles.length] as readonly GalletEvent[]);
const openEvents = open.reduce((n, b) => n + b.length, 0);
const longest = Math.max(...open.map((b) => b.length));

const cases: Case[] = [
  { name: 'floor', unit: 'event', opsPerCall: events, fn: () => timed.forEach((b) => (sink += floor.replay(b).vpA)) },
  { name: 'prototype trusted replay (transient)', unit: 'event', opsPerCall: events, fn: () => timed.forEach((b) => (sink += replayTransient(b).eventCount)) },
  {
    name: 'prototype validated replay (compiled parse + transient fold)',
    unit: 'event',
    opsPerCall: events,
    fn: () => {
      for (const b of timed) {
        const c = context(true);
        const s = initial(true) as { -readonly [K in keyof ProtoState]: ProtoState[K] };
        for (const e of b) fold(c, s, compiled.parse(e) as GalletEvent);
        sink += deepFreeze(s).eventCount;
      }
    },
  },
  {
    name: 'prototype apply, one battle after another (frozen)',
    unit: 'event',
    opsPerCall: events,
    fn: () => {
      const c = context(false);
      for (const b of timed) {
        let s = FROZEN_INITIAL;
        for (const e of b) s = apply(c, s, e);
        sink += s.eventCount;
      }
    },
  },
  {
    name: 'prototype apply, freeze: false',
    unit: 'event',
    opsPerCall: events,
    fn: () => timed.forEach((b) => (sink += replayPersistent(b, false).eventCount)),
  },
  { name: 'engine trusted replay', unit: 'event', opsPerCall: events, fn: () => timed.forEach((b) => (sink += trusted.replay(b).eventCount)) },
  {
    name: 'engine trusted check + apply',
    unit: 'event',
    opsPerCall: events,
    fn: () => {
      for (const b of timed) {
        const s = trusted.initialState();
        for (const e of b) {
          sink += trusted.check(s, e).length;
          trusted.apply(s, e);
        }
      }
    },
  },
];
const openCases: Case[] = [
  { name: 'floor (open battles)', unit: 'event', opsPerCall: openEvents, fn: () => open.forEach((b) => (sink += floor.replay(b).vpA)) },
  {
    name: `prototype apply, ${openCount} battles one after another`,
    unit: 'event',
    opsPerCall: openEvents,
    fn: () => {
      const c = context(false);
      const kept: ProtoState[] = [];
      for (const b of open) {
        let s = FROZEN_INITIAL;
        for (const e of b) s = apply(c, s, e);
        kept.push(s);
      }
      sink += kept.length;
    },
  },
  {
    name: `prototype apply, ${openCount} battles round-robin`,
    unit: 'event',
    opsPerCall: openEvents,
    fn: () => {
      const c = context(false);
      const states = open.map(() => FROZEN_INITIAL);
      for (let k = 0; k < longest; k++)
        for (let i = 0; i < open.length; i++) {
          const e = (open[i] as readonly GalletEvent[])[k];
          if (e !== undefined) states[i] = apply(c, states[i] as ProtoState, e);
        }
      sink += states.length;
    },
  },
  {
    name: `floor, ${openCount} battles round-robin`,
    unit: 'event',
    opsPerCall: openEvents,
    fn: () => {
      const states = open.map(() => floor.initial());
      for (let k = 0; k < longest; k++)
        for (let i = 0; i < open.length; i++) {
          const e = (open[i] as readonly GalletEvent[])[k];
          if (e !== undefined) floor.apply(states[i] as FloorState, e);
        }
      for (const s of states) sink += s.vpA;
    },
  },
];

const opts = { warmupMs: 1500, sampleMs: 400, samples: rounds, clock: 'cpu' as const };
const figs = measureInterleaved(cases, opts);
const openFigs = measureInterleaved(openCases, { ...opts, sampleMs: 1, samples: Math.max(3, rounds - 2), warmupMs: 1 });
const [fl, tr, va, ap, apNoFreeze, enTr, enCheck] = figs as [Figure, Figure, Figure, Figure, Figure, Figure, Figure];
const [ofl, oSeq, oRr, oFlRr] = openFigs as [Figure, Figure, Figure, Figure];
const spread = (f: Figure): string => `±${((f.spread * 100) / 2).toFixed(0)} %`;
/** Per-round ratios' min–max: the spread of a ratio across the interleaved rounds. */
const range = (a: Figure, b: Figure): string => {
  const r = a.rates.map((x, i) => x / (b.rates[i] ?? Number.NaN));
  return `${Math.min(...r).toFixed(2)}–${Math.max(...r).toFixed(2)}`;
};
const ns = (f: Figure): string => `${(1e9 / f.median).toFixed(0)} ns`;
// the engine's rule checks per event, in floor units: (check + apply) − apply
const checks = median(fl.rates.map((r, i) => r / (enCheck.rates[i] ?? Number.NaN) - r / (enTr.rates[i] ?? Number.NaN)));

say('');
say(`${kind === 'cheap' ? "Won't Back Down, core events" : 'Close to the Chest, pack events'}: ${timed.length} battles, ${events} events; ${rounds} interleaved rounds, CPU clock`);
say('');
say('| row | per event | × the floor (median) | per-round range | target |');
say('|---|---|---|---|---|');
say(`| floor | ${ns(fl)} | 1 | | |`);
say(`| prototype trusted replay | ${ns(tr)} | ${ratioTo(fl, tr).toFixed(2)} | ${range(fl, tr)} | ≤ 2 |`);
say(`| prototype validated replay (parse + fold; no rule checks) | ${ns(va)} | ${ratioTo(fl, va).toFixed(2)} | ${range(fl, va)} | ≤ 8 |`);
say(`| … plus the engine's rule checks today (trusted.check, ${checks.toFixed(2)}× the floor) | | ${(ratioTo(fl, va) + checks).toFixed(2)} | | ≤ 8 |`);
say(`| prototype apply, one battle after another (frozen) | ${ns(ap)} | ${ratioTo(fl, ap).toFixed(2)} | ${range(fl, ap)} | ≤ 15 |`);
say(`| … plus the engine's rule checks today | | ${(ratioTo(fl, ap) + checks).toFixed(2)} | | ≤ 15 |`);
say(`| prototype apply, freeze: false | ${ns(apNoFreeze)} | ${ratioTo(fl, apNoFreeze).toFixed(2)} | ${range(fl, apNoFreeze)} | |`);
say(`| engine trusted replay today (for scale) | ${ns(enTr)} | ${ratioTo(fl, enTr).toFixed(2)} | ${range(fl, enTr)} | |`);
say(`| prototype apply, ${openCount} battles round-robin ÷ one after another | ${ns(oRr)} / ${ns(oSeq)} | ${ratioTo(oSeq, oRr).toFixed(2)} | ${range(oSeq, oRr)} | ≤ 1.2 |`);
say(`| floor, ${openCount} battles round-robin ÷ one after another | ${ns(oFlRr)} / ${ns(ofl)} | ${ratioTo(ofl, oFlRr).toFixed(2)} | ${range(ofl, oFlRr)} | |`);
say('');
say(`spreads (max − min over the rounds, ÷ 2 the median): floor ${spread(fl)}, trusted ${spread(tr)}, validated ${spread(va)}, apply ${spread(ap)}, open ${spread(oSeq)} / ${spread(oRr)}`);

// 3. memory ---------------------------------------------------------------------------------------------------------
const gc = (globalThis as { gc?: () => void }).gc;
const mem = battles.slice(0, 60);
const memEvents = mem.reduce((n, b) => n + b.length, 0);
if (gc !== undefined) {
  const collect = (): number => {
    for (let i = 0; i < 4; i++) gc();
    return process.memoryUsage().heapUsed;
  };
  const samples: number[] = [];
  // (the kept list escapes to `held`, so no compiler can drop it before the heap is read)
  const held: ProtoState[][] = [];
  const keepAll = (): void => {
    const all: ProtoState[] = [];
    const c = context(false);
    for (const b of mem) {
      let s = FROZEN_INITIAL;
      for (const e of b) {
        s = apply(c, s, e);
        all.push(s);
      }
    }
    held.push(all);
  };
  for (let r = 0; r < 3; r++) {
    const before = collect();
    keepAll();
    const after = collect();
    samples.push((after - before) / memEvents);
    sink += (held.pop() as ProtoState[]).length;
  }
  say('');
  say(`retained per kept state (every apply state of 60 battles kept, ${memEvents} states; the list holding them included, 8 B each): ${samples.map((x) => x.toFixed(0)).join(' / ')} B (3 runs); target ≤ 500 B`);
}

// new objects and bytes per event type (estimate: an object 24 B + 8 a field, a list 48 B + 8 a slot)
interface Tally {
  events: number;
  bytes: number;
  objects: number;
}
const byType = new Map<string, Tally>();
const sizeOf = (list: boolean, n: number): number => (list ? 48 + 8 * n : 24 + 8 * n);
const seen = new Set<unknown>();
function walk(next: unknown, prev: unknown, t: Tally): void {
  if (next === null || typeof next !== 'object' || next === prev || seen.has(next)) return;
  seen.add(next);
  const list = Array.isArray(next);
  const keys = Object.keys(next);
  t.bytes += sizeOf(list, keys.length);
  t.objects++;
  const before = prev !== null && typeof prev === 'object' ? (prev as Record<string, unknown>) : undefined;
  for (const k of keys) walk((next as Record<string, unknown>)[k], before?.[k], t);
}
let total = 0;
{
  const c = context(false);
  for (const b of mem) {
    let s = FROZEN_INITIAL;
    for (const e of b) {
      const n = apply(c, s, e);
      const t = byType.get(e.type) ?? { events: 0, bytes: 0, objects: 0 };
      const before = t.bytes;
      t.events++;
      // an event's own data kept by the state (contest entries, zones) is the parse's copy, counted here as new
      seen.clear();
      walk(n, s, t);
      total += t.bytes - before;
      byType.set(e.type, t);
      s = n;
    }
  }
}
say('');
say(`new objects per event type (estimate, as bench/kept-by-type.ts counts): ~${(total / memEvents).toFixed(0)} B per event over ${memEvents} events`);
say('');
say('| event type | events | new bytes / event | new objects / event |');
say('|---|---|---|---|');
for (const [type, t] of [...byType].sort((a, b) => b[1].bytes - a[1].bytes)) say(`| ${type} | ${t.events} | ${(t.bytes / t.events).toFixed(0)} | ${(t.objects / t.events).toFixed(1)} |`);

// 4. round 1 against round 5 --------------------------------------------------------------------------------------
{
  const byRound = new Map<string, { s: ProtoState; e: GalletEvent }[]>();
  const c = context(false);
  for (const b of mem) {
    let s = FROZEN_INITIAL;
    for (const e of b) {
      const round = s.clock.round;
      if ((round === 1 || round === 5) && s.clock.stage === 'battle') {
        const key = `${e.type}@${round}`;
        const l = byRound.get(key) ?? [];
        l.push({ s, e });
        byRound.set(key, l);
      }
      s = apply(c, s, e);
    }
  }
  say('');
  say('`apply` of the same event type in round 1 and round 5 (the states before each, kept; 5 interleaved rounds)');
  say('');
  say('| event type | round 1 | round 5 | round 5 ÷ round 1 |');
  say('|---|---|---|---|');
  for (const type of ['PhaseStarted', 'ObjectiveContestReported', 'ZonesReported', 'ModelsSlain', 'BattleTacticPicked', 'TurnEnded', 'UnitDestroyed']) {
    const r1 = byRound.get(`${type}@1`);
    const r5 = byRound.get(`${type}@5`);
    if (r1 === undefined || r5 === undefined) continue;
    const mk = (l: { s: ProtoState; e: GalletEvent }[], name: string): Case => ({
      name,
      unit: 'event',
      opsPerCall: l.length,
      fn: () => {
        const cx = context(false);
        for (const x of l) sink += apply(cx, x.s, x.e).eventCount;
      },
    });
    const [a, b] = measureInterleaved([mk(r1, 'r1'), mk(r5, 'r5')], { warmupMs: 300, sampleMs: 150, samples: 5, clock: 'cpu' }) as [Figure, Figure];
    say(`| ${type} | ${ns(a)} | ${ns(b)} | ${ratioTo(a, b).toFixed(2)} |`);
  }
}
if (sink === 0) process.stderr.write('(sink)\n');
