import { createEngine, createLog, selectScoringSheet, type BattleLog, type BattleState, type ScoringSheet } from '../../src/index.js';
import { type EventsOf } from '../../src/core/pack/battlepack.js';
import { testPack, type TestExt } from '../support/test-pack.js';

const engine = createEngine(testPack);
type Ev = EventsOf<typeof testPack.events>;

/** A complete two-round test-pack battle: Ann (attacker) wins 8 to 3. Player names can be overridden to test escaping. */
export function testBattleEvents(names: { ann?: string; bob?: string } = {}): Ev[] {
  return [
    {
      type: 'BattleSetUp',
      data: {
        battlepack: { id: 'test-pack', version: '1.0.0' },
        battleplan: 'skirmish',
        pointsLimit: 1000,
        players: [
          { id: 'ann', name: names.ann ?? 'Ann', faction: 'Stormcast Eternals', role: 'attacker', grandStrategy: 'hold-the-centre' },
          { id: 'bob', name: names.bob ?? 'Bob', faction: 'Orruk Warclans', role: 'defender', grandStrategy: 'hold-the-centre' },
        ],
      },
    },
    {
      type: 'UnitsAdded',
      data: {
        origin: 'roster',
        units: [
          { id: 'a1', owner: 'ann', name: 'Liberators', wounds: 2, models: 10, general: true },
          { id: 'a2', owner: 'ann', name: 'Vindictors', wounds: 2, models: 5 },
          { id: 'b1', owner: 'bob', name: 'Ardboyz', wounds: 2, models: 10 },
          { id: 'b2', owner: 'bob', name: 'Gore-gruntas', wounds: 5, models: 3 },
        ],
      },
    },
    { type: 'DeploymentFinished', data: { firstFinished: 'ann' } },
    { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } },
    { type: 'TurnStarted', data: { player: 'ann' } },
    { type: 'PhaseStarted', data: { phase: 'hero' } },
    { type: 'BattleTacticPicked', data: { player: 'ann', tactic: 'slay-the-foe', target: { kind: 'unit', id: 'b2' } } },
    { type: 'UnitDestroyed', data: { unit: 'b2', by: { unit: 'a1' } } },
    { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'a1', objective: 'centre', models: 10 }, { unit: 'a2', objective: 'west', models: 5 }] } },
    { type: 'TurnEnded', data: { player: 'ann' } },
    { type: 'TurnStarted', data: { player: 'bob' } },
    { type: 'PhaseStarted', data: { phase: 'hero' } },
    { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'hold-fast' } },
    { type: 'BattleTacticCompleted', data: { player: 'bob', tactic: 'hold-fast' } },
    { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'b1', objective: 'east', models: 10 }, { unit: 'a1', objective: 'centre', models: 10 }] } },
    { type: 'TurnEnded', data: { player: 'bob' } },
    { type: 'PriorityDetermined', data: { round: 2, rolls: { ann: 2, bob: 5 }, firstTurn: 'bob' } },
    { type: 'TurnStarted', data: { player: 'bob' } },
    { type: 'PhaseStarted', data: { phase: 'hero' } },
    { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'slay-the-foe', target: { kind: 'unit', id: 'a2' } } },
    { type: 'TurnEnded', data: { player: 'bob' } },
    { type: 'TurnStarted', data: { player: 'ann' } },
    { type: 'PhaseStarted', data: { phase: 'hero' } },
    { type: 'BattleTacticPicked', data: { player: 'ann', tactic: 'hold-fast' } },
    { type: 'BattleTacticFailed', data: { player: 'ann', tactic: 'hold-fast' } },
    { type: 'TurnEnded', data: { player: 'ann' } },
  ];
}

/** The final state of {@link testBattleEvents}. */
export function testBattleState(names: { ann?: string; bob?: string } = {}): BattleState<TestExt> {
  return engine.replayOrThrow(testBattleEvents(names));
}

/** The scoring sheet of {@link testBattleEvents}. */
export function testBattleSheet(names: { ann?: string; bob?: string } = {}): ScoringSheet {
  return selectScoringSheet(testBattleState(names), testPack);
}

/** The battle as a log. */
export function testBattleLog(): BattleLog {
  return createLog(testPack, testBattleEvents(), { title: 'Test battle' });
}

export { engine as testEngine };
