import { describe, it } from 'vitest';
import { bobHeroPhase3, deployed3, deployed4, engine3, engine4, round1Begun3 } from '../support/core-fixtures.js';
import { expectRejected } from '../support/expect-rejected.js';

// Bad input: a player acting out of turn, or something happening in the wrong phase or stage.

const bobMovement3 = [...bobHeroPhase3, { type: 'PhaseStarted', data: { phase: 'movement' } }];

describe('a player acting out of turn', () => {
  it.each([
    ['ends the other player’s turn', { type: 'TurnEnded', data: { player: 'ann' } }],
    ['picks a battle tactic in the other player’s turn', { type: 'BattleTacticPicked', data: { player: 'ann', tactic: 'hold-fast' } }],
    ['states a battle tactic completed in the other player’s turn', { type: 'BattleTacticCompleted', data: { player: 'ann', tactic: 'hold-fast' } }],
    ['states a battle tactic failed in the other player’s turn', { type: 'BattleTacticFailed', data: { player: 'ann', tactic: 'hold-fast' } }],
  ])('%s → turn/not-active-player', (_name, event) => {
    expectRejected(engine3, bobHeroPhase3, event, { code: 'turn/not-active-player', path: ['data', 'player'], allowed: /It is Bob's turn, not Ann's/ });
  });

  it('starts a turn that is the other player’s → turn/wrong-player', () => {
    expectRejected(engine3, round1Begun3, { type: 'TurnStarted', data: { player: 'ann' } }, { code: 'turn/wrong-player', path: ['data', 'player'] });
  });

  it('starts a second turn in the same round → turn/wrong-player', () => {
    const given = [...round1Begun3, { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'TurnEnded', data: { player: 'bob' } }];
    expectRejected(engine3, given, { type: 'TurnStarted', data: { player: 'bob' } }, { code: 'turn/wrong-player', path: ['data', 'player'], allowed: /is Ann's/ });
  });

  it('starts a turn while one is under way → turn/in-progress', () => {
    expectRejected(engine3, bobHeroPhase3, { type: 'TurnStarted', data: { player: 'bob' } }, { code: 'turn/in-progress', path: ['type'] });
  });

  it('withdraws in the other player’s turn → withdraw/not-allowed', () => {
    const given = [...deployed4, { type: 'PriorityDetermined', data: { round: 1, rolls: { cat: 6, dan: 1 }, firstTurn: 'cat' } }, { type: 'TurnStarted', data: { player: 'cat' } }];
    expectRejected(engine4, given, { type: 'PlayerWithdrew', data: { player: 'dan' } }, { code: 'withdraw/not-allowed', path: ['data', 'player'], allowed: /at the start of their own turn/ });
  });

  it('withdraws after the first phase of the own turn → withdraw/not-allowed', () => {
    const given = [...deployed4, { type: 'PriorityDetermined', data: { round: 1, rolls: { cat: 6, dan: 1 }, firstTurn: 'cat' } }, { type: 'TurnStarted', data: { player: 'cat' } }, { type: 'PhaseStarted', data: { phase: 'hero' } }];
    expectRejected(engine4, given, { type: 'PlayerWithdrew', data: { player: 'cat' } }, { code: 'withdraw/not-allowed', path: ['data', 'player'] });
  });
});

describe('the wrong phase or stage', () => {
  it('a phase going backwards → phase/out-of-order', () => {
    expectRejected(engine3, bobMovement3, { type: 'PhaseStarted', data: { phase: 'hero' } }, { code: 'phase/out-of-order', path: ['data', 'phase'] });
  });

  it('the same phase twice → phase/out-of-order', () => {
    expectRejected(engine3, bobMovement3, { type: 'PhaseStarted', data: { phase: 'movement' } }, { code: 'phase/out-of-order', path: ['data', 'phase'] });
  });

  it('a 4th-edition phase in a 3rd-edition battle → phase/no-phase', () => {
    expectRejected(engine3, bobHeroPhase3, { type: 'PhaseStarted', data: { phase: 'end' } }, { code: 'phase/no-phase', path: ['data', 'phase'] });
  });

  it('a 3rd-edition phase in a 4th-edition battle → phase/no-phase', () => {
    const given = [...deployed4, { type: 'PriorityDetermined', data: { round: 1, rolls: { cat: 6, dan: 1 }, firstTurn: 'cat' } }, { type: 'TurnStarted', data: { player: 'cat' } }];
    expectRejected(engine4, given, { type: 'PhaseStarted', data: { phase: 'battleshock' } }, { code: 'phase/no-phase', path: ['data', 'phase'], allowed: /hero, movement, shooting, charge, combat, end/ });
  });

  it('a phase outside any turn → turn/no-turn', () => {
    expectRejected(engine3, round1Begun3, { type: 'PhaseStarted', data: { phase: 'hero' } }, { code: 'turn/no-turn', path: ['type'] });
  });

  it('a battle tactic picked in the movement phase → battle-tactic/not-hero-phase-start', () => {
    expectRejected(engine3, bobMovement3, { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'hold-fast' } }, { code: 'battle-tactic/not-hero-phase-start', path: ['type'] });
  });

  it('a turn before the round’s priority → turn/round-not-started', () => {
    expectRejected(engine3, deployed3, { type: 'TurnStarted', data: { player: 'bob' } }, { code: 'turn/round-not-started', path: ['type'] });
  });

  it('a contest report during deployment → battle/not-started', () => {
    const given = deployed3.slice(0, -1);
    expectRejected(engine3, given, { type: 'ObjectiveContestReported', data: { contests: [] } }, { code: 'battle/not-started', path: ['type'] });
  });

  it('a reserve unit arriving during deployment → battle/not-started', () => {
    expectRejected(engine3, deployed3.slice(0, -1), { type: 'UnitArrived', data: { unit: 'b3' } }, { code: 'battle/not-started', path: ['type'] });
  });

  it('a priority roll during a turn → turn/in-progress', () => {
    expectRejected(engine3, bobHeroPhase3, { type: 'PriorityDetermined', data: { round: 2, rolls: { ann: 1, bob: 2 }, firstTurn: 'bob' } }, { code: 'turn/in-progress', path: ['type'] });
  });
});
