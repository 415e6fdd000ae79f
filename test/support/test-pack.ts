import { selectDestroyed } from 'battlepack-engine';
import { z } from 'zod';
import { type BattleState } from '../../src/index.js';
import { defineBattlepack, definePackEvent, Id, controlledBy, violation, type Effect } from '../../src/authoring.js';

/** A small pack used to test the core: 2 rounds, 1 VP per objective held, two tactics, one grand strategy. */
export interface TestExt {
  beacons: string[];
}

const BeaconLit = z.strictObject({
  type: z.literal('BeaconLit'),
  data: z.strictObject({ player: Id, objective: Id }),
  seq: z.int().min(1).optional(),
});

export const testPack = defineBattlepack({
  id: 'test-pack',
  version: '1.0.0',
  name: 'Test Pack',
  edition: 3,
  summary: 'A tiny pack for core tests.',
  battleplans: {
    skirmish: {
      id: 'skirmish',
      name: 'Skirmish',
      summary: 'Three objectives in a line.',
      timing: 'battle',
      source: { document: 'test', section: '1' },
      objectives: [
        { id: 'west', placement: 'attacker-territory' },
        { id: 'centre', placement: 'centre' },
        { id: 'east', placement: 'defender-territory' },
      ],
      layoutConfidence: 'high',
      territories: 'halves',
      specialRules: [],
      maxVp: { perTurn: 5, perBattle: 20 },
    },
  },
  battleTactics: {
    'slay-the-foe': {
      id: 'slay-the-foe',
      name: 'Slay the Foe',
      summary: 'Destroy the picked enemy unit this turn.',
      timing: 'start of hero phase',
      source: { document: 'test', section: '2' },
      scoring: '2 VP',
      target: {
        kind: 'unit',
        describe: 'an enemy unit on the battlefield',
        validate: (state, player, target) => {
          const u = state.units[target.id];
          return u !== undefined && u.def.owner !== player && u.status === 'battlefield'
            ? []
            : [violation('battle-tactic/invalid-target', 'Pick an enemy unit on the battlefield.', { path: ['data', 'target', 'id'], ref: target.id })];
        },
        options: (state, player) =>
          Object.values(state.units)
            .filter((u) => u.def.owner !== player && u.status === 'battlefield')
            .map((u) => ({ kind: 'unit' as const, id: u.def.id })),
      },
      judge: (state, pick) => (selectDestroyed(state).some((d) => d.unit === pick.target?.id && d.round === pick.round && d.byPlayer === pick.player) ? 'completed' : 'failed'),
    },
    'hold-fast': {
      id: 'hold-fast',
      name: 'Hold Fast',
      summary: 'The players say whether it was done.',
      timing: 'start of hero phase',
      source: { document: 'test', section: '3' },
      scoring: '2 VP',
    },
  },
  grandStrategies: {
    'hold-the-centre': {
      id: 'hold-the-centre',
      name: 'Hold the Centre',
      summary: 'Control the centre when the battle ends.',
      timing: 'end of battle',
      source: { document: 'test', section: '4' },
      scoring: '3 VP',
      judge: (state, player) => state.board.objectives['centre']?.controller === player,
    },
  },
  rules: [],
  battleTacticVp: 2,
  grandStrategyVp: 3,
  length: { kind: 'fixed', rounds: 2 },
  pointsLimits: [1000, 2000],
  roundOnePriority: 'deployment-first',
  options: { seizeInitiative: false },
  initialExt: (): TestExt => ({ beacons: [] }),
  hooks: {
    scoreTurn: (state: BattleState<TestExt>): Effect<TestExt>[] => {
      const player = state.clock.turn?.player;
      if (player === undefined) return [];
      return controlledBy(state, player).map((o) => ({ kind: 'award' as const, player, amount: 1, source: 'test-pack/hold', reason: `holds ${o}` }));
    },
  },
  events: [
    definePackEvent<TestExt, typeof BeaconLit>({
      schema: BeaconLit,
      decide: (state, e) =>
        state.ext.beacons.includes(e.data.objective) ? [violation('test-pack/beacon-lit', 'That beacon is already lit.', { path: ['data', 'objective'] })] : [],
      effects: (_state, e) => [{ kind: 'ext', update: (x) => void x.beacons.push(e.data.objective) }],
    }),
  ],
});
