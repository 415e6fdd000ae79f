/**
 * What the random-battle generator is given and gives back: its options, the battle it returns, the default chances,
 * the named moments of a battle at which a pack's own random play joins in, and the one check of the options at each
 * entry (`randomBattle`, `continueRandomBattle`, `finishRandomBattle`).
 * @module
 */
import type { AnyEventSchema, EventsOf, PackEventDef, PackIds } from '../../core/pack/battlepack.js';
import type { Engine } from '../../core/engine-types.js';
import type { Rng } from '../../core/dice.js';
import type { PlayerDef, TerrainDef } from '../../core/events/schema.js';
import type { BattleState } from '../../core/state/state.js';
import type { BattleMoment, BattleSetUpData, PackRandomPlay, RandomBattleChances, RandomBattleExtras, RosterGenerator } from '../../core/pack/random-play.js';
import { badOption, engineOrThrow, isRng, readOptions, wholeOption } from '../args.js';
import type { Chooser } from './random-player.js';
import { randomPlayOf } from './library-plays.js';

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

/** The moments at which the random player is offered the pack's choices (from the pack's `choices` hook). */
export const CHOICE_MOMENTS: readonly BattleMoment[] = ['deployment', 'battle-start', 'priority', 'turn-start', 'hero-phase', 'movement-end'];

/** {@link CHOICE_MOMENTS} as a set. @internal */
export const CHOICE_MOMENT_SET: ReadonlySet<BattleMoment> = new Set(CHOICE_MOMENTS);

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

const OPTION_KEYS = ['seed', 'battleplan', 'pointsLimit', 'players', 'terrain', 'setUp', 'roster', 'extras', 'chances', 'maxEvents', 'stopAfter', 'stopAtRound', 'rulesOnly', 'choosers'];

/**
 * One argument check at the entry (issue 25): the options read once, each field of its kind, or a `TypeError` naming
 * it. What becomes the set-up event (players, terrain, points, battleplan) is checked by the engine's schema and rules
 * when the set-up is sent, so a generated battle holds only events the public engine accepts.
 * @internal
 */
export function checkedOptions<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds>(fn: string, engine: Engine<X, E, I>, given: RandomBattleOptions<X, E, I>): RandomBattleOptions<X, E, I> {
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

/** The options with the pack's own random play filled in where they leave a field out. @internal */
export function withPackPlay<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds>(engine: Engine<X, E, I>, options: RandomBattleOptions<X, E, I>): RandomBattleOptions<X, E> {
  const play = randomPlayOf(engine.pack);
  return (play === undefined ? options : { ...play, ...options, chances: { ...play.chances, ...options.chances } }) as unknown as RandomBattleOptions<X, E>;
}
