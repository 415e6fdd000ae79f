/**
 * A seeded generator of random, legal battles for any battlepack: the property tests, the `simulate` command and the
 * benchmarks play with it. Every event it emits has been accepted by the engine's rules (the `decide` of
 * `engine.check`, without the schema parse: the events are the generator's own) on the state it was folded into, and
 * the battle is folded on the trusted fast path while it is generated. The same seed always gives the same battle.
 * @module
 */
import { selectBattleTactics, selectRounds } from '../core/state/selectors.js';
import type { AnyEvent, AnyEventSchema, Battlepack, EventsOf, PackEventDef, PackIds } from '../core/pack/battlepack.js';
import { decide } from '../core/rules/decide.js';
import { createRng, type Rng } from '../core/dice.js';
import { editionProfile } from '../core/rules/edition.js';
import type { Engine } from '../core/engine.js';
import type { RuleViolation } from '../core/errors.js';
import { badOption, engineOrThrow, isRng, readOptions, wholeOption } from './args.js';
import { clonePlain } from '../core/state/freeze.js';
import { currentRound } from '../core/rules/rules-of.js';
import type { BattlefieldRole, ContestEntry, CoreEventInput, Phase, PlayerDef, TerrainDef, UnitDef, UnitOrigin, Zone } from '../core/events/schema.js';
import type { BattleState, Draft, Edition, UnitState } from '../core/state/state.js';
import { ChoiceList, choiceList, coreChoices, listSource, packCandidates, tacticSource, type ChoiceSource } from './choice-list.js';
import type { Decision, DecisionOptions } from './decisions.js';

import type { BattleMoment, BattleSetUpData, BlockedEvent, PackRandomPlay, RandomBattleChances, RandomBattleExtras, RosterGenerator, RosterRequest } from '../core/pack/random-play.js';

export type { BattleMoment, BattleSetUpData, BlockedEvent, PackRandomPlay, RandomBattleChances, RandomBattleExtras, RosterGenerator, RosterRequest, SetUpDataOf } from '../core/pack/random-play.js';

/** Every moment, in the order a turn meets them (`blocked` last: it is asked only when a needed event is refused). */
export const BATTLE_MOMENTS: readonly BattleMoment[] = [
  'setup',
  'deployment',
  'battle-start',
  'round-start',
  'priority',
  'turn-start',
  'hero-phase-start',
  'hero-phase',
  'movement-end',
  'shooting',
  'charge',
  'combat',
  'turn-end',
  'blocked',
];

/** The default chances. */
export const DEFAULT_CHANCES: RandomBattleChances = {
  pickTactic: 0.8,
  stateTactic: 0.7,
  contest: 0.6,
  zones: 0.6,
  casualties: 0.55,
  seize: 0.15,
  withdraw: 0.35,
  endEarly: 0.01,
  controlSet: 0.03,
  skipPhase: 0.08,
  summon: 0.05,
  reserves: 0.35,
  commandPoints: 0.35,
  packChoice: 0.6,
  goFirst: 0.7,
};

/** What a {@link Chooser} is asked: the choices open to one player now (every one accepted by the engine). */
export interface ChoiceRequest<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds> {
  /** The state now: the generator's own, not to be changed. */
  readonly state: BattleState<X>;
  readonly player: string;
  /** Never empty. */
  readonly options: readonly Decision<EventsOf<E, I>>[];
  /** Whether the battle cannot go on without one of them (a `null` answer is then replaced by a random pick). */
  readonly required: boolean;
  /** The battle's own dice: a chooser that draws from them changes the rest of the battle (a bot keeps its own). */
  readonly rng: Rng;
  /**
   * How likely the random player is to take the choice ({@link RandomBattleChances}): for who takes the first turn,
   * how likely the winner goes first.
   */
  readonly chance: number;
}

/**
 * The random player's choice: with the request's chance (always when required) a choice at random, the battle tactic
 * or kind first, then one of its options; who takes the first turn: the winner, with that chance. Draws from the
 * request's `rng`.
 */
export function randomChoice<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds>(request: ChoiceRequest<X, E, I>): Decision<EventsOf<E, I>> | null {
  return pickRandom(listSource(request.options), request.rng, request.player, request.chance, request.required);
}

/** {@link randomChoice} over a source of choices: asks it only what the pick needs (the generator's are checked lazily). */
function pickRandom<D extends Decision<unknown>>(source: ChoiceSource<D>, rng: Rng, player: string, p: number, required: boolean): D | null {
  // nothing taken whatever the choices (and no dice drawn): none is checked
  if (!required && p <= 0 && !source.couldBe('PriorityDetermined')) return null;
  const head = source.first();
  if (head === undefined) return null;
  if (head.kind === 'PriorityDetermined') {
    const options = source.all();
    const first = chance(rng, p) ? player : (options.find((o) => o.choice !== `first turn ${player}`)?.choice.slice('first turn '.length) ?? player);
    return options.find((o) => o.choice === `first turn ${first}`) ?? options[0] ?? null;
  }
  if (!required && !chance(rng, p)) return null;
  // a battle tactic (or a kind of choice) at random, then one of its options
  return source.decision(rng.pick(source.members(rng.pick(source.groups()))));
}

/** Makes a player's choices in a generated battle instead of the random player: one of the options, or `null` to pass. */
export type Chooser<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds> = (request: ChoiceRequest<X, E, I>) => Decision<EventsOf<E, I>> | null;

/** The moments at which the random player is offered the pack's choices (from the pack's `choices` hook). */
export const CHOICE_MOMENTS: readonly BattleMoment[] = ['deployment', 'battle-start', 'priority', 'turn-start', 'hero-phase', 'movement-end'];

const CHOICE_MOMENT_SET: ReadonlySet<BattleMoment> = new Set(CHOICE_MOMENTS);

/**
 * Options of {@link randomBattle}. Besides these, the pack's own random play (`pack.random`: its extras, set-up
 * adjustments, terrain, rosters, chances) applies unless an option here replaces it.
 */
export interface RandomBattleOptions<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds> extends PackRandomPlay<X, EventsOf<E, I>> {
  /** A seed, or a generator from `createRng` (consumed as the battle is played). */
  readonly seed: number | Rng;
  /** The battleplan; default: one picked at random from the pack. */
  readonly battleplan?: I['battleplan'];
  /** Default: one of the pack's points limits (2000 when the pack allows any). */
  readonly pointsLimit?: number;
  /** The two players; default `p1` and `p2` with random roles and grand strategies. */
  readonly players?: readonly [PlayerDef, PlayerDef];
  /** Terrain features at set-up; default the pack's (`pack.random.terrain`), else a random handful. */
  readonly terrain?: readonly TerrainDef[];
  /**
   * Adjusts the set-up before it is sent (e.g. objectives for a battleplan whose layout the pack cannot know, or
   * objective owners); gets the generated set-up data and returns the data to send. Default: the pack's.
   */
  setUp?(data: BattleSetUpData<I>, rng: Rng): BattleSetUpData<I>;
  /** The rosters; default the pack's, else {@link defaultRandomRoster}. */
  readonly roster?: RosterGenerator;
  /** The pack's own events at named moments; default the pack's (`pack.random.extras`). */
  readonly extras?: RandomBattleExtras<X, E, I>;
  /** Overrides of the default chances (and of the pack's). */
  readonly chances?: Partial<RandomBattleChances>;
  /** A safety stop: the generator throws past this many events (default 20,000). */
  readonly maxEvents?: number;
  /** Stop (without error) once this many events were generated, even if the battle goes on. */
  readonly stopAfter?: number;
  /**
   * Stop (without error) once the battle reaches this battle round: as soon as its priority is determined (a bot's
   * rollout that looks a few rounds ahead). Default: play on to the end.
   */
  readonly stopAtRound?: number;
  /**
   * Check each event with the engine's rules only, without parsing the event with its schema (the events are this
   * generator's own and typed): the default, 1.6–2× faster. `false`: every event also passes its zod schema
   * (`engine.trusted.check`), which catches a pack's random play that makes malformed events.
   */
  readonly rulesOnly?: boolean;
  /** Players whose choices a bot makes instead of the random player, by player id (see {@link Chooser}). */
  readonly choosers?: Readonly<Record<string, Chooser<X, E, I>>>;
}

/** A generated battle: its events (as a log would hold them, without `seq`) and the final state (ended, unless `stopAfter` stopped it). */
export interface RandomBattle<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds> {
  readonly events: readonly EventsOf<E, I>[];
  /** The state after the last event: a plain object folded on the trusted path, owned by the caller. */
  readonly state: BattleState<X>;
  readonly battleplan: string;
}

/** Options of {@link defaultRandomRoster}. */
export interface DefaultRosterOptions {
  /** Fewest and most units (default 2 and 8). */
  readonly min?: number;
  readonly max?: number;
  /** Tags some units get (default `expert-conquerors`, `bounty-hunters`). */
  readonly tags?: readonly string[];
}

const UNIT_NAMES = ['Guard', 'Raiders', 'Knights', 'Archers', 'Brutes', 'Wolves', 'Hunters', 'Wardens', 'Zealots', 'Reavers', 'Golems', 'Spirits'];
const EXTRA_KEYWORDS = ['INFANTRY', 'CAVALRY', 'MONSTER', 'WIZARD', 'PRIEST', 'TOTEM', 'FLY', 'WAR MACHINE', 'ORDER', 'CHAOS', 'DEATH', 'DESTRUCTION'];
const TERRAIN_KINDS = ['ruins', 'woods', 'hill', 'obstacle', 'faction terrain', 'place of power'];
const TERRAIN_PLACEMENTS = ['attacker-territory', 'defender-territory', 'neutral', 'centre', 'border-attacker', 'border-defender'] as const;
const ZONES: readonly Zone[] = ['attacker-territory', 'defender-territory', 'neutral', 'q1', 'q2', 'q3', 'q4', 'centre'];
const QUARTERS = ['q1', 'q2', 'q3', 'q4'] as const;
const MEANS = ['attack', 'ability', 'spell', 'mortal', 'other'] as const;

function chance(rng: Rng, p: number): boolean {
  return p > 0 && rng.next() < p;
}

/** The units of `units` that `player` owns, in order. */
function ownedBy(units: readonly UnitState[], player: string): UnitState[] {
  const out: UnitState[] = [];
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as UnitState;
    if (u.def.owner === player) out.push(u);
  }
  return out;
}

function subset<T>(rng: Rng, items: readonly T[], p: number): T[] {
  return items.filter(() => rng.next() < p);
}

/**
 * A random starting roster: 2–8 units with random roles, keywords, wounds, models and mounts. The first unit is the
 * general, a Leader; many Battleline units have Wounds 4 or less and no mount, so keyword-deriving rules apply; some
 * units carry tags; in 4th edition every unit has a Control characteristic.
 */
export function defaultRandomRoster(rng: Rng, request: RosterRequest, options: DefaultRosterOptions = {}): UnitDef[] {
  const min = options.min ?? 2;
  const max = options.max ?? 8;
  const tags = options.tags ?? ['expert-conquerors', 'bounty-hunters'];
  const n = rng.int(min, Math.max(min, max));
  const units: UnitDef[] = [];
  for (let i = 0; i < n; i++) {
    const id = `${request.idPrefix}${i + 1}`;
    let roles: BattlefieldRole[];
    let wounds: number;
    let mounted: boolean;
    const keywords: string[] = [];
    if (i === 0) {
      roles = ['leader'];
      wounds = rng.int(5, 9);
      mounted = chance(rng, 0.4);
      keywords.push('HERO');
      if (chance(rng, 0.15)) roles.push('behemoth');
    } else {
      const r = rng.next();
      if (r < 0.45) {
        roles = ['battleline'];
        // most Battleline units qualify for keyword-deriving rules (e.g. Galletian Veterans: Wounds 4 or less, no mount)
        wounds = chance(rng, 0.8) ? rng.int(1, 4) : rng.int(5, 8);
        mounted = chance(rng, 0.2);
      } else if (r < 0.55) {
        roles = chance(rng, 0.3) ? ['leader', 'behemoth'] : ['behemoth'];
        wounds = rng.int(10, 16);
        mounted = chance(rng, 0.5);
        keywords.push('MONSTER');
      } else if (r < 0.63) {
        roles = ['artillery'];
        wounds = rng.int(4, 6);
        mounted = false;
        keywords.push('WAR MACHINE');
      } else if (r < 0.75) {
        roles = ['leader'];
        wounds = rng.int(4, 8);
        mounted = chance(rng, 0.4);
        keywords.push('HERO');
      } else {
        roles = chance(rng, 0.5) ? [] : ['other'];
        wounds = rng.int(1, 6);
        mounted = chance(rng, 0.3);
      }
    }
    // each extra keyword with a chance (every one drawn, in order), kept once
    for (const k of EXTRA_KEYWORDS) if (rng.next() < 0.12 && !keywords.includes(k)) keywords.push(k);
    const models = roles.includes('leader') || roles.includes('behemoth') ? 1 : wounds <= 2 ? rng.int(5, 30) : wounds <= 4 ? rng.int(3, 12) : rng.int(1, 4);
    const unit: { -readonly [K in keyof UnitDef]: UnitDef[K] } = {
      id,
      owner: request.player,
      name: `${rng.pick(UNIT_NAMES)} ${i + 1}`,
      wounds,
      models,
      points: rng.int(5, 60) * 10,
    };
    // defaults are sometimes left out, as a caller may do; the engine fills them in
    if (keywords.length > 0 || chance(rng, 0.5)) unit.keywords = keywords;
    if (roles.length > 0 || chance(rng, 0.5)) unit.roles = roles;
    if (mounted || chance(rng, 0.5)) unit.mounted = mounted;
    if (i === 0) unit.general = true;
    if (chance(rng, 0.05)) unit.unique = true;
    if (chance(rng, 0.04)) unit.ally = true;
    if (models > 1 && chance(rng, 0.2)) unit.reinforced = roles.includes('battleline') ? rng.int(1, 2) : 1;
    if (request.edition === 4) unit.control = roles.includes('behemoth') ? rng.int(5, 10) : rng.int(1, 2);
    if (tags.length > 0 && roles.includes('battleline') && chance(rng, 0.2)) unit.tags = [rng.pick(tags)];
    units.push(unit);
  }
  return units;
}

function randomTerrain(rng: Rng): TerrainDef[] {
  const n = rng.int(0, 6);
  const out: TerrainDef[] = [];
  for (let i = 0; i < n; i++) {
    const t: { -readonly [K in keyof TerrainDef]: TerrainDef[K] } = { id: `t${i + 1}`, placement: rng.pick(TERRAIN_PLACEMENTS) };
    if (chance(rng, 0.7)) t.kind = rng.pick(TERRAIN_KINDS);
    out.push(t);
  }
  return out;
}

/** Thrown when a generated battle cannot go on: a needed event was refused and the pack's extras did not unblock it. */
export class RandomBattleStuck extends Error {
  /** The refused event and its violations. */
  readonly blocked: BlockedEvent;
  constructor(blocked: BlockedEvent, eventCount: number) {
    super(`random battle stuck at event ${eventCount}: ${blocked.event.type} ${JSON.stringify(blocked.event.data)} was refused: ${blocked.violations.map((v) => `${v.code} ${v.message}`).join('; ')}`);
    this.name = 'RandomBattleStuck';
    this.blocked = blocked;
  }
}

/**
 * Plays a random legal battle to its end. Deterministic for a given seed (and the same extras and roster generator).
 * Every event was checked with the engine's rules (those of `engine.check`; with `rulesOnly: false`, its schema too) on the state it was folded into. The pack's own random play
 * (`pack.random`: its events, set-up, terrain) is used unless the options replace it. Options of the wrong kind, and a
 * set-up made from them that the engine refuses (a player id it does not take, too many terrain features…), are a
 * `TypeError`.
 * @example
 * ```ts
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const b = randomBattle(galletEngine, { seed: 42, battleplan: 'the-prize-of-gallet' });
 * console.log(b.events.length, b.state.result?.kind, b.state.result?.winner);
 * // the same seed gives the same battle
 * console.log(JSON.stringify(randomBattle(galletEngine, { seed: 42, battleplan: 'the-prize-of-gallet' }).events) === JSON.stringify(b.events));
 * ```
 */
export function randomBattle<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds>(engine: Engine<X, E, I>, given: RandomBattleOptions<X, E, I>): RandomBattle<X, E, I> {
  const options = checkedOptions('randomBattle', engine, given);
  const g = new Generator(engine as Engine<X, E>, withPackPlay(engine, options), engine.trusted.initialState());
  g.run();
  return { events: g.events as EventsOf<E, I>[], state: g.view(), battleplan: g.s.setup.battleplan ?? '' };
}

const OPTION_KEYS = ['seed', 'battleplan', 'pointsLimit', 'players', 'terrain', 'setUp', 'roster', 'extras', 'chances', 'maxEvents', 'stopAfter', 'stopAtRound', 'rulesOnly', 'choosers'];

/**
 * One argument check at the entry (issue 25): the options read once, each field of its kind, or a `TypeError` naming
 * it. What becomes the set-up event (players, terrain, points, battleplan) is checked by the engine's schema and rules
 * when the set-up is sent, so a generated battle holds only events the public engine accepts.
 */
function checkedOptions<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds>(fn: string, engine: Engine<X, E, I>, given: RandomBattleOptions<X, E, I>): RandomBattleOptions<X, E, I> {
  engineOrThrow(fn, engine);
  const o = readOptions(fn, given, OPTION_KEYS, true);
  const seed = o['seed'];
  if (!(typeof seed === 'number' && Number.isSafeInteger(seed)) && !isRng(seed)) badOption(fn, 'options.seed', 'a whole number or a generator from createRng');
  const players = o['players'];
  if (players !== undefined && (!Array.isArray(players) || players.length !== 2 || !players.every((p) => p !== null && typeof p === 'object'))) badOption(fn, 'options.players', 'a list of two players { id, role, … }');
  if (o['terrain'] !== undefined && !Array.isArray(o['terrain'])) badOption(fn, 'options.terrain', 'a list of terrain features');
  for (const k of ['setUp', 'roster', 'extras'] as const) if (o[k] !== undefined && typeof o[k] !== 'function') badOption(fn, `options.${k}`, 'a function');
  for (const k of ['chances', 'choosers'] as const) if (o[k] !== undefined && (o[k] === null || typeof o[k] !== 'object' || Array.isArray(o[k]))) badOption(fn, `options.${k}`, 'an object');
  if (o['battleplan'] !== undefined && typeof o['battleplan'] !== 'string') badOption(fn, 'options.battleplan', 'a battleplan id');
  if (o['pointsLimit'] !== undefined && (typeof o['pointsLimit'] !== 'number' || !Number.isFinite(o['pointsLimit']))) badOption(fn, 'options.pointsLimit', 'a number');
  wholeOption(fn, 'options.maxEvents', o['maxEvents'], 1, 10_000_000);
  wholeOption(fn, 'options.stopAfter', o['stopAfter'], 0, 10_000_000);
  wholeOption(fn, 'options.stopAtRound', o['stopAtRound'], 0, 1000);
  if (o['rulesOnly'] !== undefined && typeof o['rulesOnly'] !== 'boolean') badOption(fn, 'options.rulesOnly', 'true or false');
  const out: Record<string, unknown> = {};
  for (const k of OPTION_KEYS) if (o[k] !== undefined) out[k] = o[k];
  return out as unknown as RandomBattleOptions<X, E, I>;
}

/** The options with the pack's own random play filled in where they leave a field out. */
function withPackPlay<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds>(engine: Engine<X, E, I>, options: RandomBattleOptions<X, E, I>): RandomBattleOptions<X, E> {
  const play = engine.pack.random;
  return (play === undefined ? options : { ...play, ...options, chances: { ...play.chances, ...options.chances } }) as unknown as RandomBattleOptions<X, E>;
}

/**
 * Plays a battle on from `state` (any state reached by legal events) to its end, with the same random choices
 * `randomBattle` makes. `state` is not modified. Returns only the new events and the final state.
 */
export function continueRandomBattle<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds>(
  engine: Engine<X, E, I>,
  state: BattleState<X>,
  given: RandomBattleOptions<X, E, I>,
): RandomBattle<X, E, I> {
  const options = checkedOptions('continueRandomBattle', engine, given);
  if (state === null || typeof state !== 'object') badOption('continueRandomBattle', 'state', 'a battle state');
  const refused = engine.available(state).violations?.[0];
  if (refused !== undefined) throw new TypeError(`continueRandomBattle: the engine refuses this state (${refused.code}: ${refused.message})`);
  // a plain deep copy of the (possibly frozen) state to fold into
  const g = new Generator(engine as Engine<X, E>, withPackPlay(engine, options), clonePlain(state) as unknown as Draft<X>);
  g.run();
  return { events: g.events as EventsOf<E, I>[], state: g.view(), battleplan: g.s.setup.battleplan ?? '' };
}

/**
 * Plays a battle on to its end from a mutable state (a `trusted.initialState()` or a copy the caller owns),
 * folding into it in place: the same choices as {@link continueRandomBattle}, without copying the state first. For
 * bots' rollouts. Returns the new events.
 */
export function finishRandomBattle<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds>(engine: Engine<X, E, I>, draft: Draft<X>, given: RandomBattleOptions<X, E, I>): readonly EventsOf<E, I>[] {
  const options = checkedOptions('finishRandomBattle', engine, given);
  if (draft === null || typeof draft !== 'object') badOption('finishRandomBattle', 'draft', 'a mutable battle state');
  const g = new Generator(engine as Engine<X, E>, withPackPlay(engine, options), draft);
  g.run();
  return g.events as EventsOf<E, I>[];
}

/** A choice made in a generated battle, and whether the engine's rules accepted its event on the state it was made in. */
interface Picked<Ev> {
  readonly decision: Decision<Ev>;
  readonly checked: boolean;
}

class Generator<X, E extends readonly PackEventDef<X, AnyEventSchema>[]> {
  readonly events: EventsOf<E>[] = [];
  readonly rng: Rng;
  readonly chances: RandomBattleChances;
  readonly maxEvents: number;
  readonly phases: readonly Phase[];
  readonly edition: ReturnType<typeof editionProfile>;
  // the pack as decide takes it, and whether events are checked by the rules alone
  private readonly pack: Battlepack<X>;
  private readonly rulesOnly: boolean;
  // what the state holds now, listed once per event count (the state changes only by the events folded here)
  private fieldAt = -1;
  private field: readonly UnitState[] = [];
  // the first and second players' units of `field`, listed when first asked
  private fieldA: readonly UnitState[] | null = null;
  private fieldB: readonly UnitState[] | null = null;
  private objectivesAt = -1;
  private objectiveIds: readonly string[] = [];

  constructor(
    readonly engine: Engine<X, E>,
    readonly options: RandomBattleOptions<X, E>,
    readonly s: Draft<X>,
  ) {
    this.rng = typeof options.seed === 'number' ? createRng(options.seed) : options.seed;
    this.chances = { ...DEFAULT_CHANCES, ...options.chances };
    this.maxEvents = options.maxEvents ?? 20_000;
    this.edition = editionProfile(engine.pack.edition);
    this.pack = engine.pack as unknown as Battlepack<X>;
    this.rulesOnly = options.rulesOnly !== false;
    this.phases = this.edition.phases;
  }

  view(): BattleState<X> {
    return this.s as unknown as BattleState<X>;
  }

  get ended(): boolean {
    return this.s.clock.stage === 'ended';
  }

  /** The engine's verdict on an event: the rules alone (the default), or `engine.trusted.check` (schema and rules) with `rulesOnly: false`. */
  check(event: EventsOf<E> | CoreEventInput | { readonly type: string; readonly data: unknown }): readonly RuleViolation[] {
    if (this.rulesOnly) return decide(this.pack, this.s as unknown as BattleState<X>, event as AnyEvent, this.s.clock.eventCount);
    return this.engine.trusted.check(this.s, event as EventsOf<E>);
  }

  /** Checks and folds one event; answers any roll the engine then waits for. Returns whether it was accepted. */
  tryEmit(event: EventsOf<E> | CoreEventInput): boolean {
    if (this.ended) return false;
    const vs = this.check(event as EventsOf<E>);
    if (vs.length > 0) return false;
    this.fold(event as EventsOf<E>);
    return true;
  }

  fold(event: EventsOf<E>): void {
    if (this.events.length >= this.maxEvents) throw new Error(`random battle: more than ${this.maxEvents} events`);
    this.engine.trusted.apply(this.s, event);
    this.events.push(event);
    this.answerRolls();
  }

  answerRolls(): void {
    let guard = 0;
    while (this.s.clock.pendingRoll !== null && !this.ended) {
      const roll = this.s.clock.pendingRoll;
      const ok = this.tryEmit({ type: 'DiceRolled', data: { rule: roll.rule, values: this.rng.d6s(roll.dice) } });
      if (!ok || ++guard > 100) {
        const vs = this.check({ type: 'DiceRolled', data: { rule: roll.rule, values: [1] } } as EventsOf<E>);
        throw new RandomBattleStuck({ event: { type: 'DiceRolled', data: { rule: roll.rule } }, violations: vs }, this.s.clock.eventCount);
      }
    }
  }

  /** An event the battle needs: when refused, the pack's extras get one chance (moment `blocked`) to unblock it. */
  must(event: CoreEventInput): void {
    if (this.ended) return;
    const first = this.check(event as EventsOf<E>);
    if (first.length === 0) {
      this.fold(event as EventsOf<E>);
      return;
    }
    const blocked: BlockedEvent = { event, violations: first };
    for (let attempt = 0; attempt < 3 && !this.ended; attempt++) {
      this.packChoices(true);
      if (this.ended) return;
      if (this.check(event as EventsOf<E>).length === 0) {
        this.fold(event as EventsOf<E>);
        return;
      }
      this.extras('blocked', blocked);
      if (this.ended) return;
      const vs = this.check(event as EventsOf<E>);
      if (vs.length === 0) {
        this.fold(event as EventsOf<E>);
        return;
      }
    }
    if (this.ended) return;
    throw new RandomBattleStuck({ event, violations: this.check(event as EventsOf<E>) }, this.s.clock.eventCount);
  }

  /** The choices open now (see `decisions`), checked only as far as a pick needs. */
  list(options: DecisionOptions, into?: ChoiceList<EventsOf<E>>): ChoiceList<EventsOf<E>> {
    return choiceList<EventsOf<E>>(this.engine.pack as unknown as Battlepack<unknown>, this.view() as BattleState<unknown>, options, into);
  }

  /**
   * The choice of `player` among `options`: their chooser's (handed every option), or the random player's (a kind at
   * random, then one of it), which asks the list only what it needs.
   */
  choose(player: string, options: ChoiceSource<Decision<EventsOf<E>>>, required: boolean, p: number): Picked<EventsOf<E>> | null {
    const chooser = this.options.choosers?.[player];
    if (chooser !== undefined) {
      const all = options.all();
      if (all.length === 0) return null;
      const request: ChoiceRequest<X, E> = { state: this.view(), player, options: all, required, rng: this.rng, chance: p };
      const d = chooser(request);
      // a chooser's answer may be an event of its own: checked again when emitted
      if (d !== null || !required) return d === null ? null : { decision: d, checked: false };
      const r = randomChoice(request);
      return r === null ? null : { decision: r, checked: true };
    }
    const d = pickRandom(options, this.rng, player, p, required);
    return d === null ? null : { decision: d, checked: true };
  }

  /**
   * Emits a chosen event. One the random player took from the list was accepted by the engine's rules on this very
   * state, so with rules-only checks it is folded without asking them again; anything else is checked as any event.
   */
  emitChoice(picked: Picked<EventsOf<E>>): boolean {
    if (!picked.checked || !this.rulesOnly || this.ended) return this.tryEmit(picked.decision.event);
    this.fold(picked.decision.event);
    return true;
  }

  /**
   * Offers the pack's open choices (listed as `decisions` does) to each player; `force` when the battle cannot go on
   * without, and then an open battle tactic too (a pack or edition may require one before the phase goes on).
   */
  packChoices(force: boolean): void {
    for (let n = 0; n < 12 && !this.ended; n++) {
      const tactics = force ? this.list({ dice: this.rng, source: 'core', kinds: ['BattleTacticPicked'] }) : undefined;
      const view = this.view() as BattleState<unknown>;
      const own = packCandidates(this.pack as unknown as Battlepack<unknown>, view, this.rng);
      // no candidate: every player passes (nothing drawn, no chooser asked)
      if (own.length === 0 && (tactics === undefined || tactics.size === 0)) return;
      // nothing the random player would take (and no chooser to ask): every player passes, nothing drawn
      if (tactics === undefined && this.chances.packChoice <= 0 && !this.anyChooser() && !own.some((c) => c.event.type === 'PriorityDetermined')) return;
      const list = (tactics ?? new ChoiceList<EventsOf<E>>(this.pack as unknown as Battlepack<unknown>, view)).add(own);
      let emitted = false;
      for (const player of this.players()) {
        const d = this.choose(player, list.source(player), force, this.chances.packChoice);
        if (d !== null && this.emitChoice(d)) {
          emitted = true;
          break;
        }
      }
      if (!emitted) return;
    }
  }

  /** Whether a chooser makes either player's choices. */
  anyChooser(): boolean {
    const choosers = this.options.choosers;
    if (choosers === undefined) return false;
    for (const p of this.players()) if (choosers[p] !== undefined) return true;
    return false;
  }

  extras(moment: BattleMoment, blocked?: BlockedEvent): void {
    if (blocked === undefined && CHOICE_MOMENT_SET.has(moment)) {
      this.extrasOnly(moment);
      this.packChoices(false);
      return;
    }
    this.extrasOnly(moment, blocked);
  }

  extrasOnly(moment: BattleMoment, blocked?: BlockedEvent): void {
    const fn = this.options.extras;
    if (fn === undefined || this.ended) return;
    const list = blocked === undefined ? fn(this.view(), this.rng, moment) : fn(this.view(), this.rng, moment, blocked);
    for (const e of list) {
      if (this.ended) return;
      this.tryEmit(e);
    }
  }

  run(): void {
    const stop = this.options.stopAfter ?? Number.POSITIVE_INFINITY;
    const stopRound = this.options.stopAtRound ?? Number.POSITIVE_INFINITY;
    while (!this.ended && this.events.length < stop && this.s.clock.round < stopRound) {
      const before = this.s.clock.eventCount;
      this.step();
      if (!this.ended && this.s.clock.eventCount === before) throw new Error(`random battle: no progress at event ${before} (stage ${this.s.clock.stage})`);
    }
  }

  players(): readonly string[] {
    return this.s.setup.playerOrder;
  }

  other(player: string): string {
    const [a, b] = this.s.setup.playerOrder;
    return player === a ? (b ?? '') : (a ?? '');
  }

  /** The units on the battlefield (of `player`, when given), in the state's order: listed once per state (event count). */
  onBattlefield(player?: string): readonly UnitState[] {
    if (this.fieldAt !== this.s.clock.eventCount) {
      const all: UnitState[] = [];
      // Object.values and an indexed loop: faster here than for…in and a keyed load per unit
      const units = Object.values(this.s.units) as UnitState[];
      for (let i = 0; i < units.length; i++) {
        const u = units[i] as UnitState;
        if (u.status === 'battlefield') all.push(u);
      }
      this.field = all;
      this.fieldA = null;
      this.fieldB = null;
      this.fieldAt = this.s.clock.eventCount;
    }
    if (player === undefined) return this.field;
    const order = this.s.setup.playerOrder;
    if (player === order[0]) return (this.fieldA ??= ownedBy(this.field, player));
    if (player === order[1]) return (this.fieldB ??= ownedBy(this.field, player));
    return ownedBy(this.field, player);
  }

  /** The ids of the objectives on the battlefield, in the state's order: listed once per state (event count). */
  activeObjectives(): readonly string[] {
    if (this.objectivesAt !== this.s.clock.eventCount) {
      const ids: string[] = [];
      const objectives = Object.values(this.s.board.objectives);
      for (let i = 0; i < objectives.length; i++) {
        const o = objectives[i] as (typeof objectives)[number];
        if (o.active) ids.push(o.id);
      }
      this.objectiveIds = ids;
      this.objectivesAt = this.s.clock.eventCount;
    }
    return this.objectiveIds;
  }

  /** One step from wherever the state stands. */
  step(): void {
    const s = this.s;
    switch (s.clock.stage) {
      case 'awaiting-setup':
        this.setUp();
        return;
      case 'deployment':
        this.deploy();
        return;
      case 'battle':
        if (s.clock.pendingRoll !== null) {
          this.answerRolls();
          return;
        }
        if (s.clock.turn === null) {
          const cur = currentRound(this.view());
          if (cur === undefined || cur.turnsEnded >= 2) this.newRound();
          else this.must({ type: 'TurnStarted', data: { player: cur.turnsEnded === 0 ? cur.first : cur.second } });
          return;
        }
        this.phaseStep(s.clock.turn.player, s.clock.turn.phase);
        return;
      case 'ended':
        return;
    }
  }

  setUp(): void {
    const { pack } = this.engine;
    const rng = this.rng;
    const plans = Object.keys(pack.battleplans);
    const battleplan = this.options.battleplan ?? rng.pick(plans);
    const pointsLimit = this.options.pointsLimit ?? (pack.pointsLimits.length > 0 ? rng.pick(pack.pointsLimits) : 2000);
    const strategies = Object.keys(pack.grandStrategies);
    const players =
      this.options.players ??
      ((): [PlayerDef, PlayerDef] => {
        const firstAttacks = chance(rng, 0.5);
        const mk = (id: string, attacker: boolean): PlayerDef => {
          const p: { -readonly [K in keyof PlayerDef]: PlayerDef[K] } = { id, role: attacker ? 'attacker' : 'defender' };
          if (strategies.length > 0 && chance(rng, 0.9)) p.grandStrategy = rng.pick(strategies);
          return p;
        };
        return [mk('p1', firstAttacks), mk('p2', !firstAttacks)];
      })();
    const terrain = this.options.terrain ?? randomTerrain(rng);
    const data: BattleSetUpData = {
      battlepack: { id: pack.id, version: pack.version },
      battleplan,
      pointsLimit,
      players: [players[0], players[1]],
      ...(terrain.length > 0 ? { terrain: [...terrain] } : {}),
    };
    const setUp = { type: 'BattleSetUp', data: this.options.setUp === undefined ? data : this.options.setUp(data, rng) } as const;
    // the set-up holds what the caller gave (players, terrain, points): checked by the schema too, as the public engine
    // checks it, so a generated battle never starts with an event the public engine refuses
    const refused = this.engine.trusted.check(this.s, setUp as unknown as EventsOf<E>)[0];
    if (refused !== undefined) throw new TypeError(`randomBattle: the set-up made from the options is refused (${refused.code}: ${refused.message}${refused.path !== undefined && refused.path.length > 0 ? ` at ${refused.path.join('.')}` : ''}).`);
    this.must(setUp as unknown as CoreEventInput);
    this.extras('setup');
  }

  deploy(): void {
    const rng = this.rng;
    const roster = this.options.roster ?? ((r: Rng, q: RosterRequest) => defaultRandomRoster(r, q));
    const order = this.players();
    let added = false;
    for (let i = 0; i < order.length; i++) {
      const player = order[i] ?? '';
      if (Object.values(this.s.units).some((u) => u.def.owner === player)) continue;
      added = true;
      // a prefix no unit uses yet (a battle played on from an odd state may already hold `a…` or `b…` units)
      let idPrefix = i === 0 ? 'a' : 'b';
      while (Object.keys(this.s.units).some((id) => id.startsWith(idPrefix))) idPrefix += 'x';
      const request: RosterRequest = { player, index: i, edition: this.engine.pack.edition, idPrefix, pointsLimit: this.s.setup.pointsLimit ?? 2000 };
      const units = roster(rng, request);
      if (units.length === 0) throw new Error(`random battle: the roster generator gave ${player} no units`);
      this.addUnits('roster', units, true);
      if (chance(rng, this.chances.reserves)) {
        const extra = defaultRandomRoster(rng, { ...request, idPrefix: `${request.idPrefix}r` }, { min: 1, max: 2 }).map((u) => ({ ...u, general: false }));
        this.addUnits('reserve', extra, false);
      }
    }
    if (added) return;
    this.extras('deployment');
    this.must({ type: 'DeploymentFinished', data: { firstFinished: rng.pick(order) } });
    this.extras('battle-start');
  }

  /** Adds units in one event; when the pack refuses the batch, one at a time. */
  addUnits(origin: UnitOrigin, units: readonly UnitDef[], needOne: boolean): void {
    if (this.tryEmit({ type: 'UnitsAdded', data: { origin, units: [...units] } })) return;
    let added = false;
    for (const u of units) added = this.tryEmit({ type: 'UnitsAdded', data: { origin, units: [u] } }) || added;
    if (!added && needOne) {
      const u = units[0];
      if (u !== undefined) this.must({ type: 'UnitsAdded', data: { origin, units: [u] } });
    }
  }

  newRound(): void {
    const { pack } = this.engine;
    const rng = this.rng;
    const s = this.s;
    const round = s.clock.round + 1;
    this.extras('round-start');
    if (this.ended || s.clock.round >= round) return;
    const prev = selectRounds(s).at(-1);
    if (pack.options.seizeInitiative && prev !== undefined) {
      const seize = this.list({ dice: rng, source: 'core', kinds: ['InitiativeSeized'] });
      const d = this.choose(prev.second, seize.source(), false, this.chances.seize);
      if (d !== null && this.emitChoice(d)) {
        this.extras('priority');
        return;
      }
    }
    // the rolls (a fact) come with the options; the winner chooses who takes the first turn
    const list = (): Decision<EventsOf<E>>[] => this.list({ dice: rng, source: 'core', kinds: ['PriorityDetermined'] }).all();
    let options = list();
    // refused outright (a pack rule that wants something done first): the pack's choices and extras may unblock it
    for (let attempt = 0; options.length === 0 && attempt < 3 && !this.ended; attempt++) {
      const candidate = coreChoices(pack as unknown as Battlepack<X>, this.view(), rng, ['PriorityDetermined'])[0];
      if (candidate === undefined) break;
      this.packChoices(true);
      this.extrasOnly('blocked', { event: candidate.event, violations: this.check(candidate.event as EventsOf<E>) });
      options = list();
    }
    if (this.ended) return;
    const winner = options[0]?.player ?? '';
    const d = this.choose(winner, listSource(options), true, this.chances.goFirst)?.decision ?? null;
    if (d === null) {
      const candidate = coreChoices(pack as unknown as Battlepack<X>, this.view(), rng, ['PriorityDetermined'])[0];
      const event = candidate?.event ?? { type: 'PriorityDetermined', data: { round, firstTurn: this.players()[0] ?? '' } };
      throw new RandomBattleStuck({ event, violations: this.check(event as EventsOf<E>) }, this.s.clock.eventCount);
    }
    const chosen = d.event as Extract<CoreEventInput, { type: 'PriorityDetermined' }>;
    // the same choice in the other forms a log may hold: the winner named, round 1 rolls that do not decide it
    const [a, b] = this.players();
    // a copy with the fields added in this order (the draws too), without spreads
    const form: { -readonly [K in keyof typeof chosen.data]: (typeof chosen.data)[K] } = { ...chosen.data };
    if (round === 1 && chosen.data.rolls === undefined && chance(rng, 0.2)) form.rolls = { [a ?? '']: rng.d6(), [b ?? '']: rng.d6() };
    if (chance(rng, 0.5)) form.winner = winner;
    const event: CoreEventInput = { type: 'PriorityDetermined', data: form };
    this.must(event);
    this.extras('priority');
  }

  phaseStep(player: string, phase: Phase | null): void {
    const rng = this.rng;
    const c = this.chances;
    if (phase === null) {
      // a pack without a withdrawal rule offers no withdrawal: nothing to list (and no dice drawn, no chooser asked)
      const withdraw = this.engine.pack.options.withdrawal === undefined ? null : this.choose(player, this.list({ dice: rng, source: 'core', kinds: ['PlayerWithdrew'] }).source(), false, c.withdraw);
      if (withdraw !== null) {
        this.emitChoice(withdraw);
        if (this.ended || this.s.clock.turn?.phase !== null) return;
      }
      if (chance(rng, c.endEarly)) {
        const reason = rng.pick(['time', 'concession', 'agreement'] as const);
        this.tryEmit({ type: 'BattleEnded', data: reason === 'concession' ? { reason, concededBy: player } : { reason } });
        if (this.ended) return;
      }
      this.extras('turn-start');
      if (this.ended || this.s.clock.turn === null || this.s.clock.turn.phase !== null) return;
      this.must({ type: 'PhaseStarted', data: { phase: 'hero' } });
      return;
    }
    switch (phase) {
      case 'hero':
        this.extras('hero-phase-start');
        this.pickTactic(player);
        this.commandPoints(player);
        this.extras('hero-phase');
        if (chance(rng, c.contest * 0.3)) this.contest();
        break;
      case 'movement':
        this.arrivals(player);
        if (chance(rng, c.zones)) this.zones();
        if (chance(rng, c.contest)) this.contest();
        this.extras('movement-end');
        break;
      case 'shooting':
        this.casualties(player);
        this.extras('shooting');
        break;
      case 'charge':
        if (chance(rng, c.zones * 0.3)) this.zones();
        this.extras('charge');
        break;
      case 'combat':
        this.casualties(player);
        if (chance(rng, c.contest * 0.5)) this.contest();
        this.extras('combat');
        break;
      default:
        break;
    }
    if (this.ended || this.s.clock.turn === null || this.s.clock.turn.phase !== phase) return;
    // the next phase (sometimes skipping one), or the end of the turn after the last
    const i = this.phases.indexOf(phase);
    let next = i + 1;
    while (next < this.phases.length && chance(rng, c.skipPhase)) next++;
    const nextPhase = this.phases[next];
    if (nextPhase !== undefined) {
      this.must({ type: 'PhaseStarted', data: { phase: nextPhase } });
      return;
    }
    this.endTurn(player);
  }

  endTurn(player: string): void {
    const rng = this.rng;
    const c = this.chances;
    if (chance(rng, c.casualties * 0.3)) this.casualties(player);
    if (chance(rng, c.contest)) this.contest();
    if (chance(rng, c.controlSet)) {
      const objectives = this.activeObjectives();
      if (objectives.length > 0) {
        const o = rng.pick(objectives);
        this.tryEmit({ type: 'ObjectiveControlSet', data: { objective: o, player: chance(rng, 0.2) ? null : rng.pick(this.players()), reason: 'set by hand' } });
      }
    }
    const turn = this.s.clock.turn;
    if (turn !== null && chance(rng, c.stateTactic)) {
      const pick = selectBattleTactics(this.s).find((t) => t.player === player && t.round === this.s.clock.round && t.turn === turn.number && t.statement === null);
      if (pick !== undefined) this.tryEmit({ type: chance(rng, 0.5) ? 'BattleTacticCompleted' : 'BattleTacticFailed', data: { player, tactic: pick.tactic } });
    }
    this.extras('turn-end');
    if (this.ended || this.s.clock.turn === null) return;
    this.must({ type: 'TurnEnded', data: { player } });
  }

  pickTactic(player: string): void {
    if (this.ended) return;
    // the tactics open to the player, each target made a candidate and checked only when the pick asks
    const options = tacticSource<EventsOf<E>>(this.engine.pack as unknown as Battlepack<unknown>, this.view() as BattleState<unknown>, player) ?? this.list({ dice: this.rng, source: 'core', kinds: ['BattleTacticPicked'], player }).source();
    // the random player picks a tactic at random, then one of its targets; always where the pack requires a pick
    const required = this.engine.pack.options.battleTacticRequired === true;
    const d = this.choose(player, options, required, this.chances.pickTactic);
    if (d !== null) this.emitChoice(d);
  }

  commandPoints(player: string): void {
    const rng = this.rng;
    if (!chance(rng, this.chances.commandPoints)) return;
    const who = chance(rng, 0.8) ? player : this.other(player);
    const have = this.s.players[who]?.commandPoints ?? 0;
    if (have > 0 && chance(rng, 0.8)) this.tryEmit({ type: 'CommandPointsSpent', data: { player: who, amount: rng.int(1, Math.min(have, 20)), ability: 'all-out attack' } });
    else this.tryEmit({ type: 'CommandPointsGained', data: { player: who, amount: rng.int(1, 2), source: 'an ability' } });
  }

  arrivals(player: string): void {
    const rng = this.rng;
    for (const u of Object.values(this.s.units) as UnitState[]) {
      if (u.def.owner === player && u.status === 'reserve' && chance(rng, 0.4)) this.tryEmit({ type: 'UnitArrived', data: { unit: u.def.id } });
    }
    if (chance(rng, this.chances.summon)) {
      const origin: UnitOrigin = chance(rng, 0.6) ? 'summoned' : 'replacement';
      const base = defaultRandomRoster(rng, { player, index: 0, edition: this.engine.pack.edition, idPrefix: 'tmp', pointsLimit: 0 }, { min: 2, max: 2 })[1];
      if (base !== undefined) this.tryEmit({ type: 'UnitsAdded', data: { origin, units: [{ ...base, id: `s${this.s.clock.eventCount}`, general: false }] } });
    }
    if (chance(rng, 0.03)) {
      const mine = this.onBattlefield(player);
      if (mine.length > 1) this.tryEmit({ type: 'UnitRemoved', data: { unit: rng.pick(mine).def.id, reason: rng.pick(['garrison', 'set-up-again', 'other'] as const) } });
    }
  }

  zones(): void {
    const rng = this.rng;
    const units: Record<string, { wholly: Zone[]; partly: Zone[] }> = {};
    let reported = 0;
    const field = this.onBattlefield();
    for (let i = 0; i < field.length; i++) {
      const u = field[i] as UnitState;
      if (!chance(rng, 0.7)) continue;
      const wholly: Zone[] = [];
      const partly: Zone[] = [];
      const r = rng.next();
      const territory: Zone = r < 0.35 ? 'attacker-territory' : r < 0.7 ? 'defender-territory' : 'neutral';
      if (chance(rng, 0.7)) wholly.push(territory);
      else partly.push(territory, rng.pick(ZONES));
      if (chance(rng, 0.5)) wholly.push(rng.pick(QUARTERS));
      if (chance(rng, 0.2)) (chance(rng, 0.5) ? wholly : partly).push('centre');
      // each zone with a chance (every one drawn, in order), added where not given yet
      for (let z = 0; z < ZONES.length; z++) {
        if (rng.next() >= 0.1) continue;
        const zone = ZONES[z] as Zone;
        if (!wholly.includes(zone) && !partly.includes(zone)) partly.push(zone);
      }
      units[u.def.id] = { wholly, partly };
      reported++;
    }
    if (reported > 0) this.tryEmit({ type: 'ZonesReported', data: { units } });
  }

  contest(): void {
    const rng = this.rng;
    const objectives = this.activeObjectives();
    if (objectives.length === 0) return;
    const ed = this.edition;
    const covered = chance(rng, 0.2) ? subset(rng, objectives, 0.5) : null;
    const pool = covered ?? objectives;
    if (pool.length === 0) return;
    const contests: ContestEntry[] = [];
    const field = this.onBattlefield();
    for (let i = 0; i < field.length; i++) {
      const u = field[i] as UnitState;
      if (!chance(rng, 0.45)) continue;
      // one objective, or two picks (the same one twice counts once), in the order picked
      const two = !ed.unitContestsOneObjective && chance(rng, 0.1);
      const first = rng.pick(pool);
      const second = two ? rng.pick(pool) : first;
      this.contestEntry(contests, u, first);
      if (second !== first) this.contestEntry(contests, u, second);
    }
    this.tryEmit({ type: 'ObjectiveContestReported', data: covered === null ? { contests } : { objectives: covered, contests } });
  }

  /** One line of a contest report: `u` contests `objective` with a random count (and sometimes wholly or not). */
  contestEntry(contests: ContestEntry[], u: UnitState, objective: string): void {
    const rng = this.rng;
    const entry: { -readonly [K in keyof ContestEntry]: ContestEntry[K] } = { unit: u.def.id, objective };
    if (this.edition.control === 'models') entry.models = chance(rng, 0.05) ? 0 : rng.int(1, u.modelsRemaining);
    else entry.controlScore = chance(rng, 0.05) ? 0 : Math.min(100_000, rng.int(1, Math.max(1, (u.def.control ?? 1) * u.modelsRemaining)));
    if (chance(rng, 0.5)) entry.wholly = chance(rng, 0.6);
    contests.push(entry);
  }

  casualties(player: string): void {
    const rng = this.rng;
    let guard = 0;
    while (!this.ended && chance(rng, this.chances.casualties) && guard++ < 4) {
      const enemy = this.other(player);
      const victimSide = chance(rng, 0.75) ? enemy : player;
      const victims = this.onBattlefield(victimSide);
      if (victims.length === 0) return;
      const victim = rng.pick(victims);
      const killers = this.onBattlefield(this.other(victimSide));
      const r = rng.next();
      let by: { unit?: string; player?: string; means?: (typeof MEANS)[number] } | undefined;
      if (r < 0.15) by = undefined;
      else if (r < 0.3) by = { player: this.other(victimSide), means: rng.pick(MEANS) };
      else if (killers.length > 0) {
        by = { unit: rng.pick(killers).def.id };
        if (chance(rng, 0.5)) by.means = rng.pick(MEANS);
      } else by = { means: rng.pick(MEANS) };
      if (chance(rng, 0.35)) {
        const data: { unit: string; by?: typeof by } = { unit: victim.def.id };
        if (by !== undefined) data.by = by;
        this.tryEmit({ type: 'UnitDestroyed', data });
      } else {
        const count = chance(rng, 0.3) ? victim.modelsRemaining : rng.int(1, victim.modelsRemaining);
        const data: { unit: string; count: number; by?: typeof by } = { unit: victim.def.id, count: Math.min(count, 1000) };
        if (by !== undefined) data.by = by;
        this.tryEmit({ type: 'ModelsSlain', data });
      }
    }
  }
}

