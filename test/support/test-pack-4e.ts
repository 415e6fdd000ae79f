import { type BattleState } from '../../src/index.js';
import { defineBattlepack, violation, controlledBy, type Effect } from '../../src/authoring.js';

/** The edition-4 test pack keeps no state of its own. */
export type TestExt4 = Record<string, never>;

/**
 * A small 4th-edition pack used to test the core: priority rolled from round 1, seizing the initiative, withdrawal
 * once half the starting army is destroyed, and a variable battle length (a roll after rounds 1 to 3, at most 4 rounds).
 */
export const testPack4e = defineBattlepack({
  id: 'test-pack-4e',
  version: '2.0.0',
  name: 'Test Pack (4th edition)',
  edition: 4,
  summary: 'A tiny 4th-edition pack for core tests.',
  battleplans: {
    clash: {
      id: 'clash',
      name: 'Clash',
      summary: 'Two objectives, one per territory.',
      timing: 'battle',
      source: { document: 'test', section: '1' },
      objectives: [
        { id: 'north', placement: 'attacker-territory' },
        { id: 'south', placement: 'defender-territory' },
      ],
      layoutConfidence: 'high',
      territories: 'halves',
      specialRules: [],
      maxVp: { perTurn: 4, perBattle: 40 },
    },
  },
  battleTactics: {
    'claim-ground': {
      id: 'claim-ground',
      name: 'Claim Ground',
      summary: 'Hold the picked objective at the end of the turn.',
      timing: 'start of hero phase',
      source: { document: 'test', section: '2' },
      scoring: '3 VP',
      target: {
        kind: 'objective',
        describe: 'an objective on the battlefield',
        validate: (state, _player, target) =>
          state.board.objectives[target.id]?.active === true
            ? []
            : [violation('battle-tactic/invalid-target', 'Pick an objective on the battlefield.', { path: ['data', 'target', 'id'], ref: target.id })],
        options: (state) =>
          Object.values(state.board.objectives)
            .filter((o) => o.active)
            .map((o) => ({ kind: 'objective' as const, id: o.id })),
      },
      judge: (state, pick) => (pick.target !== null && state.board.objectives[pick.target.id]?.controller === pick.player ? 'completed' : 'failed'),
      score: (_state, pick) => [{ player: pick.player, amount: 3, source: 'test-pack-4e/battle-tactic/claim-ground', reason: 'held the claimed ground' }],
    },
  },
  grandStrategies: {},
  rules: [],
  battleTacticVp: 2,
  grandStrategyVp: 0,
  length: { kind: 'variable', maxRounds: 4, endsOn: { 1: 1, 2: 2, 3: 3 }, rule: 'battle-length' },
  pointsLimits: [],
  roundOnePriority: 'roll',
  options: { seizeInitiative: true, withdrawal: { destroyedFraction: 0.5 } },
  initialExt: (): TestExt4 => ({}),
  hooks: {
    scoreTurn: (state: BattleState<TestExt4>): Effect<TestExt4>[] => {
      const player = state.clock.turn?.player;
      if (player === undefined) return [];
      const held = controlledBy(state, player).length;
      return held === 0 ? [] : [{ kind: 'award' as const, player, amount: 2 * held, source: 'test-pack-4e/hold', reason: `holds ${held} objective(s)` }];
    },
  },
  events: [],
});
