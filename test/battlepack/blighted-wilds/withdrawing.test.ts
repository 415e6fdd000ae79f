// covers: blighted-wilds/withdrawing
import { selectDestroyed } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { summarizeBattle } from '../../../src/blighted-wilds-campaign.js';
import { codes, deployed, expectRejected, play, round, turn, type S } from './support.js';

/** Round 1: ann destroys two of bob's four units; round 2 starts with bob's turn. */
function bobLostHalf(): S {
  let s = round(deployed(), 1, 'ann');
  s = turn(s, 'ann', [
    { type: 'UnitDestroyed', data: { unit: 'bob-blightkings', by: { unit: 'ann-treelord' } } },
    { type: 'UnitDestroyed', data: { unit: 'bob-plaguebearers', by: { unit: 'ann-hunters' } } },
  ]);
  s = turn(s, 'bob');
  return play(round(s, 2, 'bob', { ann: 1, bob: 6 }), { type: 'TurnStarted', data: { player: 'bob' } });
}

describe('withdrawing from battle', () => {
  it('is allowed at the start of your turn once half of your starting army is destroyed', () => {
    const s = play(bobLostHalf(), { type: 'PlayerWithdrew', data: { player: 'bob' } });
    expect(s.clock.stage).toBe('ended');
    expect(s.clock.result).toMatchObject({ kind: 'major', winner: 'ann', source: 'core/withdrawal' });
  });

  it('removes the units without counting them as destroyed', () => {
    const s = play(bobLostHalf(), { type: 'PlayerWithdrew', data: { player: 'bob' } });
    expect(s.units['bob-lord']?.status).toBe('withdrawn');
    expect(selectDestroyed(s).map((d) => d.unit)).toEqual(['bob-blightkings', 'bob-plaguebearers']);
    expect(summarizeBattle(s).units.find((u) => u.id === 'bob-lord')?.outcome).toBe('survived');
  });

  it('withdraws the units in reserve with the army: they can no longer arrive and were not destroyed (ruling core/withdraw-reserves)', () => {
    // bob sets a unit up in reserve during his round-1 turn (not part of the starting army)
    let s = round(deployed(), 1, 'ann');
    s = turn(s, 'ann', [
      { type: 'UnitDestroyed', data: { unit: 'bob-blightkings', by: { unit: 'ann-treelord' } } },
      { type: 'UnitDestroyed', data: { unit: 'bob-plaguebearers', by: { unit: 'ann-hunters' } } },
    ]);
    s = turn(s, 'bob', [{ type: 'UnitsAdded', data: { origin: 'reserve', units: [{ id: 'bob-waiting', owner: 'bob', name: 'Nurglings', wounds: 4, models: 3, control: 1 }] } }]);
    expect(s.units['bob-waiting']?.status).toBe('reserve');
    s = play(round(s, 2, 'bob', { ann: 1, bob: 6 }), { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'PlayerWithdrew', data: { player: 'bob', continueBattle: true } });
    expect(s.units['bob-waiting']?.status).toBe('withdrawn');
    expect(codes(s, { type: 'UnitArrived', data: { unit: 'bob-waiting' } })).toEqual(['unit/not-in-reserve']);
    // ann's own units are left alone
    expect(s.units['ann-lord']?.status).toBe('battlefield');
  });

  it('gives the opponent a major victory whatever the VP say', () => {
    // bob holds the spring and scores, ann scores nothing; still ann wins when bob withdraws
    let s = round(deployed(), 1, 'ann');
    s = turn(s, 'ann', [{ type: 'UnitDestroyed', data: { unit: 'bob-blightkings' } }, { type: 'UnitDestroyed', data: { unit: 'bob-plaguebearers' } }]);
    s = turn(s, 'bob', [{ type: 'ObjectiveContestReported', data: { contests: [{ unit: 'bob-lord', objective: 'spring', controlScore: 2 }] } }]);
    expect(s.players['bob']?.vp).toBeGreaterThan(s.players['ann']?.vp ?? 0);
    s = play(round(s, 2, 'bob', { ann: 1, bob: 6 }), { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'PlayerWithdrew', data: { player: 'bob' } });
    expect(s.clock.result?.winner).toBe('ann');
  });

  it('is refused before half of the starting army is destroyed, or outside the start of your turn', () => {
    let s = round(deployed(), 1, 'ann');
    s = turn(s, 'ann', [{ type: 'UnitDestroyed', data: { unit: 'bob-blightkings' } }]);
    s = play(s, { type: 'TurnStarted', data: { player: 'bob' } });
    expectRejected(s, { type: 'PlayerWithdrew', data: { player: 'bob' } }, 'withdraw/too-early');
    const later = play(bobLostHalf(), { type: 'PhaseStarted', data: { phase: 'hero' } });
    expectRejected(later, { type: 'PlayerWithdrew', data: { player: 'bob' } }, 'withdraw/not-allowed');
  });

  it('counts the starting army without the resting unit', () => {
    // bob brings a fifth unit; two destroyed is not half of five, but it is half of the four that take part
    const extra = [{ id: 'bob-flies', owner: 'bob', name: 'Pusgoyle Blightlords', wounds: 4, models: 2, control: 1, points: 200 }];
    const twoDown = (rest: string | null): S => {
      let s = round(deployed({ extra, rest: { ann: null, bob: rest } }), 1, 'ann');
      s = turn(s, 'ann', [{ type: 'UnitDestroyed', data: { unit: 'bob-blightkings' } }, { type: 'UnitDestroyed', data: { unit: 'bob-plaguebearers' } }]);
      s = turn(s, 'bob');
      return play(round(s, 2, 'bob', { ann: 1, bob: 6 }), { type: 'TurnStarted', data: { player: 'bob' } });
    };
    expect(codes(twoDown('bob-beast'), { type: 'PlayerWithdrew', data: { player: 'bob' } })).toEqual([]);
    expectRejected(twoDown(null), { type: 'PlayerWithdrew', data: { player: 'bob' } }, 'withdraw/too-early');
  });

  it('lets the battle go on when the caller says the opponent still has something to achieve', () => {
    const s = play(bobLostHalf(), { type: 'PlayerWithdrew', data: { player: 'bob', continueBattle: true } });
    expect(s.clock.stage).toBe('battle');
    expect(codes(s, { type: 'TurnEnded', data: { player: 'bob' } })).toEqual(['blighted-wilds/blighted-waters-required']);
  });
});
