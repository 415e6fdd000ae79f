import { describe, expect, it } from 'vitest';
import { BattleError, createEngine, type BattleState, type RuleViolation } from '../../src/index.js';
import { testPack, type TestExt } from '../support/test-pack.js';
import { bobHeroPhase3, engine3, round1Begun3, type Ev3 } from '../support/core-fixtures.js';

// Finding: garbage states (`null`, `{}`) made `apply` throw instead of returning violations. Now every method that
// takes a state answers `state/invalid` (or `state/foreign`) for anything that is not a battle state of its pack, and
// never throws; `applyOrThrow` throws a BattleError only.

type Loose = Parameters<typeof engine3.apply>[0];
const next: Ev3 = { type: 'TurnStarted', data: { player: 'bob' } };
const good = () => JSON.parse(JSON.stringify(engine3.replayOrThrow(round1Begun3))) as Record<string, unknown>;

function cyclic(): unknown {
  const s = good();
  (s['ext'] as Record<string, unknown>)['self'] = s;
  return s;
}

function throwingGetter(): unknown {
  const s = good();
  Object.defineProperty(s, 'units', {
    enumerable: true,
    get() {
      throw new Error('no units for you');
    },
  });
  return s;
}

function throwingProxy(): unknown {
  return new Proxy(good(), {
    get() {
      throw new Error('trap');
    },
    ownKeys() {
      throw new Error('trap');
    },
  });
}

const cases: readonly [string, () => unknown, RegExp][] = [
  ['null', () => null, /expected the state object, found null/],
  ['undefined', () => undefined, /found undefined/],
  ['a number', () => 42, /found 42/],
  ['a string', () => 'state', /found "state"/],
  ['a list', () => [], /found a list/],
  ['{}', () => ({}), /at setup/],
  ['a state without its units', () => ({ ...good(), units: undefined }), /units/],
  ['units as a list', () => ({ ...good(), units: [] }), /expected an object, found a list at units/],
  ['a unit whose models is a string', () => {
    const s = good();
    (s['units'] as Record<string, Record<string, unknown>>)['a1']!['models'] = '10';
    return s;
  }, /units.a1.models/],
  ['a unit filed under another id', () => {
    const s = good();
    const units = s['units'] as Record<string, unknown>;
    units['zz'] = units['a1'];
    delete units['a1'];
    return s;
  }, /units.zz.def.id/],
  ['a unit of a player who is not in the battle', () => {
    const s = good();
    (s['units'] as Record<string, Record<string, unknown>>)['a1']!['owner'] = 'eve';
    return s;
  }, /units.a1.owner/],
  ['NaN in a count', () => ({ ...good(), eventCount: Number.NaN }), /eventCount/],
  ['an unknown root field', () => ({ ...good(), extra: 1 }), /extra/],
  ['a state referring to itself', cyclic, /nests more than/],
  ['a getter that throws', throwingGetter, /no units for you/],
  ['a Proxy whose traps throw', throwingProxy, /trap|could not be read/],
  ['a function in the state', () => ({ ...good(), pendingRoll: () => 1 }), /function/],
  ['a class instance in the state', () => ({ ...good(), zones: new Map() }), /class instances/],
  ['an own __proto__ key', () => JSON.parse(JSON.stringify(good()).replace('"contests":{}', '"contests":{"__proto__":{"x":1}}')) as unknown, /__proto__/],
  ['the pack’s own part of the wrong kind', () => ({ ...good(), ext: { beacons: 'west' } }), /ext.beacons/],
];

function codes(vs: readonly RuleViolation[] | undefined): string[] {
  return (vs ?? []).map((v) => v.code);
}

describe.each(cases)('a state that is %s', (_name, make, message) => {
  it('apply, check, can, available, replay(from) refuse it with state/invalid and do not throw', () => {
    const s = make() as Loose;
    let r: ReturnType<typeof engine3.apply> | undefined;
    expect(() => {
      r = engine3.apply(s, next);
    }).not.toThrow();
    expect(r?.ok).toBe(false);
    const vs = r !== undefined && !r.ok ? r.violations : [];
    expect(codes(vs)).toEqual(['state/invalid']);
    expect(vs[0]?.message).toMatch(message);
    expect(vs[0]?.message).toMatch(/Pass a state the engine returned/);
    expect(vs[0]?.eventIndex).toBeUndefined();
    let checked: readonly RuleViolation[] = [];
    expect(() => {
      checked = engine3.check(make() as Loose, next);
    }).not.toThrow();
    expect(codes(checked)).toEqual(['state/invalid']);
    expect(engine3.can(make() as Loose, next)).toBe(false);
    let av: ReturnType<typeof engine3.available> | undefined;
    expect(() => {
      av = engine3.available(make() as Loose);
    }).not.toThrow();
    expect(codes(av?.violations)).toEqual(['state/invalid']);
    // (an undefined `from` means "from the start")
    if (make() !== undefined) {
      const rp = engine3.replay([next], make() as Loose);
      expect(rp.ok).toBe(false);
      expect(codes(rp.ok ? [] : rp.violations)).toEqual(['state/invalid']);
      expect(rp.state).toBe(engine3.initialState());
    }
  });

  it('applyOrThrow throws a BattleError, nothing else', () => {
    expect(() => engine3.applyOrThrow(make() as Loose, next)).toThrow(BattleError);
  });
});

describe('where it does not apply', () => {
  it('the same state, whole, is accepted', () => {
    expect(engine3.apply(good() as unknown as Loose, next).ok).toBe(true);
  });

  it('a restored state in the middle of a turn is accepted by every method', () => {
    const s = JSON.parse(JSON.stringify(engine3.replayOrThrow(bobHeroPhase3))) as Loose;
    const e: Ev3 = { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'hold-fast' } };
    expect(engine3.apply(s, e).ok).toBe(true);
    expect(engine3.available(s).violations).toBeUndefined();
  });

  it('replay with a list that is not a list of events is refused, not thrown', () => {
    const r = engine3.replay('not a list' as unknown as readonly unknown[]);
    expect(!r.ok && r.violations[0]?.code).toBe('schema/invalid');
  });
});

describe('a state whose shape is right but whose pack part the rules cannot read', () => {
  // a pack whose check reads its own state deeply: the beacons must be strings
  const deepPack = createEngine({
    ...testPack,
    hooks: { ...testPack.hooks, validate: (state: BattleState<TestExt>) => (state.ext.beacons.map((b) => b.toUpperCase()).includes('NONE') ? [] : []) },
  });
  const restored = () => JSON.parse(JSON.stringify(deepPack.replayOrThrow(round1Begun3))) as Record<string, unknown>;

  it('is refused with state/invalid when the pack’s rules throw on it, by every method', () => {
    const bad = () => ({ ...restored(), ext: { beacons: [1] } }) as unknown as Loose;
    const r = deepPack.apply(bad(), next);
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'state/invalid', path: [] });
    expect(!r.ok && r.violations[0]?.message).toMatch(/the rules failed to read it/);
    expect(codes(deepPack.check(bad(), next))).toEqual(['state/invalid']);
    const rp = deepPack.replay([next], bad());
    expect(codes(rp.ok ? [] : rp.violations)).toEqual(['state/invalid']);
  });

  it('where it does not apply: the same pack part with strings is accepted', () => {
    expect(deepPack.apply(restored() as unknown as Loose, next).ok).toBe(true);
  });
});

describe('a Proxy around a state the engine made', () => {
  it('is not taken for the state: it is read once, and gives the same result as the state itself', () => {
    const real = engine3.replayOrThrow(round1Begun3);
    const proxy = new Proxy(real, {});
    const a = engine3.apply(real, next);
    const b = engine3.apply(proxy, next);
    expect(a.ok && b.ok && b.state).toStrictEqual(a.ok && a.state);
    // the real state takes the engine's own path (what the event leaves alone is shared); the proxy's copy does not
    expect(a.ok && a.state.units).toBe(real.units);
    expect(b.ok && b.state.units).not.toBe(real.units);
  });

  it('whose trap throws on one field: state/invalid, nothing thrown', () => {
    const real = engine3.replayOrThrow(round1Begun3);
    const proxy = new Proxy(real, {
      get(t, k, r) {
        if (k === 'units') throw new Error('not today');
        return Reflect.get(t, k, r) as unknown;
      },
    });
    let r: ReturnType<typeof engine3.apply> | undefined;
    expect(() => {
      r = engine3.apply(proxy, next);
    }).not.toThrow();
    expect(r !== undefined && !r.ok && r.violations[0]?.code).toBe('state/invalid');
    expect(engine3.check(proxy, next).map((v) => v.code)).toEqual(['state/invalid']);
  });
});
