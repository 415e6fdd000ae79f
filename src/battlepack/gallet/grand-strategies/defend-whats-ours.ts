/**
 * Grand strategy "Defend What's Ours": no enemy unit is wholly within your territory when the battle ends.
 * @module
 */
import type { GrandStrategyDef } from '../../../core/pack/battlepack.js';
import type { GalletExt } from '../ext.js';
import { roleOf, territoryZone, whollyIn } from '../shared.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The grand strategy. */
export const defendWhatsOurs: GrandStrategyDef<GalletExt> = {
  id: 'defend-whats-ours',
  name: "Defend What's Ours",
  // Stryker restore all
  judge: (state, player, at) => {
    const zone = territoryZone(roleOf(state, player));
    const enemies = Object.values(state.units).filter((u) => u.def.owner !== player && u.status === 'battlefield');
    if (enemies.some((u) => whollyIn(state, u.def.id, zone, at) === true)) return false;
    // an enemy unit with no zone report of the battle's last turn could be there: the facts do not settle it
    return enemies.every((u) => whollyIn(state, u.def.id, zone, at) !== null) ? true : 'unknown';
  },
};
