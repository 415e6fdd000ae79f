/**
 * Shared fixtures for the core and bad-input tests: engines for the two test packs, ready-made event lists
 * (the start of a battle and two full battles that use every core event type), and small helpers.
 */
import type { EventOf } from '../../src/index.js';
import { createEngine, type BattleState } from '../../src/index.js';
import { tableRules } from '../../src/table/engine-rules.js';
import { testPack, type TestExt } from './test-pack.js';
import { testPack4e, type TestExt4 } from './test-pack-4e.js';

/** The engine of the 3rd-edition test pack. */
export const engine3 = createEngine(testPack, { table: tableRules });
/** The engine of the 3rd-edition test pack with a battle tactic required in every hero phase (`options.battleTacticRequired`). */
export const engine3Required = createEngine({ ...testPack, options: { ...testPack.options, battleTacticRequired: true } }, { table: tableRules });
/** The engine of the 4th-edition test pack. */
export const engine4 = createEngine(testPack4e, { table: tableRules });

/** An event as the 3rd-edition test engine accepts it. */
export type Ev3 = EventOf<typeof engine3>;
/** An event as the 4th-edition test engine accepts it. */
export type Ev4 = EventOf<typeof engine4>;
/** A 3rd-edition test state. */
export type State3 = BattleState<TestExt>;
/** A 4th-edition test state. */
export type State4 = BattleState<TestExt4>;

/** Set-up of a 3rd-edition test battle: ann (attacker, Hold the Centre) against bob, a tower and the default layout. */
export const setUp3: Ev3 = {
  type: 'BattleSetUp',
  data: {
    battlepack: { id: 'test-pack', version: '1.0.0' },
    battleplan: 'skirmish',
    pointsLimit: 2000,
    players: [
      { id: 'ann', name: 'Ann', role: 'attacker', faction: 'Stormcast Eternals', grandStrategy: 'hold-the-centre' },
      { id: 'bob', name: 'Bob', role: 'defender' },
    ],
    terrain: [{ id: 'tower', name: 'Tower', placement: 'centre', kind: 'obstacle' }],
  },
};

/** The two armies of the 3rd-edition battle; b3 waits in reserve. */
export const units3: readonly Ev3[] = [
  {
    type: 'UnitsAdded',
    data: {
      origin: 'roster',
      units: [
        { id: 'a1', owner: 'ann', name: 'Liberators', wounds: 2, models: 10, general: true, keywords: ['INFANTRY'], roles: ['battleline'], points: 120 },
        { id: 'a2', owner: 'ann', name: 'Dracoth', wounds: 12, models: 1, mounted: true, roles: ['behemoth'], tags: ['flying'] },
        { id: 'b1', owner: 'bob', name: 'Orruks', wounds: 2, models: 5 },
        { id: 'b2', owner: 'bob', name: 'Gitz', wounds: 1, models: 20 },
      ],
    },
  },
  { type: 'UnitsAdded', data: { origin: 'reserve', units: [{ id: 'b3', owner: 'bob', name: 'Squigs', wounds: 3, models: 3 }] } },
];

/** Set-up, armies, deployment: the 3rd-edition battle waiting for round 1. */
export const deployed3: readonly Ev3[] = [setUp3, ...units3, { type: 'DeploymentFinished', data: { firstFinished: 'bob' } }];

/** …then round 1 begins; bob finished deploying first and takes the first turn. */
export const round1Begun3: readonly Ev3[] = [...deployed3, { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'bob' } }];

/** …then bob's turn starts and his hero phase begins: the battle-tactic window is open. */
export const bobHeroPhase3: readonly Ev3[] = [...round1Begun3, { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'PhaseStarted', data: { phase: 'hero' } }];

/** A whole 3rd-edition battle (two rounds) using every core event type and the pack's own event. */
export const battle3: readonly Ev3[] = [
  ...bobHeroPhase3,
  { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'hold-fast' } },
  { type: 'PhaseStarted', data: { phase: 'movement' } },
  { type: 'UnitArrived', data: { unit: 'b3' } },
  { type: 'ZonesReported', data: { units: { b3: { wholly: ['q2'], partly: [] }, a1: { partly: ['centre'] } } } },
  {
    type: 'ObjectiveContestReported',
    data: {
      contests: [
        { unit: 'b2', objective: 'east', models: 20 },
        { unit: 'a1', objective: 'centre', models: 10 },
        { unit: 'b1', objective: 'centre', models: 5, wholly: true },
      ],
    },
  },
  { type: 'BeaconLit', data: { player: 'bob', objective: 'east' } },
  { type: 'BattleTacticCompleted', data: { player: 'bob', tactic: 'hold-fast' } },
  { type: 'TurnEnded', data: { player: 'bob' } },
  { type: 'TurnStarted', data: { player: 'ann' } },
  { type: 'PhaseStarted', data: { phase: 'hero' } },
  { type: 'BattleTacticPicked', data: { player: 'ann', tactic: 'slay-the-foe', target: { kind: 'unit', id: 'b1' } } },
  { type: 'PhaseStarted', data: { phase: 'shooting' } },
  { type: 'ModelsSlain', data: { unit: 'b1', count: 2, by: { unit: 'a2' } } },
  { type: 'CommandPointsGained', data: { player: 'ann', amount: 2, source: 'a prayer' } },
  { type: 'CommandPointsSpent', data: { player: 'ann', amount: 1, ability: 'All-out Attack' } },
  { type: 'PhaseStarted', data: { phase: 'combat' } },
  { type: 'ModelsSlain', data: { unit: 'b1', count: 3, by: { unit: 'a1', means: 'attack' } } },
  { type: 'UnitRemoved', data: { unit: 'b3' } },
  { type: 'TerrainControlSet', data: { terrain: 'tower', player: 'ann' } },
  { type: 'ObjectiveControlSet', data: { objective: 'west', player: 'ann', reason: 'agreed by the players' } },
  { type: 'DiceRolled', data: { rule: 'look-out-sir', player: 'ann', values: [3, 5] } },
  { type: 'TurnEnded', data: { player: 'ann' } },
  { type: 'PriorityDetermined', data: { round: 2, rolls: { ann: 2, bob: 5 }, firstTurn: 'ann' } },
  { type: 'TurnStarted', data: { player: 'ann' } },
  { type: 'PhaseStarted', data: { phase: 'hero' } },
  { type: 'BattleTacticPicked', data: { player: 'ann', tactic: 'hold-fast' } },
  { type: 'BattleTacticFailed', data: { player: 'ann', tactic: 'hold-fast' } },
  { type: 'UnitRemoved', data: { unit: 'a2', reason: 'garrison' } },
  { type: 'TurnEnded', data: { player: 'ann' } },
  { type: 'TurnStarted', data: { player: 'bob' } },
  { type: 'PhaseStarted', data: { phase: 'hero' } },
  { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'slay-the-foe', target: { kind: 'unit', id: 'a1' } } },
  { type: 'ObjectiveContestReported', data: { objectives: ['centre'], contests: [{ unit: 'b2', objective: 'centre', models: 20 }], at: 'end-of-turn' } },
  { type: 'GrandStrategyCompleted', data: { player: 'ann' } },
  { type: 'TurnEnded', data: { player: 'bob' } },
];

/** Set-up of a 4th-edition test battle: cat (attacker) against dan, a ruin and the default layout. */
export const setUp4: Ev4 = {
  type: 'BattleSetUp',
  data: {
    battlepack: { id: 'test-pack-4e', version: '2.0.0' },
    battleplan: 'clash',
    pointsLimit: 2000,
    players: [
      { id: 'cat', role: 'attacker' },
      { id: 'dan', role: 'defender' },
    ],
    terrain: [{ id: 'ruin' }],
  },
};

/** The 4th-edition battle set up and deployed (dan finished first); d3 is in reserve. */
export const deployed4: readonly Ev4[] = [
  setUp4,
  {
    type: 'UnitsAdded',
    data: {
      origin: 'roster',
      units: [
        { id: 'c1', owner: 'cat', name: 'Knights', wounds: 2, models: 5, control: 2, general: true },
        { id: 'c2', owner: 'cat', name: 'Archers', wounds: 1, models: 10, control: 1 },
        { id: 'd1', owner: 'dan', name: 'Ghouls', wounds: 1, models: 3, control: 1 },
        { id: 'd2', owner: 'dan', name: 'Vampire', wounds: 8, models: 1, control: 5, roles: ['leader'] },
      ],
    },
  },
  { type: 'UnitsAdded', data: { origin: 'reserve', units: [{ id: 'd3', owner: 'dan', name: 'Bats', wounds: 3, models: 2 }] } },
  { type: 'DeploymentFinished', data: { firstFinished: 'dan' } },
];

/** …then round 1: cat wins the priority roll and goes first; both turns are played. The battle-length roll is due. */
export const round1Played4: readonly Ev4[] = [
  ...deployed4,
  { type: 'PriorityDetermined', data: { round: 1, rolls: { cat: 4, dan: 2 }, winner: 'cat', firstTurn: 'cat' } },
  { type: 'TurnStarted', data: { player: 'cat' } },
  { type: 'PhaseStarted', data: { phase: 'hero' } },
  { type: 'BattleTacticPicked', data: { player: 'cat', tactic: 'claim-ground', target: { kind: 'objective', id: 'north' } } },
  { type: 'PhaseStarted', data: { phase: 'movement' } },
  {
    type: 'ObjectiveContestReported',
    data: {
      contests: [
        { unit: 'c1', objective: 'north', controlScore: 2 },
        { unit: 'd1', objective: 'south', controlScore: 1 },
      ],
    },
  },
  { type: 'PhaseStarted', data: { phase: 'shooting' } },
  { type: 'ModelsSlain', data: { unit: 'd1', count: 1, by: { unit: 'c2' } } },
  { type: 'PhaseStarted', data: { phase: 'end' } },
  { type: 'TurnEnded', data: { player: 'cat' } },
  { type: 'TurnStarted', data: { player: 'dan' } },
  { type: 'PhaseStarted', data: { phase: 'hero' } },
  { type: 'CommandPointsSpent', data: { player: 'dan', amount: 1 } },
  { type: 'UnitArrived', data: { unit: 'd3' } },
  { type: 'TerrainControlSet', data: { terrain: 'ruin', player: 'dan' } },
  { type: 'TurnEnded', data: { player: 'dan' } },
];

/** A whole 4th-edition battle: rolled priority, a battle-length roll each round, seized initiative, a tie, a withdrawal. */
export const battle4: readonly Ev4[] = [
  ...round1Played4,
  { type: 'DiceRolled', data: { rule: 'battle-length', values: [4] } },
  { type: 'InitiativeSeized', data: { round: 2, player: 'dan', rolls: { cat: 2, dan: 5 } } },
  { type: 'TurnStarted', data: { player: 'dan' } },
  { type: 'TurnEnded', data: { player: 'dan' } },
  { type: 'TurnStarted', data: { player: 'cat' } },
  { type: 'PhaseStarted', data: { phase: 'hero' } },
  { type: 'UnitDestroyed', data: { unit: 'd1', by: { player: 'cat', means: 'ability' } } },
  { type: 'ModelsSlain', data: { unit: 'd2', count: 1, by: { unit: 'c1' } } },
  { type: 'TurnEnded', data: { player: 'cat' } },
  { type: 'DiceRolled', data: { rule: 'battle-length', values: [5] } },
  { type: 'PriorityDetermined', data: { round: 3, rolls: { cat: 3, dan: 3 }, firstTurn: 'cat' } },
  { type: 'TurnStarted', data: { player: 'cat' } },
  { type: 'TurnEnded', data: { player: 'cat' } },
  { type: 'TurnStarted', data: { player: 'dan' } },
  { type: 'PlayerWithdrew', data: { player: 'dan' } },
];

/** Replays `events` on the public path, throwing if any is refused (fixtures must be legal). */
export function state3(events: readonly Ev3[]): State3 {
  return engine3.replayOrThrow(events);
}

/** Replays `events` on the public path, throwing if any is refused (fixtures must be legal). */
export function state4(events: readonly Ev4[]): State4 {
  return engine4.replayOrThrow(events);
}

/** A deep, independent copy of a JSON value, to compare a state against later. */
export function snapshot<T>(value: T): T {
  return structuredClone(value);
}
