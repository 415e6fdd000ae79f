/**
 * Where the command line reads and writes, and how it fails: exit codes and plain-words errors.
 * @module
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Exit codes of `battlepack` (also listed in `--help` and the docs). */
export const EXIT = {
  /** The command did what was asked (a valid log, a legal roster, …). */
  ok: 0,
  /** The input is invalid: a log or roster breaks the rules or the format, or a file cannot be read. */
  invalid: 1,
  /** The command line itself is wrong: unknown command or option, missing argument, bad option value. */
  usage: 2,
} as const;

/** One of the {@link EXIT} codes. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The exit codes, as printed at the end of `--help`. */
export const EXIT_CODES_HELP = `Exit codes:
  0  success (a valid log, a legal roster, a finished command)
  1  invalid input: the log or roster breaks a rule or the format, or a file cannot be read
  2  usage error: unknown command or option, missing argument or bad option value`;

/** An error the command line reports in plain words, with its exit code; never shown as a stack trace. */
export class CliError extends Error {
  /** The exit code the process ends with. */
  readonly exitCode: ExitCode;
  constructor(message: string, exitCode: ExitCode) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/** A usage error (exit code 2). */
export function usageError(message: string): CliError {
  return new CliError(message, EXIT.usage);
}

/** An invalid-input error (exit code 1). */
export function inputError(message: string): CliError {
  return new CliError(message, EXIT.invalid);
}

/** The streams and working directory the command line uses; tests pass their own. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Whether standard error is a terminal: progress bars are drawn there, and only then. */
  readonly stderrIsTTY: boolean;
  /** Where relative paths start. */
  readonly cwd: string;
}

/** The real process streams. */
export function processIo(): CliIo {
  return {
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    stderrIsTTY: process.stderr.isTTY === true,
    cwd: process.cwd(),
  };
}

/** Reads a text file, turning file-system errors into a plain sentence (exit code 1). */
export function readText(io: CliIo, file: string, what: string): string {
  const path = resolve(io.cwd, file);
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    const why = code === 'ENOENT' ? 'there is no such file' : code === 'EISDIR' ? 'it is a folder, not a file' : code === 'EACCES' ? 'permission denied' : String((e as Error).message);
    throw inputError(`Cannot read the ${what} "${file}": ${why}.`);
  }
}

/** Parses JSON text, turning a syntax error into a plain sentence (exit code 1). */
export function parseJson(text: string, file: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw inputError(`The ${what} "${file}" is not valid JSON: ${(e as Error).message}.`);
  }
}
