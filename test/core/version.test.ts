import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, LOG_FORMAT_VERSION, createLog } from '../../src/index.js';
import { engine3 } from '../support/core-fixtures.js';

const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { name: string; version: string };

describe('versions', () => {
  it('ENGINE_VERSION equals the package.json version', () => {
    expect(pkg.name).toBe('battlepack-engine');
    expect(ENGINE_VERSION).toBe(pkg.version);
  });

  it('every new log records the engine version and the current format version', () => {
    const log = createLog(engine3.pack, []);
    expect(log.engineVersion).toBe(pkg.version);
    expect(log.formatVersion).toBe(LOG_FORMAT_VERSION);
    expect(Number.isInteger(LOG_FORMAT_VERSION) && LOG_FORMAT_VERSION >= 1).toBe(true);
  });
});
