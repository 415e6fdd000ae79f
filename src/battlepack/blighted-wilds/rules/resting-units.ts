/**
 * Resting units: before the battle, lowest-ranked general first, each player may rest one unit; it takes no part and
 * its points do not count. blighted wilds table-side, "Resting Units".
 * @module
 */
import { definePackEvent, violation } from '../../../core/index.js';
import { BW, type BlightedWildsExt, type BlightedWildsState } from '../ext.js';
import { needPlayer, needSetUp } from './common.js';
import type { RestingUnitChosen } from '../events.js';
import { bwSchema } from '../event-parsers.js';

/** The player who chooses a resting unit next (lowest-ranked general first), or null when both have chosen. */
export function nextRestingChooser(state: BlightedWildsState): string | null {
  const order = state.ext.generals?.order;
  if (order === undefined) return null;
  return order.find((p) => !Object.prototype.hasOwnProperty.call(state.ext.resting, p)) ?? null;
}

/**
 * Units a player may rest: the units of their starting army, set up on the battlefield or in reserve ("1 unit in their
 * army"), but not the general and not summoned or replacement units.
 */
export function restingOptions(state: BlightedWildsState, player: string): readonly string[] {
  return Object.values(state.units)
    .filter((u) => u.def.owner === player && u.def.startingArmy && !u.def.general && (u.status === 'battlefield' || u.status === 'reserve'))
    .map((u) => u.def.id);
}

/** RestingUnitChosen: in rank order, once per player, a unit of the starting army that is not the general. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const restingUnitChosen = definePackEvent<BlightedWildsExt, typeof RestingUnitChosen>({
  // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  schema: bwSchema<typeof RestingUnitChosen>('RestingUnitChosen'),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  decide: (state, e) => {
    const base = [...needSetUp(state, 'Resting a unit'), ...needPlayer(state, e.data.player)];
    if (base.length > 0) return base;
    if (state.ext.generals === null)
      return [violation(`${BW}/ranks-not-recorded`, 'Record the generals’ ranks (GeneralRanksRecorded) first: the lowest-ranked general chooses first.', { path: ['type'] })];
    const next = nextRestingChooser(state);
    // (next is null only once both players have chosen, and needPlayer admits only the two players)
    if (Object.prototype.hasOwnProperty.call(state.ext.resting, e.data.player))
      return [violation(`${BW}/already-rested`, `${e.data.player} has already chosen their resting unit; each player rests at most one.`, { path: ['data', 'player'], ref: e.data.player })];
    if (next !== e.data.player)
      return [violation(`${BW}/resting-out-of-turn`, `${next} (the lowest-ranked general) chooses a resting unit first, or none.`, { path: ['data', 'player'], ref: e.data.player })];
    if (e.data.unit === null) return [];
    const options = restingOptions(state, e.data.player);
    if (!options.includes(e.data.unit))
      return [
        violation(`${BW}/cannot-rest`, `"${e.data.unit}" cannot rest: ${e.data.player} can rest one unit of their starting army (on the battlefield or in reserve) other than the general (${options.join(', ') || 'none'}).`, {
          path: ['data', 'unit'],
          ref: e.data.unit,
        }),
      ];
    return [];
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (_state, e) => [
    { kind: 'ext', update: (x) => void (x.resting[e.data.player] = e.data.unit) },
    ...(e.data.unit === null ? [] : [{ kind: 'unit-status' as const, unit: e.data.unit, status: 'resting' as const }]),
  ],
});
