/**
 * Zod schemas of the Gallet pack's own events, each a fact in the past tense in the core envelope
 * `{ type, data, seq? }`. Their rules (decide and effects) live next to the rule they belong to.
 * @module
 */
import * as z from 'zod/mini';
import { Count, D6, Id, ObjectiveDef } from '../../core/events/schema.js';

function packEvent<T extends string, S extends z.ZodMiniType>(type: T, data: S) {
  return z.strictObject({ type: z.literal(type), data, seq: z.optional(z.int().check(z.minimum(1))) });
}

/** Proving Grounds: the player taking the second turn picks the round's proving ground. */
export const ProvingGroundPicked = packEvent('ProvingGroundPicked', z.strictObject({ player: Id, objective: Id }));

/** The Prize of Gallet: the player taking the second turn activates an objective at the start of the round. */
export const ObjectiveActivated = packEvent('ObjectiveActivated', z.strictObject({ player: Id, objective: Id }));

/** The Realmstone Cache: at the start of round 3 the centre objective is removed and two fragments are placed (positions from the roll, as data). */
export const RealmstoneFragmentsPlaced = packEvent(
  'RealmstoneFragmentsPlaced',
  z.strictObject({ player: Id, roll: D6, fragments: z.array(ObjectiveDef).check(z.length(2)) }),
);

/** In the Presence of Idols: a player names their three idol units after deployment. */
export const IdolsChosen = packEvent('IdolsChosen', z.strictObject({ player: Id, units: z.array(Id).check(z.minLength(1), z.maxLength(3)) }));

/** The corners of the battlefield, where the nidus paths are. */
export const NidusCorner = z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right']);
/** A corner of the battlefield. */
export type NidusCorner = z.infer<typeof NidusCorner>;

/** The Nidus Paths: at the end of the movement phase a unit goes through a nidus path and comes out at its twin. */
export const NidusPathTraversed = packEvent('NidusPathTraversed', z.strictObject({ player: Id, unit: Id, entrance: NidusCorner }));

/** Close to the Chest: at the start of a turn, the opponent of the active player names one of their own objectives. */
export const AlphaObjectiveNamed = packEvent('AlphaObjectiveNamed', z.strictObject({ player: Id, objective: Id }));

/** One Scuttling Horrors roll: 2D6 against the unit's Bravery; on a hit, D3 mortal wounds and the models they slew. */
export const ScuttlingHorrorsRoll = z.strictObject({
  unit: Id,
  roll: z.array(D6).check(z.length(2)),
  bravery: z.int().check(z.minimum(1), z.maximum(20)),
  /** The D3 roll, given when the 2D6 roll is at least the Bravery. */
  mortalWounds: z.optional(z.int().check(z.minimum(1), z.maximum(3))),
  /** Models slain by those mortal wounds. */
  slain: z.optional(Count),
});

/** The Silksteel Nests: a player declares the pillage of an objective they control in enemy territory; it resolves after their scoring. */
export const ObjectivePillaged = packEvent(
  'ObjectivePillaged',
  z.strictObject({ player: Id, objective: Id, unit: Id, horrors: z.optional(z.array(ScuttlingHorrorsRoll).check(z.maxLength(100))) }),
);

/** Gaze of Ghur was successfully cast on an enemy unit. */
export const GazeOfGhurCast = packEvent(
  'GazeOfGhurCast',
  z.strictObject({
    caster: Id,
    target: Id,
    castingRoll: z.optional(z.int().check(z.minimum(2), z.maximum(12))),
    /** How the attempt ended: `cast` (the default), `failed` (the casting roll missed 7) or `unbound`; every attempt counts toward once per hero phase (core rules 19.1). */
    outcome: z.optional(z.enum(['cast', 'failed', 'unbound'])),
  }),
);

/** Overwhelming Assault was used at the end of the charge phase, with its dice roll. */
export const OverwhelmingAssaultUsed = packEvent('OverwhelmingAssaultUsed', z.strictObject({ unit: Id, target: Id, roll: D6 }));

/** The Bonds of Battle let a Galletian Veterans unit attack a target through its own models. */
export const BondsOfBattleUsed = packEvent('BondsOfBattleUsed', z.strictObject({ unit: Id, target: Id }));

/** The Rally command was used on a unit, with one dice per slain model; `objective` is a controlled objective it is wholly within 6" of (Won't Back Down). */
export const UnitRallied = packEvent('UnitRallied', z.strictObject({ unit: Id, rolls: z.array(D6).check(z.maxLength(1000)), objective: z.optional(Id) }));

/** A rule fixed how many models each model of a unit counts as when contesting (e.g. 20 for a Mega-Gargant). */
export const ContestingModelsFixed = packEvent(
  'ContestingModelsFixed',
  z.strictObject({ unit: Id, countsAs: z.int().check(z.minimum(0), z.maximum(100)), until: z.optional(z.enum(['battle', 'end-of-turn', 'end-of-round'])) }),
);

/** A snapshot of which units contest a terrain feature; the pack computes its control (Desecrate their Lands). */
export const TerrainContestReported = packEvent(
  'TerrainContestReported',
  z.strictObject({ terrain: Id, contests: z.array(z.strictObject({ unit: Id, models: Count })).check(z.maxLength(200)) }),
);

/** A unit's Wounds characteristic changed during the battle. */
export const WoundsCharacteristicChanged = packEvent('WoundsCharacteristicChanged', z.strictObject({ unit: Id, wounds: z.int().check(z.minimum(1), z.maximum(100)) }));

/** The Gallet pack's own events (not the core events), as written by callers; every event of the engine is `GalletEvent`. */
export type GalletPackEvent =
  | z.input<typeof ProvingGroundPicked>
  | z.input<typeof ObjectiveActivated>
  | z.input<typeof RealmstoneFragmentsPlaced>
  | z.input<typeof IdolsChosen>
  | z.input<typeof NidusPathTraversed>
  | z.input<typeof AlphaObjectiveNamed>
  | z.input<typeof ObjectivePillaged>
  | z.input<typeof GazeOfGhurCast>
  | z.input<typeof OverwhelmingAssaultUsed>
  | z.input<typeof BondsOfBattleUsed>
  | z.input<typeof UnitRallied>
  | z.input<typeof ContestingModelsFixed>
  | z.input<typeof TerrainContestReported>
  | z.input<typeof WoundsCharacteristicChanged>;
