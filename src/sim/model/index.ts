/**
 * The playable model of a battle: armies as data, a turn in each edition's order on the measured table, choices as
 * decisions, bots and round-robins. See docs/game-model.md.
 * @module
 */
export { WeaponProfile, UnitProfile, ArmyProfile, parseArmy, attackProfiles, targetOf, unitDefOf, modelAttack, type ArmyParse, type ModelAttack } from './profile.js';
export { sampleArmies, uniformArmy } from './armies.js';
export { ModelGame, ModelGameStuck, MODEL_CHOICE_KINDS, CHARGE_END, KEEP_AWAY, IN_COMBAT, PILE_IN, CHARGE_RANGE, type Destination, type ModelChoiceKind, type ModelDecision, type ModelRequest, type ModelMove, type ModelGameOptions, type ModelGameData, type ModelCursor } from './game.js';
export type { Spot, Body, Hull } from './geometry.js';
export { regionBox } from './layout.js';
export { randomModelBot, greedyModelBot, monteCarloModelBot, modelValue, type ModelBot, type ModelBotFactory, type MonteCarloModelOptions } from './bots.js';
export { playModelGame, playRoundRobinGame, roundRobin, roundRobinSpecs, summarizeRoundRobin, pairResult, eloRatings, type PlayModelOptions, type ModelGameRecord, type RoundRobinGame, type PairResult, type RoundRobinOptions, type RoundRobinResult } from './play.js';
