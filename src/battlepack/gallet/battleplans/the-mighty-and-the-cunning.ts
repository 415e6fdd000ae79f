/**
 * Battleplan "The Mighty and the Cunning" (table 2, roll 1): the proving ground may repeat; 2 VP the moment an enemy
 * GALLETIAN VETERANS unit is destroyed, +1 if it was contesting an objective.
 * @module
 */
import type { BattleplanDef, Effect } from '../../../core/pack/battlepack.js';
import type { RuleViolation } from '../../../core/errors.js';
import { contestsNow } from '../../../core/events/moments.js';
import type { DestroyedRecord } from '../../../core/state/state.js';
import { packContestCount } from '../contesting.js';
import type { GalletExt } from '../ext.js';
import { isVeteran, opponentOf, sourceId, type GalletState } from '../shared.js';
import { DEFAULT_MAX_VP, requireObjectives, type SetUpData } from './common.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
const NAME = 'The Mighty and the Cunning';
/** A bound on enemy GALLETIAN VETERANS units one side destroys in a battle, used only for the VP invariant. */
const VETERANS_BOUND = 20;
// Stryker restore all

/**
 * Whether the unit was contesting an objective when it was destroyed (its count after the pack's rules above 0): the
 * destroying event's `contesting` when it says (a fact of that instant), else the contest reports that show the table
 * then — of this turn, or of the end of the turn before; an older report is stale (ruling `gallet/shatter-contesting`).
 */
export function wasContesting(state: GalletState, d: DestroyedRecord): boolean {
  const unit = d.unit;
  if (d.contesting !== undefined) return d.contesting.some((c) => packContestCount(state, { unit, objective: c.objective, models: c.models }, true) > 0);
  // (a removed objective's report keeps no entries: objective-removed in src/core/fold/effects.ts)
  return Object.keys(state.board.contests).some((objective) => {
    const entries = contestsNow(state, objective);
    return entries !== undefined && entries.some((c) => c.unit === unit && packContestCount(state, c, true) > 0);
  });
}

/** The awards for a destroyed unit. */
export function shatterAwards(state: GalletState, d: DestroyedRecord): Effect<GalletExt>[] {
  const u = state.units[d.unit];
  if (u === undefined || !isVeteran(u)) return [];
  const player = opponentOf(state, d.owner);
  const source = sourceId('special-rule', 'shatter-their-strength');
  const out: Effect<GalletExt>[] = [{ kind: 'award', player, amount: 2, source, reason: `enemy GALLETIAN VETERANS unit ${u.def.name} destroyed` }];
  if (wasContesting(state, d)) out.push({ kind: 'award', player, amount: 1, source, reason: `${u.def.name} was contesting an objective when destroyed` });
  return out;
}

/** Set-up check: the objective layout is unknown, so objectives must be given. */
export function theMightyAndTheCunningSetUp(data: SetUpData): RuleViolation[] {
  return requireObjectives(NAME, data);
}

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battleplan. */
export const theMightyAndTheCunning: BattleplanDef<GalletExt> = {
  id: 'the-mighty-and-the-cunning',
  name: NAME,
  table: 2,
  roll: 1,
  objectives: [],
  maxVp: { perTurn: DEFAULT_MAX_VP.perTurn + 3 * VETERANS_BOUND, perBattle: DEFAULT_MAX_VP.perBattle + 3 * VETERANS_BOUND },
  hooks: {
    // Stryker restore all
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    onSetUp: () => [
      {
        kind: 'ext',
        update: (x) => {
          x.options.provingGroundRepeats = true;
        },
      },
    ],
    onUnitDestroyed: shatterAwards,
  },
};
