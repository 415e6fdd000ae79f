import { describe, expect, it } from 'vitest';
import { createLog, parseLogOrThrow, replayLog } from '../../src/index.js';
import { coreEventSchemas, eventTypeOf } from '../../src/authoring.js';
import { battle3, battle4, engine3, engine4, round1Begun3 } from '../support/core-fixtures.js';
import { expectRejected } from '../support/expect-rejected.js';

// Bad input: events after the battle has ended. Every event type is refused with battle/already-over.

// one well-formed event of every type the 3rd-edition test engine knows
const oneOfEach = [
  { type: 'BattleSetUp', data: battle3[0]?.data },
  { type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 's1', owner: 'ann', name: 'Summoned', wounds: 1, models: 1 }] } },
  { type: 'UnitArrived', data: { unit: 'b3' } },
  { type: 'DeploymentFinished', data: { firstFinished: 'ann' } },
  { type: 'PriorityDetermined', data: { round: 3, rolls: { ann: 1, bob: 2 }, firstTurn: 'bob' } },
  { type: 'InitiativeSeized', data: { round: 3, player: 'ann', rolls: { ann: 5, bob: 1 } } },
  { type: 'TurnStarted', data: { player: 'ann' } },
  { type: 'TurnEnded', data: { player: 'bob' } },
  { type: 'PhaseStarted', data: { phase: 'hero' } },
  { type: 'BattleTacticPicked', data: { player: 'ann', tactic: 'hold-fast' } },
  { type: 'BattleTacticCompleted', data: { player: 'bob', tactic: 'slay-the-foe' } },
  { type: 'BattleTacticFailed', data: { player: 'bob', tactic: 'slay-the-foe' } },
  { type: 'GrandStrategyCompleted', data: { player: 'ann' } },
  { type: 'GrandStrategyFailed', data: { player: 'ann' } },
  { type: 'ObjectiveControlSet', data: { objective: 'west', player: 'bob' } },
  { type: 'ObjectiveContestReported', data: { contests: [] } },
  { type: 'ModelsSlain', data: { unit: 'a1', count: 1 } },
  { type: 'UnitDestroyed', data: { unit: 'a1' } },
  { type: 'UnitRemoved', data: { unit: 'a1' } },
  { type: 'ZonesReported', data: { units: {} } },
  { type: 'PositionsReported', data: { units: [{ unit: 'a1', base: { kind: 'round', diameterMm: 32 }, models: [{ position: { x: 5, y: 5 } }] }] } },
  { type: 'ObjectiveAssigned', data: { unit: 'a1', objective: 'centre' } },
  { type: 'TerrainControlSet', data: { terrain: 'tower', player: null } },
  { type: 'CommandPointsGained', data: { player: 'ann', amount: 1 } },
  { type: 'CommandPointsSpent', data: { player: 'ann', amount: 1 } },
  { type: 'DiceRolled', data: { rule: 'battle-length', values: [1] } },
  { type: 'PlayerWithdrew', data: { player: 'ann' } },
  { type: 'BattleEnded', data: { reason: 'agreement' } },
  { type: 'BeaconLit', data: { player: 'ann', objective: 'centre' } },
];

describe('events after the battle ended', () => {
  it('the list covers every event type', () => {
    const types = [...coreEventSchemas.map((s) => eventTypeOf(s)), ...engine3.pack.events.map((e) => eventTypeOf(e.schema))];
    expect(oneOfEach.map((e) => e.type).sort()).toEqual(types.sort());
  });

  it.each(oneOfEach.map((e) => [e.type, e] as const))('%s after the last round → battle/already-over', (_type, event) => {
    expectRejected(engine3, battle3, event, { code: 'battle/already-over', path: ['type'], allowed: /the 2 battle rounds were played.*no event is accepted after the end/ });
  });

  it('after a withdrawal → battle/already-over', () => {
    expectRejected(engine4, battle4, { type: 'TurnEnded', data: { player: 'dan' } }, { code: 'battle/already-over', path: ['type'], allowed: /withdrew/ });
  });

  it('after the players agreed to end → battle/already-over', () => {
    const given = [...round1Begun3, { type: 'BattleEnded', data: { reason: 'agreement' } }];
    expectRejected(engine3, given, { type: 'TurnStarted', data: { player: 'bob' } }, { code: 'battle/already-over', path: ['type'] });
  });

  it('in a log, the replay keeps the whole battle and refuses the first event after the end', () => {
    const extra = [{ type: 'TurnStarted', data: { player: 'ann' } }, { type: 'TurnEnded', data: { player: 'ann' } }];
    const r = replayLog(engine3, parseLogOrThrow(createLog(engine3.pack, [...battle3, ...extra])));
    expect(r.ok).toBe(false);
    expect(r.applied).toBe(battle3.length);
    expect(r.state).toStrictEqual(engine3.replayOrThrow(battle3));
    expect(!r.ok && r.violations).toEqual([expect.objectContaining({ code: 'battle/already-over', eventIndex: battle3.length })]);
  });
});
