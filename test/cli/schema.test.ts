import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { galletEventSchema } from 'battlepack-engine/gallet/schema';
import { EXIT } from '../../src/cli/main.js';
import { logJsonSchema } from 'battlepack-engine/json-schema';
import { cli, ROOT, tempDir } from './run.js';

describe('battlepack schema', () => {
  it('prints the committed JSON Schema of the log format (every registered pack)', async () => {
    const r = await cli(['schema']);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).toBe(readFileSync(join(ROOT, 'schema/battle-log.schema.json'), 'utf8'));
  });

  it('prints one pack’s schema with --pack (logJsonSchema of its event schema)', async () => {
    const r = await cli(['schema', '--pack', 'gallet']);
    expect(r.code).toBe(EXIT.ok);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(logJsonSchema(galletEventSchema))));
  });

  it('writes it to a file with --out', async () => {
    const dir = tempDir();
    const r = await cli(['schema', '--out', 'log.schema.json'], { cwd: dir });
    expect(r.code).toBe(EXIT.ok);
    expect(JSON.parse(readFileSync(join(dir, 'log.schema.json'), 'utf8'))).toHaveProperty('$schema');
  });
});
