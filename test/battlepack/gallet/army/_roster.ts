import type { RuleViolation } from '../../../../src/core/errors.js';
import { validateRoster, type GalletRosterInput } from '../../../../src/battlepack/gallet/army.js';

/** A roster unit as written by hand. */
export type UnitInput = GalletRosterInput['units'][number];

/** A roster unit with sensible defaults: a 5-model, 2-wound unit of the army's faction costing 100 points. */
export function unit(id: string, over: Partial<UnitInput> = {}): UnitInput {
  return { id, name: id, roles: ['other'], points: 100, wounds: 2, models: 5, ...over };
}

/**
 * The smallest legal roster at a points limit: one Leader (the general) and just enough Battleline units.
 * `extra` units are appended; `over` replaces roster fields.
 */
export function legal(limit: 1000 | 2000, extra: UnitInput[] = [], over: Partial<GalletRosterInput> = {}): GalletRosterInput {
  const battleline = limit === 1000 ? 2 : 3;
  return {
    faction: 'Stormcast Eternals',
    general: 'hero',
    grandStrategy: 'tame-the-land',
    units: [
      unit('hero', { name: 'Lord-Vigilant', roles: ['leader'], wounds: 5, models: 1 }),
      ...Array.from({ length: battleline }, (_, i) => unit(`line-${i + 1}`, { name: 'Liberators', roles: ['battleline'] })),
      ...extra,
    ],
    ...over,
  };
}

/** The violation codes of a roster at a points limit, in order. */
export function codes(input: unknown, pointsLimit: number): string[] {
  return validateRoster(input, { pointsLimit }).map((v) => v.code);
}

/** The single violation with `code`, or a failed expectation. */
export function only(vs: readonly RuleViolation[], code: string): RuleViolation {
  const found = vs.filter((v) => v.code === code);
  if (found.length !== 1) throw new Error(`expected exactly one ${code}, got ${JSON.stringify(vs)}`);
  return found[0] as RuleViolation;
}
