// covers: blighted-wilds/battle-length blighted-wilds/replacement-units blighted-wilds/contamination
import { describe, expect, it } from 'vitest';
import { BATTLE_LENGTH_RULE, blightedWilds, blightedWildsBattleplan, blightedWildsEngine, blightedWildsWith } from '../../../src/blighted-wilds.js';
import { exampleTaintedSpringsData } from '../../../src/battlepack/blighted-wilds/index.js';
import { codes, deployed, play, quietRounds, round, setUpOnly } from './support.js';

describe('the pack’s dice hook: battle-length rolls', () => {
  it('records the battle-length roll: its round, its dice and whether it ended the battle', () => {
    const four = quietRounds(deployed(), 1, ['ann', 'ann', 'ann', 'ann']);
    expect(play(four, { type: 'DiceRolled', data: { rule: BATTLE_LENGTH_RULE, values: [5] } }).ext.lengthRolls).toEqual([{ round: 4, value: 5, ended: false }]);
    expect(play(four, { type: 'DiceRolled', data: { rule: BATTLE_LENGTH_RULE, values: [2] } }).ext.lengthRolls).toEqual([{ round: 4, value: 2, ended: true }]);
  });

  it('records no other roll', () => {
    const s = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'DiceRolled', data: { rule: 'some-ability', player: 'ann', values: [2] } });
    expect(s.ext.lengthRolls).toEqual([]);
  });
});

describe('the pack’s hook on a destroyed unit', () => {
  it('clears the damage left on the destroyed unit, and only on it', () => {
    const hit = play(
      round(deployed(), 1, 'ann'),
      { type: 'TurnStarted', data: { player: 'ann' } },
      { type: 'BlightedWatersResolved', data: { player: 'ann', pick: 1, within: ['ann-hunters', 'ann-treelord'], rolls: { 'ann-hunters': 1, 'ann-treelord': 1 } } },
    );
    expect(hit.ext.damage).toEqual({ 'ann-hunters': 1, 'ann-treelord': 1 });
    const s = play(hit, { type: 'UnitDestroyed', data: { unit: 'ann-hunters', by: { unit: 'bob-beast' } } });
    expect(s.ext.damage).toEqual({ 'ann-treelord': 1 });
  });
});

describe('the pack’s checks, all of them applied to each event', () => {
  it('refuses a unit that names a unit it replaces but is not added as a replacement', () => {
    const s = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });
    expect(codes(s, { type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 'ann-new', owner: 'ann', name: 'Dryads', wounds: 1, models: 5, tags: ['replaces:ann-dryads'] }] } })).toEqual([
      'blighted-wilds/not-a-replacement',
    ]);
  });

  it('refuses to start the battle before the generals’ ranks, and accepts what no check refuses', () => {
    expect(codes(setUpOnly(), { type: 'DeploymentFinished', data: { firstFinished: 'ann' } })).toEqual(['blighted-wilds/ranks-not-recorded']);
    expect(codes(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } })).toEqual([]);
  });
});

describe('blightedWildsWith', () => {
  const own = blightedWildsBattleplan({ ...exampleTaintedSpringsData, id: 'own-plan', name: 'Own plan', specialRules: [] });

  it('is the Blighted Wilds pack with the battleplans added, the example kept', () => {
    const pack = blightedWildsWith({ [own.id]: own });
    expect(pack.id).toBe('blighted-wilds');
    expect(pack.version).toBe(blightedWilds.version);
    expect(pack.rules).toBe(blightedWilds.rules);
    expect(pack.hooks).toBe(blightedWilds.hooks);
    expect(Object.keys(pack.battleplans)).toEqual(['example-tainted-springs', 'own-plan']);
    expect(pack.battleplans['own-plan']).toBe(own);
  });

  it('leaves the pack itself as it was', () => {
    blightedWildsWith({ [own.id]: own });
    expect(Object.keys(blightedWilds.battleplans)).toEqual(['example-tainted-springs']);
    expect(Object.keys(blightedWildsEngine.pack.battleplans)).toEqual(['example-tainted-springs']);
  });
});
