import { describe, expect, it } from 'vitest';
import { type BattleState } from '../../src/index.js';
import { isDeepFrozen } from '../../src/authoring.js';
import { battle3, battle4, bobHeroPhase3, engine3, engine4, type Ev3 } from '../support/core-fixtures.js';
import type { TestExt as Ext3 } from '../support/test-pack.js';
// an internal invariant of the copy-on-write fold (see the last test)
import { freezeRoot } from '../../src/core/fold/evolve.js';
import type { Draft } from '../../src/core/state/state.js';
import { freezeChanges } from '../../src/core/state/freeze.js';

// Issue 2: states from the public path are deeply frozen, and no earlier state is ever modified.

function objectsIn(value: unknown, into = new Set<object>()): Set<object> {
  if (value !== null && typeof value === 'object' && !into.has(value)) {
    into.add(value);
    for (const v of Object.values(value)) objectsIn(v, into);
  }
  return into;
}

describe('states from the public path', () => {
  it('are deeply frozen after every event, and earlier states never change', () => {
    const states: BattleState<Ext3>[] = [engine3.initialState()];
    const snapshots = [structuredClone(states[0])];
    for (const e of battle3) {
      const next = engine3.applyOrThrow(states[states.length - 1] as BattleState<Ext3>, e);
      expect(isDeepFrozen(next)).toBe(true);
      states.push(next);
      snapshots.push(structuredClone(next));
      // every state so far is still exactly what it was when it was made
      states.forEach((s, i) => expect(s).toStrictEqual(snapshots[i]));
    }
  });

  it('a 4th-edition battle: every state deeply frozen, none changed at the end', () => {
    let s = engine4.initialState();
    const kept: { state: typeof s; copy: typeof s }[] = [{ state: s, copy: structuredClone(s) }];
    for (const e of battle4) {
      s = engine4.applyOrThrow(s, e);
      expect(isDeepFrozen(s)).toBe(true);
      kept.push({ state: s, copy: structuredClone(s) });
    }
    for (const k of kept) expect(k.state).toStrictEqual(k.copy);
  });

  it('writing to a state throws and changes nothing', () => {
    const s = engine3.replayOrThrow(bobHeroPhase3);
    expect(() => {
      (s.clock as { round: number }).round = 9;
    }).toThrow(TypeError);
    expect(() => {
      (s.players['ann'] as { vp: number }).vp = 99;
    }).toThrow(TypeError);
    expect(() => {
      (s.history.ledger as unknown as unknown[]).push({});
    }).toThrow(TypeError);
    expect(() => {
      (s.ext as Ext3).beacons.push('west');
    }).toThrow(TypeError);
    expect(s.clock.round).toBe(1);
    expect(s.players['ann']?.vp).toBe(0);
  });

  it('the initial state and replay results are deeply frozen', () => {
    expect(isDeepFrozen(engine3.initialState())).toBe(true);
    expect(engine3.initialState()).toBe(engine3.initialState());
    expect(isDeepFrozen(engine3.replayOrThrow(battle3))).toBe(true);
    const failed = engine3.replay([...bobHeroPhase3, { type: 'TurnStarted', data: { player: 'ann' } }]);
    expect(failed.ok).toBe(false);
    expect(isDeepFrozen(failed.state)).toBe(true);
  });

  it('a new state shares nothing with the caller’s event objects', () => {
    const events: Ev3[] = structuredClone([...battle3]);
    const s = engine3.replayOrThrow(events);
    const shared = [...objectsIn(s)].filter((o) => objectsIn(events).has(o));
    expect(shared).toEqual([]);
    // and the caller's events are neither frozen nor changed
    expect(Object.isFrozen(events[0])).toBe(false);
    expect(events).toStrictEqual(battle3);
  });
});

describe('the trusted fast path', () => {
  it('works on its own mutable copies and never touches a public state', () => {
    const initial = engine3.initialState();
    const copy = structuredClone(initial);
    const t = engine3.trusted.initialState();
    expect(Object.isFrozen(t)).toBe(false);
    for (const e of battle3) engine3.trusted.apply(t, e);
    expect(initial).toStrictEqual(copy);
    expect(engine3.trusted.initialState()).toStrictEqual(copy);
    // two trusted runs share no objects of their own: only the lists they keep from the same events
    const a = engine3.trusted.replay(battle3);
    const b = engine3.trusted.replay(battle3);
    const fromEvents = objectsIn(battle3);
    expect([...objectsIn(a)].filter((o) => objectsIn(b).has(o) && !fromEvents.has(o))).toEqual([]);
  });

  it('keeps the events’ lists (keywords, roles, tags, zones) by reference, and never writes into them', () => {
    const events: Ev3[] = structuredClone([...battle3]);
    const before = structuredClone(events);
    const s = engine3.trusted.replay(events);
    const shared = [...objectsIn(s)].filter((o) => objectsIn(events).has(o));
    expect(shared.length).toBeGreaterThan(0);
    // only lists, never an object the fold writes to
    expect(shared.every((o) => Array.isArray(o))).toBe(true);
    const unit = Object.values(s.units)[0];
    const added = events.find((e) => e.type === 'UnitsAdded');
    expect(added?.type === 'UnitsAdded' && unit !== undefined && added.data.units.some((u) => u.keywords === unit.def.keywords)).toBe(true);
    // the whole battle folded, the events are as they were
    expect(events).toStrictEqual(before);
    // and the state is the same, as JSON, as the public path's
    expect(JSON.parse(JSON.stringify(s))).toStrictEqual(JSON.parse(JSON.stringify(engine3.replayOrThrow(before))));
  });
});

describe('apply, one event at a time', () => {
  it('shares nothing with the caller’s events and never freezes them', () => {
    const events: Ev3[] = structuredClone([...battle3]);
    let s = engine3.initialState();
    for (const e of events) s = engine3.applyOrThrow(s, e);
    expect([...objectsIn(s)].filter((o) => objectsIn(events).has(o))).toEqual([]);
    expect([...objectsIn(events)].some((o) => Object.isFrozen(o))).toBe(false);
    expect(events).toStrictEqual(battle3);
  });
});

// freezeRoot names each root key that may hold an object, one line each (no key loop, for speed): every such key of the
// state's type must be listed here (or this file does not compile), and freezeRoot must freeze each one it is given
const ROOT_VALUE_KEYS = ['eventCount'] as const;
const ROOT_OBJECT_KEYS = ['setup', 'clock', 'players', 'units', 'board', 'history', 'ext'] as const;
const rootKeysCovered: Exclude<keyof BattleState, (typeof ROOT_VALUE_KEYS)[number] | (typeof ROOT_OBJECT_KEYS)[number]> extends never ? true : never = true;

describe('freezeRoot', () => {
  it('freezes every root key that may hold an object, when its value is new', () => {
    expect(rootKeysCovered).toBe(true);
    expect([...ROOT_VALUE_KEYS, ...ROOT_OBJECT_KEYS].sort()).toEqual(Object.keys(engine3.initialState()).sort());
    const prev: Record<string, unknown> = {};
    const next: Record<string, unknown> = {};
    for (const k of ROOT_OBJECT_KEYS) {
      prev[k] = Object.freeze({});
      next[k] = {};
    }
    freezeRoot(next as unknown as Draft<unknown>, Object.freeze(prev) as unknown as BattleState<unknown>);
    expect(ROOT_OBJECT_KEYS.filter((k) => !Object.isFrozen(next[k]))).toEqual([]);
  });
});

describe('freezeChanges', () => {
  it('freezes every part that differs from the state before, frozen or not, and skips what is shared', () => {
    const shared = Object.freeze({ list: Object.freeze([1]) });
    const prev = Object.freeze({ shared, turn: null, list: Object.freeze([shared]) });
    const sealed = Object.preventExtensions({ inner: { n: 1 } });
    const next = { shared, turn: { phase: 'hero', sealed }, list: [shared, { n: 2 }] };
    freezeChanges(next, prev);
    expect(isDeepFrozen(next)).toBe(true);
    expect(next.shared).toBe(shared);
  });

  it('with nothing before (deepFreeze), skips a part already frozen; with null, walks it too', () => {
    const topOnly = Object.freeze({ list: [1] });
    freezeChanges({ topOnly }, undefined);
    expect(Object.isFrozen(topOnly.list)).toBe(false);
    freezeChanges({ topOnly }, null);
    expect(Object.isFrozen(topOnly.list)).toBe(true);
  });
});
