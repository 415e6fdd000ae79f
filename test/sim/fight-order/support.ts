/** Helpers of the fight-order tests: the next pick, throwing if the input was refused. */
import { nextToFight, type FightingUnit, type NextFight } from '../../../src/authoring.js';

/** The next pick; throws on violations (tests only). */
export function next(units: readonly FightingUnit[], fought: readonly string[], activePlayer = 'ann'): NextFight {
  const r = nextToFight({ units, fought, activePlayer });
  if (!r.ok) throw new Error(r.violations.map((v) => `${v.code}: ${v.message}`).join('\n'));
  return { player: r.player, units: r.units, stage: r.stage };
}

/** A unit of ann's. */
export const ann = (id: string, extra: Partial<FightingUnit> = {}): FightingUnit => ({ id, player: 'ann', ...extra });
/** A unit of bob's. */
export const bob = (id: string, extra: Partial<FightingUnit> = {}): FightingUnit => ({ id, player: 'bob', ...extra });
