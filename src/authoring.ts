/**
 * battlepack-engine/authoring: what a battlepack's author writes with — `defineBattlepack` and `definePackEvent`, the
 * types of a pack's tables and hooks, the core event schemas, the helpers hooks read a state with (`opponentOf`,
 * `unitsOf`, `controls`…), the moments of reported facts, battleplans written as data, edition profiles, violations,
 * the combat phase's fight order. An app that only records and reads battles needs none of it. See `docs/writing-a-battlepack.md`.
 * @packageDocumentation
 */
// a pack's definition
export {
  defineBattlepack,
  definePackEvent,
  eventTypeOf,
  type Award,
  type Effect,
  type HookContext,
  type ControlChange,
  type AnyEvent,
  type AnyEventSchema,
  type ChoiceCandidate,
  type Hooks,
  type BattleLength,
  type BattleTacticDef,
  type GrandStrategyDef,
  type BattleplanDef,
  type PackEventDef,
  type CompiledEventSchema,
  type EventSchemaOf,
  type KnownIds,
} from './core/pack/battlepack.js';
export type { TableRules, SetUpData, PositionsData, AssignmentData } from './core/table/table-rules.js';
// a pack's random play (`random`): its types are exported by `battlepack-engine/sim` with the random battles
// the core events, as zod schemas and their types
export {
  coreEventSchemas,
  CoreEvent,
  type CoreEventInput,
  type CoreEventType,
  type CoreEventOf,
  type EventEnvelope,
  BattleSetUp,
  UnitsAdded,
  UnitArrived,
  DeploymentFinished,
  PriorityDetermined,
  InitiativeSeized,
  TurnStarted,
  TurnEnded,
  PhaseStarted,
  BattleTacticPicked,
  BattleTacticCompleted,
  BattleTacticFailed,
  GrandStrategyCompleted,
  GrandStrategyFailed,
  ObjectiveControlSet,
  ObjectiveContestReported,
  ModelsSlain,
  UnitDestroyed,
  UnitRemoved,
  ZonesReported,
  PositionsReported,
  ObjectiveAssigned,
  TerrainControlSet,
  CommandPointsGained,
  CommandPointsSpent,
  DiceRolled,
  PlayerWithdrew,
  BattleEnded,
  Id,
  Count,
  D6,
  Text,
  BattlefieldRole,
  UnitOrigin,
  Zone,
  Role,
  Phase,
  Placement,
  Position,
  ObjectiveDef,
  TerrainDef,
  PlayerDef,
  UnitDef,
  type UnitFacts,
  Cause,
  Target,
  ContestEntry,
  ReportMoment,
  ZoneReport,
  ModelBase,
  ModelPosition,
  UnitPositions,
  MapOverridesDef,
} from './core/events/schema.js';
// reading a state inside hooks
export { planOf, opponentOf, currentRound, unitsOf, hasKeyword, controls, controlledBy } from './core/rules/rules-of.js';
export { contestsAtEndOf, contestsNow, isOfTurn, momentOf, previousTurnKey, sameTurn, turnKeyOf, zonesAtEndOf } from './core/events/moments.js';
export { priorityWinner } from './core/rules/decide.js';
export { defaultResult } from './core/fold/evolve.js';
export { mostVictoryPoints, type Tiebreak } from './core/rules/result.js';
export { editionProfile, type EditionProfile } from './core/rules/edition.js';
// battleplans as data
export * from './core/pack/battleplan-data-schema.js';
export { battleplanFromData, parseBattleplanData, describeVpLine, type BattleplanFact, type BattleplanFromDataOptions } from './core/pack/battleplan-data.js';
// violations and freezing
export { violation, echo, ECHO_LIMIT, MESSAGE_LIMIT } from './core/errors.js';
export { isDeepFrozen } from './core/state/freeze.js';
// the combat phase's fight order
export * from './core/rules/fight-order.js';
