/**
 * The zod schemas of the events the Blighted Wilds engine accepts (`battlepack-engine/blighted-wilds/schema`): the
 * definition the pack's generated parsers are made from, for validating with zod and for JSON Schema.
 * @module
 */
import * as z from 'zod/mini';
import type { $ZodType, output as SchemaOutput } from 'zod/v4/core';
import { coreEventSchemas, type CoreEvent } from '../../core/events/schema.js';
import {
  BlightedWatersResolved,
  BoonOfVitalityUsed,
  ContaminationPicked,
  ContaminationRolled,
  DamageAllocated,
  GeneralRanksRecorded,
  PurifyTheLandUsed,
  RestingUnitChosen,
  StrategicMasteryUsed,
} from './events.js';
import type { BlightedWildsEvent } from './pack.js';

/** The zod schemas of the Blighted Wilds pack's own events, in the pack's order (`blightedWilds.events`). */
export const blightedWildsPackEventSchemas = [
  GeneralRanksRecorded,
  RestingUnitChosen,
  ContaminationPicked,
  ContaminationRolled,
  BlightedWatersResolved,
  PurifyTheLandUsed,
  BoonOfVitalityUsed,
  StrategicMasteryUsed,
  DamageAllocated,
] as const;

/**
 * The zod schema of every event the Blighted Wilds engine accepts (core and pack events), typed with zod's core
 * types: use it with the functions of classic `zod` or `zod/mini` (`z.safeParse(blightedWildsEventSchema, x)`, or
 * `logJsonSchema(blightedWildsEventSchema)` of `battlepack-engine/json-schema`). The engine parses events with parsers
 * generated from these schemas, which accept and refuse the same events with the same messages.
 * @example
 * ```ts
 * import * as z from 'zod/mini';
 * import { blightedWildsEventSchema } from 'battlepack-engine/blighted-wilds/schema';
 *
 * const r = z.safeParse(blightedWildsEventSchema, { type: 'RestingUnitChosen', data: { player: 'ann', unit: null } });
 * console.log(r.success); // true
 * ```
 */
export const blightedWildsEventSchema: $ZodType<CoreEvent | SchemaOutput<(typeof blightedWildsPackEventSchemas)[number]>, BlightedWildsEvent> = z.discriminatedUnion('type', [
  ...coreEventSchemas,
  ...blightedWildsPackEventSchemas,
]) as unknown as $ZodType<CoreEvent | SchemaOutput<(typeof blightedWildsPackEventSchemas)[number]>, BlightedWildsEvent>;
