// covers: blighted-wilds/blighted-waters blighted-wilds/general
import { describe, expect, it } from 'vitest';
import type { UnitEffect, UnitState } from '../../../src/index.js';
import { blightedWatersCandidates, blightedWildsEngine, lowestRankedPlayer } from '../../../src/blighted-wilds.js';
// the pack's own readers that are not in the package entry, as the other tests import them
import { armyPoints, blightedWatersFeature, blightedWatersUsedThisTurn, damageOn, initialBlightedWildsExt, mayFightNow, strikesFirst, wardValue } from '../../../src/battlepack/blighted-wilds/index.js';
import { deployed, play, quietWaters, round, setUpOnly, turn, type S } from './support.js';

const unit = (s: S, id: string): UnitState => {
  const u = s.units[id];
  if (u === undefined) throw new Error(`no unit ${id}`);
  return u;
};
const effect = (id: string, value: number | null): UnitEffect => ({ id, value, until: { kind: 'end-of-turn' }, source: 'test/effect', round: 1 });
/** Ann's dryads with these effects and keywords (and no others). */
const dryads = (effects: UnitEffect[], keywords: string[] = [], derivedKeywords: string[] = []): UnitState => {
  const u = unit(deployed(), 'ann-dryads');
  return { ...u, effects, def: { ...u.def, keywords }, derivedKeywords };
};

describe('the Blighted Wilds state before set-up', () => {
  it('is empty: no generals, picks, contamination, remediation, ability uses, damage, renown, seizures or length rolls', () => {
    const empty = {
      generals: null,
      resting: {},
      contamination: { picks: [], rolls: null },
      contaminated: [],
      remediated: {},
      purifications: [],
      blightedWaters: [],
      boons: [],
      damage: {},
      renown: {},
      seizures: [],
      strategicMastery: [],
      lengthRolls: [],
    };
    expect(initialBlightedWildsExt()).toStrictEqual(empty);
    expect(blightedWildsEngine.initialState().ext).toStrictEqual(empty);
  });
});

describe('Blighted Waters candidates and use this turn', () => {
  it('has no candidates between turns, the active player’s contaminated features in a turn', () => {
    const s = round(deployed(), 1, 'ann');
    expect(s.clock.turn).toBeNull();
    expect(blightedWatersCandidates(s)).toEqual([]);
    expect(blightedWatersCandidates(play(s, { type: 'TurnStarted', data: { player: 'ann' } }))).toEqual(['ruins', 'wood', 'pool']);
  });

  it('is used this turn only after the active player resolved it, and not between turns or in the next turn', () => {
    const started = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });
    expect(blightedWatersUsedThisTurn(started)).toBe(false);
    const used = play(started, quietWaters('ann'));
    expect(blightedWatersUsedThisTurn(used)).toBe(true);
    const ended = play(used, { type: 'TurnEnded', data: { player: 'ann' } });
    expect(blightedWatersUsedThisTurn(ended)).toBe(false);
    expect(blightedWatersUsedThisTurn(play(ended, { type: 'TurnStarted', data: { player: 'bob' } }))).toBe(false);
  });

  it('is not used yet in the same player’s first turn of the next round', () => {
    const r1 = turn(turn(round(deployed(), 1, 'ann'), 'ann'), 'bob');
    const r2 = play(round(r1, 2, 'ann', { ann: 5, bob: 2 }), { type: 'TurnStarted', data: { player: 'ann' } });
    expect(r2.clock.turn?.number).toBe(1);
    expect(r2.ext.blightedWaters.map((b) => [b.player, b.round, b.turn])).toEqual([
      ['ann', 1, 1],
      ['bob', 1, 2],
    ]);
    expect(blightedWatersUsedThisTurn(r2)).toBe(false);
  });
});

describe('the Blighted Waters pick and the damage on a unit', () => {
  it('a pick names the candidate of that number, from 1; none past the last', () => {
    const s = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });
    expect([1, 2, 3, 4].map((pick) => blightedWatersFeature(s, pick))).toEqual(['ruins', 'wood', 'pool', null]);
  });

  it('damage that has not slain a model stays on the unit; none on the others', () => {
    const s = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'BlightedWatersResolved', data: { player: 'ann', pick: 1, within: ['ann-hunters'], rolls: { 'ann-hunters': 1 } } });
    expect(damageOn(s, 'ann-hunters')).toBe(1);
    expect(damageOn(s, 'ann-lord')).toBe(0);
  });
});

describe('the lowest-ranked general’s player', () => {
  it('is nobody before the ranks are recorded, then the lower rank', () => {
    expect(lowestRankedPlayer(setUpOnly())).toBeNull();
    expect(lowestRankedPlayer(deployed())).toBe('ann');
    expect(lowestRankedPlayer(deployed({ levels: { ann: 2, bob: 1 } }))).toBe('bob');
  });
});

// core rules 19.0
describe('STRIKE-FIRST and the units that may fight now', () => {
  it('strikes first with STRIKE-FIRST only', () => {
    expect(strikesFirst(dryads([]))).toBe(false);
    expect(strikesFirst(dryads([effect('strike-first', null)]))).toBe(true);
    expect(strikesFirst(dryads([effect('strike-first', null), effect('strike-last', null)]))).toBe(false);
  });

  it('a unit the battle does not know may never fight', () => {
    const s = deployed();
    expect(mayFightNow(s, 'ghost', ['ghost', 'ann-dryads'], [])).toBe(false);
  });

  it('ignores the ids of unknown units among those in combat', () => {
    const s = deployed();
    expect(mayFightNow(s, 'ann-dryads', ['ghost', 'ann-dryads', 'bob-beast'], [])).toBe(true);
    expect(mayFightNow(s, 'ann-dryads', ['ghost', 'ann-dryads', 'bob-beast'], ['ann-dryads'])).toBe(false);
  });
});

// core rules 18.1
describe('the ward value of a unit', () => {
  it('reads WARD effects, id `ward` or `ward:…`, with a value', () => {
    expect(wardValue(dryads([effect('ward', 5)]))).toBe(5);
    expect(wardValue(dryads([effect('ward:boon', 4)]))).toBe(4);
  });

  it('ignores other effects with a value, and a WARD effect without one', () => {
    expect(wardValue(dryads([effect('strike-last', 3)]))).toBeNull();
    expect(wardValue(dryads([effect('wardens', 3)]))).toBeNull();
    expect(wardValue(dryads([effect('ward', null)]))).toBeNull();
  });

  it('reads a whole `WARD (x+)` keyword, spaces around it trimmed, from the unit or its derived keywords', () => {
    expect(wardValue(dryads([], [' WARD (4+) ']))).toBe(4);
    expect(wardValue(dryads([], [], ['ward (3+)']))).toBe(3);
    expect(wardValue(dryads([], ['XWARD (4+)']))).toBeNull();
    expect(wardValue(dryads([], ['WARD (4+) OR BETTER']))).toBeNull();
  });

  it('only the best (lowest) ward applies', () => {
    expect(wardValue(dryads([effect('ward', 6)], ['WARD (4+)']))).toBe(4);
    expect(wardValue(dryads([effect('ward:a', 3), effect('ward:b', 5)]))).toBe(3);
  });
});

describe('the points of a player’s army for the battle', () => {
  it('adds the player’s own starting army only (ann: 120 + 100 + 200 + 250; bob, his beast resting: 140 + 220 + 150)', () => {
    const s = deployed({ rest: { ann: null, bob: 'bob-beast' } });
    expect(armyPoints(s, 'ann')).toBe(670);
    expect(armyPoints(s, 'bob')).toBe(510);
  });

  it('leaves out a resting unit and a unit that is not of the starting army', () => {
    expect(armyPoints(deployed({ rest: { ann: 'ann-dryads' } }), 'ann')).toBe(570);
    const summoned = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 'ann-spite', owner: 'ann', name: 'Spites', wounds: 1, models: 5, points: 90 }] } });
    expect(armyPoints(summoned, 'ann')).toBe(670);
  });
});
