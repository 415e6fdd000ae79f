import { describe, expect, it } from 'vitest';
import { attackDistribution } from '../../../src/sim.js';
import { exact } from './support.js';

// FACTS §9, 3rd edition (the Gallet pack): hit, wound and save rolls, unmodified 1 fails, no critical hits
const one = { models: 1, attacks: 1, damage: 1 } as const;
const tough = { models: 1, health: 10 } as const;
const land = (hit: number, wound: number, extra: object = {}, target: object = {}): number => exact({ ...one, hit, wound, ...extra }, { ...tough, ...target }, 3).damage[1] ?? 0;

describe('3rd edition attack sequence', () => {
  it('hits, wounds and fails to save by the characteristics', () => {
    expect(land(3, 4, { rend: 1 }, { save: 4 })).toBeCloseTo((4 / 6) * (3 / 6) * (4 / 6), 14);
  });

  it('a 6 to hit is no critical hit: a -1 makes a 6+ impossible', () => {
    expect(land(6, 2, { hitModifier: -1 })).toBe(0);
    expect(land(6, 2)).toBeCloseTo((1 / 6) * (5 / 6), 14);
  });

  it('an unmodified 1 fails at 1+ and with +1', () => {
    expect(land(1, 2, { hitModifier: 1 })).toBeCloseTo((5 / 6) * (5 / 6), 14);
  });

  it('crit abilities belong to 4th edition: refused in 3rd (combat/not-in-edition)', () => {
    const r = attackDistribution({ ...one, hit: 4, wound: 4, crit: 'mortal' }, tough, { edition: 3 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations[0]).toMatchObject({ code: 'combat/not-in-edition', path: ['attack', 'crit'] });
    // the same profile is fine in 4th edition
    expect(attackDistribution({ ...one, hit: 4, wound: 4, crit: 'mortal' }, tough, { edition: 4 }).ok).toBe(true);
  });

  it('differs from 4th edition only where the crit rules differ', () => {
    // same numbers with no modifiers and no crit ability: a 6 hits in both
    const p3 = exact({ models: 3, attacks: 2, hit: 4, wound: 3, rend: 1, damage: 'D3' }, { models: 4, health: 2, save: 4, ward: 6 }, 3);
    const p4 = exact({ models: 3, attacks: 2, hit: 4, wound: 3, rend: 1, damage: 'D3' }, { models: 4, health: 2, save: 4, ward: 6 }, 4);
    p3.damage.forEach((p, k) => expect(p).toBeCloseTo(p4.damage[k] ?? 0, 14));
  });
});
