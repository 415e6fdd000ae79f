import { describe, expect, it } from 'vitest';
import { blightedWildsEngine } from '../../src/blighted-wilds.js';
import { generalRanksEvent, lowestRankedGeneral, restingOffer, rosterUnitsAdded } from '../../src/blighted-wilds-campaign.js';
import { setUpOnly } from '../battlepack/blighted-wilds/support.js';
import { fold, twoRosters } from './support.js';

describe('what the campaign tells a new battle', () => {
  it('who has the lowest-ranked general', () => {
    const base = twoRosters();
    expect(lowestRankedGeneral(base, ['ann', 'bob']).lowest).toBeNull();
    const renowned = fold(
      base,
      { type: 'RosterUnitRemoved', data: { player: 'ann', unit: 'ann-lord' } },
      { type: 'RosterUnitAdded', data: { player: 'ann', unit: { id: 'ann-lord', name: 'Branchwych', keywords: ['HERO'], wounds: 5, models: 1, renown: 6 } } },
      { type: 'GeneralSet', data: { player: 'ann', unit: 'ann-lord' } },
    );
    const r = lowestRankedGeneral(renowned, ['ann', 'bob']);
    expect(r.lowest).toBe('bob');
    expect(r.ranks['ann']?.id).toBe('aspiring');
  });

  it('the GeneralRanksRecorded event for the battle, with a roll-off only when ranks are equal', () => {
    const e = generalRanksEvent(twoRosters(), ['ann', 'bob'], { ann: 3, bob: 5 });
    expect(e.data.generals).toEqual({ ann: { rank: 'No rank', level: 0 }, bob: { rank: 'No rank', level: 0 } });
    const battle = blightedWildsEngine.applyOrThrow(setUpOnly(), e);
    expect(battle.ext.generals?.order).toEqual(['bob', 'ann']);
  });

  it('offers every roster unit but the general to rest', () => {
    expect(restingOffer(twoRosters(), 'bob')).toEqual(['bob-blightkings', 'bob-plaguebearers', 'bob-beast']);
    expect(restingOffer(twoRosters(), 'nobody')).toEqual([]);
  });

  it('brings the roster into the battle with the general flagged', () => {
    const e = rosterUnitsAdded(twoRosters(), 'ann');
    expect(e.data.units.map((u) => [u.id, u.general === true])).toEqual([
      ['ann-lord', true],
      ['ann-dryads', false],
      ['ann-hunters', false],
      ['ann-treelord', false],
    ]);
  });

  it('needs a general for every player', () => {
    const s = fold(twoRosters(), { type: 'RosterUnitRemoved', data: { player: 'bob', unit: 'bob-lord' } });
    expect(() => lowestRankedGeneral(s, ['ann', 'bob'])).toThrow(/general/);
  });
});
