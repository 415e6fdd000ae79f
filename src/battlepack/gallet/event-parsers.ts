/**
 * The Gallet pack's events as the pack ships them: the parsers generated at build time from their zod schemas
 * (`events.ts`; scripts/generate-parsers.ts writes `events.gen.ts`), so that the pack's bundle carries no zod.
 * @module
 * @internal
 */
import { compiledSchema } from '../../core/events/compiled.js';
import type { AnyEventSchema, CompiledEventSchema } from '../../core/pack/battlepack.js';
import { galletEventTables } from './events.gen.js';

/** The generated parser of one of the pack's events, typed by its zod schema `S`. */
export const galletSchema = <S extends AnyEventSchema>(type: string): CompiledEventSchema<S> => compiledSchema<S>(type, galletEventTables[type]);
