import { describe, expect, it } from 'vitest';
import { createEngine, type BattleState } from 'battlepack-engine';
import { isDeepFrozen } from 'battlepack-engine/authoring';
import { randomBattle } from 'battlepack-engine/sim';
import { gallet } from 'battlepack-engine/gallet';

// Issue 23: states stay deeply frozen by default; `createEngine(pack, { freeze: false })` hands out states equal in
// value, not frozen, and still never changes an earlier state.

const frozenEngine = createEngine(gallet);
const openEngine = createEngine(gallet, { freeze: false });

/** Whether any object in `value` that holds something is frozen (the initial state's empty lists and records are shared constants). */
function anyFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Object.isFrozen(value) && Object.keys(value).length > 0) return true;
  return Object.values(value).some(anyFrozen);
}

const battles = [
  randomBattle(frozenEngine, { seed: 2301, battleplan: 'close-to-the-chest' }).events,
  randomBattle(frozenEngine, { seed: 2302, battleplan: 'wont-back-down' }).events,
];

describe('createEngine(pack, { freeze })', () => {
  it('by default hands out deeply frozen states, from apply and from replay', () => {
    let s = frozenEngine.initialState();
    expect(isDeepFrozen(s)).toBe(true);
    for (const e of battles[0] ?? []) {
      s = frozenEngine.applyOrThrow(s, e);
      expect(isDeepFrozen(s)).toBe(true);
    }
    expect(isDeepFrozen(frozenEngine.replayOrThrow(battles[0] ?? []))).toBe(true);
  });

  it('with freeze: false hands out states equal in value to the frozen ones, none of their objects frozen', () => {
    for (const battle of battles) {
      let a = frozenEngine.initialState();
      let b = openEngine.initialState();
      expect(anyFrozen(b)).toBe(false);
      for (const e of battle) {
        a = frozenEngine.applyOrThrow(a, e);
        b = openEngine.applyOrThrow(b, e);
        expect(b).toEqual(a);
        expect(Object.isFrozen(b)).toBe(false);
      }
      expect(anyFrozen(b)).toBe(false);
      const replayed = openEngine.replayOrThrow(battle);
      expect(anyFrozen(replayed)).toBe(false);
      expect(replayed).toEqual(a);
    }
  });

  it('with freeze: false still never changes an earlier state', () => {
    const battle = battles[0] ?? [];
    const states: BattleState<unknown>[] = [openEngine.initialState() as BattleState<unknown>];
    const snapshots = [JSON.stringify(states[0])];
    for (const e of battle) {
      const next = openEngine.applyOrThrow(states[states.length - 1] as never, e) as BattleState<unknown>;
      states.push(next);
      snapshots.push(JSON.stringify(next));
    }
    // every state is still what it was when it was handed out, after all the later events
    states.forEach((s, i) => expect(JSON.stringify(s)).toBe(snapshots[i]));
    // and branching from an early state leaves the later ones alone
    const early = states[Math.floor(states.length / 2)] as BattleState<unknown>;
    openEngine.replay(battle.slice(Math.floor(states.length / 2)), early as never);
    states.forEach((s, i) => expect(JSON.stringify(s)).toBe(snapshots[i]));
  });

  it('with freeze: false leaves the trusted path and the engine initial state apart', () => {
    const initial = JSON.stringify(openEngine.initialState());
    openEngine.trusted.replay(battles[0] ?? []);
    expect(JSON.stringify(openEngine.initialState())).toBe(initial);
  });
});
