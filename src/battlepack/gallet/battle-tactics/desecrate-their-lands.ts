/**
 * Battle tactic "Desecrate their Lands": pick a terrain feature partly or wholly in the opponent's territory and
 * control it at the end of the turn.
 * @module
 */
import type { BattleTacticDef } from '../../../core/pack/battlepack.js';
import { violation } from '../../../core/errors.js';
import type { Target } from '../../../core/events/schema.js';
import type { TerrainState } from '../../../core/state/state.js';
import type { GalletExt } from '../ext.js';
import { otherRole, roleOf, type GalletState } from '../shared.js';

/** Whether a terrain feature lies partly or wholly within the opponent's territory (unknown placement is accepted). */
export function inOpponentTerritory(state: GalletState, player: string, t: TerrainState): boolean {
  const opp = otherRole(roleOf(state, player));
  if (t.placement === null) return true;
  return opp === 'attacker' ? t.placement === 'attacker-territory' || t.placement === 'border-attacker' : t.placement === 'defender-territory' || t.placement === 'border-defender';
}

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battle tactic. */
export const desecrateTheirLands: BattleTacticDef<GalletExt> = {
  id: 'desecrate-their-lands',
  name: 'Desecrate their Lands',
  target: {
    kind: 'terrain',
    describe: "a terrain feature partly or wholly within your opponent's territory",
    // Stryker restore all
    validate: (state, player, target) => {
      // the schema refuses ids that name a member of Object.prototype, so the look-up finds a feature or nothing
      const t = state.board.terrain[target.id];
      return t !== undefined && inOpponentTerritory(state, player, t)
        ? []
        : [violation('battle-tactic/invalid-target', `"${target.id}" is not a terrain feature partly or wholly within your opponent's territory.`, { path: ['data', 'target', 'id'], ref: target.id })];
    },
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    options: (state, player) =>
      Object.values(state.board.terrain)
        .filter((t) => inOpponentTerritory(state, player, t))
        .map((t): Target => ({ kind: 'terrain', id: t.id })),
  },
  judge: (state, pick) => {
    // a terrain feature's controller is null (not reported) or one of the two players: `TerrainControlSet` names a
    // player of the battle, and the pack's effects give control to players only
    const controller = pick.target === null ? null : (state.board.terrain[pick.target.id]?.controller ?? null);
    return controller === null ? 'unknown' : controller === pick.player ? 'completed' : 'failed';
  },
};
