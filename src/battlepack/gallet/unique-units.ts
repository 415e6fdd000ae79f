/**
 * Pitched Battles: an army never holds two of the same Unique unit, even when units are added during the battle
 * (seed FAQ). The other army limits apply only when picking the army (see `army.ts`). The names already in each army
 * are kept in the pack's state (`unitNames`), so the check of a `UnitsAdded` costs what it adds, not the army's size.
 * @module
 */
import type { Effect, RuleInfo } from '../../core/pack/battlepack.js';
import type { RuleViolation } from '../../core/errors.js';
import { has } from '../../core/rules/rules-of.js';
import type { UnitDef } from '../../core/events/schema.js';
import type { UnitState } from '../../core/state/state.js';
import { uniqueKey, uniqueViolations } from './army.js';
import type { GalletExt } from './ext.js';
import { type GalletState } from './shared.js';

/** Reference data of the rule. */
export const uniqueUnits: RuleInfo = {
  id: 'unique-units',
  name: 'Unique units',
};

/** Violations for Unique units in a `UnitsAdded` batch that the owner's army already holds (by name; destroyed ones count too). */
export function validateUniqueOnAdd(state: GalletState, units: readonly UnitDef[]): RuleViolation[] {
  // one implementation of the rule: the army-building check used during the battle, reading the index of names
  const names = state.ext.unitNames;
  return uniqueViolations((k) => has(names, k), units);
}

/** Adds the names of units just added to the index of names (the first unit of a name keeps it). */
export function indexUnitNames(state: GalletState, units: readonly UnitState[]): Effect<GalletExt>[] {
  const names = state.ext.unitNames;
  // the effect only when a name is new (a unit of a name the index holds, or met earlier in the batch, adds nothing);
  // the update writes each new name as it goes, so a name met twice keeps its first unit
  for (const u of units)
    if (!has(names, uniqueKey(u.def.owner, u.def.name)))
      return [
        {
          kind: 'ext',
          update: (x) => {
            const index = x.unitNames;
            for (const v of units) {
              const k = uniqueKey(v.def.owner, v.def.name);
              if (!has(index, k)) index[k] = v.def.id;
            }
          },
        },
      ];
  return [];
}
