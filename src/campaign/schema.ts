/**
 * The campaign's own events (zod, one envelope `{ type, data, seq? }`): rosters, generals, recorded battles and renown.
 * @module
 */
import * as z from 'zod/mini';
import { Count, Id, Text, UnitDef } from '../core/index.js';
import { BattleSummary } from '../battlepack/blighted-wilds/summary.js';

/** A roster unit: the unit facts a battle needs (no owner, no general flag) plus its renown. */
export const RosterUnitDef = z.extend(z.omit(UnitDef, { owner: true, general: true }), { renown: z.optional(Count) });
/** A roster unit, as written. */
export type RosterUnitDef = z.input<typeof RosterUnitDef>;

function event<T extends string, S extends z.ZodMiniType>(type: T, data: S) {
  return z.strictObject({ type: z.literal(type), data, seq: z.optional(z.int().check(z.minimum(1))) });
}

/** A player joins the campaign with their starting roster and, optionally, their general. */
export const RosterCreated = event(
  'RosterCreated',
  z.strictObject({ player: Id, name: z.optional(Text), faction: z.optional(Text), units: z.array(RosterUnitDef).check(z.minLength(1), z.maxLength(100)), general: z.optional(Id) }),
);
/** A unit joins a player's roster between battles. */
export const RosterUnitAdded = event('RosterUnitAdded', z.strictObject({ player: Id, unit: RosterUnitDef }));
/** A unit leaves a player's roster between battles. */
export const RosterUnitRemoved = event('RosterUnitRemoved', z.strictObject({ player: Id, unit: Id, reason: z.optional(Text) }));
/** A player picks the roster unit that is their general. */
export const GeneralSet = event('GeneralSet', z.strictObject({ player: Id, unit: Id }));
/** A battle is recorded from its final summary (see `summarizeBattle`). */
export const BattleRecorded = event('BattleRecorded', z.strictObject({ battle: Id, summary: BattleSummary }));

/** Why renown was awarded (FACTS.md §6: survivors D3, destroyed units 1, the favoured unit D6; Purify the Land +2). */
export const RenownReason = z.enum(['survived', 'destroyed', 'favoured', 'purify-the-land', 'other']);
/** Why renown was awarded. */
export type RenownReason = z.infer<typeof RenownReason>;

/** Renown awarded to a roster unit for a recorded battle; `roll` is the dice when the amount was rolled. */
export const RenownAwarded = event(
  'RenownAwarded',
  z.strictObject({
    battle: Id,
    player: Id,
    unit: Id,
    reason: RenownReason,
    amount: z.int().check(z.minimum(1), z.maximum(100)),
    roll: z.optional(z.int().check(z.minimum(1), z.maximum(6))),
    note: z.optional(Text),
  }),
);

/** Every campaign event schema. */
export const campaignEventSchemas = [RosterCreated, RosterUnitAdded, RosterUnitRemoved, GeneralSet, BattleRecorded, RenownAwarded] as const;

/** The closed union of campaign events. */
export const CampaignEvent = z.discriminatedUnion('type', campaignEventSchemas);
/** A campaign event as parsed. */
export type CampaignEvent = z.output<typeof CampaignEvent>;
/** A campaign event as written by a caller. */
export type CampaignEventInput = z.input<typeof CampaignEvent>;
