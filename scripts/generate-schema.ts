/**
 * Writes `schema/battle-log.schema.json`: the JSON Schema of the battle-log format for every registered pack,
 * generated from the zod schemas. Run with `npm run schema:generate`; `test/docs/schema.test.ts` fails when the
 * committed file is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PACKS } from '../src/cli/registry.js';
import { combinedLogJsonSchema } from '../src/cli/schema.js';

/** Where the schema is committed, relative to the repository root. */
export const SCHEMA_PATH = 'schema/battle-log.schema.json';

/** The file's content as it should be committed. */
export function schemaText(): string {
  return `${JSON.stringify(combinedLogJsonSchema(PACKS), null, 2)}\n`;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const path = resolve(root, SCHEMA_PATH);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, schemaText());
  console.log(`wrote ${SCHEMA_PATH} (${PACKS.map((p) => p.pack.id).join(', ') || 'core events only'})`);
}
