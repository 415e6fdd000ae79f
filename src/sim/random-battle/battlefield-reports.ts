/**
 * What is reported about the battlefield during a generated battle's phases: units' zones, objective contests (each
 * line with a random model count or control score), and casualties (models slain, units destroyed, and by whom).
 * @module
 */
import type { AnyEventSchema, PackEventDef } from '../../core/pack/battlepack.js';
import type { Rng } from '../../core/dice.js';
import type { ContestEntry, Zone } from '../../core/events/schema.js';
import type { UnitState } from '../../core/state/state.js';
import type { Generator } from './generator.js';
import { chance } from './random-player.js';

const ZONES: readonly Zone[] = ['attacker-territory', 'defender-territory', 'neutral', 'q1', 'q2', 'q3', 'q4', 'centre'];
const QUARTERS = ['q1', 'q2', 'q3', 'q4'] as const;
const MEANS = ['attack', 'ability', 'spell', 'mortal', 'other'] as const;

/** Each of `items` with chance `p` (one number drawn per item, in order). */
function subset<T>(rng: Rng, items: readonly T[], p: number): T[] {
  return items.filter(() => rng.next() < p);
}

/** A zones report for some of the units on the battlefield (none sent when no unit was picked). @internal */
export function zones<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(g: Generator<X, E>): void {
  const rng = g.rng;
  const units: Record<string, { wholly: Zone[]; partly: Zone[] }> = {};
  let reported = 0;
  const field = g.onBattlefield();
  for (let i = 0; i < field.length; i++) {
    const u = field[i] as UnitState;
    if (!chance(rng, 0.7)) continue;
    const wholly: Zone[] = [];
    const partly: Zone[] = [];
    const r = rng.next();
    const territory: Zone = r < 0.35 ? 'attacker-territory' : r < 0.7 ? 'defender-territory' : 'neutral';
    if (chance(rng, 0.7)) wholly.push(territory);
    else partly.push(territory, rng.pick(ZONES));
    if (chance(rng, 0.5)) wholly.push(rng.pick(QUARTERS));
    if (chance(rng, 0.2)) (chance(rng, 0.5) ? wholly : partly).push('centre');
    // each zone with a chance (every one drawn, in order), added where not given yet
    for (let z = 0; z < ZONES.length; z++) {
      if (rng.next() >= 0.1) continue;
      const zone = ZONES[z] as Zone;
      if (!wholly.includes(zone) && !partly.includes(zone)) partly.push(zone);
    }
    units[u.def.id] = { wholly, partly };
    reported++;
  }
  if (reported > 0) g.tryEmit({ type: 'ZonesReported', data: { units } });
}

/** A contest report: some units on the battlefield each contesting one (sometimes two) of the objectives, or of some of them. @internal */
export function contest<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(g: Generator<X, E>): void {
  const rng = g.rng;
  const objectives = g.activeObjectives();
  if (objectives.length === 0) return;
  const ed = g.edition;
  const covered = chance(rng, 0.2) ? subset(rng, objectives, 0.5) : null;
  const pool = covered ?? objectives;
  if (pool.length === 0) return;
  const contests: ContestEntry[] = [];
  const field = g.onBattlefield();
  for (let i = 0; i < field.length; i++) {
    const u = field[i] as UnitState;
    if (!chance(rng, 0.45)) continue;
    // one objective, or two picks (the same one twice counts once), in the order picked
    const two = !ed.unitContestsOneObjective && chance(rng, 0.1);
    const first = rng.pick(pool);
    const second = two ? rng.pick(pool) : first;
    contestEntry(g, contests, u, first);
    if (second !== first) contestEntry(g, contests, u, second);
  }
  g.tryEmit({ type: 'ObjectiveContestReported', data: covered === null ? { contests } : { objectives: covered, contests } });
}

/** One line of a contest report: `u` contests `objective` with a random count (and sometimes wholly or not). @internal */
export function contestEntry<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(g: Generator<X, E>, contests: ContestEntry[], u: UnitState, objective: string): void {
  const rng = g.rng;
  const entry: { -readonly [K in keyof ContestEntry]: ContestEntry[K] } = { unit: u.def.id, objective };
  if (g.edition.control === 'models') entry.models = chance(rng, 0.05) ? 0 : rng.int(1, u.modelsRemaining);
  else entry.controlScore = chance(rng, 0.05) ? 0 : Math.min(100_000, rng.int(1, Math.max(1, (u.def.control ?? 1) * u.modelsRemaining)));
  if (chance(rng, 0.5)) entry.wholly = chance(rng, 0.6);
  contests.push(entry);
}

/** Up to four casualties in turn, each with a chance: models slain or a unit destroyed, mostly on the enemy side. @internal */
export function casualties<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(g: Generator<X, E>, player: string): void {
  const rng = g.rng;
  let guard = 0;
  while (!g.ended && chance(rng, g.chances.casualties) && guard++ < 4) {
    const enemy = g.other(player);
    const victimSide = chance(rng, 0.75) ? enemy : player;
    const victims = g.onBattlefield(victimSide);
    if (victims.length === 0) return;
    const victim = rng.pick(victims);
    const killers = g.onBattlefield(g.other(victimSide));
    const r = rng.next();
    let by: { unit?: string; player?: string; means?: (typeof MEANS)[number] } | undefined;
    if (r < 0.15) by = undefined;
    else if (r < 0.3) by = { player: g.other(victimSide), means: rng.pick(MEANS) };
    else if (killers.length > 0) {
      by = { unit: rng.pick(killers).def.id };
      if (chance(rng, 0.5)) by.means = rng.pick(MEANS);
    } else by = { means: rng.pick(MEANS) };
    if (chance(rng, 0.35)) {
      const data: { unit: string; by?: typeof by } = { unit: victim.def.id };
      if (by !== undefined) data.by = by;
      g.tryEmit({ type: 'UnitDestroyed', data });
    } else {
      const count = chance(rng, 0.3) ? victim.modelsRemaining : rng.int(1, victim.modelsRemaining);
      const data: { unit: string; count: number; by?: typeof by } = { unit: victim.def.id, count: Math.min(count, 1000) };
      if (by !== undefined) data.by = by;
      g.tryEmit({ type: 'ModelsSlain', data });
    }
  }
}
