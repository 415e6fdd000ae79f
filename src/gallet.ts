/**
 * battlepack-engine/gallet: the General's Handbook 2022-23 Season 1 Pitched Battles pack (Gallet) as an app records
 * and reads battles with it: the pack and its engine, the event alias, the ids and state types users type against,
 * and the pack's own readers of a state. Army building and the steps before the battle are in
 * `battlepack-engine/gallet/army`; the rules as data and text in `battlepack-engine/gallet/reference`; the maps and
 * table rules in `battlepack-engine/gallet/table`; Gallet's random-battle options (`galletRandomOptions`) in
 * `battlepack-engine/sim`. See `docs/migrating-to-0.2.md` for the names that moved.
 * @packageDocumentation
 */
// the pack, its engine and its events
export { gallet, galletEngine, type GalletEvent, type GalletIds, type GalletPackEvent } from './battlepack/gallet/index.js';
// the ids and state users type against
export type { GalletBattleplanId, GalletBattleTacticId, GalletGrandStrategyId, GalletExt, GalletState } from './battlepack/gallet/index.js';
export type { TurnStamp, RoundPick, Pillage, HorrorRoll, ActionRecord } from './battlepack/gallet/index.js';
// the pack's own readers of a state
export { currentProvingGround, currentWounds } from './battlepack/gallet/index.js';
