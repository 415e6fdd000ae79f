/**
 * The battles the benchmarks replay: a fixed set of Gallet battles recorded once with the seeded generator, for a
 * cheap battleplan (default scoring, no battleplan hook during the battle) and without the pack's own events, so that
 * the hand-written floor (floor.ts) can follow them exactly. Also the set-up and extras used for the simulation of
 * the other battleplans, and the padded 1,000,000-event log of the memory figure.
 */
import * as z from 'zod/mini';
import { createEngine, randomBattle, type BattleSetUpData, type ObjectiveDef, type Rng } from '../src/index.js';
import { gallet, type GalletBattleplanId, type GalletEvent } from '../src/battlepack/gallet/index.js';

export type { GalletEvent };

/** The Gallet engine the benchmarks measure: event schemas compiled ahead of time (`compile` from zod), as a server would run it. */
export const galletEngine = createEngine(gallet, { compile: z.compile });

/** The cheap battleplan: the pack's default scoring and no battleplan hook once the battle runs. */
export const CHEAP_PLAN = 'wont-back-down';

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

/** The options of a cheap battle: core events only, so the floor can follow every rule that touches VP. */
export function cheapBattle(seed: number): readonly GalletEvent[] {
  return randomBattle(galletEngine, { seed, battleplan: CHEAP_PLAN, setUp: cheapSetUp }).events;
}

/** A battle of any plan with the pack's own events (the pack's random-battle extras and set-up), as `simulate` plays. */
export function fullBattle(seed: number, battleplan: string): readonly GalletEvent[] {
  return randomBattle(galletEngine, { seed, battleplan: battleplan as GalletBattleplanId }).events;
}

/** The recorded battle set: `count` cheap battles from consecutive seeds. */
export function recordBattles(count: number, seed = RECORD_SEED): (readonly GalletEvent[])[] {
  const out: (readonly GalletEvent[])[] = [];
  for (let i = 0; i < count; i++) out.push(cheapBattle(seed + i));
  return out;
}

/** Event types that may be repeated at once without changing whether the log is legal (reports and gains). */
const REPEATABLE = new Set(['ObjectiveContestReported', 'ZonesReported', 'CommandPointsGained']);

/**
 * A long legal log: one recorded battle in which every contest report, zones report and command-point gain is
 * repeated until the log holds `total` events. Every copy is a distinct object, as a log read from disk would be.
 */
export function paddedLog(total: number, seed = RECORD_SEED): GalletEvent[] {
  let events: readonly GalletEvent[] = [];
  for (let s = seed; ; s++) {
    events = cheapBattle(s);
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
