/**
 * The realm rules of Gallet, the Splintered Land, with the rules the pack adds around them.
 * @module
 */
import type { RuleInfo } from '../../../core/pack/battlepack.js';
import { expertConquerors } from './expert-conquerors.js';
import { gazeOfGhur } from './gaze-of-ghur.js';
import { mastersOfTheSplinteredLand } from './masters-of-the-splintered-land.js';
import { overwhelmingAssault } from './overwhelming-assault.js';
import { provingGrounds } from './proving-grounds.js';
import { theBondsOfBattle } from './the-bonds-of-battle.js';

/** The realm rules, in the source's order (Expert Conquerors, a season core battalion, last). */
export const galletRealmRules: readonly RuleInfo[] = [mastersOfTheSplinteredLand, provingGrounds, theBondsOfBattle, gazeOfGhur, overwhelmingAssault, expertConquerors];

export { expertConquerors, expertConquerorsPerModel } from './expert-conquerors.js';
export { applyGaze, gazeOfGhur, gazeOfGhurCast, GAZE_OF_GHUR_CASTING_VALUE, GAZE_OF_GHUR_EFFECT, GAZE_OF_GHUR_RANGE } from './gaze-of-ghur.js';
export { currentWounds, deriveGalletianVeterans, mastersOfTheSplinteredLand, woundsCharacteristicChanged } from './masters-of-the-splintered-land.js';
export { overwhelmingAssault, overwhelmingAssaultUsed, STRIKE_LAST_EFFECT } from './overwhelming-assault.js';
export { clearProvingGround, currentProvingGround, provingGroundAllows, provingGroundPicked, provingGrounds } from './proving-grounds.js';
export { bondsOfBattleUsed, theBondsOfBattle } from './the-bonds-of-battle.js';
