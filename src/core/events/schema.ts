/**
 * Zod schemas of the core events. Every event is a fact in the past tense, in one envelope:
 * `{ type, data }` (plus `seq` inside a log). The TypeScript types are inferred from these schemas.
 * @module
 */
import * as z from 'zod/mini';
import { FOOTPRINT_MAX_CORNERS, TEXT_MAX } from './limits.js';
import type { PackIds } from '../pack/battlepack.js';
import { ID_PATTERN, notReserved, zeroNotNegative } from './id-rules.js';

/**
 * An id: 1–64 characters, letters, digits, `_ . : -`, not starting with `_`, never a name of `Object.prototype` and
 * never `null` or `undefined` (the text a missing id becomes).
 */
export const Id = z.string().check(
  z.regex(ID_PATTERN, { error: 'ids are 1-64 characters: letters, digits and _ . : - , starting with a letter or digit' }),
  z.refine(notReserved, { error: 'this id is reserved (a name of Object.prototype, or null or undefined as text)' }),
);

/** A non-negative whole count, bounded to keep arithmetic exact. */
export const Count = z.int().check(z.minimum(0), z.maximum(100_000), z.overwrite(zeroNotNegative));
/** A die result of a six-sided dice. */
export const D6 = z.int().check(z.minimum(1), z.maximum(6));
export { FOOTPRINT_MAX_CORNERS, TEXT_MAX };
/** A short free text. */
export const Text = z.string().check(z.maxLength(TEXT_MAX));

/** Battlefield roles the rules look at. */
export const BattlefieldRole = z.enum(['leader', 'battleline', 'behemoth', 'artillery', 'other']);
export type BattlefieldRole = z.infer<typeof BattlefieldRole>;

/** How a unit came to be in the army. `roster` and `reserve` units form the starting army. */
export const UnitOrigin = z.enum(['roster', 'reserve', 'summoned', 'replacement']);
export type UnitOrigin = z.infer<typeof UnitOrigin>;

/** Zones a unit can be reported in. */
export const Zone = z.enum(['attacker-territory', 'defender-territory', 'neutral', 'q1', 'q2', 'q3', 'q4', 'centre']);
export type Zone = z.infer<typeof Zone>;

/** The two army roles of a battle. */
export const Role = z.enum(['attacker', 'defender']);
export type Role = z.infer<typeof Role>;

/** Turn phases (3rd edition has battleshock, 4th edition has end). */
export const Phase = z.enum(['hero', 'movement', 'shooting', 'charge', 'combat', 'battleshock', 'end']);
export type Phase = z.infer<typeof Phase>;

/** Where a thing sits relative to the territories. */
export const Placement = z.enum(['attacker-territory', 'defender-territory', 'border-attacker', 'border-defender', 'centre', 'neutral', 'quarter']);
export type Placement = z.infer<typeof Placement>;

/** A point on the battlefield in inches, origin top-left. */
export const Position = z.strictObject({ x: z.number().check(z.minimum(0), z.maximum(120), z.overwrite(zeroNotNegative)), y: z.number().check(z.minimum(0), z.maximum(120), z.overwrite(zeroNotNegative)) });

/** An objective as placed at set-up or added during the battle. */
export const ObjectiveDef = z.strictObject({
  id: Id,
  name: z.optional(Text),
  placement: z.optional(Placement),
  /** The player who owns it (Close to the Chest), if any. */
  owner: z.optional(Id),
  position: z.optional(Position),
  /** Objectives not yet on the battlefield (e.g. Realmstone fragments) start inactive. */
  active: z.optional(z.boolean()),
});
export type ObjectiveDef = z.infer<typeof ObjectiveDef>;

/** A terrain feature as placed at set-up. */
export const TerrainDef = z.strictObject({
  id: Id,
  name: z.optional(Text),
  placement: z.optional(Placement),
  kind: z.optional(Text),
});
export type TerrainDef = z.infer<typeof TerrainDef>;

/** A player of the battle. */
export const PlayerDef = z.strictObject({
  id: Id,
  name: z.optional(Text),
  role: Role,
  faction: z.optional(Text),
  grandStrategy: z.optional(Id),
});
export type PlayerDef = z.infer<typeof PlayerDef>;

/** The facts about a unit that rules need. */
export const UnitDef = z.strictObject({
  id: Id,
  owner: Id,
  name: Text,
  keywords: z._default(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(64)), []),
  roles: z._default(z.array(BattlefieldRole).check(z.maxLength(5)), []),
  /** Wounds characteristic of its models. */
  wounds: z.int().check(z.minimum(1), z.maximum(100)),
  /** Number of models. */
  models: z.int().check(z.minimum(1), z.maximum(1000)),
  mounted: z._default(z.boolean(), false),
  points: z._default(z.int().check(z.minimum(0), z.maximum(10_000), z.overwrite(zeroNotNegative)), 0),
  general: z.optional(z.boolean()),
  ally: z.optional(z.boolean()),
  coalition: z.optional(z.boolean()),
  unique: z.optional(z.boolean()),
  /** 0, 1 or 2 times reinforced. */
  reinforced: z.optional(z.int().check(z.minimum(0), z.maximum(2), z.overwrite(zeroNotNegative))),
  /** 4th edition: Control characteristic per model. */
  control: z.optional(z.int().check(z.minimum(0), z.maximum(100), z.overwrite(zeroNotNegative))),
  /** 3rd edition: each model counts as this many models when contesting objectives (a fixed value of its own rules). */
  countsAs: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
  /** Free pack- or campaign-specific facts (e.g. `expert-conquerors`), keyed by name. */
  tags: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(32))),
});
export type UnitDef = z.input<typeof UnitDef>;
/** A unit as the engine holds it once the schema has filled in the defaults. */
export type UnitFacts = z.output<typeof UnitDef>;

/** Who or what destroyed a unit or slew models. */
export const Cause = z.strictObject({
  unit: z.optional(Id),
  player: z.optional(Id),
  means: z._default(z.enum(['attack', 'ability', 'spell', 'mortal', 'other']), 'attack'),
});

/** A battle tactic's target. */
export const Target = z.strictObject({
  kind: z.enum(['unit', 'objective', 'terrain']),
  id: Id,
});
export type Target = z.infer<typeof Target>;

/** One line of a contest report: a unit contesting an objective. */
export const ContestEntry = z.strictObject({
  unit: Id,
  objective: Id,
  /** 3rd edition: contesting models, before pack modifiers. */
  models: z.optional(Count),
  /** 4th edition: control score, before pack modifiers. */
  controlScore: z.optional(Count),
  /** Whether the unit is wholly within (Battlelines Drawn quarters). */
  wholly: z.optional(z.boolean()),
  /**
   * 4th edition (core 32.1): `false` for the objectives a unit contests but does not count toward; a unit listed for
   * two or more objectives counts toward one only, the one entry without `counts: false`.
   */
  counts: z.optional(z.boolean()),
});
export type ContestEntry = z.infer<typeof ContestEntry>;

/**
 * The moment a report describes, when it is not the moment it is made: `end-of-turn`, the table as it stands when the
 * turn under way ends (ruling `core/fact-moments`).
 */
export const ReportMoment = z.enum(['end-of-turn']);
export type ReportMoment = z.infer<typeof ReportMoment>;
/**
 * When an effect took place, where the moment matters to a rule: `'start-of-hero-phase'` marks a casualty, an arrival
 * or a removal caused by a start-of-hero-phase ability, which may come before the battle-tactic pick (ghb 2022 s1 FAQ;
 * ruling `core/tactic-window`).
 */
export const EffectMoment = z.enum(['start-of-hero-phase']);
export type EffectMoment = z.infer<typeof EffectMoment>;

/** The zones one unit is reported in. */
export const ZoneReport = z.strictObject({
  wholly: z._default(z.array(Zone).check(z.maxLength(8)), []),
  partly: z._default(z.array(Zone).check(z.maxLength(8)), []),
});
export type ZoneReport = z.output<typeof ZoneReport>;

/** A finite number of inches from -120 to 120 (a footprint corner, relative to the model's position). */
const Offset = z.number().check(z.minimum(-120), z.maximum(120), z.overwrite(zeroNotNegative));
/** A size in millimetres: more than 0, at most 2000. */
const Millimetres = z.number().check(z.gt(0), z.maximum(2000));

/**
 * A model's base, as the table measures it (`battlepack-engine/table`): round and oval bases in mm as sold, a
 * rectangle in mm, or a footprint (a simple polygon in inches around the model's position, for models without a base).
 */
export const ModelBase = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('round'), diameterMm: Millimetres }),
  z.strictObject({ kind: z.literal('oval'), lengthMm: Millimetres, widthMm: Millimetres }),
  z.strictObject({ kind: z.literal('rect'), lengthMm: Millimetres, widthMm: Millimetres }),
  z.strictObject({ kind: z.literal('footprint'), points: z.array(z.strictObject({ x: Offset, y: Offset })).check(z.minLength(3), z.maxLength(FOOTPRINT_MAX_CORNERS)) }),
]);
export type ModelBase = z.infer<typeof ModelBase>;

/** Where one model stands: the centre of its base, its facing (degrees from +x toward +y) and its own base if any. */
export const ModelPosition = z.strictObject({
  position: Position,
  rotation: z.optional(z.number().check(z.minimum(-3600), z.maximum(3600), z.overwrite(zeroNotNegative))),
  base: z.optional(ModelBase),
});
export type ModelPosition = z.infer<typeof ModelPosition>;

/**
 * Where the models of one unit stand: every model of it on the battlefield. `base` is the base of the models that give
 * none; left out, the base of the unit's last positions report is used.
 */
export const UnitPositions = z.strictObject({
  unit: Id,
  base: z.optional(ModelBase),
  models: z.array(ModelPosition).check(z.minLength(1), z.maxLength(1000)),
});
export type UnitPositions = z.infer<typeof UnitPositions>;

const Confidence = z.enum(['high', 'medium', 'low', 'unknown']);
const MapPoint = z.strictObject({ x: z.number().check(z.minimum(0), z.maximum(120), z.overwrite(zeroNotNegative)), y: z.number().check(z.minimum(0), z.maximum(120), z.overwrite(zeroNotNegative)) });
const IdList = z.array(Id).check(z.maxLength(64));

/**
 * Changes a battle makes to its battleplan's map (`BattleSetUp.data.map`): objectives, regions and features added,
 * moved or removed, as `overrideMap` of `battlepack-engine/table` applies them. What an override places is marked
 * `high` unless it says otherwise.
 */
export const MapOverridesDef = z.strictObject({
  name: z.optional(Text),
  objectives: z.optional(
    z
      .array(
        z.strictObject({
          id: Id,
          name: z.optional(Text),
          position: z.optional(MapPoint),
          region: z.optional(Id),
          markerMm: z.optional(z.number().check(z.gt(0), z.maximum(200))),
          confidence: z.optional(Confidence),
          note: z.optional(Text),
        }),
      )
      .check(z.maxLength(64)),
  ),
  removeObjectives: z.optional(IdList),
  regions: z.optional(
    z
      .array(
        z.strictObject({
          id: Id,
          name: z.optional(Text),
          parts: z.optional(z.array(z.array(MapPoint).check(z.minLength(3), z.maxLength(256))).check(z.minLength(1), z.maxLength(64))),
          confidence: z.optional(Confidence),
          note: z.optional(Text),
        }),
      )
      .check(z.maxLength(64)),
  ),
  removeRegions: z.optional(IdList),
  features: z.optional(
    z
      .array(
        z.strictObject({
          id: Id,
          name: z.optional(Text),
          kind: z.optional(z.enum(['point', 'line'])),
          points: z.optional(z.array(MapPoint).check(z.minLength(1), z.maxLength(256))),
          confidence: z.optional(Confidence),
          note: z.optional(Text),
        }),
      )
      .check(z.maxLength(64)),
  ),
  removeFeatures: z.optional(IdList),
  notes: z.optional(z.array(Text).check(z.maxLength(32))),
});
export type MapOverridesDef = z.infer<typeof MapOverridesDef>;

function event<T extends string, S extends z.ZodMiniType>(type: T, data: S) {
  return z.strictObject({ type: z.literal(type), data, seq: z.optional(z.int().check(z.minimum(1))) });
}

/** The battle is set up: pack, battleplan, points, players, and optionally overridden objectives and terrain. */
export const BattleSetUp = event(
  'BattleSetUp',
  z.strictObject({
    battlepack: z.strictObject({ id: Id, version: z.string().check(z.maxLength(32)) }),
    battleplan: Id,
    pointsLimit: z.int().check(z.minimum(1), z.maximum(100_000)),
    players: z.array(PlayerDef).check(z.length(2)),
    objectives: z.optional(z.array(ObjectiveDef).check(z.maxLength(32))),
    terrain: z.optional(z.array(TerrainDef).check(z.maxLength(64))),
    /** Changes to the battleplan's map for this battle's table (ruling `table/battle-map`). */
    map: z.optional(MapOverridesDef),
  }),
);
/** Units join an army: from the roster, into reserve, summoned, or as replacements. */
export const UnitsAdded = event(
  'UnitsAdded',
  z.strictObject({ origin: UnitOrigin, units: z.array(UnitDef).check(z.minLength(1), z.maxLength(200)), at: z.optional(EffectMoment) }),
);
/** A reserve unit is set up on the battlefield. */
export const UnitArrived = event('UnitArrived', z.strictObject({ unit: Id }));
/** Deployment is over; `firstFinished` finished deploying first. */
export const DeploymentFinished = event('DeploymentFinished', z.strictObject({ firstFinished: Id }));
/** A battle round begins: the priority roll (or the round-1 rule) and who takes the first turn. */
export const PriorityDetermined = event(
  'PriorityDetermined',
  z.strictObject({
    round: z.int().check(z.minimum(1), z.maximum(20)),
    rolls: z.optional(z.record(Id, D6)),
    winner: z.optional(Id),
    firstTurn: Id,
  }),
);
/**
 * A player seizes the initiative: they took the second turn of the previous round, won this round's priority roll-off
 * (`rolls`, one D6 per player) and take the first turn.
 */
export const InitiativeSeized = event(
  'InitiativeSeized',
  z.strictObject({ round: z.int().check(z.minimum(2), z.maximum(20)), player: Id, rolls: z.optional(z.record(Id, D6)) }),
);
/** A player's turn starts. */
export const TurnStarted = event('TurnStarted', z.strictObject({ player: Id }));
/** A player's turn ends: the engine judges tactics and scores the turn. */
export const TurnEnded = event('TurnEnded', z.strictObject({ player: Id }));
/** A phase of the active player's turn starts. */
export const PhaseStarted = event('PhaseStarted', z.strictObject({ phase: Phase }));
/** A battle tactic is picked (at the start of the hero phase), with its target if it needs one. */
export const BattleTacticPicked = event(
  'BattleTacticPicked',
  z.strictObject({ player: Id, tactic: Id, target: z.optional(Target) }),
);
/** The players state that the picked battle tactic was completed. */
export const BattleTacticCompleted = event('BattleTacticCompleted', z.strictObject({ player: Id, tactic: Id }));
/** The players state that the picked battle tactic failed. */
export const BattleTacticFailed = event('BattleTacticFailed', z.strictObject({ player: Id, tactic: Id }));
/** The players state that a player completed their grand strategy (used where the facts do not settle it). */
export const GrandStrategyCompleted = event('GrandStrategyCompleted', z.strictObject({ player: Id }));
/** The players state that a player did not complete their grand strategy (used where the facts do not settle it). */
export const GrandStrategyFailed = event('GrandStrategyFailed', z.strictObject({ player: Id }));
/** Control of an objective is set by hand. */
export const ObjectiveControlSet = event(
  'ObjectiveControlSet',
  z.strictObject({ objective: Id, player: z.nullable(Id), reason: z.optional(Text) }),
);
/**
 * A snapshot of which units contest which objectives, stamped with the moment it describes (the moment it is made,
 * or `at: 'end-of-turn'`). It changes no control by itself: the engine determines control from it at the next
 * checkpoint (after deployment, the end of the turn).
 */
export const ObjectiveContestReported = event(
  'ObjectiveContestReported',
  z.strictObject({
    /** Objectives this report covers; defaults to every active objective. */
    objectives: z.optional(z.array(Id).check(z.maxLength(32))),
    contests: z.array(ContestEntry).check(z.maxLength(500)),
    at: z.optional(ReportMoment),
  }),
);
/** The objectives a unit was contesting at the moment it was destroyed (a fact of that instant). */
const ContestingWhenDestroyed = z.optional(z.array(Id).check(z.maxLength(32)));
/**
 * Models of a unit are slain; at zero models the unit is destroyed. `contesting`, when the blow destroys the unit,
 * names the objectives it was contesting at that instant (`[]`: none).
 */
export const ModelsSlain = event(
  'ModelsSlain',
  z.strictObject({
    unit: Id,
    count: z.int().check(z.minimum(1), z.maximum(1000)),
    by: z.optional(Cause),
    contesting: ContestingWhenDestroyed,
    at: z.optional(EffectMoment),
  }),
);
/**
 * A unit is destroyed, by a unit or player, by an attack or an ability; `contesting` names the objectives it was
 * contesting at that instant (`[]`: none).
 */
export const UnitDestroyed = event('UnitDestroyed', z.strictObject({ unit: Id, by: z.optional(Cause), contesting: ContestingWhenDestroyed, at: z.optional(EffectMoment) }));
/** A unit leaves the battlefield without being destroyed. */
export const UnitRemoved = event(
  'UnitRemoved',
  z.strictObject({ unit: Id, reason: z._default(z.enum(['garrison', 'set-up-again', 'other']), 'other'), at: z.optional(EffectMoment) }),
);
/** Where units are, as zones, stamped with the moment it describes (the moment it is made, or `at: 'end-of-turn'`). */
export const ZonesReported = event('ZonesReported', z.strictObject({ units: z.record(Id, ZoneReport), at: z.optional(ReportMoment) }));
/**
 * Where the models of one or more units stand (the units that moved, or with `replace: true` every unit on the
 * battlefield), stamped with the moment it describes (the moment it is made, or `at: 'end-of-turn'`). The engine
 * measures the battle's map and derives the facts a contest report and a zone report give, for every objective it can
 * measure and every unit placed (ruling `table/positions-report`).
 */
export const PositionsReported = event(
  'PositionsReported',
  z.strictObject({
    units: z.array(UnitPositions).check(z.minLength(1), z.maxLength(200)),
    /** `true`: a full snapshot, units on the battlefield that it does not list have no known positions any more. */
    replace: z.optional(z.boolean()),
    at: z.optional(ReportMoment),
  }),
);
/**
 * 4th edition (seed 32.1): the owner of a unit contesting two or more objectives picks the one it counts toward before
 * control is determined; the active player's picks come first, then the opponent's (ruling `table/objective-assignment`).
 */
export const ObjectiveAssigned = event('ObjectiveAssigned', z.strictObject({ unit: Id, objective: Id }));
/** Control of a terrain feature. */
export const TerrainControlSet = event('TerrainControlSet', z.strictObject({ terrain: Id, player: z.nullable(Id) }));
/** A player gains command points from an ability. */
export const CommandPointsGained = event(
  'CommandPointsGained',
  z.strictObject({ player: Id, amount: z.int().check(z.minimum(1), z.maximum(20)), source: z.optional(Text) }),
);
/** A player spends command points. */
export const CommandPointsSpent = event(
  'CommandPointsSpent',
  z.strictObject({ player: Id, amount: z.int().check(z.minimum(1), z.maximum(20)), ability: z.optional(Text) }),
);
/** Dice rolled for a rule; the engine consumes the rolls it asked for (e.g. `battle-length`). */
export const DiceRolled = event(
  'DiceRolled',
  z.strictObject({ rule: Id, player: z.optional(Id), values: z.array(z.int().check(z.minimum(1), z.maximum(100))).check(z.minLength(1), z.maxLength(100)) }),
);
/** A player withdraws from the battle. */
export const PlayerWithdrew = event(
  'PlayerWithdrew',
  z.strictObject({ player: Id, continueBattle: z.optional(z.boolean()) }),
);
/** The battle is ended early (time called, concession, agreement). */
export const BattleEnded = event(
  'BattleEnded',
  z.strictObject({ reason: z.enum(['time', 'concession', 'agreement']), concededBy: z.optional(Id) }),
);

/** Every core event schema, in one list. */
export const coreEventSchemas = [
  BattleSetUp,
  UnitsAdded,
  UnitArrived,
  DeploymentFinished,
  PriorityDetermined,
  InitiativeSeized,
  TurnStarted,
  TurnEnded,
  PhaseStarted,
  BattleTacticPicked,
  BattleTacticCompleted,
  BattleTacticFailed,
  GrandStrategyCompleted,
  GrandStrategyFailed,
  ObjectiveControlSet,
  ObjectiveContestReported,
  ModelsSlain,
  UnitDestroyed,
  UnitRemoved,
  ZonesReported,
  PositionsReported,
  ObjectiveAssigned,
  TerrainControlSet,
  CommandPointsGained,
  CommandPointsSpent,
  DiceRolled,
  PlayerWithdrew,
  BattleEnded,
] as const;

/** The closed union of core events. */
export const CoreEvent = z.discriminatedUnion('type', coreEventSchemas);
/**
 * A core event as the engine holds it once parsed (defaults applied: `UnitDef.keywords` is an array, `Cause.means`
 * is set…). What a caller writes is {@link CoreEventInput}; what an engine accepts is `EventOf<typeof engine>`.
 */
export type CoreEvent = z.output<typeof CoreEvent>;
/**
 * A core event as written by a caller: fields with defaults may be left out. Ids of battleplans, battle tactics and
 * grand strategies are plain strings here; `EventOf<typeof engine>` narrows them to a pack's own ids.
 */
export type CoreEventInput = z.input<typeof CoreEvent>;

/** `T` with the fields of `P` put in place of its own, keeping which fields are optional (used by {@link CoreEventInputOf}). */
export type PatchFields<T, P> = { [K in keyof T]: K extends keyof P ? P[K] | Extract<T[K], undefined> : T[K] };

/**
 * The core events as a caller writes them for a pack whose ids are `I`: `BattleSetUp.battleplan`, the players'
 * `grandStrategy` and the battle tactic events' `tactic` take only the pack's ids, so a misspelt id fails to compile.
 * The engine still checks every id at run time. (`Ev` is the union it narrows, {@link CoreEventInput}; leave it out.)
 */
export type CoreEventInputOf<I extends PackIds = PackIds, Ev = CoreEventInput> = Ev extends { readonly type: 'BattleSetUp'; readonly data: infer D }
  ? PatchFields<Ev, { data: PatchFields<D, { battleplan: I['battleplan']; players: PatchFields<D extends { readonly players: readonly (infer P)[] } ? P : never, { grandStrategy: I['grandStrategy'] }>[] }> }>
  : Ev extends { readonly type: 'BattleTacticPicked' | 'BattleTacticCompleted' | 'BattleTacticFailed'; readonly data: infer D }
    ? PatchFields<Ev, { data: PatchFields<D, { tactic: I['battleTactic'] }> }>
    : Ev;
/** The type names of core events. */
export type CoreEventType = CoreEvent['type'];
/** The core event with the given type. */
export type CoreEventOf<T extends CoreEventType> = Extract<CoreEvent, { type: T }>;

/** The shape every event (core or pack) has. */
export interface EventEnvelope<T extends string = string, D = unknown> {
  readonly type: T;
  readonly data: D;
  readonly seq?: number;
}
