/**
 * The Gallet battlepack: General's Handbook 2022-23 Season 1, Pitched Battles (Age of Sigmar 3rd edition).
 * @module
 */
import { defineBattlepack } from '../../core/pack/battlepack.js';
import { galletBattleTactics, type GalletBattleTacticId } from './battle-tactics/index.js';
import {
  alphaObjectiveNamed,
  galletBattleplans,
  type GalletBattleplanId,
  idolsChosen,
  nidusPathTraversed,
  objectiveActivated,
  objectivePillaged,
  realmstoneFragmentsPlaced,
} from './battleplans/index.js';
import { contestingModelsFixed, terrainContestReported } from './contesting.js';
import { initialGalletExt, type GalletExt } from './ext.js';
import { galletGrandStrategies, type GalletGrandStrategyId } from './grand-strategies/index.js';
import { galletHooks } from './hooks.js';
import { unitRallied } from './rally.js';
import { bondsOfBattleUsed, gazeOfGhurCast, overwhelmingAssaultUsed, provingGroundPicked, woundsCharacteristicChanged } from './realm-rules/index.js';
import { galletResult } from './result.js';
import { PACK_ID } from './shared.js';

/** The ids of the Gallet battleplans, battle tactics and grand strategies. */
export interface GalletIds {
  readonly battleplan: GalletBattleplanId;
  readonly battleTactic: GalletBattleTacticId;
  readonly grandStrategy: GalletGrandStrategyId;
}

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md) (the pack's data: its events, ids, names and options)
/** The Gallet pack's own events (their schemas and rules), in the pack's order. */
export const galletEvents = [
  provingGroundPicked,
  gazeOfGhurCast,
  overwhelmingAssaultUsed,
  bondsOfBattleUsed,
  woundsCharacteristicChanged,
  contestingModelsFixed,
  terrainContestReported,
  unitRallied,
  objectiveActivated,
  realmstoneFragmentsPlaced,
  idolsChosen,
  nidusPathTraversed,
  objectivePillaged,
  alphaObjectiveNamed,
] as const;

/** The Gallet battlepack. */
export const gallet = defineBattlepack({
  id: PACK_ID,
  version: '1.2.0',
  name: "General's Handbook 2022-23 Season 1: Pitched Battles in Gallet",
  edition: 3,
  summary: 'Matched-play Pitched Battles in Gallet, the Splintered Land: 12 battleplans, 8 battle tactics, 6 grand strategies and the realm rules of Gallet.',
  battleplans: galletBattleplans,
  battleTactics: galletBattleTactics,
  grandStrategies: galletGrandStrategies,
  // the other rules (realm rules, core rules…), and the battleplans' territories, layout confidence and special rules,
  // are reference text only: galletRuleText (./reference.ts), read by battlepack-engine/gallet/reference
  battleTacticVp: 2,
  grandStrategyVp: 3,
  length: { kind: 'fixed', rounds: 5 },
  pointsLimits: [1000, 2000],
  roundOnePriority: 'deployment-first',
  // ghb 2022 s1 "Battle Tactics": a pick at the start of each of your hero phases (ruling gallet/battle-tactic-required)
  options: { seizeInitiative: false, battleTacticRequired: true },
  initialExt: (): GalletExt => initialGalletExt(),
  hooks: galletHooks,
  events: galletEvents,
  result: galletResult,
});
// Stryker restore all
