/**
 * Pitched Battles: an army never holds two of the same Unique unit, even when units are added during the battle
 * (seed FAQ). The other army limits apply only when picking the army (see `army.ts`).
 * @module
 */
import type { RuleInfo } from '../../core/battlepack.js';
import { violation, type RuleViolation } from '../../core/errors.js';
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

const norm = (name: string): string => name.trim().toLowerCase();

/** Violations for Unique units in a `UnitsAdded` batch that the owner's army already holds (by name; destroyed ones count too). */
export function validateUniqueOnAdd(state: GalletState, units: readonly UnitDef[]): RuleViolation[] {
  const out: RuleViolation[] = [];
  const present = new Set(Object.values(state.units).map((u) => `${u.owner}\u0000${norm(u.name)}`));
  units.forEach((u, i) => {
    const key = `${u.owner}\u0000${norm(u.name)}`;
    if (u.unique === true && present.has(key))
      out.push(
        violation('army/unique-repeated', `"${u.name}" is a Unique unit and ${u.owner}'s army already has one; no army holds the same Unique unit twice, even when it is added during the battle.`, {
          path: ['data', 'units', i],
          ref: u.id,
        }),
      );
    present.add(key);
  });
  return out;
}
