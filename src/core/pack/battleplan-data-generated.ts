/**
 * Battleplans as data read with the parser generated from `BattleplanData` at build time (scripts/generate-parsers.ts):
 * the same checks and messages as `battleplanFromData`, without zod, for the packs whose bundles carry none.
 * @module
 * @internal
 */
import { compiledParser } from '../events/compiled.js';
import type { BattleplanDef } from './battlepack.js';
import { battleplanFromDataWith, type BattleplanFromDataOptions } from './battleplan-data.js';
import type { BattleplanData } from './battleplan-data-schema.js';
import { battleplanDataTables } from './battleplan-data.gen.js';

const parse = compiledParser(battleplanDataTables['BattleplanData'] as NonNullable<(typeof battleplanDataTables)['BattleplanData']>);

/** `battleplanFromData`, parsing with the generated parser. */
export function battleplanFromDataGenerated<X = unknown>(input: BattleplanData, options: BattleplanFromDataOptions<X> = {}): BattleplanDef<X> {
  return battleplanFromDataWith(parse, input, options);
}
