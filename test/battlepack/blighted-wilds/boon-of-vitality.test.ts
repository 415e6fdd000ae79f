import { describe, expect, it } from 'vitest';
import { damageOn, wardValue } from '../../../src/battlepack/blighted-wilds/index.js';
import { deployed, expectRejected, play, quietWaters, round, type Ev, type S } from './support.js';

/** Ann remediates the wood in her round-1 turn and is still in that turn. */
function annRemediatedWood(): S {
  return play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-lord', terrain: 'wood', roll: 5 } });
}

const boon = (roll: number, unit = 'ann-hunters', extra: Partial<{ rally: { rolls: number[]; heal: number; returned: number } }> = {}): Ev => ({
  type: 'BoonOfVitalityUsed',
  data: { player: 'ann', unit, terrain: 'wood', roll, ...extra },
});

const effectIds = (s: S, unit: string) => s.units[unit]?.effects.map((e) => [e.id, e.value]);

describe('Boon of Vitality', () => {
  it('needs a feature the unit’s own army remediated', () => {
    const s = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });
    expectRejected(s, boon(5), 'blighted-wilds/not-remediated');
    // bob's army did not remediate the wood, even after ann did
    let x = play(annRemediatedWood(), quietWaters('ann'), { type: 'TurnEnded', data: { player: 'ann' } }, { type: 'TurnStarted', data: { player: 'bob' } });
    expectRejected(x, { type: 'BoonOfVitalityUsed', data: { player: 'bob', unit: 'bob-lord', terrain: 'wood', roll: 5 } }, 'blighted-wilds/not-remediated');
    x = play(annRemediatedWood(), boon(1));
    expect(x.ext.boons).toHaveLength(1);
  });

  it('1-2: no effect', () => {
    const s = play(annRemediatedWood(), boon(2));
    expect(s.units['ann-hunters']?.effects).toEqual([]);
  });

  it('3: +1 to run and charge rolls until the start of your next turn', () => {
    const s = play(annRemediatedWood(), boon(3));
    expect(effectIds(s, 'ann-hunters')).toEqual([['run-charge-bonus', 1]]);
    // it lasts through the opponent's turn and ends when ann's next turn starts
    let x = play(s, quietWaters('ann'), { type: 'TurnEnded', data: { player: 'ann' } }, { type: 'TurnStarted', data: { player: 'bob' } }, quietWaters('bob'), { type: 'TurnEnded', data: { player: 'bob' } });
    expect(effectIds(x, 'ann-hunters')).toEqual([['run-charge-bonus', 1]]);
    x = play(round(x, 2, 'ann', { ann: 4, bob: 4 }), { type: 'TurnStarted', data: { player: 'ann' } });
    expect(x.units['ann-hunters']?.effects).toEqual([]);
  });

  it('used before the hero phase, it still lasts to the start of the next turn, not to this turn\'s hero phase', () => {
    // annRemediatedWood is at the start of ann's turn, before her hero phase
    const s = play(annRemediatedWood(), boon(5), { type: 'PhaseStarted', data: { phase: 'hero' } });
    expect(effectIds(s, 'ann-hunters')).toEqual([['ward:boon-of-vitality', 5]]);
    const x = play(s, quietWaters('ann'), { type: 'TurnEnded', data: { player: 'ann' } }, { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'PhaseStarted', data: { phase: 'hero' } });
    expect(effectIds(x, 'ann-hunters')).toEqual([['ward:boon-of-vitality', 5]]);
    // bob's turn starting does not end it either: only ann's
    expect(x.units['ann-hunters']?.effects[0]?.until).toEqual({ kind: 'turn-start', player: 'ann' });
  });

  it('4: -1 to wound rolls for attacks that target the unit', () => {
    expect(effectIds(play(annRemediatedWood(), boon(4)), 'ann-hunters')).toEqual([['wound-rolls-against', -1]]);
  });

  it('5: WARD (5+)', () => {
    const s = play(annRemediatedWood(), boon(5));
    const u = s.units['ann-hunters'];
    expect(u === undefined ? null : wardValue(u)).toBe(5);
  });

  it('6: a free Rally with 3 extra rolls that heals and returns models', () => {
    // bob slays 3 dryads in his turn; then ann remediates the wood and rallies them
    let s = play(round(deployed(), 1, 'bob'), { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'ModelsSlain', data: { unit: 'ann-dryads', count: 3 } }, quietWaters('bob'), { type: 'TurnEnded', data: { player: 'bob' } });
    s = play(s, { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-lord', terrain: 'wood', roll: 5 } });
    // 9 rolls, five of them 4+: 5 rally points, enough for five 1-wound dryads, but only 3 were slain
    expectRejected(s, boon(6, 'ann-dryads', { rally: { rolls: [4, 4, 5, 6, 6, 1, 2, 3, 1], heal: 0, returned: 5 } }), 'blighted-wilds/rally-return');
    expectRejected(s, boon(6, 'ann-dryads', { rally: { rolls: [4, 1, 1, 1, 1, 1, 2, 3, 1], heal: 0, returned: 3 } }), 'blighted-wilds/rally-points');
    expectRejected(s, boon(5, 'ann-dryads', { rally: { rolls: [4, 4, 4, 1, 1, 1], heal: 0, returned: 1 } }), 'blighted-wilds/rally-not-allowed');
    const after = play(s, boon(6, 'ann-dryads', { rally: { rolls: [4, 4, 5, 6, 6, 1, 2, 3, 1], heal: 0, returned: 3 } }));
    expect(after.units['ann-dryads']?.modelsRemaining).toBe(10);
  });

  it('6: the Rally heals damage points first if the player says so', () => {
    // ann's lord takes a mortal damage from Blighted Waters on the pool, then she rallies it
    let s = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'BlightedWatersResolved', data: { player: 'ann', pick: 3, within: ['ann-lord'], rolls: { 'ann-lord': 1 } } });
    s = play(s, { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-lord', terrain: 'wood', roll: 5 } });
    expect(damageOn(s, 'ann-lord')).toBe(1);
    expectRejected(s, boon(6, 'ann-lord', { rally: { rolls: [6, 6, 6, 1, 1, 1], heal: 2, returned: 0 } }), 'blighted-wilds/rally-heal');
    const after = play(s, boon(6, 'ann-lord', { rally: { rolls: [6, 1, 1, 1, 1, 1], heal: 1, returned: 0 } }));
    expect(damageOn(after, 'ann-lord')).toBe(0);
  });

  it('6: the Rally heals damage from attacks too (one damage pool, ruling blighted-wilds/one-damage-pool)', () => {
    const s = play(annRemediatedWood(), { type: 'DamageAllocated', data: { unit: 'ann-lord', amount: 3 } });
    expect(damageOn(s, 'ann-lord')).toBe(3);
    expectRejected(s, boon(6, 'ann-lord', { rally: { rolls: [6, 6, 6, 6, 1, 1, 1, 1, 1], heal: 4, returned: 0 } }), 'blighted-wilds/rally-heal');
    const after = play(s, boon(6, 'ann-lord', { rally: { rolls: [6, 6, 6, 1, 1, 1, 1, 1, 1], heal: 3, returned: 0 } }));
    expect(damageOn(after, 'ann-lord')).toBe(0);
  });

  it('is used once per turn, by a friendly unit', () => {
    const s = play(annRemediatedWood(), boon(1));
    expectRejected(s, boon(5, 'ann-dryads'), 'blighted-wilds/boon-used');
    expectRejected(annRemediatedWood(), boon(5, 'bob-lord'), 'blighted-wilds/not-friendly');
  });
});
