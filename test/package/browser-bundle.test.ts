import { describe, expect, it } from 'vitest';
import { BUDGET_GZIP, budgetOf, bundleForBrowser, libraryEntries, report } from '../../scripts/bundle-size.js';

// Browser-safe library: every entry of package.json "exports" bundles for the browser with esbuild and imports
// nothing of Node and nothing of the command line; zod's locales stay out; each entry is within its size budget.
// (`npm run size` prints the same figures.)

const entries = libraryEntries();

describe('library entries bundled for the browser', () => {
  it('are every JavaScript entry of package.json "exports"', () => {
    expect(entries.map((e) => e.name)).toEqual(expect.arrayContaining(['.', './gallet', './blighted-wilds', './gallet/table', './table', './sim']));
  });

  it.each(entries.map((e) => [e.name, e] as const))('%s: no Node built-in, no command-line package, no zod locale, within budget', async (_name, entry) => {
    const b = await bundleForBrowser(entry);
    expect(b.forbidden, JSON.stringify(b.forbidden)).toEqual([]);
    expect(b.locales).toEqual([]);
    expect(b.gzipped).toBeLessThanOrEqual(budgetOf(entry.name));
    // the Gallet entry, core included: 60 kB gzipped (issue 12's rules brought it to 62.4 kB; issue 13 took immer out
    // of the core; issue 14's geometry and maps come with the table rules, not with the entry)
    // issues 23–28 took it to 63.6 kB, and moving the rules text to ./gallet/reference brought it to 58.5 kB; army
    // building moving to ./gallet/army brought it to 53.4 kB; the 0.2 state shape to 55.0 kB; parsing events with the
    // parsers generated from the zod schemas (no zod in the entry) to 47.7 kB; its reference facts moving to
    // ./gallet/reference, and its random play and choices to ./sim, to issue 23's target of 45 kB (docs/performance.md,
    // "Bundle budgets")
    if (entry.name === './gallet') expect(b.gzipped).toBeLessThanOrEqual(45_000);
    // Blighted Wilds met issue 23's target the same way
    if (entry.name === './blighted-wilds') expect(b.gzipped).toBeLessThanOrEqual(45_000);
    // the root entry met issue 23's target once the JSON Schema generator moved to ./json-schema
    if (entry.name === '.') expect(b.gzipped).toBeLessThanOrEqual(50_000);
    // the bundle is the library: its own code and its runtime packages, nothing else
    const packages = b.parts.filter((p) => !p.part.startsWith('src/')).map((p) => p.part.split('/')[0]);
    for (const p of new Set(packages)) expect(['immer', 'zod']).toContain(p);
    // the pack entries parse events with the parsers generated from the zod schemas at build time: no zod (nor immer,
    // which only the campaign engine uses: the battle engine's folds write plain copy-on-write objects); the root entry
    // carries zod for packs of your own (createEngine with zod schemas)
    if (entry.name === './gallet' || entry.name === './blighted-wilds') expect([...new Set(packages)]).toEqual([]);
    if (entry.name === '.') expect([...new Set(packages)].sort()).toEqual(['zod']);
    if (entry.name === './blighted-wilds/campaign') expect([...new Set(packages)].sort()).toEqual(['immer', 'zod']);
    // zod's JSON Schema generator only in ./json-schema
    if (entry.name !== './json-schema') expect(b.parts.map((p) => p.part)).not.toContain('zod/v4/core/to-json-schema');
  });

  it('the check fails on a Node built-in or a command-line package, and on a bundle over budget', async () => {
    const b = await bundleForBrowser(
      { name: './bad', source: 'src/bad-entry.ts' },
      "import { readFileSync } from 'node:fs';\nimport cliProgress from 'cli-progress';\nimport { createEngine } from './src/index.js';\nexport const x = [readFileSync, cliProgress, createEngine];\n",
    );
    expect(b.forbidden.map((f) => [f.path, f.why])).toEqual([
      ['node:fs', 'node built-in'],
      ['cli-progress', 'command-line package'],
    ]);
    const { problems } = report([b, { ...b, gzipped: BUDGET_GZIP + 1, forbidden: [] }]);
    expect(problems.join('\n')).toMatch(/imports node:fs \(node built-in\)/);
    expect(problems.join('\n')).toMatch(/imports cli-progress \(command-line package\)/);
    expect(problems.join('\n')).toMatch(/over the budget/);
  });
});
