import { selectBattleTactics } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/index.js';
import { defineBattlepack, violation } from '../../src/authoring.js';
import { decisions, randomBattle, randomChoice, type ChoiceRequest } from '../../src/sim.js';
import { gallet, galletEngine } from '../../src/gallet.js';
import { blightedWildsEngine } from '../../src/blighted-wilds.js';

describe('random battles make their choices from decisions', () => {
  it('choosers that are the random player give the same battle as none', () => {
    for (const seed of [1, 2, 3]) {
      for (const engine of [galletEngine, blightedWildsEngine] as const) {
        const plain = randomBattle(engine as typeof galletEngine, { seed });
        const chosen = randomBattle(engine as typeof galletEngine, { seed, choosers: { p1: randomChoice, p2: randomChoice } });
        expect(chosen.events).toEqual(plain.events);
      }
    }
  });

  it('a chooser is asked only for its own player, among options the engine accepts, and its answer is played', () => {
    const asked: ChoiceRequest<unknown, never>[] = [];
    const b = randomBattle(galletEngine, {
      seed: 4,
      battleplan: 'the-prize-of-gallet',
      choosers: {
        p2: (r) => {
          asked.push(r as never);
          // always the last option: a choice the random player would seldom make the same way
          return r.options[r.options.length - 1] ?? null;
        },
      },
    });
    expect(asked.length).toBeGreaterThan(0);
    for (const r of asked) {
      expect(r.player).toBe('p2');
      expect(r.options.every((o) => o.player === 'p2')).toBe(true);
    }
    const played = new Set(b.events.map((e) => JSON.stringify(e)));
    const answered = asked.map((r) => JSON.stringify(r.options[r.options.length - 1]?.event));
    expect(answered.filter((e) => played.has(e)).length).toBeGreaterThan(0);
  });

  it('when a pack requires a battle tactic before the phase goes on, the generator picks one (forced choice)', () => {
    // a pack that refuses to leave the hero phase while a battle tactic could still be picked
    let strictEngine: typeof galletEngine | undefined;
    // Gallet without its own requirement (options.battleTacticRequired), so only the test rule forces the pick
    const optional = { ...gallet, options: { ...gallet.options, battleTacticRequired: false } };
    const strict = defineBattlepack({
      ...optional,
      hooks: {
        ...gallet.hooks,
        validate: (state, event, ctx) => {
          const base = gallet.hooks.validate?.(state as never, event, ctx) ?? [];
          if (event.type !== 'PhaseStarted' || state.clock.turn?.phase !== 'hero' || strictEngine === undefined) return base;
          const open = decisions(strictEngine, state as never, { kinds: ['BattleTacticPicked'] });
          return open.length === 0 ? base : [...base, violation('battle-tactic/not-hero-phase-start', 'Pick a battle tactic first (a test rule).', { path: ['type'] })];
        },
      },
    });
    strictEngine = createEngine(strict) as unknown as typeof galletEngine;
    const b = randomBattle(strictEngine, { seed: 5, battleplan: 'turf-war', chances: { pickTactic: 0, endEarly: 0 } });
    expect(b.state.clock.stage).toBe('ended');
    expect(selectBattleTactics(b.state).length).toBeGreaterThan(0);
    // without the rule, with pickTactic 0, no tactic is ever picked
    const optionalEngine = createEngine(defineBattlepack(optional)) as unknown as typeof galletEngine;
    expect(selectBattleTactics(randomBattle(optionalEngine, { seed: 5, battleplan: 'turf-war', chances: { pickTactic: 0, endEarly: 0 } }).state)).toEqual([]);
  });

  it('Gallet requires a battle tactic (options.battleTacticRequired): the generator picks one in every hero phase, whatever pickTactic says', () => {
    for (const seed of [5, 6]) {
      const b = randomBattle(galletEngine, { seed, battleplan: 'turf-war', chances: { pickTactic: 0, endEarly: 0 } });
      expect(b.state.clock.stage).toBe('ended');
      // every hero phase that opened with a tactic to pick has its pick (a player with nothing left to pick owes none)
      let state = galletEngine.initialState();
      const owed: string[] = [];
      for (const e of b.events) {
        state = galletEngine.applyOrThrow(state, e);
        if (e.type === 'PhaseStarted' && e.data.phase === 'hero' && galletEngine.available(state).mustPickBattleTactic) owed.push(`${state.clock.round} ${state.clock.turn?.player}`);
      }
      expect(owed.length).toBeGreaterThan(4);
      const picked = selectBattleTactics(b.state).map((t) => `${t.round} ${t.player}`);
      for (const turn of owed) expect(picked).toContain(turn);
    }
  });
});
