import { describe, expect, it } from 'vitest';
import { createEngine, isDeepFrozen, selectScoreboard, type BattleState } from '../../src/index.js';
import { testPack, type TestExt } from '../support/test-pack.js';

const engine = createEngine(testPack);

describe('a battle played through the public API', () => {
  it('scores, judges and ends', () => {
    let s: BattleState<TestExt> = engine.initialState();
    const play = (e: Parameters<typeof engine.apply>[1]) => {
      const r = engine.apply(s, e);
      if (!r.ok) throw new Error(JSON.stringify(r.violations));
      s = r.state;
    };
    play({ type: 'BattleSetUp', data: { battlepack: { id: 'test-pack', version: '1.0.0' }, battleplan: 'skirmish', pointsLimit: 1000, players: [{ id: 'ann', role: 'attacker', grandStrategy: 'hold-the-centre' }, { id: 'bob', role: 'defender' }] } });
    play({ type: 'UnitsAdded', data: { origin: 'roster', units: [{ id: 'a1', owner: 'ann', name: 'Guard', wounds: 1, models: 10, general: true }, { id: 'b1', owner: 'bob', name: 'Orcs', wounds: 2, models: 5 }] } });
    play({ type: 'DeploymentFinished', data: { firstFinished: 'ann' } });
    play({ type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } });
    play({ type: 'TurnStarted', data: { player: 'ann' } });
    play({ type: 'PhaseStarted', data: { phase: 'hero' } });
    play({ type: 'BattleTacticPicked', data: { player: 'ann', tactic: 'slay-the-foe', target: { kind: 'unit', id: 'b1' } } });
    play({ type: 'BeaconLit', data: { player: 'ann', objective: 'west' } });
    play({ type: 'UnitDestroyed', data: { unit: 'b1', by: { unit: 'a1' } } });
    play({ type: 'ObjectiveContestReported', data: { contests: [{ unit: 'a1', objective: 'centre', models: 10 }] } });
    play({ type: 'TurnEnded', data: { player: 'ann' } });
    expect(s.players['ann']?.vp).toBe(3);
    expect(s.ext.beacons).toEqual(['west']);
    expect(isDeepFrozen(s)).toBe(true);
    const bad = engine.apply(s, { type: 'TurnStarted', data: { player: 'ann' } });
    expect(bad.ok).toBe(false);
    play({ type: 'TurnStarted', data: { player: 'bob' } });
    play({ type: 'TurnEnded', data: { player: 'bob' } });
    play({ type: 'PriorityDetermined', data: { round: 2, rolls: { ann: 3, bob: 3 }, firstTurn: 'bob' } });
    play({ type: 'TurnStarted', data: { player: 'bob' } });
    play({ type: 'TurnEnded', data: { player: 'bob' } });
    play({ type: 'TurnStarted', data: { player: 'ann' } });
    play({ type: 'TurnEnded', data: { player: 'ann' } });
    expect(s.stage).toBe('ended');
    expect(s.result?.winner).toBe('ann');
    expect(selectScoreboard(s).map((r) => r.vp)).toEqual([7, 0]);
  });
});
