/**
 * battlepack-engine/blighted-wilds/campaign: the Path to Glory: Blighted Wilds campaign log — rosters, renown and ranks
 * carried from battle to battle (`blightedWildsCampaign`), and a battle's summary (`summarizeBattle`) that the log
 * records. The battles themselves are played with `battlepack-engine/blighted-wilds`.
 * @example
 * ```ts
 * import { blightedWildsCampaign as campaign } from 'battlepack-engine/blighted-wilds/campaign';
 *
 * const start = campaign.initialState();
 * console.log(start.playerOrder.length, 'players,', start.battles.length, 'battles');
 * ```
 * @packageDocumentation
 */
export * from './campaign/index.js';
export { summarizeBattle, BattleSummary, UnitOutcome, BattleEnding, SUMMARY_BATTLEPACK } from './battlepack/blighted-wilds/summary.js';
