/**
 * Pieces the Gallet battleplans share: VP bounds, the standard territories text and the set-up check for plans whose
 * objective layout the sources do not give.
 * @module
 */
import { violation, type RuleViolation } from '../../../core/errors.js';
import type { CoreEventOf } from '../../../core/events/schema.js';

/** The set-up data of a battle (`BattleSetUp.data`). */
export type SetUpData = CoreEventOf<'BattleSetUp'>['data'];

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** VP bounds of a plan with the default scoring: 3 for objectives + 3 for a tactic (Barge's bonus) per turn; 5 turns, 5 tactics (one with the bonus) and the grand strategy per battle. */
export const DEFAULT_MAX_VP = { perTurn: 6, perBattle: 5 * 3 + 5 * 2 + 1 + 3 } as const;

/** How territories are described when the source does not say more. */
export const STANDARD_TERRITORIES = 'Two territories, one per player: the attacker picks theirs, the other is the defender\'s (shape from the battleplan map; not in the sources).';

/** The territories of the battleplans whose map is not in the sources, with the usual 9" set-up rule. */
export const MAP_TERRITORIES = 'Two territories (from the battleplan map; not in the sources); units set up more than 9" from enemy territory.';

// Stryker restore all

/** A set-up check for a plan without a known layout: the battle must supply its objectives. */
export function requireObjectives(planName: string, data: SetUpData): RuleViolation[] {
  return data.objectives !== undefined && data.objectives.length > 0
    ? []
    : [
        violation('gallet/objectives-required', `The objective layout of "${planName}" is not known from the sources; give the objectives in BattleSetUp.data.objectives.`, {
          path: ['data', 'objectives'],
        }),
      ];
}
