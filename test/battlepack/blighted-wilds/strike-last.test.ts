import { describe, expect, it } from 'vitest';
import { hasStrikeLast, mayFightNow, strikesFirst } from '../../../src/battlepack/blighted-wilds/index.js';
import { deployed, play, round } from './support.js';

// core rules 19.0, with STRIKE-LAST from Blighted Waters (a contamination roll of 2+)
describe('STRIKE-LAST', () => {
  const s = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'BlightedWatersResolved', data: { player: 'ann', pick: 3, within: ['bob-blightkings'], rolls: { 'bob-blightkings': 3 } } });
  const inCombat = ['ann-hunters', 'bob-blightkings', 'bob-lord'];

  it('a STRIKE-LAST unit cannot fight while a unit without it has still to fight', () => {
    expect(mayFightNow(s, 'bob-blightkings', inCombat, [])).toBe(false);
    expect(mayFightNow(s, 'bob-blightkings', inCombat, ['ann-hunters'])).toBe(false);
    expect(mayFightNow(s, 'bob-blightkings', inCombat, ['ann-hunters', 'bob-lord'])).toBe(true);
  });

  it('units without it fight as normal', () => {
    expect(mayFightNow(s, 'ann-hunters', inCombat, [])).toBe(true);
    expect(mayFightNow(s, 'bob-lord', inCombat, [])).toBe(true);
  });

  it('a unit with STRIKE-FIRST and STRIKE-LAST has neither', () => {
    const both = play(s, { type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 'bob-nurglings', owner: 'bob', name: 'Nurglings', keywords: ['STRIKE-FIRST'], wounds: 4, models: 3 }] } });
    const u = both.units['bob-nurglings'];
    expect(u !== undefined && strikesFirst(u)).toBe(true);
    const bk = both.units['bob-blightkings'];
    expect(bk !== undefined && hasStrikeLast(bk)).toBe(true);
    expect(mayFightNow(both, 'ann-hunters', [...inCombat, 'bob-nurglings'], [])).toBe(false);
  });

  it('ends with the turn', () => {
    const after = play(s, { type: 'TurnEnded', data: { player: 'ann' } });
    const bk = after.units['bob-blightkings'];
    expect(bk !== undefined && hasStrikeLast(bk)).toBe(false);
  });
});
