import { describe, expect, it } from 'vitest';
import { attackDistribution, formatDice, parseDice } from '../../../src/sim.js';
import { exact } from './support.js';

describe('dice expressions', () => {
  it('reads D3, D6, 2D6, D3+1, whole numbers and objects', () => {
    expect(parseDice('D3')).toEqual({ ok: true, value: { dice: 1, sides: 3, plus: 0 } });
    expect(parseDice('2d6')).toEqual({ ok: true, value: { dice: 2, sides: 6, plus: 0 } });
    expect(parseDice(' D3 + 1 ')).toEqual({ ok: true, value: { dice: 1, sides: 3, plus: 1 } });
    expect(parseDice('4')).toEqual({ ok: true, value: { dice: 0, sides: 6, plus: 4 } });
    expect(parseDice(2)).toEqual({ ok: true, value: { dice: 0, sides: 6, plus: 2 } });
    expect(parseDice({ dice: 2, sides: 3, plus: 1 })).toEqual({ ok: true, value: { dice: 2, sides: 3, plus: 1 } });
    expect(['D3+1', '2D6', '3', 'D6'].map((s) => { const r = parseDice(s); return r.ok ? formatDice(r.value) : ''; })).toEqual(['D3+1', '2D6', '3', 'D6']);
  });

  it('refuses what is not a dice expression of the attack sequence (combat/invalid-dice)', () => {
    for (const bad of ['D4', '2D', 'D6-D3', '1-D6', '-1', '+3', 'D6--1', 'D6+', 'D66', '2D6 3', '', 'x', -1, 1.5, Number.NaN, 101, '21D6', { dice: 1, sides: 8, plus: 0 }] as const) {
      const r = parseDice(bad as never);
      expect(r.ok, String(bad)).toBe(false);
      if (!r.ok) expect(r.violations[0]?.code).toBe('combat/invalid-dice');
    }
  });
});

// FACTS §9: each unsaved attack adds its Damage to the pool; dice are rolled per attack (ruling sim/random-characteristics)
describe('damage and attacks as dice', () => {
  const sure = { hit: 2, wound: 2 } as const;
  const lands = 25 / 36;

  it('D3 damage is rolled per attack: 1, 2 or 3, a third each', () => {
    const d = exact({ models: 1, attacks: 1, ...sure, damage: 'D3' }, { models: 1, health: 10 }, 4).damage;
    for (const k of [1, 2, 3]) expect(d[k]).toBeCloseTo(lands / 3, 14);
  });

  it('2D6 damage: 2 to 12, 7 the most likely', () => {
    const d = exact({ models: 1, attacks: 1, ...sure, damage: '2D6' }, { models: 1, health: 20 }, 4).damage;
    expect(d[7]).toBeCloseTo((lands * 6) / 36, 14);
    expect(d[2]).toBeCloseTo(lands / 36, 14);
    expect(d[1] ?? 0).toBe(0);
    expect(d.length).toBe(13);
  });

  it('two attacks of D3 are two separate rolls, not one roll doubled', () => {
    const d = exact({ models: 1, attacks: 2, hit: 1, wound: 1, damage: 'D3' }, { models: 1, health: 20 }, 3).damage;
    // 3rd edition, 1+ / 1+ still fails on a 1: each lands 25/36; 4 damage comes from 1+3, 2+2, 3+1
    expect(d[4]).toBeCloseTo(lands * lands * (3 / 9), 14);
  });

  it('D6 attacks are rolled once per model: expected attacks 3.5 a model', () => {
    const dice = exact({ models: 3, attacks: 'D6', ...sure, damage: 1 }, { models: 1, health: 100 }, 3);
    expect(dice.expectedDamage).toBeCloseTo(3 * 3.5 * lands, 12);
    // at most 18 attacks, at least 3
    expect(dice.damage.length).toBe(19);
  });

  it('several weapons add their damage to one pool', () => {
    const a = { models: 2, attacks: 2, hit: 3, wound: 4, rend: 1, damage: 1 };
    const b = { models: 1, attacks: 3, hit: 4, wound: 3, rend: 2, damage: 'D3' };
    const target = { models: 3, health: 3, save: 4 };
    const both = exact([a, b], target, 4);
    expect(both.expectedDamage).toBeCloseTo(exact(a, target, 4).expectedDamage + exact(b, target, 4).expectedDamage, 12);
    const r = attackDistribution([], target, { edition: 4 });
    expect(r.ok).toBe(false);
  });
});
