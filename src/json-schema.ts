/**
 * battlepack-engine/json-schema: the JSON Schema of a battle log, for editors, other languages and validators outside
 * JavaScript. `logJsonSchema()` describes the log header; `logJsonSchema(engine)` adds that engine's events. It carries
 * zod's JSON Schema generator, which an app that records and replays battles does not need (the generic schema also
 * ships as the file `battlepack-engine/schema.json`).
 * @example
 * ```ts
 * import { logJsonSchema } from 'battlepack-engine/json-schema';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * console.log(JSON.stringify(logJsonSchema(galletEngine), null, 2));
 * ```
 * @packageDocumentation
 */
export { logJsonSchema } from './core/log/log.js';
