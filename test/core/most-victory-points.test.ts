import { describe, expect, it } from 'vitest';
import { createEngine, type BattleState } from '../../src/index.js';
import { defaultResult, mostVictoryPoints, type Tiebreak } from '../../src/authoring.js';
import { testPack, type TestExt } from '../support/test-pack.js';

const engine = createEngine(testPack);
const setUp = engine.replayOrThrow([
  {
    type: 'BattleSetUp',
    data: { battlepack: { id: 'test-pack', version: '1.0.0' }, battleplan: 'skirmish', pointsLimit: 1000, players: [{ id: 'ann', name: 'Ann', role: 'attacker' }, { id: 'bob', name: 'Bob', role: 'defender' }] },
  },
]);

/** The set-up state with these victory points (the result rule reads only the players' VP and the tie-breaks). */
function withVp(ann: number, bob: number): BattleState<TestExt> {
  const p = setUp.players;
  return { ...setUp, players: { ann: { ...(p['ann'] as NonNullable<(typeof p)['ann']>), vp: ann }, bob: { ...(p['bob'] as NonNullable<(typeof p)['bob']>), vp: bob } } };
}

/** A tie-break with fixed counts. */
const counted = (ann: number, bob: number, won: string): Tiebreak<TestExt> => ({ count: (_, p) => (p === 'ann' ? ann : bob), won });

describe('mostVictoryPoints', () => {
  it('more victory points wins a major victory, whatever the tie-breaks say', () => {
    expect(mostVictoryPoints(withVp(3, 7), [counted(5, 0, 'did more')], 'x/victory')).toEqual({ kind: 'major', winner: 'bob', reason: 'Bob has more victory points (7 to 3)', source: 'x/victory' });
  });

  it('the first player in the set-up order wins on victory points too, named by their display name', () => {
    expect(mostVictoryPoints(withVp(8, 2), [counted(0, 5, 'did more')], 'x/victory')).toEqual({ kind: 'major', winner: 'ann', reason: 'Ann has more victory points (8 to 2)', source: 'x/victory' });
  });

  it('tied on VP, the first tie-break that differs wins a minor victory', () => {
    const r = mostVictoryPoints(withVp(4, 4), [counted(1, 1, 'did the first thing'), counted(2, 3, 'did the second thing more')], 'x/victory');
    expect(r).toEqual({ kind: 'minor', winner: 'bob', reason: 'tied on 4 VP; Bob did the second thing more (3 to 2)', source: 'x/victory' });
  });

  it('a later tie-break is not asked once one differs', () => {
    let asked = 0;
    const later: Tiebreak<TestExt> = { count: () => ++asked, won: 'later' };
    expect(mostVictoryPoints(withVp(4, 4), [counted(2, 0, 'first'), later], 'x').winner).toBe('ann');
    expect(asked).toBe(0);
  });

  it('tied on VP and every tie-break: a draw', () => {
    expect(mostVictoryPoints(withVp(2, 2), [counted(1, 1, 'x'), counted(0, 0, 'y')], 's')).toEqual({ kind: 'draw', winner: null, reason: 'tied on 2 VP and on every tie-break', source: 's' });
    expect(mostVictoryPoints(withVp(2, 2), [], 's')).toEqual({ kind: 'draw', winner: null, reason: 'tied on 2 VP', source: 's' });
  });

  it('without two players: a draw', () => {
    expect(mostVictoryPoints(engine.initialState(), [counted(1, 0, 'x')], 's')).toEqual({ kind: 'draw', winner: null, reason: 'no players', source: 's' });
    // one player only (a state made by hand), even one with more points and a higher count
    const one = withVp(3, 0);
    expect(mostVictoryPoints({ ...one, setup: { ...one.setup, playerOrder: ['ann'] } }, [counted(1, 0, 'x')], 's')).toEqual({ kind: 'draw', winner: null, reason: 'no players', source: 's' });
  });

  it('is the core’s default result, without tie-breaks', () => {
    expect(defaultResult(withVp(5, 1))).toEqual(mostVictoryPoints(withVp(5, 1), [], 'core/result'));
    expect(defaultResult(withVp(1, 1))).toMatchObject({ kind: 'draw', source: 'core/result' });
  });
});
