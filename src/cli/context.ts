/**
 * What every command handler of the command line shares: the options read, the context it runs in, and the
 * error that carries violations to print. Split from `main.ts`.
 * @module
 */
import { echo, type RuleViolation } from '../core/errors.js';
import { CliError, EXIT, type CliFs, type CliIo, type CliSession } from './io.js';
import type { PackEntry } from './registry.js';

/** The options of a command, by name (`true` for a flag). */
export type Opts = ReadonlyMap<string, string | true>;

export interface Ctx {
  readonly io: CliIo;
  readonly fs: CliFs;
  readonly packs: readonly PackEntry[];
  readonly cores: number;
  readonly session: CliSession | undefined;
  /** Prints to standard output; control characters (but newlines and tabs) are made visible. */
  out(text: string): void;
  /** Prints to standard error, likewise. */
  err(text: string): void;
}

export const q = (s: string): string => JSON.stringify(echo(s));
export const str = (o: Opts, name: string): string | undefined => {
  const v = o.get(name);
  return typeof v === 'string' ? v : undefined;
};

/** The packs known, for a message. */
export const packList = (packs: readonly PackEntry[]): string => packs.map((p) => `${p.pack.id} (${p.key})`).join(', ') || 'no packs';

/** Violations to print, then exit code 1. */
export class ViolationsError extends CliError {
  readonly violations: readonly RuleViolation[];
  readonly total: number;
  readonly eventAt: ((index: number) => unknown) | undefined;
  /** The pack the log was replayed with, and how many events it accepted, when known (for `--format json`). */
  entry: PackEntry | undefined;
  applied: number | undefined;
  constructor(heading: string, violations: readonly RuleViolation[], total: number, eventAt?: (index: number) => unknown) {
    super(heading, EXIT.invalid);
    this.violations = violations;
    this.total = total;
    this.eventAt = eventAt;
  }
}
