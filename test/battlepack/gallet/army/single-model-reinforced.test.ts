import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

// core rules 3.3: a unit with a minimum size of 1 cannot be reinforced
describe('army/single-model-reinforced', () => {
  it('refuses a reinforced unit flagged as single-model', () => {
    const r = legal(2000, [unit('gryph', { name: 'Gryph-hound pack', models: 2, singleModel: true, reinforced: 1 })]);
    const v = only(validateRoster(r, { pointsLimit: 2000 }), 'army/single-model-reinforced');
    expect(v.path).toEqual(['units', 4, 'reinforced']);
    expect(codes(r, 2000)).toEqual(['army/single-model-reinforced']);
  });

  it('derives single-model from the model count when not flagged (ruling gallet-army/single-model-derived)', () => {
    expect(codes(legal(2000, [unit('drake', { models: 1, reinforced: 1 })]), 2000)).toEqual(['army/single-model-reinforced']);
    expect(codes(legal(2000, [unit('pair', { models: 2, reinforced: 1 })]), 2000)).toEqual(['army/single-model-reinforced']);
  });

  it('reports a twice-reinforced single-model non-Battleline unit once, as single-model', () => {
    expect(codes(legal(2000, [unit('drake', { models: 3, reinforced: 2 })]), 2000)).toEqual(['army/single-model-reinforced']);
  });

  it('accepts single-model units that are not reinforced, and reinforced multi-model units', () => {
    expect(codes(legal(2000, [unit('drake', { models: 1 }), unit('pack', { models: 2, singleModel: false, reinforced: 1 })]), 2000)).toEqual([]);
  });
});
