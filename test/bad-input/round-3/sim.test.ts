/**
 * Issue 25, hostile input round 3, the simulators and statistics: histogram keys and table sizes bounded, ids named like
 * Object.prototype's members merged as ids, a clear message for a shard merged into a whole run, the HTML report's
 * content security policy, and one argument check at the entry of decisions, monteCarloBot and randomBattle.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { galletEngine } from 'battlepack-engine/gallet';
import {
  allPlans,
  checkSimulationStats,
  decisions,
  mergeSimulationStats,
  monteCarloBot,
  randomBattle,
  simulationHtml,
  simulationStats,
  simulationTable,
  STATS_LIMITS,
  StatsMismatch,
  type GameResult,
  type SimulationStats,
} from 'battlepack-engine/sim';
import { cli, tempDir } from '../../cli/run.js';

const game = (index: number, battleplan: string, tactic: string, vp = 10): GameResult => ({
  index,
  seed: index,
  battleplan,
  attackerVp: vp,
  defenderVp: 3,
  winner: 'attacker',
  kind: 'major',
  rounds: 5,
  events: 100,
  firstTurns: ['attacker', 'defender'],
  tactics: [['attacker', tactic, true]],
  strategies: [['defender', tactic, false]],
});
const shard = (index: number, count: number, plan = 'toString', tactic = 'constructor'): SimulationStats =>
  simulationStats([game(index - 1, plan, tactic)], { pack: 'gallet-2022-s1', seed: 7, shard: { index, count } });
const plain = (s: SimulationStats): Record<string, unknown> => JSON.parse(JSON.stringify(s)) as Record<string, unknown>;

describe('item 3 and 4: histogram keys and tables are bounded; nothing loops to a huge key or overflows the stack', () => {
  it('a histogram key beyond the VP range, or not a whole number, is refused naming the field', () => {
    for (const key of ['100000000', '1001', '-1', '1.5', 'x', '01']) {
      const s = plain(shard(1, 1));
      ((s['plans'] as Record<string, Record<string, Record<string, Record<string, unknown>>>>)['toString'] as Record<string, Record<string, Record<string, unknown>>>)['roles']!['attacker']!['vp'] = { [key]: 1 };
      const r = checkSimulationStats(s);
      expect(r.ok, key).toBe(false);
      if (!r.ok) expect(r.problem).toContain(`from 0 to ${STATS_LIMITS.maxHistogramKey}`);
      expect(() => simulationHtml(s as never)).toThrow(/^simulationHtml: /);
    }
  });

  it('merge --format html on a file with the key "100000000" exits 1 at once', async () => {
    const s = plain(shard(1, 1));
    ((s['plans'] as Record<string, Record<string, unknown>>)['toString'] as Record<string, unknown>)['rounds'] = { '100000000': 1 };
    const file = join(tempDir(), 'huge-key.json');
    writeFileSync(file, JSON.stringify(s));
    const r = await cli(['merge', file, '--format', 'html']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('a histogram key is a whole number');
    expect(r.stderr).not.toContain('unexpected error');
  });

  it('more tactics than a table holds are refused, not merged (200,000 in the issue overflowed the stack)', async () => {
    const s = plain(shard(1, 1));
    const tactics: Record<string, unknown> = {};
    for (let i = 0; i < 20_000; i++) tactics[`t${i}`] = { attacker: { picked: 1, completed: 0 }, defender: { picked: 0, completed: 0 } };
    ((s['plans'] as Record<string, Record<string, unknown>>)['toString'] as Record<string, unknown>)['tactics'] = tactics;
    expect(checkSimulationStats(s).ok).toBe(false);
    const file = join(tempDir(), 'many-tactics.json');
    writeFileSync(file, JSON.stringify(s));
    const r = await cli(['merge', file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`at most ${STATS_LIMITS.maxIds.toLocaleString('en')} entries`);
    // a table at the limit still prints
    const ok = plain(shard(1, 1));
    const some: Record<string, unknown> = {};
    for (let i = 0; i < STATS_LIMITS.maxIds; i++) some[`t${i}`] = { attacker: { picked: 1, completed: 0 }, defender: { picked: 0, completed: 0 } };
    ((ok['plans'] as Record<string, Record<string, unknown>>)['toString'] as Record<string, unknown>)['tactics'] = some;
    expect(simulationTable(ok as never)).toContain('t999');
  });
});

describe('item 6: ids named like members of Object.prototype are ids', () => {
  it('plans, tactics and strategies named constructor, toString, hasOwnProperty merge into counts', () => {
    const ids = ['constructor', 'toString', 'hasOwnProperty'];
    const a = simulationStats(ids.map((id, i) => game(i, id, id)), { pack: 'p', seed: 1, shard: { index: 1, count: 2 } });
    const b = simulationStats(ids.map((id, i) => game(i + 3, id, id)), { pack: 'p', seed: 1, shard: { index: 2, count: 2 } });
    const m = mergeSimulationStats(JSON.parse(JSON.stringify(a)) as SimulationStats, JSON.parse(JSON.stringify(b)) as SimulationStats);
    for (const id of ids) {
      expect(m.plans[id]?.games).toBe(2);
      expect(m.plans[id]?.tactics[id]?.attacker).toEqual({ picked: 2, completed: 2 });
      expect(m.plans[id]?.strategies[id]?.defender).toEqual({ picked: 2, completed: 0 });
    }
    expect(JSON.stringify(m)).not.toContain('function');
    expect(allPlans(m).tactics['constructor']?.attacker.picked).toBe(2);
  });

  it('the CLI merges them too', async () => {
    const dir = tempDir();
    const files = [1, 2].map((i) => {
      const f = join(dir, `s${i}.json`);
      writeFileSync(f, JSON.stringify(shard(i, 2, 'hasOwnProperty', 'constructor')));
      return f;
    });
    const r = await cli(['merge', ...files, '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as SimulationStats;
    expect(out.plans['hasOwnProperty']?.tactics['constructor']?.attacker.picked).toBe(2);
  });
});

describe('item 14: the merge message and the report CSP', () => {
  it('a shard merged after every shard is in says the run is already whole', () => {
    let merged = shard(1, 3);
    for (const i of [2, 3]) merged = mergeSimulationStats(merged, shard(i, 3));
    expect(merged.shard).toBeUndefined();
    expect(() => mergeSimulationStats(merged, shard(2, 3))).toThrow(StatsMismatch);
    expect(() => mergeSimulationStats(merged, shard(2, 3))).toThrow(/already the whole run.*shard 2 of 3 would count its games twice/);
    expect(() => mergeSimulationStats(shard(2, 3), merged)).toThrow(/is a whole run/);
  });

  it('the simulation HTML report carries a content security policy that allows no script and no fetch', () => {
    const html = simulationHtml(shard(1, 1));
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`);
  });
});

describe('item 10: decisions, monteCarloBot and randomBattle check their arguments at the entry', () => {
  const throwing = (): never => {
    throw new Error('boom');
  };
  const trap = new Proxy({}, { get: throwing, ownKeys: throwing, getOwnPropertyDescriptor: throwing, has: throwing });

  it('decisions: a state that is not one, or one the engine refuses, is a TypeError; nothing apply would refuse is listed', () => {
    for (const bad of [null, {}, trap, 7]) expect(() => decisions(galletEngine, bad as never)).toThrow(/^decisions: /);
    const s = randomBattle(galletEngine, { seed: 3, stopAfter: 30 }).state;
    const broken = { ...JSON.parse(JSON.stringify(s)), round: -1 } as never;
    expect(() => decisions(galletEngine, broken)).toThrow(/^decisions: the engine refuses this state \(state\/invalid/);
    for (const d of decisions(galletEngine, s)) expect(galletEngine.check(s, d.event)).toEqual([]);
    expect(() => decisions(galletEngine, s, { kinds: 'BattleTacticPicked' } as never)).toThrow(/options.kinds/);
    expect(() => decisions(galletEngine, s, trap as never)).toThrow(/^decisions: /);
  });

  it('monteCarloBot: rollouts and maxOptions are whole numbers within their bounds', () => {
    for (const rollouts of [Number.POSITIVE_INFINITY, 1e9, 0, 1.5, '10']) expect(() => monteCarloBot({ engine: galletEngine, seed: 1, rollouts } as never)).toThrow(/^monteCarloBot: options.rollouts/);
    expect(() => monteCarloBot({ engine: galletEngine, seed: 1, maxOptions: -1 })).toThrow(/options.maxOptions/);
    expect(() => monteCarloBot({ engine: galletEngine, seed: '1' } as never)).toThrow(/options.seed/);
    expect(() => monteCarloBot({ engine: {} } as never)).toThrow(/engine/);
    expect(() => monteCarloBot(trap as never)).toThrow(/^monteCarloBot: /);
    expect(typeof monteCarloBot({ engine: galletEngine, seed: 1, rollouts: 2, horizon: Number.POSITIVE_INFINITY })).toBe('function');
  });

  it('randomBattle: a seed that is not a whole number or a generator, a wrong list of players, or a set-up the engine refuses', () => {
    for (const seed of ['7', null, undefined, 1.5, {}]) expect(() => randomBattle(galletEngine, { seed } as never)).toThrow(/^randomBattle: options.seed/);
    expect(() => randomBattle(galletEngine, { seed: 1, players: [{ id: 'solo', role: 'attacker' }] } as never)).toThrow(/options.players/);
    expect(() =>
      randomBattle(galletEngine, {
        seed: 1,
        players: [
          { id: 'constructor', role: 'attacker' },
          { id: 'p2', role: 'defender' },
        ],
      }),
    ).toThrow(/^randomBattle: the set-up made from the options is refused \(schema\/invalid/);
    const terrain = Array.from({ length: 100 }, (_, i) => ({ id: `t${i}`, name: 'Ruin', placement: 'neutral' as const }));
    expect(() => randomBattle(galletEngine, { seed: 1, terrain })).toThrow(/set-up made from the options is refused/);
    expect(() => randomBattle(galletEngine, trap as never)).toThrow(/^randomBattle: /);
    // and good options still play, every event accepted by the public engine
    const b = randomBattle(galletEngine, { seed: 5, players: [{ id: 'ana', role: 'attacker' }, { id: 'ben', role: 'defender' }] });
    expect(galletEngine.replay(b.events).ok).toBe(true);
  });
});
