import { describe, expect, it } from 'vitest';
import { wilson } from 'battlepack-engine/sim';
import { eloRatings, greedyModelBot, pairResult, randomModelBot, roundRobin, roundRobinSpecs, sampleArmies } from 'battlepack-engine/sim/model';
import { MODEL_PACKS } from './support.js';

describe('round-robins of bots', () => {
  it('swaps seats every game and armies every two, game by game across the plans, each game seeded from the run and its index', () => {
    const specs = roundRobinSpecs({ battleplans: ['turf-war', 'head-on-collision'], bots: { a: randomModelBot, b: greedyModelBot }, armies: sampleArmies[3], games: 4, seed: 9 });
    expect(specs.map((s) => s.battleplan)).toEqual(['turf-war', 'head-on-collision', 'turf-war', 'head-on-collision', 'turf-war', 'head-on-collision', 'turf-war', 'head-on-collision']);
    const turf = specs.filter((s) => s.battleplan === 'turf-war');
    expect(turf.map((s) => s.bots.join())).toEqual(['a,b', 'b,a', 'a,b', 'b,a']);
    expect(turf.map((s) => s.armies[0].name)).toEqual([sampleArmies[3][0].name, sampleArmies[3][0].name, sampleArmies[3][1].name, sampleArmies[3][1].name]);
    expect(new Set(specs.map((s) => s.seed)).size).toBe(specs.length);
  });

  it('counts each game once for the pair, with the Wilson interval and ratings that favour the winner', () => {
    const engine = MODEL_PACKS[0]?.engine;
    if (engine === undefined) throw new Error('no engine');
    const r = roundRobin(engine, { battleplans: ['turf-war'], bots: { greedy: greedyModelBot, random: randomModelBot }, armies: sampleArmies[3], games: 4, seed: 1 });
    expect(r.games).toHaveLength(4);
    const p = r.byPlan['turf-war']?.['greedy vs random'];
    expect(p?.games).toBe(4);
    expect((p?.wins ?? 0) + (p?.draws ?? 0) + (p?.losses ?? 0)).toBe(4);
    const w = wilson((p?.wins ?? 0) + (p?.draws ?? 0) / 2, 4);
    expect(p?.low).toBeCloseTo(w.low, 12);
    expect(p?.high).toBeCloseTo(w.high, 12);
    if ((p?.wins ?? 0) > (p?.losses ?? 0)) expect(r.ratings['greedy']).toBeGreaterThan(r.ratings['random'] ?? 0);
  });

  it('rates a bot that wins more above one that wins less, equal records equally, mean 1500', () => {
    const games = [
      ...Array.from({ length: 8 }, () => ({ bots: ['x', 'y'] as const, winner: 0 as const })),
      ...Array.from({ length: 2 }, () => ({ bots: ['x', 'y'] as const, winner: 1 as const })),
    ];
    const r = eloRatings(games);
    expect((r['x'] ?? 0) - (r['y'] ?? 0)).toBeGreaterThan(150);
    expect((r['x'] ?? 0) + (r['y'] ?? 0)).toBeCloseTo(3000, -1);
    const even = eloRatings([{ bots: ['x', 'y'], winner: 0 }, { bots: ['x', 'y'], winner: 1 }, { bots: ['x', 'y'], winner: null }]);
    expect(even['x']).toBe(even['y']);
    expect(pairResult({ bot: 'x', opponent: 'y', wins: 0, draws: 2, losses: 0 }).rate).toBe(0.5);
  });
});
