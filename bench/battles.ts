/**
 * The battles the benchmarks replay, recorded once with the seeded generator, for two battleplans: the cheapest
 * (*Won't Back Down*: the pack's default scoring, no battleplan hook once the battle runs, core events only) and the
 * one whose random battles carry the most of the pack's own events (*Close to the Chest*, with the pack's random
 * play: alpha objectives, proving grounds, realm rules, rallies, terrain contests). The floor (floor.ts) follows both.
 * Also the padded 1,000,000-event log of the memory figure.
 *
 * Imports go through the package's entries (`battlepack-engine`, `…/gallet`): under `npm run bench` they are the built
 * `dist`, resolved by Node (see run.ts); under tsx (tests, scripts) the sources.
 */
import * as z from 'zod/mini';
import { createEngine } from 'battlepack-engine';
import { randomBattle, type BattleSetUpData, type Rng } from 'battlepack-engine/sim';
import { type ObjectiveDef } from 'battlepack-engine/authoring';
import { gallet, galletEngine as importedEngine, type GalletBattleplanId, type GalletEvent } from 'battlepack-engine/gallet';

export type { GalletEvent };

/**
 * The Gallet engine the benchmarks measure. With `BENCH_COMPILE=1` in the environment, the engine of the reference
 * runs up to issue 13: event schemas compiled ahead of time (`createEngine(gallet, { compile: z.compile })`); with
 * `BENCH_COMPILE=zod`, events parsed by zod's runtime parser alone (the engines users imported before issue 23).
 * Otherwise (since issue 23) the engine users import as it comes (`galletEngine` from `battlepack-engine/gallet`),
 * whose events are parsed by the parsers generated from the schemas at build time.
 */
export const galletEngine = (() => {
  const mode = typeof process !== 'undefined' ? process.env['BENCH_COMPILE'] : undefined;
  // `zod`: a `compile` that hands each schema back unchanged, so every event is parsed by zod's runtime parser alone
  // (how the engines users imported parsed events before the fast parser)
  return mode === '1' ? createEngine(gallet, { compile: z.compile }) : mode === 'zod' ? createEngine(gallet, { compile: (s) => s }) : importedEngine;
})();

/** The two measured plans: the cheapest, and the one with the most pack events. */
export type PlanKind = 'cheap' | 'pack';

/** The cheap battleplan: the pack's default scoring and no battleplan hook once the battle runs. */
export const CHEAP_PLAN = 'wont-back-down';

/** The battleplan whose random battles hold the most pack events (17.5 per battle, against 7–14 for the others). */
export const PACK_PLAN = 'close-to-the-chest';

/** The battleplan of a kind. */
export function planOf(kind: PlanKind): GalletBattleplanId {
  return kind === 'cheap' ? CHEAP_PLAN : PACK_PLAN;
}

/** The seed of the recorded battle set. */
export const RECORD_SEED = 20_220_701;

const PLACEMENTS = ['attacker-territory', 'defender-territory', 'centre', 'neutral', 'border-attacker', 'border-defender'] as const;

/** Objectives for the cheap plan (its layout is not in the sources, so the set-up gives it): 3–6, one at the centre. */
export function cheapSetUp<D extends BattleSetUpData>(data: D, rng: Rng): D {
  const n = rng.int(3, 6);
  const objectives: ObjectiveDef[] = [];
  for (let i = 0; i < n; i++) objectives.push({ id: `o${i + 1}`, placement: i === 0 ? 'centre' : rng.pick(PLACEMENTS) });
  return { ...data, objectives };
}

/**
 * One generated battle of a kind. `cheap`: core events only (no pack extras, the bench's set-up); `pack`: the pack's
 * own random play (extras, choices and set-up). `rulesOnly`: each event checked by the rules alone (the simulation's
 * fast path), which gives the same battle as a full check.
 */
export function battleOf(kind: PlanKind, seed: number, rulesOnly = false): readonly GalletEvent[] {
  if (kind === 'cheap') return randomBattle(galletEngine, { seed, battleplan: CHEAP_PLAN, setUp: cheapSetUp, extras: () => [], chances: { packChoice: 0 }, rulesOnly }).events;
  return randomBattle(galletEngine, { seed, battleplan: PACK_PLAN, rulesOnly }).events;
}

/** A battle of any plan with the pack's own random play, as `simulate` plays it. */
export function fullBattle(seed: number, battleplan: string): readonly GalletEvent[] {
  return randomBattle(galletEngine, { seed, battleplan: battleplan as GalletBattleplanId }).events;
}

/** The recorded battle set of a kind: `count` battles from consecutive seeds. */
export function recordBattles(kind: PlanKind, count: number, seed = RECORD_SEED): (readonly GalletEvent[])[] {
  const out: (readonly GalletEvent[])[] = [];
  for (let i = 0; i < count; i++) out.push(battleOf(kind, seed + i));
  return out;
}

/** Event types that may be repeated at once without changing whether the log is legal (reports and gains). */
const REPEATABLE = new Set(['ObjectiveContestReported', 'ZonesReported', 'CommandPointsGained']);

/**
 * A long legal log: one recorded cheap battle in which every contest report, zones report and command-point gain is
 * repeated until the log holds `total` events. Every copy is a distinct object, as a log read from disk would be.
 */
export function paddedLog(total: number, seed = RECORD_SEED): GalletEvent[] {
  let events: readonly GalletEvent[] = [];
  for (let s = seed; ; s++) {
    events = battleOf('cheap', s);
    if (events.filter((e) => REPEATABLE.has(e.type)).length >= 20 && events.some((e) => e.type === 'TurnEnded')) break;
  }
  const repeatable = events.filter((e) => REPEATABLE.has(e.type)).length;
  const per = Math.floor((total - events.length) / repeatable);
  let extra = total - events.length - per * repeatable;
  const out: GalletEvent[] = [];
  for (const e of events) {
    out.push(e);
    if (!REPEATABLE.has(e.type)) continue;
    const n = per + (extra > 0 ? 1 : 0);
    if (extra > 0) extra--;
    const json = JSON.stringify(e);
    for (let i = 0; i < n; i++) out.push(JSON.parse(json) as GalletEvent);
  }
  return out;
}
