import { describe, expect, it } from 'vitest';
import { armyPoints, nextRestingChooser, restingOptions } from '../../../src/battlepack/blighted-wilds/index.js';
import { codes, deployed, expectRejected, play, setUpOnly, type S } from './support.js';

/** Ranks recorded: bob's general is the lowest ranked. */
const ranked = (): S =>
  play(setUpOnly(), { type: 'GeneralRanksRecorded', data: { generals: { ann: { rank: 'Aspiring', level: 1 }, bob: { rank: 'No rank', level: 0 } } } });

describe('resting units', () => {
  it('starts with the player whose general has the lowest rank', () => {
    const s = ranked();
    expect(nextRestingChooser(s)).toBe('bob');
    expectRejected(s, { type: 'RestingUnitChosen', data: { player: 'ann', unit: 'ann-dryads' } }, 'blighted-wilds/resting-out-of-turn');
    const after = play(s, { type: 'RestingUnitChosen', data: { player: 'bob', unit: null } });
    expect(codes(after, { type: 'RestingUnitChosen', data: { player: 'ann', unit: 'ann-dryads' } })).toEqual([]);
  });

  it('a rested unit takes no part and its points do not count', () => {
    const s = play(ranked(), { type: 'RestingUnitChosen', data: { player: 'bob', unit: 'bob-beast' } });
    expect(s.units['bob-beast']?.status).toBe('resting');
    expect(armyPoints(s, 'bob')).toBe(140 + 220 + 150);
    const fighting = play(deployed({ levels: { ann: 1, bob: 0 }, rest: { bob: 'bob-beast', ann: null } }), { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } }, { type: 'TurnStarted', data: { player: 'ann' } });
    expectRejected(fighting, { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'bob-beast', objective: 'spring', controlScore: 5 }] } }, 'unit/not-on-battlefield');
  });

  it('without resting, every unit counts', () => {
    expect(armyPoints(ranked(), 'bob')).toBe(140 + 220 + 150 + 160);
  });

  it('each player rests at most one unit, never their general', () => {
    const s = play(ranked(), { type: 'RestingUnitChosen', data: { player: 'bob', unit: 'bob-beast' } });
    expectRejected(s, { type: 'RestingUnitChosen', data: { player: 'bob', unit: 'bob-plaguebearers' } }, 'blighted-wilds/already-rested');
    expectRejected(s, { type: 'RestingUnitChosen', data: { player: 'ann', unit: 'ann-lord' } }, 'blighted-wilds/cannot-rest');
    expect(restingOptions(s, 'ann')).toEqual(['ann-dryads', 'ann-hunters', 'ann-treelord']);
  });

  it('is chosen before the battle', () => {
    expectRejected(deployed(), { type: 'RestingUnitChosen', data: { player: 'ann', unit: 'ann-dryads' } }, 'blighted-wilds/not-set-up-step');
  });
});
