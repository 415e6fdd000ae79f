import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts (no types); its one export is read as the shape below
import { slices as untyped } from '../../scripts/mutation-slices.mjs';

// `npm run mutation` (docs/testing.md) runs the rule code in slices: every rule file is mutated by exactly one slice,
// and every test file a slice names exists.

const slices = untyped as Record<string, { mutate: string[]; testFiles: string[] }>;
const root = join(import.meta.dirname, '../..');
const walk = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));

/** A Stryker glob (`*`, `**`) as a regular expression; a `:from-to` line range names the whole file. */
const glob = (pattern: string): RegExp =>
  new RegExp(`^${pattern.replace(/:\d+-\d+$/, '').replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '\u0000').replace(/\*/g, '[^/]*').replace(/\u0000/g, '(?:.*/)?')}$`);
const mutatedBy = (file: string): string[] =>
  Object.entries(slices)
    .filter(([, s]) => s.mutate.some((p) => !p.startsWith('!') && glob(p).test(file)) && !s.mutate.some((p) => p.startsWith('!') && glob(p.slice(1)).test(file)))
    .map(([name]) => name);

// not rule code: entry points, data (maps, the rules reference), the events' schemas and what is generated from them,
// the random-battle generators
const notRules = /(?:^|\/)(?:index|maps|reference|reference-battleplans|random|events|events\.gen|event-parsers|event-schema|roster-schema)\.ts$/;
const ruleFiles = [
  ...walk('src/battlepack'),
  ...walk('src/sim/combat'),
  'src/table/measure.ts',
  'src/table/facts.ts',
  'src/table/engine-rules.ts',
  ...walk('src/table/geometry'),
]
  .map((f) => f.split('\\').join('/'))
  .filter((f) => !notRules.test(f));

describe('the mutation slices (scripts/mutation-slices.mjs)', () => {
  it('mutate every rule file of the packs, the combat maths and the table\'s measuring in exactly one slice', () => {
    expect(ruleFiles.length).toBeGreaterThan(60);
    expect(ruleFiles.map((file) => ({ file, slices: mutatedBy(file) })).filter((f) => f.slices.length !== 1)).toEqual([]);
  });

  it('name only test files that exist', () => {
    const tests = new Set(walk('test').map((f) => f.split('\\').join('/')));
    const named = Object.values(slices).flatMap((s) => s.testFiles);
    expect(named.filter((p) => ![...tests].some((t) => glob(p).test(t)))).toEqual([]);
  });

  it('left out of every slice: the files named not rule code, nothing else', () => {
    const all = walk('src/battlepack').map((f) => relative('.', f).split('\\').join('/'));
    expect(all.filter((f) => mutatedBy(f).length === 0).every((f) => notRules.test(f))).toBe(true);
  });
});
