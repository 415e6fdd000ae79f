import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Releases are made by changesets only: every pending changeset names this package and a bump, CHANGELOG.md holds
// nothing but what `changeset version` writes, and the version the pending changesets make is the one the changelog
// promises as the first published.
const root = join(import.meta.dirname, '../..');
const dir = join(root, '.changeset');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string };
const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
const pending = readdirSync(dir)
  .filter((f) => f.endsWith('.md') && f !== 'README.md')
  .map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8') }));

const BUMPS = ['patch', 'minor', 'major'] as const;
type Bump = (typeof BUMPS)[number];

/** The bump of a changeset, from its front matter; throws when the front matter is not one line naming this package. */
function bumpOf(file: string, text: string): Bump {
  const m = /^---\r?\n"battlepack-engine": (patch|minor|major)\r?\n---\r?\n\s*\S/.exec(text);
  if (m === null) throw new Error(`${file}: front matter must be exactly "battlepack-engine": patch|minor|major, then a description`);
  return m[1] as Bump;
}

/** The version `changeset version` makes from `version` with the highest bump (semver as is, 0.x included). */
function next(version: string, bump: Bump): string {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

describe('releases by changesets', () => {
  it('the configuration publishes the package publicly from main, with the changesets changelog', () => {
    const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as Record<string, unknown>;
    expect(config).toMatchObject({ access: 'public', baseBranch: 'main', changelog: '@changesets/cli/changelog', commit: false });
  });

  it('every pending changeset names this package and a bump, and says what changed', () => {
    expect(pkg.name).toBe('battlepack-engine');
    for (const c of pending) expect(BUMPS).toContain(bumpOf(c.file, c.text));
  });

  it('CHANGELOG.md holds only what `changeset version` writes: a version entry per released version, the newest first', () => {
    const versions = [...changelog.matchAll(/^## (\d+\.\d+\.\d+)$/gm)].map((m) => m[1]);
    expect(changelog.startsWith(`# ${pkg.name}\n`)).toBe(true);
    // 0.1.0 was never published: no entry for it
    expect(versions).not.toContain('0.1.0');
    if (versions.length > 0) expect(versions[0]).toBe(pkg.version);
  });

  it('the first published version is the one the pending changesets make, as CHANGELOG.md says', () => {
    const released = /^## \d/m.test(changelog);
    if (released) return void expect(changelog).toMatch(/^## 0\.2\.0$/m);
    const bumps = pending.map((c) => bumpOf(c.file, c.text));
    const highest = BUMPS.filter((b) => bumps.includes(b)).at(-1);
    expect(highest).toBeDefined();
    expect(next(pkg.version, highest ?? 'patch')).toBe('0.2.0');
    expect(changelog).toMatch(/the first published version is 0\.2\.0/);
  });
});
