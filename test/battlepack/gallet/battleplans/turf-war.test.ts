// covers: gallet/no-reserves gallet/claustrophobic-killing-grounds
import { selectDestroyed } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { ANN, BOB, given, unit } from '../support.js';

describe('battleplan: Turf War', () => {
  it('destroys units left in reserve when the battle begins', () => {
    const b = given('turf-war').units([unit('a1', ANN)]).units([unit('deep', ANN)], 'reserve').deploy(ANN);
    expect(b.state.units['deep']?.status).toBe('destroyed');
    expect(selectDestroyed(b.state)[0]).toMatchObject({ unit: 'deep', means: 'no-reserves', round: 0 });
  });
  it('destroys only the units set up in reserve: not those on the battlefield, nor one taken into a garrison', () => {
    const b = given('turf-war').units([unit('a1', ANN), unit('a2', ANN)]).units([unit('deep', ANN)], 'reserve');
    b.do({ type: 'UnitRemoved', data: { unit: 'a2', reason: 'garrison' } }).deploy(ANN);
    expect(['a1', 'a2', 'deep'].map((id) => b.state.units[id]?.status)).toEqual(['battlefield', 'reserve', 'destroyed']);
    expect(selectDestroyed(b.state).map((d) => d.unit)).toEqual(['deep']);
  });
  it('keeps reserves in other battleplans', () => {
    const b = given('head-on-collision').units([unit('deep', ANN)], 'reserve').deploy(ANN);
    expect(b.state.units['deep']?.status).toBe('reserve');
  });
  it('needs both objectives for the second point', () => {
    const one = given('turf-war').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).contest([['a1', 'objective-1', 10]]).endTurn();
    expect(one.lines('scoring/hold-two')).toEqual([]);
    const both = given('turf-war').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).contest([['a1', 'objective-1', 10], ['a1', 'objective-2', 10]]).endTurn();
    expect(both.lines('scoring/hold-two', ANN).map((l) => l.reason)).toEqual(['controls both objectives']);
    expect(both.vp(ANN)).toBe(3);
  });
  it('reads "both" as every objective when a set-up overrides the layout with more', () => {
    const objectives = [{ id: 'x' }, { id: 'y' }, { id: 'z' }];
    const b = given('turf-war', { objectives }).units([unit('a1', ANN)]).deploy(ANN).nextRound(ANN).turn(ANN).contest([['a1', 'x', 10], ['a1', 'y', 10]]).endTurn();
    expect(b.lines('scoring/hold-two')).toEqual([]);
    expect(b.vp(ANN)).toBe(2);
  });
  it('Claustrophobic Killing Grounds is reference only: shooting and charging are not recorded, so nothing is refused', () => {
    // a unit summoned this turn; the engine records no shooting or charge to refuse (docs/not-modelled.md, shooting-and-charging)
    const b = given('turf-war').units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).nextRound(ANN).turn(ANN).units([unit('summoned', ANN)], 'summoned').phase('shooting');
    b.do({ type: 'ModelsSlain', data: { unit: 'b1', count: 1, by: { unit: 'summoned', means: 'attack' } } });
    expect(b.state.units['b1']?.modelsRemaining).toBe(9);
  });
});
