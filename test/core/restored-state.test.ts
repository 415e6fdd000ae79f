import { describe, expect, it } from 'vitest';
import { galletEngine, galletRandomOptions } from '../../src/battlepack/gallet/index.js';
import { blightedWildsEngine, blightedWildsRandomExtras } from '../../src/blighted-wilds.js';
import { type BattleState } from '../../src/index.js';
import { randomBattle } from '../../src/sim.js';
import { isDeepFrozen } from '../../src/authoring.js';
import { battle3, battle4, engine3, engine4 } from '../support/core-fixtures.js';

// `apply` folds copy-on-write on states the engine made; any other state (one restored from JSON, say) is read once as
// plain data, checked, and folded from that copy. Both must give the same next state, deep-frozen, and leave their input
// alone: not changed, and not frozen either (the restored state is the caller's).
function noneFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Object.isFrozen(value)) return false;
  return Object.values(value).every(noneFrozen);
}

function sameOnBothPaths<X>(apply: (s: BattleState<X>, e: never) => { ok: boolean; state?: BattleState<X> }, initial: BattleState<X>, events: readonly unknown[]): void {
  let s = initial;
  for (const [i, e] of events.entries()) {
    const restored = JSON.parse(JSON.stringify(s)) as BattleState<X>;
    const snapshot = JSON.stringify(restored);
    const a = apply(s, e as never);
    const b = apply(restored, e as never);
    expect(a.ok, `event ${i}`).toBe(true);
    expect(b.ok, `event ${i}`).toBe(true);
    expect(b.state, `event ${i} (${(e as { type: string }).type})`).toStrictEqual(a.state);
    expect(isDeepFrozen(b.state)).toBe(true);
    expect(JSON.stringify(restored)).toBe(snapshot);
    expect(noneFrozen(restored), `event ${i}: the restored state was frozen`).toBe(true);
    s = a.state as BattleState<X>;
  }
}

describe('apply on a state restored from JSON (read and checked) agrees with apply on engine-made states', () => {
  it('for the core fixture battles of both editions', () => {
    sameOnBothPaths((s, e) => engine3.apply(s, e), engine3.initialState(), battle3);
    sameOnBothPaths((s, e) => engine4.apply(s, e), engine4.initialState(), battle4);
  });

  it('for random Gallet battles of every battleplan', () => {
    for (const [i, plan] of Object.keys(galletEngine.pack.battleplans).entries()) {
      const { events } = randomBattle(galletEngine, { ...galletRandomOptions, seed: 500 + i, battleplan: plan as keyof typeof galletEngine.pack.battleplans });
      sameOnBothPaths((s, e) => galletEngine.apply(s, e), galletEngine.initialState(), events);
    }
  });

  it('for random Blighted Wilds battles', () => {
    for (const seed of [1, 2, 3]) {
      const { events } = randomBattle(blightedWildsEngine, { seed, extras: blightedWildsRandomExtras });
      sameOnBothPaths((s, e) => blightedWildsEngine.apply(s, e), blightedWildsEngine.initialState(), events);
    }
  });
});
