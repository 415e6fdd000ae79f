import { describe, expect, it } from 'vitest';
import { BATTLEPLAN_TABLES, ROSTER_GRAND_STRATEGY_IDS, determineBattleplan, gallet } from '../../../src/battlepack/gallet/index.js';

// the pre-battle tables and the roster's strategy list are typed literals for inference; they must agree with the pack data
describe('Gallet data agrees with itself', () => {
  it('every battleplan sits in the table and roll that BATTLEPLAN_TABLES and determineBattleplan give', () => {
    for (const plan of Object.values(gallet.battleplans)) {
      expect(plan.table, plan.id).toBeDefined();
      const table = plan.table === 1 ? 1 : 2;
      const roll = plan.roll as 1 | 2 | 3 | 4 | 5 | 6;
      expect(BATTLEPLAN_TABLES[table][roll]).toBe(plan.id);
      const r = determineBattleplan({ tableRoll: table === 1 ? 2 : 5, planRoll: roll });
      expect(r.ok && r.value.battleplan).toBe(plan.id);
    }
    expect(Object.keys(gallet.battleplans)).toHaveLength(12);
  });
  it('the roster grand strategies are exactly the pack grand strategies', () => {
    expect([...ROSTER_GRAND_STRATEGY_IDS].sort()).toEqual(Object.keys(gallet.grandStrategies).sort());
  });
});
