import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

describe('npm run docs', () => {
  it('builds the API site with the guides, treating every warning as an error', () => {
    const out = join(ROOT, 'test-output/api');
    rmSync(out, { recursive: true, force: true });
    // the same configuration as `npm run docs` (typedoc.json), into a scratch folder
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/typedoc/bin/typedoc'), '--out', out], { cwd: ROOT, encoding: 'utf8', timeout: 300_000 });
    const report = `${r.stdout}${r.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
    expect(report, report).not.toMatch(/\[(warning|error)\]/);
    expect(r.status, report).toBe(0);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'documents'))).toBe(true);
  }, 300_000);
});
