/**
 * `createEngine`: the engine of any battlepack, including one of your own whose events have zod schemas (parsed by
 * zod, or by zod's compiled parsers with `{ compile }`).
 * @module
 */
import * as z from 'zod/mini';
import { buildEngine, type EngineParsers } from './engine.js';
import type { Engine, EngineOptions } from './engine-types.js';
import { eventParser } from './events/event-parse.js';
import { coreEventSchemas } from './events/schema.js';
import { eventTypeOf, type AnyEventSchema, type Battlepack, type PackEventDef, type PackIds } from './pack/battlepack.js';

// zod's parsers (the fast parser built from each schema, or zod's compiled ones with `compile`) for every event
const ZOD: EngineParsers = {
  core: (compile) => new Map(coreEventSchemas.map((s) => [eventTypeOf(s), eventParser(s, compile)])),
  zod: {
    parser: eventParser,
    union: (schemas) => z.discriminatedUnion('type', schemas as unknown as [(typeof coreEventSchemas)[0], ...(typeof coreEventSchemas)[number][]]),
    coreSchemas: coreEventSchemas,
  },
};

/**
 * Creates the engine of a battlepack: its public API (`apply`, `check`, `can`, `available`, `replay`…) and the
 * trusted fast path. The pack's data is deep-frozen. The core events, and the events of this library's packs, are
 * parsed by parsers generated from their zod schemas at build time; the events of a pack of your own by their zod
 * schemas, or, with `{ compile }` from zod, by zod's compiled parsers.
 * @example
 * ```ts
 * import * as z from 'zod/mini';
 * import { createEngine, selectStage } from 'battlepack-engine';
 * import { gallet } from 'battlepack-engine/gallet';
 *
 * const engine = createEngine(gallet); // what `galletEngine` is
 * const casual = createEngine(gallet, { battleTacticRequired: false, compile: z.compile }); // `compile` serves packs with zod schemas
 * console.log(selectStage(engine.initialState()), casual.pack.id); // awaiting-setup gallet-2022-s1
 * ```
 */
export function createEngine<X, const E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds>(pack: Battlepack<X, E, I>, options: EngineOptions = {}): Engine<X, E, I> {
  return buildEngine(pack, options, ZOD);
}
