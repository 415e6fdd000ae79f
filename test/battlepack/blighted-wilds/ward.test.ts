import { describe, expect, it } from 'vitest';
import { damageOn, wardValue } from '../../../src/battlepack/blighted-wilds/index.js';
import { deployed, expectRejected, play, round, type S } from './support.js';

/** Ann's hunters have WARD (5+) from Boon of Vitality; it is ann's turn with Blighted Waters still to use. */
function wardedHunters(): S {
  return play(
    round(deployed(), 1, 'ann'),
    { type: 'TurnStarted', data: { player: 'ann' } },
    { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-lord', terrain: 'wood', roll: 5 } },
    { type: 'BoonOfVitalityUsed', data: { player: 'ann', unit: 'ann-hunters', terrain: 'wood', roll: 5 } },
  );
}

// core rules 18.1
describe('WARD (x+)', () => {
  it('a ward roll at or above the ward value removes the mortal damage', () => {
    const s = play(wardedHunters(), { type: 'BlightedWatersResolved', data: { player: 'ann', pick: 2, within: ['ann-hunters'], rolls: { 'ann-hunters': 1 }, wardRolls: { 'ann-hunters': 5 } } });
    expect(damageOn(s, 'ann-hunters')).toBe(0);
  });

  it('a lower ward roll does not', () => {
    const s = play(wardedHunters(), { type: 'BlightedWatersResolved', data: { player: 'ann', pick: 2, within: ['ann-hunters'], rolls: { 'ann-hunters': 1 }, wardRolls: { 'ann-hunters': 4 } } });
    expect(damageOn(s, 'ann-hunters')).toBe(1);
  });

  it('the ward roll is required for a warded unit and refused for others', () => {
    expectRejected(wardedHunters(), { type: 'BlightedWatersResolved', data: { player: 'ann', pick: 2, within: ['ann-hunters'], rolls: { 'ann-hunters': 1 } } }, 'blighted-wilds/ward-roll-missing');
    expectRejected(wardedHunters(), { type: 'BlightedWatersResolved', data: { player: 'ann', pick: 2, within: ['ann-dryads'], rolls: { 'ann-dryads': 1 }, wardRolls: { 'ann-dryads': 6 } } }, 'blighted-wilds/ward-roll-unexpected');
  });

  it('only the best ward applies, from effects or keywords', () => {
    const s = play(wardedHunters(), { type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 'ann-spite', owner: 'ann', name: 'Spite-revenants', keywords: ['WARD (6+)'], wounds: 1, models: 5 }] } });
    const spite = s.units['ann-spite'];
    expect(spite === undefined ? null : wardValue(spite)).toBe(6);
    const lord = s.units['ann-lord'];
    expect(lord === undefined ? 'x' : wardValue(lord)).toBeNull();
  });
});
