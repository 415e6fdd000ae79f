import { describe, expect, it } from 'vitest';
import { nextToDeploy } from '../../../../src/battlepack/gallet/before-battle.js';

/** Deploys both armies unit by unit with nextToDeploy and returns who set up each unit. */
function deployAll(attacker: string, defender: string, units: Record<string, number>): string[] {
  const left = { ...units };
  const order: string[] = [];
  for (let p = nextToDeploy(attacker, defender, order, left); p !== null; p = nextToDeploy(attacker, defender, order, left)) {
    order.push(p);
    left[p] = (left[p] ?? 0) - 1;
  }
  return order;
}

// ghb 2022 s1, "Alternating Deployment" + battleplans "Deployment": the attacker starts, then one unit each
describe('nextToDeploy', () => {
  it('starts with the attacker', () => {
    expect(nextToDeploy('ann', 'bob', [], { ann: 3, bob: 3 })).toBe('ann');
    expect(nextToDeploy('bob', 'ann', [], { ann: 3, bob: 3 })).toBe('bob');
  });

  it('alternates one unit at a time while both have units left', () => {
    expect(deployAll('ann', 'bob', { ann: 3, bob: 3 })).toEqual(['ann', 'bob', 'ann', 'bob', 'ann', 'bob']);
  });

  it('skips a player who has finished: the other sets up the rest one after another', () => {
    expect(deployAll('ann', 'bob', { ann: 2, bob: 5 })).toEqual(['ann', 'bob', 'ann', 'bob', 'bob', 'bob', 'bob']);
    expect(deployAll('ann', 'bob', { ann: 4, bob: 1 })).toEqual(['ann', 'bob', 'ann', 'ann', 'ann']);
    expect(nextToDeploy('ann', 'bob', ['ann'], { ann: 0, bob: 2 })).toBe('bob');
    expect(nextToDeploy('ann', 'bob', ['bob'], { ann: 2, bob: 0 })).toBe('ann');
  });

  it('returns null once both armies are set up (missing players count as finished)', () => {
    expect(nextToDeploy('ann', 'bob', ['ann', 'bob'], { ann: 0, bob: 0 })).toBeNull();
    expect(nextToDeploy('ann', 'bob', [], {})).toBeNull();
  });

  it('throws on programmer errors', () => {
    expect(() => nextToDeploy('ann', 'ann', [], { ann: 1 })).toThrow(RangeError);
    expect(() => nextToDeploy('ann', 'bob', [], { ann: -1, bob: 1 })).toThrow(RangeError);
  });
});
