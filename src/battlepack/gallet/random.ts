/**
 * Random legal Gallet battles: the pack's own events for the core random-battle generator (`randomBattle`), and the
 * set-up the battleplans without a known objective layout need. For simulators, property tests and
 * `battlepack simulate`; the choices are random, not good play. Only `battlepack-engine/sim` bundles it (the Gallet
 * pack does not carry it, so that an app's runtime carries no simulator code: issue 23).
 * @module
 */
import type { BattleMoment, BattleSetUpData } from '../../sim/random-battle.js';
import type { Rng } from '../../core/dice.js';
import { hasKeyword } from '../../core/rules/rules-of.js';
import type { ObjectiveDef } from '../../core/events/schema.js';
import type { BattleState, UnitState } from '../../core/state/state.js';
import type { EventsOf } from '../../core/pack/battlepack.js';
import type { GalletExt } from './ext.js';
import type { galletEvents, GalletIds } from './pack.js';
import { controlledObjectives, GALLETIAN_VETERANS } from './shared.js';

type G = BattleState<GalletExt>;
/**
 * Every event of the Gallet engine (shown in place in the API docs).
 * @inline
 */
type GEvent = EventsOf<typeof galletEvents, GalletIds>;

/**
 * The battleplans whose objective layout the sources do not give (their `objectives` are empty, so a battle gives its
 * own at set-up). A list, not the battleplans themselves, so that the simulator does not bundle the pack's rules;
 * `test/battlepack/gallet/random.test.ts` checks it against the pack.
 */
export const LAYOUT_AT_SET_UP: ReadonlySet<string> = new Set(['in-the-presence-of-idols', 'the-nidus-paths', 'the-mighty-and-the-cunning', 'wont-back-down', 'close-to-the-chest']);

const PLACEMENTS = ['attacker-territory', 'defender-territory', 'centre', 'neutral', 'border-attacker', 'border-defender'] as const;
const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;

function chance(rng: Rng, p: number): boolean {
  return rng.next() < p;
}

function units(s: G, filter: (u: UnitState) => boolean): UnitState[] {
  const out: UnitState[] = [];
  // in the order of Object.values (a plain record: its own keys), without listing them first
  const all = s.units as Record<string, UnitState>;
  for (const id in all) {
    const u = all[id] as UnitState;
    if (filter(u)) out.push(u);
  }
  return out;
}

function veteran(u: UnitState): boolean {
  return hasKeyword(u, GALLETIAN_VETERANS);
}


/**
 * Objectives for the battleplans whose layout the sources do not give (3–6, the first at the centre; owners in Close to
 * the Chest); other set-ups are returned unchanged.
 */
export function galletRandomSetUp<D extends BattleSetUpData>(data: D, rng: Rng): D {
  if (!LAYOUT_AT_SET_UP.has(data.battleplan)) return data;
  const n = rng.int(3, 6);
  const ids = data.players.map((p) => p.id);
  const objectives: ObjectiveDef[] = [];
  for (let i = 0; i < n; i++) {
    const placement = i === 0 ? 'centre' : rng.pick(PLACEMENTS);
    const o: { -readonly [K in keyof ObjectiveDef]: ObjectiveDef[K] } = { id: `o${i + 1}`, placement };
    if (data.battleplan === 'close-to-the-chest') o.owner = chance(rng, 0.5) ? rng.pick(ids) : rng.pick(['attacker', 'defender']);
    objectives.push(o);
  }
  return { ...data, objectives };
}

type Maker = (s: G, rng: Rng, force: boolean) => GEvent[];

/** Before round 3's priority: the defender detonates the cache (The Realmstone Cache). */
const realmstone: Maker = (s, rng) => {
  if (s.setup.battleplan !== 'the-realmstone-cache' || s.clock.round !== 2 || s.ext.realmstone !== null) return [];
  const defender = s.setup.playerOrder.find((p) => s.players[p]?.role === 'defender') ?? '';
  return [
    {
      type: 'RealmstoneFragmentsPlaced',
      data: { player: defender, roll: rng.d6(), fragments: [{ id: 'fragment-1', placement: rng.pick(PLACEMENTS) }, { id: 'fragment-2', placement: rng.pick(PLACEMENTS) }] },
    },
  ];
};

/** At the start of the hero phase: Rally, once the unit has lost models. */
const rally: Maker = (s, rng) => {
  const player = s.clock.turn?.player;
  if (player === undefined || !chance(rng, 0.3)) return [];
  const hurt = units(s, (u) => u.def.owner === player && u.status === 'battlefield' && u.modelsRemaining < u.def.models && u.def.models - u.modelsRemaining <= 30);
  if (hurt.length === 0) return [];
  const u = rng.pick(hurt);
  const held = controlledObjectives(s, player);
  return [{ type: 'UnitRallied', data: { unit: u.def.id, rolls: rng.d6s(u.def.models - u.modelsRemaining), ...(held.length > 0 && chance(rng, 0.5) ? { objective: rng.pick(held).id } : {}) } }];
};

/** In the hero phase: Gaze of Ghur, a fixed contesting count now and then, a changed Wounds characteristic. */
const hero: Maker = (s, rng) => {
  const player = s.clock.turn?.player;
  if (player === undefined) return [];
  const out: GEvent[] = [];
  // one pass over the units: the caster's wizards, the enemies, everyone on the battlefield
  const wizards: UnitState[] = [];
  const enemies: UnitState[] = [];
  const all: UnitState[] = [];
  const units = s.units as Record<string, UnitState>;
  for (const id in units) {
    const u = units[id] as UnitState;
    if (u.status !== 'battlefield') continue;
    all.push(u);
    if (u.def.owner !== player) enemies.push(u);
    else if (hasKeyword(u, 'WIZARD')) wizards.push(u);
  }
  if (wizards.length > 0 && enemies.length > 0 && chance(rng, 0.5))
    out.push({ type: 'GazeOfGhurCast', data: { caster: rng.pick(wizards).def.id, target: rng.pick(enemies).def.id, ...(chance(rng, 0.5) ? { castingRoll: rng.int(7, 12) } : {}) } });
  if (all.length > 0 && chance(rng, 0.08))
    out.push({ type: 'ContestingModelsFixed', data: { unit: rng.pick(all).def.id, countsAs: rng.pick([0, 5, 10, 20]), ...(chance(rng, 0.5) ? { until: rng.pick(['battle', 'end-of-turn', 'end-of-round'] as const) } : {}) } });
  if (all.length > 0 && chance(rng, 0.05)) out.push({ type: 'WoundsCharacteristicChanged', data: { unit: rng.pick(all).def.id, wounds: rng.int(1, 8) } });
  return out;
};

/** At the end of the movement phase: a unit takes a nidus path (The Nidus Paths). */
const nidus: Maker = (s, rng) => {
  const player = s.clock.turn?.player;
  if (s.setup.battleplan !== 'the-nidus-paths' || player === undefined || !chance(rng, 0.5)) return [];
  const mine = units(s, (u) => u.def.owner === player && u.status === 'battlefield');
  return mine.length > 0 ? [{ type: 'NidusPathTraversed', data: { player, unit: rng.pick(mine).def.id, entrance: rng.pick(CORNERS) } }] : [];
};

/** In the charge phase: Overwhelming Assault by a big veteran unit. */
const assault: Maker = (s, rng) => {
  const player = s.clock.turn?.player;
  if (player === undefined || !chance(rng, 0.6)) return [];
  const mine = units(s, (u) => u.def.owner === player && u.status === 'battlefield' && u.modelsRemaining >= 10 && veteran(u));
  const targets = units(s, (u) => u.def.owner !== player && u.status === 'battlefield' && (s.ext.wounds[u.def.id] ?? u.def.wounds) <= 4);
  return mine.length > 0 && targets.length > 0 ? [{ type: 'OverwhelmingAssaultUsed', data: { unit: rng.pick(mine).def.id, target: rng.pick(targets).def.id, roll: rng.d6() } }] : [];
};

/** In the combat phase: the Bonds of Battle, and a terrain contest now and then. */
const combat: Maker = (s, rng) => {
  const player = s.clock.turn?.player;
  if (player === undefined) return [];
  const out: GEvent[] = [];
  // one pass over the units (in the state's order): the player's veterans, the enemies, everyone on the battlefield
  const mine: UnitState[] = [];
  const enemies: UnitState[] = [];
  const all: UnitState[] = [];
  const record = s.units as Record<string, UnitState>;
  for (const id in record) {
    const u = record[id] as UnitState;
    if (u.status !== 'battlefield') continue;
    all.push(u);
    if (u.def.owner !== player) enemies.push(u);
    else if (veteran(u)) mine.push(u);
  }
  if (mine.length > 0 && enemies.length > 0 && chance(rng, 0.3)) out.push({ type: 'BondsOfBattleUsed', data: { unit: rng.pick(mine).def.id, target: rng.pick(enemies).def.id } });
  const terrain = Object.keys(s.board.terrain);
  if (terrain.length > 0 && all.length > 0 && chance(rng, 0.3)) {
    const contests = all.filter(() => chance(rng, 0.3)).map((u) => ({ unit: u.def.id, models: rng.int(0, u.modelsRemaining) }));
    out.push({ type: 'TerrainContestReported', data: { terrain: rng.pick(terrain), contests } });
  }
  return out;
};

/** Before the turn ends: pillage an objective held in enemy territory (The Silksteel Nests). */
const pillage: Maker = (s, rng) => {
  const player = s.clock.turn?.player;
  if (s.setup.battleplan !== 'the-silksteel-nests' || player === undefined || !chance(rng, 0.8)) return [];
  const enemyTerritory = s.players[player]?.role === 'attacker' ? 'defender-territory' : 'attacker-territory';
  const held = Object.values(s.board.objectives).filter((o) => o.active && o.controller === player && o.placement === enemyTerritory);
  const mine = units(s, (u) => u.def.owner === player && u.status === 'battlefield');
  if (held.length === 0 || mine.length === 0) return [];
  const near = units(s, (u) => u.status === 'battlefield').filter(() => chance(rng, 0.3));
  const horrors = near.map((u) => {
    const roll = rng.d6s(2);
    const bravery = rng.int(5, 10);
    const hit = (roll[0] ?? 0) + (roll[1] ?? 0) >= bravery;
    return hit ? { unit: u.def.id, roll, bravery, mortalWounds: rng.int(1, 3), slain: rng.int(0, Math.min(3, u.modelsRemaining)) } : { unit: u.def.id, roll, bravery };
  });
  return [{ type: 'ObjectivePillaged', data: { player, objective: rng.pick(held).id, unit: rng.pick(mine).def.id, ...(horrors.length > 0 ? { horrors } : {}) } }];
};

const AT: Partial<Record<BattleMoment, readonly Maker[]>> = {
  'round-start': [realmstone],
  'hero-phase-start': [rally],
  'hero-phase': [hero],
  'movement-end': [nidus],
  charge: [assault],
  combat: [combat],
  'turn-end': [pillage],
};

/**
 * The Gallet pack's own events at each moment of a random battle that are not a player's choice (the realmstone
 * detonation, rallies, realm rules, nidus paths, pillages); when a needed event is refused, the detonation. The
 * choices (proving grounds, activations, idols, alpha objectives) come from the pack's `choices` hook: the generator
 * lists them with `decisions`.
 */
export function galletRandomExtras(s: BattleState<GalletExt>, rng: Rng, moment: BattleMoment): GEvent[] {
  if (moment === 'blocked') return realmstone(s, rng, true);
  const makers = AT[moment];
  if (makers === undefined) return [];
  if (makers.length === 1) return (makers[0] as Maker)(s, rng, false);
  const out: GEvent[] = [];
  for (const m of makers) out.push(...m(s, rng, false));
  return out;
}

/** The generator options of random Gallet battles (`extras` and `setUp`), to spread into `randomBattle`'s options. */
export interface GalletRandomOptions {
  /** The pack's own events at each moment: {@link galletRandomExtras}. */
  readonly extras: typeof galletRandomExtras;
  /** Objectives for the battleplans that need them: {@link galletRandomSetUp}. */
  readonly setUp: typeof galletRandomSetUp;
}

/**
 * The generator options for random Gallet battles. `randomBattle(galletEngine, { seed })` plays with them already
 * (the simulator knows the random play of the library's packs); spread them to combine them with options of your own.
 */
export const galletRandomOptions: GalletRandomOptions = {
  extras: galletRandomExtras,
  setUp: galletRandomSetUp,
};
