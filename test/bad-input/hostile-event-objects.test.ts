import type { EventOf } from '../../src/index.js';
import { describe, expect, it } from 'vitest';
import { bobHeroPhase3, engine3, round1Begun3, type Ev3 } from '../support/core-fixtures.js';

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
