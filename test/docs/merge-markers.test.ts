import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// No file of the project keeps the markers of an unfinished merge: a line that starts with seven <, = or > (then a
// space or the end of the line) is one.

const ROOT = join(import.meta.dirname, '../..');
const DIRS = ['src', 'test', 'docs', 'scripts', 'bench', 'examples', 'schema', '.changeset'];
const FILES = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'CHANGELOG.md', 'package.json', 'tsconfig.json', 'typedoc.json', 'tsup.config.ts', 'vitest.config.ts'];
const TEXT = /\.(ts|md|json|html|css|js|svg|yml|yaml)$/;
const MARKER = /^(<{7}|={7}|>{7})( |$)/m;

function walk(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((n) => {
    if (n === 'node_modules' || n === 'dist' || n === 'api') return [];
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : TEXT.test(n) ? [p] : [];
  });
}

describe('merge markers', () => {
  const files = [...DIRS.flatMap((d) => walk(join(ROOT, d))), ...FILES.map((f) => join(ROOT, f))];

  it('are found when present (the check itself)', () => {
    expect(MARKER.test(['a', '<<<<<<< HEAD', 'b', '=======', 'c', '>>>>>>> branch'].join('\n'))).toBe(true);
    expect(MARKER.test('a line with ======= inside\n<<<<<<<<<< not one')).toBe(false);
  });

  it('are in no file of the project', () => {
    expect(files.length).toBeGreaterThan(300);
    const found = files.filter((f) => {
      try {
        return MARKER.test(readFileSync(f, 'utf8'));
      } catch {
        return false;
      }
    });
    expect(found.map((f) => relative(ROOT, f))).toEqual([]);
  });
});
