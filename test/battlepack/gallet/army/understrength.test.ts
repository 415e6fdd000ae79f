import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { codes, legal, only, unit } from './_roster.js';

// ghb 2022 s1, "Understrength and Reinforced Units": no understrength units
describe('army/understrength', () => {
  it('refuses an understrength unit', () => {
    const r = legal(1000, [unit('thin', { name: 'Sequitors', models: 3, understrength: true })]);
    const v = only(validateRoster(r, { pointsLimit: 1000 }), 'army/understrength');
    expect(v.path).toEqual(['units', 3, 'understrength']);
    expect(v.message).toMatch(/Sequitors/);
  });

  it('accepts full-strength units', () => {
    expect(codes(legal(1000, [unit('full', { models: 5, understrength: false })]), 1000)).toEqual([]);
  });
});
