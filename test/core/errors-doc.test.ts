import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_VIOLATION_CODES } from '../../src/index.js';

// docs/errors.md lists every violation code: the core catalogue, and every code written in src/ (packs included).

const root = join(import.meta.dirname, '../..');
const doc = readFileSync(join(root, 'docs/errors.md'), 'utf8');
const coreSection = doc.slice(doc.indexOf('## Core codes'), doc.indexOf('\n## ', doc.indexOf('## Core codes') + 1));
const documented = (section: string) => new Set([...section.matchAll(/^\| `([a-z0-9-]+\/[a-z0-9-]+)` \|/gm)].map((m) => m[1] ?? ''));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? sourceFiles(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : []));
}

/** Every code passed to violation(…) (or a local push(code, …) helper) in src/, with `${CONST}` prefixes resolved. */
function codesInSource(): Map<string, string> {
  const files = sourceFiles(join(root, 'src'));
  const consts = new Map<string, string>();
  for (const f of files) for (const m of readFileSync(f, 'utf8').matchAll(/const ([A-Z][A-Z0-9_]*) = '([a-z0-9-]+)'/g)) consts.set(m[1] ?? '', m[2] ?? '');
  const codes = new Map<string, string>();
  for (const f of files) {
    for (const m of readFileSync(f, 'utf8').matchAll(/(?:violation|push)\(\s*(['`])((?:\$\{[A-Z][A-Z0-9_]*\}|[a-z0-9-]+)\/[a-z0-9-]+)\1/g)) {
      const code = (m[2] ?? '').replace(/\$\{([A-Z][A-Z0-9_]*)\}/, (_, name: string) => consts.get(name) ?? `?${name}`);
      codes.set(code, f.slice(root.length + 1));
    }
  }
  return codes;
}

describe('docs/errors.md', () => {
  it('lists every code of CORE_VIOLATION_CODES in its core section', () => {
    const listed = documented(coreSection);
    expect(CORE_VIOLATION_CODES.filter((c) => !listed.has(c))).toEqual([]);
  });

  it('lists no core code that does not exist', () => {
    const catalogue: readonly string[] = CORE_VIOLATION_CODES;
    expect([...documented(coreSection)].filter((c) => !catalogue.includes(c))).toEqual([]);
  });

  it('lists every code written in src/, packs and campaigns included', () => {
    const codes = codesInSource();
    expect(codes.size).toBeGreaterThanOrEqual(CORE_VIOLATION_CODES.length);
    const listed = documented(doc);
    const missing = [...codes].filter(([c]) => !listed.has(c)).map(([c, f]) => `${c} (${f})`);
    expect(missing).toEqual([]);
  });

  it('lists no code twice', () => {
    const rows = [...doc.matchAll(/^\| `([a-z0-9-]+\/[a-z0-9-]+)` \|/gm)].map((m) => m[1]);
    expect(rows.length).toBe(new Set(rows).size);
  });
});
