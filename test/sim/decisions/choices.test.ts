import { selectRounds } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { type BattleState } from '../../../src/index.js';
import { createRng, decisions, randomBattle } from '../../../src/sim.js';
import { galletEngine } from '../../../src/gallet.js';
import { blightedWildsEngine } from '../../../src/blighted-wilds.js';
import type { AnyEngine } from './support.js';

/** Every state of a random battle, folded on the public path, with the event that came next. */
function states(engine: AnyEngine, seed: number, battleplan?: string): { state: BattleState<unknown>; next: { type: string; data: unknown } }[] {
  const b = randomBattle(engine, { seed, ...(battleplan !== undefined ? { battleplan } : {}) });
  const out: { state: BattleState<unknown>; next: { type: string; data: unknown } }[] = [];
  let state = engine.initialState() as BattleState<unknown>;
  for (const e of b.events) {
    out.push({ state, next: e as { type: string; data: unknown } });
    state = engine.applyOrThrow(state, e);
  }
  return out;
}

const gallet = galletEngine as unknown as AnyEngine;
const bw = blightedWildsEngine as unknown as AnyEngine;

describe('choices (rulings: sim/choices-and-facts, sim/priority-choice)', () => {
  it('a battle tactic is offered to the active player at the start of the hero phase, with each target, and not to the other player', () => {
    const at = states(gallet, 4, 'turf-war').find(({ state }) => state.clock.turn?.phase === 'hero' && state.clock.turn.tacticWindow && decisions(gallet, state).some((d) => d.kind === 'BattleTacticPicked'));
    expect(at).toBeDefined();
    const { state } = at ?? { state: gallet.initialState() };
    const tactics = decisions(gallet, state, { kinds: ['BattleTacticPicked'] });
    expect(new Set(tactics.map((d) => d.player))).toEqual(new Set([state.clock.turn?.player]));
    const byTactic = new Map<string, number>();
    for (const d of tactics) byTactic.set((d.event.data as { tactic: string }).tactic, (byTactic.get((d.event.data as { tactic: string }).tactic) ?? 0) + 1);
    for (const [id, n] of byTactic) {
      const def = gallet.pack.battleTactics[id];
      expect(n).toBe(def?.target === undefined ? 1 : def.target.options(state, state.clock.turn?.player ?? '').length);
    }
    expect(tactics.every((d) => !d.diceAfterChoice)).toBe(true);
    // outside the hero phase, none
    const later = states(gallet, 4, 'turf-war').find(({ state: s }) => s.clock.turn?.phase === 'movement');
    expect(decisions(gallet, later?.state ?? state, { kinds: ['BattleTacticPicked'] })).toEqual([]);
  });

  it('while a battle tactic is owed (Gallet requires one), every random battle picks one, and decisions offer the picks and nothing that would close the window', () => {
    for (const seed of [4, 5, 6]) {
      const all = states(gallet, seed);
      const owed = all.filter(({ state }) => gallet.available(state).mustPickBattleTactic);
      expect(owed.length).toBeGreaterThan(0);
      for (const { state, next } of owed) {
        // the generator's next event is the pick, or a start-of-hero-phase effect that keeps the window open
        expect(['BattleTacticPicked', 'CommandPointsGained', 'CommandPointsSpent', 'DiceRolled', 'UnitRallied', 'BattleEnded'], next.type).toContain(next.type);
        const offered = decisions(gallet, state);
        const player = state.clock.turn?.player ?? '';
        expect(offered.filter((d) => d.kind === 'BattleTacticPicked').length).toBe(
          (gallet.available(state).battleTactics[player] ?? []).reduce((n, t) => n + (t.targets === null ? 1 : t.targets.length), 0),
        );
        // every listed choice is accepted now; while the pick is owed, the picks and Rally (a start-of-hero-phase effect,
        // ruling core/tactic-window) are all there is
        for (const d of offered) expect(gallet.check(state, d.event)).toEqual([]);
        for (const d of offered) expect(['BattleTacticPicked', 'UnitRallied']).toContain(d.kind);
      }
    }
  });

  it('priority: the winner of the roll chooses who takes the first turn; both options carry the same rolls', () => {
    const at = states(gallet, 8).find(({ state }) => state.clock.round >= 1 && decisions(gallet, state).some((d) => d.kind === 'PriorityDetermined'));
    const state = at?.state ?? gallet.initialState();
    const dice = createRng(99);
    const options = decisions(gallet, state, { dice, kinds: ['PriorityDetermined'] });
    expect(options.map((o) => o.choice).sort()).toEqual(state.setup.playerOrder.map((p) => `first turn ${p}`).sort());
    const rolls = options.map((o) => JSON.stringify((o.event.data as { rolls?: unknown }).rolls));
    expect(new Set(rolls).size).toBe(1);
    const r = (options[0]?.event.data as { rolls: Record<string, number> }).rolls;
    const [a, b] = state.setup.playerOrder as [string, string];
    const prev = selectRounds(state).at(-1);
    const winner = r[a] === r[b] ? prev?.first : (r[a] ?? 0) > (r[b] ?? 0) ? a : b;
    expect(new Set(options.map((o) => o.player))).toEqual(new Set([winner]));
  });

  it('Blighted Waters is a fact, not a choice: accepted when due, never listed', () => {
    const due = states(bw, 3).filter(({ next }) => next.type === 'BlightedWatersResolved');
    expect(due.length).toBeGreaterThan(0);
    for (const { state, next } of due) {
      expect(bw.can(state, next as never)).toBe(true);
      expect(decisions(bw, state).some((d) => d.kind === 'BlightedWatersResolved')).toBe(false);
    }
  });

  it('Purify the Land and Boon of Vitality carry dice rolled after the choice; the same state and dice list the same decisions', () => {
    const all = states(bw, 5).flatMap(({ state }) => decisions(bw, state).map((d) => ({ d, state })));
    const purify = all.filter(({ d }) => d.kind === 'PurifyTheLandUsed');
    expect(purify.length).toBeGreaterThan(0);
    expect(purify.every(({ d }) => d.diceAfterChoice)).toBe(true);
    const { state } = purify[0] ?? { state: bw.initialState() };
    expect(decisions(bw, state)).toEqual(decisions(bw, state));
    expect(decisions(bw, state, { dice: createRng(1) }).map((d) => d.key)).toEqual(decisions(bw, state, { dice: createRng(2) }).map((d) => d.key));
  });

  it('withdrawal is offered only where the pack allows it and only once enough of the army is destroyed', () => {
    expect(states(gallet, 2).some(({ state }) => decisions(gallet, state).some((d) => d.kind === 'PlayerWithdrew'))).toBe(false);
    const offered = states(bw, 7).concat(states(bw, 8)).filter(({ state }) => decisions(bw, state).some((d) => d.kind === 'PlayerWithdrew'));
    for (const { state } of offered) {
      const w = decisions(bw, state, { kinds: ['PlayerWithdrew'] });
      expect(w.every((d) => d.player === state.clock.turn?.player && state.clock.turn.phase === null)).toBe(true);
    }
    // at the start of every turn before any unit is destroyed, none
    const early = states(bw, 7).filter(({ state }) => state.clock.turn?.phase === null && Object.values(state.units).every((u) => u.status !== 'destroyed'));
    expect(early.length).toBeGreaterThan(0);
    for (const { state } of early) expect(decisions(bw, state, { kinds: ['PlayerWithdrew'] })).toEqual([]);
  });

  it('nothing is listed before set-up or after the battle', () => {
    expect(decisions(gallet, gallet.initialState())).toEqual([]);
    const b = randomBattle(gallet, { seed: 1 });
    expect(decisions(gallet, b.state)).toEqual([]);
  });
});
