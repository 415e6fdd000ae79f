import { describe, expect, it } from 'vitest';
import { exact } from './support.js';

// core rules 4th edition, the attack sequence (Hit Roll, Wound Roll, Crit abilities; save roll and ward, FACTS §9)
// One attack with Damage 1 against a 1-model target with plenty of Health: damage[1] is the chance the attack lands.
const one = { models: 1, attacks: 1, damage: 1 } as const;
const tough = { models: 1, health: 10 } as const;
const land = (hit: number, wound: number, extra: object = {}, target: object = {}): number => exact({ ...one, hit, wound, ...extra }, { ...tough, ...target }, 4).damage[1] ?? 0;

describe('4th edition: hit and wound rolls', () => {
  it('a hit roll equal to or above Hit hits, and an unmodified 6 is a critical hit that also hits', () => {
    // 4+ to hit: 4, 5, 6 hit; 2+ to wound: 2-6 wound
    expect(land(4, 2)).toBeCloseTo((3 / 6) * (5 / 6), 14);
    expect(land(6, 2)).toBeCloseTo((1 / 6) * (5 / 6), 14);
  });

  it('an unmodified 1 always fails, even at 1+ or with +1', () => {
    expect(land(1, 1)).toBeCloseTo((5 / 6) * (5 / 6), 14);
    expect(land(2, 2, { hitModifier: 1, woundModifier: 1 })).toBeCloseTo((5 / 6) * (5 / 6), 14);
  });

  it('a critical hit hits even when modifiers would make a 6 fail (ruling sim/crit-always-hits)', () => {
    expect(land(6, 2, { hitModifier: -1 })).toBeCloseTo((1 / 6) * (5 / 6), 14);
    // …and a 5 that a -1 brings below 5+ misses
    expect(land(5, 2, { hitModifier: -1 })).toBeCloseTo((1 / 6) * (5 / 6), 14);
    expect(land(5, 2)).toBeCloseTo((2 / 6) * (5 / 6), 14);
  });

  it('a 6 does not always wound: a wound roll has no critical success', () => {
    expect(land(2, 6, { woundModifier: -1 })).toBe(0);
  });
});

describe('4th edition: crit abilities', () => {
  // Hit 4+, Wound 4+, no save: ordinary hits on 4-5 (2/6), a crit on 6 (1/6)
  it('Crit (2 Hits): a critical hit scores 2 hits, each with its own wound roll', () => {
    const d = exact({ ...one, hit: 4, wound: 4, crit: '2-hits' }, tough, 4).damage;
    expect(d[2]).toBeCloseTo((1 / 6) * (1 / 4), 14);
    expect(d[1]).toBeCloseTo((2 / 6) * (1 / 2) + (1 / 6) * 2 * (1 / 4), 14);
    expect(d[0]).toBeCloseTo(17 / 24, 14);
  });

  it('Crit (Auto-wound): no wound roll on a critical hit; the save is rolled as normal', () => {
    expect(land(4, 4, { crit: 'auto-wound' })).toBeCloseTo((2 / 6) * (1 / 2) + 1 / 6, 14);
    // save 4+: half of the landed attacks are saved, auto-wounds included
    expect(land(4, 4, { crit: 'auto-wound' }, { save: 4 })).toBeCloseTo(((2 / 6) * (1 / 2) + 1 / 6) / 2, 14);
  });

  it('Crit (Mortal): no wound and no save roll on a critical hit', () => {
    expect(land(4, 4, { crit: 'mortal' }, { save: 4 })).toBeCloseTo((2 / 6) * (1 / 2) * (1 / 2) + 1 / 6, 14);
    // the ward still rolls for its damage points (core 4e 18.1: every point of the pool)
    expect(land(4, 4, { crit: 'mortal' }, { save: 4, ward: 4 })).toBeCloseTo(((2 / 6) * (1 / 2) * (1 / 2) + 1 / 6) / 2, 14);
  });

  it('without a crit ability a critical hit is one ordinary hit', () => {
    expect(land(4, 4, { crit: 'none' }, { save: 4 })).toBeCloseTo((3 / 6) * (1 / 2) * (1 / 2), 14);
  });
});

describe('4th edition: save roll and rend', () => {
  it('the save roll minus rend must equal or beat Save; an unmodified 1 fails', () => {
    // save 3+, rend 1: 4, 5, 6 save
    expect(land(2, 2, { rend: 1 }, { save: 3 })).toBeCloseTo((5 / 6) * (5 / 6) * (3 / 6), 14);
    // save 2+ with +1: the 1 still fails
    expect(land(2, 2, {}, { save: 2, saveModifier: 1 })).toBeCloseTo((5 / 6) * (5 / 6) * (1 / 6), 14);
    // rend beyond the save: nothing saves
    expect(land(2, 2, { rend: 6 }, { save: 2 })).toBeCloseTo((5 / 6) * (5 / 6), 14);
  });

  it('no save: every wounding attack lands', () => {
    expect(land(2, 2, { rend: 2 }, { save: null })).toBeCloseTo((5 / 6) * (5 / 6), 14);
  });
});
