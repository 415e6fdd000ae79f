import { describe, expect, it } from 'vitest';
import { BATTLEPLAN_TABLES, determineBattleplan } from '../../../../src/battlepack/gallet/before-battle.js';

const faces = [1, 2, 3, 4, 5, 6] as const;

// ghb 2022 s1, "Pitched Battle Battleplans": 1-3 Table 1, 4-6 Table 2, then the opponent's roll picks the plan
describe('determineBattleplan', () => {
  it('uses Table 1 on a table roll of 1-3 and Table 2 on 4-6', () => {
    expect(determineBattleplan({ tableRoll: 3, planRoll: 1 })).toEqual({ ok: true, value: { table: 1, tableRoll: 3, planRoll: 1, battleplan: 'the-prize-of-gallet' } });
    expect(determineBattleplan({ tableRoll: 4, planRoll: 1 })).toEqual({ ok: true, value: { table: 2, tableRoll: 4, planRoll: 1, battleplan: 'the-mighty-and-the-cunning' } });
    expect(determineBattleplan({ tableRoll: 1, planRoll: 6 })).toMatchObject({ value: { battleplan: 'the-nidus-paths' } });
    expect(determineBattleplan({ tableRoll: 6, planRoll: 6 })).toMatchObject({ value: { battleplan: 'turf-war' } });
  });

  it('reaches all 12 plans, each from exactly one table and one plan roll', () => {
    const seen = new Map<string, Set<string>>();
    for (const t of faces)
      for (const p of faces) {
        const r = determineBattleplan({ tableRoll: t, planRoll: p });
        if (!r.ok) throw new Error('valid dice refused');
        const key = `${r.value.table}/${p}`;
        seen.set(r.value.battleplan, (seen.get(r.value.battleplan) ?? new Set()).add(key));
      }
    expect(seen.size).toBe(12);
    for (const keys of seen.values()) expect(keys.size).toBe(1);
    expect([...seen.keys()].sort()).toEqual([...Object.values(BATTLEPLAN_TABLES[1]), ...Object.values(BATTLEPLAN_TABLES[2])].sort());
  });

  it('lists the plans of each table in roll order', () => {
    expect(Object.values(BATTLEPLAN_TABLES[1])).toEqual(['the-prize-of-gallet', 'the-realmstone-cache', 'battlelines-drawn', 'the-lurkers-below', 'in-the-presence-of-idols', 'the-nidus-paths']);
    expect(Object.values(BATTLEPLAN_TABLES[2])).toEqual(['the-mighty-and-the-cunning', 'head-on-collision', 'wont-back-down', 'the-silksteel-nests', 'close-to-the-chest', 'turf-war']);
  });

  it('refuses dice outside 1-6, naming each bad dice', () => {
    const r = determineBattleplan({ tableRoll: 0, planRoll: 7 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations.map((v) => [v.code, v.path])).toEqual([['dice/out-of-range', ['tableRoll']], ['dice/out-of-range', ['planRoll']]]);
    const half = determineBattleplan({ tableRoll: 2, planRoll: 3.5 });
    expect(!half.ok && half.violations.map((v) => v.path)).toEqual([['planRoll']]);
  });
});
