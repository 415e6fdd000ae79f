import { describe, expect, it } from 'vitest';
import { gallet, galletEngine } from '../../src/battlepack/gallet/index.js';
import { blightedWilds, blightedWildsEngine } from '../../src/blighted-wilds.js';
import { createEngine, type Battlepack } from '../../src/index.js';
import { isDeepFrozen, type BattleplanDef } from '../../src/authoring.js';
import { bobHeroPhase3, engine3 } from '../support/core-fixtures.js';
import { testPack, type TestExt } from '../support/test-pack.js';

// Finding: pack definitions were not frozen: changing `engine.pack.battleTactics[…]` changed the rules for every engine
// in the process. Now `createEngine` deep-freezes the pack's data (not its hook functions or zod schemas).

/** The pack's data: everything but functions and zod schemas (class instances). */
function dataOf(value: unknown, seen = new Set<object>()): object[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const proto: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return [];
  return [value, ...Object.values(value).flatMap((v) => dataOf(v, seen))];
}

describe('a pack given to createEngine', () => {
  it.each([
    ['Gallet', gallet, galletEngine.pack],
    ['Blighted Wilds', blightedWilds, blightedWildsEngine.pack],
    ['the test pack', testPack, createEngine(testPack).pack],
  ])('%s: every data object of the pack is frozen, and engine.pack is the pack', (_name, pack, enginePack) => {
    expect(enginePack).toBe(pack);
    const data = dataOf(pack);
    expect(data.length).toBeGreaterThan(10);
    expect(data.filter((o) => !Object.isFrozen(o))).toEqual([]);
  });

  it('changing a battle tactic through engine.pack fails and changes no rule', () => {
    const tactics = galletEngine.pack.battleTactics as Record<string, unknown>;
    const before = galletEngine.pack.battleTactics['an-eye-for-an-eye'];
    expect(() => {
      tactics['an-eye-for-an-eye'] = { ...before, name: 'Hacked' };
    }).toThrow(TypeError);
    expect(() => {
      (galletEngine.pack as { battleTacticVp: number }).battleTacticVp = 100;
    }).toThrow(TypeError);
    expect(() => {
      (galletEngine.pack.battleplans['turf-war']?.objectives as unknown[]).push({ id: 'extra' });
    }).toThrow(TypeError);
    expect(galletEngine.pack.battleTactics['an-eye-for-an-eye']?.name).toBe('An Eye for an Eye');
    expect(galletEngine.pack.battleTacticVp).toBe(2);
  });

  it('the hooks still run and the schemas still parse: a battle plays as before', () => {
    expect(typeof gallet.hooks.validate).toBe('function');
    const s = engine3.replayOrThrow(bobHeroPhase3);
    expect(isDeepFrozen(s)).toBe(true);
    expect(engine3.apply(s, { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'hold-fast' } }).ok).toBe(true);
  });

  it('where it does not apply: a pack built from a frozen one with new parts is a new pack, and works', () => {
    const plan = { ...testPack.battleplans['skirmish'], id: 'duel', name: 'Duel' } as (typeof testPack.battleplans)['skirmish'];
    // a pack of plain string ids: the new battleplan is not one of the test pack's literal ids
    const battleplans: Record<string, BattleplanDef<TestExt>> = { ...testPack.battleplans, duel: plan };
    const bigger = createEngine({ ...(testPack as Battlepack<TestExt>), battleplans });
    expect(Object.keys(bigger.pack.battleplans)).toEqual(['skirmish', 'duel']);
    expect(Object.keys(testPack.battleplans)).toEqual(['skirmish']);
    expect(Object.isFrozen(bigger.pack.battleplans)).toBe(true);
  });
});
