/**
 * Grand strategy "Take What's Theirs": more friendly than enemy units wholly within the opponent's territory.
 * @module
 */
import type { GrandStrategyDef } from '../../../core/battlepack.js';
import type { GalletExt } from '../ext.js';
import { ghb, otherRole, roleOf, territoryZone, whollyIn } from '../shared.js';

/** The grand strategy. */
export const takeWhatsTheirs: GrandStrategyDef<GalletExt> = {
  id: 'take-whats-theirs',
  name: "Take What's Theirs",
  summary: "When the battle ends, more of your units than enemy units are wholly within your opponent's territory.",
  timing: 'end of the battle',
  source: ghb("Grand Strategies: Take What's Theirs"),
  scoring: '3 VP',
  rulings: ['gallet/zones-at-battle-end'],
  judge: (state, player) => {
    const zone = territoryZone(otherRole(roleOf(state, player)));
    const inside = Object.values(state.units).filter((u) => u.status === 'battlefield' && whollyIn(state, u.id, zone) === true);
    const mine = inside.filter((u) => u.owner === player).length;
    return mine > inside.length - mine;
  },
};
