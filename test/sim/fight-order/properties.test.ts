import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eligibleToFight, nextToFight, strikeOrder } from '../../../src/authoring.js';
import { params } from '../combat/support.js';
import { arbUnits } from './support.js';

/** A fast assertion for the loop (vitest's expect is slow per call). */
function check(cond: boolean, what: string): asserts cond {
  if (!cond) throw new Error(what);
}

// A whole combat phase played by picking any allowed unit at each step, over generated units
describe('fight order over whole phases', () => {
  it('every able unit fights once; STRIKE-FIRST first, STRIKE-LAST last; players alternate unless one has nothing eligible', () => {
    fc.assert(
      fc.property(arbUnits, fc.constantFrom('ann', 'bob'), fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), (units, active, choices) => {
        const byId = new Map(units.map((u) => [u.id, u]));
        const fought: string[] = [];
        const pickers: string[] = [];
        for (let step = 0; ; step++) {
          const r = nextToFight({ units, fought, activePlayer: active });
          check(r.ok, 'refused a legal history');
          if (r.player === null) {
            check(r.stage === 'done', 'stage done at the end');
            break;
          }
          const eligible = eligibleToFight(units, fought);
          const other = r.player === 'ann' ? 'bob' : 'ann';
          const otherHas = eligible.some((id) => byId.get(id)?.player === other);
          const sfJustEnded = fought.length > 0 && fought.every((id) => strikeOrder(byId.get(id) ?? {}) === 'first') && !eligible.some((id) => strikeOrder(byId.get(id) ?? {}) === 'first');
          if (step === 0 || sfJustEnded) {
            // the active player picks, unless they have nothing eligible
            check(r.player === active || !eligible.some((id) => byId.get(id)?.player === active), 'the active player picks first');
          } else if (pickers[pickers.length - 1] === r.player) {
            // the same player again: only when the other had nothing eligible
            check(!otherHas, 'a player picks twice only when the other has nothing eligible');
          }
          check(r.units.length > 0, 'someone to pick');
          check(r.units.every((id) => eligible.includes(id) && byId.get(id)?.player === r.player), 'the picks are eligible units of the picker');
          const pick = r.units[(choices[step % choices.length] ?? 0) % r.units.length] as string;
          fought.push(pick);
          pickers.push(r.player);
          check(step < units.length, 'the phase ends');
        }
        const able = units.filter((u) => u.canFight !== false).map((u) => u.id);
        expect([...fought].sort()).toEqual([...able].sort());
        const orders = fought.map((id) => strikeOrder(byId.get(id) ?? {}));
        const lastFirst = orders.lastIndexOf('first');
        const firstOther = orders.findIndex((o) => o !== 'first');
        if (lastFirst >= 0 && firstOther >= 0) expect(lastFirst).toBeLessThan(firstOther);
        const firstLast = orders.indexOf('last');
        if (firstLast >= 0) expect(orders.slice(firstLast).every((o) => o === 'last')).toBe(true);
        // a unit out of order in the same history is refused
        if (fought.length >= 2) {
          const swapped = [fought[1] as string, fought[0] as string, ...fought.slice(2)];
          const ok = nextToFight({ units, fought: swapped, activePlayer: active });
          const firstAllowed = nextToFight({ units, fought: [], activePlayer: active });
          if (firstAllowed.ok && !firstAllowed.units.includes(swapped[0] as string)) expect(ok.ok).toBe(false);
        }
      }),
      params(),
    );
  });
});
