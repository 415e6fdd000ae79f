/** Helpers of the fight-order tests: the next pick, throwing if the input was refused; generated units. */
import fc from 'fast-check';
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

/** Up to nine units of two players, each with or without STRIKE-FIRST / STRIKE-LAST, pulled into combat, able to fight. */
export const arbUnits: fc.Arbitrary<FightingUnit[]> = fc
  .array(
    fc.record({
      player: fc.constantFrom('ann', 'bob'),
      strikeFirst: fc.integer({ min: 0, max: 3 }).map((x) => x === 0),
      strikeLast: fc.boolean(),
      pulledIntoCombat: fc.integer({ min: 0, max: 5 }).map((x) => x === 0),
      canFight: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    }),
    { maxLength: 9 },
  )
  .map((us) => us.map((u, i) => ({ id: `u${i}`, ...u })));
