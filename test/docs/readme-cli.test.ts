import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DIST_CLI, needDist } from '../cli/dist.js';

// Every line of the README's command-line block runs as written, in order, in one empty folder (the first line makes
// the log the later ones read), with `npx battlepack` being the built command line (dist/, built by `npm test`).
const ROOT = resolve(import.meta.dirname, '../..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const block = /^## Command line\n\n```sh\n([\s\S]*?)^```/m.exec(readme)?.[1] ?? '';
const lines = block.split('\n').filter((l) => l.trim() !== '');
const dir = mkdtempSync(join(tmpdir(), 'battlepack-readme-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the README's command-line block", () => {
  it('is found, and every line is a battlepack command', () => {
    expect(lines.length).toBeGreaterThanOrEqual(10);
    for (const l of lines) expect(l).toMatch(/^npx battlepack /);
  });

  it.each(lines.map((l, i) => [i + 1, l] as const))('line %i runs: %s', (_n, line) => {
    needDist();
    const command = line.replace(/^npx battlepack /, `"${process.execPath}" "${DIST_CLI}" `);
    const r = spawnSync('bash', ['-c', command], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    expect(r.status, `${line}\n${r.stdout.slice(0, 2000)}\n${r.stderr.slice(0, 2000)}`).toBe(0);
    // a line that names an output file made it
    const out = /--out (\S+)|> (\S+)/.exec(line.replace(/#.*$/, ''));
    const file = out?.[1] ?? out?.[2];
    if (file !== undefined) expect(existsSync(join(dir, file)), file).toBe(true);
  });
});
