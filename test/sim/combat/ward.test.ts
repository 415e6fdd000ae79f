import { describe, expect, it } from 'vitest';
import { exact } from './support.js';

// core 4e 18.1 (and FACTS §9 for 3rd edition): a ward roll of D6 for each damage point; equal or above the value removes it
describe.each([3, 4] as const)('ward rolls, edition %i', (edition) => {
  // 3rd: hit 2+ and wound 2+ land 25/36; 4th the same (the 6 is a crit that hits as well)
  const lands = 25 / 36;

  it('rolls for each damage point of an attack, not once per attack', () => {
    const d = exact({ models: 1, attacks: 1, hit: 2, wound: 2, damage: 2 }, { models: 1, health: 10, ward: 5 }, edition).damage;
    const keep = 4 / 6;
    expect(d[2]).toBeCloseTo(lands * keep * keep, 14);
    expect(d[1]).toBeCloseTo(lands * 2 * keep * (1 - keep), 14);
    expect(d[0]).toBeCloseTo(1 - lands + lands * (1 - keep) ** 2, 14);
  });

  it('no ward: every point stays', () => {
    const d = exact({ models: 1, attacks: 1, hit: 2, wound: 2, damage: 2 }, { models: 1, health: 10 }, edition).damage;
    expect(d[2]).toBeCloseTo(lands, 14);
    expect(d[1] ?? 0).toBe(0);
  });

  it('a better ward removes more: 6+ keeps 5/6 of the points, 2+ keeps 1/6', () => {
    const e = (ward: number | null): number => exact({ models: 2, attacks: 3, hit: 3, wound: 3, damage: 'D3' }, { models: 5, health: 2, ward }, edition).expectedDamage;
    expect(e(6) / e(null)).toBeCloseTo(5 / 6, 12);
    expect(e(2) / e(null)).toBeCloseTo(1 / 6, 12);
  });
});
