/**
 * Combat maths for simulators and bots: the attack sequence of 3rd and 4th edition as exact distributions
 * (`attackDistribution`) and as seeded rolls that end in battle events (`rollAttack`). See `docs/combat-maths.md`.
 * @module
 */
export { parseDice, formatDice, MAX_DICE_TEXT, type DiceExpression, type DiceValue, type DiceParseResult } from './dice.js';
export type { AttackProfile, CombatTarget, CombatOptions, CombatResult, CritAbility, Reroll, HitTrigger, WoundTrigger } from './profile.js';
export { attackDistribution, type AttackDistribution } from './distribution.js';
export { rollAttack, type AttackRoll, type CombatEvent, type RollOptions } from './roll.js';
export { allocateDamage, healUnit, combatTargetOf, type Allocation, type Defence, type UnitHealth } from './allocate.js';
