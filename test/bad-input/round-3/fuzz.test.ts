/**
 * Issue 25: a generated, in-process fuzz of the surfaces of `./table`, `./sim` (but its combat maths), `./gallet/table`,
 * the SVG renderers and the log reader's options. Each case calls one exported function with a hostile argument — a
 * generated value, a Proxy or getter that throws, prototype-named keys, non-finite numbers, characters XML cannot hold,
 * or a valid argument with one field replaced by such a value — and checks the answer: violations or a value from
 * the functions that promise them, else that or a `TypeError` whose message starts with the function's name; never
 * another exception. `FUZZ=long` runs ≥ 10,000 cases (see bench/results/fuzz-long.md); the default keeps `npm test` short.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngine, replayLogChunks, type BattleState } from 'battlepack-engine';
import { gallet, galletEngine } from 'battlepack-engine/gallet';
import { galletMaps, galletTable } from 'battlepack-engine/gallet/table';
import * as table from 'battlepack-engine/table';
import * as sim from 'battlepack-engine/sim';

const LONG = process.env['FUZZ'] === 'long';
/** Cases per surface: 24 surfaces × 15 = 360 by default; × 450 = 10,800 with FUZZ=long. */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? (LONG ? 450 : 15));

const engine = createEngine(gallet, { table: galletTable });
const map = galletMaps['turf-war'];
const model = { position: { x: 10, y: 10 }, base: { kind: 'round', diameterMm: 32 } } as const;
const unit = { id: 'u1', owner: 'ana', base: { kind: 'round', diameterMm: 32 }, models: [{ position: { x: 10, y: 10 } }, { position: { x: 12, y: 10 } }] } as const;
const battle = sim.randomBattle(galletEngine, { seed: 11, stopAfter: 40 });
const state = galletEngine.replayOrThrow(battle.events);
const stats = sim.simulationStats([], { pack: gallet.id, seed: 1, shard: { index: 1, count: 2 } });

const throwing = (): never => {
  throw new Error('hostile');
};
// the hostile leaves are made fresh for each call from a recipe (a `Leaf`), so that fast-check can print a failing case
// without running a Proxy's traps itself
const LEAVES: readonly (() => unknown)[] = [
  () => Number.NaN,
  () => Number.POSITIVE_INFINITY,
  () => -0,
  () => 1e308,
  () => -5,
  () => 2 ** 53,
  () => '',
  () => '\uFFFE\uFFFF\uD800',
  () => 'constructor',
  () => '__proto__',
  () => 'x'.repeat(600),
  () => null,
  () => undefined,
  () => true,
  () => [],
  () => ({}),
  () => () => 1,
  () => Symbol('s'),
  () => 10n,
  () => new Date(0),
  () => new Map(),
  () => new Proxy({}, { get: throwing, ownKeys: throwing, getOwnPropertyDescriptor: throwing, has: throwing, getPrototypeOf: throwing }),
  () => Object.defineProperty({}, 'x', { enumerable: true, get: throwing }),
  () => Object.defineProperty([1, 2], 0, { enumerable: true, get: throwing }),
  () => Object.create(null) as unknown,
  () => ({ constructor: 1, toString: 2, hasOwnProperty: 3, valueOf: 'x' }),
];
class Leaf {
  constructor(readonly i: number) {}
  toString(): string {
    return `leaf(${this.i})`;
  }
}
const hostileLeaf = fc.integer({ min: 0, max: LEAVES.length - 1 }).map((i) => new Leaf(i));
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileLeaf },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 3, withNullPrototype: true, withBigInt: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true, withObjectString: true }) },
);

const isPlain = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** A deep copy of the plain parts of `v` (anything else kept as it is), with every `Leaf` made into its value. */
function build(v: unknown): unknown {
  if (v instanceof Leaf) return (LEAVES[v.i] as () => unknown)();
  if (!isPlain(v)) return v;
  if (Array.isArray(v)) return v.map(build);
  const out: Record<string, unknown> = Object.getPrototypeOf(v) === null ? (Object.create(null) as Record<string, unknown>) : {};
  for (const k of Object.keys(v)) Object.defineProperty(out, k, { value: build(v[k]), enumerable: true, writable: true, configurable: true });
  return out;
}

/** A copy of `base` with the value at one path (chosen by `pick`) replaced by `value`. */
function spoil(base: unknown, pick: number, value: unknown): unknown {
  const copy = build(base);
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]): void => {
    paths.push(path);
    if (paths.length > 2000 || !isPlain(v)) return;
    for (const k of Object.keys(v)) walk((v as Record<string, unknown>)[k], [...path, Array.isArray(v) ? Number(k) : k]);
  };
  walk(copy, []);
  const path = paths[pick % paths.length] ?? [];
  if (path.length === 0) return value;
  let at = copy as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  Object.defineProperty(at, path[path.length - 1] as string | number, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}
/** A hostile value, or a valid one with one field made hostile. */
const near = (valid: unknown): fc.Arbitrary<unknown> => fc.oneof(hostile, fc.tuple(fc.nat(), hostile).map(([i, v]) => spoil(valid, i, v)));

type Surface = { readonly name: string; readonly fn: string; readonly promise: 'answers' | 'type-error'; readonly arg: fc.Arbitrary<unknown>; readonly call: (v: unknown) => unknown };
const S = (name: string, fn: string, promise: Surface['promise'], arg: fc.Arbitrary<unknown>, call: (v: unknown) => unknown): Surface => ({ name, fn, promise, arg, call });
const n = <T>(v: unknown): T => v as T;

const surfaces: readonly Surface[] = [
  S('validateMap(map)', 'validateMap', 'answers', near(map), (v) => table.validateMap(v)),
  S('overrideMap(map, overrides)', 'overrideMap', 'answers', near({ objectives: [{ id: 'centre', position: { x: 30, y: 20 } }], regions: [{ id: 'r', parts: [table.rect(1, 1, 2, 2)] }] }), (v) => table.overrideMap(map, n(v))),
  S('overrideMap(hostile map)', 'overrideMap', 'answers', near(map), (v) => table.overrideMap(n(v), {})),
  S('compileMap(map)', 'compileMap', 'answers', near(map), (v) => table.compileMap(n(v))),
  S('deriveTableFacts(snapshot)', 'deriveTableFacts', 'answers', near({ map, units: [unit] }), (v) => table.deriveTableFacts(n(v))),
  S('validateModel(model)', 'validateModel', 'type-error', near(model), (v) => table.validateModel(v)),
  S('distanceBetween(a, b)', 'distanceBetween', 'type-error', near(model), (v) => table.distanceBetween(model, n(v))),
  S('regionOverlap(model, region)', 'regionOverlap', 'type-error', near({ parts: [table.rect(0, 0, 10, 10)] }), (v) => table.regionOverlap(model, n(v))),
  S('contestsObjective(model, objective)', 'contestsObjective', 'type-error', near({ position: { x: 10, y: 12 }, markerMm: 40 }), (v) => table.contestsObjective(model, n(v), 4)),
  S('unitRegionOverlap(unit, region)', 'unitRegionOverlap', 'type-error', near(unit), (v) => table.unitRegionOverlap(n(v), { parts: [table.rect(0, 0, 10, 10)] })),
  S('rotateMap180 / defineMap', 'rotateMap180', 'type-error', near(map), (v) => table.rotateMap180(n(v))),
  S('renderBattlefieldSvg(map, options)', 'renderBattlefieldSvg', 'type-error', near({ scale: 10, title: 't', players: [{ id: 'ana', role: 'attacker' }], units: [unit], controllers: { centre: 'ana' }, ranges: true }), (v) => table.renderBattlefieldSvg(map, n(v))),
  S('renderBattlefieldSvg(hostile map)', 'renderBattlefieldSvg', 'type-error', near(map), (v) => table.renderBattlefieldSvg(n(v))),
  S('renderBattleMapSvg(state)', 'renderBattleMapSvg', 'type-error', near(JSON.parse(JSON.stringify(state))), (v) => table.renderBattleMapSvg(n(v))),
  S('battleMapsByRound(state, options)', 'battleMapsByRound', 'type-error', near({ ranges: false, scale: 8 }), (v) => table.battleMapsByRound(state as BattleState<unknown>, n(v))),
  S('engine with galletTable: apply(PositionsReported)', 'apply', 'answers', near({ type: 'PositionsReported', data: { units: [{ unit: 'a1', base: { kind: 'footprint', points: [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }] }, models: [{ position: { x: 3, y: 3 } }] }] } }), (v) => engine.apply(engine.initialState(), n(v))),
  S('engine with galletTable: apply(restored state)', 'apply', 'answers', near(JSON.parse(JSON.stringify(state))), (v) => engine.apply(n(v), { type: 'TurnEnded', data: { player: 'p1' } })),
  S('decisions(engine, state, options)', 'decisions', 'type-error', near({ player: 'p1', kinds: ['BattleTacticPicked'], source: 'all' }), (v) => sim.decisions(galletEngine, state, n(v))),
  S('decisions(engine, hostile state)', 'decisions', 'type-error', near(JSON.parse(JSON.stringify(state))), (v) => sim.decisions(galletEngine, n(v))),
  S('monteCarloBot(options)', 'monteCarloBot', 'type-error', near({ engine: galletEngine, seed: 1, rollouts: 2, maxOptions: 2, horizon: 1 }), (v) => sim.monteCarloBot(n<Parameters<typeof sim.monteCarloBot>[0]>(v))),
  S('randomBattle(engine, options)', 'randomBattle', 'type-error', near({ seed: 1, stopAfter: 3, players: [{ id: 'ana', role: 'attacker' }, { id: 'ben', role: 'defender' }] }), (v) => sim.randomBattle(galletEngine, n(v))),
  S('statistics: merge, table, html, allPlans', 'mergeSimulationStats', 'type-error', near(JSON.parse(JSON.stringify(stats))), (v) => {
    expect(typeof sim.checkSimulationStats(v).ok).toBe('boolean');
    try {
      return sim.mergeSimulationStats(stats, n(v));
    } catch (e) {
      if (e instanceof sim.StatsMismatch) return null;
      throw e;
    }
  }),
  S('simulationHtml(stats)', 'simulationHtml', 'type-error', near(JSON.parse(JSON.stringify(stats))), (v) => sim.simulationHtml(n(v))),
  S('replayLogChunks(engine, chunks, options)', 'replayLogChunks', 'type-error', near({ maxBytes: 1000, maxEventBytes: 500, maxViolations: 3 }), (v) => replayLogChunks(galletEngine, ['{}'], n(v))),
];

describe(`hostile arguments to every surface of issue 25 (${RUNS} per surface${LONG ? ', FUZZ=long' : ''})`, () => {
  it.each(surfaces.map((s) => [s.name, s] as const))('%s', (_, s) => {
    fc.assert(
      fc.property(s.arg, (v) => {
        try {
          s.call(build(v));
        } catch (e) {
          if (s.promise === 'answers') throw new Error(`${s.name} threw instead of answering: ${String(e)}`);
          if (!(e instanceof TypeError) || !e.message.startsWith(`${s.fn}: `)) throw new Error(`${s.name} threw something else than its TypeError: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
