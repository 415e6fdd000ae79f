import { describe, expect, it } from 'vitest';
import { marginValue, monteCarloBot, outcomeValue, randomBattle, type ChoiceRequest } from '../../../src/sim.js';
import { PACKS, type AnyEngine, type PackCase } from '../decisions/support.js';

type Request = ChoiceRequest<unknown, AnyEngine['pack']['events']>;

/** Plays a few games with the bot as p1, recording what it was offered and what it chose. */
function play(pack: PackCase, battleplan: string, seed: number) {
  const asked: { request: Request; chosen: ReturnType<ReturnType<typeof monteCarloBot>> }[] = [];
  const bot = monteCarloBot({ engine: pack.engine, seed: 5, rollouts: 2, maxOptions: 3, random: pack.options });
  const chooser = (request: Request) => {
    const chosen = bot(request);
    asked.push({ request: { ...request, options: [...request.options] }, chosen });
    return chosen;
  };
  const battle = randomBattle(pack.engine, { ...pack.options, seed, battleplan, choosers: { p1: chooser } });
  return { battle, asked };
}

describe.each(PACKS)('the Monte Carlo bot, $name', (pack) => {
  const plan = pack.plans[pack.plans.length - 1] ?? '';

  it('chooses only among the options it is offered, passes only when it may, and its battles replay on the public path', () => {
    for (const seed of [1, 2]) {
      const { battle, asked } = play(pack, plan, seed);
      expect(battle.state.clock.stage).toBe('ended');
      expect(asked.length).toBeGreaterThan(0);
      for (const { request, chosen } of asked) {
        expect(request.player).toBe('p1');
        if (chosen === null) expect(request.required).toBe(false);
        else expect(request.options.map((o) => o.key)).toContain(chosen.key);
      }
      const r = pack.engine.replay(battle.events);
      expect(r.ok, r.ok ? '' : JSON.stringify(r.violations)).toBe(true);
    }
  });

  it('is deterministic: the same seeds give the same battle', () => {
    const a = play(pack, plan, 3);
    const b = play(pack, plan, 3);
    expect(b.battle.events).toEqual(a.battle.events);
    expect(b.asked.map((x) => x.chosen?.key ?? null)).toEqual(a.asked.map((x) => x.chosen?.key ?? null));
  });
});

describe('outcomeValue', () => {
  it('is 1 for a win, ½ for a draw and 0 for a loss, nudged by the VP margin', () => {
    const state = (winner: string | null, vp: [number, number]) =>
      ({ clock: { result: { kind: winner === null ? 'draw' : 'major', winner, reason: '', source: '' } }, setup: { playerOrder: ['a', 'b'] }, players: { a: { vp: vp[0] }, b: { vp: vp[1] } } }) as never;
    expect(outcomeValue(state('a', [10, 4]), 'a')).toBeCloseTo(1.006, 10);
    expect(outcomeValue(state('a', [10, 4]), 'b')).toBeCloseTo(-0.006, 10);
    expect(outcomeValue(state(null, [5, 5]), 'a')).toBe(0.5);
  });
});

describe('marginValue', () => {
  it('is ½ plus the VP margin over twice the most a player can score: a lead is worth less than a win', () => {
    const state = (vp: [number, number]) => ({ clock: { result: null }, setup: { playerOrder: ['a', 'b'] }, players: { a: { vp: vp[0] }, b: { vp: vp[1] } } }) as never;
    expect(marginValue(state([12, 2]), 'a', 50)).toBeCloseTo(0.6, 10);
    expect(marginValue(state([12, 2]), 'b', 50)).toBeCloseTo(0.4, 10);
    expect(marginValue(state([3, 3]), 'a', 50)).toBe(0.5);
    expect(marginValue(state([3, 0]), 'a', 0)).toBe(2);
  });
});

describe('the horizon of a rollout', () => {
  const pack = PACKS[0] as PackCase;

  it('randomBattle stops once the battle reaches stopAtRound, with that round begun', () => {
    for (const seed of [1, 2, 3]) {
      const b = randomBattle(pack.engine, { ...pack.options, seed, battleplan: 'turf-war', stopAtRound: 3 });
      expect(b.state.clock.stage).toBe('battle');
      expect(b.state.clock.round).toBe(3);
      expect(b.state.clock.turn).toBeNull();
      expect(b.events.filter((e) => e.type === 'PriorityDetermined').length).toBe(3);
    }
  });

  it('a rollout stopped at the horizon is valued by the VP margin; one played to the end by its result', () => {
    const ended: number[] = [];
    const request = (() => {
      let r: Request | undefined;
      randomBattle(pack.engine, {
        ...pack.options,
        seed: 7,
        battleplan: 'turf-war',
        choosers: {
          p1: (q) => {
            // the request's state is the generator's own, which goes on changing: keep a copy
            if (r === undefined && q.state.clock.round === 1 && q.options.length > 1) r = { ...q, state: structuredClone(q.state), options: [...q.options] };
            return null;
          },
        },
      });
      return r;
    })();
    expect(request).toBeDefined();
    if (request === undefined) return;
    const count = (horizon: number): number => {
      ended.length = 0;
      const bot = monteCarloBot({ engine: pack.engine, seed: 1, rollouts: 2, maxOptions: 3, random: pack.options, horizon, value: (s, p) => (ended.push(s.clock.round), outcomeValue(s, p)) });
      bot(request);
      return ended.length;
    };
    // to the end: every rollout is valued by its result; one round ahead, none reaches the end of the battle
    expect(count(Number.POSITIVE_INFINITY)).toBeGreaterThan(0);
    expect(ended.every((round) => round >= 1)).toBe(true);
    expect(count(1)).toBe(0);
  });
});

describe('the default horizon', () => {
  const pack = PACKS[0] as PackCase;

  /** The first request of p1 in a random battle of `battleplan` that `want` accepts, its state copied. */
  function firstRequest(battleplan: string, want: (q: Request) => boolean): Request | undefined {
    let r: Request | undefined;
    randomBattle(pack.engine, {
      ...pack.options,
      seed: 11,
      battleplan,
      choosers: {
        p1: (q) => {
          // the request's state is the generator's own, which goes on changing: keep a copy
          if (r === undefined && q.state.clock.round <= 2 && q.options.length > 1 && want(q)) r = { ...q, state: structuredClone(q.state), options: [...q.options] };
          return null;
        },
      },
    });
    return r;
  }

  /** How many rollouts reached the end of the battle when the bot weighed `request` with its default horizon. */
  function ended(request: Request): number {
    let n = 0;
    const bot = monteCarloBot({ engine: pack.engine, seed: 1, rollouts: 2, maxOptions: 3, random: pack.options, value: (s, p) => (n++, outcomeValue(s, p)) });
    bot(request);
    return n;
  }

  it('one battle round where the battleplan scores VP; to the end of the battle where it scores none (The Lurkers Below)', () => {
    const tactic = firstRequest('turf-war', (q) => q.options.every((o) => o.kind === 'BattleTacticPicked'));
    const priority = firstRequest('turf-war', (q) => q.options.every((o) => o.kind === 'PriorityDetermined'));
    const lurkers = firstRequest('the-lurkers-below', (q) => q.options.every((o) => o.kind === 'BattleTacticPicked'));
    for (const r of [tactic, priority, lurkers]) expect(r).toBeDefined();
    if (tactic !== undefined) expect(ended(tactic)).toBe(0);
    if (priority !== undefined) expect(ended(priority)).toBe(0);
    if (lurkers !== undefined) expect(ended(lurkers)).toBeGreaterThan(0);
  });
});
