/**
 * battlepack-engine: Age of Sigmar battles as typed events folded into an immutable, rules-aware state.
 *
 * This entry is what an app needs to record, replay and read battles: `createEngine`, the battle log, errors, and the
 * selectors that read a state. The rest has its own entry: the battlepacks (`battlepack-engine/gallet`,
 * `battlepack-engine/blighted-wilds`) and their rules text (`…/gallet/reference`, `…/blighted-wilds/reference`), the
 * scoring-sheet renderers (`battlepack-engine/sheet`), what a battlepack's author writes with
 * (`battlepack-engine/authoring`), random battles, dice and combat for bots and simulators (`battlepack-engine/sim`),
 * the table (`battlepack-engine/table`, `battlepack-engine/gallet/table`) and the battle log's JSON Schema
 * (`battlepack-engine/json-schema`). See `docs/migrating-to-0.2.md`.
 * @packageDocumentation
 */
// the engine
export { createEngine } from './core/create-engine.js';
export type { Engine, EngineOptions, EventOf, TrustedRunner, ApplyResult, ReplayResult, Availability, AvailableTactic } from './core/engine-types.js';
export { isIdOf, entryOf, type Battlepack, type LogMigration, type PackIds, type RuleInfo, type SourceRef } from './core/pack/battlepack.js';
// the state (read it through the selectors below)
export type * from './core/state/state.js';
export * from './core/state/battle-selectors.js';
export * from './core/state/scoring-selectors.js';
export * from './core/state/board-selectors.js';
export { selectScoringSheet, type ScoringSheet, type ScoringSheetPlayer, type ScoringSheetRound } from './core/state/scoring-sheet.js';
// errors
export { BattleError, formatViolation, CORE_VIOLATION_CODES, type RuleViolation, type ViolationCode, type CoreViolationCode, type Result } from './core/errors.js';
// the battle log
export { createLog, serializeLog, parseLog, parseLogOrThrow, replayLog, packVersionViolation, type BattleLog, type BattleLogMeta, type ParseLogOptions } from './core/log/log.js';
export {
  createLogReader,
  LOG_LIMITS,
  type LogReader,
  type LogReaderOptions,
  type LogHeader,
  type LogStreamEvent,
} from './core/log/log-stream.js';
export { replayLogChunks, type LogChunksReplay, type EngineSelector } from './core/log/log-replay.js';
export { ENGINE_VERSION, LOG_FORMAT_VERSION } from './core/log/version.js';
