/**
 * The JSON Schema of battle logs for every registered pack (`battlepack schema`, `schema/battle-log.schema.json`).
 * @module
 */
import * as z from 'zod/mini';
import { eventTypeOf } from '../core/pack/battlepack.js';
import { BattleLogSchema } from '../core/log/log.js';
import { coreEventSchemas } from '../core/events/schema.js';
import { LOG_FORMAT_VERSION } from '../core/log/version.js';
import type { PackEntry } from './registry.js';

/**
 * The JSON Schema of a battle log whose events are core events or events of any of `packs`, generated from the
 * zod schemas (the same options as `logJsonSchema`). A single pack's schema is `entry.logSchema()`.
 */
export function combinedLogJsonSchema(packs: readonly PackEntry[]): Record<string, unknown> {
  const seen = new Set<string>();
  const events: z.core.$ZodType[] = [];
  for (const s of [...coreEventSchemas, ...packs.flatMap((p) => p.eventSchemas)]) {
    const type = eventTypeOf(s);
    if (seen.has(type)) continue;
    seen.add(type);
    events.push(s);
  }
  const [first, ...rest] = events;
  const event = first === undefined ? z.never() : rest.length === 0 ? first : z.union([first, ...rest]);
  const log = z.extend(BattleLogSchema, { events: z.array(event) });
  const json = z.toJSONSchema(log, { unrepresentable: 'any', io: 'input' }) as Record<string, unknown>;
  const { $schema, ...body } = json;
  return {
    $schema,
    title: `battlepack-engine battle log, format version ${LOG_FORMAT_VERSION}`,
    description: `A recorded battle: a versioned header and its events. Events are core events or events of the packs ${packs.map((p) => p.pack.id).join(', ') || '(none)'}. Generated from the zod schemas; see docs/battle-log.md.`,
    ...body,
  };
}
