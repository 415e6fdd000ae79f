import { describe, expect, it } from 'vitest';
import { gallet, galletEngine } from '../../../src/battlepack/gallet/index.js';

// Gallet's pack-wide `validate` hook as a pack author composing it calls it: the battleplan's set-up checks answer for
// `BattleSetUp` only, whatever another event's data carries
describe("Gallet's validate hook", () => {
  const state = galletEngine.initialState();
  const ctx = { eventIndex: 0, edition: gallet.edition };
  const setUp = {
    battlepack: { id: gallet.id, version: gallet.version },
    battleplan: 'wont-back-down',
    pointsLimit: 2000,
    players: [
      { id: 'ann', name: 'Ann', role: 'attacker' },
      { id: 'bob', name: 'Bob', role: 'defender' },
    ],
  };

  it('checks a set-up against its battleplan: Won\'t Back Down without objectives is refused', () => {
    expect(gallet.hooks.validate?.(state, { type: 'BattleSetUp', data: setUp }, ctx)).toEqual([
      {
        code: 'gallet/objectives-required',
        message: 'The objective layout of "Won\'t Back Down" is not known from the sources; give the objectives in BattleSetUp.data.objectives.',
        path: ['data', 'objectives'],
      },
    ]);
  });

  it('does not run the set-up checks on another event, even one whose data names a battleplan', () => {
    // e.g. a pack built on Gallet with an event of its own that names the battleplan
    expect(gallet.hooks.validate?.(state, { type: 'BattleplanAnnounced', data: setUp }, ctx)).toEqual([]);
    expect(gallet.hooks.validate?.(state, { type: 'TurnEnded', data: {} }, ctx)).toEqual([]);
  });
});
