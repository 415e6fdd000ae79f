/**
 * Battle tactic "Barge Through Enemy Lines": 2 or more units of your starting army wholly within the opponent's
 * territory at the end of the turn; 1 more VP if 2 or more of them are GALLETIAN VETERANS.
 * @module
 */
import type { Award, BattleTacticDef } from '../../../core/battlepack.js';
import { has } from '../../../core/rules-of.js';
import type { TurnKey, UnitState } from '../../../core/state.js';
import { galletBattleplans } from '../battleplans/index.js';
import type { GalletExt } from '../ext.js';
import { ghb, isVeteran, otherRole, pickTurn, roleOf, sourceId, territoryZone, whollyIn, type GalletState } from '../shared.js';

const ID = 'barge-through-enemy-lines';

/** Starting-army units of `player` on the battlefield reported wholly within the opponent's territory at the end of the turn `at`. */
export function bargingUnits(state: GalletState, player: string, at: TurnKey): UnitState[] {
  const zone = territoryZone(otherRole(roleOf(state, player)));
  return Object.values(state.units).filter((u) => u.owner === player && u.startingArmy && u.status === 'battlefield' && whollyIn(state, u.id, zone, at) === true);
}

function tacticVp(state: GalletState): number {
  const plan = state.battleplan !== null && has(galletBattleplans, state.battleplan) ? galletBattleplans[state.battleplan as keyof typeof galletBattleplans] : undefined;
  return plan?.battleTacticVp ?? 2;
}

/** The battle tactic. */
export const bargeThroughEnemyLines: BattleTacticDef<GalletExt> = {
  id: ID,
  name: 'Barge Through Enemy Lines',
  summary: "End the turn with 2+ units of your starting army wholly within your opponent's territory; 1 more VP if 2+ of them are GALLETIAN VETERANS.",
  timing: 'picked at the start of your hero phase; judged at the end of that turn',
  source: ghb('Battle Tactics: Barge Through Enemy Lines'),
  scoring: '2 VP, +1 VP if 2 or more of the units are GALLETIAN VETERANS',
  rulings: ['gallet/zones-unknown', 'gallet/barge-bonus-needs-zones', 'core/fact-moments'],
  notModelled: ['distances'],
  judge: (state, pick) => {
    const at = pickTurn(pick);
    const barging = bargingUnits(state, pick.player, at).length;
    if (barging >= 2) return 'completed';
    // units of the starting army with no zone report of this turn could still be there: unknown unless too few remain
    const zone = territoryZone(otherRole(roleOf(state, pick.player)));
    const unknown = Object.values(state.units).filter((u) => u.owner === pick.player && u.startingArmy && u.status === 'battlefield' && whollyIn(state, u.id, zone, at) === null).length;
    return barging + unknown < 2 ? 'failed' : 'unknown';
  },
  score: (state, pick): Award[] => {
    const base = tacticVp(state);
    if (base <= 0) return [];
    const source = sourceId('battle-tactic', ID);
    const out: Award[] = [{ player: pick.player, amount: base, source, reason: 'completed Barge Through Enemy Lines' }];
    const veterans = bargingUnits(state, pick.player, pickTurn(pick)).filter(isVeteran).length;
    // ghb 2022 s1, "Barge Through Enemy Lines": one extra VP when at least two of the barging units are GALLETIAN VETERANS
    if (veterans >= 2) out.push({ player: pick.player, amount: 1, source, reason: `${veterans} GALLETIAN VETERANS units barged through` });
    return out;
  },
};
