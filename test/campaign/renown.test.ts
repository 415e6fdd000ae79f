import { describe, expect, it } from 'vitest';
import { renownAwardsFor, summarizeBattle, type CampaignState } from '../../src/blighted-wilds-campaign.js';
import { deployed, play, round, turn } from '../battlepack/blighted-wilds/support.js';
import { fold, rejects, twoRosters } from './support.js';

/** Battle b1 recorded: ann's lord purified the pool, bob's plaguebearers were destroyed, bob rested the beast. */
function recorded(): CampaignState {
  let s = round(deployed({ rest: { ann: null, bob: 'bob-beast' } }), 1, 'ann');
  s = turn(s, 'ann', [
    { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-lord', terrain: 'pool', roll: 4 } },
    { type: 'UnitDestroyed', data: { unit: 'bob-plaguebearers', by: { unit: 'ann-treelord' } } },
  ]);
  s = turn(s, 'bob', [{ type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 'bob-nurglings', owner: 'bob', name: 'Nurglings', wounds: 4, models: 3 }] } }]);
  s = play(s, { type: 'BattleEnded', data: { reason: 'agreement' } });
  return fold(twoRosters(), { type: 'BattleRecorded', data: { battle: 'b1', summary: summarizeBattle(s) } });
}

const award = (unit: string, player: string, reason: 'survived' | 'destroyed' | 'favoured' | 'purify-the-land' | 'other', amount: number) =>
  ({ type: 'RenownAwarded', data: { battle: 'b1', player, unit, reason, amount } }) as const;

describe('renown', () => {
  it('survivors gain a D3', () => {
    const s = fold(recorded(), award('ann-lord', 'ann', 'survived', 3));
    expect(s.players['ann']?.roster['ann-lord']?.renown).toBe(3);
    expect(rejects(recorded(), award('ann-lord', 'ann', 'survived', 4))).toEqual(['campaign/renown-amount']);
    expect(rejects(recorded(), award('bob-plaguebearers', 'bob', 'survived', 2))).toEqual(['campaign/wrong-outcome']);
  });

  it('destroyed units gain 1', () => {
    expect(fold(recorded(), award('bob-plaguebearers', 'bob', 'destroyed', 1)).players['bob']?.roster['bob-plaguebearers']?.renown).toBe(1);
    expect(rejects(recorded(), award('bob-plaguebearers', 'bob', 'destroyed', 2))).toEqual(['campaign/renown-amount']);
  });

  it('each unit gets its survived-or-destroyed renown once per battle', () => {
    const s = fold(recorded(), award('ann-lord', 'ann', 'survived', 1));
    expect(rejects(s, award('ann-lord', 'ann', 'survived', 1))).toEqual(['campaign/renown-already-awarded']);
  });

  it('one favoured unit per player gains a D6', () => {
    const s = fold(recorded(), award('ann-hunters', 'ann', 'favoured', 6));
    expect(s.players['ann']?.roster['ann-hunters']?.renown).toBe(6);
    expect(rejects(s, award('ann-dryads', 'ann', 'favoured', 2))).toEqual(['campaign/favoured-already']);
    expect(rejects(s, award('bob-lord', 'bob', 'favoured', 2))).toEqual([]);
  });

  it('Purify the Land gives the 2 renown the battle recorded, and only that', () => {
    expect(fold(recorded(), award('ann-lord', 'ann', 'purify-the-land', 2)).players['ann']?.roster['ann-lord']?.renown).toBe(2);
    expect(rejects(recorded(), award('ann-hunters', 'ann', 'purify-the-land', 2))).toEqual(['campaign/renown-amount']);
  });

  it('resting units, summoned units and unrecorded battles earn nothing', () => {
    expect(rejects(recorded(), award('bob-beast', 'bob', 'survived', 2))).toEqual(['campaign/resting-no-renown']);
    expect(rejects(recorded(), award('bob-nurglings', 'bob', 'survived', 2))).toEqual(['campaign/unknown-unit']);
    expect(rejects(twoRosters(), award('ann-lord', 'ann', 'survived', 2))).toEqual(['campaign/unknown-battle']);
  });

  it('renownAwardsFor builds every award of a battle from the dice', () => {
    const s = recorded();
    const events = renownAwardsFor(s, 'b1', {
      survived: { 'ann-lord': 2, 'ann-dryads': 1, 'ann-hunters': 3, 'ann-treelord': 1, 'bob-lord': 2, 'bob-blightkings': 3 },
      favoured: { ann: { unit: 'ann-lord', roll: 4 }, bob: { unit: 'bob-blightkings', roll: 1 } },
    });
    const after = fold(s, ...events);
    // ann's lord: D3 2 + purify 2 + favoured 4
    expect(after.players['ann']?.roster['ann-lord']?.renown).toBe(8);
    expect(after.players['bob']?.roster['bob-plaguebearers']?.renown).toBe(1);
    expect(after.players['bob']?.roster['bob-beast']?.renown).toBe(0);
    expect(() => renownAwardsFor(s, 'b1', { survived: {}, favoured: {} })).toThrow(/missing/);
  });
});
