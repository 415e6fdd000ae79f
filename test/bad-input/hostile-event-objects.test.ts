import type { EventOf } from '../../src/index.js';
import { describe, expect, it } from 'vitest';
import { bobHeroPhase3, engine3, round1Begun3, type Ev3 } from '../support/core-fixtures.js';
import { randomBattle } from '../../src/sim.js';
import { galletEngine, type GalletEvent } from '../../src/gallet.js';

// Finding: events with throwing getters or Proxies made `apply` throw instead of returning violations. Now an event is
// read once, as plain data (a getter runs once, a Proxy is asked once per key), or refused with `schema/invalid`.

const state = () => engine3.replayOrThrow(round1Begun3);
type Ev = EventOf<typeof engine3>;

describe('an event that throws when it is read', () => {
  const cases: readonly [string, () => unknown, (string | number)[]][] = [
    [
      'a getter on data that throws',
      () => ({
        type: 'TurnStarted',
        get data(): unknown {
          throw new Error('boom');
        },
      }),
      ['data'],
    ],
    [
      'a getter on type that throws',
      () => ({
        get type(): unknown {
          throw new Error('boom');
        },
        data: {},
      }),
      ['type'],
    ],
    [
      'a Proxy whose get trap throws',
      () =>
        new Proxy(
          { type: 'TurnStarted', data: { player: 'bob' } },
          {
            get() {
              throw new Error('trap');
            },
          },
        ),
      [],
    ],
    [
      'a Proxy whose ownKeys trap throws, inside data',
      () => ({
        type: 'TurnStarted',
        data: new Proxy(
          { player: 'bob' },
          {
            ownKeys() {
              throw new Error('trap');
            },
          },
        ),
      }),
      ['data'],
    ],
    ['a revoked Proxy', () => {
      const p = Proxy.revocable({ type: 'TurnStarted', data: { player: 'bob' } }, {});
      p.revoke();
      return p.proxy;
    }, []],
  ];

  it.each(cases)('%s: schema/invalid with the path where it threw, nothing thrown', (_name, make, path) => {
    const s = state();
    let r: ReturnType<typeof engine3.apply> | undefined;
    expect(() => {
      r = engine3.apply(s, make() as Ev);
    }).not.toThrow();
    expect(r?.ok).toBe(false);
    const v = r !== undefined && !r.ok ? r.violations[0] : undefined;
    expect(v).toMatchObject({ code: 'schema/invalid', eventIndex: s.eventCount });
    expect(v?.path?.slice(0, path.length)).toEqual(path);
    expect(v?.message).toMatch(/could not be read as plain data/);
    expect(() => engine3.check(s, make() as Ev)).not.toThrow();
    expect(engine3.can(s, make() as Ev)).toBe(false);
    const rp = engine3.replay([...round1Begun3, make()]);
    expect(rp.ok).toBe(false);
    expect(rp.applied).toBe(round1Begun3.length);
  });
});

describe('an event read through getters or a Proxy', () => {
  it('a getter is called once, and the event means what it returned that once', () => {
    let reads = 0;
    const event = {
      type: 'TurnStarted',
      get data(): unknown {
        reads++;
        // a second read would get a player who is not in the battle
        return reads === 1 ? { player: 'bob' } : { player: 'eve' };
      },
    };
    const r = engine3.apply(state(), event as Ev);
    expect(reads).toBe(1);
    expect(r.ok && r.state.clock.turn?.player).toBe('bob');
  });

  it('a Proxy that answers differently each time is asked once per key', () => {
    const asked = new Map<PropertyKey, number>();
    const target: Ev3 = { type: 'PhaseStarted', data: { phase: 'hero' } };
    const event = new Proxy(target, {
      get(t, k, receiver) {
        asked.set(k, (asked.get(k) ?? 0) + 1);
        return Reflect.get(t, k, receiver) as unknown;
      },
    });
    const r = engine3.apply(engine3.replayOrThrow([...round1Begun3, { type: 'TurnStarted', data: { player: 'bob' } }]), event as Ev);
    expect(r.ok).toBe(true);
    expect(asked.get('type')).toBe(1);
    expect(asked.get('data')).toBe(1);
    if (r.ok) expect(r.state.clock.turn?.phase).toBe('hero');
  });

  it('an event that refers to itself is refused, not a stack overflow', () => {
    const data: Record<string, unknown> = { player: 'bob' };
    data['self'] = data;
    const r = engine3.apply(state(), { type: 'TurnStarted', data } as Ev);
    expect(!r.ok && r.violations[0]?.code).toBe('schema/invalid');
  });

  it('where it does not apply: a plain event with the same content is accepted', () => {
    expect(engine3.apply(engine3.replayOrThrow(bobHeroPhase3), { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'hold-fast' } }).ok).toBe(true);
  });
});

// the engines of this library's packs read an event and parse it in one pass (`readParsed`): the same promises
describe('an event read through getters or a Proxy, on an engine that reads and parses in one pass', () => {
  const setUp = randomBattle(galletEngine, { seed: 3 }).events[0] as GalletEvent & { type: 'BattleSetUp' };
  const s = galletEngine.initialState();

  it('a getter is called once, on an event it accepts and on one it refuses, and the event means what it returned', () => {
    for (const [first, ok] of [
      [setUp.data, true],
      [{ ...setUp.data, pointsLimit: -1 }, false],
    ] as const) {
      let reads = 0;
      const event = {
        type: 'BattleSetUp',
        get data(): unknown {
          reads++;
          // a second read would give the other answer
          return reads === 1 ? first : ok ? { ...setUp.data, pointsLimit: -1 } : setUp.data;
        },
      };
      const r = galletEngine.apply(s, event as GalletEvent);
      expect(reads).toBe(1);
      expect(r.ok).toBe(ok);
      if (!r.ok) expect(r.violations[0]?.path).toEqual(['data', 'pointsLimit']);
    }
  });

  it('a Proxy that answers differently each time is asked once per key', () => {
    const asked = new Map<PropertyKey, number>();
    const event = new Proxy(setUp, {
      get(t, k, receiver) {
        asked.set(k, (asked.get(k) ?? 0) + 1);
        return (asked.get(k) === 1 ? Reflect.get(t, k, receiver) : 'changed') as unknown;
      },
    });
    expect(galletEngine.apply(s, event).ok).toBe(true);
    expect([asked.get('type'), asked.get('data')]).toEqual([1, 1]);
  });

  it.each([
    ['a getter on data that throws', { type: 'BattleSetUp', get data(): unknown { throw new Error('boom'); } }, ['data']],
    ['a getter that throws deep inside data', { type: 'BattleSetUp', data: { ...setUp.data, players: [{ get id(): unknown { throw new Error('boom'); } }] } }, ['data', 'players', 0, 'id']],
    ['a getter that throws after an unknown key', { type: 'BattleSetUp', data: { zz: 1, get battleplan(): unknown { throw new Error('boom'); } } }, ['data', 'battleplan']],
  ] as const)('%s: schema/invalid at its path, nothing thrown', (_name, event, path) => {
    const r = galletEngine.apply(s, event as unknown as GalletEvent);
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'schema/invalid', path, message: expect.stringMatching(/could not be read as plain data/) as unknown });
  });

  it('an event that refers to itself, or a key named __proto__, is refused, not thrown', () => {
    const data: Record<string, unknown> = { ...setUp.data };
    data['self'] = data;
    expect(galletEngine.check(s, { type: 'BattleSetUp', data } as unknown as GalletEvent)[0]?.code).toBe('schema/invalid');
    const proto = JSON.parse(`{"type":"BattleSetUp","data":{"__proto__":{"x":1}}}`) as GalletEvent;
    expect(galletEngine.check(s, proto)[0]).toMatchObject({ code: 'schema/invalid', path: ['data', '__proto__'] });
  });
});
