/**
 * Battle tactic "Against the Odds": pick a unit of your starting army on the battlefield; at the end of the turn it
 * must contest an objective you control that no enemy GALLETIAN VETERANS models contest.
 * @module
 */
import type { BattleTacticDef } from '../../../core/pack/battlepack.js';
import { contestsAtEndOf } from '../../../core/events/moments.js';
import type { GalletExt } from '../ext.js';
import { activeObjectives, isVeteran, pickTurn } from '../shared.js';
import { contestCount, isContesting } from './contest-facts.js';
import { unitTarget } from './targets.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battle tactic. */
export const againstTheOdds: BattleTacticDef<GalletExt> = {
  id: 'against-the-odds',
  name: 'Against the Odds',
  // Stryker restore all
  target: unitTarget(
    // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
    'a unit from your starting army on the battlefield',
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the predicate's body is mutated
    (_s, player, u) => u.def.owner === player && u.def.startingArmy && u.status === 'battlefield',
  ),
  judge: (state, pick) => {
    const unit = pick.target === null ? undefined : state.units[pick.target.id];
    if (unit === undefined) return 'unknown';
    if (unit.status !== 'battlefield') return 'failed';
    const at = pickTurn(pick);
    let unknown = false;
    for (const o of activeObjectives(state)) {
      if (o.controller !== pick.player) continue;
      // only a contest report of this turn shows the end of it
      const entries = contestsAtEndOf(state, o.id, at);
      if (entries === undefined) {
        unknown = true;
        continue;
      }
      const enemyVeterans = entries.some((c) => {
        const e = state.units[c.unit];
        return e !== undefined && e.def.owner !== pick.player && isVeteran(e) && contestCount(state, c) > 0;
      });
      if (isContesting(state, unit.def.id, entries) && !enemyVeterans) return 'completed';
    }
    return unknown ? 'unknown' : 'failed';
  },
};
