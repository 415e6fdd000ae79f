import { describe, expect, it } from 'vitest';
import { RECORD_SEED, recordBattles } from '../../bench/battles.js';
import { floor } from '../../bench/floor.js';
import { replayPersistent, replayTransient, vpOf } from '../../bench/proto-state.js';
import { checkPlan } from '../../bench/floor-check.js';

// Issue 13: the benchmarks' floor (bench/floor.ts) is only a floor if it computes what the engine computes. The bench
// checks 1,000 battles per plan (200 in quick mode) before it times anything and stops when one disagrees; this test
// checks the first 40 of each plan, and that the check notices a rule of the floor switched off.

describe('the benchmarks’ floor', () => {
  it.each(['cheap', 'pack'] as const)('%s plan: agrees with the engine on final VP, result and winner, on every path', (kind) => {
    const c = checkPlan(kind, 40, RECORD_SEED);
    expect(c.mismatches).toEqual([]);
    expect(c.agree).toBe(40);
    expect(c.pathsAgree).toBe(40);
    expect(c.fastPathSame).toBe(c.fastPathChecked);
    // the check can fail: switching off the floor's scoring of one held objective changes the outcome of some battles
    expect(c.sensitivity['score-hold-one']).toBeGreaterThan(0);
  });
});

// Issue 23: the 0.2 state prototype (bench/proto-state.ts), whose figures are the limits the final ones are compared
// with, is only worth its figures while it folds the floor's rules; the bench stops when it disagrees, and this test
// catches the drift before a run does (a rule the floor gained and the prototype lacked once stopped it).
describe('the 0.2 state prototype', () => {
  it.each(['cheap', 'pack'] as const)('%s plan: agrees with the floor on final VP and result, and its two paths end in equal states', (kind) => {
    const battles = recordBattles(kind, 40);
    const off: string[] = [];
    battles.forEach((b, i) => {
      const f = floor.replay(b);
      const t = replayTransient(b);
      const p = replayPersistent(b);
      const same = vpOf(t, 0) === f.vpA && vpOf(t, 1) === f.vpB && (t.result?.kind ?? null) === (f.result?.kind ?? null) && (t.result?.winner ?? null) === (f.result?.winner ?? null);
      if (!same || JSON.stringify(t) !== JSON.stringify(p)) off.push(`battle ${i}: floor ${f.vpA}-${f.vpB}, prototype ${vpOf(t, 0)}-${vpOf(t, 1)}`);
    });
    expect(off).toEqual([]);
    // the battles score: a prototype that scored nothing would agree only with a floor that scored nothing
    expect(battles.some((b) => floor.replay(b).vpA + floor.replay(b).vpB > 0)).toBe(true);
  });
});
