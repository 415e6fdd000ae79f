import { describe, expect, it } from 'vitest';
import { exact } from './support.js';

// FACTS §9: hit and wound modifiers are capped at +1 / -1, save modifiers at +1 only (ruling sim/modifier-caps); rend is
// not a modifier
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

  // FACTS §9: positive save modifiers count as +1 at most; negative ones (and rend) are not capped
  it('a positive sum of save modifiers beyond +1 counts as +1', () => {
    expect(land(edition, {}, { save: 4, saveModifier: 3 })).toBeCloseTo(land(edition, {}, { save: 4, saveModifier: 1 }), 15);
    // +1 itself matters: a 4+ save with +1 saves on 3+, so 2 faces in 6 get through (the 1 and the 2)
    expect(land(edition, {}, { save: 4, saveModifier: 1 })).toBeCloseTo((3 / 6) * (3 / 6) * (2 / 6), 15);
  });

  it('a negative sum of save modifiers counts in full', () => {
    // 4+ save, -3: only a 7 would save, so every attack that wounds gets through
    expect(land(edition, {}, { save: 4, saveModifier: -3 })).toBeCloseTo((3 / 6) * (3 / 6), 15);
    // -2 leaves only the 6: 5 faces in 6 get through (a cap at -1 would leave the 5 and the 6)
    expect(land(edition, {}, { save: 4, saveModifier: -2 })).toBeCloseTo((3 / 6) * (3 / 6) * (5 / 6), 15);
    expect(land(edition, {}, { save: 4, saveModifier: -2 })).toBeGreaterThan(land(edition, {}, { save: 4, saveModifier: -1 }));
  });

  it('a modifier, rend or leader of -0 is none: the same chances, entry for entry', () => {
    const none = exact({ ...one, hit: 4, wound: 4 }, { ...tough, save: 4 }, edition);
    expect(exact({ ...one, hit: 4, wound: 4, hitModifier: -0, woundModifier: -0, rend: -0, leaderAttacks: -0 }, { ...tough, save: 4, saveModifier: -0 }, edition)).toEqual(none);
  });

  it('rend and negative modifiers add up, uncapped; a positive modifier offsets rend by 1 at most', () => {
    expect(land(edition, { rend: 1 }, { save: 3, saveModifier: -2 })).toBeCloseTo(land(edition, { rend: 3 }, { save: 3 }), 15);
    expect(land(edition, { rend: 2 }, { save: 3, saveModifier: 3 })).toBeCloseTo(land(edition, { rend: 1 }, { save: 3 }), 15);
  });
});
