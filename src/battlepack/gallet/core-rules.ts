/**
 * The core rules (3rd edition) the Gallet battles rely on and the engine applies, as reference data: objective control
 * and its checkpoints, command points, battle tactics and grand strategies, and the terrain and battalion rules the
 * engine leaves to the players. (The rules themselves run in the core and the pack's hooks.)
 * @module
 */
import type { RuleInfo } from '../../core/pack/battlepack.js';

/** Objective control, 3rd edition (FACTS.md §3). */
export const objectiveControl: RuleInfo = {
  id: 'objective-control',
  name: 'Objective control',
};

/** Command points, 3rd edition (FACTS.md §3). */
export const commandPoints: RuleInfo = {
  id: 'command-points',
  name: 'Command points',
};

/** Picking and judging battle tactics (the seed's "Battle Tactics"). */
export const battleTacticRules: RuleInfo = {
  id: 'battle-tactics',
  name: 'Battle tactics',
};

/** Judging grand strategies (the seed's "Grand Strategies"). */
export const grandStrategyRules: RuleInfo = {
  id: 'grand-strategies',
  name: 'Grand strategies',
};

/** Terrain features: set-up and Mysterious Terrain (the seed's "Terrain Features", "Mysterious Terrain"). */
export const terrainFeatures: RuleInfo = {
  id: 'terrain-features',
  name: 'Terrain features',
};

/** The Bounty Hunters core battalion (FACTS.md §2). */
export const bountyHunters: RuleInfo = {
  id: 'bounty-hunters',
  name: 'Bounty Hunters',
};
