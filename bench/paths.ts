/**
 * One timed comparison in a process of its own (`node bench/.out/paths.js '<json>'`, started by suite.ts), so that a
 * path's code is compiled for that path alone, as in an app that uses only it. Each mode measures the floor and the
 * engine on the same recorded battles (the same event arrays), interleaved: every round takes one sample of each case
 * in turn, and a ratio is the median of the per-round ratios. Rates are per second of the process's CPU time (every
 * thread of it, V8's helper threads included: the garbage collection a path causes is its cost); wall-clock rates
 * come along. Prints one JSON line.
 *
 * - `path`: the floor, and one engine path (`trusted` replay, `validated` replay, or `apply` event by event from the
 *   initial state, keeping the state of each battle as an app does).
 * - `open`: `apply` over `openBattles` battles open at once, one after another and round-robin (event k of every
 *   battle, then event k + 1), every state kept; and the floor, one battle after another and round-robin (its own cost
 *   of going round many battles' states: the processor's caches, not the engine).
 * - `gen`: the simulation's fast path (random legal battles, each event checked by the rules alone and folded on the
 *   trusted path), against the trusted replay and the floor on the same battles.
 */
import type { BattleState } from 'battlepack-engine';
import { battleOf, galletEngine, recordBattles, type GalletEvent, type PlanKind } from './battles.js';
import { floor, type FloorState } from './floor.js';
import { measureInterleaved, type Case, type Figure } from './harness.js';

/** What the child is asked. */
export interface PathsJob {
  readonly mode: 'path' | 'open' | 'gen';
  readonly kind: PlanKind;
  readonly path?: 'trusted' | 'validated' | 'apply';
  readonly battles: number;
  readonly openBattles?: number;
  readonly warmupMs: number;
  readonly sampleMs: number;
  readonly samples: number;
}

/** What the child answers: one figure per case, in the order of the cases (the floor first). */
export interface PathsAnswer {
  readonly figures: readonly Figure[];
  readonly events: number;
  readonly battles: number;
}

let sink = 0;

const floorCase = (battles: readonly (readonly GalletEvent[])[], events: number): Case => ({
  name: 'floor',
  unit: 'event',
  opsPerCall: events,
  fn: () => {
    for (const b of battles) sink += floor.replay(b).vpA;
  },
});

function pathCase(path: 'trusted' | 'validated' | 'apply', battles: readonly (readonly GalletEvent[])[], events: number): Case {
  switch (path) {
    case 'trusted':
      return {
        name: 'trusted replay',
        unit: 'event',
        opsPerCall: events,
        fn: () => {
          for (const b of battles) sink += galletEngine.trusted.replay(b).eventCount;
        },
      };
    case 'validated':
      return {
        name: 'validated replay',
        unit: 'event',
        opsPerCall: events,
        fn: () => {
          for (const b of battles) sink += galletEngine.replay(b).applied;
        },
      };
    case 'apply':
      return {
        name: 'apply, one battle after another',
        unit: 'event',
        opsPerCall: events,
        fn: () => {
          for (const b of battles) {
            let s = galletEngine.initialState();
            for (const e of b) {
              const r = galletEngine.apply(s, e);
              if (r.ok) s = r.state;
            }
            sink += s.eventCount;
          }
        },
      };
  }
}

function openCases(battles: readonly (readonly GalletEvent[])[], count: number): Case[] {
  const open = Array.from({ length: count }, (_, i) => battles[i % battles.length] as readonly GalletEvent[]);
  const events = open.reduce((n, b) => n + b.length, 0);
  const longest = Math.max(...open.map((b) => b.length));
  return [
    floorCase(open, events),
    {
      name: `apply, ${count} battles one after another`,
      unit: 'event',
      opsPerCall: events,
      fn: () => {
        const states: BattleState<unknown>[] = [];
        for (const b of open) {
          let s = galletEngine.initialState();
          for (const e of b) {
            const r = galletEngine.apply(s, e);
            if (r.ok) s = r.state;
          }
          states.push(s as BattleState<unknown>);
        }
        sink += states.length;
      },
    },
    {
      name: `apply, ${count} battles round-robin`,
      unit: 'event',
      opsPerCall: events,
      fn: () => {
        const states = open.map(() => galletEngine.initialState());
        for (let k = 0; k < longest; k++)
          for (let i = 0; i < open.length; i++) {
            const e = (open[i] as readonly GalletEvent[])[k];
            if (e === undefined) continue;
            const r = galletEngine.apply(states[i] as BattleState<never>, e);
            if (r.ok) states[i] = r.state;
          }
        sink += states.length;
      },
    },
    {
      // the same access pattern for the floor: what any code pays for going round 1,000 battles' states (each last
      // touched 1,000 events earlier, so out of the processor's caches) instead of one battle's
      name: `floor, ${count} battles round-robin`,
      unit: 'event',
      opsPerCall: events,
      fn: () => {
        const states = open.map(() => floor.initial());
        for (let k = 0; k < longest; k++)
          for (let i = 0; i < open.length; i++) {
            const e = (open[i] as readonly GalletEvent[])[k];
            if (e === undefined) continue;
            floor.apply(states[i] as FloorState, e);
          }
        for (const s of states) sink += s.vpA;
      },
    },
  ];
}

function genCases(kind: PlanKind, count: number): Case[] {
  // the battles the generator makes in one call, and the same battles replayed
  const seeds = Array.from({ length: count }, (_, i) => 5_000_000 + i);
  const battles = seeds.map((seed) => battleOf(kind, seed, true));
  const events = battles.reduce((n, b) => n + b.length, 0);
  return [
    floorCase(battles, events),
    pathCase('trusted', battles, events),
    {
      name: 'simulation (generation on the fast path)',
      unit: 'event',
      opsPerCall: events,
      fn: () => {
        for (const seed of seeds) sink += battleOf(kind, seed, true).length;
      },
    },
  ];
}

const job = JSON.parse(process.argv[2] ?? '{}') as PathsJob;
const recorded = job.mode === 'gen' ? [] : recordBattles(job.kind, job.battles);
const cases =
  job.mode === 'path'
    ? [floorCase(recorded, recorded.reduce((n, b) => n + b.length, 0)), pathCase(job.path ?? 'trusted', recorded, recorded.reduce((n, b) => n + b.length, 0))]
    : job.mode === 'open'
      ? openCases(recorded, job.openBattles ?? 1000)
      : genCases(job.kind, job.battles);
// per second of this process's CPU time: on a machine shared with other work, waiting for a core is not the engine's
const figures = measureInterleaved(cases, { warmupMs: job.warmupMs, sampleMs: job.sampleMs, samples: job.samples, clock: 'cpu' });
const answer: PathsAnswer = { figures, events: cases[0]?.opsPerCall ?? 0, battles: job.mode === 'open' ? (job.openBattles ?? 0) : job.battles };
if (sink === 0) process.stderr.write('(sink)\n');
process.stdout.write(`${JSON.stringify(answer)}\n`);
