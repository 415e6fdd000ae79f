/**
 * Pitched Battles: an army never holds two of the same Unique unit, even when units are added during the battle
 * (seed FAQ). The other army limits apply only when picking the army (see `army.ts`).
 * @module
 */
import type { RuleInfo } from '../../core/battlepack.js';
import type { RuleViolation } from '../../core/errors.js';
import { validateUnitsAddedDuringBattle } from './army.js';
import type { UnitDef } from '../../core/schema.js';
import { ghb, type GalletState } from './shared.js';

/** Reference data of the rule. */
export const uniqueUnits: RuleInfo = {
  id: 'unique-units',
  name: 'Unique units',
  summary: 'An army never has more than one of the same Unique unit, including units added once the battle is under way.',
  timing: 'whenever units join an army',
  source: ghb('FAQ: adding units after the battle has started'),
  rulings: ['gallet/unique-by-name'],
};

/** Violations for Unique units in a `UnitsAdded` batch that the owner's army already holds (by name; destroyed ones count too). */
export function validateUniqueOnAdd(state: GalletState, units: readonly UnitDef[]): RuleViolation[] {
  // one implementation of the rule: the army-building check used during the battle
  return validateUnitsAddedDuringBattle(Object.values(state.units), units);
}
