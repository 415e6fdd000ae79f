import { describe, expect, it } from 'vitest';
import { galletEngine } from '../../src/battlepack/gallet/index.js';
import { isDeepFrozen, randomBattle, type BattleState } from '../../src/index.js';

// Issue 13: a pack's `ext` update on the public path works on a copy of the frozen `ext` (no immer); what the update
// leaves alone stays shared with the state before, what it adds is frozen, and the state before never changes.

const json = (x: unknown): string => JSON.stringify(x);

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
        const a = s.ext as Record<string, unknown>;
        const b = next.ext as Record<string, unknown>;
        if (json(a) === json(b)) expect(b).toBe(a);
        else {
          updates++;
          for (const k of Object.keys(b)) if (json(a[k]) === json(b[k])) expect(b[k]).toBe(a[k]);
        }
        s = next;
      }
      // the same pack state as the trusted replay, which updates it in place
      expect(json(s.ext)).toBe(json(galletEngine.trusted.replay(events).ext));
    }
    // the battles did update the pack's state
    expect(updates).toBeGreaterThan(10);
  });
});
