import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

// The API reference's checks without its 800-odd pages: typedoc converts the library (tsconfig.typedoc.json: src/
// only, not the tests) and validates it with the settings of typedoc.json — every export documented, every {@link}
// and relative link resolved, every guide of projectDocuments found — treating every warning as an error, but emits
// nothing (`--emit none`). Rendering, and with it the check that no link is rewritten to a parent page, is done by
// `npm run docs` and `npm run site` (the Pages workflow), which read the same typedoc.json.
describe('npm run docs', () => {
  it('converts and validates the API with the guides, treating every warning as an error', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/typedoc/dist/cli.js'), '--emit', 'none'], { cwd: ROOT, encoding: 'utf8', timeout: 300_000 });
    const report = `${r.stdout}${r.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
    expect(report, report).not.toMatch(/\[(warning|error)\]/);
    expect(r.status, report).toBe(0);
  }, 300_000);

  it('documents the library only, with every guide it names', () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'typedoc.json'), 'utf8')) as { tsconfig: string; treatWarningsAsErrors: boolean; projectDocuments: string[] };
    expect(config.treatWarningsAsErrors).toBe(true);
    const tsconfig = JSON.parse(readFileSync(join(ROOT, config.tsconfig), 'utf8')) as { extends: string; include: string[] };
    expect(tsconfig.extends).toBe('./tsconfig.json');
    expect(tsconfig.include).toEqual(['src']);
    for (const doc of config.projectDocuments.filter((d) => !d.includes('*'))) expect(existsSync(join(ROOT, doc)), doc).toBe(true);
  });
});
