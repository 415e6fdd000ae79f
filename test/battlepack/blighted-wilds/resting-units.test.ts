import { describe, expect, it } from 'vitest';
import { armyPoints, nextRestingChooser, restingOptions } from '../../../src/battlepack/blighted-wilds/index.js';
import { codes, deployed, engine, expectRejected, play, setUpOnly, type Ev, type S } from './support.js';

/** Ranks recorded: bob's general is the lowest ranked. */
const ranked = (): S =>
  play(setUpOnly(), { type: 'GeneralRanksRecorded', data: { generals: { ann: { rank: 'Aspiring', level: 1 }, bob: { rank: 'No rank', level: 0 } } } });

describe('resting units', () => {
  it('starts with the player whose general has the lowest rank', () => {
    const s = ranked();
    expect(nextRestingChooser(s)).toBe('bob');
    expectRejected(s, { type: 'RestingUnitChosen', data: { player: 'ann', unit: 'ann-dryads' } }, 'blighted-wilds/resting-out-of-turn');
    const after = play(s, { type: 'RestingUnitChosen', data: { player: 'bob', unit: null } });
    expect(codes(after, { type: 'RestingUnitChosen', data: { player: 'ann', unit: 'ann-dryads' } })).toEqual([]);
  });

  it('a rested unit takes no part and its points do not count', () => {
    const s = play(ranked(), { type: 'RestingUnitChosen', data: { player: 'bob', unit: 'bob-beast' } });
    expect(s.units['bob-beast']?.status).toBe('resting');
    expect(armyPoints(s, 'bob')).toBe(140 + 220 + 150);
    const fighting = play(deployed({ levels: { ann: 1, bob: 0 }, rest: { bob: 'bob-beast', ann: null } }), { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } }, { type: 'TurnStarted', data: { player: 'ann' } });
    expectRejected(fighting, { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'bob-beast', objective: 'spring', controlScore: 5 }] } }, 'unit/not-on-battlefield');
  });

  it('without resting, every unit counts', () => {
    expect(armyPoints(ranked(), 'bob')).toBe(140 + 220 + 150 + 160);
  });

  it('each player rests at most one unit, never their general', () => {
    const s = play(ranked(), { type: 'RestingUnitChosen', data: { player: 'bob', unit: 'bob-beast' } });
    expectRejected(s, { type: 'RestingUnitChosen', data: { player: 'bob', unit: 'bob-plaguebearers' } }, 'blighted-wilds/already-rested');
    expectRejected(s, { type: 'RestingUnitChosen', data: { player: 'ann', unit: 'ann-lord' } }, 'blighted-wilds/cannot-rest');
    expect(restingOptions(s, 'ann')).toEqual(['ann-dryads', 'ann-hunters', 'ann-treelord']);
  });

  it('is chosen before the battle', () => {
    expectRejected(deployed(), { type: 'RestingUnitChosen', data: { player: 'ann', unit: 'ann-dryads' } }, 'blighted-wilds/not-set-up-step');
  });
});

describe('resting units: each refusal in full (code, message, where)', () => {
  const refusal = (s: S, e: Ev) => engine.check(s, e).map(({ eventIndex: _, ...v }) => v);
  const rest = (player: string, unit: string | null): Ev => ({ type: 'RestingUnitChosen', data: { player, unit } });

  it('before the ranks are recorded nobody chooses', () => {
    expect(nextRestingChooser(setUpOnly())).toBeNull();
    expect(refusal(setUpOnly(), rest('ann', null))).toEqual([
      { code: 'blighted-wilds/ranks-not-recorded', message: 'Record the generals’ ranks (GeneralRanksRecorded) first: the lowest-ranked general chooses first.', path: ['type'] },
    ]);
  });

  it('after the set-up, naming the step', () => {
    expect(refusal(deployed(), rest('ann', null))).toEqual([
      { code: 'blighted-wilds/not-set-up-step', message: 'Resting a unit happens before the battle, between BattleSetUp and DeploymentFinished.', path: ['type'] },
    ]);
  });

  it('a unit destroyed or taken off before the battle is not in the army to rest', () => {
    const s = play(ranked(), rest('bob', null), { type: 'UnitDestroyed', data: { unit: 'ann-dryads' } }, { type: 'UnitRemoved', data: { unit: 'ann-hunters' } });
    expect([s.units['ann-dryads']?.status, s.units['ann-hunters']?.status]).toEqual(['destroyed', 'removed']);
    expect(restingOptions(s, 'ann')).toEqual(['ann-treelord']);
  });

  it('out of turn, naming who chooses first', () => {
    expect(refusal(ranked(), rest('ann', null))).toEqual([
      { code: 'blighted-wilds/resting-out-of-turn', message: 'bob (the lowest-ranked general) chooses a resting unit first, or none.', path: ['data', 'player'], ref: 'ann' },
    ]);
  });

  it('a second choice, by the first chooser or once both have chosen (resting none counts as a choice)', () => {
    const once = play(ranked(), rest('bob', null));
    expect(once.ext.resting).toEqual({ bob: null });
    expect(nextRestingChooser(once)).toBe('ann');
    const already = (p: string) => [{ code: 'blighted-wilds/already-rested', message: `${p} has already chosen their resting unit; each player rests at most one.`, path: ['data', 'player'], ref: p }];
    expect(refusal(once, rest('bob', 'bob-beast'))).toEqual(already('bob'));
    const both = play(once, rest('ann', 'ann-dryads'));
    expect(nextRestingChooser(both)).toBeNull();
    expect(refusal(both, rest('ann', null))).toEqual(already('ann'));
    expect(refusal(both, rest('bob', null))).toEqual(already('bob'));
  });

  it('a unit that cannot rest: the general, an enemy unit, a unit not in the roster; the options listed', () => {
    const s = play(ranked(), rest('bob', null));
    const cannot = (unit: string) => [
      { code: 'blighted-wilds/cannot-rest', message: `"${unit}" cannot rest: ann can rest one unit of their starting army (on the battlefield or in reserve) other than the general (ann-dryads, ann-hunters, ann-treelord).`, path: ['data', 'unit'], ref: unit },
    ];
    expect(refusal(s, rest('ann', 'ann-lord'))).toEqual(cannot('ann-lord'));
    expect(refusal(s, rest('ann', 'bob-beast'))).toEqual(cannot('bob-beast'));
    const summoned = play(s, { type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 'ann-spites', owner: 'ann', name: 'Spites', wounds: 1, models: 3 }] } });
    expect(refusal(summoned, rest('ann', 'ann-spites'))).toEqual(cannot('ann-spites'));
    expect(restingOptions(summoned, 'ann')).toEqual(['ann-dryads', 'ann-hunters', 'ann-treelord']);
  });

  it('an army of its general alone has nothing to rest', () => {
    let s = play(engine.initialState(), {
      type: 'BattleSetUp',
      data: { battlepack: { id: 'blighted-wilds', version: '1.0.0' }, battleplan: 'example-tainted-springs', pointsLimit: 1000, players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }] },
    });
    s = play(s, { type: 'UnitsAdded', data: { origin: 'roster', units: [{ id: 'lone', owner: 'ann', name: 'Lone', wounds: 5, models: 1, general: true }] } });
    s = play(s, { type: 'GeneralRanksRecorded', data: { generals: { ann: { rank: 'No rank', level: 0 }, bob: { rank: 'Aspiring', level: 1 } } } });
    expect(restingOptions(s, 'ann')).toEqual([]);
    expect(refusal(s, rest('ann', 'lone'))).toEqual([
      { code: 'blighted-wilds/cannot-rest', message: '"lone" cannot rest: ann can rest one unit of their starting army (on the battlefield or in reserve) other than the general (none).', path: ['data', 'unit'], ref: 'lone' },
    ]);
    // resting none is always open
    expect(refusal(s, rest('ann', null))).toEqual([]);
  });

  // blighted wilds table-side, "Resting Units": "1 unit in their army"; a unit set up in reserve is in the army
  it('a unit set up in reserve may rest, and its points no longer count', () => {
    const s = play(ranked(), rest('bob', null), { type: 'UnitsAdded', data: { origin: 'reserve', units: [{ id: 'ann-kurnoth', owner: 'ann', name: 'Kurnoth Hunters', wounds: 5, models: 3, points: 200 }] } });
    expect(restingOptions(s, 'ann')).toEqual(['ann-dryads', 'ann-hunters', 'ann-treelord', 'ann-kurnoth']);
    const rested = play(s, rest('ann', 'ann-kurnoth'));
    expect(rested.units['ann-kurnoth']?.status).toBe('resting');
    expect(armyPoints(rested, 'ann')).toBe(armyPoints(s, 'ann') - 200);
  });

  it('resting none changes no unit', () => {
    const s = play(ranked(), rest('bob', null));
    expect(Object.values(s.units).map((u) => u.status)).toEqual(Object.values(ranked().units).map((u) => u.status));
    expect(armyPoints(s, 'bob')).toBe(140 + 220 + 150 + 160);
  });

  it('resting none leaves alone a unit whose id is "null"', () => {
    // the events' schema refuses "null" as an id, so the unit is added and rested on the trusted path, which has none
    const added: Ev = { type: 'UnitsAdded', data: { origin: 'roster', units: [{ id: 'null', owner: 'bob', name: 'Null', wounds: 1, models: 5, points: 90 }] } };
    expect(() => play(ranked(), added)).toThrow(/reserved/);
    // (a plain copy of a state is a draft the trusted path folds on)
    const s = structuredClone(ranked()) as unknown as Parameters<typeof engine.trusted.apply>[0];
    engine.trusted.apply(s, added);
    const before = armyPoints(s as unknown as S, 'bob');
    engine.trusted.apply(s, rest('bob', null));
    expect(s.units['null']?.status).toBe('battlefield');
    expect(s.ext.resting).toEqual({ bob: null });
    expect(armyPoints(s as unknown as S, 'bob')).toBe(before);
  });
});
