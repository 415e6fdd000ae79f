import { describe, expect, it } from 'vitest';
import { galletEngine } from '../../src/battlepack/gallet/index.js';
import { types } from 'node:util';
import { type BattleState } from '../../src/index.js';
import { randomBattle } from '../../src/sim.js';
import { isDeepFrozen } from '../../src/authoring.js';
import { BLIGHTED_WILDS_SAMPLE_TERRAIN, blightedWildsEngine, blightedWildsRandomExtras } from '../../src/blighted-wilds.js';

// Issue 13: a pack's `ext` update on the public path works on a copy of the frozen `ext` (no immer); what the update
// leaves alone stays shared with the state before, what it adds is frozen, and the state before never changes.

const json = (x: unknown): string => JSON.stringify(x);

/** Expects `after` to be `before` when equal, else each equal top-level part shared; returns whether it changed. */
function expectSharedWhereEqual(before: unknown, after: unknown): boolean {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  if (json(a) === json(b)) {
    expect(b).toBe(a);
    return false;
  }
  for (const k of Object.keys(b)) if (json(a[k]) === json(b[k])) expect(b[k]).toBe(a[k]);
  return true;
}

describe('ext updates on the public path', () => {
  it('share what they leave alone, freeze what they add, leave the state before as it was, and end as the trusted path does', () => {
    let updates = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { events } = randomBattle(galletEngine, { seed, battleplan: 'close-to-the-chest' });
      let s: BattleState<unknown> = galletEngine.initialState() as BattleState<unknown>;
      for (const e of events) {
        const before = json(s);
        const next = galletEngine.applyOrThrow(s as never, e) as BattleState<unknown>;
        expect(json(s)).toBe(before);
        expect(isDeepFrozen(next.ext)).toBe(true);
        if (expectSharedWhereEqual(s.ext, next.ext)) updates++;
        s = next;
      }
      // the same pack state as the trusted replay, which updates it in place
      expect(json(s.ext)).toBe(json(galletEngine.trusted.replay(events).ext));
    }
    // the battles did update the pack's state
    expect(updates).toBeGreaterThan(10);
  });
});

describe('ext updates on the public path, Blighted Wilds', () => {
  it('copy only what they reach, even three levels down, and end as the trusted path does', () => {
    let updates = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const { events } = randomBattle(blightedWildsEngine, { seed, extras: blightedWildsRandomExtras, terrain: BLIGHTED_WILDS_SAMPLE_TERRAIN });
      let s: BattleState<unknown> = blightedWildsEngine.initialState() as BattleState<unknown>;
      const kept: [BattleState<unknown>, string][] = [];
      for (const e of events) {
        const next = blightedWildsEngine.applyOrThrow(s as never, e) as BattleState<unknown>;
        kept.push([s, json(s)]);
        expect(isDeepFrozen(next.ext)).toBe(true);
        // no draft (a Proxy) is left in the state
        const stack: unknown[] = [next.ext];
        while (stack.length > 0) {
          const v = stack.pop();
          if (v === null || typeof v !== 'object') continue;
          expect(types.isProxy(v)).toBe(false);
          stack.push(...Object.values(v));
        }
        if (expectSharedWhereEqual(s.ext, next.ext)) updates++;
        s = next;
      }
      // no earlier state changed
      for (const [state, text] of kept) expect(json(state)).toBe(text);
      expect(json(s)).toBe(json(blightedWildsEngine.trusted.replay(events)));
    }
    expect(updates).toBeGreaterThan(10);
  });
});
