/**
 * Realm rule "Masters of the Splintered Land": Battleline units with Wounds 4 or less and no mounts gain GALLETIAN VETERANS.
 * @module
 */
import { definePackEvent, type RuleInfo } from '../../../core/pack/battlepack.js';
import type { UnitFacts } from '../../../core/events/schema.js';
import type { WoundsCharacteristicChanged } from '../events.js';
import { galletSchema } from '../event-parsers.js';
import type { GalletExt } from '../ext.js';
import { findUnit, GALLETIAN_VETERANS, isViolation, type GalletState } from '../shared.js';

/** Reference data of the rule. */
// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const mastersOfTheSplinteredLand: RuleInfo = {
  id: 'masters-of-the-splintered-land',
  name: 'Masters of the Splintered Land',
};
// Stryker restore all

/** The keywords the rule grants to a unit as it is added: GALLETIAN VETERANS, or nothing. */
export function deriveGalletianVeterans(unit: UnitFacts): readonly string[] {
  // ghb 2022 s1, "Masters of the Splintered Land"; FAQ: units added mid-battle that qualify gain it too
  return unit.roles.includes('battleline') && unit.wounds <= 4 && !unit.mounted ? [GALLETIAN_VETERANS] : [];
}

/** A unit's Wounds characteristic now: its changed value if a change was recorded, else its value when added. */
export function currentWounds(state: GalletState, unit: string): number {
  return state.ext.wounds[unit] ?? state.units[unit]?.def.wounds ?? 0;
}

/** `WoundsCharacteristicChanged`: records a new Wounds characteristic; the keyword stays (seed FAQ). */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const woundsCharacteristicChanged = definePackEvent<GalletExt, typeof WoundsCharacteristicChanged>({
  // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  schema: galletSchema<typeof WoundsCharacteristicChanged>('WoundsCharacteristicChanged'),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  decide: (state, e) => {
    const u = findUnit(state, e.data.unit, ['data', 'unit']);
    return isViolation(u) ? [u] : [];
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (_state, e) => [
    {
      kind: 'ext',
      update: (x) => {
        x.wounds[e.data.unit] = e.data.wounds;
      },
    },
  ],
});
