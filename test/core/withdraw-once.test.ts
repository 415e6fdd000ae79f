import type { EventOf } from '../../src/index.js';
import { describe, expect, it } from 'vitest';
import { battle4, engine4 } from '../support/core-fixtures.js';

type Ev = EventOf<typeof engine4>;

describe('a player withdraws once', () => {
  // given dan withdrew at the start of his round-3 turn and the battle went on (continueBattle)
  const before = battle4.slice(0, -1);
  let s = engine4.replayOrThrow([...before, { type: 'PlayerWithdrew', data: { player: 'dan', continueBattle: true } }, { type: 'TurnEnded', data: { player: 'dan' } }]);
  const play = (e: Ev) => {
    s = engine4.applyOrThrow(s, e);
  };
  if (s.clock.pendingRoll !== null) play({ type: 'DiceRolled', data: { rule: s.clock.pendingRoll.rule, values: [6] } });

  it('applies once: his units leave and the battle goes on', () => {
    expect(s.clock.stage).toBe('battle');
    expect(s.players['dan']?.withdrew).toBe(true);
    expect(Object.values(s.units).filter((u) => u.def.owner === 'dan' && u.status === 'withdrawn').length).toBeGreaterThan(0);
  });

  it('refuses a second withdrawal by the same player', () => {
    play({ type: 'PriorityDetermined', data: { round: 4, rolls: { cat: 2, dan: 5 }, firstTurn: 'dan' } });
    play({ type: 'TurnStarted', data: { player: 'dan' } });
    const r = engine4.apply(s, { type: 'PlayerWithdrew', data: { player: 'dan' } });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.violations[0]?.code).toBe('withdraw/not-allowed');
      expect(r.violations[0]?.message).toMatch(/already withdrawn; a player withdraws once/);
      expect(r.violations[0]?.path).toEqual(['data', 'player']);
    }
  });
});
