import { selectDestroyed, selectBattleTactics } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { bobHeroPhase3, engine3, round1Begun3, type Ev3 } from '../support/core-fixtures.js';
import { expectRejected } from '../support/expect-rejected.js';

// Finding: `UnitDestroyed` with `by: { unit: <ann's unit>, player: 'bob' }` was accepted: ann's tactic was credited (the
// tactic reads the unit's owner) while the record said bob did it. Now a unit and a player that disagree are refused.

const slayPicked: readonly Ev3[] = [...bobHeroPhase3, { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'slay-the-foe', target: { kind: 'unit', id: 'a1' } } }];

describe('who destroyed a unit: by.unit and by.player must agree', () => {
  it('UnitDestroyed by ann’s unit but "player: bob" is refused with unit/cause-mismatch', () => {
    expectRejected(engine3, round1Begun3, { type: 'UnitDestroyed', data: { unit: 'b1', by: { unit: 'a1', player: 'bob' } } }, {
      code: 'unit/cause-mismatch',
      path: ['data', 'by', 'player'],
      allowed: /belongs to ann, not bob; give by.player as ann, or leave it out/,
    });
  });

  it('ModelsSlain the same way', () => {
    expectRejected(engine3, round1Begun3, { type: 'ModelsSlain', data: { unit: 'b1', count: 1, by: { unit: 'a1', player: 'bob' } } }, {
      code: 'unit/cause-mismatch',
      path: ['data', 'by', 'player'],
    });
  });

  it('where it does not apply: the owner named, or no player named, is accepted and recorded as the owner', () => {
    const s = engine3.replayOrThrow(round1Begun3);
    const a = engine3.applyOrThrow(s, { type: 'UnitDestroyed', data: { unit: 'b1', by: { unit: 'a1', player: 'ann' } } });
    const b = engine3.applyOrThrow(s, { type: 'UnitDestroyed', data: { unit: 'b1', by: { unit: 'a1' } } });
    expect(selectDestroyed(a)[0]).toMatchObject({ byUnit: 'a1', byPlayer: 'ann' });
    expect(selectDestroyed(b)[0]).toMatchObject({ byUnit: 'a1', byPlayer: 'ann' });
    // a unit destroyed by its own side (a friendly ability) is a consistent record too
    const own = engine3.applyOrThrow(s, { type: 'UnitDestroyed', data: { unit: 'b1', by: { unit: 'b2', player: 'bob' } } });
    expect(selectDestroyed(own)[0]).toMatchObject({ byUnit: 'b2', byPlayer: 'bob' });
  });

  it('the credit follows the record: bob’s Slay the Foe is completed only when bob’s unit destroys its target', () => {
    const s = engine3.replayOrThrow(slayPicked);
    // bob's b1 destroys ann's a1, named consistently: bob completes the tactic
    const done = engine3.applyOrThrow(engine3.applyOrThrow(s, { type: 'UnitDestroyed', data: { unit: 'a1', by: { unit: 'b1', player: 'bob' } } }), { type: 'TurnEnded', data: { player: 'bob' } });
    expect(selectBattleTactics(done).find((t) => t.tactic === 'slay-the-foe')?.status).toBe('completed');
    // the mismatched record (ann's unit, "bob") cannot be sent at all
    expect(engine3.check(s, { type: 'UnitDestroyed', data: { unit: 'a1', by: { unit: 'a2', player: 'bob' } } }).map((v) => v.code)).toEqual(['unit/cause-mismatch']);
  });
});
