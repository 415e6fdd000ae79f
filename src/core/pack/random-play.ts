/**
 * How a pack plays in random battles: the types of the options a battlepack may carry (`Battlepack.random`) for the
 * seeded random-battle generator (`randomBattle` in the package root), which picks them up by default.
 * @module
 */
import type { AnyEventSchema, EventsOf, PackEventDef, PackIds } from './battlepack.js';
import type { Rng } from '../dice.js';
import type { RuleViolation } from '../errors.js';
import type { CoreEventInput, CoreEventInputOf, TerrainDef, UnitDef } from '../events/schema.js';
import type { BattleState, Edition } from '../state/state.js';

/** The named moments at which a pack's `extras` callback may add its own events. */
export type BattleMoment =
  | 'setup'
  | 'deployment'
  | 'battle-start'
  | 'round-start'
  | 'priority'
  | 'turn-start'
  | 'hero-phase-start'
  | 'hero-phase'
  | 'movement-end'
  | 'shooting'
  | 'charge'
  | 'combat'
  | 'turn-end'
  | 'blocked';

/** The data of a `BattleSetUp` event, as a caller writes it (with the pack's battleplan and grand strategy ids). */
export type BattleSetUpData<I extends PackIds = PackIds> = Extract<CoreEventInputOf<I>, { type: 'BattleSetUp' }>['data'];

/** A needed event the engine refused, handed to `extras` at the `blocked` moment so a pack can unblock it. */
export interface BlockedEvent {
  readonly event: { readonly type: string; readonly data: unknown };
  readonly violations: readonly RuleViolation[];
}

/** A pack's own events at a named moment; events the engine refuses are skipped. */
export type RandomBattleExtras<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds> = (
  state: BattleState<X>,
  rng: Rng,
  moment: BattleMoment,
  blocked?: BlockedEvent,
) => readonly EventsOf<E, I>[];

/** What a roster generator is told about the player it builds for. */
export interface RosterRequest {
  readonly player: string;
  /** 0 for the first player of the set-up, 1 for the second. */
  readonly index: number;
  readonly edition: Edition;
  /** Prefix for unit ids, distinct per player (`a`, `b`: units `a1`, `a2`…). */
  readonly idPrefix: string;
  readonly pointsLimit: number;
}

/** Builds a player's starting roster (the `roster` units; reserves are added by the generator). */
export type RosterGenerator = (rng: Rng, request: RosterRequest) => readonly UnitDef[];

/** How often the generator does optional things (each a probability in [0, 1]). */
export interface RandomBattleChances {
  /** A battle tactic is picked in a hero phase when one is available. */
  readonly pickTactic: number;
  /** The players state a picked tactic's outcome before the turn ends. */
  readonly stateTactic: number;
  /** A contest report in a phase that may have one. */
  readonly contest: number;
  /** A zones report in the movement or charge phase. */
  readonly zones: number;
  /** A casualty event in the shooting or combat phase (repeated while it keeps succeeding). */
  readonly casualties: number;
  /** A player seizes the initiative when the pack allows it. */
  readonly seize: number;
  /** A player withdraws at the start of their turn when allowed. */
  readonly withdraw: number;
  /** The battle is ended early (time, agreement or concession) at the start of a turn. */
  readonly endEarly: number;
  /** Control of an objective is set by hand. */
  readonly controlSet: number;
  /** A phase other than the hero phase is skipped. */
  readonly skipPhase: number;
  /** A unit is summoned (or a replacement added) in the movement phase. */
  readonly summon: number;
  /** Reserve units are added for a player at deployment. */
  readonly reserves: number;
  /** Command points are spent or gained in a hero phase. */
  readonly commandPoints: number;
  /** The random player takes one of the pack's choices open at a moment (always when the battle cannot go on without). */
  readonly packChoice: number;
  /** The player who wins priority takes the first turn. */
  readonly goFirst: number;
}

/** The data of the `BattleSetUp` event among the events `Ev`. */
export type SetUpDataOf<Ev> = Ev extends { readonly type: 'BattleSetUp'; readonly data: infer D } ? D : never;

/**
 * What a pack tells the random-battle generator about itself (`Battlepack.random`): its own events at named moments,
 * set-up adjustments, terrain, rosters and chances. `randomBattle(engine, { seed })` uses them; options given to
 * `randomBattle` win over them.
 */
export interface PackRandomPlay<X, Ev extends { readonly type: string } = CoreEventInput> {
  /** The pack's own events at a named moment (`Ev`: every event the engine accepts); events the engine refuses are skipped. */
  extras?(state: BattleState<X>, rng: Rng, moment: BattleMoment, blocked?: BlockedEvent): readonly Ev[];
  /** Adjusts the generated set-up (e.g. objectives for a battleplan whose layout the pack cannot know). */
  setUp?(data: SetUpDataOf<Ev>, rng: Rng): SetUpDataOf<Ev>;
  /** Terrain features at set-up. */
  readonly terrain?: readonly TerrainDef[];
  /** The rosters. */
  readonly roster?: RosterGenerator;
  /** Overrides of the default chances. */
  readonly chances?: Partial<RandomBattleChances>;
}
