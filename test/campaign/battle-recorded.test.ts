import { describe, expect, it } from 'vitest';
import { summarizeBattle, type BattleSummary } from '../../src/blighted-wilds-campaign.js';
import { deployed, play, round, turn } from '../battlepack/blighted-wilds/support.js';
import { fold, rejects, twoRosters } from './support.js';

/** A short battle: bob summons nurglings, ann's dryads die and are replaced, ann purifies the pool; then agreed over. */
function shortBattle(): BattleSummary {
  let s = round(deployed(), 1, 'ann');
  s = turn(s, 'ann', [
    { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-lord', terrain: 'pool', roll: 4 } },
    { type: 'UnitDestroyed', data: { unit: 'ann-dryads', by: { unit: 'bob-beast' } } },
    { type: 'UnitsAdded', data: { origin: 'replacement', units: [{ id: 'ann-dryads-2', owner: 'ann', name: 'Dryads', wounds: 1, models: 5, control: 1, tags: ['replaces:ann-dryads'] }] } },
  ]);
  s = turn(s, 'bob', [{ type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 'bob-nurglings', owner: 'bob', name: 'Nurglings', wounds: 4, models: 3 }] } }]);
  s = play(s, { type: 'BattleEnded', data: { reason: 'agreement' } });
  return summarizeBattle(s);
}

describe('a battle recorded from its final summary', () => {
  it('the summary holds the result, VP, remediation and each unit’s outcome', () => {
    const sum = shortBattle();
    expect(sum.ending).toBe('called');
    expect(sum.players.find((p) => p.id === 'ann')?.remediated).toEqual(['pool']);
    expect(sum.units.find((u) => u.id === 'ann-lord')).toMatchObject({ outcome: 'survived', purified: 1, renownGained: 2 });
    expect(sum.units.find((u) => u.id === 'ann-dryads')?.outcome).toBe('destroyed');
  });

  it('adds the battle to the roster units that fought, never replacement or summoned units', () => {
    const s = fold(twoRosters(), { type: 'BattleRecorded', data: { battle: 'b1', summary: shortBattle() } });
    expect(s.battles.map((b) => b.id)).toEqual(['b1']);
    expect(s.players['ann']?.roster['ann-lord']?.battles).toEqual(['b1']);
    expect(Object.keys(s.players['ann']?.roster ?? {})).not.toContain('ann-dryads-2');
    expect(Object.keys(s.players['bob']?.roster ?? {})).not.toContain('bob-nurglings');
  });

  it('is recorded once, for players of the campaign, with units of their rosters', () => {
    const sum = shortBattle();
    const s = fold(twoRosters(), { type: 'BattleRecorded', data: { battle: 'b1', summary: sum } });
    expect(rejects(s, { type: 'BattleRecorded', data: { battle: 'b1', summary: sum } })).toEqual(['campaign/battle-exists']);
    const stranger = { ...sum, units: [...sum.units, { id: 'ann-ghost', owner: 'ann', name: 'Ghost', origin: 'roster' as const, outcome: 'survived' as const, purified: 0, renownGained: 0, replaces: null }] };
    expect(rejects(s, { type: 'BattleRecorded', data: { battle: 'b2', summary: stranger } })).toEqual(['campaign/unknown-unit']);
    const otherPack = { ...sum, battlepack: { id: 'gallet-2022-s1', version: '1.0.0' } };
    expect(rejects(twoRosters(), { type: 'BattleRecorded', data: { battle: 'b3', summary: otherPack } })).toEqual(['campaign/wrong-battlepack']);
  });
});
