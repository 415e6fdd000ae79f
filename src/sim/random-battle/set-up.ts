/**
 * The set-up of a generated battle: the `BattleSetUp` event (battleplan, points, players, terrain, and the caller's or
 * the pack's adjustments), then each player's starting roster and reserves, and the end of deployment.
 * @module
 */
import type { AnyEventSchema, EventsOf, PackEventDef } from '../../core/pack/battlepack.js';
import type { Rng } from '../../core/dice.js';
import type { PlayerDef, UnitDef, UnitOrigin } from '../../core/events/schema.js';
import type { BattleSetUpData, RosterRequest } from '../../core/pack/random-play.js';
import type { Generator } from './generator.js';
import { chance } from './random-player.js';
import { defaultRandomRoster, randomTerrain } from './rosters.js';

/** Sends the set-up: the options' battleplan, points, players and terrain, or random ones. @internal */
export function setUp<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(g: Generator<X, E>): void {
  const { pack } = g.engine;
  const rng = g.rng;
  const plans = Object.keys(pack.battleplans);
  const battleplan = g.options.battleplan ?? rng.pick(plans);
  const pointsLimit = g.options.pointsLimit ?? (pack.pointsLimits.length > 0 ? rng.pick(pack.pointsLimits) : 2000);
  const strategies = Object.keys(pack.grandStrategies);
  const players =
    g.options.players ??
    ((): [PlayerDef, PlayerDef] => {
      const firstAttacks = chance(rng, 0.5);
      const mk = (id: string, attacker: boolean): PlayerDef => {
        const p: { -readonly [K in keyof PlayerDef]: PlayerDef[K] } = { id, role: attacker ? 'attacker' : 'defender' };
        if (strategies.length > 0 && chance(rng, 0.9)) p.grandStrategy = rng.pick(strategies);
        return p;
      };
      return [mk('p1', firstAttacks), mk('p2', !firstAttacks)];
    })();
  const terrain = g.options.terrain ?? randomTerrain(rng);
  const data: BattleSetUpData = {
    battlepack: { id: pack.id, version: pack.version },
    battleplan,
    pointsLimit,
    players: [players[0], players[1]],
    ...(terrain.length > 0 ? { terrain: [...terrain] } : {}),
  };
  const setUp = { type: 'BattleSetUp', data: g.options.setUp === undefined ? data : g.options.setUp(data, rng) } as const;
  // the set-up holds what the caller gave (players, terrain, points): checked by the schema too, as the public engine
  // checks it, so a generated battle never starts with an event the public engine refuses
  const refused = g.engine.trusted.check(g.s, setUp as unknown as EventsOf<E>)[0];
  if (refused !== undefined) throw new TypeError(`randomBattle: the set-up made from the options is refused (${refused.code}: ${refused.message}${refused.path !== undefined && refused.path.length > 0 ? ` at ${refused.path.join('.')}` : ''}).`);
  // accepted by the schema and the rules on this very state: folded without asking the rules again
  g.fold(setUp as unknown as EventsOf<E>);
  g.extras('setup');
}

/** Adds each player's starting roster (and sometimes reserves); once both have units, ends deployment. @internal */
export function deploy<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(g: Generator<X, E>): void {
  const rng = g.rng;
  const roster = g.options.roster ?? ((r: Rng, q: RosterRequest) => defaultRandomRoster(r, q));
  const order = g.players();
  let added = false;
  for (let i = 0; i < order.length; i++) {
    const player = order[i] ?? '';
    if (Object.values(g.s.units).some((u) => u.def.owner === player)) continue;
    added = true;
    // a prefix no unit uses yet (a battle played on from an odd state may already hold `a…` or `b…` units)
    let idPrefix = i === 0 ? 'a' : 'b';
    while (Object.keys(g.s.units).some((id) => id.startsWith(idPrefix))) idPrefix += 'x';
    const request: RosterRequest = { player, index: i, edition: g.engine.pack.edition, idPrefix, pointsLimit: g.s.setup.pointsLimit ?? 2000 };
    const units = roster(rng, request);
    if (units.length === 0) throw new Error(`random battle: the roster generator gave ${player} no units`);
    addUnits(g, 'roster', units, true);
    if (chance(rng, g.chances.reserves)) {
      const extra = defaultRandomRoster(rng, { ...request, idPrefix: `${request.idPrefix}r` }, { min: 1, max: 2 }).map((u) => ({ ...u, general: false }));
      addUnits(g, 'reserve', extra, false);
    }
  }
  if (added) return;
  g.extras('deployment');
  g.must({ type: 'DeploymentFinished', data: { firstFinished: rng.pick(order) } });
  g.extras('battle-start');
}

/** Adds units in one event; when the pack refuses the batch, one at a time. @internal */
export function addUnits<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(g: Generator<X, E>, origin: UnitOrigin, units: readonly UnitDef[], needOne: boolean): void {
  if (g.tryEmit({ type: 'UnitsAdded', data: { origin, units: [...units] } })) return;
  let added = false;
  for (const u of units) added = g.tryEmit({ type: 'UnitsAdded', data: { origin, units: [u] } }) || added;
  if (!added && needOne) {
    const u = units[0];
    if (u !== undefined) g.must({ type: 'UnitsAdded', data: { origin, units: [u] } });
  }
}
