/**
 * The pack-wide hooks of Gallet (each battleplan adds its own): unique units on add, set-up checks, GALLETIAN VETERANS,
 * reserves destroyed at round 4, the proving ground, contest counting, default scoring and the end-of-round clean-up.
 * @module
 */
import type { Hooks } from '../../core/pack/battlepack.js';
import type { RuleViolation } from '../../core/errors.js';
import type { CoreEvent } from '../../core/events/schema.js';
import { battleplanSetUpViolations } from './battleplans/index.js';
import { countContestingModels } from './contesting.js';
import type { GalletExt } from './ext.js';
import { deriveGalletianVeterans } from './realm-rules/masters-of-the-splintered-land.js';
import { clearProvingGround, provingGroundAllows } from './realm-rules/proving-grounds.js';
import { destroyLateReserves } from './reserves.js';
import { defaultScoreTurn } from './scoring.js';
import { indexUnitNames, validateUniqueOnAdd } from './unique-units.js';

// what `validate` answers for every other event: one frozen empty list, not a new one per event
// Stryker disable next-line ArrayDeclaration,MethodExpression: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
const NONE: readonly RuleViolation[] = Object.freeze([]);

/** The hooks every Gallet battle runs, before the battleplan's. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const galletHooks: Hooks<GalletExt> = {
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  validate: (state, event) => {
    const e = event as CoreEvent;
    if (e.type === 'UnitsAdded') return validateUniqueOnAdd(state, e.data.units);
    if (e.type === 'BattleSetUp') return battleplanSetUpViolations(e.data);
    return NONE;
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  deriveKeywords: (unit) => deriveGalletianVeterans(unit),
  onUnitsAdded: indexUnitNames,
  beforePriority: destroyLateReserves,
  canContest: provingGroundAllows,
  countContest: countContestingModels,
  scoreTurn: defaultScoreTurn,
  onRoundEnd: clearProvingGround,
};
