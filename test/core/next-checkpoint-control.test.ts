import { describe, expect, it } from 'vitest';
import { selectNextCheckpointControl } from '../../src/index.js';
import { galletEngine } from '../../src/gallet.js';
import { blightedWildsEngine } from '../../src/blighted-wilds.js';
import { deployed, play, quietWaters, round, type Ev as BwEv } from '../battlepack/blighted-wilds/support.js';

// the control the next checkpoint would give, from the facts recorded so far, without ending the turn
type Ev = Parameters<typeof galletEngine.apply>[1];
const start: Ev[] = [
  { type: 'BattleSetUp', data: { battlepack: { id: 'gallet-2022-s1', version: '1.0.0' }, battleplan: 'turf-war', pointsLimit: 2000, players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }] } },
  {
    type: 'UnitsAdded',
    data: { origin: 'roster', units: [{ id: 'a1', owner: 'ann', name: 'Liberators', wounds: 1, models: 10, roles: ['battleline'] }, { id: 'b1', owner: 'bob', name: 'Orruks', wounds: 1, models: 9, roles: ['battleline'] }] },
  },
  { type: 'DeploymentFinished', data: { firstFinished: 'ann' } },
];
const report: Ev = { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'a1', objective: 'objective-1', models: 10 }, { unit: 'b1', objective: 'objective-1', models: 9 }] } };

describe('selectNextCheckpointControl', () => {
  it('shows the control the end of the turn would give, agrees with the fold, and changes nothing', () => {
    const mid = galletEngine.replayOrThrow([...start, { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } }, { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'PhaseStarted', data: { phase: 'hero' } }, { type: 'BattleTacticPicked', data: { player: 'ann', tactic: 'barge-through-enemy-lines' } }, report]);
    expect(selectNextCheckpointControl(galletEngine.pack, mid)).toEqual({ 'objective-1': 'ann', 'objective-2': null });
    expect(mid.board.objectives['objective-1']?.controller).toBeNull();
    // after 9 Liberators are slain, the capped count gives it to bob, as the end of the turn then does
    const slain = galletEngine.applyOrThrow(mid, { type: 'ModelsSlain', data: { unit: 'a1', count: 9 } });
    expect(selectNextCheckpointControl(galletEngine.pack, slain)).toEqual({ 'objective-1': 'bob', 'objective-2': null });
    const ended = galletEngine.applyOrThrow(slain, { type: 'TurnEnded', data: { player: 'ann' } });
    expect(ended.board.objectives['objective-1']?.controller).toBe('bob');
    // between turns no fact of the next checkpoint is known: the control as it stands
    expect(selectNextCheckpointControl(galletEngine.pack, ended)).toEqual({ 'objective-1': 'bob', 'objective-2': null });
  });

  it('after deployment, reads the reports made then; with no report, keeps the control as it is', () => {
    const s = galletEngine.replayOrThrow([...start, report]);
    expect(selectNextCheckpointControl(galletEngine.pack, s)).toEqual({ 'objective-1': 'ann', 'objective-2': null });
    expect(selectNextCheckpointControl(galletEngine.pack, galletEngine.replayOrThrow(start))).toEqual({ 'objective-1': null, 'objective-2': null });
  });

  it('4th edition: control scores, capped by Control × models left', () => {
    const contest: BwEv = { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'ann-dryads', objective: 'spring', controlScore: 10 }, { unit: 'bob-plaguebearers', objective: 'spring', controlScore: 9 }] } };
    const s = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, contest);
    expect(selectNextCheckpointControl(blightedWildsEngine.pack, s)['spring']).toBe('ann');
    const after = play(s, { type: 'ModelsSlain', data: { unit: 'ann-dryads', count: 9 } });
    expect(selectNextCheckpointControl(blightedWildsEngine.pack, after)['spring']).toBe('bob');
    expect(play(after, quietWaters('ann'), { type: 'TurnEnded', data: { player: 'ann' } }).board.objectives['spring']?.controller).toBe('bob');
  });
});
