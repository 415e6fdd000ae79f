/**
 * Core battalion "Expert Conquerors" (season battalion): each of its models counts as 3 models when contesting.
 * @module
 */
import type { RuleInfo } from '../../../core/pack/battlepack.js';
import type { UnitState } from '../../../core/state/state.js';
import { EXPERT_CONQUERORS_TAG } from '../shared.js';

/** Reference data of the contesting part of the battalion (the army part is checked when picking the army). */
// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const expertConquerors: RuleInfo = {
  id: 'expert-conquerors',
  name: 'Expert Conquerors',
};
// Stryker restore all

/** How many models each model of the unit counts as because of the battalion (3, or 1 outside it). */
export function expertConquerorsPerModel(unit: UnitState): number {
  // FACTS.md §2; seed FAQ: the ×3 applies to terrain features too
  return unit.def.tags.includes(EXPERT_CONQUERORS_TAG) ? 3 : 1;
}
