import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_PATH, schemaText } from '../../scripts/generate-schema.js';
import { coreEventSchemas, eventTypeOf } from '../../src/authoring.js';
import { PACKS } from '../../src/cli/registry.js';

const ROOT = resolve(import.meta.dirname, '../..');

describe('schema/battle-log.schema.json', () => {
  const text = schemaText();
  const schema = JSON.parse(text) as { $schema: string; required: string[]; properties: { events: { items: { anyOf?: { properties: { type: { const: string } } }[] } } } };

  it('is a JSON Schema of the log header with every core and pack event', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.required).toEqual(expect.arrayContaining(['format', 'formatVersion', 'engineVersion', 'battlepack', 'events']));
    const types = (schema.properties.events.items.anyOf ?? []).map((e) => e.properties.type.const);
    for (const s of coreEventSchemas) expect(types).toContain(eventTypeOf(s));
    for (const p of PACKS) for (const e of p.pack.events) expect(types).toContain(eventTypeOf(e.schema));
    expect(new Set(types).size).toBe(types.length);
  });

  it('is current: the committed file is what `npm run schema:generate` writes', () => {
    const committed = readFileSync(resolve(ROOT, SCHEMA_PATH), 'utf8');
    expect(committed === text, `${SCHEMA_PATH} is stale: run \`npm run schema:generate\``).toBe(true);
  });
});
