/**
 * `battlepack-engine/gallet`: the General's Handbook 2022-23 Season 1 Pitched Battles pack (Gallet), its engine,
 * its state and events, and the rules as data.
 * @module
 */
import { buildEngine } from '../../core/engine.js';
import type { EventOf } from '../../core/engine-types.js';
import { generatedParsers } from '../../core/events/compiled.js';
import { gallet } from './pack.js';

export { gallet, galletEvents, type GalletIds } from './pack.js';
/** The engine of the Gallet battlepack. */
export const galletEngine = buildEngine(gallet, {}, generatedParsers);
/**
 * Every event the Gallet engine accepts, as a caller writes it: the core events, with battleplan, battle tactic and
 * grand strategy ids narrowed to Gallet's own ({@link GalletIds}), and the pack's own events ({@link GalletPackEvent}).
 */
export type GalletEvent = EventOf<typeof galletEngine>;

export type { GalletExt, TurnStamp, RoundPick, Pillage, HorrorRoll, ActionRecord } from './ext.js';
export { initialGalletExt } from './ext.js';
export * from './events.js';
export { GALLETIAN_VETERANS, EXPERT_CONQUERORS_TAG, PACK_ID, sourceId, type GalletState, type SourceKind } from './shared.js';
export { galletHooks } from './hooks.js';
export { galletBattleTactics, type GalletBattleTacticId } from './battle-tactics/index.js';
export { bargingUnits } from './battle-tactics/barge-through-enemy-lines.js';
export { contestCount, isContesting } from './battle-tactics/contest-facts.js';
export { galletGrandStrategies, type GalletGrandStrategyId } from './grand-strategies/index.js';
export { QUARTERS } from './grand-strategies/show-of-dominance.js';
export { galletBattleplans, battleplanSetUpViolations, NIDUS_TWINS, type GalletBattleplanId, type SetUpData } from './battleplans/index.js';
export * from './realm-rules/index.js';
export { contestingModels, countContestingModels, fixedPerModel, packContestCount, terrainContestTotals, FIXED_MODELS_EFFECT } from './contesting.js';
export { defaultScoreTurn, defaultScoring, scoreObjectives, type ObjectiveScoringOptions } from './scoring.js';
export { galletResult, gloriousVictory, tieBreakResult } from './result.js';
export { rally, rallyReturns, rallyThreshold } from './rally.js';
export { destroyLateReserves, reserveUnits, RESERVES_DESTROYED_ROUND } from './reserves.js';
export { indexUnitNames, uniqueUnits, validateUniqueOnAdd } from './unique-units.js';
export { galletRandomExtras, galletRandomSetUp, galletRandomOptions, type GalletRandomOptions } from './random.js';
export * from './army.js';
export * from './before-battle.js';
