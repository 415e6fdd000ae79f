import { describe, expect, it } from 'vitest';
import { greedyModelBot, ModelGame, playModelGame, randomModelBot, sampleArmies, type ModelDecision } from 'battlepack-engine/sim/model';
import { decisions } from 'battlepack-engine/sim';
import { MODEL_PACKS, plansOf, runs } from './support.js';

describe.each(MODEL_PACKS)('model games, $name', ({ engine, edition }) => {
  const plans = plansOf(engine);

  it('every game is an ordinary battle log with positions that the public engine replays to the same result and scores', () => {
    const n = runs(1);
    for (let i = 0; i < n; i++)
      for (const plan of plans.slice(0, edition === 3 ? 12 : 1)) {
        const seed = 100 + i;
        const g = playModelGame(engine, { seed, battleplan: plan, armies: sampleArmies[edition], bots: [greedyModelBot(), randomModelBot(seed)] });
        expect(g.state.clock.stage).toBe('ended');
        expect(g.events.some((e) => e.type === 'PositionsReported')).toBe(true);
        const r = engine.replay(g.events);
        expect(r.ok, `${plan} seed ${seed}: ${r.ok ? '' : r.violations.map((v) => v.message).join('; ')}`).toBe(true);
        expect(r.state.clock.result).toEqual(g.state.clock.result);
        expect(Object.values(r.state.players).map((p) => p.vp)).toEqual(Object.values(g.state.players).map((p) => p.vp));
        // the engine derived control from the positions: the end of each round is kept for pictures
        expect(r.state.board.table.rounds.length).toBeGreaterThan(0);
      }
  });

  it('the same seed gives the same log byte for byte; another seed another log', () => {
    const plan = plans[plans.length - 1] as string;
    const play = (seed: number) => JSON.stringify(playModelGame(engine, { seed, battleplan: plan, armies: sampleArmies[edition], bots: [randomModelBot(seed), randomModelBot(seed + 1)] }).events);
    expect(play(7)).toBe(play(7));
    expect(play(7)).not.toBe(play(8));
  });

  it('offers every choice as a decision: the engine choices are the ones decisions() lists, model choices carry their unit', () => {
    const game = new ModelGame(engine, { seed: 3, battleplan: plans[0] as string, armies: sampleArmies[edition] });
    const kinds = new Set<string>();
    let guard = 0;
    while (!game.ended && guard++ < 5000) {
      const req = game.request;
      if (req === null) break;
      kinds.add(req.kind);
      expect(req.options.length).toBeGreaterThan(0);
      for (const o of req.options) {
        expect(o.player).toBe(req.player);
        expect(o.key).toBe(`${o.kind} ${o.choice}`);
        if (o.event !== undefined && o.kind === 'BattleTacticPicked') {
          const listed = decisions(engine, game.state as never, { kinds: ['BattleTacticPicked'], player: req.player }).map((d) => d.key);
          expect(listed).toContain(o.key);
        }
        if (['UnitDestination', 'ShootingTarget', 'ChargeTarget', 'FightTarget'].includes(o.kind)) expect(o.unit).toBeDefined();
      }
      game.choose(req.options[req.options.length - 1] as ModelDecision);
    }
    expect(game.ended).toBe(true);
    for (const k of ['PriorityDetermined', 'UnitDestination', 'FightTarget']) expect(kinds.has(k)).toBe(true);
    if (Object.keys(engine.pack.grandStrategies).length > 0) expect(kinds.has('GrandStrategyChosen')).toBe(true);
  });

  it('refuses an answer that is not one of the options, and a pass where a choice is required, leaving the game as it was', () => {
    const game = new ModelGame(engine, { seed: 4, battleplan: plans[0] as string, armies: sampleArmies[edition] });
    const req = game.request;
    expect(req).not.toBeNull();
    if (req === null) return;
    const before = game.events.length;
    expect(() => game.choose({ ...(req.options[0] as ModelDecision), key: 'Nonsense 1' })).toThrow(RangeError);
    if (req.required) expect(() => game.choose(null)).toThrow(RangeError);
    expect(game.events.length).toBe(before);
    expect(game.request).toBe(req);
  });

  it("a bot's choice of destination changes control: holding back gives the objectives away", () => {
    const plan = edition === 3 ? 'turf-war' : (plans[0] as string);
    // the same seeds, p1 either marches to the objectives (greedy) or holds every unit where it deployed
    const holder = (): ReturnType<typeof greedyModelBot> => {
      const greedy = greedyModelBot();
      return (req, game) => (req.kind === 'UnitDestination' ? (req.options.find((o) => o.destination?.kind === 'hold') ?? null) : greedy(req, game));
    };
    let marched = 0;
    let held = 0;
    for (let seed = 1; seed <= 4; seed++) {
      for (const [bot, add] of [
        [greedyModelBot(), (n: number) => (marched += n)],
        [holder(), (n: number) => (held += n)],
      ] as const) {
        const g = playModelGame(engine, { seed, battleplan: plan, armies: sampleArmies[edition], attacker: 0, bots: [bot, greedyModelBot()] });
        for (const r of g.state.board.table.rounds) add(Object.values(r.controllers).filter((c) => c === 'p1').length);
      }
    }
    expect(marched).toBeGreaterThan(held);
  });
});
