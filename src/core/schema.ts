/**
 * Zod schemas of the core events. Every event is a fact in the past tense, in one envelope:
 * `{ type, data }` (plus `seq` inside a log). The TypeScript types are inferred from these schemas.
 * @module
 */
import { z } from 'zod';

const RESERVED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** An id: 1–64 characters, letters, digits, `_ . : -`, not starting with `_` and never a name of `Object.prototype`. */
export const Id = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, {
    message: 'ids are 1-64 characters: letters, digits and _ . : - , starting with a letter or digit',
  })
  .refine((s) => !RESERVED.has(s), { message: 'this id is reserved (a name of Object.prototype)' });

// -0 passes `min(0)`; it is stored as 0 so that a JSON round-trip of the state stays lossless
const zeroNotNegative = (n: number): number => n + 0;

/** A non-negative whole count, bounded to keep arithmetic exact. */
export const Count = z.int().min(0).max(100_000).overwrite(zeroNotNegative);
/** A die result of a six-sided dice. */
export const D6 = z.int().min(1).max(6);
/** A short free text. */
export const Text = z.string().max(500);

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
export const Position = z.strictObject({ x: z.number().min(0).max(120).overwrite(zeroNotNegative), y: z.number().min(0).max(120).overwrite(zeroNotNegative) });

/** An objective as placed at set-up or added during the battle. */
export const ObjectiveDef = z.strictObject({
  id: Id,
  name: Text.optional(),
  placement: Placement.optional(),
  /** The player who owns it (Close to the Chest), if any. */
  owner: Id.optional(),
  position: Position.optional(),
  /** Objectives not yet on the battlefield (e.g. Realmstone fragments) start inactive. */
  active: z.boolean().optional(),
});
export type ObjectiveDef = z.infer<typeof ObjectiveDef>;

/** A terrain feature as placed at set-up. */
export const TerrainDef = z.strictObject({
  id: Id,
  name: Text.optional(),
  placement: Placement.optional(),
  kind: Text.optional(),
});
export type TerrainDef = z.infer<typeof TerrainDef>;

/** A player of the battle. */
export const PlayerDef = z.strictObject({
  id: Id,
  name: Text.optional(),
  role: Role,
  faction: Text.optional(),
  grandStrategy: Id.optional(),
});
export type PlayerDef = z.infer<typeof PlayerDef>;

/** The facts about a unit that rules need. */
export const UnitDef = z.strictObject({
  id: Id,
  owner: Id,
  name: Text,
  keywords: z.array(z.string().max(64)).max(64).default([]),
  roles: z.array(BattlefieldRole).max(5).default([]),
  /** Wounds characteristic of its models. */
  wounds: z.int().min(1).max(100),
  /** Number of models. */
  models: z.int().min(1).max(1000),
  mounted: z.boolean().default(false),
  points: z.int().min(0).max(10_000).overwrite(zeroNotNegative).default(0),
  general: z.boolean().optional(),
  ally: z.boolean().optional(),
  coalition: z.boolean().optional(),
  unique: z.boolean().optional(),
  /** 0, 1 or 2 times reinforced. */
  reinforced: z.int().min(0).max(2).overwrite(zeroNotNegative).optional(),
  /** 4th edition: Control characteristic per model. */
  control: z.int().min(0).max(100).overwrite(zeroNotNegative).optional(),
  /** 3rd edition: each model counts as this many models when contesting objectives (a fixed value of its own rules). */
  countsAs: z.int().min(1).max(100).optional(),
  /** Free pack- or campaign-specific facts (e.g. `expert-conquerors`), keyed by name. */
  tags: z.array(z.string().max(64)).max(32).optional(),
});
export type UnitDef = z.input<typeof UnitDef>;
/** A unit as the engine holds it once the schema has filled in the defaults. */
export type UnitFacts = z.output<typeof UnitDef>;

/** Who or what destroyed a unit or slew models. */
export const Cause = z.strictObject({
  unit: Id.optional(),
  player: Id.optional(),
  means: z.enum(['attack', 'ability', 'spell', 'mortal', 'other']).default('attack'),
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
  models: Count.optional(),
  /** 4th edition: control score, before pack modifiers. */
  controlScore: Count.optional(),
  /** Whether the unit is wholly within (Battlelines Drawn quarters). */
  wholly: z.boolean().optional(),
});
export type ContestEntry = z.infer<typeof ContestEntry>;

/** The zones one unit is reported in. */
export const ZoneReport = z.strictObject({
  wholly: z.array(Zone).max(8).default([]),
  partly: z.array(Zone).max(8).default([]),
});
export type ZoneReport = z.output<typeof ZoneReport>;

function event<T extends string, S extends z.ZodType>(type: T, data: S) {
  return z.strictObject({ type: z.literal(type), data, seq: z.int().min(1).optional() });
}

/** The battle is set up: pack, battleplan, points, players, and optionally overridden objectives and terrain. */
export const BattleSetUp = event(
  'BattleSetUp',
  z.strictObject({
    battlepack: z.strictObject({ id: Id, version: z.string().max(32) }),
    battleplan: Id,
    pointsLimit: z.int().min(1).max(100_000),
    players: z.array(PlayerDef).length(2),
    objectives: z.array(ObjectiveDef).max(32).optional(),
    terrain: z.array(TerrainDef).max(64).optional(),
  }),
);
/** Units join an army: from the roster, into reserve, summoned, or as replacements. */
export const UnitsAdded = event(
  'UnitsAdded',
  z.strictObject({ origin: UnitOrigin, units: z.array(UnitDef).min(1).max(200) }),
);
/** A reserve unit is set up on the battlefield. */
export const UnitArrived = event('UnitArrived', z.strictObject({ unit: Id }));
/** Deployment is over; `firstFinished` finished deploying first. */
export const DeploymentFinished = event('DeploymentFinished', z.strictObject({ firstFinished: Id }));
/** A battle round begins: the priority roll (or the round-1 rule) and who takes the first turn. */
export const PriorityDetermined = event(
  'PriorityDetermined',
  z.strictObject({
    round: z.int().min(1).max(20),
    rolls: z.record(Id, D6).optional(),
    winner: Id.optional(),
    firstTurn: Id,
  }),
);
/** A player seizes the initiative and takes the first turn of the round. */
export const InitiativeSeized = event('InitiativeSeized', z.strictObject({ round: z.int().min(2).max(20), player: Id }));
/** A player's turn starts. */
export const TurnStarted = event('TurnStarted', z.strictObject({ player: Id }));
/** A player's turn ends: the engine judges tactics and scores the turn. */
export const TurnEnded = event('TurnEnded', z.strictObject({ player: Id }));
/** A phase of the active player's turn starts. */
export const PhaseStarted = event('PhaseStarted', z.strictObject({ phase: Phase }));
/** A battle tactic is picked (at the start of the hero phase), with its target if it needs one. */
export const BattleTacticPicked = event(
  'BattleTacticPicked',
  z.strictObject({ player: Id, tactic: Id, target: Target.optional() }),
);
/** The players state that the picked battle tactic was completed. */
export const BattleTacticCompleted = event('BattleTacticCompleted', z.strictObject({ player: Id, tactic: Id }));
/** The players state that the picked battle tactic failed. */
export const BattleTacticFailed = event('BattleTacticFailed', z.strictObject({ player: Id, tactic: Id }));
/** Control of an objective is set by hand. */
export const ObjectiveControlSet = event(
  'ObjectiveControlSet',
  z.strictObject({ objective: Id, player: Id.nullable(), reason: Text.optional() }),
);
/** A snapshot of which units contest which objectives; the engine computes control from it. */
export const ObjectiveContestReported = event(
  'ObjectiveContestReported',
  z.strictObject({
    /** Objectives this report covers; defaults to every active objective. */
    objectives: z.array(Id).max(32).optional(),
    contests: z.array(ContestEntry).max(500),
  }),
);
/** Models of a unit are slain; at zero models the unit is destroyed. */
export const ModelsSlain = event('ModelsSlain', z.strictObject({ unit: Id, count: z.int().min(1).max(1000), by: Cause.optional() }));
/** A unit is destroyed, by a unit or player, by an attack or an ability. */
export const UnitDestroyed = event('UnitDestroyed', z.strictObject({ unit: Id, by: Cause.optional() }));
/** A unit leaves the battlefield without being destroyed. */
export const UnitRemoved = event(
  'UnitRemoved',
  z.strictObject({ unit: Id, reason: z.enum(['garrison', 'set-up-again', 'other']).default('other') }),
);
/** Where units are, as zones. */
export const ZonesReported = event('ZonesReported', z.strictObject({ units: z.record(Id, ZoneReport) }));
/** Control of a terrain feature. */
export const TerrainControlSet = event('TerrainControlSet', z.strictObject({ terrain: Id, player: Id.nullable() }));
/** A player gains command points from an ability. */
export const CommandPointsGained = event(
  'CommandPointsGained',
  z.strictObject({ player: Id, amount: z.int().min(1).max(20), source: Text.optional() }),
);
/** A player spends command points. */
export const CommandPointsSpent = event(
  'CommandPointsSpent',
  z.strictObject({ player: Id, amount: z.int().min(1).max(20), ability: Text.optional() }),
);
/** Dice rolled for a rule; the engine consumes the rolls it asked for (e.g. `battle-length`). */
export const DiceRolled = event(
  'DiceRolled',
  z.strictObject({ rule: Id, player: Id.optional(), values: z.array(z.int().min(1).max(100)).min(1).max(100) }),
);
/** A player withdraws from the battle. */
export const PlayerWithdrew = event(
  'PlayerWithdrew',
  z.strictObject({ player: Id, continueBattle: z.boolean().optional() }),
);
/** The battle is ended early (time called, concession, agreement). */
export const BattleEnded = event(
  'BattleEnded',
  z.strictObject({ reason: z.enum(['time', 'concession', 'agreement']), concededBy: Id.optional() }),
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
  ObjectiveControlSet,
  ObjectiveContestReported,
  ModelsSlain,
  UnitDestroyed,
  UnitRemoved,
  ZonesReported,
  TerrainControlSet,
  CommandPointsGained,
  CommandPointsSpent,
  DiceRolled,
  PlayerWithdrew,
  BattleEnded,
] as const;

/** The closed union of core events. */
export const CoreEvent = z.discriminatedUnion('type', coreEventSchemas);
/** A core event as parsed (defaults applied). */
export type CoreEvent = z.output<typeof CoreEvent>;
/** A core event as written by a caller (defaults optional). */
export type CoreEventInput = z.input<typeof CoreEvent>;
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
