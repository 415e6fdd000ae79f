/**
 * Pitched Battles: an army never holds two of the same Unique unit, even when units are added during the battle
 * (seed FAQ). The other army limits apply only when picking the army (see `army.ts`). The names already in each army
 * are kept in the pack's state (`unitNames`, sorted), so the check of a `UnitsAdded` costs what it adds, not the army's size.
 * @module
 */
import type { Effect, RuleInfo } from '../../core/pack/battlepack.js';
import type { RuleViolation } from '../../core/errors.js';
import type { UnitDef } from '../../core/events/schema.js';
import type { UnitState } from '../../core/state/state.js';
import { uniqueKey, uniqueViolations } from './army.js';
import type { GalletExt } from './ext.js';
import { type GalletState } from './shared.js';

/** Reference data of the rule. */
// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const uniqueUnits: RuleInfo = {
  id: 'unique-units',
  name: 'Unique units',
};
// Stryker restore all

/** Whether the sorted list of names `names` holds `key` (a binary search: the check costs what is added). */
function holds(names: readonly string[], key: string): boolean {
  let lo = 0;
  let hi = names.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (names[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return names[lo] === key;
}

/** Violations for Unique units in a `UnitsAdded` batch that the owner's army already holds (by name; destroyed ones count too). */
export function validateUniqueOnAdd(state: GalletState, units: readonly UnitDef[]): RuleViolation[] {
  // one implementation of the rule: the army-building check used during the battle, reading the index of names
  const names = state.ext.unitNames;
  return uniqueViolations((k) => holds(names, k), units);
}

/**
 * Adds the names of units just added to the index of names, a list kept sorted (by UTF-16 code units) and without
 * repeats: a list of strings, not a record keyed by names, so that it makes no hidden class of its own in each battle.
 */
export function indexUnitNames(state: GalletState, units: readonly UnitState[]): Effect<GalletExt>[] {
  const names = state.ext.unitNames;
  // the effect only when a name is new (a unit of a name the index holds, or met earlier in the batch, adds nothing)
  const added = units.map((u) => uniqueKey(u.def.owner, u.def.name)).filter((k, i, all) => !holds(names, k) && all.indexOf(k) === i);
  if (added.length === 0) return [];
  // a new list on every path; the sort finds the sorted run of the earlier names and merges the new ones in (linear)
  const merged = names.concat(added).sort();
  return [{ kind: 'ext', update: (x) => void (x.unitNames = merged) }];
}
