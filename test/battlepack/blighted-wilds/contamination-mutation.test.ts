import { describe, expect, it } from 'vitest';
import { contaminationComplete, contaminationOptions, featuresToRoll, nextContaminationPicker } from '../../../src/battlepack/blighted-wilds/index.js';
import { deployed, engine, play, setUpEvent, setUpOnly, type Ev, type S, type TerrainPick } from './support.js';

/** The violations an event raises, in full but for the event's index in the log (empty when accepted). */
const refusal = (s: S, e: Ev) => engine.check(s, e).map(({ eventIndex: _, ...v }) => v);

/** The set-up events with the given terrain (and ann attacker, bob defender), before the ranks. */
const setUpEvents = (terrain: TerrainPick[]): Ev[] => [
  setUpEvent({ terrain }),
  { type: 'UnitsAdded', data: { origin: 'roster', units: [{ id: 'ann-lord', owner: 'ann', name: 'Lord', keywords: ['HERO'], wounds: 5, models: 1, control: 2, points: 100, general: true }] } },
  { type: 'UnitsAdded', data: { origin: 'roster', units: [{ id: 'bob-lord', owner: 'bob', name: 'Lord', keywords: ['HERO'], wounds: 5, models: 1, control: 2, points: 100, general: true }] } },
];

/** Set-up with the given terrain (and ann attacker, bob defender), before the ranks. */
const setUpWith = (terrain: TerrainPick[]): S => play(engine.initialState(), ...setUpEvents(terrain));

const ranks = (generals: Record<string, number>, rollOff?: Record<string, number>): Ev => ({
  type: 'GeneralRanksRecorded',
  data: { generals: Object.fromEntries(Object.entries(generals).map(([p, level]) => [p, { rank: `rank ${level}`, level }])), ...(rollOff !== undefined ? { rollOff } : {}) },
});
const pick = (player: string, terrain: string | null): Ev => ({ type: 'ContaminationPicked', data: { player, terrain } });
const rolled = (rolls: Record<string, number>, player?: string): Ev => ({ type: 'ContaminationRolled', data: { rolls, ...(player !== undefined ? { player } : {}) } });
const finished: Ev = { type: 'DeploymentFinished', data: { firstFinished: 'ann' } };

const incomplete = { code: 'blighted-wilds/ranks-incomplete', message: 'Give the rank of both generals, for ann and bob.', path: ['data', 'generals'] };
const rollOffRequired = {
  code: 'blighted-wilds/roll-off-required',
  message: 'Both generals have the same rank, so roll off: give "rollOff" with a dice for ann and bob.',
  path: ['data', 'rollOff'],
};

describe('the generals’ ranks: each refusal in full', () => {
  it('are given for both players and no one else', () => {
    const s = setUpOnly();
    expect(refusal(s, ranks({ ann: 1 }))).toEqual([incomplete]);
    expect(refusal(s, ranks({ bob: 1 }))).toEqual([incomplete]);
    expect(refusal(s, ranks({ ann: 1, carl: 2 }))).toEqual([incomplete]);
    expect(refusal(s, ranks({ carl: 2, bob: 1 }))).toEqual([incomplete]);
    expect(refusal(s, ranks({ ann: 1, bob: 2, carl: 3 }))).toEqual([incomplete]);
    expect(refusal(s, ranks({ ann: 1, bob: 2 }))).toEqual([]);
  });

  it('are recorded once, and only in the set-up', () => {
    const s = play(setUpOnly(), ranks({ ann: 1, bob: 2 }));
    expect(refusal(s, ranks({ ann: 1, bob: 2 }))).toEqual([{ code: 'blighted-wilds/ranks-already-recorded', message: 'The generals’ ranks are recorded once per battle.', path: ['type'] }]);
    expect(refusal(deployed(), ranks({ ann: 1, bob: 2 }))).toEqual([
      { code: 'blighted-wilds/not-set-up-step', message: 'Recording the generals’ ranks happens before the battle, between BattleSetUp and DeploymentFinished.', path: ['type'] },
      { code: 'blighted-wilds/ranks-already-recorded', message: 'The generals’ ranks are recorded once per battle.', path: ['type'] },
    ]);
  });

  it('take a roll-off of exactly the two players when equal, and none when not', () => {
    const s = setUpOnly();
    expect(refusal(s, ranks({ ann: 2, bob: 2 }))).toEqual([rollOffRequired]);
    expect(refusal(s, ranks({ ann: 2, bob: 2 }, { ann: 3 }))).toEqual([rollOffRequired]);
    expect(refusal(s, ranks({ ann: 2, bob: 2 }, { bob: 3 }))).toEqual([rollOffRequired]);
    expect(refusal(s, ranks({ ann: 2, bob: 2 }, { ann: 3, carl: 4 }))).toEqual([rollOffRequired]);
    expect(refusal(s, ranks({ ann: 2, bob: 2 }, { carl: 3, bob: 4 }))).toEqual([rollOffRequired]);
    expect(refusal(s, ranks({ ann: 2, bob: 2 }, { ann: 3, bob: 4, carl: 5 }))).toEqual([rollOffRequired]);
    expect(refusal(s, ranks({ ann: 2, bob: 2 }, { ann: 3, bob: 3 }))).toEqual([
      { code: 'blighted-wilds/roll-off-tied', message: 'A tied roll-off is rolled again; record the final, untied rolls.', path: ['data', 'rollOff'] },
    ]);
    expect(refusal(s, ranks({ ann: 2, bob: 3 }, { ann: 3, bob: 4 }))).toEqual([
      { code: 'blighted-wilds/roll-off-not-needed', message: 'The generals have different ranks, so there is no roll-off.', path: ['data', 'rollOff'] },
    ]);
  });

  it('record each rank, the roll-off and the order: lowest rank first, or the roll-off winner', () => {
    const low = play(setUpOnly(), ranks({ ann: 1, bob: 4 }));
    expect(low.ext.generals).toEqual({ ranks: { ann: { rank: 'rank 1', level: 1 }, bob: { rank: 'rank 4', level: 4 } }, rollOff: null, order: ['ann', 'bob'] });
    expect(play(setUpOnly(), ranks({ ann: 4, bob: 1 })).ext.generals?.order).toEqual(['bob', 'ann']);
    const won = play(setUpOnly(), ranks({ ann: 3, bob: 3 }, { ann: 5, bob: 2 }));
    expect(won.ext.generals).toEqual({ ranks: { ann: { rank: 'rank 3', level: 3 }, bob: { rank: 'rank 3', level: 3 } }, rollOff: { ann: 5, bob: 2 }, order: ['ann', 'bob'] });
  });
});

describe('contamination picks: each refusal in full', () => {
  const ranked = () => play(setUpOnly(), ranks({ ann: 0, bob: 1 }));

  it('come after the ranks, from players of the battle, in the set-up', () => {
    expect(refusal(setUpOnly(), pick('ann', 'wood'))).toEqual([
      { code: 'blighted-wilds/ranks-not-recorded', message: 'Record the generals’ ranks (GeneralRanksRecorded) first: the lowest-ranked general picks first.', path: ['type'] },
    ]);
    expect(refusal(ranked(), pick('carl', 'wood'))).toEqual([
      { code: 'setup/invalid-players', message: '"carl" is not a player of this battle; the players are ann and bob.', path: ['data', 'player'], ref: 'carl' },
    ]);
    expect(refusal(deployed(), pick('ann', 'pool'))).toEqual([
      { code: 'blighted-wilds/not-set-up-step', message: 'Contamination happens before the battle, between BattleSetUp and DeploymentFinished.', path: ['type'] },
    ]);
  });

  it('are made in turn, once each', () => {
    const s = ranked();
    expect(nextContaminationPicker(setUpOnly())).toBeNull();
    expect(refusal(s, pick('bob', 'ruins'))).toEqual([
      { code: 'blighted-wilds/contamination-out-of-turn', message: "It is ann's contamination pick, not bob's.", path: ['data', 'player'], ref: 'bob' },
    ]);
    const both = play(s, pick('ann', 'wood'), pick('bob', 'ruins'));
    expect(nextContaminationPicker(both)).toBeNull();
    expect(refusal(both, pick('ann', 'pool'))).toEqual([{ code: 'blighted-wilds/contamination-picks-done', message: 'Both players have made their contamination pick.', path: ['type'] }]);
  });

  it('name a feature of the battle, not contaminated yet, outside the picker’s territory', () => {
    const s = ranked();
    expect(contaminationOptions(s, 'ann')).toEqual(['wood', 'pool', 'well', 'tower']);
    expect(contaminationOptions(s, 'bob')).toEqual(['ruins', 'pool', 'well', 'tower']);
    expect(refusal(s, pick('ann', 'lake'))).toEqual([
      { code: 'terrain/unknown', message: 'No terrain feature "lake"; the features are ruins, wood, pool, well, tower.', path: ['data', 'terrain'], ref: 'lake' },
    ]);
    expect(refusal(s, pick('ann', 'ruins'))).toEqual([
      { code: 'blighted-wilds/own-territory', message: "\"ruins\" is in ann's own territory; pick a feature outside it.", path: ['data', 'terrain'], ref: 'ruins' },
    ]);
    const x = play(s, pick('ann', 'pool'));
    expect(contaminationOptions(x, 'bob')).toEqual(['ruins', 'well', 'tower']);
    expect(refusal(x, pick('bob', 'pool'))).toEqual([
      { code: 'blighted-wilds/already-contaminated', message: '"pool" is already contaminated; pick another feature.', path: ['data', 'terrain'], ref: 'pool' },
    ]);
    expect(refusal(x, pick('bob', null))).toEqual([
      { code: 'blighted-wilds/contamination-pick-required', message: 'bob must pick one of ruins, well, tower.', path: ['data', 'terrain'] },
    ]);
  });

  it('record the pick and mark the feature', () => {
    const s = play(ranked(), pick('ann', 'pool'));
    expect(s.ext.contamination.picks).toEqual([{ player: 'ann', terrain: 'pool' }]);
    expect(s.ext.contaminated).toEqual(['pool']);
    expect(s.board.terrain['pool']?.markers).toEqual({ contaminated: true });
    expect(s.board.terrain['well']?.markers).toEqual({});
  });

  it('when empty, marks no feature, not even one called "null"', () => {
    // the events' schema refuses "null" as an id, so this battle is folded on the trusted path, which has no schema
    expect(() => setUpWith([{ id: 'null', placement: 'attacker-territory' }])).toThrow(/reserved/);
    const s = engine.trusted.replay([...setUpEvents([{ id: 'null', placement: 'attacker-territory' }]), ranks({ ann: 0, bob: 1 }), pick('ann', null)]);
    expect(s.board.terrain['null']?.markers).toEqual({});
    expect(s.ext.contamination.picks).toEqual([{ player: 'ann', terrain: null }]);
    expect(s.ext.contaminated).toEqual([]);
  });

  it('may be empty only when nothing is left to pick, and then marks nothing', () => {
    // one feature, in ann's territory: ann has nothing to pick, bob has it
    const s = play(setUpWith([{ id: 'ruins', placement: 'attacker-territory' }]), ranks({ ann: 0, bob: 1 }));
    expect(contaminationOptions(s, 'ann')).toEqual([]);
    const x = play(s, pick('ann', null));
    expect(x.ext.contamination.picks).toEqual([{ player: 'ann', terrain: null }]);
    expect(x.ext.contaminated).toEqual([]);
    expect(x.board.terrain['ruins']?.markers).toEqual({});
    expect(nextContaminationPicker(x)).toBe('bob');
    expect(contaminationComplete(x)).toBe(false);
    const y = play(x, pick('bob', 'ruins'));
    // every feature was picked: nothing to roll, and the set-up is complete
    expect(featuresToRoll(y)).toEqual([]);
    expect(contaminationComplete(y)).toBe(true);
    expect(refusal(y, finished)).toEqual([]);
  });
});

describe('contamination complete', () => {
  it('not before the second pick, even when the first left nothing to roll', () => {
    // one feature, in no man's land: ann picks it, and bob still owes his (empty) pick
    const s = play(setUpWith([{ id: 'pool', placement: 'neutral' }]), ranks({ ann: 0, bob: 1 }));
    expect(contaminationComplete(s)).toBe(false);
    const x = play(s, pick('ann', 'pool'));
    expect(featuresToRoll(x)).toEqual([]);
    expect(contaminationComplete(x)).toBe(false);
    expect(refusal(x, finished).map((v) => v.code)).toEqual(['blighted-wilds/contamination-incomplete']);
    const y = play(x, pick('bob', null));
    expect(contaminationComplete(y)).toBe(true);
  });
});

describe('contamination rolls: each refusal in full', () => {
  const picked = () => play(setUpOnly(), ranks({ ann: 0, bob: 1 }), pick('ann', 'wood'), pick('bob', 'ruins'));
  const picksFirst = { code: 'blighted-wilds/contamination-picks-first', message: 'The players pick their contaminated features before the other features are rolled for.', path: ['type'] };

  it('are made in the set-up', () => {
    expect(refusal(deployed(), rolled({ pool: 1, well: 1, tower: 1 }))).toEqual([
      { code: 'blighted-wilds/not-set-up-step', message: 'Contamination happens before the battle, between BattleSetUp and DeploymentFinished.', path: ['type'] },
    ]);
  });

  it('come after both picks', () => {
    expect(refusal(setUpOnly(), rolled({ ruins: 1, wood: 1, pool: 1, well: 1, tower: 1 }))).toEqual([picksFirst]);
    expect(refusal(play(setUpOnly(), ranks({ ann: 0, bob: 1 })), rolled({ ruins: 1, wood: 1, pool: 1, well: 1, tower: 1 }))).toEqual([picksFirst]);
    expect(contaminationComplete(picked())).toBe(false);
  });

  it('may name a player of the battle as the roller', () => {
    expect(refusal(picked(), rolled({ pool: 1, well: 1, tower: 1 }, 'carl'))).toEqual([
      { code: 'setup/invalid-players', message: '"carl" is not a player of this battle; the players are ann and bob.', path: ['data', 'player'], ref: 'carl' },
    ]);
    expect(refusal(picked(), rolled({ pool: 1, well: 1, tower: 1 }, 'bob'))).toEqual([]);
  });

  it('are one dice for each feature not picked, made once', () => {
    const s = picked();
    expect(featuresToRoll(s)).toEqual(['pool', 'well', 'tower']);
    expect(refusal(s, rolled({ pool: 1, well: 1 }))).toEqual([
      { code: 'blighted-wilds/contamination-rolls', message: 'Roll one dice for each feature that is not contaminated yet: pool, well, tower; missing tower.', path: ['data', 'rolls'] },
    ]);
    expect(refusal(s, rolled({ pool: 1, well: 1, tower: 1, wood: 1 }))).toEqual([
      { code: 'blighted-wilds/contamination-rolls', message: 'Roll one dice for each feature that is not contaminated yet: pool, well, tower; not rolled for: wood.', path: ['data', 'rolls'] },
    ]);
    expect(refusal(s, rolled({ pool: 1, ruins: 1, wood: 1 }))).toEqual([
      {
        code: 'blighted-wilds/contamination-rolls',
        message: 'Roll one dice for each feature that is not contaminated yet: pool, well, tower; missing well, tower; not rolled for: ruins, wood.',
        path: ['data', 'rolls'],
      },
    ]);
    expect(refusal(s, rolled({ pool: 1, tower: 1, ruins: 1 }))).toEqual([
      { code: 'blighted-wilds/contamination-rolls', message: 'Roll one dice for each feature that is not contaminated yet: pool, well, tower; missing well; not rolled for: ruins.', path: ['data', 'rolls'] },
    ]);
    const after = play(s, rolled({ pool: 3, well: 4, tower: 1 }));
    expect(after.ext.contamination.rolls).toEqual({ pool: 3, well: 4, tower: 1 });
    expect(after.ext.contaminated).toEqual(['wood', 'ruins', 'well']);
    expect(refusal(after, rolled({ pool: 3, well: 4, tower: 1 }))).toEqual([{ code: 'blighted-wilds/contamination-already-rolled', message: 'The contamination rolls are made once.', path: ['type'] }]);
  });

  it('with nothing left to roll, take no dice', () => {
    const s = play(setUpWith([{ id: 'ruins', placement: 'attacker-territory' }]), ranks({ ann: 0, bob: 1 }), pick('ann', null), pick('bob', 'ruins'));
    expect(refusal(s, rolled({ ruins: 5 }))).toEqual([
      { code: 'blighted-wilds/contamination-rolls', message: 'Roll one dice for each feature that is not contaminated yet: none; not rolled for: ruins.', path: ['data', 'rolls'] },
    ]);
  });
});

describe('contamination before deployment ends', () => {
  it('needs the ranks, the picks and the rolls, each refusal in full', () => {
    expect(refusal(setUpOnly(), finished)).toEqual([
      { code: 'blighted-wilds/ranks-not-recorded', message: 'Record the generals’ ranks (GeneralRanksRecorded) before the battle starts.', path: ['type'] },
    ]);
    const ranked = play(setUpOnly(), ranks({ ann: 0, bob: 1 }));
    expect(refusal(ranked, finished)).toEqual([
      { code: 'blighted-wilds/contamination-incomplete', message: 'Contamination set-up is not finished: ann still has to pick a feature.', path: ['type'] },
    ]);
    const picked = play(ranked, pick('ann', 'wood'), pick('bob', 'ruins'));
    expect(refusal(picked, finished)).toEqual([
      { code: 'blighted-wilds/contamination-incomplete', message: 'Contamination set-up is not finished: roll for the features nobody picked (ContaminationRolled).', path: ['type'] },
    ]);
    expect(refusal(play(picked, rolled({ pool: 1, well: 1, tower: 1 })), finished)).toEqual([]);
  });

  it('with no terrain, needs the ranks only', () => {
    const s = setUpWith([]);
    expect(contaminationComplete(s)).toBe(true);
    expect(refusal(s, finished)).toEqual([
      { code: 'blighted-wilds/ranks-not-recorded', message: 'Record the generals’ ranks (GeneralRanksRecorded) before the battle starts.', path: ['type'] },
    ]);
    expect(refusal(play(s, ranks({ ann: 0, bob: 1 })), finished)).toEqual([]);
  });
});
