import { describe, expect, it } from 'vitest';
import { galletRandomOptions, gameSeed, histogramSpread, mergeSimulationStats, parseShard, playSimulationGame, shardGames, simulationGames, simulationStats, StatsMismatch, wilson, type GameResult } from '../../src/sim.js';
import { gallet, galletEngine } from '../../src/gallet.js';

const PLANS = Object.keys(gallet.battleplans);
const GAMES = 2 * PLANS.length;
const play = (seed: number, shard?: { index: number; count: number }): GameResult[] =>
  simulationGames(seed, GAMES, PLANS, shard).map((g) => playSimulationGame(galletEngine, galletRandomOptions, g));

describe('simulation statistics', () => {
  const all = play(7);
  const whole = simulationStats(all, { pack: gallet.id, seed: 7 });

  it('counts win, draw and loss per battleplan and role, VP distributions, tactics, strategies and first turns', () => {
    expect(whole.games).toBe(GAMES);
    expect(whole.failed).toEqual([]);
    expect(Object.keys(whole.plans)).toEqual([...PLANS].sort());
    for (const [id, p] of Object.entries(whole.plans)) {
      const rs = all.filter((r) => r.battleplan === id);
      expect(p.games).toBe(rs.length);
      expect(p.roles.attacker.wins).toBe(rs.filter((r) => r.winner === 'attacker').length);
      expect(p.roles.defender.wins).toBe(p.roles.attacker.losses);
      expect(p.roles.attacker.draws).toBe(rs.filter((r) => r.winner === null && r.kind !== 'unfinished').length);
      expect(histogramSpread(p.roles.attacker.vp).count).toBe(rs.length);
      expect(histogramSpread(p.roles.attacker.vp).mean).toBeCloseTo(rs.reduce((n, r) => n + r.attackerVp, 0) / rs.length, 10);
      const picked = Object.values(p.tactics).reduce((n, t) => n + t.attacker.picked + t.defender.picked, 0);
      expect(picked).toBe(rs.reduce((n, r) => n + r.tactics.length, 0));
      const f = p.firstTurnRound1;
      expect(f.wins + f.draws + f.losses).toBe(rs.filter((r) => r.kind !== 'unfinished' && r.firstTurns.length > 0).length);
    }
  });

  it('4 merged shards are byte-identical to one run, in any merge order', () => {
    const shards = [1, 2, 3, 4].map((index) => simulationStats(play(7, { index, count: 4 }), { pack: gallet.id, seed: 7, shard: { index, count: 4 } }));
    expect(shards.reduce((n, s) => n + s.games, 0)).toBe(GAMES);
    const merged = shards.reduce((a, b) => mergeSimulationStats(a, b));
    expect(JSON.stringify(merged)).toBe(JSON.stringify(whole));
    const reversed = [...shards].reverse().reduce((a, b) => mergeSimulationStats(a, b));
    expect(JSON.stringify(reversed)).toBe(JSON.stringify(whole));
  });

  it('refuses to merge statistics of another pack or seed, another split, a shard twice, or a whole run', () => {
    const one = simulationStats(play(7, { index: 1, count: 2 }), { pack: gallet.id, seed: 7, shard: { index: 1, count: 2 } });
    const two = simulationStats(play(7, { index: 2, count: 2 }), { pack: gallet.id, seed: 7, shard: { index: 2, count: 2 } });
    expect(one.shard).toEqual({ count: 2, indices: [1] });
    expect(JSON.stringify(mergeSimulationStats(two, one))).toBe(JSON.stringify(whole));
    expect(() => mergeSimulationStats(one, { ...two, seed: 8 })).toThrow(StatsMismatch);
    expect(() => mergeSimulationStats(one, { ...two, pack: 'other' })).toThrow(StatsMismatch);
    expect(() => mergeSimulationStats(one, one)).toThrow(/twice/);
    expect(() => mergeSimulationStats(one, { ...two, shard: { count: 3, indices: [2] } })).toThrow(StatsMismatch);
    expect(() => mergeSimulationStats(whole, one)).toThrow(/whole run/);
  });

  it('shards split the games of a run, each game in exactly one shard, and seeds do not depend on the shard', () => {
    expect(shardGames(10, { index: 1, count: 3 })).toEqual([0, 3, 6, 9]);
    expect(shardGames(10, { index: 3, count: 3 })).toEqual([2, 5, 8]);
    const union = [1, 2, 3].flatMap((index) => shardGames(10, { index, count: 3 })).sort((a, b) => a - b);
    expect(union).toEqual([...Array(10).keys()]);
    expect(simulationGames(7, 10, ['a', 'b'], { index: 2, count: 3 })).toEqual([1, 4, 7].map((i) => ({ index: i, seed: gameSeed(7, i), battleplan: i % 2 === 0 ? 'a' : 'b' })));
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/4', '5/4', '1/0', 'x', '1/2/3', '-1/2']) expect(parseShard(bad)).toBeNull();
  });

  it('Wilson intervals: hand-checked values, and an empty sample is [0, 1]', () => {
    const w = wilson(60, 100);
    expect(w.rate).toBe(0.6);
    expect(w.low).toBeCloseTo(0.502, 3);
    expect(w.high).toBeCloseTo(0.6906, 3);
    expect(wilson(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(10, 10).high).toBeCloseTo(1, 12);
  });

  it('a game that cannot be played is listed as failed, not counted', () => {
    const bad = playSimulationGame(galletEngine, galletRandomOptions, { index: 0, seed: 1, battleplan: 'no-such-plan' });
    expect(bad.error).toBeDefined();
    const s = simulationStats([bad, ...all.slice(0, 3)], { pack: gallet.id, seed: 7 });
    expect(s.failed).toEqual([{ index: 0, seed: 1, battleplan: 'no-such-plan', error: bad.error }]);
    expect(Object.values(s.plans).reduce((n, p) => n + p.games, 0)).toBe(3);
  });
});
