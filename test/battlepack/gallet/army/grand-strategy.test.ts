import { describe, expect, it } from 'vitest';
import { validateRoster, ROSTER_GRAND_STRATEGY_IDS } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only } from './_roster.js';

// ghb 2022 s1, "Grand Strategies": pick 1 from the list and record it on the roster
describe('army/grand-strategy', () => {
  it('refuses a roster without a grand strategy', () => {
    const r = legal(1000);
    delete r.grandStrategy;
    expect(only(validateRoster(r, { pointsLimit: 1000 }), 'army/grand-strategy').path).toEqual(['grandStrategy']);
  });

  it('refuses a grand strategy that is not in this pack', () => {
    const v = only(validateRoster(legal(1000, [], { grandStrategy: 'hold-the-line' }), { pointsLimit: 1000 }), 'army/grand-strategy');
    expect(v.message).toMatch(/hold-the-line/);
    expect(v.message).toMatch(/show-of-dominance/);
  });

  it('refuses more than one grand strategy (the roster holds one id)', () => {
    expect(codes(legal(1000, [], { grandStrategy: ['tame-the-land', 'show-of-dominance'] as unknown as string }), 1000)).toEqual(['army/invalid-roster']);
  });

  it.each(ROSTER_GRAND_STRATEGY_IDS)('accepts %s', (id) => {
    expect(codes(legal(1000, [], { grandStrategy: id }), 1000)).toEqual([]);
  });
});
