/**
 * battlepack-engine/json-schema: the JSON Schema of a battle log, for editors, other languages and validators outside
 * JavaScript. `logJsonSchema()` describes the log header; `logJsonSchema(galletEventSchema)` adds the events of a pack
 * (its event schema, from `battlepack-engine/gallet/schema`; or `logJsonSchema(engine)` for a pack of your own). It carries
 * zod's JSON Schema generator, which an app that records and replays battles does not need (the generic schema also
 * ships as the file `battlepack-engine/schema.json`).
 * @example
 * ```ts
 * import { logJsonSchema } from 'battlepack-engine/json-schema';
 * import { galletEventSchema } from 'battlepack-engine/gallet/schema';
 *
 * console.log(JSON.stringify(logJsonSchema(galletEventSchema), null, 2));
 * ```
 * @packageDocumentation
 */
export { logJsonSchema } from './core/log/log.js';
