/**
 * The campaign's own events (zod, one envelope `{ type, data, seq? }`): rosters, generals, recorded battles and renown.
 * @module
 */
import { z } from 'zod';
import { Count, Id, Text, UnitDef } from '../core/index.js';
import { BattleSummary } from '../battlepack/blighted-wilds/summary.js';

/** A roster unit: the unit facts a battle needs (no owner, no general flag) plus its renown. */
export const RosterUnitDef = UnitDef.omit({ owner: true, general: true }).extend({ renown: Count.optional() });
/** A roster unit, as written. */
export type RosterUnitDef = z.input<typeof RosterUnitDef>;

function event<T extends string, S extends z.ZodType>(type: T, data: S) {
  return z.strictObject({ type: z.literal(type), data, seq: z.int().min(1).optional() });
}

/** A player joins the campaign with their starting roster and, optionally, their general. */
export const RosterCreated = event(
  'RosterCreated',
  z.strictObject({ player: Id, name: Text.optional(), faction: Text.optional(), units: z.array(RosterUnitDef).min(1).max(100), general: Id.optional() }),
);
/** A unit joins a player's roster between battles. */
export const RosterUnitAdded = event('RosterUnitAdded', z.strictObject({ player: Id, unit: RosterUnitDef }));
/** A unit leaves a player's roster between battles. */
export const RosterUnitRemoved = event('RosterUnitRemoved', z.strictObject({ player: Id, unit: Id, reason: Text.optional() }));
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
    amount: z.int().min(1).max(100),
    roll: z.int().min(1).max(6).optional(),
    note: Text.optional(),
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
