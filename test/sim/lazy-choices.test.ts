import { selectBattleTactics } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import type { BattleState } from '../../src/index.js';
import { decisions, randomBattle, randomChoice } from '../../src/sim.js';
import { galletEngine } from '../../src/gallet.js';

const PLANS = ['close-to-the-chest', 'the-prize-of-gallet', 'in-the-presence-of-idols', 'wont-back-down'] as const;

describe("the generator's random player checks only what its pick needs", () => {
  it('gives the same battles as the random player handed every option (each checked first)', () => {
    for (const battleplan of PLANS)
      for (let seed = 10; seed < 22; seed++) {
        const lazy = randomBattle(galletEngine, { seed, battleplan });
        const full = randomBattle(galletEngine, { seed, battleplan, choosers: { p1: randomChoice, p2: randomChoice } });
        expect(full.events).toEqual(lazy.events);
      }
  });

  it('offers every battle tactic the engine accepts, and only tactics not picked before', () => {
    const tactics = galletEngine.pack.battleTactics;
    let compared = 0;
    let usedBefore = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const b = randomBattle(galletEngine, { seed, battleplan: 'turf-war' });
      let state = galletEngine.initialState() as BattleState<unknown>;
      for (const e of b.events) {
        if (state.clock.turn?.phase === 'hero' && state.clock.turn.tacticWindow) {
          const player = state.clock.turn.player;
          // every tactic with every unit, terrain feature or objective as a target, and none: what the engine accepts
          const targets = [...Object.keys(state.units).map((id) => ({ kind: 'unit', id })), ...Object.keys(state.board.terrain).map((id) => ({ kind: 'terrain', id })), ...Object.keys(state.board.objectives).map((id) => ({ kind: 'objective', id }))];
          const accepted = new Set<string>();
          for (const id of Object.keys(tactics))
            for (const target of [undefined, ...targets]) {
              const event = { type: 'BattleTacticPicked' as const, data: { player, tactic: id, ...(target !== undefined ? { target } : {}) } };
              if (galletEngine.check(state as never, event as never).length === 0) accepted.add(JSON.stringify(event));
            }
          const offered = decisions(galletEngine, state as never, { kinds: ['BattleTacticPicked'] });
          expect(new Set(offered.map((d) => JSON.stringify(d.event)))).toEqual(accepted);
          const picked = new Set(selectBattleTactics(state).filter((t) => t.player === player).map((t) => t.tactic));
          usedBefore += picked.size;
          expect(offered.some((d) => picked.has((d.event as { data: { tactic: string } }).data.tactic))).toBe(false);
          compared++;
        }
        state = galletEngine.applyOrThrow(state as never, e) as BattleState<unknown>;
      }
    }
    expect(compared).toBeGreaterThan(20);
    // the later hero phases come after picks: the case where a tactic is left out is met
    expect(usedBefore).toBeGreaterThan(0);
  });
});
