import { describe, expect, it } from 'vitest';
import { galletEngine, galletRandomOptions } from '../../src/battlepack/gallet/index.js';
import { type BattleState } from '../../src/index.js';
import { randomBattle } from '../../src/sim.js';
import { isDeepFrozen } from '../../src/authoring.js';
import { battle3, bobHeroPhase3, engine3, round1Begun3, type Ev3 } from '../support/core-fixtures.js';

// Finding: `apply` on a state the engine did not make (restored from JSON, structuredClone'd, a trusted-path draft)
// froze the caller's own sub-objects, so a following `trusted.apply` on that draft threw "Cannot assign to read only
// property 'status'". Now such a state is read once as plain data and checked; the caller's objects are never frozen or
// changed, and the result is a deep-frozen state of the engine's own.

function objectsIn(value: unknown, into: object[] = []): object[] {
  if (value !== null && typeof value === 'object') {
    into.push(value);
    for (const v of Object.values(value)) objectsIn(v, into);
  }
  return into;
}

const noneFrozen = (value: unknown): boolean => objectsIn(value).every((o) => !Object.isFrozen(o));

describe('apply on a state the engine did not make', () => {
  it('a trusted draft: apply leaves it unfrozen, and trusted.apply on it still works afterwards', () => {
    const draft = engine3.trusted.replay(bobHeroPhase3);
    const snapshot = JSON.stringify(draft);
    const r = engine3.apply(draft as unknown as BattleState<never>, { type: 'ModelsSlain', data: { unit: 'b1', count: 5, by: { unit: 'a1' } } });
    expect(r.ok).toBe(true);
    expect(noneFrozen(draft)).toBe(true);
    expect(JSON.stringify(draft)).toBe(snapshot);
    // the finding: the next write through the trusted path threw on a frozen unit
    expect(() => engine3.trusted.apply(draft, { type: 'UnitDestroyed', data: { unit: 'b2', by: { unit: 'a1' } } })).not.toThrow();
    expect(draft.units['b2']?.status).toBe('destroyed');
    // the result is the engine's own, deep-frozen, and shares nothing with the draft
    if (r.ok) {
      expect(isDeepFrozen(r.state)).toBe(true);
      const mine = new Set(objectsIn(draft));
      expect(objectsIn(r.state).filter((o) => mine.has(o))).toEqual([]);
    }
  });

  it('a state parsed from JSON: unfrozen and unchanged after apply, check, can and available', () => {
    const restored = JSON.parse(JSON.stringify(engine3.replayOrThrow(bobHeroPhase3))) as BattleState<never>;
    const snapshot = JSON.stringify(restored);
    const e: Ev3 = { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'hold-fast' } };
    expect(engine3.apply(restored, e).ok).toBe(true);
    expect(engine3.check(restored, e)).toEqual([]);
    expect(engine3.can(restored, e)).toBe(true);
    expect(engine3.available(restored).canPickBattleTactic).toBe(true);
    expect(engine3.replay([e], restored).ok).toBe(true);
    expect(noneFrozen(restored)).toBe(true);
    expect(JSON.stringify(restored)).toBe(snapshot);
  });

  it('a refused event on a restored state leaves it unfrozen too', () => {
    const restored = JSON.parse(JSON.stringify(engine3.replayOrThrow(round1Begun3))) as BattleState<never>;
    const r = engine3.apply(restored, { type: 'TurnStarted', data: { player: 'ann' } });
    expect(!r.ok && r.violations[0]?.code).toBe('turn/wrong-player');
    expect(noneFrozen(restored)).toBe(true);
  });

  it('a structuredClone of an engine state: accepted, unfrozen, and the results agree with the engine state’s', () => {
    let s = engine3.initialState();
    for (const e of battle3) {
      const copy = structuredClone(s);
      const a = engine3.apply(s, e);
      const b = engine3.apply(copy, e);
      expect(a.ok && b.ok).toBe(true);
      if (!a.ok || !b.ok) return;
      expect(b.state).toStrictEqual(a.state);
      expect(noneFrozen(copy)).toBe(true);
      s = a.state;
    }
  });

  it('a Gallet battle applied event by event, each time from a JSON copy, ends where the engine’s own states end', () => {
    const { events } = randomBattle(galletEngine, { ...galletRandomOptions, seed: 11 });
    let own = galletEngine.initialState();
    let viaJson = galletEngine.initialState();
    for (const e of events) {
      const a = galletEngine.apply(own, e);
      const copy = JSON.parse(JSON.stringify(viaJson)) as typeof viaJson;
      const b = galletEngine.apply(copy, e);
      if (!a.ok || !b.ok) throw new Error('fixture battle must be legal');
      expect(Object.isFrozen(copy)).toBe(false);
      own = a.state;
      viaJson = b.state;
    }
    expect(viaJson).toStrictEqual(own);
  });
});
