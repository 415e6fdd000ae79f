// The core passes the player whose turn ends to a pack's `scoreTurn` hook as its third argument (the battleplans'
// scoring reads it instead of the clock).
import { describe, expect, it } from 'vitest';
import { createEngine, selectLedger } from '../../src/index.js';
import type { Effect } from '../../src/authoring.js';
import { tableRules } from '../../src/table/engine-rules.js';
import { battle3 } from '../support/core-fixtures.js';
import { testPack, type TestExt } from '../support/test-pack.js';

describe('scoreTurn receives the player whose turn ends', () => {
  it('once per turn ended, in the order the turns were played, with the clock on that turn', () => {
    const seen: [string, string | undefined][] = [];
    const pack = {
      ...testPack,
      hooks: {
        scoreTurn: (state: Parameters<NonNullable<typeof testPack.hooks.scoreTurn>>[0], _ctx: unknown, player: string): Effect<TestExt>[] => {
          seen.push([player, state.clock.turn?.player]);
          return [{ kind: 'award', player, amount: 1, source: 'test-pack/turn', reason: 'ended a turn' }];
        },
      },
    };
    const state = createEngine(pack, { table: tableRules }).replayOrThrow(battle3);
    expect(seen).toEqual([
      ['bob', 'bob'],
      ['ann', 'ann'],
      ['ann', 'ann'],
      ['bob', 'bob'],
    ]);
    // the awards went to the players named
    expect(selectLedger(state).filter((l) => l.source === 'test-pack/turn').map((l) => [l.player, l.round, l.turn])).toEqual([
      ['bob', 1, 1],
      ['ann', 1, 2],
      ['ann', 2, 1],
      ['bob', 2, 2],
    ]);
  });
});
