/**
 * The set-up of a model game: the battle set up with the players' roles and grand strategies, the armies added to the
 * engine and deployed on the battle's map (`layout.ts`).
 * @module
 */
import type { AnyEvent } from '../../core/pack/battlepack.js';
import type { ObjectiveDef, PlayerDef } from '../../core/events/schema.js';
import type { BattleState } from '../../core/state/state.js';
import { selectPlayers } from '../../core/state/battle-selectors.js';
import { deployArmy, placeObjective } from './layout.js';
import { unitDefOf } from './profile.js';
import type { ModelGame } from './game.js';
import { ModelGameStuck } from './game-types.js';
import { randomPlayOf } from '../random-battle/library-plays.js';

/**
 * The battle's set-up, once the grand strategies are picked: roles (by the game's dice unless the options say), the
 * pack's set-up (terrain, objectives, placed from their placement where the map gives no position), both armies added
 * and deployed in their territories, and their positions reported; then the pack's choices before deployment ends.
 */
export function setUp<X>(g: ModelGame<X>): void {
  const rng = g.rng;
  const [p1, p2] = g.players() as [string, string];
  const attacker = g.options.attacker ?? (rng.next() < 0.5 ? 0 : 1);
  const mk = (id: string, i: number): PlayerDef => {
    const s = g.d.strategies[i] ?? null;
    return { id, role: i === attacker ? 'attacker' : 'defender', ...(s !== null ? { grandStrategy: s } : {}) };
  };
  let data: { battlepack: { id: string; version: string }; battleplan: string; pointsLimit: number; players: PlayerDef[]; terrain?: unknown[]; objectives?: ObjectiveDef[] } = {
    battlepack: { id: g.pack.id, version: g.pack.version },
    battleplan: g.options.battleplan,
    pointsLimit: g.options.pointsLimit ?? 2000,
    players: [mk(p1, 0), mk(p2, 1)],
  };
  const play = randomPlayOf(g.pack);
  if (play?.terrain !== undefined) data.terrain = [...play.terrain];
  if (play?.setUp !== undefined) data = play.setUp(data as never, rng) as typeof data;
  // objectives the map cannot place get a position from their placement, on a trial set-up's map
  if (data.objectives !== undefined && data.objectives.some((o) => o.position === undefined)) {
    const trial = g.engine.trusted.initialState();
    g.engine.trusted.apply(trial, { type: 'BattleSetUp', data } as never);
    const map = (trial as unknown as BattleState<unknown>).board.table.map;
    if (map !== null) data = { ...data, objectives: data.objectives.map((o) => (o.position !== undefined || map.objectives.some((m) => m.id === o.id && (m.position !== undefined || m.region !== undefined)) ? o : { ...o, position: placeObjective(map, o, rng) })) };
  }
  const setUpEvent: AnyEvent = { type: 'BattleSetUp', data };
  const vs = g.check(setUpEvent);
  if (vs.length > 0) throw new ModelGameStuck(`the set-up was refused: ${vs.map((v) => v.message).join('; ')}`);
  g.fold(setUpEvent);
  const map = g.map();
  if (map === null) throw new RangeError('the model needs an engine that measures the table: createEngine(pack, { table })');
  g.options.armies.forEach((army, i) => {
    const player = g.players()[i] as string;
    const prefix = i === 0 ? 'a' : 'b';
    const units = army.units.map((u, j) => {
      const id = `${prefix}${j + 1}`;
      g.profiles[id] = u;
      return unitDefOf(u, id, player, g.edition, j === 0);
    });
    const added: AnyEvent = { type: 'UnitsAdded', data: { origin: 'roster', units } };
    const refused = g.check(added);
    if (refused.length > 0) throw new ModelGameStuck(`the army of ${player} was refused: ${refused.map((v) => v.message).join('; ')}`);
    g.fold(added);
    const role = selectPlayers(g.state as BattleState<unknown>).find((x) => x.id === player)?.role ?? 'attacker';
    g.d.bodies.push(...deployArmy(army, role, player, prefix, map));
  });
  // checked: the engine may refuse a deployment it measures out of its territory (the game goes on without it)
  g.tryEmit(g.positionsEvent(false));
  g.goto({ at: 'pack', i: 0, n: 0, next: { at: 'unblock', event: { type: 'DeploymentFinished', data: { firstFinished: rng.pick([p1, p2]) } }, next: { at: 'seize' }, attempts: 0 } });
}
