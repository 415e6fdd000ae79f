/**
 * The core rules (3rd edition) the Gallet battles rely on and the engine applies, as reference data: objective control
 * and its checkpoints, command points, battle tactics and grand strategies, and the terrain and battalion rules the
 * engine leaves to the players. (The rules themselves run in the core and the pack's hooks.)
 * @module
 */
import type { RuleInfo } from '../../core/battlepack.js';
import { ghb } from './shared.js';

const core3 = (section: string) => ({ document: 'core-rules-3rd', section });

/** Objective control, 3rd edition (FACTS.md §3). */
export const objectiveControl: RuleInfo = {
  id: 'objective-control',
  name: 'Objective control',
  summary: 'The side with more models within 6" gains control and keeps it until the other side gains it; checked after deployment and at the end of each turn.',
  timing: 'after deployment and at the end of each turn',
  source: core3('Objectives (FACTS.md §3)'),
  rulings: ['core/control-checkpoints', 'core/fact-moments', 'core/contest-snapshot', 'core/contest-bounds', 'core/contest-after-casualties'],
  notModelled: ['distances', 'contesting-models'],
};

/** Command points, 3rd edition (FACTS.md §3). */
export const commandPoints: RuleInfo = {
  id: 'command-points',
  name: 'Command points',
  summary: 'Each round: 1 to the first player, 2 to the second; in every hero phase 1 to each player whose general is on the battlefield; unused points are lost at the end of the round.',
  timing: 'start of each round; start of every hero phase',
  source: core3('Command points (FACTS.md §3)'),
  rulings: ['core/hero-phase-command-points'],
};

/** Picking and judging battle tactics (the seed's "Battle Tactics"). */
export const battleTacticRules: RuleInfo = {
  id: 'battle-tactics',
  name: 'Battle tactics',
  summary: 'Pick one at the start of each of your hero phases, never the same twice; judged at the end of that turn.',
  timing: 'start of your hero phase; judged at the end of that turn',
  source: ghb('Battle Tactics'),
  rulings: ['gallet/battle-tactic-required', 'core/tactic-window', 'core/tactic-judging', 'gallet/facts-beat-statements', 'core/fact-moments'],
};

/** Judging grand strategies (the seed's "Grand Strategies"). */
export const grandStrategyRules: RuleInfo = {
  id: 'grand-strategies',
  name: 'Grand strategies',
  summary: 'Picked on the roster, judged when the battle ends.',
  timing: 'picked on the roster; judged when the battle ends',
  source: ghb('Grand Strategies'),
  rulings: ['core/strategy-judging', 'gallet/zones-at-battle-end', 'core/end-of-battle-points'],
};

/** Terrain features: set-up and Mysterious Terrain (the seed's "Terrain Features", "Mysterious Terrain"). */
export const terrainFeatures: RuleInfo = {
  id: 'terrain-features',
  name: 'Terrain features',
  summary: 'Set up away from edges, other terrain and objectives; the defender rolls Mysterious Terrain for features without a warscroll.',
  timing: 'set-up',
  source: ghb('To War!: Terrain Features; Mysterious Terrain'),
  notModelled: ['terrain-set-up', 'mysterious-terrain'],
};

/** The Bounty Hunters core battalion (FACTS.md §2). */
export const bountyHunters: RuleInfo = {
  id: 'bounty-hunters',
  name: 'Bounty Hunters',
  summary: 'Two or three troop units: +1 damage on melee attacks against GALLETIAN VETERANS; once per army.',
  timing: 'army building; passive in combat',
  source: ghb('Core Battalions: Bounty Hunters'),
  rulings: ['gallet-army/troops-slot'],
  notModelled: ['bounty-hunters-damage'],
};
