import { describe, expect, it } from 'vitest';
import { selectUnit, selectUnits, type BattleState } from 'battlepack-engine';
import { hasKeyword } from 'battlepack-engine/authoring';
import { randomBattle } from 'battlepack-engine/sim';
import { galletEngine } from 'battlepack-engine/gallet';
import { engine3, setUp3, type Ev3 } from '../support/core-fixtures.js';

// hasKeyword is case-insensitive on both sides, for a unit's own keywords and its derived ones: the answers are those
// of comparing every keyword upper-cased (it skips the upper-casing of a keyword written as asked), whatever was asked
// before and wherever a list is shared or grows.

type Unit = BattleState<unknown>['units'][string];
/** The answer by definition: any own or derived keyword equal to `keyword` once both are upper-cased. */
const byDefinition = (u: Unit, keyword: string): boolean => [...u.def.keywords, ...u.derivedKeywords].some((x) => x.toUpperCase() === keyword.toUpperCase());

describe('hasKeyword', () => {
  const units: Ev3 = {
    type: 'UnitsAdded',
    data: {
      origin: 'roster',
      units: [
        { id: 'a1', owner: 'ann', name: 'Mages', wounds: 2, models: 5, keywords: ['Wizard', 'hero', 'ORDER'] },
        { id: 'b1', owner: 'bob', name: 'Orruks', wounds: 2, models: 5, keywords: ['DESTRUCTION'] },
        { id: 'b2', owner: 'bob', name: 'Gitz', wounds: 1, models: 20 },
      ],
    },
  };
  const s = engine3.replayOrThrow([setUp3, units]);

  it('finds a keyword whatever its case in the roster and in the question', () => {
    const a1 = selectUnit(s, 'a1');
    if (a1 === null) throw new Error('a1 missing');
    const unit = s.units['a1'] as Unit;
    for (const k of ['WIZARD', 'wizard', 'Wizard', 'HERO', 'Hero', 'order']) expect(hasKeyword(unit, k)).toBe(true);
    for (const k of ['MONSTER', 'WIZARDS', 'HER', '', 'DESTRUCTION']) expect(hasKeyword(unit, k)).toBe(false);
    expect(hasKeyword(s.units['b1'] as Unit, 'destruction')).toBe(true);
    expect(hasKeyword(s.units['b2'] as Unit, 'DESTRUCTION')).toBe(false);
    expect(a1.keywords).toEqual(['Wizard', 'hero', 'ORDER']);
  });

  it('reads derived keywords at each call, and units sharing one keyword list answer alike', () => {
    const shared = ['Hero', 'MONSTER'];
    const derived: string[] = [];
    const x = { def: { keywords: shared }, derivedKeywords: derived } as unknown as Unit;
    const y = { def: { keywords: shared }, derivedKeywords: [] } as unknown as Unit;
    expect(hasKeyword(x, 'GALLETIAN VETERANS')).toBe(false);
    expect([hasKeyword(x, 'hero'), hasKeyword(y, 'HERO'), hasKeyword(y, 'monster')]).toEqual([true, true, true]);
    // a derived keyword added to the same list later (the fold appends in place on a private draft) is seen
    derived.push('Galletian Veterans');
    expect(hasKeyword(x, 'GALLETIAN VETERANS')).toBe(true);
    expect(hasKeyword(y, 'GALLETIAN VETERANS')).toBe(false);
  });

  it('agrees with the definition on every unit of random Gallet battles, derived GALLETIAN VETERANS included', () => {
    const asked = ['WIZARD', 'wizard', 'GALLETIAN VETERANS', 'galletian veterans', 'HERO', 'Monster', 'LORD KROAK', 'INCARNATE', 'battleline'];
    let veterans = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const b = randomBattle(galletEngine, { seed, stopAfter: 40 });
      for (const u of Object.values(b.state.units) as Unit[]) {
        for (const k of asked) expect(hasKeyword(u, k)).toBe(byDefinition(u, k));
        if (hasKeyword(u, 'galletian veterans')) veterans++;
      }
      expect(selectUnits(b.state).length).toBeGreaterThan(0);
    }
    expect(veterans).toBeGreaterThan(0);
  });
});
