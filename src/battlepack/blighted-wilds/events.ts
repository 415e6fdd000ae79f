/**
 * Zod schemas of the Blighted Wilds pack's own events, each a fact in the past tense in the core envelope
 * `{ type, data, seq? }`: the definition of the parsers the pack ships (scripts/generate-parsers.ts writes
 * `events.gen.ts`). Their rules (decide and effects) live in `rules/`, next to the rule they belong to.
 * @module
 */
import * as z from 'zod/mini';
import { Count, D6, Id, Text } from '../../core/events/schema.js';
import { BOON_EXTRA_RALLY_ROLLS, RALLY_ROLLS } from './rules/rally-rolls.js';

/** Builds the zod schema of a pack event in the core envelope `{ type, data, seq? }`. */
function packEvent<T extends string, S extends z.ZodMiniType>(type: T, data: S) {
  return z.strictObject({ type: z.literal(type), data, seq: z.optional(z.int().check(z.minimum(1))) });
}

/**
 * The active player resolves Blighted Waters: `pick` is the random pick (a roll of 1 to the number of features
 * contaminated for their army, in `state.terrain` order), `within` every unit within 3" of that feature, `rolls` a D3
 * per target, `wardRolls` a ward roll for each target with a WARD that would take mortal damage.
 */
export const BlightedWatersResolved = packEvent(
  'BlightedWatersResolved',
  z.strictObject({
    player: Id,
    pick: z.int().check(z.minimum(1), z.maximum(64)),
    /** Optional check: the feature the caller believes the pick landed on. */
    terrain: z.optional(Id),
    within: z.array(Id).check(z.maxLength(200)),
    rolls: z.record(Id, z.int().check(z.minimum(1), z.maximum(3))),
    wardRolls: z.optional(z.record(Id, D6)),
  }),
);

/**
 * A friendly unit uses Boon of Vitality: `roll` is the D6; on a 6 `rally` is the free Rally if the player takes it:
 * the rally rolls (6, or 9 with the extra ones) and how the rally points are spent (Heal points, models returned).
 */
export const BoonOfVitalityUsed = packEvent(
  'BoonOfVitalityUsed',
  z.strictObject({
    player: Id,
    unit: Id,
    terrain: Id,
    roll: D6,
    rally: z.optional(z.strictObject({ rolls: z.array(D6).check(z.minLength(RALLY_ROLLS), z.maxLength(RALLY_ROLLS + BOON_EXTRA_RALLY_ROLLS)), heal: Count, returned: Count })),
  }),
);

/** The generals' ranks, as the campaign reports them, and the roll-off when they are equal. */
export const GeneralRanksRecorded = packEvent(
  'GeneralRanksRecorded',
  z.strictObject({
    generals: z.record(Id, z.strictObject({ rank: Text, level: z.int().check(z.minimum(0), z.maximum(20)) })),
    /** Required when the levels are equal: one dice per player, not equal (a tied roll-off is rolled again). */
    rollOff: z.optional(z.record(Id, D6)),
  }),
);

/** A player picks a terrain feature outside their territory to contaminate (null: none was left to pick). */
export const ContaminationPicked = packEvent('ContaminationPicked', z.strictObject({ player: Id, terrain: z.nullable(Id) }));

/** The dice for every feature not picked: 4+ contaminates it. */
export const ContaminationRolled = packEvent('ContaminationRolled', z.strictObject({ player: z.optional(Id), rolls: z.record(Id, D6) }));

/** Damage points allocated to a unit (by attacks unless `means` says otherwise), after saves and wards. */
export const DamageAllocated = packEvent(
  'DamageAllocated',
  z.strictObject({
    unit: Id,
    /** Damage points that got through (after saves and ward rolls). */
    amount: z.int().check(z.minimum(1), z.maximum(1000)),
    means: z.optional(z.enum(['attack', 'ability', 'spell', 'mortal'])),
  }),
);

/** A friendly unit within 3" of `terrain` uses Purify the Land; `roll` is the remediation roll. */
export const PurifyTheLandUsed = packEvent('PurifyTheLandUsed', z.strictObject({ player: Id, unit: Id, terrain: Id, roll: D6 }));

/** A player rests one unit for this battle, or declares they rest none (`unit: null`). */
export const RestingUnitChosen = packEvent('RestingUnitChosen', z.strictObject({ player: Id, unit: z.nullable(Id) }));

/** A player uses Strategic Mastery: one dice per command point the opponent has now. */
export const StrategicMasteryUsed = packEvent('StrategicMasteryUsed', z.strictObject({ player: Id, rolls: z.array(D6).check(z.maxLength(50)) }));
