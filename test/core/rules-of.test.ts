/**
 * The control helpers a pack's rules read (authoring API): the opponent, the round under way, a player's units, who
 * controls an objective.
 */
import { describe, expect, it } from 'vitest';
import { controlledBy, controls, currentRound, opponentOf, unitsOf } from 'battlepack-engine/authoring';
import { createEngine, type RoundRecord } from '../../src/index.js';
import { battle3, deployed3, engine3, round1Begun3, type Ev3 } from '../support/core-fixtures.js';
import { testPack } from '../support/test-pack.js';

const play = (...events: Ev3[]) => engine3.replayOrThrow(events);

describe('opponentOf', () => {
  it('the other player, in either order; before set-up, nobody', () => {
    const s = play(...deployed3);
    expect(opponentOf(s, 'ann')).toBe('bob');
    expect(opponentOf(s, 'bob')).toBe('ann');
    // not a player: the first player
    expect(opponentOf(s, 'carol')).toBe('ann');
    expect(opponentOf(engine3.initialState(), 'ann')).toBe('');
  });
});

describe('currentRound', () => {
  it('the record of the round under way, between its turns too; none before round 1', () => {
    expect(currentRound(play(...deployed3))).toBeUndefined();
    expect(currentRound(play(...round1Begun3))).toMatchObject({ round: 1, first: 'bob', second: 'ann' });
    const mid = play(...round1Begun3, { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'TurnEnded', data: { player: 'bob' } });
    expect(currentRound(mid)).toMatchObject({ round: 1, turnsEnded: 1 });
    expect(currentRound(play(...battle3))).toMatchObject({ round: 2, first: 'ann', second: 'bob' });
  });

  it('none while a new round is being set up: before its priority, the record of the round before is not this one', () => {
    const seen: (RoundRecord | undefined)[] = [];
    const watching = createEngine({ ...testPack, hooks: { ...testPack.hooks, beforePriority: (state) => (seen.push(currentRound(state)), []) } });
    watching.replayOrThrow([...round1Begun3, { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'TurnEnded', data: { player: 'bob' } }, { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'TurnEnded', data: { player: 'ann' } }, { type: 'PriorityDetermined', data: { round: 2, rolls: { ann: 5, bob: 2 }, firstTurn: 'ann' } }]);
    // round 1 (no round before it) and round 2 (round 1's record is the latest)
    expect(seen).toEqual([undefined, undefined]);
  });
});

describe('unitsOf', () => {
  it("a player's units, in or out of the battlefield, and no one else's", () => {
    const s = play(...battle3);
    expect(unitsOf(s, 'bob').map((u) => [u.def.id, u.status])).toEqual([
      ['b1', 'destroyed'],
      ['b2', 'battlefield'],
      ['b3', 'removed'],
    ]);
    expect(unitsOf(s, 'ann').map((u) => u.def.id)).toEqual(['a1', 'a2']);
    expect(unitsOf(s, 'carol')).toEqual([]);
  });
});

describe('controls and controlledBy', () => {
  it('who controls which objective on the battlefield', () => {
    const s = play(...battle3);
    expect(controls(s, 'bob', 'east')).toBe(true);
    expect(controls(s, 'ann', 'east')).toBe(false);
    expect(controls(s, 'ann', 'west')).toBe(true);
    expect(controls(s, 'ann', 'nowhere')).toBe(false);
    expect(controlledBy(s, 'bob')).toEqual(['centre', 'east']);
    expect(controlledBy(s, 'ann')).toEqual(['west']);
    expect(controlledBy(s, 'carol')).toEqual([]);
  });
});
