/**
 * Grand strategy "Take What's Theirs": more friendly than enemy units wholly within the opponent's territory.
 * @module
 */
import type { GrandStrategyDef } from '../../../core/pack/battlepack.js';
import type { GalletExt } from '../ext.js';
import { otherRole, roleOf, territoryZone, whollyIn } from '../shared.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The grand strategy. */
export const takeWhatsTheirs: GrandStrategyDef<GalletExt> = {
  id: 'take-whats-theirs',
  name: "Take What's Theirs",
  // Stryker restore all
  judge: (state, player, at) => {
    const zone = territoryZone(otherRole(roleOf(state, player)));
    let mine = 0;
    let theirs = 0;
    let mineUnknown = 0;
    let theirsUnknown = 0;
    for (const u of Object.values(state.units)) {
      if (u.status !== 'battlefield') continue;
      const inside = whollyIn(state, u.def.id, zone, at);
      if (u.def.owner === player) {
        if (inside === true) mine++;
        else if (inside === null) mineUnknown++;
      } else if (inside === true) theirs++;
      else if (inside === null) theirsUnknown++;
    }
    // settled when the units without a report of the battle's last turn cannot change the comparison
    if (mine > theirs + theirsUnknown) return true;
    if (mine + mineUnknown <= theirs) return false;
    return 'unknown';
  },
};
