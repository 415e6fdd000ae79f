import { describe, expect, it } from 'vitest';
import { exact } from './support.js';

// FACTS §9: hit, wound and save modifiers are capped at +1 / -1 (ruling sim/modifier-caps); rend is not a modifier
const one = { models: 1, attacks: 1, damage: 1 } as const;
const tough = { models: 1, health: 10 } as const;
const land = (edition: 3 | 4, extra: object, target: object = {}): number => exact({ ...one, hit: 4, wound: 4, ...extra }, { ...tough, ...target }, edition).damage[1] ?? 0;

describe.each([3, 4] as const)('modifier caps, edition %i', (edition) => {
  it('a sum of hit modifiers beyond +1 counts as +1, below -1 as -1', () => {
    expect(land(edition, { hitModifier: 3 })).toBeCloseTo(land(edition, { hitModifier: 1 }), 15);
    expect(land(edition, { hitModifier: -4 })).toBeCloseTo(land(edition, { hitModifier: -1 }), 15);
    // within the cap a modifier matters
    expect(land(edition, { hitModifier: 1 })).toBeGreaterThan(land(edition, {}));
    expect(land(edition, { hitModifier: -1 })).toBeLessThan(land(edition, {}));
  });

  it('wound modifiers are capped the same way', () => {
    expect(land(edition, { woundModifier: 2 })).toBeCloseTo(land(edition, { woundModifier: 1 }), 15);
    expect(land(edition, { woundModifier: -2 })).toBeCloseTo(land(edition, { woundModifier: -1 }), 15);
    expect(land(edition, { woundModifier: 1 })).toBeGreaterThan(land(edition, {}));
  });

  it('save modifiers are capped, rend is not', () => {
    expect(land(edition, {}, { save: 4, saveModifier: 3 })).toBeCloseTo(land(edition, {}, { save: 4, saveModifier: 1 }), 15);
    expect(land(edition, {}, { save: 4, saveModifier: -3 })).toBeCloseTo(land(edition, {}, { save: 4, saveModifier: -1 }), 15);
    // rend 3 on a 3+ save leaves only the 6 to save, which a capped -1 modifier could not do
    expect(land(edition, { rend: 3 }, { save: 3 })).toBeGreaterThan(land(edition, { rend: 1 }, { save: 3, saveModifier: -3 }));
  });
});
