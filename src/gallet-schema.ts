/**
 * battlepack-engine/gallet/schema: the zod schemas of the events the Gallet engine accepts. The engine itself parses
 * events with parsers generated from them at build time, so `battlepack-engine/gallet` bundles no zod; import this
 * entry to validate with zod or to write a JSON Schema (`logJsonSchema(galletEventSchema)`).
 * @packageDocumentation
 */
export { galletEventSchema, galletPackEventSchemas } from './battlepack/gallet/event-schema.js';
