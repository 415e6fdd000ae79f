import { describe, expect, it } from 'vitest';
import { createLog, parseLogOrThrow, serializeLog, type BattleState } from '../../src/index.js';
import { battle3, battle4, engine3, engine4, type Ev3, type Ev4 } from '../support/core-fixtures.js';

// Issue 2 "Must show": replaying the same log through the safe path and the trusted fast path gives deep-equal states.

function stepByStep<X>(initial: BattleState<X>, events: readonly unknown[], apply: (s: BattleState<X>, e: unknown) => { ok: boolean; state?: BattleState<X> }): BattleState<X>[] {
  const states = [initial];
  let s = initial;
  for (const e of events) {
    const r = apply(s, e);
    if (!r.ok || r.state === undefined) throw new Error(`fixture event refused: ${JSON.stringify(e)}`);
    s = r.state;
    states.push(s);
  }
  return states;
}

describe('safe path and trusted fast path agree', () => {
  it.each([
    ['3rd edition', 3],
    ['4th edition', 4],
  ] as const)('a full %s battle: engine.replay, step-by-step engine.apply and engine.trusted.replay give deep-equal states', (_name, edition) => {
    if (edition === 3) check3(battle3);
    else check4(battle4);
  });

  function check3(events: readonly Ev3[]) {
    const replayed = engine3.replay(events);
    expect(replayed.ok).toBe(true);
    expect(replayed.applied).toBe(events.length);
    const steps = stepByStep(engine3.initialState(), events, (s, e) => engine3.apply(s, e as Ev3));
    const trusted = engine3.trusted.replay(events);
    expect(replayed.state.clock.stage).toBe('ended');
    expect(steps.at(-1)).toStrictEqual(replayed.state);
    expect(trusted).toStrictEqual(replayed.state);
    // event by event, the trusted fold on one mutable state matches every public state
    const t = engine3.trusted.initialState();
    events.forEach((e, i) => {
      engine3.trusted.apply(t, e);
      expect(t).toStrictEqual(steps[i + 1]);
    });
  }

  function check4(events: readonly Ev4[]) {
    const replayed = engine4.replay(events);
    expect(replayed.ok).toBe(true);
    const steps = stepByStep(engine4.initialState(), events, (s, e) => engine4.apply(s, e as Ev4));
    const trusted = engine4.trusted.replay(events);
    expect(replayed.state.clock.stage).toBe('ended');
    expect(steps.at(-1)).toStrictEqual(replayed.state);
    expect(trusted).toStrictEqual(replayed.state);
    const t = engine4.trusted.initialState();
    events.forEach((e, i) => {
      engine4.trusted.apply(t, e);
      expect(t).toStrictEqual(steps[i + 1]);
    });
  }

  it('prefix consistency: the state after n events equals the replay of those n events, on both paths', () => {
    const steps = stepByStep(engine3.initialState(), battle3, (s, e) => engine3.apply(s, e as Ev3));
    for (let n = 0; n <= battle3.length; n++) {
      const prefix = battle3.slice(0, n);
      expect(engine3.replayOrThrow(prefix)).toStrictEqual(steps[n]);
      expect(engine3.trusted.replay(prefix)).toStrictEqual(steps[n]);
    }
  });

  it('replaying the rest of a battle from a mid-battle state gives the same end state and leaves the start untouched', () => {
    const half = Math.floor(battle4.length / 2);
    const mid = engine4.replayOrThrow(battle4.slice(0, half));
    const before = structuredClone(mid);
    const rest = engine4.replay(battle4.slice(half), mid);
    expect(rest.ok).toBe(true);
    expect(rest.state).toStrictEqual(engine4.replayOrThrow(battle4));
    expect(mid).toStrictEqual(before);
  });

  it('events read back from a serialized log (no zod defaults applied) give the same state on the trusted path', () => {
    const log = parseLogOrThrow(serializeLog(createLog(engine3.pack, battle3)));
    // a log's events carry seq; the trusted path takes them as they are
    const trusted = engine3.trusted.replay(log.events as readonly Ev3[]);
    expect(trusted).toStrictEqual(engine3.replayOrThrow(log.events));
  });

  it('the paths would notice a difference: a changed event gives a different state', () => {
    const changed = battle3.map((e) => (e.type === 'ModelsSlain' && e.data.count === 2 ? { ...e, data: { ...e.data, count: 1 } } : e));
    expect(engine3.trusted.replay(changed)).not.toStrictEqual(engine3.replayOrThrow(battle3));
  });
});
