/**
 * The rules-agnostic core: events, state, the fold, replay, the log format, errors, dice and the battlepack contract.
 * @module
 */
export * from './schema.js';
export type * from './state.js';
export * from './errors.js';
export * from './battlepack.js';
export { createEngine, type Engine, type EngineOptions, type EventOf, type TrustedRunner, type ApplyResult, type ReplayResult, type Availability, type AvailableTactic } from './engine.js';
export type { TableRules, SetUpData, PositionsData, AssignmentData } from './table-rules.js';
export { createInitialState, defaultResult } from './evolve.js';
export { mostVictoryPoints, type Tiebreak } from './result.js';
export { decide, priorityWinner } from './decide.js';
export { editionProfile, type EditionProfile } from './edition.js';
export * from './log.js';
export * from './selectors.js';
export * from './dice.js';
export { deepFreeze, isDeepFrozen, clonePlain } from './freeze.js';
export { hooksOf, planOf, opponentOf, currentRound, unitsOf, hasKeyword, controls, controlledBy } from './rules-of.js';
export { ENGINE_VERSION, LOG_FORMAT_VERSION } from './version.js';
export { contestsAtEndOf, contestsNow, isOfTurn, momentOf, previousTurnKey, sameTurn, turnKeyOf, zonesAtEndOf } from './moments.js';
export * from './scoring-sheet.js';
export * from './battleplan-data.js';
export * from './fight-order.js';
export * from './log-stream.js';
export * from './log-replay.js';
