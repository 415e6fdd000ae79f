import { describe, expect, it } from 'vitest';
import {
  blightedWildsCampaign as campaign,
  generalRanksEvent,
  lowestRankedGeneral,
  renownAwardsFor,
  restingOffer,
  rosterUnitsAdded,
  summarizeBattle,
  unitRank,
  type CampaignEventInput,
  type CampaignState,
} from '../../../src/blighted-wilds-campaign.js';
import { blightedWildsEngine as engine, BATTLE_LENGTH_RULE, type BlightedWildsState } from '../../../src/blighted-wilds.js';
import { ANN, BOB, TERRAIN, type Ev } from './support.js';
import { rosterOf } from '../../campaign/support.js';

const fold = (s: CampaignState, ...events: CampaignEventInput[]): CampaignState => events.reduce((x, e) => campaign.applyOrThrow(x, e), s);
const play = (s: BlightedWildsState, ...events: Ev[]): BlightedWildsState => events.reduce((x, e) => engine.applyOrThrow(x, e), s);
const vp = (s: BlightedWildsState) => [s.players['ann']?.vp, s.players['bob']?.vp];
const cp = (s: BlightedWildsState) => [s.players['ann']?.commandPoints, s.players['bob']?.commandPoints];
const start = (player: string): Ev => ({ type: 'TurnStarted', data: { player } });
const end = (player: string): Ev => ({ type: 'TurnEnded', data: { player } });
const waters = (player: string, pick: number, rolls: Record<string, number> = {}, within = Object.keys(rolls)): Ev => ({ type: 'BlightedWatersResolved', data: { player, pick, within, rolls } });
const contest = (...c: [string, string, number][]): Ev => ({ type: 'ObjectiveContestReported', data: { contests: c.map(([unit, objective, controlScore]) => ({ unit, objective, controlScore })) } });

function setUp(c: CampaignState, rollOff?: { ann: number; bob: number }): BlightedWildsState {
  return play(
    engine.initialState(),
    {
      type: 'BattleSetUp',
      data: {
        battlepack: { id: 'blighted-wilds', version: '1.0.0' },
        battleplan: 'example-tainted-springs',
        pointsLimit: 1000,
        players: [
          { id: 'ann', name: 'Ann', role: 'attacker', faction: 'Sylvaneth' },
          { id: 'bob', name: 'Bob', role: 'defender', faction: 'Maggotkin of Nurgle' },
        ],
        terrain: TERRAIN,
      },
    },
    rosterUnitsAdded(c, 'ann'),
    rosterUnitsAdded(c, 'bob'),
    generalRanksEvent(c, ['ann', 'bob'], rollOff),
  );
}

describe('a two-battle Blighted Wilds campaign', () => {
  // given two fresh rosters
  let c = fold(
    campaign.initialState(),
    { type: 'RosterCreated', data: { player: 'ann', name: 'Ann', faction: 'Sylvaneth', units: rosterOf(ANN), general: 'ann-lord' } },
    { type: 'RosterCreated', data: { player: 'bob', name: 'Bob', faction: 'Maggotkin of Nurgle', units: rosterOf(BOB), general: 'bob-lord' } },
  );
  let b1: BlightedWildsState;
  let b2: BlightedWildsState;

  it('battle 1: equal generals roll off; bob rests a unit; contamination', () => {
    expect(lowestRankedGeneral(c, ['ann', 'bob']).lowest).toBeNull();
    b1 = setUp(c, { ann: 5, bob: 2 });
    expect(b1.ext.generals?.order).toEqual(['ann', 'bob']);
    expect(restingOffer(c, 'bob')).toContain('bob-beast');
    b1 = play(
      b1,
      { type: 'RestingUnitChosen', data: { player: 'ann', unit: null } },
      { type: 'RestingUnitChosen', data: { player: 'bob', unit: 'bob-beast' } },
      { type: 'ContaminationPicked', data: { player: 'ann', terrain: 'wood' } },
      { type: 'ContaminationPicked', data: { player: 'bob', terrain: 'ruins' } },
      { type: 'ContaminationRolled', data: { player: 'ann', rolls: { pool: 4, well: 2, tower: 5 } } },
      { type: 'DeploymentFinished', data: { firstFinished: 'bob' } },
    );
    expect(b1.ext.contaminated).toEqual(['wood', 'ruins', 'pool', 'tower']);
  });

  it('battle 1, round 1: Blighted Waters hits everyone near the pool; ann remediates the wood; a Boon of Vitality', () => {
    b1 = play(b1, { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'bob' } }, start('bob'));
    b1 = play(b1, { type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 'bob-nurglings', owner: 'bob', name: 'Nurglings', wounds: 4, models: 3, control: 1 }] } });
    // pick 3 of [ruins, wood, pool, tower] = pool: both armies' units are targets
    b1 = play(b1, waters('bob', 3, { 'ann-dryads': 1, 'bob-plaguebearers': 2 }), contest(['bob-plaguebearers', 'west-bank', 10]), end('bob'));
    expect(b1.ext.blightedWaters[0]).toMatchObject({ terrain: 'pool', friendlyOnly: false });
    expect(b1.units['ann-dryads']?.modelsRemaining).toBe(9);
    expect(vp(b1)).toEqual([0, 2]);

    b1 = play(b1, start('ann'), { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-lord', terrain: 'wood', roll: 4 } });
    // remediated for ann only
    expect(b1.ext.remediated).toEqual({ ann: ['wood'] });
    b1 = play(
      b1,
      waters('ann', 1, { 'ann-hunters': 3 }), // ann's candidates are [ruins, pool, tower]: ruins
      { type: 'BoonOfVitalityUsed', data: { player: 'ann', unit: 'ann-dryads', terrain: 'wood', roll: 5 } },
      { type: 'UnitDestroyed', data: { unit: 'bob-blightkings', by: { unit: 'ann-treelord' } } },
      contest(['ann-treelord', 'spring', 5], ['bob-plaguebearers', 'west-bank', 10]),
      end('ann'),
    );
    expect(b1.units['ann-dryads']?.effects.map((e) => [e.id, e.value])).toEqual([['ward:boon-of-vitality', 5]]);
    // ann: holds 1 (1) + the spring (1) + cleansed a feature (1); not more than bob (1 each)
    expect(vp(b1)).toEqual([3, 2]);
  });

  it('battle 1, round 2: ann seizes the initiative, bob answers with Strategic Mastery; Blighted Waters on a feature ann remediated hits only bob’s units', () => {
    b1 = play(b1, { type: 'PriorityDetermined', data: { round: 2, rolls: { ann: 6, bob: 2 }, firstTurn: 'ann' } });
    expect(b1.ext.seizures).toEqual([{ round: 2, player: 'ann' }]);
    expect(cp(b1)).toEqual([4, 5]);
    b1 = play(b1, { type: 'StrategicMasteryUsed', data: { player: 'bob', rolls: [5, 1, 6, 2] } });
    expect(cp(b1)).toEqual([2, 7]);
    b1 = play(b1, start('ann'), waters('ann', 2, { 'bob-plaguebearers': 2 }), { type: 'UnitDestroyed', data: { unit: 'bob-plaguebearers', by: { unit: 'ann-hunters' } } }, end('ann'));
    expect(vp(b1)).toEqual([5, 2]);
    // bob's pick 2 of [ruins, wood, pool, tower] = wood, which ann's army remediated
    b1 = play(b1, start('bob'), waters('bob', 2, { 'bob-lord': 1 }, ['ann-dryads', 'bob-lord']), end('bob'));
    expect(b1.ext.blightedWaters.at(-1)).toMatchObject({ terrain: 'wood', friendlyOnly: true, targets: ['bob-lord'] });
    expect(b1.ext.damage['bob-lord']).toBe(1);
    expect(b1.units['ann-dryads']?.modelsRemaining).toBe(9);
    expect(vp(b1)).toEqual([5, 3]);
  });

  it('battle 1, round 3: bob withdraws and ann wins a major victory', () => {
    b1 = play(b1, { type: 'PriorityDetermined', data: { round: 3, rolls: { ann: 3, bob: 3 }, firstTurn: 'ann' } }, start('ann'), waters('ann', 3), end('ann'), start('bob'));
    b1 = play(b1, { type: 'PlayerWithdrew', data: { player: 'bob' } });
    expect(b1.clock.stage).toBe('ended');
    expect(b1.clock.result).toMatchObject({ kind: 'major', winner: 'ann' });
  });

  it('after battle 1: the summary is recorded and renown awarded; the summoned unit never joins', () => {
    const summary = summarizeBattle(b1);
    expect(summary.ending).toBe('withdrawal');
    c = fold(c, { type: 'BattleRecorded', data: { battle: 'b1', summary } });
    c = fold(
      c,
      ...renownAwardsFor(c, 'b1', {
        survived: { 'ann-lord': 3, 'ann-dryads': 1, 'ann-hunters': 2, 'ann-treelord': 2, 'bob-lord': 1 },
        favoured: { ann: { unit: 'ann-treelord', roll: 3 }, bob: { unit: 'bob-plaguebearers', roll: 4 } },
      }),
    );
    const annRoster = c.players['ann']?.roster ?? {};
    const bobRoster = c.players['bob']?.roster ?? {};
    expect(annRoster['ann-lord']?.renown).toBe(5); // D3 3 + Purify the Land 2
    expect(annRoster['ann-treelord']?.renown).toBe(5); // D3 2 + favoured 3
    expect(bobRoster['bob-lord']?.renown).toBe(1); // withdrawn, so a survivor
    expect(bobRoster['bob-plaguebearers']?.renown).toBe(5); // destroyed 1 + favoured 4
    expect(bobRoster['bob-beast']?.renown).toBe(0); // resting
    expect(bobRoster['bob-nurglings']).toBeUndefined();
    c = fold(c, { type: 'RosterUnitAdded', data: { player: 'bob', unit: { id: 'bob-flies', name: 'Pusgoyle Blightlords', wounds: 4, models: 2, control: 1, points: 200 } } });
  });

  it('battle 2: renown carries over — ann’s general is now Aspiring, so bob has the lowest-ranked general and goes first', () => {
    const g = lowestRankedGeneral(c, ['ann', 'bob']);
    expect(g.ranks['ann']?.id).toBe('aspiring');
    expect(g.lowest).toBe('bob');
    expect(unitRank(c.players['ann']?.roster['ann-lord'] ?? { renown: 0 }).name).toBe('Aspiring');
    b2 = setUp(c);
    expect(b2.ext.generals?.order).toEqual(['bob', 'ann']);
    expect(b2.units['bob-flies']?.status).toBe('battlefield');
    b2 = play(
      b2,
      { type: 'RestingUnitChosen', data: { player: 'bob', unit: null } },
      { type: 'RestingUnitChosen', data: { player: 'ann', unit: 'ann-hunters' } },
      { type: 'ContaminationPicked', data: { player: 'bob', terrain: 'pool' } },
      { type: 'ContaminationPicked', data: { player: 'ann', terrain: 'wood' } },
      { type: 'ContaminationRolled', data: { rolls: { ruins: 6, well: 1, tower: 2 } } },
      { type: 'DeploymentFinished', data: { firstFinished: 'ann' } },
    );
    expect(b2.ext.contaminated).toEqual(['pool', 'wood', 'ruins']);
  });

  it('battle 2: four rounds, a replacement unit, and the battle-length roll ends it after round 4', () => {
    b2 = play(b2, { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } });
    b2 = play(b2, start('ann'), waters('ann', 1, { 'ann-treelord': 2, 'bob-blightkings': 1 }), contest(['ann-treelord', 'spring', 5]), end('ann'));
    b2 = play(b2, start('bob'), waters('bob', 2), contest(['ann-treelord', 'spring', 5], ['bob-beast', 'spring', 5], ['bob-blightkings', 'north-well', 5]), end('bob'));
    expect(vp(b2)).toEqual([3, 1]);
    for (const n of [2, 3, 4]) {
      b2 = play(b2, { type: 'PriorityDetermined', data: { round: n, rolls: { ann: 4, bob: 4 }, firstTurn: 'ann' } }, start('ann'));
      if (n === 2)
        b2 = play(
          b2,
          { type: 'UnitDestroyed', data: { unit: 'ann-dryads', by: { unit: 'bob-beast' } } },
          { type: 'UnitsAdded', data: { origin: 'replacement', units: [{ id: 'ann-dryads-r', owner: 'ann', name: 'Dryads', wounds: 1, models: 5, control: 1, tags: ['replaces:ann-dryads'] }] } },
        );
      b2 = play(b2, waters('ann', 3), end('ann'), start('bob'), waters('bob', 1), end('bob'));
    }
    expect(b2.clock.pendingRoll?.rule).toBe(BATTLE_LENGTH_RULE);
    b2 = play(b2, { type: 'DiceRolled', data: { rule: BATTLE_LENGTH_RULE, values: [2] } });
    expect(b2.clock.stage).toBe('ended');
    // ann: 3 in round 1, then holds 1 + the spring each turn; bob: holds the north well each turn
    expect(vp(b2)).toEqual([9, 4]);
    expect(b2.clock.result).toMatchObject({ kind: 'major', winner: 'ann', source: 'blighted-wilds/glorious-victory' });
  });

  it('after battle 2: renown again; the replacement never joins the roster; the resting unit earns nothing', () => {
    const summary = summarizeBattle(b2);
    expect(summary.ending).toBe('length-roll');
    c = fold(c, { type: 'BattleRecorded', data: { battle: 'b2', summary } });
    c = fold(
      c,
      ...renownAwardsFor(c, 'b2', {
        survived: { 'ann-lord': 2, 'ann-treelord': 1, 'bob-lord': 3, 'bob-blightkings': 1, 'bob-plaguebearers': 2, 'bob-beast': 2, 'bob-flies': 1 },
        favoured: { ann: { unit: 'ann-lord', roll: 6 }, bob: { unit: 'bob-lord', roll: 5 } },
      }),
    );
    const ann = c.players['ann']?.roster ?? {};
    expect(ann['ann-lord']?.renown).toBe(5 + 2 + 6);
    expect(ann['ann-dryads']?.renown).toBe(1 + 1);
    expect(ann['ann-hunters']?.renown).toBe(2);
    expect(ann['ann-dryads-r']).toBeUndefined();
    expect(ann['ann-lord']?.battles).toEqual(['b1', 'b2']);
    expect(ann['ann-hunters']?.battles).toEqual(['b1']);
    expect(c.players['bob']?.roster['bob-lord']?.renown).toBe(1 + 3 + 5);
    expect(c.battles.map((b) => [b.id, b.summary.result.winner, b.summary.ending])).toEqual([
      ['b1', 'ann', 'withdrawal'],
      ['b2', 'ann', 'length-roll'],
    ]);
  });
});
