/**
 * battlepack-engine/gallet/table: the Gallet battleplans' maps as data (territories, objectives, corners, quarters, each
 * coordinate with a confidence mark) and the table rules that measure positions on them. Kept apart from
 * `battlepack-engine/gallet` so that an app scoring by hand bundles no maps and no geometry.
 * @example
 * ```ts
 * import { createEngine } from 'battlepack-engine';
 * import { gallet } from 'battlepack-engine/gallet';
 * import { galletTable } from 'battlepack-engine/gallet/table';
 *
 * const engine = createEngine(gallet, { table: galletTable });
 * ```
 * @packageDocumentation
 */
import { tableRulesWithMaps } from './table/engine-rules.js';
import type { TableRules } from './core/table/table-rules.js';
import { galletMaps } from './battlepack/gallet/maps.js';

export { galletMaps, galletMap } from './battlepack/gallet/maps.js';

/** Table rules that measure Gallet battles on their battleplans' maps: `createEngine(gallet, { table: galletTable })`. */
export const galletTable: TableRules = tableRulesWithMaps(galletMaps);
