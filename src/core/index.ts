/**
 * The rules-agnostic core: events, state, the fold, replay, the log format, errors, dice and the battlepack contract.
 * @module
 */
export * from './events/schema.js';
export type * from './state/state.js';
export * from './errors.js';
export * from './pack/battlepack.js';
export { createEngine } from './create-engine.js';
export type { Engine, EngineOptions, EventOf, TrustedRunner, ApplyResult, ReplayResult, Availability, AvailableTactic } from './engine-types.js';
export type { TableRules, SetUpData, PositionsData, AssignmentData } from './table/table-rules.js';
export { createInitialState, defaultResult } from './fold/evolve.js';
export { mostVictoryPoints, type Tiebreak } from './rules/result.js';
export { decide, priorityWinner } from './rules/decide.js';
export { editionProfile, type EditionProfile } from './rules/edition.js';
export * from './log/log.js';
export * from './state/battle-selectors.js';
export * from './state/scoring-selectors.js';
export * from './state/board-selectors.js';
export * from './dice.js';
export { deepFreeze, isDeepFrozen, clonePlain } from './state/freeze.js';
export { hooksOf, planOf, opponentOf, currentRound, unitsOf, hasKeyword, controls, controlledBy } from './rules/rules-of.js';
export { ENGINE_VERSION, LOG_FORMAT_VERSION } from './log/version.js';
export { contestsAtEndOf, contestsNow, isOfTurn, momentOf, previousTurnKey, sameTurn, turnKeyOf, zonesAtEndOf } from './events/moments.js';
export * from './state/scoring-sheet.js';
export * from './pack/battleplan-data.js';
export * from './rules/fight-order.js';
export * from './log/log-stream.js';
export * from './log/log-replay.js';
