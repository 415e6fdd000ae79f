/**
 * Type-checks the files of a tsconfig in one TypeScript program, in process, and returns the diagnostics of those
 * files only (plus the config's and the program's global ones). The package's sources they import are part of the
 * program, so their types are what the files see, but their own bodies are type-checked by `npm run typecheck`, not
 * again here: that is what makes this several times cheaper than a `tsc -p` child process.
 */
import { relative, resolve } from 'node:path';
import ts from 'typescript';

/** One diagnostic: where (file path relative to `root`, 1-based line and column) and what. */
export interface Finding {
  readonly file: string | undefined;
  readonly line: number;
  readonly column: number;
  readonly code: number;
  readonly message: string;
}

/**
 * The diagnostics of the files a tsconfig includes (the root files); `only` narrows them further.
 * @param tsconfig - path of the tsconfig.json
 * @param root - folder the returned paths are relative to
 */
export function typecheckFiles(tsconfig: string, root: string, only?: (file: string) => boolean): { files: string[]; findings: Finding[] } {
  const config = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (config === undefined) throw new Error(`${tsconfig} could not be read`);
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences ?? [] });
  const files = config.fileNames.map((f) => resolve(f)).filter((f) => only === undefined || only(f));
  const wanted = new Set(files);
  const diagnostics: ts.Diagnostic[] = [...config.errors, ...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const sf of program.getSourceFiles())
    if (wanted.has(resolve(sf.fileName))) diagnostics.push(...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf));
  const findings = diagnostics.map((d): Finding => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (d.file === undefined || d.start === undefined) return { file: undefined, line: 0, column: 0, code: d.code, message };
    const at = d.file.getLineAndCharacterOfPosition(d.start);
    return { file: relative(root, d.file.fileName).replace(/\\/g, '/'), line: at.line + 1, column: at.character + 1, code: d.code, message };
  });
  return { files, findings };
}

/** A finding as tsc prints it: `file(line,col): error TSxxxx: message`. */
export const formatFinding = (f: Finding): string =>
  `${f.file === undefined ? '' : `${f.file}(${String(f.line)},${String(f.column)}): `}error TS${String(f.code)}: ${f.message}`;
