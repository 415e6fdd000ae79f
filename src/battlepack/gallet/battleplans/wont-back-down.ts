/**
 * Battleplan "Won't Back Down" (table 2, roll 3): Rally near a controlled objective returns models on 5+ (4+ for
 * GALLETIAN VETERANS). The dice arrive with `UnitRallied`.
 * @module
 */
import type { BattleplanDef, RuleInfo } from '../../../core/pack/battlepack.js';
import type { RuleViolation } from '../../../core/errors.js';
import type { GalletExt } from '../ext.js';
import { DEFAULT_MAX_VP, MAP_TERRITORIES, requireObjectives, type SetUpData } from './common.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
const NAME = "Won't Back Down";

/** The special rule "Rally Points". */
export const rallyPoints: RuleInfo = {
  id: 'rally-points',
  name: 'Rally Points',
};
// Stryker restore all

/** Set-up check: the objective layout is unknown, so objectives must be given. */
export function wontBackDownSetUp(data: SetUpData): RuleViolation[] {
  return requireObjectives(NAME, data);
}

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battleplan. */
export const wontBackDown: BattleplanDef<GalletExt> = {
  id: 'wont-back-down',
  name: NAME,
  table: 2,
  roll: 3,
  objectives: [],
  maxVp: DEFAULT_MAX_VP,
  hooks: {
    // Stryker restore all
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    onSetUp: () => [
      {
        kind: 'ext',
        update: (x) => {
          x.options.rallyPoints = true;
        },
      },
    ],
  },
};
