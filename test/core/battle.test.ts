import { selectBattleTactics, selectDestroyed, selectRounds } from 'battlepack-engine';
import type { EventOf } from '../../src/index.js';
import { describe, expect, it } from 'vitest';
import { createEngine, selectLedger, selectResult, selectScoreboard, selectVpByTurn, type BattleState } from '../../src/index.js';
import { isDeepFrozen } from '../../src/authoring.js';
import { battle3, battle4, engine4 } from '../support/core-fixtures.js';
import { testPack, type TestExt } from '../support/test-pack.js';

const engine = createEngine(testPack);

describe('a battle played through the public API', () => {
  it('scores, judges and ends', () => {
    let s: BattleState<TestExt> = engine.initialState();
    const play = (e: EventOf<typeof engine>) => {
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
    expect(s.clock.stage).toBe('ended');
    expect(s.clock.result?.winner).toBe('ann');
    expect(selectScoreboard(s).map((r) => r.vp)).toEqual([7, 0]);
  });
});

describe('the full 3rd-edition fixture battle, checked line by line', () => {
  // test/support/core-fixtures.ts: bob goes first in round 1 (he finished deploying first); ann goes first in round 2
  const s = engine.replayOrThrow(battle3);
  const turnEnds = battle3.flatMap((e, i) => (e.type === 'TurnEnded' ? [i] : []));

  it('has this ledger: every point names its rule, round, turn and the event that scored it', () => {
    const [r1t1, r1t2, r2t1, r2t2] = turnEnds;
    expect(selectLedger(s)).toEqual([
      { player: 'bob', amount: 2, round: 1, turn: 1, source: 'test-pack/battle-tactic/hold-fast', reason: 'completed Hold Fast', eventIndex: r1t1 },
      { player: 'bob', amount: 1, round: 1, turn: 1, source: 'test-pack/hold', reason: 'holds east', eventIndex: r1t1 },
      { player: 'ann', amount: 2, round: 1, turn: 2, source: 'test-pack/battle-tactic/slay-the-foe', reason: 'completed Slay the Foe', eventIndex: r1t2 },
      { player: 'ann', amount: 1, round: 1, turn: 2, source: 'test-pack/hold', reason: 'holds west', eventIndex: r1t2 },
      { player: 'ann', amount: 1, round: 1, turn: 2, source: 'test-pack/hold', reason: 'holds centre', eventIndex: r1t2 },
      // round 2: ann's Hold Fast was stated failed, bob's Slay the Foe target survived; bob took the centre
      { player: 'ann', amount: 1, round: 2, turn: 1, source: 'test-pack/hold', reason: 'holds west', eventIndex: r2t1 },
      { player: 'ann', amount: 1, round: 2, turn: 1, source: 'test-pack/hold', reason: 'holds centre', eventIndex: r2t1 },
      { player: 'bob', amount: 1, round: 2, turn: 2, source: 'test-pack/hold', reason: 'holds centre', eventIndex: r2t2 },
      { player: 'bob', amount: 1, round: 2, turn: 2, source: 'test-pack/hold', reason: 'holds east', eventIndex: r2t2 },
    ]);
  });

  it('has this scoreboard', () => {
    expect(selectScoreboard(s)).toEqual([
      { player: 'ann', name: 'Ann', role: 'attacker', vp: 6, commandPoints: 0, battleTacticsCompleted: 1, grandStrategy: 'hold-the-centre', grandStrategyCompleted: false, objectivesControlled: ['west'] },
      { player: 'bob', name: 'Bob', role: 'defender', vp: 5, commandPoints: 0, battleTacticsCompleted: 1, grandStrategy: null, grandStrategyCompleted: null, objectivesControlled: ['centre', 'east'] },
    ]);
    expect(selectBattleTactics(s).map((t) => [t.player, t.tactic, t.round, t.status])).toEqual([
      ['bob', 'hold-fast', 1, 'completed'],
      ['ann', 'slay-the-foe', 1, 'completed'],
      ['ann', 'hold-fast', 2, 'failed'],
      ['bob', 'slay-the-foe', 2, 'failed'],
    ]);
  });

  it('has these VP by round and turn', () => {
    expect(selectVpByTurn(s)).toEqual([
      { round: 1, turn: 1, activePlayer: 'bob', vp: { ann: 0, bob: 3 }, cumulative: { ann: 0, bob: 3 } },
      { round: 1, turn: 2, activePlayer: 'ann', vp: { ann: 4, bob: 0 }, cumulative: { ann: 4, bob: 3 } },
      { round: 2, turn: 1, activePlayer: 'ann', vp: { ann: 2, bob: 0 }, cumulative: { ann: 6, bob: 3 } },
      { round: 2, turn: 2, activePlayer: 'bob', vp: { ann: 0, bob: 2 }, cumulative: { ann: 6, bob: 5 } },
    ]);
  });

  it('ends after the two rounds with a major victory for ann', () => {
    expect(s.clock.stage).toBe('ended');
    expect(selectResult(s)).toEqual({
      kind: 'major',
      winner: 'ann',
      reason: 'Ann has more victory points (6 to 5); the 2 battle rounds were played',
      source: 'core/result',
    });
    expect(s.units['b1']?.status).toBe('destroyed');
    expect(selectDestroyed(s)).toEqual([expect.objectContaining({ unit: 'b1', owner: 'bob', byUnit: 'a1', byPlayer: 'ann', means: 'attack', round: 1, turn: 2, phase: 'combat' })]);
    expect(s.units['b3']?.status).toBe('removed');
    expect(s.units['a2']?.status).toBe('reserve');
    expect(s.board.terrain['tower']?.controller).toBe('ann');
  });
});

describe('the full 4th-edition fixture battle', () => {
  const s = engine4.replayOrThrow(battle4);

  it('ends when dan withdraws, a major victory for cat whatever the VP', () => {
    expect(selectResult(s)).toEqual({ kind: 'major', winner: 'cat', reason: 'dan withdrew, so cat wins a major victory', source: 'core/withdrawal' });
    expect(s.players['dan']?.withdrew).toBe(true);
    expect(Object.values(s.units).filter((u) => u.def.owner === 'dan').map((u) => [u.def.id, u.status])).toEqual([
      ['d1', 'destroyed'],
      ['d2', 'destroyed'],
      ['d3', 'withdrawn'],
    ]);
  });

  it('rolled priority, seized initiative and a tie that goes to the previous first player', () => {
    expect(selectRounds(s).map((r) => [r.round, r.first, r.priority.winner, r.priority.how])).toEqual([
      [1, 'cat', 'cat', 'roll'],
      [2, 'dan', 'dan', 'seized'],
      [3, 'cat', 'dan', 'tie'],
    ]);
  });
});
