/**
 * battlepack-engine/gallet/army: what comes before a Gallet battle — army building (the roster schema, the Pitched
 * Battles limits, the season's core battalions, a validator that reports every violation at once, a roster turned
 * into the units of a `UnitsAdded` event) and the steps before the first turn (the battleplan roll, the roll-off for
 * roles, the deployment order, the first round's priority). A list builder or a table app needs it; the engine
 * (`battlepack-engine/gallet`) does not.
 * @example
 * ```ts
 * import { validateRoster } from 'battlepack-engine/gallet/army';
 *
 * const violations = validateRoster({ units: [] }, { pointsLimit: 2000 });
 * console.log(violations.map((v) => `${v.code}: ${v.message}`).join('\n'));
 * ```
 * @packageDocumentation
 */
export {
  POINTS_LIMITS,
  PITCHED_BATTLE_LIMITS,
  isPointsLimit,
  CORE_BATTALIONS,
  ROSTER_GRAND_STRATEGY_IDS,
  ENHANCEMENT_KINDS,
  GalletRosterSchema,
  RosterUnitSchema,
  RosterCoreBattalionSchema,
  RosterWarscrollBattalionSchema,
  RosterEndlessSpellSchema,
  RosterEnhancementSchema,
  parseRoster,
  validateRoster,
  rosterCounts,
  rosterToUnits,
  validateUnitsAddedDuringBattle,
  type PointsLimit,
  type LimitConfidence,
  type PitchedBattleLimits,
  type CoreBattalionDef,
  type RosterGrandStrategyId,
  type GalletRoster,
  type GalletRosterInput,
  type GalletRosterUnit,
  type ValidateRosterOptions,
  type RosterCounts,
  type UniqueCheckUnit,
  type RosterToUnitsOptions,
} from './battlepack/gallet/army.js';
export {
  BATTLEPLAN_TABLES,
  determineBattleplan,
  rollOffForRoles,
  nextToDeploy,
  roundOnePriority,
  type BattleplanTable,
  type D6Result,
  type BattleplanDetermination,
  type RoleRollOff,
  type RoundOnePriority,
} from './battlepack/gallet/before-battle.js';
