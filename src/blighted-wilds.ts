/**
 * battlepack-engine/blighted-wilds: the battle rules of the Path to Glory: Blighted Wilds campaign as a 4th-edition
 * battlepack — the pack and its engine (`blightedWilds`, `blightedWildsEngine`), the event alias, the state types, the
 * pack's own readers of a state, battleplans from data, its maps and its random-battle extras. The campaign log that
 * carries rosters and renown from battle to battle is `battlepack-engine/blighted-wilds/campaign`; the rules as data
 * and text are `battlepack-engine/blighted-wilds/reference`. See `docs/migrating-to-0.2.md` for the names that moved.
 * @packageDocumentation
 */
// the pack, its engine and its events
export { blightedWilds, blightedWildsEngine, blightedWildsWith, BATTLE_LENGTH_RULE, type BlightedWildsEvent } from './battlepack/blighted-wilds/pack.js';
// the state users type against, and the pack's own readers of it
export {
  isContaminatedFor,
  contaminatedFor,
  remediatedBy,
  blightedWatersCandidates,
  lowestRankedPlayer,
  type BlightedWildsExt,
  type BlightedWildsState,
  type GeneralRank,
  type GeneralsRecord,
  type ContaminationPick,
  type PurifyRecord,
  type BlightedWatersRecord,
  type BoonRecord,
  type StrategicMasteryRecord,
} from './battlepack/blighted-wilds/ext.js';
// battleplans written as data, played with this pack's rules
export { blightedWildsBattleplan } from './battlepack/blighted-wilds/battleplans.js';
// its maps (`battlepack-engine/table`) and random battles (`battlepack-engine/sim`)
export { blightedWildsMaps, blightedWildsMap } from './battlepack/blighted-wilds/maps.js';
export { BLIGHTED_WILDS_SAMPLE_TERRAIN, blightedWildsRandomExtras } from './battlepack/blighted-wilds/random.js';
