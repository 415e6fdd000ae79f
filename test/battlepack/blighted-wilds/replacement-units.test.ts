import { describe, expect, it } from 'vitest';
import { summarizeBattle } from '../../../src/blighted-wilds-campaign.js';
import { codes, deployed, engine, expectRejected, play, round, type Ev, type S } from './support.js';

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

describe('replacement units: each refusal in full (code, message, where)', () => {
  const refusal = (s: S, e: Ev) => engine.check(s, e).map(({ eventIndex: _, ...v }) => v);
  const unit = (id: string, tags: string[], owner = 'ann') => ({ id, owner, name: id, wounds: 1, models: 10, control: 1, tags });
  const added = (origin: 'replacement' | 'summoned' | 'roster', ...units: ReturnType<typeof unit>[]): Ev => ({ type: 'UnitsAdded', data: { origin, units } });

  it('a unit naming what it replaces but added with another origin', () => {
    expect(refusal(annsTurn(), added('summoned', unit('ann-x', ['replaces:ann-dryads'])))).toEqual([
      { code: 'blighted-wilds/not-a-replacement', message: 'Unit "ann-x" names a unit it replaces but is added as "summoned"; add it with origin "replacement".', path: ['data', 'units', 0, 'tags'] },
    ]);
  });

  it('a unit not in the battle, including a name every object has (the tag is free text)', () => {
    for (const target of ['nobody', 'constructor'])
      expect(refusal(annsTurn(), replacement('ann-x', target))).toEqual([
        { code: 'unit/unknown', message: `Unit "ann-x" replaces "${target}", which is not in this battle.`, path: ['data', 'units', 0, 'tags'], ref: target },
      ]);
  });

  it('an enemy unit, a replacement unit, a unit already replaced', () => {
    expect(refusal(annsTurn(), replacement('ann-x', 'bob-lord'))).toEqual([
      { code: 'blighted-wilds/replace-enemy', message: 'Unit "ann-x" cannot replace "bob-lord": it belongs to bob.', path: ['data', 'units', 0, 'tags'], ref: 'bob-lord' },
    ]);
    const s = play(annsTurn(), replacement('ann-dryads-2', 'ann-dryads'), { type: 'UnitDestroyed', data: { unit: 'ann-dryads-2' } });
    expect(refusal(s, replacement('ann-dryads-3', 'ann-dryads-2'))).toEqual([
      { code: 'blighted-wilds/replace-replacement', message: '"ann-dryads-2" is itself a replacement unit; replacement units cannot be replaced (core rules 24.2).', path: ['data', 'units', 0, 'tags'], ref: 'ann-dryads-2' },
    ]);
    expect(refusal(s, replacement('ann-dryads-3', 'ann-dryads'))).toEqual([
      { code: 'blighted-wilds/already-replaced', message: '"ann-dryads" has already been replaced; each unit is replaced once at most (core rules 24.2).', path: ['data', 'units', 0, 'tags'], ref: 'ann-dryads' },
    ]);
  });

  it('two units of one event replacing the same unit: the second is refused, at its own index', () => {
    const e = added('replacement', unit('ann-plain', []), unit('ann-d2', ['elite', 'replaces:ann-dryads']), unit('ann-d3', ['replaces:ann-dryads']));
    expect(refusal(annsTurn(), e)).toEqual([
      { code: 'blighted-wilds/already-replaced', message: '"ann-dryads" has already been replaced; each unit is replaced once at most (core rules 24.2).', path: ['data', 'units', 2, 'tags'], ref: 'ann-dryads' },
    ]);
    // replacing two different units in one event is fine, and the tag is read wherever it is among the tags
    const two = play(annsTurn(), { type: 'UnitDestroyed', data: { unit: 'ann-hunters' } });
    expect(refusal(two, added('replacement', unit('ann-d2', ['elite', 'replaces:ann-dryads']), unit('ann-h2', ['replaces:ann-hunters'])))).toEqual([]);
  });

  it('only a tag that starts with "replaces:" names a unit', () => {
    // a tag that merely contains or ends with the prefix is an ordinary tag: nothing to check
    expect(refusal(annsTurn(), added('summoned', unit('ann-x', ['xreplaces:ann-dryads', 'note replaces:']), unit('ann-y', [])))).toEqual([]);
    const s = play(annsTurn(), added('replacement', unit('ann-x', ['old-replaces:nobody'])));
    // ann-x replaces nothing, so ann-dryads can still be replaced
    expect(refusal(s, replacement('ann-dryads-2', 'ann-dryads'))).toEqual([]);
  });

  it('a unit of the battle with no tags does not claim anything', () => {
    const s = play(annsTurn(), { type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 'ann-bare', owner: 'ann', name: 'Bare', wounds: 1, models: 1 }] } });
    expect(refusal(s, replacement('ann-dryads-2', 'ann-dryads'))).toEqual([]);
  });
});
