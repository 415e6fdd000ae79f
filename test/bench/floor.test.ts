import { describe, expect, it } from 'vitest';
import { RECORD_SEED } from '../../bench/battles.js';
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
