/**
 * The 12 Gallet battleplans, their pack events and their set-up checks.
 * @module
 */
import type { BattleplanDef } from '../../../core/pack/battlepack.js';
import type { RuleViolation } from '../../../core/errors.js';
import { has } from '../../../core/rules/rules-of.js';
import type { GalletExt } from '../ext.js';
import { battlelinesDrawn } from './battlelines-drawn.js';
import { closeToTheChest, closeToTheChestSetUp } from './close-to-the-chest.js';
import type { SetUpData } from './common.js';
import { headOnCollision } from './head-on-collision.js';
import { inThePresenceOfIdols, inThePresenceOfIdolsSetUp } from './in-the-presence-of-idols.js';
import { theLurkersBelow } from './the-lurkers-below.js';
import { theMightyAndTheCunning, theMightyAndTheCunningSetUp } from './the-mighty-and-the-cunning.js';
import { theNidusPaths, theNidusPathsSetUp } from './the-nidus-paths.js';
import { thePrizeOfGallet } from './the-prize-of-gallet.js';
import { theRealmstoneCache } from './the-realmstone-cache.js';
import { theSilksteelNests } from './the-silksteel-nests.js';
import { turfWar } from './turf-war.js';
import { wontBackDown, wontBackDownSetUp } from './wont-back-down.js';

/** The 12 battleplans keyed by id, in table order. */
export const galletBattleplans = {
  'the-prize-of-gallet': thePrizeOfGallet,
  'the-realmstone-cache': theRealmstoneCache,
  'battlelines-drawn': battlelinesDrawn,
  'the-lurkers-below': theLurkersBelow,
  'in-the-presence-of-idols': inThePresenceOfIdols,
  'the-nidus-paths': theNidusPaths,
  'the-mighty-and-the-cunning': theMightyAndTheCunning,
  'head-on-collision': headOnCollision,
  'wont-back-down': wontBackDown,
  'the-silksteel-nests': theSilksteelNests,
  'close-to-the-chest': closeToTheChest,
  'turf-war': turfWar,
} as const satisfies Readonly<Record<string, BattleplanDef<GalletExt>>>;

/** A Gallet battleplan id. */
export type GalletBattleplanId = keyof typeof galletBattleplans;

const setUpChecks: Readonly<Partial<Record<string, (data: SetUpData) => RuleViolation[]>>> = {
  'in-the-presence-of-idols': inThePresenceOfIdolsSetUp,
  'the-nidus-paths': theNidusPathsSetUp,
  'the-mighty-and-the-cunning': theMightyAndTheCunningSetUp,
  'wont-back-down': wontBackDownSetUp,
  'close-to-the-chest': closeToTheChestSetUp,
};

/** Violations of a battle's set-up against its battleplan (objectives a plan needs that the sources do not give). */
export function battleplanSetUpViolations(data: SetUpData): RuleViolation[] {
  const check = has(setUpChecks, data.battleplan) ? setUpChecks[data.battleplan] : undefined;
  return check === undefined ? [] : check(data);
}

export { objectiveActivated } from './the-prize-of-gallet.js';
export { realmstoneFragmentsPlaced } from './the-realmstone-cache.js';
export { idolsChosen } from './in-the-presence-of-idols.js';
export { nidusPathTraversed, NIDUS_TWINS } from './the-nidus-paths.js';
export { objectivePillaged } from './the-silksteel-nests.js';
export { alphaObjectiveNamed } from './close-to-the-chest.js';
export type { SetUpData } from './common.js';
