import { describe, expect, it } from 'vitest';
import { galletEngine, galletRandomOptions } from '../../src/battlepack/gallet/index.js';
import { blightedWildsEngine, blightedWildsRandomExtras } from '../../src/blighted-wilds.js';
import { BattleError, createEngine, type BattleState, type RuleViolation } from '../../src/index.js';
import { randomBattle } from '../../src/sim.js';
import { testPack } from '../support/test-pack.js';
import { tableRules } from '../../src/table.js';
import { deployed3, engine3, engine4, round1Begun3, type Ev3 } from '../support/core-fixtures.js';

// Finding: `apply` did not check that a state belongs to its pack. The Blighted Wilds engine applying
// `DeploymentFinished` to a Gallet state threw a TypeError; fed every state of 5 Gallet battles, it accepted 406 of 761
// events (32 of them giving a different state) and threw on 128; the reverse threw 10 times. Now every engine method
// that takes a state answers a state of another pack with `state/foreign`, and never throws.

interface AnyEngine {
  apply(s: unknown, e: unknown): { ok: boolean; violations?: readonly RuleViolation[] };
  applyOrThrow(s: unknown, e: unknown): unknown;
  check(s: unknown, e: unknown): readonly RuleViolation[];
  can(s: unknown, e: unknown): boolean;
  available(s: unknown): { violations?: readonly RuleViolation[]; battleTactics: object; objectives: readonly string[] };
  replay(events: readonly unknown[], from?: unknown): { ok: boolean; violations?: readonly RuleViolation[]; applied: number; state: unknown };
  initialState(): unknown;
}

/** Every state of a battle, paired with the event that follows it. */
function statesOf(engine: AnyEngine, events: readonly unknown[]): [unknown, unknown][] {
  const out: [unknown, unknown][] = [];
  let s = engine.initialState();
  for (const e of events) {
    out.push([s, e]);
    const r = engine.apply(s, e);
    if (!r.ok) throw new Error('fixture battle must be legal');
    s = (r as unknown as { state: unknown }).state;
  }
  return out;
}

/** Feeds each state of `from`'s battles to `to`, through every method that takes a state: all refused as foreign. */
function expectAllForeign(to: AnyEngine, pairs: readonly [unknown, unknown][]): void {
  for (const [s, e] of pairs) {
    const snapshot = JSON.stringify(s);
    let r: ReturnType<AnyEngine['apply']> | undefined;
    expect(() => {
      r = to.apply(s, e);
    }).not.toThrow();
    expect(r?.ok).toBe(false);
    expect(r?.violations?.map((v) => v.code)).toEqual(['state/foreign']);
    expect(r?.violations?.[0]?.path).toEqual(['setup', 'battlepack', 'id']);
    expect(to.check(s, e).map((v) => v.code)).toEqual(['state/foreign']);
    expect(to.can(s, e)).toBe(false);
    const av = to.available(s);
    expect(av.violations?.map((v) => v.code)).toEqual(['state/foreign']);
    expect(av.battleTactics).toEqual({});
    expect(av.objectives).toEqual([]);
    const rp = to.replay([e], s);
    expect(rp.ok).toBe(false);
    expect(rp.applied).toBe(0);
    expect(rp.violations?.map((v) => v.code)).toEqual(['state/foreign']);
    expect(() => to.applyOrThrow(s, e)).toThrow(BattleError);
    // the state given is left as it was
    expect(JSON.stringify(s)).toBe(snapshot);
  }
}

describe('a state of another battlepack', () => {
  const gallet = galletEngine as unknown as AnyEngine;
  const wilds = blightedWildsEngine as unknown as AnyEngine;

  it('the Blighted Wilds engine applying DeploymentFinished to a Gallet state: state/foreign, no TypeError', () => {
    const { events } = randomBattle(galletEngine, { ...galletRandomOptions, seed: 1 });
    const i = events.findIndex((e) => e.type === 'DeploymentFinished');
    const s = galletEngine.replayOrThrow(events.slice(0, i));
    const r = blightedWildsEngine.apply(s as never, events[i] as never);
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'state/foreign', path: ['setup', 'battlepack', 'id'] });
    expect(!r.ok && r.violations[0]?.message).toMatch(/battle of battlepack "gallet-2022-s1", not "blighted-wilds"/);
  });

  it('every state of 5 Gallet battles, given to the Blighted Wilds engine, is refused by every method', () => {
    const pairs = [1, 2, 3, 4, 5].flatMap((seed) => statesOf(gallet, randomBattle(galletEngine, { ...galletRandomOptions, seed }).events));
    expect(pairs.length).toBeGreaterThan(300);
    expectAllForeign(wilds, pairs);
  });

  it('every state of 3 Blighted Wilds battles, given to the Gallet engine, is refused by every method', () => {
    const pairs = [1, 2, 3].flatMap((seed) => statesOf(wilds, randomBattle(blightedWildsEngine, { seed, extras: blightedWildsRandomExtras }).events));
    expectAllForeign(gallet, pairs);
  });

  it('the initial state of another pack (before set-up) is foreign too', () => {
    expectAllForeign(engine3 as unknown as AnyEngine, [[engine4.initialState(), { type: 'BattleSetUp', data: {} }]]);
  });

  it('another edition or a battleplan the pack does not have: state/foreign at that field', () => {
    const s = JSON.parse(JSON.stringify(engine3.replayOrThrow(deployed3))) as Record<string, unknown>;
    const next: Ev3 = { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'bob' } };
    const edition = engine3.apply({ ...s, setup: { ...(s['setup'] as object), edition: 4 } } as never, next);
    expect(!edition.ok && edition.violations[0]).toMatchObject({ code: 'state/foreign', path: ['setup', 'edition'] });
    const plan = engine3.apply({ ...s, setup: { ...(s['setup'] as object), battleplan: 'the-vice' } } as never, next);
    expect(!plan.ok && plan.violations[0]).toMatchObject({ code: 'state/foreign', path: ['setup', 'battleplan'] });
    // where it applies: the same state, its own pack's, is accepted
    expect(engine3.apply(s as never, next).ok).toBe(true);
  });

  it('a state of the same pack made by another engine is read, checked and accepted', () => {
    const twin = createEngine(testPack, { table: tableRules });
    const theirs = engine3.replayOrThrow(round1Begun3);
    const e: Ev3 = { type: 'TurnStarted', data: { player: 'bob' } };
    const a = twin.apply(theirs, e);
    const b = engine3.apply(theirs, e);
    expect(a.ok).toBe(true);
    expect(a.ok && b.ok && a.state).toStrictEqual(b.ok && b.state);
    expect(twin.check(theirs, e)).toEqual([]);
  });
});

describe('the same states as before are still accepted by their own engine', () => {
  it('a restored Gallet state and its event', () => {
    const { events } = randomBattle(galletEngine, { ...galletRandomOptions, seed: 7 });
    const s = JSON.parse(JSON.stringify(galletEngine.replayOrThrow(events.slice(0, 20)))) as BattleState<unknown>;
    expect(galletEngine.apply(s as never, events[20] as never).ok).toBe(true);
  });
});
