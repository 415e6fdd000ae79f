import { describe, expect, it } from 'vitest';
import { contaminationComplete, nextContaminationPicker } from '../../../src/battlepack/blighted-wilds/index.js';
import { contaminatedFor } from '../../../src/blighted-wilds.js';
import { codes, deployed, expectRejected, play, setUpOnly } from './support.js';

const ranks = (ann: number, bob: number, rollOff?: { ann: number; bob: number }) =>
  ({ type: 'GeneralRanksRecorded', data: { generals: { ann: { rank: 'r', level: ann }, bob: { rank: 'r', level: bob } }, ...(rollOff !== undefined ? { rollOff } : {}) } }) as const;

describe('contamination set-up', () => {
  it('starts with the player whose general has the lowest rank', () => {
    // given bob's general is lower ranked
    const s = play(setUpOnly(), ranks(2, 1));
    // then bob picks first, and ann may not
    expect(nextContaminationPicker(s)).toBe('bob');
    expectRejected(s, { type: 'ContaminationPicked', data: { player: 'ann', terrain: 'wood' } }, 'blighted-wilds/contamination-out-of-turn');
    const after = play(s, { type: 'ContaminationPicked', data: { player: 'bob', terrain: 'ruins' } });
    expect(nextContaminationPicker(after)).toBe('ann');
  });

  it('settles equal ranks with a recorded roll-off, whose winner picks first', () => {
    const s = setUpOnly();
    expectRejected(s, ranks(1, 1), 'blighted-wilds/roll-off-required');
    expectRejected(s, ranks(1, 1, { ann: 4, bob: 4 }), 'blighted-wilds/roll-off-tied');
    const after = play(s, ranks(1, 1, { ann: 2, bob: 5 }));
    expect(after.ext.generals?.order).toEqual(['bob', 'ann']);
    expect(after.ext.generals?.rollOff).toEqual({ ann: 2, bob: 5 });
  });

  it('takes no roll-off when the ranks differ', () => {
    expectRejected(setUpOnly(), ranks(0, 1, { ann: 2, bob: 5 }), 'blighted-wilds/roll-off-not-needed');
  });

  it('needs the ranks before the first pick', () => {
    expectRejected(setUpOnly(), { type: 'ContaminationPicked', data: { player: 'ann', terrain: 'wood' } }, 'blighted-wilds/ranks-not-recorded');
  });

  it('only lets a player pick a feature outside their own territory', () => {
    const s = play(setUpOnly(), ranks(0, 1));
    // ruins is in the attacker's (ann's) territory
    expectRejected(s, { type: 'ContaminationPicked', data: { player: 'ann', terrain: 'ruins' } }, 'blighted-wilds/own-territory');
    expect(codes(s, { type: 'ContaminationPicked', data: { player: 'ann', terrain: 'wood' } })).toEqual([]);
    expect(codes(s, { type: 'ContaminationPicked', data: { player: 'ann', terrain: 'pool' } })).toEqual([]);
  });

  it('does not let a player pick an already contaminated feature or skip while a feature is left', () => {
    const s = play(setUpOnly(), ranks(0, 1), { type: 'ContaminationPicked', data: { player: 'ann', terrain: 'pool' } });
    expectRejected(s, { type: 'ContaminationPicked', data: { player: 'bob', terrain: 'pool' } }, 'blighted-wilds/already-contaminated');
    expectRejected(s, { type: 'ContaminationPicked', data: { player: 'bob', terrain: null } }, 'blighted-wilds/contamination-pick-required');
  });

  it('rolls for every other feature: 4+ contaminates it', () => {
    const s = play(setUpOnly(), ranks(0, 1), { type: 'ContaminationPicked', data: { player: 'ann', terrain: 'wood' } }, { type: 'ContaminationPicked', data: { player: 'bob', terrain: 'ruins' } });
    expectRejected(s, { type: 'ContaminationRolled', data: { rolls: { pool: 4, well: 2 } } }, 'blighted-wilds/contamination-rolls');
    expectRejected(s, { type: 'ContaminationRolled', data: { rolls: { pool: 4, well: 2, tower: 1, wood: 6 } } }, 'blighted-wilds/contamination-rolls');
    const after = play(s, { type: 'ContaminationRolled', data: { rolls: { pool: 4, well: 3, tower: 6 } } });
    expect(after.ext.contaminated).toEqual(['wood', 'ruins', 'pool', 'tower']);
    expect(after.board.terrain['well']?.markers['contaminated']).toBeUndefined();
    expect(after.board.terrain['tower']?.markers['contaminated']).toBe(true);
    expect(contaminationComplete(after)).toBe(true);
  });

  it('rolls only after both picks', () => {
    const s = play(setUpOnly(), ranks(0, 1), { type: 'ContaminationPicked', data: { player: 'ann', terrain: 'wood' } });
    expectRejected(s, { type: 'ContaminationRolled', data: { rolls: { pool: 4, well: 2, tower: 1, ruins: 5 } } }, 'blighted-wilds/contamination-picks-first');
  });

  it('must be finished before deployment ends', () => {
    const s = play(setUpOnly(), ranks(0, 1), { type: 'ContaminationPicked', data: { player: 'ann', terrain: 'wood' } });
    expectRejected(s, { type: 'DeploymentFinished', data: { firstFinished: 'ann' } }, 'blighted-wilds/contamination-incomplete');
    expectRejected(setUpOnly(), { type: 'DeploymentFinished', data: { firstFinished: 'ann' } }, 'blighted-wilds/ranks-not-recorded');
  });

  it('is a set-up step, not something done during the battle', () => {
    const s = deployed();
    expectRejected(s, ranks(0, 1), 'blighted-wilds/not-set-up-step');
    expect(contaminatedFor(s, 'ann')).toEqual(['ruins', 'wood', 'pool']);
  });
});
