/**
 * The names each entry of the package exports, types included, read by TypeScript from the entries' source files (the
 * run-time names alone would miss the types a user imports). Used to compare today's public surface with 0.1's
 * (`test/fixtures/api/exports-0.1.json`, made with `npx tsx scripts/api-exports.ts <folder of the 0.1 tree>`).
 */
import { join } from 'node:path';
import ts from 'typescript';

/** Per entry (`.`, `./gallet`…): its exported names, sorted. */
export type EntryExports = Record<string, readonly string[]>;

/**
 * The exported names of each entry.
 * @param root - the repository's folder (holding `src/`)
 * @param entries - per entry of package.json `exports`, its source file relative to `root` (`src/index.ts`)
 */
export function entryExports(root: string, entries: Readonly<Record<string, string>>): EntryExports {
  const files = Object.values(entries).map((f) => join(root, f));
  const program = ts.createProgram({
    rootNames: files,
    options: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, strict: true, skipLibCheck: true, noEmit: true, types: [] },
  });
  const checker = program.getTypeChecker();
  const out: EntryExports = {};
  for (const [entry, file] of Object.entries(entries)) {
    const sf = program.getSourceFile(join(root, file));
    const sym = sf === undefined ? undefined : checker.getSymbolAtLocation(sf);
    if (sym === undefined) throw new Error(`${file}: no module`);
    out[entry] = checker
      .getExportsOfModule(sym)
      .map((s) => s.getName())
      .sort();
  }
  return out;
}

/** The entries of a package.json `exports` map that are JavaScript, with their source files (`./dist/x.js` → `src/x.ts`). */
export function sourceEntries(exportsMap: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(exportsMap)) {
    if (typeof v === 'string') continue;
    const target = (v as { import?: { default?: string } | string }).import;
    const js = typeof target === 'string' ? target : target?.default;
    const m = js === undefined ? null : /^\.\/dist\/(.+)\.js$/.exec(js);
    if (m !== null) out[k] = `src/${m[1] ?? ''}.ts`;
  }
  return out;
}
