/**
 * Finds the places where code reads a field of a battle state directly (`state.clock…`, `state.units[id]`,
 * `const { board } = state`, `state['history']`) instead of through the selectors of `battlepack-engine`. The check
 * is by type, not by name: an expression is a battle state when TypeScript types it `BattleState<…>` (the interface of
 * `src/core/state/state.ts`), so `summary.result` or `sheet.players` are left alone, and a state named anything is
 * caught. Writes to a pack's draft (`Draft<X>`, a mapped type) are not reads of a `BattleState` and are left alone.
 */
import { resolve } from 'node:path';
import ts from 'typescript';

/** The keys of a battle state's root (the 0.2 shape). */
export const STATE_ROOT_KEYS: readonly string[] = ['setup', 'clock', 'players', 'units', 'board', 'history', 'result', 'ext'];

/** One raw read: where (absolute path, 1-based line), the field read, and the line's text. */
export interface RawRead {
  readonly file: string;
  readonly line: number;
  readonly field: string;
  readonly text: string;
}

const STATE_FILE = /[\\/]src[\\/]core[\\/]state[\\/]state\.ts$/;

function isBattleState(t: ts.Type): boolean {
  if (t.isUnion() || t.isIntersection()) return t.types.some(isBattleState);
  const s = t.getSymbol();
  return s?.getName() === 'BattleState' && (s.getDeclarations() ?? []).some((d) => STATE_FILE.test(d.getSourceFile().fileName));
}

/**
 * The raw reads of a battle state's root fields in `files`.
 * @param tsconfig - the tsconfig whose options (paths, strictness) the files are compiled with
 * @param files - absolute paths of the files to scan
 * @param virtual - files that exist only in memory (absolute path → text), scanned too
 * @param lib - the `lib` files to compile with (e.g. `lib.dom.d.ts` for browser code)
 */
export function rawStateReads(tsconfig: string, files: readonly string[], virtual: ReadonlyMap<string, string> = new Map(), lib: readonly string[] = []): RawRead[] {
  const config = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (config === undefined) throw new Error(`${tsconfig} could not be read`);
  const options: ts.CompilerOptions = { ...config.options, noEmit: true, ...(lib.length > 0 ? { lib: [...(config.options.lib ?? []), ...lib] } : {}) };
  const host = ts.createCompilerHost(options, true);
  const norm = (f: string): string => resolve(f);
  const mem = new Map([...virtual].map(([k, v]) => [norm(k), v]));
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (f) => mem.has(norm(f)) || fileExists.call(host, f);
  host.readFile = (f) => mem.get(norm(f)) ?? readFile.call(host, f);
  host.getSourceFile = (f, lang, onError, create) => {
    const text = mem.get(norm(f));
    return text !== undefined ? ts.createSourceFile(f, text, lang, true) : getSourceFile.call(host, f, lang, onError, create);
  };
  const roots = [...files.map(norm), ...mem.keys()];
  const program = ts.createProgram({ rootNames: roots, options, host });
  const checker = program.getTypeChecker();
  const wanted = new Set(roots);
  const out: RawRead[] = [];
  for (const sf of program.getSourceFiles()) {
    if (!wanted.has(norm(sf.fileName))) continue;
    const report = (node: ts.Node, field: string): void => {
      const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
      out.push({ file: norm(sf.fileName), line: line + 1, field, text: (sf.text.split(/\r?\n/)[line] ?? '').trim() });
    };
    const stateTyped = (e: ts.Node): boolean => isBattleState(checker.getNonNullableType(checker.getTypeAtLocation(e)));
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && STATE_ROOT_KEYS.includes(node.name.text) && stateTyped(node.expression)) report(node, node.name.text);
      else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression) && STATE_ROOT_KEYS.includes(node.argumentExpression.text) && stateTyped(node.expression))
        report(node, node.argumentExpression.text);
      else if (ts.isObjectBindingPattern(node) && stateTyped(node))
        for (const el of node.elements) {
          const key = el.propertyName ?? el.name;
          const name = ts.isIdentifier(key) || ts.isStringLiteralLike(key) ? key.text : undefined;
          if (name !== undefined && STATE_ROOT_KEYS.includes(name)) report(el, name);
        }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out;
}
