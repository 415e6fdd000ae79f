/**
 * battlepack-engine/blighted-wilds/schema: the zod schemas of the events the Blighted Wilds engine accepts. The
 * engine itself parses events with parsers generated from them at build time, so `battlepack-engine/blighted-wilds`
 * bundles no zod; import this entry to validate with zod or to write a JSON Schema
 * (`logJsonSchema(blightedWildsEventSchema)`).
 * @packageDocumentation
 */
export { blightedWildsEventSchema, blightedWildsPackEventSchemas } from './battlepack/blighted-wilds/event-schema.js';
