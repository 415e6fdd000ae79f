import { describe, expect, it } from 'vitest';
import { rankOf, RANK_THRESHOLDS, unitRank } from '../../src/blighted-wilds-campaign.js';

// FACTS.md §6: none <5, Aspiring 5-14, Elite 15-29, Mighty 30-44, Legendary 45+
describe('ranks from renown', () => {
  it.each([
    [0, 'none'],
    [4, 'none'],
    [5, 'aspiring'],
    [14, 'aspiring'],
    [15, 'elite'],
    [29, 'elite'],
    [30, 'mighty'],
    [44, 'mighty'],
    [45, 'legendary'],
    [200, 'legendary'],
  ])('%i renown is rank %s', (renown, id) => {
    expect(rankOf(renown).id).toBe(id);
  });

  it('levels order the ranks', () => {
    expect(RANK_THRESHOLDS.map((t) => rankOf(t.minRenown).level)).toEqual([0, 1, 2, 3, 4]);
    expect(unitRank({ renown: 16 }).name).toBe('Elite');
  });

  it('thresholds are data a user can replace', () => {
    const mine = [
      { id: 'green', name: 'Green', minRenown: 0 },
      { id: 'veteran', name: 'Veteran', minRenown: 3 },
    ];
    expect(rankOf(3, mine)).toEqual({ id: 'veteran', name: 'Veteran', level: 1 });
    expect(rankOf(3).id).toBe('none');
  });
});
