/**
 * The battlepack contract: a pack is a typed, plain object of rules as data plus small pure hooks.
 * Hooks read the state and return effects; the core applies the effects. Core never branches on a pack's id.
 * @module
 */
import type { $ZodLiteral, $ZodObject, $ZodOptional, $ZodType, input as SchemaInput } from 'zod/v4/core';
import type { BattlefieldMap } from '../../table/types.js';
import type { Rng } from '../dice.js';
import type { RuleViolation } from '../errors.js';
import type { TableRules } from '../table/table-rules.js';
import type { PackRandomPlay } from './random-play.js';
import type { ContestEntry, CoreEventInputOf, ObjectiveDef, Target, UnitFacts } from '../events/schema.js';
import type {
  BattleResult,
  BattleState,
  DestroyedRecord,
  Edition,
  EffectEnd,
  Mutable,
  PendingRoll,
  TacticRecord,
  TurnKey,
  UnitState,
  UnitStatus,
} from '../state/state.js';

/** Victory points given by a rule. */
export interface Award {
  readonly player: string;
  readonly amount: number;
  /** Id of the rule that gives them. */
  readonly source: string;
  readonly reason: string;
}

/** What a hook asks the core to do. Effects are applied in order. */
export type Effect<X = unknown> =
  | ({ readonly kind: 'award' } & Award)
  | { readonly kind: 'control'; readonly objective: string; readonly player: string | null; readonly reason: string }
  | { readonly kind: 'objective-added'; readonly objective: ObjectiveDef }
  | { readonly kind: 'objective-removed'; readonly objective: string }
  | { readonly kind: 'objective-marker'; readonly objective: string; readonly key: string; readonly value: string | number | boolean | null }
  | { readonly kind: 'terrain-marker'; readonly terrain: string; readonly key: string; readonly value: string | number | boolean | null }
  | { readonly kind: 'unit-status'; readonly unit: string; readonly status: UnitStatus }
  | { readonly kind: 'destroy-unit'; readonly unit: string; readonly means: string }
  /** Slays `count` models of a unit (e.g. from mortal damage a pack tracks); at zero models the unit is destroyed. */
  | { readonly kind: 'models-slain'; readonly unit: string; readonly count: number; readonly means: string }
  /** Returns up to `count` slain models to a unit that is not destroyed (e.g. a rally). */
  | { readonly kind: 'models-returned'; readonly unit: string; readonly count: number }
  /** Sets who controls a terrain feature (e.g. from a pack's terrain contest report). */
  | { readonly kind: 'terrain-control'; readonly terrain: string; readonly player: string | null }
  | {
      readonly kind: 'unit-effect';
      readonly unit: string;
      readonly effect: { readonly id: string; readonly value?: number; readonly until: EffectEnd; readonly source: string };
    }
  | { readonly kind: 'unit-effect-removed'; readonly unit: string; readonly id: string }
  | { readonly kind: 'unit-keyword'; readonly unit: string; readonly keyword: string }
  | { readonly kind: 'command-points'; readonly player: string; readonly amount: number }
  | { readonly kind: 'pending-roll'; readonly roll: PendingRoll }
  | { readonly kind: 'end-battle'; readonly reason: string; readonly result?: BattleResult }
  | {
      readonly kind: 'ext';
      /**
       * Changes the pack's own state (`state.ext`) in place. On the public path `ext` is a draft (a Proxy that copies
       * each frozen part the update reaches): keep nothing of it after the update returns (docs/concepts.md).
       */
      readonly update: (ext: Mutable<X>) => void;
    };

/** What hooks get besides the state. */
export interface HookContext {
  /** Index of the event being folded. */
  readonly eventIndex: number;
  readonly edition: Edition;
}

/** A proposed change of objective control, before the pack filters it. */
export interface ControlChange {
  readonly objective: string;
  readonly from: string | null;
  readonly to: string | null;
}

/** Any event the engine folds: a core event or a pack event. */
export interface AnyEvent {
  readonly type: string;
  readonly data: unknown;
  readonly seq?: number | undefined;
}

/**
 * A choice a pack offers a player, as a ready event, before the engine's own decide filters it (see `decisions` in
 * `battlepack-engine`): candidates may be too many, never too few.
 */
export interface ChoiceCandidate {
  /** The player who makes the choice. */
  readonly player: string;
  /** The choice in a few words, without any dice it carries (e.g. `proving ground o2`): stable from call to call. */
  readonly choice: string;
  readonly event: AnyEvent;
  /**
   * Whether the event carries dice rolled after the choice is made (Purify the Land's roll): what a player cannot know
   * when choosing. Dice known before the choice (priority rolls) do not count.
   */
  readonly diceAfterChoice?: boolean;
}

/** Pure hooks at fixed timing points. Each returns effects (or violations for `validate`) and never mutates. */
export interface Hooks<X = unknown> {
  /** Extra checks on any event (core or pack) before it is accepted. */
  validate?(state: BattleState<X>, event: AnyEvent, ctx: HookContext): readonly RuleViolation[];
  /** Keywords a unit gains when it is added (e.g. GALLETIAN VETERANS). */
  deriveKeywords?(unit: UnitFacts, state: BattleState<X>): readonly string[];
  /** After `UnitsAdded` is folded, with the units as the state now holds them (e.g. to index them in the pack's state). */
  onUnitsAdded?(state: BattleState<X>, units: readonly UnitState[], ctx: HookContext): readonly Effect<X>[];
  /** After `BattleSetUp` is folded. */
  onSetUp?(state: BattleState<X>, ctx: HookContext): readonly Effect<X>[];
  /** When deployment finishes (the battle starts). */
  onBattleStart?(state: BattleState<X>, ctx: HookContext): readonly Effect<X>[];
  /** At the start of a round, before priority is applied (`state.round` is already the new round). */
  beforePriority?(state: BattleState<X>, ctx: HookContext): readonly Effect<X>[];
  /** At the start of a round, once the turn order is set. */
  afterPriority?(state: BattleState<X>, ctx: HookContext): readonly Effect<X>[];
  /** At the start of a turn, once the active player is set. */
  onTurnStart?(state: BattleState<X>, ctx: HookContext): readonly Effect<X>[];
  /** At the start of the hero phase. */
  onHeroPhaseStart?(state: BattleState<X>, ctx: HookContext): readonly Effect<X>[];
  /** After a unit is destroyed, with the record of how. */
  onUnitDestroyed?(state: BattleState<X>, destroyed: DestroyedRecord, ctx: HookContext): readonly Effect<X>[];
  /**
   * Victory points scored at the end of a turn. A battleplan's `scoreTurn` replaces the pack's.
   * @param player - the player whose turn ends (the core calls the hook only then, so a turn is always under way)
   */
  scoreTurn?(state: BattleState<X>, ctx: HookContext, player: string): readonly Effect<X>[];
  /** At the end of a turn, after scoring. */
  onTurnEnd?(state: BattleState<X>, ctx: HookContext): readonly Effect<X>[];
  /** At the end of a round (after its second turn). */
  onRoundEnd?(state: BattleState<X>, ctx: HookContext): readonly Effect<X>[];
  /** When the battle ends, after grand strategies are judged and before the result. */
  onBattleEnd?(state: BattleState<X>, ctx: HookContext): readonly Effect<X>[];
  /** After a `DiceRolled` event is folded (and after the core used a roll it was waiting for, e.g. battle length). */
  onDiceRolled?(state: BattleState<X>, roll: { readonly rule: string; readonly player: string | null; readonly values: readonly number[] }, ctx: HookContext): readonly Effect<X>[];
  /** Whether a contest entry counts at all at a control checkpoint (e.g. only GALLETIAN VETERANS contest the proving ground). */
  canContest?(state: BattleState<X>, entry: ContestEntry, unit: UnitState): boolean;
  /** The count (models or control score) a contest entry contributes: fixed values first, then modifiers. */
  countContest?(state: BattleState<X>, entry: ContestEntry, unit: UnitState, reported: number): number;
  /** Filters the control changes a checkpoint proposes (after deployment, the end of a turn): no control in round 1, one gain per turn… */
  filterControl?(state: BattleState<X>, changes: readonly ControlChange[]): readonly ControlChange[];
}

/** How long a battle lasts. */
export type BattleLength =
  | { readonly kind: 'fixed'; readonly rounds: number }
  | {
      readonly kind: 'variable';
      readonly maxRounds: number;
      /** At the end of round `r`, a dice result of at most `endsOn[r]` ends the battle. */
      readonly endsOn: Readonly<Record<number, number>>;
      /** The rule id the roll is recorded under (`DiceRolled.rule`). */
      readonly rule: string;
    };

/** Confidence in a fact the sources do not settle. */
export type Confidence = 'high' | 'medium' | 'low' | 'unknown';

/** Where a rule comes from. */
export interface SourceRef {
  /** Document, e.g. `ghb-2022-s1`. */
  readonly document: string;
  /** Section inside it. */
  readonly section: string;
}

/**
 * What every runtime rule carries: its id and name. The text of a rule (summary, timing, source, rulings, what is not
 * modelled) is for documentation, sheets and `battlepack rules`: the included packs keep it apart, in their reference
 * entries (`battlepack-engine/gallet/reference`, `battlepack-engine/blighted-wilds/reference`: `RuleText` by rule
 * id), so the engines carry none of it. A pack of your own may still put its text here; the reference builders
 * (`ruleEntries`) read it when no separate text is given.
 */
export interface RuleInfo {
  readonly id: string;
  readonly name: string;
  /** Optional text: a one-line summary in our own words (prefer the pack's separate rules text). */
  readonly summary?: string;
  /** Optional text: when the rule applies. */
  readonly timing?: string;
  /** Optional text: where the rule is written. */
  readonly source?: SourceRef;
  /** Optional text: ids of rulings in `docs/rulings.md` that touch the rule. */
  readonly rulings?: readonly string[];
  /**
   * Optional text: ids of sections of `docs/not-modelled.md`: the parts of the rule the engine leaves to the players or
   * cannot know, and what the caller reports instead.
   */
  readonly notModelled?: readonly string[];
}

/** A battle tactic. */
export interface BattleTacticDef<X = unknown> extends RuleInfo {
  /** What the tactic targets, if anything. */
  readonly target?: {
    readonly kind: Target['kind'];
    readonly describe: string;
    /** Violations if the target is not valid for this player now. */
    validate(state: BattleState<X>, player: string, target: Target): readonly RuleViolation[];
    /** Every valid target now. */
    options(state: BattleState<X>, player: string): readonly Target[];
  };
  /** Whether the tactic may be picked at all now (beyond the target). */
  available?(state: BattleState<X>, player: string): boolean;
  /**
   * Completion judged from state at the end of the turn (its reported facts: `contestsAtEndOf`, `zonesAtEndOf` with the
   * pick's round and turn); `unknown` falls back to the players' statement.
   */
  judge?(state: BattleState<X>, pick: TacticRecord): 'completed' | 'failed' | 'unknown';
  /** Victory points when completed; defaults to the pack's `battleTacticVp`. */
  score?(state: BattleState<X>, pick: TacticRecord): readonly Award[];
  /** Optional text: scoring, described (the included packs keep it in their reference entries). */
  readonly scoring?: string;
}

/** A grand strategy, judged at the end of the battle. */
export interface GrandStrategyDef<X = unknown> extends RuleInfo {
  /**
   * Whether `player` completed the strategy, judged from the state when the battle ends: `at` is the battle's last
   * turn, whose reported facts (zones, contests) describe the end (`zonesAtEndOf(state, unit, at)`). `unknown` (the
   * facts of that moment were not reported) falls back to the players' statement (`GrandStrategyCompleted` /
   * `GrandStrategyFailed`); with none, the strategy was not completed.
   */
  judge(state: BattleState<X>, player: string, at: TurnKey): boolean | 'unknown';
  /** Optional text: scoring, described (the included packs keep it in their reference entries). */
  readonly scoring?: string;
}

/** A battleplan: its objectives layout, special rules and hooks. */
export interface BattleplanDef<X = unknown> extends RuleInfo {
  /** Table and roll that pick it, if the pack uses tables. */
  readonly table?: number;
  readonly roll?: number;
  /** Default objective layout; a battle's set-up may override it. */
  readonly objectives: readonly ObjectiveDef[];
  /**
   * The battlefield's map (territories, zones, objectives where they stand): what positions reports are measured on.
   * A battle's set-up may change it (`BattleSetUp.data.map`); without one, positions are measured on the bare
   * battlefield (its quarters and centre zone, objectives where the set-up puts them).
   */
  readonly map?: BattlefieldMap;
  /**
   * Reference facts, which the engine does not read: how sure the default layout is, the territories described, the
   * special rules. Optional: the included packs keep them in their rules text (`galletRuleText`…, in the reference
   * entries), so their engines carry none of it.
   */
  readonly layoutConfidence?: Confidence;
  /** Territories, described (reference only; see {@link BattleplanDef.layoutConfidence}). */
  readonly territories?: string;
  /** Special rules, for the reference (see {@link BattleplanDef.layoutConfidence}). */
  readonly specialRules?: readonly RuleInfo[];
  /** The most VP a player can score in one turn, and in a battle (used by invariants). */
  readonly maxVp: { readonly perTurn: number; readonly perBattle: number };
  readonly hooks?: Hooks<X>;
  /** Overrides the pack's battle length. */
  readonly length?: BattleLength;
  /** Replaces the pack's result when the battle ends normally (a battleplan's own victory conditions). */
  result?(state: BattleState<X>): BattleResult;
  /** Overrides the pack's VP for a completed battle tactic (e.g. 0 in a battleplan that scores no VP). */
  readonly battleTacticVp?: number;
  /** Overrides the pack's VP for a completed grand strategy. */
  readonly grandStrategyVp?: number;
}

/**
 * A pack-specific event: its schema and how it is decided and folded. The schema is a zod schema (a pack of your own),
 * or the parser generated from one at build time ({@link CompiledEventSchema}: the packs of this library).
 */
export interface PackEventDef<X, S extends AnyEventSchema = AnyEventSchema> {
  readonly schema: S | CompiledEventSchema<S>;
  /** Violations if the event is not allowed now (after the schema has passed). */
  decide(state: BattleState<X>, event: SchemaInput<S>, ctx: HookContext): readonly RuleViolation[];
  /** The effects of the event. */
  effects(state: BattleState<X>, event: SchemaInput<S>, ctx: HookContext): readonly Effect<X>[];
  /** Whether the event may come at the start of the hero phase without closing the battle-tactic window. */
  readonly startOfHeroPhase?: boolean;
}

/**
 * The schema of any pack event: an object `{ type: literal, data, seq? }`. Typed with zod's core types
 * (`zod/v4/core`), so a schema built with classic `zod` or with `zod/mini`, from any zod 4 release the package
 * supports, fits.
 */
export type AnyEventSchema = $ZodObject<{
  type: $ZodLiteral<string>;
  data: $ZodType;
  seq: $ZodOptional<$ZodType<number, number>>;
}>;

/**
 * A pack event's schema as the packs of this library ship it: the parser generated at build time from its zod schema
 * (scripts/generate-parsers.ts), which accepts and refuses what the zod schema does, with the same messages and paths,
 * so that an app's bundle carries no zod. `S`, the zod schema it was generated from, types the event; the zod schemas
 * themselves are in the pack's schema entry (`battlepack-engine/gallet/schema`: `galletEventSchema`).
 */
export interface CompiledEventSchema<S extends AnyEventSchema = AnyEventSchema> {
  /** Marks a generated parser (a zod schema has no such field). */
  readonly generated: true;
  /** The event's `type`. */
  readonly type: string;
  /** Parses the plain copy of an event: the parsed event, or an internal refusal with zod's issues. */
  readonly parse: (raw: unknown) => unknown;
  /** The zod schema it was generated from, as a type only (never set). */
  readonly '~schema'?: S;
}

/** The zod schema of a pack event's schema: itself, or the one a {@link CompiledEventSchema} was generated from. */
export type EventSchemaOf<T> = T extends CompiledEventSchema<infer S> ? S : T;

/** Whether a pack event's schema is a generated parser ({@link CompiledEventSchema}) rather than a zod schema. */
export function isCompiledSchema(schema: AnyEventSchema | CompiledEventSchema): schema is CompiledEventSchema {
  return !('_zod' in schema);
}

/** The `type` of the events a pack-event schema accepts (its literal). */
export function eventTypeOf(schema: AnyEventSchema | CompiledEventSchema): string {
  if (isCompiledSchema(schema)) return schema.type;
  const values = schema._zod.def.shape.type._zod.def.values;
  return String(values[0]);
}

/**
 * The ids a pack knows ahead: its battleplans, battle tactics and grand strategies. Each is a union of literals when
 * the pack's tables are written out (Gallet), `string` when they are open (a pack extended at run time).
 */
export interface PackIds {
  readonly battleplan: string;
  readonly battleTactic: string;
  readonly grandStrategy: string;
}

/** The ids of a pack as {@link PackIds}: an empty table or an open one (`Record<string, …>`) gives `string`. */
export type KnownIds<B extends string, T extends string, G extends string> = {
  readonly battleplan: [B] extends [never] ? string : B;
  readonly battleTactic: [T] extends [never] ? string : T;
  readonly grandStrategy: [G] extends [never] ? string : G;
};

/**
 * A pack's promise that it replays logs recorded with some other versions of itself — a newer minor it can read, or an
 * older major whose events it rewrites — which the version rule would otherwise refuse (`log/pack-version`).
 * @example
 * ```ts
 * import type { LogMigration } from 'battlepack-engine';
 *
 * // version 3.0.0 renamed a battleplan: logs of any 2.y.z replay with the new id
 * const from2: LogMigration = {
 *   from: '2.x',
 *   note: 'Battleplan "old-plan" was renamed "new-plan" in 3.0.0.',
 *   event: (e) => {
 *     const ev = e as { type: string; data: { battleplan?: string } };
 *     return ev.type === 'BattleSetUp' && ev.data.battleplan === 'old-plan' ? { ...ev, data: { ...ev.data, battleplan: 'new-plan' } } : e;
 *   },
 * };
 * console.log(from2.from); // 2.x
 * ```
 */
export interface LogMigration {
  /**
   * The versions recorded in a log that this migration covers: one version (`"2.0.0"`), or a pattern ending in `x`
   * (`"2.x"`: any 2.y.z; `"1.3.x"`: any 1.3.z). A pattern of another form covers nothing.
   */
  readonly from: string;
  /** What changed between those versions and this one, for people (the engine does not read it). */
  readonly note: string;
  /**
   * Rewrites one event of such a log, given its 0-based index, into an event this version reads, before it is
   * checked; absent when the events are read as they are. Pure; a refused result is reported like any event.
   */
  readonly event?: (event: unknown, index: number) => unknown;
}

/**
 * A battlepack (or campaign battle rules): data plus hooks, typed by its own state `X`, its events `E` and the ids of
 * its battleplans, battle tactics and grand strategies `I`.
 */
export interface Battlepack<X = unknown, E extends readonly PackEventDef<X, AnyEventSchema>[] = readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds> {
  readonly id: string;
  /**
   * The pack's version, `major.minor.patch`, written into every log it records. A log replays with the same major and
   * an older or equal minor; a newer minor or another major is refused (`log/pack-version`) unless {@link migrations}
   * names it (see `docs/battle-log.md`).
   */
  readonly version: string;
  /** Logs of pack versions this version replays although the version rule would refuse them; absent = none. */
  readonly migrations?: readonly LogMigration[];
  readonly name: string;
  readonly edition: Edition;
  readonly summary: string;
  readonly battleplans: Readonly<Record<I['battleplan'], BattleplanDef<X>>>;
  readonly battleTactics: Readonly<Record<I['battleTactic'], BattleTacticDef<X>>>;
  readonly grandStrategies: Readonly<Record<I['grandStrategy'], GrandStrategyDef<X>>>;
  /**
   * Other rules for the reference (realm rules, army rules, campaign rules); the engine does not read them. Optional:
   * the included packs keep them in their rules text (the reference entries).
   */
  readonly rules?: readonly RuleInfo[];
  /** VP for a completed battle tactic (before a tactic's own bonus). */
  readonly battleTacticVp: number;
  /** VP for a completed grand strategy. */
  readonly grandStrategyVp: number;
  readonly length: BattleLength;
  /** Points limits a battle may be set up with; empty allows any. */
  readonly pointsLimits: readonly number[];
  /** Round 1 priority: the player who finished deploying first, or a roll-off. */
  readonly roundOnePriority: 'deployment-first' | 'roll';
  /** Whether InitiativeSeized is allowed, withdrawal, and whether a battle tactic must be picked. */
  readonly options: {
    readonly seizeInitiative: boolean;
    /** Fraction of the starting army's units that must be destroyed before a player may withdraw; absent = no withdrawal. */
    readonly withdrawal?: { readonly destroyedFraction: number };
    /**
     * Whether a player must pick a battle tactic at the start of each of their hero phases when they have one they may
     * pick (`battle-tactic/required` refuses whatever would close the pick window first); absent = the pick is optional.
     */
    readonly battleTacticRequired?: boolean;
  };
  /** The pack's own state at set-up. */
  initialExt(): X;
  readonly hooks: Hooks<X>;
  /** Pack-specific events. */
  readonly events: E;
  /** The underdog at the start of a round (4th edition command points); default: fewer VP, none when tied. */
  underdog?(state: BattleState<X>): string | null;
  /** The result when the battle ends normally; default: more VP wins a major victory, else a draw. */
  result?(state: BattleState<X>): BattleResult;
  /**
   * How the pack plays in random battles (its own events, set-up adjustments…): `randomBattle(engine, { seed })` uses
   * these unless its options say otherwise.
   */
  readonly random?: PackRandomPlay<X, EventsOf<E, I>>;
  /**
   * The pack's own choices as candidate events (proving grounds, idols, contamination picks…): every choice its
   * events allow now, or more; the engine's decide keeps the legal ones. Dice an event carries come from `dice`.
   */
  choices?(state: BattleState<X>, dice: Rng): readonly ChoiceCandidate[];
  /**
   * How the engine measures the table (`PositionsReported`, the battle's map): usually given as
   * `createEngine(pack, { table: tableRules })` rather than in the pack, so that a pack's bundle carries no geometry.
   * Without it, positions reports and map overrides are refused (`table/not-measured`).
   */
  readonly table?: TableRules;
}

/**
 * Every event an engine accepts, as callers write them: the core events (with the pack's ids `I`) and the pack's own
 * events `E`. For an engine at hand, `EventOf<typeof engine>` names the same type.
 */
export type EventsOf<E extends readonly { readonly schema: AnyEventSchema | CompiledEventSchema }[], I extends PackIds = PackIds> = CoreEventInputOf<I> | SchemaInput<EventSchemaOf<E[number]['schema']>>;

/**
 * Whether `id` names an entry of one of a pack's tables (`pack.battleplans`, `pack.battleTactics`,
 * `pack.grandStrategies`): narrows a string read from a form, a URL or a file to the pack's own id type, so it can be
 * put in an event.
 * @example
 * ```ts
 * import { isIdOf } from 'battlepack-engine';
 * import { gallet } from 'battlepack-engine/gallet';
 *
 * const picked: string = 'turf-war'; // e.g. a <select>'s value
 * if (isIdOf(gallet.battleplans, picked)) console.log(gallet.battleplans[picked].name); // Turf War
 * ```
 */
export function isIdOf<T extends object>(table: T, id: string): id is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(table, id);
}

/**
 * The entry of a pack's table (battleplans, battle tactics, grand strategies) for an id of any string — one read from a
 * state, a log or a form — or `undefined` when the pack has none.
 * @example
 * ```ts
 * import { entryOf } from 'battlepack-engine';
 * import { gallet } from 'battlepack-engine/gallet';
 *
 * const tactic: string = 'head-to-head'; // e.g. state.tactics[0].tactic
 * console.log(entryOf(gallet.battleTactics, tactic)?.name); // Head-to-Head
 * console.log(entryOf(gallet.battleTactics, 'no-such-tactic')); // undefined
 * ```
 */
export function entryOf<T extends object>(table: T, id: string): T[Extract<keyof T, string>] | undefined {
  return isIdOf(table, id) ? table[id] : undefined;
}

/**
 * Identity helper that keeps a pack's literal types: its events, and the ids of its battleplans, battle tactics and
 * grand strategies (so events that name an unknown id fail to compile).
 */
export function defineBattlepack<X, const E extends readonly PackEventDef<X, AnyEventSchema>[], B extends string = never, T extends string = never, G extends string = never>(
  pack: Omit<Battlepack<X, E, { readonly battleplan: B; readonly battleTactic: T; readonly grandStrategy: G }>, 'random'> & {
    readonly random?: PackRandomPlay<X, NoInfer<EventsOf<E, KnownIds<B, T, G>>>>;
  },
): Battlepack<X, E, KnownIds<B, T, G>> {
  return pack as unknown as Battlepack<X, E, KnownIds<B, T, G>>;
}

/** Identity helper that types a pack event's handlers from its schema. */
export function definePackEvent<X, S extends AnyEventSchema>(def: PackEventDef<X, S>): PackEventDef<X, S> {
  return def;
}
