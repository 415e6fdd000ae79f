/**
 * The scoring selectors on battles under way and at their edges: VP by turn while a turn is played, one player's
 * ledger, control with an objective not on the battlefield, and the control of the next checkpoint before set-up,
 * between turns and after an early end.
 */
import { describe, expect, it } from 'vitest';
import { selectBattleTactics, selectControl, selectControlledBy, selectLedger, selectNextCheckpointControl, selectScore, selectScoreboard, selectTurnSummaries, selectVpByTurn } from 'battlepack-engine';
import { testBattleEvents } from '../sheet/fixture.js';
import { deployed3, engine3, setUp3, units3, type Ev3 } from '../support/core-fixtures.js';
import { testPack } from '../support/test-pack.js';
import { createEngine } from '../../src/index.js';

const engine = createEngine(testPack);
const events = testBattleEvents();
const after = (n: number) => engine.replayOrThrow(events.slice(0, n));

describe('selectVpByTurn while the battle is played', () => {
  it('a row for each turn ended and for the turn under way; none for a round begun whose first turn has not', () => {
    const rows = (n: number) => selectVpByTurn(after(n)).map((r) => [r.round, r.turn, r.activePlayer, r.cumulative['ann'], r.cumulative['bob']]);
    // set-up, deployment, round 1 begun: no turn yet
    expect(rows(4)).toEqual([]);
    // ann's turn under way
    expect(rows(5)).toEqual([[1, 1, 'ann', 0, 0]]);
    // ann's turn ended, bob's not started
    expect(rows(10)).toEqual([[1, 1, 'ann', 4, 0]]);
    // bob's turn under way
    expect(rows(11)).toEqual([
      [1, 1, 'ann', 4, 0],
      [1, 2, 'bob', 4, 0],
    ]);
    // round 2 begun, no turn yet; then bob's first turn of round 2
    expect(rows(17)).toEqual([
      [1, 1, 'ann', 4, 0],
      [1, 2, 'bob', 4, 3],
    ]);
    expect(rows(18)).toEqual([
      [1, 1, 'ann', 4, 0],
      [1, 2, 'bob', 4, 3],
      [2, 1, 'bob', 4, 3],
    ]);
  });

  it('the end-of-battle points in a row of turn 0, after the turns', () => {
    const all = selectVpByTurn(after(events.length));
    expect(all.map((r) => [r.round, r.turn, r.activePlayer])).toEqual([
      [1, 1, 'ann'],
      [1, 2, 'bob'],
      [2, 1, 'bob'],
      [2, 2, 'ann'],
      [2, 0, null],
    ]);
    expect(all.at(-1)).toEqual({ round: 2, turn: 0, activePlayer: null, vp: { ann: 3, bob: 0 }, cumulative: { ann: 9, bob: 4 } });
  });
});

describe('the scoreboard, battle tactics and turn summaries', () => {
  it('counts completed tactics only, and lists one player\'s picks', () => {
    // ann's pick of Slay the Foe is not judged yet; then it is completed at the end of her turn
    expect(selectScoreboard(after(7)).map((r) => r.battleTacticsCompleted)).toEqual([0, 0]);
    expect(selectScoreboard(after(10)).map((r) => r.battleTacticsCompleted)).toEqual([1, 0]);
    const s = after(events.length);
    expect(selectBattleTactics(s, 'bob').map((t) => [t.player, t.tactic, t.status])).toEqual([
      ['bob', 'hold-fast', 'completed'],
      ['bob', 'slay-the-foe', 'failed'],
    ]);
    expect(selectBattleTactics(s).length).toBe(4);
    expect(selectTurnSummaries(s).map((t) => [t.round, t.turn, t.player, t.vpAfter])).toEqual([
      [1, 1, 'ann', { ann: 4, bob: 0 }],
      [1, 2, 'bob', { ann: 4, bob: 3 }],
      [2, 1, 'bob', { ann: 4, bob: 4 }],
      [2, 2, 'ann', { ann: 6, bob: 4 }],
    ]);
  });
});

describe('selectLedger and selectScore', () => {
  it("one player's lines, every line, and the sums", () => {
    const s = after(events.length);
    const all = selectLedger(s);
    expect(all.length).toBeGreaterThan(0);
    expect(selectLedger(s, 'bob')).toEqual(all.filter((l) => l.player === 'bob'));
    expect(selectLedger(s, 'bob').length).toBeLessThan(all.length);
    expect(selectLedger(s, 'carol')).toEqual([]);
    expect(selectScore(s)).toEqual({ ann: 9, bob: 4 });
    expect(selectScore(engine.initialState())).toEqual({});
  });
});

describe('control of objectives not on the battlefield', () => {
  const hidden: Ev3 = { ...setUp3, data: { ...(setUp3 as Extract<Ev3, { type: 'BattleSetUp' }>).data, objectives: [{ id: 'west' }, { id: 'east' }, { id: 'hidden', active: false }] } } as Ev3;
  const s = engine3.replayOrThrow([
    hidden,
    ...units3,
    { type: 'DeploymentFinished', data: { firstFinished: 'bob' } },
    { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'bob' } },
    { type: 'TurnStarted', data: { player: 'bob' } },
    { type: 'ObjectiveControlSet', data: { objective: 'east', player: 'bob' } },
    { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'a1', objective: 'west', models: 3 }] } },
  ]);

  it('selectControl, selectControlledBy, the scoreboard and the next checkpoint leave it out', () => {
    expect(selectControl(s)).toEqual({ west: null, east: 'bob' });
    expect(selectControlledBy(s, 'bob')).toEqual(['east']);
    expect(selectControlledBy(s, 'ann')).toEqual([]);
    expect(selectScoreboard(s).map((r) => [r.player, r.objectivesControlled])).toEqual([
      ['ann', []],
      ['bob', ['east']],
    ]);
    expect(selectNextCheckpointControl(testPack, s)).toEqual({ west: 'ann', east: 'bob' });
    // a battleplan's filter that proposes a change to it does not bring it back
    const adding = { ...testPack, hooks: { ...testPack.hooks, filterControl: (_s: unknown, changes: readonly { objective: string; from: string | null; to: string | null }[]) => [...changes, { objective: 'hidden', from: null, to: 'bob' }] } };
    expect(selectNextCheckpointControl(adding, s)).toEqual({ west: 'ann', east: 'bob' });
  });
});

describe('selectNextCheckpointControl at the edges of the battle', () => {
  const report: Ev3 = { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'b2', objective: 'east', models: 20 }] } };

  it('before set-up: no objectives', () => {
    expect(selectNextCheckpointControl(testPack, engine3.initialState())).toEqual({});
  });

  it('after deployment, the reports made then; once the battle has ended there, the control as it stands', () => {
    const s = engine3.replayOrThrow([...deployed3, report]);
    expect(selectNextCheckpointControl(testPack, s)).toEqual({ west: null, centre: null, east: 'bob' });
    const ended = engine3.applyOrThrow(s, { type: 'BattleEnded', data: { reason: 'concession', concededBy: 'ann' } });
    expect(ended.clock.round).toBe(0);
    expect(selectNextCheckpointControl(testPack, ended)).toEqual({ west: null, centre: null, east: null });
  });

  it('between turns the reports after deployment are not counted again (their checkpoint is past)', () => {
    // ann's a1 (10) against bob's b1 (5) on centre after deployment: ann holds it from round 1
    const s = engine3.replayOrThrow([
      ...deployed3,
      { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'a1', objective: 'centre', models: 10 }, { unit: 'b1', objective: 'centre', models: 5 }] } },
      { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'bob' } },
      { type: 'TurnStarted', data: { player: 'bob' } },
      { type: 'ModelsSlain', data: { unit: 'a1', count: 8 } },
      { type: 'TurnEnded', data: { player: 'bob' } },
    ]);
    expect(selectControl(s)['centre']).toBe('ann');
    // counted again with 2 Liberators left, that report would give centre to bob
    expect(selectNextCheckpointControl(testPack, s)['centre']).toBe('ann');
  });

  it('between turns and when a round has begun: the control as it stands', () => {
    const s = engine3.replayOrThrow([...deployed3, { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'bob' } }, { type: 'TurnStarted', data: { player: 'bob' } }, report]);
    expect(selectNextCheckpointControl(testPack, s)['east']).toBe('bob');
    const ended = engine3.applyOrThrow(s, { type: 'TurnEnded', data: { player: 'bob' } });
    // bob's report stands for the end of his turn: it is no fact of ann's turn to come
    const gone = engine3.applyOrThrow(ended, { type: 'ObjectiveControlSet', data: { objective: 'east', player: null } });
    expect(selectNextCheckpointControl(testPack, gone)).toEqual({ west: null, centre: null, east: null });
  });
});
