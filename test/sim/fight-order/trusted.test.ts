import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextToFight, nextToFightTrusted, type FightingUnit } from '../../../src/authoring.js';
import { arbUnits } from './support.js';

// The model of a battle asks the fight order after every pick through the trusted variant (no input check, no replay
// of the picks so far): over whole legal phases it must name the same next pick as the checked one, in both editions.
describe('nextToFightTrusted', () => {
  it('names the same next pick as nextToFight at every step of a legal phase (3rd and 4th edition)', () => {
    fc.assert(
      fc.property(arbUnits, fc.constantFrom('ann', 'bob'), fc.constantFrom(3 as const, 4 as const, undefined), fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), (units, active, edition, choices) => {
        const fought: string[] = [];
        for (let step = 0; step <= units.length; step++) {
          const input = { units, fought: [...fought], activePlayer: active, ...(edition !== undefined ? { edition } : {}) };
          const checked = nextToFight(input);
          if (!checked.ok) throw new Error('refused a legal history');
          const { ok: _ok, ...expected } = checked;
          expect(nextToFightTrusted(input)).toEqual(expected);
          if (checked.player === null) return;
          fought.push(checked.units[(choices[step % choices.length] ?? 0) % checked.units.length] as string);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('does not check its input: an out-of-order history that nextToFight refuses still gets an answer', () => {
    const units: FightingUnit[] = [
      { id: 'a1', player: 'ann' },
      { id: 'a2', player: 'ann' },
      { id: 'b1', player: 'bob' },
    ];
    // bob cannot pick first when ann is active and has units to fight
    expect(nextToFight({ units, fought: ['b1'], activePlayer: 'ann' }).ok).toBe(false);
    expect(nextToFightTrusted({ units, fought: ['b1'], activePlayer: 'ann' }).player).toBe('ann');
  });
});
