/**
 * The zod schemas of the events the Gallet engine accepts (`battlepack-engine/gallet/schema`): the definition the
 * pack's generated parsers are made from, for validating with zod and for JSON Schema.
 * @module
 */
import * as z from 'zod/mini';
import type { $ZodType, output as SchemaOutput } from 'zod/v4/core';
import { coreEventSchemas, type CoreEvent } from '../../core/events/schema.js';
import {
  AlphaObjectiveNamed,
  BondsOfBattleUsed,
  ContestingModelsFixed,
  GazeOfGhurCast,
  IdolsChosen,
  NidusPathTraversed,
  ObjectiveActivated,
  ObjectivePillaged,
  OverwhelmingAssaultUsed,
  ProvingGroundPicked,
  RealmstoneFragmentsPlaced,
  TerrainContestReported,
  UnitRallied,
  WoundsCharacteristicChanged,
} from './events.js';
import type { GalletEvent } from './index.js';

/** The zod schemas of the Gallet pack's own events, in the pack's order (`gallet.events`). */
export const galletPackEventSchemas = [
  ProvingGroundPicked,
  GazeOfGhurCast,
  OverwhelmingAssaultUsed,
  BondsOfBattleUsed,
  WoundsCharacteristicChanged,
  ContestingModelsFixed,
  TerrainContestReported,
  UnitRallied,
  ObjectiveActivated,
  RealmstoneFragmentsPlaced,
  IdolsChosen,
  NidusPathTraversed,
  ObjectivePillaged,
  AlphaObjectiveNamed,
] as const;

/**
 * The zod schema of every event the Gallet engine accepts (core and pack events), typed with zod's core types: use it
 * with the functions of classic `zod` or `zod/mini` (`z.safeParse(galletEventSchema, x)`, `z.toJSONSchema(…)`, or
 * `logJsonSchema(galletEventSchema)` of `battlepack-engine/json-schema`). The engine parses events with parsers
 * generated from these schemas, which accept and refuse the same events with the same messages.
 * @example
 * ```ts
 * import * as z from 'zod/mini';
 * import { galletEventSchema } from 'battlepack-engine/gallet/schema';
 *
 * const r = z.safeParse(galletEventSchema, { type: 'TurnStarted', data: { player: 'ann' } });
 * console.log(r.success); // true
 * ```
 */
export const galletEventSchema: $ZodType<CoreEvent | SchemaOutput<(typeof galletPackEventSchemas)[number]>, GalletEvent> = z.discriminatedUnion('type', [...coreEventSchemas, ...galletPackEventSchemas]) as unknown as $ZodType<CoreEvent | SchemaOutput<(typeof galletPackEventSchemas)[number]>, GalletEvent>;
