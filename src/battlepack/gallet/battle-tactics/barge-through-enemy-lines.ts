/**
 * Battle tactic "Barge Through Enemy Lines": 2 or more units of your starting army wholly within the opponent's
 * territory at the end of the turn; 1 more VP if 2 or more of them are GALLETIAN VETERANS.
 * @module
 */
import type { Award, BattleTacticDef } from '../../../core/pack/battlepack.js';
import { has } from '../../../core/rules/rules-of.js';
import type { Zone } from '../../../core/events/schema.js';
import type { TurnKey, UnitState } from '../../../core/state/state.js';
import { galletBattleplans } from '../battleplans/index.js';
import type { GalletExt } from '../ext.js';
import { isVeteran, otherRole, pickTurn, roleOf, sourceId, territoryZone, whollyIn, type GalletState } from '../shared.js';

// Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
const ID = 'barge-through-enemy-lines';

/** Starting-army units of `player` on the battlefield reported wholly within the opponent's territory at the end of the turn `at`. */
export function bargingUnits(state: GalletState, player: string, at: TurnKey): UnitState[] {
  const zone = territoryZone(otherRole(roleOf(state, player)));
  return Object.values(state.units).filter((u) => barges(state, u, player, zone, at) === true);
}

/**
 * Whether `u` counts as barging for `player`: a unit of their starting army on the battlefield reported wholly within
 * `zone` at the end of the turn `at` (`null`: such a unit with no zone report of that moment; `false` otherwise).
 */
function barges(state: GalletState, u: UnitState, player: string, zone: Zone, at: TurnKey): boolean | null {
  if (u.def.owner !== player || !u.def.startingArmy || u.status !== 'battlefield') return false;
  return whollyIn(state, u.def.id, zone, at);
}

function tacticVp(state: GalletState): number {
  const plan = state.setup.battleplan !== null && has(galletBattleplans, state.setup.battleplan) ? galletBattleplans[state.setup.battleplan as keyof typeof galletBattleplans] : undefined;
  return plan?.battleTacticVp ?? 2;
}

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battle tactic. */
export const bargeThroughEnemyLines: BattleTacticDef<GalletExt> = {
  id: ID,
  name: 'Barge Through Enemy Lines',
  // Stryker restore all
  judge: (state, pick) => {
    const at = pickTurn(pick);
    const zone = territoryZone(otherRole(roleOf(state, pick.player)));
    // one pass: the units reported there (as `bargingUnits`), and those of the starting army with no zone report of
    // this turn, which could still be there
    let barging = 0;
    let unknown = 0;
    const units = state.units;
    for (const id in units) {
      const u = units[id];
      if (u === undefined) continue;
      const within = barges(state, u, pick.player, zone, at);
      if (within === true) barging++;
      else if (within === null) unknown++;
    }
    if (barging >= 2) return 'completed';
    // unknown unless too few remain
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
