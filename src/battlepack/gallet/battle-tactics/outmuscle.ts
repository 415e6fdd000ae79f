/**
 * Battle tactic "Outmuscle": pick an enemy GALLETIAN VETERANS unit contesting the proving ground; none of its models
 * may contest it at the end of the turn.
 * @module
 */
import type { BattleTacticDef } from '../../../core/pack/battlepack.js';
import { contestsAtEndOf, contestsNow } from '../../../core/events/moments.js';
import type { GalletExt } from '../ext.js';
import { currentProvingGround } from '../realm-rules/proving-grounds.js';
import { isVeteran, pickTurn } from '../shared.js';
import { isContesting } from './contest-facts.js';
import { unitTarget } from './targets.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battle tactic. */
export const outmuscle: BattleTacticDef<GalletExt> = {
  id: 'outmuscle',
  name: 'Outmuscle',
  // Stryker restore all
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  available: (state) => currentProvingGround(state) !== null,
  target: unitTarget(
    // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
    'an enemy GALLETIAN VETERANS unit contesting the proving ground',
    (state, player, u) => {
      // the unit's own facts first: the contest report is read (and unpacked) only for an enemy veteran
      if (u.def.owner === player || !isVeteran(u)) return false;
      const pg = currentProvingGround(state);
      // the table as it stands when the tactic is picked: a report of this turn or of the end of the one before
      const entries = pg === null ? undefined : contestsNow(state, pg);
      // a unit off the battlefield contests nothing (`isContesting`)
      return entries !== undefined && isContesting(state, u.def.id, entries);
    },
  ),
  judge: (state, pick) => {
    const unit = pick.target === null ? undefined : state.units[pick.target.id];
    // a target no longer on the battlefield contests nothing, whatever was reported
    if (unit?.status !== 'battlefield') return 'completed';
    // the proving ground of the pick's round: the tactic is available only with one (`available`), it is never taken
    // back, and it stays on the battlefield until the tactic is judged (see docs/testing.md, Outmuscle)
    const pg = state.ext.provingGrounds.find((p) => p.round === pick.round);
    const entries = pg === undefined ? undefined : contestsAtEndOf(state, pg.objective, pickTurn(pick));
    if (entries === undefined) return 'unknown';
    return isContesting(state, unit.def.id, entries) ? 'failed' : 'completed';
  },
};
