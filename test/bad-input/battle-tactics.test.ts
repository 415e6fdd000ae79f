import { describe, expect, it } from 'vitest';
import { battle3, bobHeroPhase3, engine3 } from '../support/core-fixtures.js';
import { expectRejected } from '../support/expect-rejected.js';

// Bad input: a battle tactic picked twice, or outside the start of the hero phase.

const pick = (tactic: 'hold-fast' | 'slay-the-foe', player = 'bob', target?: { kind: 'unit'; id: string }) => ({ type: 'BattleTacticPicked' as const, data: { player, tactic, ...(target !== undefined ? { target } : {}) } });

describe('a battle tactic picked twice', () => {
  it('in the same turn (even another tactic) → battle-tactic/one-per-turn', () => {
    const given = [...bobHeroPhase3, pick('hold-fast')];
    expectRejected(engine3, given, pick('slay-the-foe', 'bob', { kind: 'unit', id: 'a1' }), { code: 'battle-tactic/one-per-turn', path: ['data', 'tactic'] });
    expectRejected(engine3, given, pick('hold-fast'), { code: 'battle-tactic/one-per-turn', path: ['data', 'tactic'] });
  });

  it('in a later turn, the same tactic → battle-tactic/already-used', () => {
    const at = battle3.map((e) => e.type).lastIndexOf('BattleTacticPicked');
    expectRejected(engine3, battle3.slice(0, at), pick('hold-fast'), { code: 'battle-tactic/already-used', path: ['data', 'tactic'], allowed: /can be picked once/ });
  });

  it('the other player may still pick the same tactic', () => {
    const at = battle3.findIndex((e, i) => i > bobHeroPhase3.length && e.type === 'BattleTacticPicked');
    const s = engine3.replayOrThrow(battle3.slice(0, at));
    expect(s.clock.turn?.player).toBe('ann');
    expect(engine3.can(s, pick('hold-fast', 'ann'))).toBe(true);
  });
});

describe('a battle tactic picked outside the start of the hero phase', () => {
  it.each([
    ['before the hero phase has started', [...bobHeroPhase3.slice(0, -1)]],
    ['after another action in the hero phase', [...bobHeroPhase3, { type: 'UnitArrived', data: { unit: 'b3' } }]],
    ['after a contest report in the hero phase', [...bobHeroPhase3, { type: 'ObjectiveContestReported', data: { contests: [] } }]],
    ['in the movement phase', [...bobHeroPhase3, { type: 'PhaseStarted', data: { phase: 'movement' } }]],
    ['in the battleshock phase', [...bobHeroPhase3, { type: 'PhaseStarted', data: { phase: 'battleshock' } }]],
  ])('%s → battle-tactic/not-hero-phase-start', (_name, given) => {
    expectRejected(engine3, given, pick('hold-fast'), { code: 'battle-tactic/not-hero-phase-start', path: ['type'], allowed: /at the start of your hero phase/ });
  });

  it('outside any turn → turn/no-turn', () => {
    expectRejected(engine3, bobHeroPhase3.slice(0, -2), pick('hold-fast'), { code: 'turn/no-turn', path: ['data', 'player'] });
  });

  it('command points and dice at the start of the hero phase keep the window open (ruling core/tactic-window)', () => {
    const given = [...bobHeroPhase3, { type: 'CommandPointsGained', data: { player: 'bob', amount: 1 } }, { type: 'DiceRolled', data: { rule: 'rally', values: [4] } }];
    expect(engine3.can(engine3.replayOrThrow(given), pick('hold-fast'))).toBe(true);
  });
});
