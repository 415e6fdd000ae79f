import { describe, expect, it } from 'vitest';
import { summarizeBattle } from '../../../src/blighted-wilds-campaign.js';
import { codes, deployed, expectRejected, play, round, type Ev, type S } from './support.js';

const replacement = (id: string, replaces: string, owner = 'ann'): Ev => ({
  type: 'UnitsAdded',
  data: { origin: 'replacement', units: [{ id, owner, name: 'Dryads (replacement)', wounds: 1, models: 10, control: 1, tags: [`replaces:${replaces}`] }] },
});

const annsTurn = (): S => play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'UnitDestroyed', data: { unit: 'ann-dryads' } });

// core rules 24.2, where it touches the roster
describe('replacement units', () => {
  it('a unit can be replaced once, by its owner', () => {
    const s = play(annsTurn(), replacement('ann-dryads-2', 'ann-dryads'));
    expect(s.units['ann-dryads-2']?.def.origin).toBe('replacement');
    expectRejected(s, replacement('ann-dryads-3', 'ann-dryads'), 'blighted-wilds/already-replaced');
    expectRejected(annsTurn(), replacement('x', 'bob-lord'), 'blighted-wilds/replace-enemy');
  });

  it('a replacement unit cannot be replaced', () => {
    const s = play(annsTurn(), replacement('ann-dryads-2', 'ann-dryads'), { type: 'UnitDestroyed', data: { unit: 'ann-dryads-2' } });
    expectRejected(s, replacement('ann-dryads-3', 'ann-dryads-2'), 'blighted-wilds/replace-replacement');
  });

  it('naming a replaced unit needs the replacement origin; units without the tag are unaffected', () => {
    const asSummoned: Ev = { type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 'ann-x', owner: 'ann', name: 'X', wounds: 1, models: 1, tags: ['replaces:ann-dryads'] }] } };
    expectRejected(annsTurn(), asSummoned, 'blighted-wilds/not-a-replacement');
    expect(codes(annsTurn(), { type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 'ann-y', owner: 'ann', name: 'Y', wounds: 1, models: 1 }] } })).toEqual([]);
  });

  it('the summary tells the campaign which unit was replaced (and the replacement is not a roster unit)', () => {
    let s = play(annsTurn(), replacement('ann-dryads-2', 'ann-dryads'), { type: 'BattleEnded', data: { reason: 'agreement' } });
    s = s as S;
    const summary = summarizeBattle(s);
    expect(summary.units.find((u) => u.id === 'ann-dryads-2')).toMatchObject({ origin: 'replacement', replaces: 'ann-dryads' });
    expect(summary.units.find((u) => u.id === 'ann-dryads')).toMatchObject({ origin: 'roster', outcome: 'destroyed', replaces: null });
  });
});
